/**
 * Feebleton's own colours: the fills of its card pictures (card-art.ts), as
 * light/dark pairs (palette.ts). They are mid tones under lines drawn in the
 * text colour, a shade deeper in the dark theme so a picture does not glare on
 * a dark card; no text is drawn on them.
 */
import type { Pair } from '../../components/shared/palette.js';

export const FB_ART = {
  gold: ['#e8b339', '#c4962c'],
  straw: ['#ecc95f', '#bd9e3f'],
  wood: ['#b98048', '#8e6138'],
  steel: ['#c6ced7', '#8895a3'],
  red: ['#d64b3d', '#b03a2f'],
  ember: ['#f08a34', '#d06a22'],
  sky: ['#9fcdee', '#5b8fb9'],
  green: ['#74b25e', '#4d8a3e'],
  purple: ['#9a77c6', '#6d5299'],
  paper: ['#f8eed4', '#c8b994'],
  stone: ['#d2c9bb', '#7a7368'],
  night: ['#2b2723', '#1b1916'],
} as const satisfies Record<string, Pair>;

export type ArtHue = keyof typeof FB_ART;

/** A shape's fill in one of the hues; a page may turn fills off with `--tt-icon-fill: none` (icons.ts). */
export const fill = (hue: ArtHue): string => `fill: var(--tt-icon-fill, light-dark(${FB_ART[hue][0]}, ${FB_ART[hue][1]}))`;
/** A line in one of the hues (a wooden handle, a chain). */
export const line = (hue: ArtHue): string => `stroke: light-dark(${FB_ART[hue][0]}, ${FB_ART[hue][1]})`;
