/**
 * The group: ristretto255 (RFC 9496), a prime-order group of order
 * q = 2^252 + 27742317777372353535851937790883648493 built on edwards25519.
 * Ristretto removes the cofactor, so every valid 32-byte encoding is exactly
 * one group element and there are no small-subgroup tricks to guard against.
 *
 * Encodings: a point is its canonical 32-byte ristretto encoding; a scalar is
 * 32 bytes little-endian and must be < q. Decoders take untrusted bytes and
 * return a Result; they never throw and never reduce (so every value has one
 * encoding, which the signed log needs: a hash must not have two preimages).
 */
import { ristretto255 } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { fail, ok, type Result } from '../../core/result.js';
import { concat, expectLength, u32be } from './bytes.js';

export const Point = ristretto255.Point;
export type Point = InstanceType<typeof ristretto255.Point>;
export type Scalar = bigint;

/** Where secret randomness comes from: `crypto.getRandomValues` in the browser, a seeded stream in tests. */
export type RandomSource = (n: number) => Uint8Array;

export const ORDER: bigint = Point.Fn.ORDER;
export const G: Point = Point.BASE;
export const IDENTITY: Point = Point.ZERO;

export const mod = (a: bigint): Scalar => {
  const r = a % ORDER;
  return r < 0n ? r + ORDER : r;
};
export const add = (a: Scalar, b: Scalar): Scalar => mod(a + b);
export const sub = (a: Scalar, b: Scalar): Scalar => mod(a - b);
export const mul = (a: Scalar, b: Scalar): Scalar => mod(a * b);
export const neg = (a: Scalar): Scalar => mod(-a);

/** Little-endian bytes to an integer (no reduction). */
export function bytesToInt(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}

/**
 * A uniform non-zero scalar. 64 random bytes reduced mod q leave a bias
 * below 2^-250, far under anything measurable.
 */
export function randomScalar(rand: RandomSource): Scalar {
  for (;;) {
    const b = rand(64);
    if (!(b instanceof Uint8Array) || b.length !== 64) throw new Error('random source must return the bytes asked for');
    const s = mod(bytesToInt(b));
    if (s !== 0n) return s;
  }
}

/**
 * A nonce for a proof made with a long-term secret, hedged: SHA-512 of fresh
 * randomness, the secret and what is being proved. A good random source
 * makes it uniform; a broken one (repeating bytes) still never gives the same
 * nonce for two different statements, which would hand out the secret.
 */
export function hedgedScalar(rand: RandomSource, secret: Scalar, label: string, bind: readonly Uint8Array[]): Scalar {
  const fresh = rand(32);
  if (!(fresh instanceof Uint8Array) || fresh.length !== 32) throw new Error('random source must return the bytes asked for');
  const parts = [utf8ToBytes(`feebleton/poker/v1/nonce/${label}`), fresh, encodeScalar(secret)];
  for (const b of bind) parts.push(u32be(b.length), b);
  for (let i = 0; ; i++) {
    const s = mod(bytesToInt(sha512(concat([...parts, u32be(i)]))));
    if (s !== 0n) return s;
  }
}

/** A uniform scalar from a 64-byte hash output (Fiat–Shamir challenges). */
export const scalarFromHash = (digest: Uint8Array): Scalar => mod(bytesToInt(digest));

export function encodeScalar(s: Scalar): Uint8Array {
  if (s < 0n || s >= ORDER) throw new RangeError('scalar out of range');
  const out = new Uint8Array(32);
  let n = s;
  for (let i = 0; i < 32; i++) {
    out[i] = Number(n & 255n);
    n >>= 8n;
  }
  return out;
}

export function decodeScalar(bytes: unknown): Result<Scalar> {
  const b = expectLength(bytes, 32, 'scalar');
  if (!b.ok) return b;
  const s = bytesToInt(b.value);
  if (s >= ORDER) return fail('scalar.range', 'scalar not reduced mod the group order');
  return ok(s);
}

/**
 * Encoding a point costs an inverse square root, as much as decoding one, and
 * a verifier hashes mostly points it has just decoded (a share, the C1 it
 * opens, a seat key) or fixed ones (G): so each point remembers the bytes it
 * came from or was last encoded to. Points are immutable, so the bytes stay right.
 */
const encodings = new WeakMap<Point, Uint8Array>();

/** The canonical 32 bytes of a point (a fresh copy: callers may keep or change it). */
export function encodePoint(p: Point): Uint8Array {
  let b = encodings.get(p);
  if (!b) {
    b = p.toBytes();
    encodings.set(p, b);
  }
  return b.slice();
}

/** Canonical ristretto decoding; the identity is allowed (see `decodeNonZeroPoint`). */
export function decodePoint(bytes: unknown): Result<Point> {
  const b = expectLength(bytes, 32, 'point');
  if (!b.ok) return b;
  let p: Point;
  try {
    p = Point.fromBytes(b.value);
  } catch {
    return fail('point.encoding', 'not a canonical ristretto255 encoding');
  }
  // Only canonical encodings decode, so these bytes are the point's encoding.
  encodings.set(p, b.value.slice());
  return ok(p);
}

/** For public keys and generators: the identity would make a key anyone can "know". */
export function decodeNonZeroPoint(bytes: unknown): Result<Point> {
  const p = decodePoint(bytes);
  if (p.ok && p.value.is0()) return fail('point.identity', 'the identity is not allowed here');
  return p;
}

const byEncoding = new Map<string, Point>();
const byObject = new Map<number, WeakMap<Point, Point>>();

/**
 * The same point with a precomputed table attached, cached. Window 8 (≈ 4k
 * points, ≈ 50 ms to build) for the joint key K, G and the shuffle generators,
 * which are multiplied hundreds of times per shuffle, so the table pays back
 * within one pass. Window 6 (≈ 1.4k points, ≈ 20 ms) for seat keys, which a
 * verifier multiplies once per decryption share (≈ 60 a seat in a game):
 * 43 additions a product instead of ≈ 250 doublings.
 */
export function fixedBase(p: Point, window: 6 | 8 = 8): Point {
  let mine = byObject.get(window);
  if (!mine) byObject.set(window, (mine = new WeakMap()));
  const hit = mine.get(p);
  if (hit) return hit;
  const key = `${window}/${p.toHex()}`;
  let t = byEncoding.get(key);
  if (!t) {
    t = Point.fromBytes(p.toBytes());
    t.precompute(window, false);
    // Each table holds up to ≈ 4k points (a few MB): keep only the handful a session uses (G, h₀', K, the seat keys).
    if (byEncoding.size >= 16) byEncoding.clear();
    byEncoding.set(key, t);
  }
  mine.set(p, t);
  mine.set(t, t);
  return t;
}

/** k·P for a secret k (constant-time ladder in noble). */
export const mulSecret = (p: Point, k: Scalar): Point => (k === 0n ? IDENTITY : p.multiply(k));
/**
 * k·P on a `fixedBase` table with a variable-time walk. For the shuffle's
 * one-use witnesses only: JavaScript BigInt arithmetic is not constant-time
 * anyway, and a remote peer sees only the total time of ~700 such products.
 * Long-term keys and proof nonces for them stay on `mulSecret`.
 */
export const mulWitness = (table: Point, k: Scalar): Point => (k === 0n ? IDENTITY : table.multiplyUnsafe(k));
/** k·P for a public k. */
export const mulPublic = (p: Point, k: Scalar): Point => (k === 0n ? IDENTITY : p.multiplyUnsafe(k));
