/**
 * The platform's own icons (issue 13: drawn, not typed): small line drawings
 * on a 24×24 grid, stroked in `currentColor` so they follow the text colour in
 * light and dark themes, each with at most one tinted fill. The tint is
 * `--tt-icon-fill` when a page or component sets it (`none` gives plain line
 * drawings, e.g. for forced colours or print), else the icon's own hue: a mid
 * tone that reads on light and dark backgrounds alike. Lines are 2 units wide
 * and details keep apart, so every icon reads at 16–20 px.
 *
 * `ICONS` holds each drawing's shapes; `icon()` wraps one in its `<svg>`.
 */
import { html, nothing, type SVGTemplateResult, svg, type TemplateResult } from 'lit';

export const ICON_NAMES = [
  // Counters: Feebleton's gold, Medieval Manor's six counters, cards.
  'coin',
  'victory',
  'peasant',
  'crops',
  'animals',
  'resources',
  'card',
  // Feuville: status symbols, building tile features, the dragon and the fairy.
  'guard',
  'star',
  'flag',
  'griffin',
  'cloud',
  'gate',
  'tower',
  'fire',
  'dragon',
  'fairy',
  // Feuville: a column of a town (wall, tower and sky tile, stacked).
  'column',
  // Feuville: a player board protected against theft.
  'shield',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** The one tinted fill of a drawing. */
const tint = (hue: string) => `fill: var(--tt-icon-fill, ${hue})`;

const GOLD = '#e3ad2f';
const STRAW = '#e2c15a';
const WOOD = '#b57a43';
const STEEL = '#bcc6d0';
const RED = '#d4483b';
const TAWNY = '#cf9b4e';
const SKY = '#d8e8f6';
const EMBER = '#ee7b2c';
const SCALES = '#5f9f4c';
const WING = '#b6dcf4';
const STONE = '#cdb58a';

/** The left branch of the laurel wreath (the right one is its mirror image). */
const LAUREL = svg`<path d="M10.7 18.5A7.6 7.6 0 0 1 7.6 4.8" stroke-width="1.5"/><path fill="currentColor" stroke="none" d="M8.2 17.6Q6 16.1 4 17.9Q6.3 19.5 8.2 17.6zM8.2 17.6Q8.9 15 6.4 13.8Q5.8 16.4 8.2 17.6zM4.9 13.6Q4.1 11 1.4 11.2Q2.2 13.8 4.9 13.6zM4.9 13.6Q7 12 5.9 9.5Q3.8 11.1 4.9 13.6zM4.9 8.4Q6 5.9 3.8 4.3Q2.7 6.8 4.9 8.4zM4.9 8.4Q7.6 8.6 8.3 6Q5.6 5.8 4.9 8.4zM7.6 4.8Q10.3 5 11.1 2.4Q8.4 2.2 7.6 4.8z"/>`;

export const ICONS: Readonly<Record<IconName, SVGTemplateResult>> = {
  /** A round coin with a raised rim. */
  coin: svg`<circle cx="12" cy="12" r="9" style=${tint(GOLD)}/><circle cx="12" cy="12" r="5" stroke-width="1.5"/>`,
  /** A laurel wreath: two curved branches with leaves, open at the top. */
  victory: svg`${LAUREL}<g transform="matrix(-1 0 0 1 24 0)">${LAUREL}</g>`,
  /** A person in a wide straw hat. */
  peasant: svg`<circle cx="12" cy="10.2" r="2.9"/><path d="M8.6 7.2 10.2 3h3.6l1.6 4.2z" style=${tint(STRAW)}/><path d="M5 7.2h14M5 21.5c0-4.2 3-6.8 7-6.8s7 2.6 7 6.8"/>`,
  /** An ear of wheat: a stalk with a grain on top and two pairs along it. */
  crops: svg`<path d="M12 22V8"/><path style=${tint(STRAW)} d="M12 8c-1.7-1.5-1.7-3.8 0-5.6 1.7 1.8 1.7 4.1 0 5.6zM12 12.5c-2.8.2-4.6-1.2-5-3.6 2.6-.2 4.4 1 5 3.6zM12 12.5c2.8.2 4.6-1.2 5-3.6-2.6-.2-4.4 1-5 3.6zM12 17.5c-2.8.2-4.6-1.2-5-3.6 2.6-.2 4.4 1 5 3.6zM12 17.5c2.8.2 4.6-1.2 5-3.6-2.6-.2-4.4 1-5 3.6z"/>`,
  /** A sheep from the side: a woolly outline, a solid head and two legs (no tint: the head carries it). */
  animals: svg`<path d="M7.5 17v4M14.5 17v4"/><path d="M5.5 17.2a2.9 2.9 0 0 1-.9-5.5 2.9 2.9 0 0 1 4.2-3.6 3 3 0 0 1 5 0 2.9 2.9 0 0 1 4.1 3.6 2.9 2.9 0 0 1-.9 5.5z"/><path fill="currentColor" d="M17.6 8.4c1.4-1.3 3.6-.9 4.3.8.6 1.6-.2 3.8-1.8 4.4-1.5.5-2.9-.6-3.2-2.1z"/>`,
  /** A woodpile: three logs seen end on, each with a ring. */
  resources: svg`<g style=${tint(WOOD)}><circle cx="6.8" cy="16.8" r="4.2"/><circle cx="17.2" cy="16.8" r="4.2"/><circle cx="12" cy="8" r="4.2"/></g>
    <g fill="none" stroke-width="1.5"><circle cx="6.8" cy="16.8" r="1.3"/><circle cx="17.2" cy="16.8" r="1.3"/><circle cx="12" cy="8" r="1.3"/></g>`,
  /** Two cards, one behind the other, the front one with a red diamond. */
  card: svg`<path d="M8.5 5.5V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-1.5"/><rect x="3.5" y="6" width="12" height="16" rx="2"/><path style=${tint(RED)} d="M9.5 10l2.6 4-2.6 4-2.6-4z" stroke-width="1.5"/>`,
  /** Two crossed swords, points up, each with a crossguard and a pommel. */
  guard: svg`<path d="M4 4l11 11M20 4 9 15" stroke-width="2.5"/><path d="M12 18l6-6M6 12l6 6M15 15l4.5 4.5M9 15l-4.5 4.5"/><g style=${tint(STEEL)}><circle cx="20" cy="20" r="1.5"/><circle cx="4" cy="20" r="1.5"/></g>`,
  /** A five-pointed star. */
  star: svg`<path style=${tint(GOLD)} d="M12 2.6l2.5 6.8 7.2.2-5.7 4.5 2 7-6-4.1-6 4.1 2-7-5.7-4.5 7.2-.2z"/>`,
  /** A swallow-tailed banner on a pole. */
  flag: svg`<path d="M5 21.5V2.5"/><path style=${tint(RED)} d="M5 4h13.5L15 8.5l3.5 4.5H5z"/>`,
  /** A griffin's head in profile, facing left: hooked beak, eye, pointed ear, two feather marks on the neck. */
  griffin: svg`<path style=${tint(TAWNY)} d="M18.5 21.5c-.6-4.2.3-8.3-.5-12.2l1.2-6.3-4 3.3C13 5.3 10.5 5.5 9 7.5 6 7.5 4 9 3.5 12.5l3.7-1.7c.5 2.6 1.6 4.5 3 5.8l-1 4.9z"/><path d="M9 7.5c-.6 1-.7 2.1-.3 3.2M14.5 14.5l2.5-1M14 18l3-1" stroke-width="1.5"/><circle cx="12.4" cy="9.2" r="1.1" fill="currentColor" stroke="none"/>`,
  /** A cloud. */
  cloud: svg`<path style=${tint(SKY)} d="M6.8 19h10.6a4.3 4.3 0 0 0 .6-8.6 6 6 0 0 0-11.5 1.4A3.7 3.7 0 0 0 6.8 19z"/>`,
  /** A battlemented wall with an arched gate and a portcullis bar. */
  gate: svg`<path d="M3 21.5V4.5h3.2V7h3.6V4.5h4.4V7h3.6V4.5H21v17M1.5 21.5h21"/><path style=${tint(WOOD)} d="M8 21.5V15a4 4 0 0 1 8 0v6.5z"/><path d="M12 11v10.5" stroke-width="1.5"/>`,
  /** A round corner tower with a pointed roof and an arrow slit. */
  tower: svg`<path style=${tint(RED)} d="M12 2l6.5 8h-13z"/><path d="M7 10v11.5h10V10M4.5 21.5h15M12 13.5v3"/>`,
  /** A flame with a smaller flame inside. */
  fire: svg`<path style=${tint(EMBER)} d="M12 2.5c.5 3.5 5.5 6 5.5 11.5a5.5 5.5 0 0 1-11 0c0-2.6 1.2-4.4 2.7-5.8.2 2 1 3.3 2.3 3.8-.6-3.2-.4-6.6.5-9.5z"/><path d="M12 19.5c-1.2 0-2-.9-2-2.1 0-1.1 1-2.2 2-3.4 1 1.2 2 2.3 2 3.4 0 1.2-.8 2.1-2 2.1z" stroke-width="1.5"/>`,
  /** A dragon's head in profile, facing right: swept-back horn, spiked neck, eye, open jaws. */
  dragon: svg`<path style=${tint(SCALES)} d="M4 21.5c0-2 .2-3.8.6-5.4L2.3 14.6l3-.8.8-1.8-2.6-1.6 3-.6L3 5l7 3c2.5-.5 5-.2 7.5 1l3.5 1.5-.5 2h-6.5l5.5 3.5-1.8 1.5c-2.3-1-4.5-.7-5.8.9l-.7 3.1z"/><circle cx="13" cy="10" r="1.1" fill="currentColor" stroke="none"/>`,
  /** A fairy: a small figure in a dress with two pairs of wings. */
  fairy: svg`<path style=${tint(WING)} d="M11 11.5C9 6 3 5.5 3 9.5c0 3.3 4.7 3.8 8 2zM13 11.5c2-5.5 8-6 8-2 0 3.3-4.7 3.8-8 2zM11 13c-2.7.3-5 1.8-4.5 3.8.6 1.8 3.5.6 4.5-2.3zM13 13c2.7.3 5 1.8 4.5 3.8-.6 1.8-3.5.6-4.5-2.3z"/><circle cx="12" cy="5" r="2.4" fill="currentColor"/><path d="M12 9l-3.2 10h6.4zM11 19v2.5M13 19v2.5"/>`,
  /** A column of a town: three tiles stacked bottom-up (wall, tower, sky) on the ground. */
  column: svg`<rect x="7" y="2.5" width="10" height="19" rx="1.5" style=${tint(STONE)}/><path d="M7 8.8h10M7 15.2h10M3.5 21.5h17"/>`,
  /** A heater shield with a cross: protected. */
  shield: svg`<path style=${tint(STEEL)} d="M12 2.5 4 5.5v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10v-6z"/><path d="M12 6v12M7.5 10.5h9" stroke-width="1.5"/>`,
};

/**
 * One icon as an inline `<svg>`, 1em square unless CSS sizes it. With a
 * `label` it is an image named by its `<title>`; without, it is decoration
 * hidden from assistive technology (say the meaning in text next to it).
 */
export function icon(name: IconName, label?: string): TemplateResult {
  const shapes = ICONS[name] ?? nothing;
  return label
    ? html`<svg class="tt-icon" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"
        stroke-linejoin="round" role="img">${svg`<title>${label}</title>`}${shapes}</svg>`
    : html`<svg class="tt-icon" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"
        stroke-linejoin="round" aria-hidden="true">${shapes}</svg>`;
}

/** Whether `name` is one of the icons (for names that come from attributes). */
export const isIconName = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name);
