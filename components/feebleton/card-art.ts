/**
 * Feebleton's card pictures (issue 13): one emblem for each of the 23 cards,
 * the project's own flat drawings on a 48 × 48 grid. Lines are drawn in
 * `currentColor` (the card's text colour, so they follow the theme) and fills
 * in Feebleton's hues (palette.ts, light/dark pairs). `<tt-card>` wraps an
 * emblem in its `<svg>` (fill none, stroke 2, round joins).
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { CardName } from '../../engine/games/feebleton/types.js';
import { ICONS } from '../../components/shared/icons.js';
import { type ArtHue, fill, line } from './palette.js';

/** Dark details (a pupil, a mask) stay dark in both themes, outlined in the text colour. */
const INK = fill('night');

/** A rod with an outline (a handle, a shaft): a wide line in the text colour under a narrower one in `hue`. */
const rod = (x1: number, y1: number, x2: number, y2: number, hue: ArtHue, w = 3) =>
  svg`<path d="M${x1} ${y1}L${x2} ${y2}" stroke-width=${w + 2.5}/><path d="M${x1} ${y1}L${x2} ${y2}" stroke-width=${w} style=${line(hue)}/>`;

/** A chain link: a rounded ring, `t` thick. */
const link = (x: number, y: number, w: number, h: number, t: number) => {
  const r = Math.min(w, h) / 2;
  const ri = r - t;
  return (
    `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z` +
    `M${x + r} ${y + t}A${ri} ${ri} 0 0 0 ${x + r} ${y + h - t}H${x + w - r}A${ri} ${ri} 0 0 0 ${x + w - r} ${y + t}Z`
  );
};

/** A cog around (cx, cy): `n` teeth reaching radius `R` from a rim of radius `r`, a hole of radius `h`. */
const cog = (cx: number, cy: number, R: number, r: number, n: number, h: number, turn = 0) => {
  const pts: string[] = [];
  for (let i = 0; i < n; i++) {
    for (const [f, rad] of [
      [0, r],
      [0.12, R],
      [0.38, R],
      [0.5, r],
    ] as const) {
      const a = ((i + f) * 2 * Math.PI) / n + turn;
      pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)} ${(cy + rad * Math.sin(a)).toFixed(1)}`);
    }
  }
  return `M${pts.join('L')}ZM${cx + h} ${cy}A${h} ${h} 0 1 0 ${cx - h} ${cy}A${h} ${h} 0 1 0 ${cx + h} ${cy}Z`;
};

/** One ear of grain: a stalk from (x1, y1) to a head at (x2, y2), leaning by `tilt` degrees. */
const ear = (x1: number, y1: number, x2: number, y2: number, tilt: number) =>
  svg`<path d="M${x1} ${y1}L${x2} ${y2 + 4}"/><ellipse cx=${x2} cy=${y2} rx="3.2" ry="6.5" transform=${`rotate(${tilt} ${x2} ${y2})`} style=${fill('straw')}/>`;

/** A sword, point up, along the y-axis from (24, 4) to (24, 44), to be turned into place. */
const sword = svg`<path d="M21 33V8l3-5 3 5v25z" style=${fill('steel')}/><path d="M15 34h18" stroke-width="3.5"/>${rod(24, 36, 24, 42, 'wood', 2.5)}<circle cx="24" cy="44" r="2.2" style=${fill('gold')}/>`;

/** An axe, haft along the y-axis, blade to the right at the top. */
const axe = svg`${rod(24, 6, 24, 44, 'wood', 3)}<path d="M24 8c6-3 12-1 14 4 1.5 4 1.5 8 0 12-3-2.5-8.5-3.5-14-2z" style=${fill('steel')}/>`;

const ART = {
  /** A sheaf of wheat bound with a band, a sickle beside it. */
  Farmer: svg`${ear(18, 30, 11, 11, -20)}${ear(22, 30, 22, 8, 0)}${ear(26, 30, 32, 11, 18)}
    <path d="M20 34l-4 10M22 34v10M24 34l4 10"/><rect x="15" y="29" width="14" height="5" rx="1.5" style=${fill('wood')}/>
    ${rod(38, 45, 40, 36, 'wood', 3)}<path d="M40 36c7-5 7-20-4-25 4 7 3 17-3 22z" style=${fill('steel')}/>`,
  /** A pair of scales: a post on a foot, a beam, two pans, coins in one. */
  Merchant: svg`<path d="M24 9v31M15 44h18l-3-4H18z"/><path d="M8 14h32"/><circle cx="24" cy="8" r="2.5" style=${fill('gold')}/>
    <path d="M8 14 3 29M8 14l5 15M40 14l-5 15M40 14l5 15" stroke-width="1.5"/>
    <path d="M2 29h12a6 5 0 0 1-12 0zM34 29h12a6 5 0 0 1-12 0z" style=${fill('gold')}/>
    <path d="M5 26.5h6M6.5 24h3" stroke-width="2"/>`,
  /** A coronet with three pearls on a cushion. */
  Noble: svg`<path d="M6 42q18-6 36 0 1.5 4-2 4H8q-3.5 0-2-4z" style=${fill('purple')}/>
    <path d="M11 37V24l6 6 7-10 7 10 6-6v13z" style=${fill('gold')}/><path d="M11 37h26" stroke-width="2"/>
    <circle cx="11" cy="21.5" r="2.5" style=${fill('paper')}/><circle cx="24" cy="17.5" r="2.5" style=${fill('paper')}/><circle cx="37" cy="21.5" r="2.5" style=${fill('paper')}/>
    <circle cx="24" cy="32" r="2" style=${fill('red')}/>`,
  /** A painter's palette with four paints and a brush. */
  Artist: svg`<path d="M24 7C12 7 4 15 4 25s8 17 18 17c4 0 5-3 3-6-2-3 0-6 4-6h5c5 0 9-3 9-8 0-8-8-15-19-15z" style=${fill('paper')}/>
    <circle cx="13" cy="20" r="3.2" style=${fill('red')}/><circle cx="21" cy="14" r="3.2" style=${fill('sky')}/>
    <circle cx="31" cy="15" r="3.2" style=${fill('gold')}/><circle cx="12" cy="31" r="3.2" style=${fill('green')}/>
    ${rod(45, 45, 35, 35, 'wood', 2.5)}<path d="M35.5 35.5l-3-3c-2-2-5-1-6 2l-1 3 3-1 2 2 3-1z" style=${INK}/>`,
  /** A hammer raised over an anvil. */
  Worker: svg`<path d="M6 24h31l6 2c-3 3-7 4-10 4v6h4v6H13v-6h5v-6c-6 0-10-3-12-8z" style=${fill('steel')}/>
    ${rod(22, 16, 40, 4, 'wood', 3)}<rect x="10" y="10" width="14" height="8" rx="1.5" transform="rotate(-34 17 14)" style=${fill('steel')}/>`,
  /** A scroll with three lines of writing and a red wax seal. */
  'Council Member': svg`<path d="M12 9h24v28H12z" style=${fill('paper')}/>
    <rect x="9" y="5" width="30" height="6" rx="3" style=${fill('paper')}/><rect x="9" y="35" width="30" height="6" rx="3" style=${fill('paper')}/>
    <path d="M17 17h14M17 22h14M17 27h9" stroke-width="1.8"/>
    <path d="M30 41l-2 6 3-1.5 2 2 1-6" style=${fill('red')} stroke-width="1.5"/><circle cx="32" cy="38" r="5" style=${fill('red')}/>`,
  /** A heater shield with a chevron, a spear upright behind it. */
  Guard: svg`${rod(37, 45, 37, 12, 'wood', 2.5)}<path d="M37 2l4.5 9-4.5 3-4.5-3z" style=${fill('steel')}/>
    <path d="M7 12h26v12c0 10-6 16-13 20C13 40 7 34 7 24z" style=${fill('red')}/><path d="M10 31l10-9 10 9" stroke-width="3"/>`,
  /** A watchful eye. */
  Spy: svg`<path d="M3 24c6-9 13-14 21-14s15 5 21 14c-6 9-13 14-21 14S9 33 3 24z" style=${fill('paper')}/>
    <circle cx="24" cy="24" r="8.5" style=${fill('sky')}/><circle cx="24" cy="24" r="3.8" style=${INK}/>
    <circle cx="27.5" cy="20.5" r="1.6" stroke="none" style=${fill('paper')}/><path d="M8 12l3 3M24 5v4M40 12l-3 3" stroke-width="1.8"/>`,
  /** A robber's mask over a tied loot sack. */
  Thief: svg`<path d="M16 24c-5 4-8 10-7 15 1 5 6 7 15 7s14-2 15-7c1-5-2-11-7-15z" style=${fill('wood')}/>
    <path d="M17 24l-3-4h20l-3 4" style=${fill('wood')}/><path d="M17 24h14" stroke-width="2.5"/>
    <path fill-rule="evenodd" stroke-width="1.2" style=${INK} d="M4 9c6-4 14-3 20 0 6-3 14-4 20 0 0 7-5 10-11 10-4 0-6-3-9-3s-5 3-9 3C9 19 4 16 4 9zM9 11c2 3 7 3 9 0-2-2-7-2-9 0zM30 11c2 3 7 3 9 0-2-2-7-2-9 0z"/>`,
  /** A tall crown with a cross, above an orb. */
  King: svg`<path d="M10 26 8 11l8 7 8-11 8 11 8-7-2 15z" style=${fill('gold')}/><rect x="10" y="26" width="28" height="6" rx="1" style=${fill('gold')}/>
    <path d="M24 7V2M21.5 4h5" stroke-width="1.8"/>
    <circle cx="17" cy="29" r="1.6" stroke="none" style=${fill('red')}/><circle cx="24" cy="29" r="1.6" stroke="none" style=${fill('sky')}/><circle cx="31" cy="29" r="1.6" stroke="none" style=${fill('red')}/>
    <circle cx="24" cy="41" r="5.5" style=${fill('gold')}/><path d="M18.5 41h11M24 35.5v-2.5" stroke-width="1.5"/>`,
  /** Two stacks of coins and an arrow dealing from one to the other. */
  Broker: svg`<g style=${fill('gold')}><rect x="5" y="38" width="15" height="5" rx="2"/><rect x="5" y="33" width="15" height="5" rx="2"/>
    <rect x="28" y="38" width="15" height="5" rx="2"/><rect x="28" y="33" width="15" height="5" rx="2"/><rect x="28" y="28" width="15" height="5" rx="2"/><rect x="28" y="23" width="15" height="5" rx="2"/></g>
    <path d="M12 28C13 14 27 8 34 17" stroke-width="2.5"/><path d="M28 16l6.5 2 1-6.5" stroke-width="2.5"/>`,
  /** A flask of bubbling liquid. */
  Scientist: svg`<path d="M20 6v12L9 38c-1.5 3 .5 5 3.5 5h23c3 0 5-2 3.5-5L28 18V6z" style=${fill('paper')}/>
    <path d="M14 29h20l5 9c1.5 3-.5 5-3.5 5h-23c-3 0-5-2-3.5-5z" style=${fill('green')}/><path d="M17 6h14"/>
    <circle cx="20" cy="36" r="1.8" stroke-width="1.5"/><circle cx="27" cy="33" r="1.3" stroke-width="1.5"/><circle cx="29" cy="39" r="1.5" stroke-width="1.5"/>
    <circle cx="34" cy="10" r="2" stroke-width="1.5"/><circle cx="38" cy="4" r="1.5" stroke-width="1.5"/>`,
  /** A wise owl with round eyes and ear tufts. */
  Philosopher: svg`<path d="M12 7l6 6c4-1 8-1 12 0l6-6 1 13c2 5 2 14-2 20-3 4-8 5-11 5s-8-1-11-5c-4-6-4-15-2-20z" style=${fill('wood')}/>
    <circle cx="18" cy="21" r="5.5" style=${fill('paper')}/><circle cx="30" cy="21" r="5.5" style=${fill('paper')}/>
    <circle cx="18" cy="21" r="2.2" style=${INK}/><circle cx="30" cy="21" r="2.2" style=${INK}/>
    <path d="M22 26l2 4 2-4z" style=${fill('gold')}/><path d="M17 34l2.5 2.5L22 34M26 34l2.5 2.5L31 34M21.5 39.5l2.5 2.5 2.5-2.5" stroke-width="1.5"/>`,
  /** Two cogs in mesh. */
  Engineer: svg`<path fill-rule="evenodd" d=${cog(19, 20, 16, 12, 8, 4.5, 0.2)} style=${fill('steel')}/>
    <path fill-rule="evenodd" d=${cog(36.5, 36.5, 9.5, 7, 6, 2.5, 0.5)} style=${fill('gold')}/>`,
  /** An hourglass in its frame, the sand half run through. */
  Historian: svg`<rect x="9" y="4" width="30" height="5" rx="1.5" style=${fill('wood')}/><rect x="9" y="39" width="30" height="5" rx="1.5" style=${fill('wood')}/>
    <path d="M12.5 9v30M35.5 9v30" stroke-width="2.5"/>
    <path d="M17 9c0 9 6 12 6 15s-6 6-6 15h14c0-9-6-12-6-15s6-6 6-15z" style=${fill('sky')}/>
    <path d="M19 15h10c-1 3-4 6-5 7-1-1-4-4-5-7zM18.3 38c1-4 3.5-6.5 5.7-6.5s4.7 2.5 5.7 6.5z" stroke-width="1.2" style=${fill('straw')}/><path d="M24 23v8" stroke-width="1"/>`,
  /** A crested helmet. */
  General: svg`<path d="M10 42V24c0-10 6-15 14-15s14 5 14 15v18c-4 0-8-2-8-7v-7c0-2-2-3-6-3s-6 1-6 3v7c0 5-4 7-8 7z" style=${fill('steel')}/>
    <path d="M24 25v10" stroke-width="3"/><path d="M9 16C11 4 37 4 39 16 35 11 13 11 9 16z" style=${fill('red')}/>
    <path d="M14 27h5M29 27h5" stroke-width="1.5"/>`,
  /** A great fire over crossed logs (the fire icon of components/shared/icons.ts, drawn large). */
  Conflagration: svg`<g transform="translate(4.8 1) scale(1.6)" stroke-width="1.25">${ICONS.fire}</g>
    ${rod(9, 46, 39, 40, 'wood', 3.5)}${rod(9, 40, 39, 46, 'wood', 3.5)}`,
  /** A chain across the road, locked with a padlock. */
  Blockade: svg`<g style=${fill('steel')} fill-rule="evenodd"><path d=${link(2, 14, 17, 11, 3)}/><path d=${link(29, 14, 17, 11, 3)}/></g>
    <rect x="14" y="17.5" width="20" height="4" rx="2" style=${INK}/>
    <path d="M19.5 30v-4a4.5 4.5 0 0 1 9 0v4" stroke-width="2.5"/><rect x="16" y="29" width="16" height="13" rx="2" style=${fill('gold')}/>
    <path d="M24 33.5v4" stroke-width="2.5"/>`,
  /** A raised pitchfork and a torch, crossed. */
  Insurrection: svg`${rod(8, 45, 31, 16, 'wood', 3)}<path d="M26 12l10 8M26 12l4-6.5M31 16l5-7M36 20l5-7" stroke-width="2.2"/>
    ${rod(40, 45, 17, 18, 'wood', 3.5)}<path d="M15 21l4-4" stroke-width="5"/>
    <path d="M13 2c2 5 7 7 6 13-1 3-3 5-6 5s-6-2-6-6c0-3 2-5 3-6 0 3 1 4 2 4-1-3 0-7 1-10z" style=${fill('ember')}/>`,
  /** Two battle-axes, crossed. */
  Marauders: svg`<g transform="translate(1.9 2) scale(0.92)"><g transform="rotate(32 24 25)">${axe}</g><g transform="matrix(-1 0 0 1 48 0) rotate(32 24 25)">${axe}</g></g>`,
  /** A barred dungeon window in a stone wall. */
  Tyranny: svg`<rect x="4" y="4" width="40" height="40" rx="2" style=${fill('stone')}/>
    <path d="M4 14h6M38 14h6M4 24h5M39 24h5M4 34h6M38 34h6M7 4v10M41 14v10M7 24v10M41 34v10" stroke-width="1.5"/>
    <path d="M12 44V21c0-8 5-13 12-13s12 5 12 13v23z" style=${fill('purple')}/>
    <path d="M18 10v34M24 8v36M30 10v34M12 25h24" stroke-width="2.5"/>`,
  /** Two swords crossed behind a round shield. */
  Invasion: svg`<g transform="rotate(-40 24 25)">${sword}</g><g transform="rotate(40 24 25)">${sword}</g>
    <circle cx="24" cy="28" r="7.5" style=${fill('red')}/><circle cx="24" cy="28" r="2.5" style=${fill('steel')}/>`,
  /** A sealed letter with gold coins slipped under it (the coin icon of components/shared/icons.ts). */
  Bribery: svg`<rect x="3" y="8" width="32" height="23" rx="2" style=${fill('paper')}/><path d="M3 10l16 12 16-12" stroke-width="2"/>
    <circle cx="19" cy="22" r="3.5" style=${fill('red')}/>
    <g transform="translate(18 24) scale(0.85)" stroke-width="2.35">${ICONS.coin}</g><g transform="translate(26 27) scale(0.85)" stroke-width="2.35">${ICONS.coin}</g>`,
} satisfies Record<CardName, SVGTemplateResult>;

/** Every card's picture, by the engine's card name. */
export const CARD_ART: Readonly<Record<CardName, SVGTemplateResult>> = ART;

/** A card's picture for `<tt-card>`'s `art`. */
export const cardArt = (name: CardName): SVGTemplateResult => ART[name];

/** A card's picture small, beside its name in running text or a table (decoration: the name says it). */
export const cardEmblem = (name: CardName): TemplateResult =>
  html`<svg class="emblem" viewBox="0 0 48 48" width="1.5em" height="1.5em" fill="none" stroke="currentColor" stroke-width="3"
    stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ART[name]}</svg>`;
