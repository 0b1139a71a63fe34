/**
 * Felinia's colours, light and dark: each country's tint and its trade tiles'
 * back, and each merchandise kind (the colour of its country: data.ts COUNTRIES).
 * The rulebook's orange, emerald and violet; blue and red are ours.
 */
import type { Kind } from '../../engine/games/felinia/types.js';

const TINTS = [
  ['#f6c27a', '#8a5a1c'],
  ['#8fd3a8', '#21603a'],
  ['#c9a6e8', '#553377'],
  ['#9cc3f0', '#274f7d'],
  ['#f0a0a0', '#7a2b2b'],
] as const;

/** A country's tint (its provinces), or with `back` its trade tiles' back (the stronger shade). */
export const tint = (country: number, back = false): string => {
  const [l, d] = TINTS[country]!;
  return back ? `light-dark(${d}, ${l})` : `light-dark(${l}, ${d})`;
};

const KIND_TINT: Readonly<Record<Kind, readonly [string, string]>> = {
  watches: ['#e9a23b', '#f6c27a'],
  clothing: ['#3f9a63', '#8fd3a8'],
  wine: ['#8e5cc0', '#c9a6e8'],
  glass: ['#3f7fc8', '#9cc3f0'],
  books: ['#c0504d', '#f0a0a0'],
};

export const kindColour = (k: Kind): string => `light-dark(${KIND_TINT[k][0]}, ${KIND_TINT[k][1]})`;
