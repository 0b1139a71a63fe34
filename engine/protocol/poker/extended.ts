/**
 * Point additions for the bucket method (msm.ts) on bare coordinates.
 *
 * A shuffle check spends most of its time adding points in extended
 * coordinates (X : Y : Z : T), x = X/Z, y = Y/Z, xy = T/Z, on edwards25519
 * (−x² + y² = 1 + d·x²y²). noble's Point does the same arithmetic but checks
 * its inputs and builds a validated object on every operation, and
 * multiplies by 2d on every addition. Here each input point is turned once
 * into the "cached" form (Y − X, Y + X, 2d·T, 2Z) of ref10 / RFC 8032, and
 * the buckets add it with 8 multiplications (add-2008-hwcd-3, a = −1).
 *
 * Field elements are BigInts kept in [0, p) after every multiplication and
 * below 4p in between (differences get +p added, so nothing goes negative:
 * BigInt `%` keeps the sign of the dividend). Variable-time: public data only.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { Point } from './group.js';

const P = ed25519.Point.Fp.ORDER;
const D2 = (2n * ed25519.Point.CURVE().d) % P;

/** A point in extended coordinates. */
export interface Ext {
  readonly X: bigint;
  readonly Y: bigint;
  readonly Z: bigint;
  readonly T: bigint;
}

/** An addend prepared once: (Y − X, Y + X, 2d·T, 2Z). */
export interface Cached {
  readonly ymx: bigint;
  readonly ypx: bigint;
  readonly t2d: bigint;
  readonly z2: bigint;
}

/**
 * The Edwards representative of a ristretto point. Any representative will
 * do: the sum is read back as a ristretto point, which ignores the choice.
 */
export function toExt(p: Point): Ext {
  // `ep` is protected in the typings; reading it avoids an inversion per point.
  const { X, Y, Z, T } = (p as unknown as { ep: Ext }).ep;
  return { X, Y, Z, T };
}

/** The ristretto point an Edwards representative stands for. */
export const fromExt = (e: Ext): Point => new Point(new ed25519.Point(e.X, e.Y, e.Z, e.T));

/** −e: (x, y) ↦ (−x, y). */
export const negExt = (e: Ext): Ext => ({ X: e.X === 0n ? 0n : P - e.X, Y: e.Y, Z: e.Z, T: e.T === 0n ? 0n : P - e.T });

export function toCached(e: Ext): Cached {
  return { ymx: (e.Y - e.X + P) % P, ypx: (e.Y + e.X) % P, t2d: (e.T * D2) % P, z2: (2n * e.Z) % P };
}

/** −e, already cached: (x, y) ↦ (−x, y) swaps Y − X and Y + X and negates T. */
export function negCached(c: Cached): Cached {
  return { ymx: c.ypx, ypx: c.ymx, t2d: c.t2d === 0n ? 0n : P - c.t2d, z2: c.z2 };
}

/** e + c with 8 multiplications. */
export function addCached(e: Ext, c: Cached): Ext {
  const a = ((e.Y - e.X + P) * c.ymx) % P;
  const b = ((e.Y + e.X) * c.ypx) % P;
  const cc = (e.T * c.t2d) % P;
  const d = (e.Z * c.z2) % P;
  const E = b - a + P;
  const F = d - cc + P;
  const G = d + cc;
  const H = b + a;
  return { X: (E * F) % P, Y: (G * H) % P, Z: (F * G) % P, T: (E * H) % P };
}

export const addExt = (a: Ext, b: Ext): Ext => addCached(a, toCached(b));

/** 2e (dbl-2008-hwcd, a = −1): 4 multiplications and 4 squarings. */
export function doubleExt(e: Ext): Ext {
  const A = (e.X * e.X) % P;
  const B = (e.Y * e.Y) % P;
  const C = (2n * e.Z * e.Z) % P;
  const s = e.X + e.Y;
  const E = (s * s - A - B + 2n * P) % P;
  const G = B - A + P; // D + B with D = −A
  const F = G - C + P;
  const H = 2n * P - A - B; // D − B
  return { X: (E * F) % P, Y: (G * H) % P, Z: (F * G) % P, T: (E * H) % P };
}
