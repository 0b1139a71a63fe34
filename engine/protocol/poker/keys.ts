/**
 * Seat keys. Each seat picks a secret x_i, publishes Y_i = x_i·G with a
 * Schnorr proof that it knows x_i, and the deck's joint key is K = ΣY_i.
 *
 * Why the proof of knowledge: without it the last seat to publish could pick
 * Y_last = x·G − ΣY_others (a "rogue key"), making K = x·G, a key it alone
 * knows, and then decrypt the whole deck alone. With it, every Y_i comes from a
 * known x_i, so K needs every seat's cooperation.
 *
 *   prover: w random, T = w·G, c = H("key", context, Y, T), s = w + c·x
 *   proof:  (c, s), 64 bytes; the verifier rebuilds T = s·G − c·Y.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { expectLength } from './bytes.js';
import {
  G,
  IDENTITY,
  add,
  decodeNonZeroPoint,
  decodeScalar,
  encodePoint,
  encodeScalar,
  hedgedScalar,
  mul,
  mulPublic,
  mulSecret,
  randomScalar,
  type Point,
  type RandomSource,
  type Scalar,
} from './group.js';
import { Transcript, contextBytes, validContext, type ProofContext } from './transcript.js';

export interface SeatKey {
  readonly x: Scalar;
  readonly y: Point;
}

export interface KeyProof {
  readonly c: Scalar;
  readonly s: Scalar;
}

export function generateSeatKey(rand: RandomSource): SeatKey {
  const x = randomScalar(rand);
  return { x, y: mulSecret(G, x) };
}

const challenge = (ctx: ProofContext, y: Point, t: Point): Scalar => new Transcript('key', ctx).point('Y', y).point('T', t).challenge('c');

export function proveKey(key: SeatKey, ctx: ProofContext, rand: RandomSource): KeyProof {
  const w = hedgedScalar(rand, key.x, 'key', contextBytes(ctx));
  const c = challenge(ctx, key.y, mulSecret(G, w));
  return { c, s: add(w, mul(c, key.x)) };
}

export function verifyKey(y: Point, proof: KeyProof, ctx: ProofContext): boolean {
  if (!validContext(ctx) || y.is0()) return false;
  const t = mulPublic(G, proof.s).subtract(mulPublic(y, proof.c));
  return challenge(ctx, y, t) === proof.c;
}

/** K = ΣY_i: decrypting anything under K needs a share from every seat. */
export function jointKey(keys: readonly Point[]): Point {
  return keys.reduce((acc, y) => acc.add(y), IDENTITY);
}

/** Published key message: Y (32) ‖ c (32) ‖ s (32). */
export const KEY_MESSAGE_BYTES = 96;

export function encodeKeyMessage(y: Point, proof: KeyProof): Uint8Array {
  const out = new Uint8Array(96);
  out.set(encodePoint(y), 0);
  out.set(encodeScalar(proof.c), 32);
  out.set(encodeScalar(proof.s), 64);
  return out;
}

export function decodeKeyMessage(bytes: unknown): Result<{ y: Point; proof: KeyProof }> {
  const b = expectLength(bytes, 96, 'key');
  if (!b.ok) return b;
  const y = decodeNonZeroPoint(b.value.subarray(0, 32));
  if (!y.ok) return y;
  const c = decodeScalar(b.value.subarray(32, 64));
  const s = decodeScalar(b.value.subarray(64, 96));
  if (!c.ok || !s.ok) return fail('key.scalar', 'key proof scalar out of range');
  return ok({ y: y.value, proof: { c: c.value, s: s.value } });
}

export function decodeSecretKey(bytes: unknown): Result<SeatKey> {
  const x = decodeScalar(bytes);
  if (!x.ok) return x;
  if (x.value === 0n) return fail('key.zero', 'zero secret key');
  return ok({ x: x.value, y: mulSecret(G, x.value) });
}
