import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  G, IDENTITY, ORDER, mod,
} from './group.js';
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

  it('reduces negative and oversized scalars mod q', () => {
    const p = G.multiply(7n);
    expect(msm([p, G], [-1n, ORDER + 3n]).equals(G.multiply(3n).subtract(p))).toBe(true);
    expect(mod(-1n)).toBe(ORDER - 1n);
  });
});
