/**
 * Colours as light/dark pairs. A pair is written into CSS as `light-dark(…)`,
 * which follows the `color-scheme` the page sets on its root (the theme
 * switch, src/app/theme.ts): nothing in a component asks which theme is on,
 * and a component rendered alone (a test) is light. Each game keeps its own
 * pairs beside its components; the ones every table shares are here, the
 * seats' colours among them (one per seat, the same at every table).
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

/**
 * Each seat's colour, one per seat at every table: the top edge of the player's panel
 * (player-panel.ts, Feuville's fv-player), the turn banner's edge while that seat plays,
 * and what the seat owns on the table (Medieval Manor's placed cards, the flag beside
 * who played each card of Feebleton's pile). Always beside the player's name, never the
 * only sign of whose a thing is. Borders and icon fills, never text: 3:1 (WCAG 1.4.11)
 * on the page, the panels, a card's face (palette.test.ts; Manor's lands too).
 */
export const SEATS = [
  ['#c0392b', '#ff7b6b'],
  ['#1f64c8', '#6fa8ff'],
  ['#2b7a32', '#6fcf73'],
  ['#8e3fb5', '#d59cf5'],
  ['#a85400', '#ffa64d'],
  ['#00798a', '#4fd3de'],
] as const satisfies readonly Pair[];

/** A seat's colour as `light-dark(…)`, for an inline style (`--seat`); past six seats the colours repeat. */
export const seatColour = (seat: number): string => {
  const [light, dark] = SEATS[((seat % SEATS.length) + SEATS.length) % SEATS.length]!;
  return `light-dark(${light}, ${dark})`;
};

/** Sets an element's `--seat` to the seat's colour (its styles and its children's use it), or clears it for no seat. */
export const markSeat = (el: HTMLElement, seat: number | null): void => {
  if (seat === null) el.style.removeProperty('--seat');
  else el.style.setProperty('--seat', seatColour(seat));
};
