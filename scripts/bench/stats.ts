/**
 * Small numeric helpers for the bench: every figure is the median of several
 * runs (machines here are shared and noisy), some with a 95th percentile.
 */

/** The median of the samples (the mean of the middle two for an even count). */
export function median(xs: readonly number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The p-th percentile by the nearest-rank method (p in 0..100). */
export function percentile(xs: readonly number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/** Rounds to `digits` decimals, keeping JSON output readable. */
export function round(x: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
