import { describe, expect, it } from 'vitest';
import { addCached, addExt, doubleExt, fromExt, negCached, negExt, toCached, toExt } from './extended.js';
import { G, IDENTITY, decodePoint } from './group.js';

describe('bare extended-coordinate arithmetic', () => {
  it('agrees with noble on sums, doubles and negations, the identity included', () => {
    const decoded = decodePoint(G.multiply(31337n).toBytes()); // Z = 1, as every decoded point
    if (!decoded.ok) throw new Error('decode failed');
    const points = [IDENTITY, G, G.multiply(5n), G.multiply(123456789n).add(G.double()), decoded.value];
    for (const p of points) {
      expect(fromExt(toExt(p)).equals(p)).toBe(true);
      expect(fromExt(doubleExt(toExt(p))).equals(p.double())).toBe(true);
      expect(fromExt(negExt(toExt(p))).equals(p.negate())).toBe(true);
      for (const q of points) {
        expect(fromExt(addCached(toExt(p), toCached(toExt(q)))).equals(p.add(q))).toBe(true);
        expect(fromExt(addCached(toExt(p), negCached(toCached(toExt(q))))).equals(p.subtract(q))).toBe(true);
        expect(fromExt(addExt(toExt(p), toExt(q))).equals(p.add(q))).toBe(true);
      }
    }
  });
});
