/**
 * Medieval Manor's colours, light and dark (components/shared/palette.ts says how pairs
 * work): a tint per kind of land on the map, and the words drawn on them.
 */
import type { Pair } from '../shared/palette.js';

export const LANDS = {
  Fields: ['#f6e7ad', '#463c17'],
  Woods: ['#d3e8c8', '#22402a'],
  Pasture: ['#e3f2cf', '#2d4222'],
  Hills: ['#eadfcf', '#433a2c'],
  River: ['#d4e7f6', '#1e3a4f'],
  Road: ['#ece6da', '#38342d'],
  Village: ['#f1e6f1', '#3e2e3e'],
  Market: ['#f7e3d3', '#483325'],
  Church: ['#e9e6f6', '#322f48'],
  Castle: ['#e6e1ef', '#38334a'],
  /** A land the map does not tint. */
  other: ['#f4efe3', '#2b2824'],
} as const satisfies Record<string, Pair>;

export const MM_INK = {
  /** A tile's modifier (Bounty, Rich soil…). */
  mod: ['#4a3b00', '#ead27e'],
  castle: ['#5a1d6e', '#e2aef2'],
} as const satisfies Record<string, Pair>;
