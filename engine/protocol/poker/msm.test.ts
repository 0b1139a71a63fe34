import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { G, IDENTITY, ORDER, mod } from './group.js';
import { msm } from './msm.js';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.log(`msm.test.ts fast-check seed: ${seed}`);

const naive = (ps: ReturnType<typeof G.multiply>[], ss: bigint[]) =>
  ps.reduce((acc, p, i) => acc.add(ss[i]! === 0n ? IDENTITY : p.multiplyUnsafe(ss[i]!)), IDENTITY);

describe('multi-scalar multiplication', () => {
  it('agrees with one multiplication at a time, edge scalars included', () => {
    const edge = fc.constantFrom(0n, 1n, 2n, ORDER - 1n, ORDER - 2n, (1n << 252n) - 1n, 1n << 251n);
    const scalar = fc.oneof(fc.bigInt({ min: 0n, max: ORDER - 1n }), edge);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.bigInt({ min: 1n, max: ORDER - 1n }), scalar), { minLength: 0, maxLength: 150 }), (terms) => {
        const ps = terms.map(([b]) => G.multiplyUnsafe(b));
        const ss = terms.map(([, s]) => s);
        return msm(ps, ss).equals(naive(ps, ss));
      }),
      { seed, numRuns: 25 },
    );
  });

  it('agrees at the sizes of a batch of shuffle passes (wider windows)', () => {
    // Points b_i·G with scalars s_i sum to (Σ b_i·s_i)·G: one multiplication to compare with.
    let x = BigInt(seed) + 1n;
    const next = () => (x = mod(x * 6364136223846793005n + 1442695040888963407n) || 1n);
    for (const n of [1100, 4100]) {
      const bs = Array.from({ length: n }, next);
      const ss = Array.from({ length: n }, (_, i) => (i % 97 === 0 ? ORDER - 1n : next()));
      const want = G.multiplyUnsafe(mod(bs.reduce((acc, b, i) => acc + b * ss[i]!, 0n)));
      expect(
        msm(
          bs.map((b) => G.multiplyUnsafe(b)),
          ss,
        ).equals(want),
      ).toBe(true);
    }
  });

  it('reduces negative and oversized scalars mod q', () => {
    const p = G.multiply(7n);
    expect(msm([p, G], [-1n, ORDER + 3n]).equals(G.multiply(3n).subtract(p))).toBe(true);
    expect(mod(-1n)).toBe(ORDER - 1n);
  });
});
