/**
 * Colours as light/dark pairs. A pair is written into CSS as `light-dark(…)`,
 * which follows the `color-scheme` the page sets on its root (the theme
 * switch, src/app/theme.ts): nothing in a component asks which theme is on,
 * and a component rendered alone (a test) is light. Each game keeps its own
 * pairs beside its components; the ones every table shares are here.
 * Text colours keep WCAG AA contrast (4.5:1) on the backgrounds they are used
 * on, in both themes (palette.test.ts checks the pairs it lists).
 */
import { unsafeCSS, type CSSResult } from 'lit';

export type Pair = readonly [light: string, dark: string];

/** `light-dark(light, dark)`, to write into a component's styles. */
export const ld = ([light, dark]: Pair): CSSResult => unsafeCSS(`light-dark(${light}, ${dark})`);

/** The tokens `base` (theme.ts) exposes as `--_name`; a page may override each with `--tt-name`. */
export const SHARED = {
  ink: ['#1d1b16', '#ece6da'],
  muted: ['#55504a', '#b9b0a2'],
  paper: ['#f6f1e7', '#181714'],
  panel: ['#ffffff', '#24221e'],
  /** Borders that must be seen (controls, frames). */
  line: ['#8a8175', '#8a8175'],
  /** Dividers between rows. */
  rule: ['#d8d2c6', '#3d3933'],
  accent: ['#1f5fa8', '#86b6f2'],
  'accent-ink': ['#ffffff', '#0f1722'],
  good: ['#1e6b34', '#72c98d'],
  bad: ['#a3261b', '#ff8f80'],
  focus: ['#b3127a', '#ff7ad6'],
  /** Text fields and the like. */
  field: ['#ffffff', '#1d1c19'],
  /** A card or die face. */
  face: ['#fffdf7', '#2e2b26'],
  /** Great People (Feebleton) and other gold-framed faces. */
  great: ['#fff2b8', '#463a0e'],
  'great-line': ['#8a6d00', '#d9b43c'],
  /** End of Era cards, a die on fire. */
  era: ['#fde2de', '#4a221e'],
  'era-line': ['#a3261b', '#ff8f80'],
  /** A card's title bar and picture window (tt-card), by family: plain, Great People, End of Era. */
  band: ['#ebe3d1', '#3a362e'],
  'great-band': ['#f5d977', '#5c4a12'],
  'era-band': ['#f7c5bc', '#642a22'],
  /** A face-down card's back: the field and its lattice, the frame and medallion lines. */
  back: ['#1f3f6e', '#1f3f6e'],
  'back-2': ['#28508a', '#28508a'],
  'back-line': ['#14294a', '#6d8fc4'],
  'back-ink': ['#ffffff', '#ffffff'],
  /** The winner's row on an end screen. */
  win: ['#eef6ee', '#1d3a26'],
  /** The app's header bar. */
  bar: ['#1f5f4a', '#173f33'],
  'bar-ink': ['#ffffff', '#f3efe6'],
} as const satisfies Record<string, Pair>;

export type SharedToken = keyof typeof SHARED;

/** Every shared token as `--_name: var(--tt-name, light-dark(…))`, for `base`. */
export const sharedTokens = (): CSSResult =>
  unsafeCSS(
    Object.entries(SHARED)
      .map(([name, [light, dark]]) => `--_${name}: var(--tt-${name}, light-dark(${light}, ${dark}));`)
      .join('\n'),
  );

/** A glow around something legal or chosen: the colour at 35 %, see-through. */
export const glow = (token: SharedToken, px = 3): CSSResult => unsafeCSS(`0 0 0 ${px}px color-mix(in srgb, var(--_${token}) 35%, transparent)`);
