/**
 * Canonical encodings: every encode/decode pair round-trips, and any bytes
 * from the log — random, truncated, non-canonical — give an error Result,
 * never a throw. Property tests print their seed (FC_SEED=… to replay).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './bytes.js';
import { decodeShare, decodeShareBatch } from './draw.js';
import { decodeCiphertext, decodeDeck } from './elgamal.js';
import { G, ORDER, decodePoint, decodeScalar, encodePoint, encodeScalar } from './group.js';
import { decodeKeyMessage, decodeSecretKey } from './keys.js';
import { decodeReencryption } from './transfer.js';
import { verifyShuffle } from './shuffle.js';
import { decodeDleq } from './dleq.js';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.log(`encoding.test.ts fast-check seed: ${seed}`);
const params = { seed, numRuns: 200 };

const scalarArb = fc.bigInt({ min: 0n, max: ORDER - 1n });
const bytesArb = fc.uint8Array({ minLength: 0, maxLength: 200 });

describe('encodings', () => {
  it('scalars round-trip; values ≥ q are rejected', () => {
    fc.assert(
      fc.property(scalarArb, (s) => {
        const back = decodeScalar(encodeScalar(s));
        return back.ok && back.value === s;
      }),
      params,
    );
    const q = new Uint8Array(32);
    let n = ORDER;
    for (let i = 0; i < 32; i++) {
      q[i] = Number(n & 255n);
      n >>= 8n;
    }
    expect(decodeScalar(q)).toMatchObject({ ok: false, error: { code: 'scalar.range' } });
  });

  it('points round-trip; non-canonical encodings are rejected', () => {
    fc.assert(
      fc.property(scalarArb, (s) => {
        const p = G.multiplyUnsafe(s);
        const back = decodePoint(encodePoint(p));
        return back.ok && back.value.equals(p);
      }),
      params,
    );
    const bad = new Uint8Array(32).fill(0xff);
    expect(decodePoint(bad)).toMatchObject({ ok: false, error: { code: 'point.encoding' } });
    const odd = new Uint8Array(32);
    odd[0] = 1; // ristretto encodings must be "non-negative" (even)
    expect(decodePoint(odd).ok).toBe(false);
  });

  it('base64url round-trips and rejects other spellings', () => {
    fc.assert(
      fc.property(bytesArb, (b) => {
        const back = fromBase64url(toBase64url(b));
        return back.ok && toBase64url(back.value) === toBase64url(b);
      }),
      params,
    );
    expect(toBase64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    // Impossible length, padding, the other alphabet, non-zero spare bits.
    for (const t of ['A', 'AB=', 'A+B/', 'AB', '-_9']) expect(fromBase64url(t).ok).toBe(false);
    expect(fromBase64url('AA')).toEqual({ ok: true, value: new Uint8Array([0]) });
    expect(fromBase64url(42).ok).toBe(false);
  });

  it('every decoder returns a Result on arbitrary input, never throws', () => {
    const decoders: ((x: unknown) => { ok: boolean })[] = [
      decodePoint,
      decodeScalar,
      decodeShare,
      decodeDleq,
      decodeKeyMessage,
      decodeSecretKey,
      decodeReencryption,
      decodeCiphertext,
      (x) => decodeDeck(x, 2),
      (x) => decodeShareBatch(x, 2),
      fromBase64url,
    ];
    const input = fc.oneof(
      fc.uint8Array({ minLength: 0, maxLength: 200 }),
      fc.constantFrom(32, 64, 96, 128, 160).chain((n) => fc.uint8Array({ minLength: n, maxLength: n })),
      fc.anything(),
    );
    fc.assert(
      fc.property(input, (x) => {
        for (const d of decoders) expect(typeof d(x).ok).toBe('boolean');
      }),
      params,
    );
  });

  it('a shuffle verifier given junk answers with an error', () => {
    const deck = {
      cts: [
        { c1: G, c2: G },
        { c1: G, c2: G },
      ],
      bytes: new Uint8Array(128),
    };
    const ctx = { game: 'g', entry: 'e', seat: 0, index: 0 };
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ minLength: 608, maxLength: 608 }), fc.anything()), (junk) => {
        expect(verifyShuffle(ctx, G, deck, deck, junk).ok).toBe(false);
      }),
      { ...params, numRuns: 30 },
    );
  });
});

describe('remembered point encodings', () => {
  it('a decoded point encodes to the bytes it came from, and callers get their own copy', () => {
    const bytes = G.multiply(12345n).toBytes();
    const p = decodePoint(bytes);
    if (!p.ok) throw new Error('decode failed');
    bytes.fill(0); // the caller's buffer changes after decoding
    const once = encodePoint(p.value);
    expect(once).toEqual(G.multiply(12345n).toBytes());
    once.fill(7); // and a caller changes what it got back
    expect(encodePoint(p.value)).toEqual(G.multiply(12345n).toBytes());
    expect(encodePoint(G.add(G))).toEqual(G.double().toBytes());
  });
});
