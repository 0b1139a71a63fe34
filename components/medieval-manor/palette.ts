/**
 * Medieval Manor's colours, light and dark (components/shared/palette.ts says how pairs
 * work): a tint per kind of land on the map, the words drawn on them, the hues of
 * the card pictures and land scenes (card-art.ts, land-art.ts). The seats' colours
 * are every table's (components/shared/palette.ts `SEATS`).
 */
import type { Pair } from '../../components/shared/palette.js';

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

/**
 * The fills of the card pictures and the land scenes: mid tones under lines drawn in
 * the text colour, a shade deeper in the dark theme so a picture does not glare;
 * no text is drawn on them.
 */
export const MM_ART = {
  gold: ['#e8b339', '#c4962c'],
  straw: ['#ecc95f', '#bd9e3f'],
  leaf: ['#6fae57', '#4d8a3e'],
  grass: ['#a9d37a', '#5d8a3c'],
  wood: ['#b98048', '#8e6138'],
  bark: ['#7f5631', '#5e3f24'],
  soil: ['#a9764c', '#6e4a2f'],
  stone: ['#d2c9bb', '#857d71'],
  slate: ['#96918b', '#5f5b57'],
  steel: ['#c6ced7', '#8895a3'],
  red: ['#d64b3d', '#b03a2f'],
  roof: ['#c9673f', '#9b4a2e'],
  water: ['#8cc3ea', '#4b82ac'],
  wool: ['#fbf6ea', '#d6cebb'],
  pink: ['#f0a8a3', '#c27c77'],
  hide: ['#b5764a', '#8a5a39'],
  purple: ['#9a77c6', '#6d5299'],
  grape: ['#7e55a8', '#6a4692'],
  orange: ['#f08a34', '#d06a22'],
  sun: ['#f7c948', '#d9a632'],
  sick: ['#a3c24e', '#7d9a35'],
  snow: ['#ffffff', '#e4e9ee'],
  night: ['#2b2723', '#1b1916'],
} as const satisfies Record<string, Pair>;

export type ArtHue = keyof typeof MM_ART;

/** A shape's fill in one of the hues; a page may turn fills off with `--tt-icon-fill: none` (icons.ts). */
export const fill = (hue: ArtHue): string => `fill: var(--tt-icon-fill, light-dark(${MM_ART[hue][0]}, ${MM_ART[hue][1]}))`;
/** A line in one of the hues (a wooden handle, a furrow). */
export const line = (hue: ArtHue): string => `stroke: light-dark(${MM_ART[hue][0]}, ${MM_ART[hue][1]})`;
