/**
 * Feudalia's colours, light and dark: the four resources and fief types (the
 * rulebook's cubes: yellow wheat, green wood, brown clay, grey stone) as a
 * background tint with the ink written on it, and the strong shade of each for
 * borders and bands. Text on a tint keeps WCAG AA contrast in both themes.
 */
import { css, unsafeCSS, type CSSResult } from 'lit';
import type { Res } from '../../engine/games/feudalia/types.js';

const TINT: Readonly<Record<Res, readonly [string, string]>> = {
  wheat: ['#f6e39a', '#5c4a10'],
  wood: ['#bfe3bf', '#1f4d26'],
  clay: ['#eec5a8', '#5a3018'],
  stone: ['#dadde0', '#3e4349'],
};

const STRONG: Readonly<Record<Res, readonly [string, string]>> = {
  wheat: ['#a07c00', '#e8c64a'],
  wood: ['#2e7d32', '#7fcf85'],
  clay: ['#8d4a1f', '#e0a070'],
  stone: ['#5f6770', '#b4bcc4'],
};

const ld = ([light, dark]: readonly [string, string]): string => `light-dark(${light}, ${dark})`;

/** A resource's (or fief type's) background tint. */
export const resTint = (r: Res): string => ld(TINT[r]);
/** A resource's strong shade: borders, a fief's band. */
export const resStrong = (r: Res): string => ld(STRONG[r]);

/** The custom properties a resource chip or a fief card reads (`--tint`, `--strong`). */
export const resStyle = (r: Res): string => `--tint: ${resTint(r)}; --strong: ${resStrong(r)};`;

/** The ink on a tint, and the gold of a specialist's band. */
export const FD_TOKENS: CSSResult = unsafeCSS(`
  --fd-ink: light-dark(#1d1b16, #f3efe6);
  --fd-gold: light-dark(#8a6d00, #d9b43c);
  --fd-gold-bg: light-dark(#fff2b8, #463a0e);
`);

/** A boxed part of the table (the hand, the supply, the cathedral): the tokens, its frame and heading. */
export const panelStyles: CSSResult = css`
  :host { display: block; ${FD_TOKENS} }
  section { border: 2px solid var(--_line); border-radius: var(--_radius); background: var(--_panel); padding: 0.5rem 0.7rem; }
  h2 { font-size: 1.05rem; }
`;
