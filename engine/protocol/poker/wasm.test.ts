/**
 * The two arithmetic paths agree (wasm.ts): libsodium's WebAssembly ristretto255 and @noble's
 * are fed the same valid and adversarial inputs — the identity (which libsodium's scalar
 * multiplication refuses), non-canonical encodings, scalars ≥ q and 0, random valid proofs and
 * the same proofs with one bit flipped — and must accept and refuse alike, or peers on different
 * paths would split. Fixed fast-check seed, few runs (FC_SEED=… to try others).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePoint, G, IDENTITY, ORDER, randomScalar } from './group.js';
import { cardTable } from './cards.js';
import { commitmentsOn, decodeDleq, type DleqStatement, proveDleq, verifyDleq } from './dleq.js';
import { decodeShare, decodeShareBatch, encodeShare, encodeShareBatch, makeShare, makeShareBatch, verifyShare, verifyShareBatch } from './draw.js';
import { encrypt } from './elgamal.js';
import { generateSeatKey } from './keys.js';
import { seededRandom } from './random.js';
import { commitmentsOn as reencCommitments, decodeReencryption, encodeReencryption, reencrypt, verifyReencryption } from './transfer.js';
import type { ProofContext } from './transcript.js';
import { type Arithmetic, fastArithmetic, nobleArithmetic, useWasm } from './wasm.js';
import { loadWasm } from './wasm-load.js';

const seed = Number(process.env.FC_SEED ?? 20261127);
const runs = { seed, numRuns: 40 };
const rand = seededRandom('wasm-agreement');
const ctx: ProofContext = { game: 'g', entry: 'e', seat: 1, index: 7 };
const P = 2n ** 255n - 19n;
const le = (n: bigint): Uint8Array => {
  const out = new Uint8Array(32);
  for (let i = 0, x = n; i < 32; i++, x >>= 8n) out[i] = Number(x & 255n);
  return out;
};
const hex = (b: Uint8Array | null) => (b ? Buffer.from(b).toString('hex') : null);

let wasm: Arithmetic;
beforeAll(async () => {
  expect(await loadWasm()).toBe(true);
  wasm = fastArithmetic()!;
  expect(wasm.name).toBe('wasm');
});
afterAll(() => useWasm(true));

/** Valid points, the identity, and encodings no canonical decoder may take. */
function encodings(): Uint8Array[] {
  const g = encodePoint(G);
  const r = encodePoint(G.multiply(randomScalar(rand)));
  const flipped = (b: Uint8Array, bit: number) => {
    const c = b.slice();
    c[bit >> 3]! ^= 1 << (bit & 7);
    return c;
  };
  return [
    new Uint8Array(32), // the identity
    g,
    r,
    le(P), // 0 written as p: non-canonical
    le(P + 1n), // 1 written as p + 1
    le(P + 2n),
    le(P - 1n), // "negative" (odd) field element
    new Uint8Array(32).fill(0xff),
    flipped(g, 255), // the high bit set
    flipped(r, 0), // s made odd: negative
    flipped(r, 1),
    le(1n), // canonical field element, not a point
    le(2n),
  ];
}
const scalars = [0n, 1n, 2n, ORDER - 1n, ORDER, ORDER + 1n, 2n ** 255n - 1n, 2n ** 256n - 1n, -1n, randomScalar(rand)];

const agree = (f: (a: Arithmetic) => Uint8Array | null) => expect(hex(f(wasm))).toBe(hex(f(nobleArithmetic)));

describe('WebAssembly and @noble arithmetic on encodings', () => {
  it('agree on every edge point and scalar: products, sums, differences, refusals', () => {
    const ps = encodings();
    for (const p of ps) for (const k of scalars) agree((a) => a.mul(p, k));
    for (const k of scalars) agree((a) => a.mulBase(k));
    for (const p of ps) {
      for (const q of ps) {
        agree((a) => a.add(p, q));
        agree((a) => a.sub(p, q));
      }
    }
    // libsodium refuses these products; both paths give the identity.
    expect(hex(wasm.mul(new Uint8Array(32), 5n))).toBe(hex(new Uint8Array(32)));
    expect(hex(wasm.mul(encodePoint(G), 0n))).toBe(hex(new Uint8Array(32)));
    expect(wasm.mul(le(P + 1n), 1n)).toBeNull();
    expect(wasm.mul(encodePoint(G), ORDER)).toBeNull();
  });

  it('agree on wrong lengths and on what is not bytes', () => {
    for (const bad of [new Uint8Array(31), new Uint8Array(33), [0, 0, 0] as unknown as Uint8Array, 'x' as unknown as Uint8Array]) {
      agree((a) => a.mul(bad, 1n));
      agree((a) => a.add(bad, encodePoint(G)));
      agree((a) => a.sub(encodePoint(G), bad));
    }
  });

  it('agree on random bytes and on valid points with a bit flipped (property)', () => {
    const scalar = fc.oneof(fc.bigInt({ min: 0n, max: ORDER - 1n }), fc.constantFrom(...scalars), fc.bigInt({ min: ORDER, max: 2n ** 256n - 1n }));
    const point = fc.oneof(
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
      fc.tuple(fc.bigInt({ min: 0n, max: ORDER - 1n }), fc.nat(255)).map(([x, bit]) => {
        const b = encodePoint(x === 0n ? IDENTITY : G.multiplyUnsafe(x));
        b[bit >> 3]! ^= 1 << (bit & 7);
        return b;
      }),
      fc.bigInt({ min: 1n, max: ORDER - 1n }).map((x) => encodePoint(G.multiplyUnsafe(x))),
    );
    fc.assert(
      fc.property(point, point, scalar, (p, q, k) => {
        for (const f of [(a: Arithmetic) => a.mul(p, k), (a: Arithmetic) => a.add(p, q), (a: Arithmetic) => a.sub(p, q)]) {
          if (hex(f(wasm)) !== hex(f(nobleArithmetic))) return false;
        }
        return hex(wasm.mulBase(k)) === hex(nobleArithmetic.mulBase(k));
      }),
      runs,
    );
  });
});

/** The result of a check on each path, the path chosen as a device would (`useWasm`). */
function onBoth<T>(check: () => T): [T, T] {
  useWasm(false);
  const noble = check();
  useWasm(true);
  const fast = check();
  return [noble, fast];
}

describe('the proofs on both paths', () => {
  const cards = cardTable('wasm', 4);
  const key = generateSeatKey(rand);
  const ct = encrypt(cards.points[1]!, G.multiply(77n), randomScalar(rand));
  const share = makeShare('draw', key, ct, ctx, rand);
  const st: DleqStatement = { b1: G, a: key.y, b2: ct.c1, c: share.share };

  it('an honest share verifies on both, with the same commitments', () => {
    expect(onBoth(() => verifyShare('draw', key.y, ct, share, ctx))).toEqual([true, true]);
    expect(commitmentsOn(wasm, st, share.proof)!.map(hex)).toEqual(commitmentsOn(null, st, share.proof)!.map(hex));
  });

  it('single-bit flips of a share (every fifth bit) are refused alike', () => {
    const bytes = encodeShare(share);
    for (let bit = 0; bit < bytes.length * 8; bit += 5) {
      const b = bytes.slice();
      b[bit >> 3]! ^= 1 << (bit & 7);
      const sh = decodeShare(b);
      const [n, w] = onBoth(() => sh.ok && verifyShare('draw', key.y, ct, sh.value, ctx));
      expect(w, `bit ${bit}`).toBe(n);
      expect(n, `bit ${bit}`).toBe(false);
    }
  });

  it('statements with the identity, zero and out-of-range scalars: the same answer and commitments', () => {
    const proofs = [share.proof, { c: 0n, s: 0n }, { c: share.proof.c, s: 0n }, { c: 0n, s: share.proof.s }, { c: ORDER - 1n, s: 1n }];
    const points = [IDENTITY, G, key.y, ct.c1, share.share];
    for (const a of points)
      for (const b2 of points)
        for (const c of [IDENTITY, share.share])
          for (const p of proofs) {
            const s: DleqStatement = { b1: G, a, b2, c };
            expect(commitmentsOn(wasm, s, p)!.map(hex)).toEqual(commitmentsOn(null, s, p)!.map(hex));
            const [n, w] = onBoth(() => verifyDleq('share/draw', ctx, s, p));
            expect(w).toBe(n);
          }
    for (const bad of [
      { c: ORDER, s: 1n },
      { c: 1n, s: ORDER + 1n },
      { c: -1n, s: 1n },
      { c: share.proof.c + ORDER, s: share.proof.s },
    ]) {
      expect(onBoth(() => verifyDleq('share/draw', ctx, st, bad))).toEqual([false, false]);
    }
    // An honest proof about the identity (C1 = S = identity, so T2 is the identity): valid on both.
    const zero: DleqStatement = { b1: G, a: key.y, b2: IDENTITY, c: IDENTITY };
    const proof = proveDleq('x', ctx, zero, key.x, rand);
    expect(commitmentsOn(wasm, zero, proof)![1]).toEqual(new Uint8Array(32));
    expect(onBoth(() => verifyDleq('x', ctx, zero, proof))).toEqual([true, true]);
  });

  it('random valid proofs and their one-bit corruptions agree (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: ORDER - 1n }), fc.bigInt({ min: 1n, max: ORDER - 1n }), fc.nat(64 * 8 - 1), (x, r, bit) => {
        const k = { x, y: G.multiplyUnsafe(x) };
        const c = encrypt(cards.points[0]!, G.multiply(5n), r);
        const sh = makeShare('reveal', k, c, ctx, rand);
        const proof = encodeShare(sh).subarray(32);
        proof[bit >> 3]! ^= 1 << (bit & 7);
        const p = decodeDleq(proof);
        const stmt: DleqStatement = { b1: G, a: k.y, b2: c.c1, c: sh.share };
        const [hn, hw] = onBoth(() => verifyShare('reveal', k.y, c, sh, ctx));
        const [bn, bw] = onBoth(() => p.ok && verifyDleq('share/reveal', ctx, stmt, p.value));
        return hn && hw && bn === bw && !bn;
      }),
      { seed, numRuns: 10 },
    );
  });

  it('share batches, folded on either path: honest, one bit flipped (every ninth), swapped and identity shares agree', () => {
    const cts = [ct, encrypt(cards.points[2]!, G.multiply(77n), randomScalar(rand)), encrypt(cards.points[3]!, G.multiply(77n), randomScalar(rand))];
    const batch = makeShareBatch('draw', key, cts, ctx, rand);
    expect(onBoth(() => verifyShareBatch('draw', key.y, cts, batch, ctx))).toEqual([true, true]);
    const bytes = encodeShareBatch(batch);
    for (let bit = 0; bit < bytes.length * 8; bit += 9) {
      const b = bytes.slice();
      b[bit >> 3]! ^= 1 << (bit & 7);
      const d = decodeShareBatch(b, cts.length);
      const [n, w] = onBoth(() => d.ok && verifyShareBatch('draw', key.y, cts, d.value, ctx));
      expect(w, `bit ${bit}`).toBe(n);
      expect(n, `bit ${bit}`).toBe(false);
    }
    const [s0, s1, s2] = batch.shares as [typeof IDENTITY, typeof IDENTITY, typeof IDENTITY];
    for (const shares of [
      [s0, s2, s1],
      [s0, IDENTITY, s2],
      [s0, s1, IDENTITY],
      [IDENTITY, IDENTITY, IDENTITY],
    ]) {
      expect(onBoth(() => verifyShareBatch('draw', key.y, cts, { ...batch, shares }, ctx))).toEqual([false, false]);
    }
    // Cards whose C1 is the identity (a zero nonce) fold alike, and an honest batch on them holds on both.
    const zero = cts.map((c) => ({ c1: IDENTITY, c2: c.c2 }));
    expect(onBoth(() => verifyShareBatch('draw', key.y, zero, makeShareBatch('draw', key, zero, ctx, rand), ctx))).toEqual([true, true]);
  });

  it('re-encryptions: honest, one bit flipped (every seventh), and identity points agree', () => {
    const target = generateSeatKey(rand).y;
    const re = reencrypt('transfer', key, ct, target, ctx, rand);
    const stmt = { ya: key.y, target, held: ct, out: re.ct };
    expect(reencCommitments(wasm, stmt, re)!.map(hex)).toEqual(reencCommitments(null, stmt, re)!.map(hex));
    expect(onBoth(() => verifyReencryption('transfer', key.y, ct, target, re, ctx))).toEqual([true, true]);
    const bytes = encodeReencryption(re);
    for (let bit = 1; bit < bytes.length * 8; bit += 7) {
      const b = bytes.slice();
      b[bit >> 3]! ^= 1 << (bit & 7);
      const d = decodeReencryption(b);
      const [n, w] = onBoth(() => d.ok && verifyReencryption('transfer', key.y, ct, target, d.value, ctx));
      expect(w, `bit ${bit}`).toBe(n);
    }
    for (const [ya, held, out] of [
      [IDENTITY, ct, re.ct],
      [key.y, { c1: IDENTITY, c2: IDENTITY }, re.ct],
      [key.y, ct, { c1: re.ct.c1, c2: IDENTITY }],
    ] as const) {
      const s = { ya, target, held, out };
      const bad = { ...re, ct: out };
      expect(reencCommitments(wasm, s, bad)!.map(hex)).toEqual(reencCommitments(null, s, bad)!.map(hex));
      expect(onBoth(() => verifyReencryption('transfer', ya, held, target, bad, ctx))).toEqual([false, false]);
    }
    expect(onBoth(() => verifyReencryption('transfer', key.y, ct, target, { ...re, sa: ORDER }, ctx))).toEqual([false, false]);
  });
});
