/**
 * Medieval Manor's card pictures (issue 13): one emblem for each card of the
 * Play Deck, the project's own flat drawings on a 48 × 48 grid, grouped by
 * what the card is: crops, animals, the woods and hills, trade, church and
 * castle, the Upgrades' buildings, and the Hardships (drawn as what happens,
 * not as death). Lines are drawn in `currentColor` (the card's text colour,
 * so they follow the theme) and fills in Medieval Manor's hues (palette.ts,
 * light/dark pairs). `<tt-card>` wraps an emblem in its `<svg>` (fill none,
 * stroke 2, round joins); `cardEmblem` draws one small beside a name.
 *
 * Over 300 lines: one drawing for each of the deck's cards, side by side.
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { CardName } from '../../engine/games/medieval-manor/types.js';
import { ICONS } from '../../components/shared/icons.js';
import { type ArtHue, fill, line } from './palette.js';

const INK = fill('night');

/** A rod with an outline (a handle, a shaft): a wide line in the text colour under a narrower one in `hue`. */
const rod = (x1: number, y1: number, x2: number, y2: number, hue: ArtHue, w = 3) =>
  svg`<path d="M${x1} ${y1}L${x2} ${y2}" stroke-width=${w + 2.5}/><path d="M${x1} ${y1}L${x2} ${y2}" stroke-width=${w} style=${line(hue)}/>`;

/** An ear of wheat standing on (24, 44), leaning by `tilt` degrees: a stalk and a head of kernels. */
const ear = (tilt: number, top = 8) =>
  svg`<g transform=${`rotate(${tilt} 24 38)`}><path d=${`M24 38V${top + 10}`}/>
    <ellipse cx="24" cy=${top + 5} rx="3.4" ry="6.5" style=${fill('straw')}/><path d=${`M21.6 ${top + 3}l2.4 2.2 2.4-2.2M21.6 ${top + 7}l2.4 2.2 2.4-2.2`} stroke-width="1.2"/></g>`;

/** An ear of barley: a slimmer head with long awns. */
const awned = (tilt: number) =>
  svg`<g transform=${`rotate(${tilt} 24 44)`}><path d="M24 44V20"/><path d="M24 20c-3-3-3-9 0-13 3 4 3 10 0 13z" style=${fill('straw')}/>
    <path d="M22 10l-5-7M26 10l5-7M21.5 15l-6-5M26.5 15l6-5M24 7V1" stroke-width="1.2"/></g>`;

/** A small house: walls from x to x + w, the roof's ridge at `ridge`, the eaves at `eave`, the ground at `ground`. */
const house = (x: number, w: number, ridge: number, eave: number, ground: number, walls: ArtHue, roof: ArtHue) =>
  svg`<path d=${`M${x + 1} ${eave}V${ground}H${x + w - 1}V${eave}`} style=${fill(walls)}/>
    <path d=${`M${x - 2} ${eave}L${x + w / 2} ${ridge}L${x + w + 2} ${eave}z`} style=${fill(roof)}/>`;

/** A windmill's sail about the hub (cx, cy), its arm at `deg` degrees: the arm, the cloth beside it and its lattice. */
const sail = (cx: number, cy: number, deg: number) => {
  const a = (deg * Math.PI) / 180;
  const at = (r: number, side: number) => {
    const x = cx + r * Math.cos(a) - side * Math.sin(a);
    const y = cy + r * Math.sin(a) + side * Math.cos(a);
    return `${x.toFixed(2)} ${y.toFixed(2)}`;
  };
  return svg`<path d=${`M${at(4, 0)}L${at(16, 0)}L${at(16, 4.5)}L${at(4, 4.5)}z`} style=${fill('wool')} stroke-width="1.6"/>
    <path d=${`M${at(1, 0)}L${at(16.5, 0)}M${at(8, 0)}L${at(8, 4.5)}M${at(12, 0)}L${at(12, 4.5)}`} stroke-width="1.6"/>`;
};

/** A coin lying flat: the shared coin icon at 1 : `s`. */
const coin = (x: number, y: number, s = 0.75) => svg`<g transform=${`translate(${x} ${y}) scale(${s})`} stroke-width=${2 / s}>${ICONS.coin}</g>`;

/** A cow's face from the front, in `hue`; `sick`: ears drooping. */
const cowHead = (hue: ArtHue, sick = false) => svg`
  <path d=${sick ? 'M12 22C7 24 4 28 3 32c4 0 8-2 10-5z' : 'M12 19C7 18 4 16 2 13c4-1 8 0 11 3z'} style=${fill(hue)}/>
  <path d=${sick ? 'M36 22c5 2 8 6 9 10-4 0-8-2-10-5z' : 'M36 19c5-1 8-3 10-6-4-1-8 0-11 3z'} style=${fill(hue)}/>
  ${sick ? svg`` : svg`<path d="M15 14C9 13 6 9 7 3c3 4 6 6 10 7zM33 14c6-1 9-5 8-11-3 4-6 6-10 7z" style=${fill('wool')}/>`}
  <path d="M16 11h16c3 0 5 3 5 7v9c0 9-5 15-13 15s-13-6-13-15v-9c0-4 2-7 5-7z" style=${fill(hue)}/>
  <ellipse cx="24" cy="36" rx="8.5" ry="5.5" style=${fill('pink')}/>
  <circle cx="20.5" cy="36" r="1.3" stroke="none" style=${INK}/><circle cx="27.5" cy="36" r="1.3" stroke="none" style=${INK}/>
  ${
    sick
      ? svg`<path d="M16.5 24.5h5M26.5 24.5h5" stroke-width="2"/>`
      : svg`<circle cx="18.5" cy="23" r="2" stroke="none" style=${INK}/><circle cx="29.5" cy="23" r="2" stroke="none" style=${INK}/>
    <path d="M21 12l3 8 3-8" stroke-width="1.5" style=${fill('wool')}/>`
  }`;

const ART = {
  // --- Hardships: what befalls the manor.
  /** A blazing sun over cracked earth. */
  Drought: svg`<circle cx="24" cy="12" r="6.5" style=${fill('sun')}/>
    <path d="M24 1.5v2.5M13.5 12H11M37 12h-2.5M16.6 4.6l1.8 1.8M31.4 4.6l-1.8 1.8M16.6 19.4l1.8-1.8M31.4 19.4l-1.8-1.8" stroke-width="2"/>
    <path d="M3 26h42v18H3z" style=${fill('soil')}/>
    <path d="M10 26l4 6-3 5 2 7M24 26l-2 5 4 4-3 9M37 26l-3 5 4 5-2 8M14 32l5 1M26 35l5-1M34 31l-4 1" stroke-width="1.6"/>`,
  /** A sick cow: a greyed face, drooping ears, closed eyes, foul air rising. */
  Murrain: svg`<g transform="translate(0 4) scale(1 0.92)">${cowHead('stone', true)}</g>
    <path d="M8 10c2-2 0-4 2-6M40 10c-2-2 0-4-2-6M24 8c2-2 0-4 2-6" stroke-width="2" style=${line('sick')}/>`,
  /** A rat, the carrier of the plague, with its fleas. */
  Plague: svg`<path d="M12 36c-6 1-9 4-8 7s6 3 10 0" stroke-width="2"/>
    <path d="M10 36c0-9 7-15 17-15 7 0 11 3 14 8l5 3-5 3c-4 3-10 4-17 4-6 0-11-1-14-3z" style=${fill('slate')}/>
    <circle cx="31" cy="22" r="4.5" style=${fill('pink')}/><circle cx="37" cy="29" r="1.4" stroke="none" style=${INK}/>
    <path d="M18 39v4M30 39v4" stroke-width="2"/><path d="M45 31l3-1M45 33l3 1" stroke-width="1"/>
    <g stroke="none" fill="currentColor"><circle cx="14" cy="14" r="1.3"/><circle cx="21" cy="10" r="1.3"/><circle cx="9" cy="23" r="1.3"/></g>`,
  /** The tax collector's purse, coins leaving it: an arrow points down. */
  Taxes: svg`<path d="M17 15c-10 9-12 18-8 24 2 3 6 5 13 5s11-2 13-5c4-6 2-15-8-24z" style=${fill('wood')}/>
    <path d="M17 15l-3-7h14l-3 7z" style=${fill('wood')}/><path d="M16 15h10" stroke-width="2.5"/>
    ${coin(13, 24, 0.75)}
    <path d="M40 4v14" stroke-width="2.5" style=${line('red')}/><path d="M35 13l5 5.5 5-5.5" stroke-width="2.5" style=${line('red')}/>
    ${coin(31, 32, 0.6)}`,
  /** A hooded robber's face in shadow, a dagger drawn. */
  Bandits: svg`<path d="M6 44c0-16 3-30 16-36 13 4 18 18 18 36z" style=${fill('bark')}/>
    <path d="M13 44c0-12 3-22 10-26 7 4 10 14 10 26z" style=${INK}/>
    <path d="M17.5 29l3.5 1.5M28.5 29L25 30.5" stroke-width="2" style=${line('wool')}/>
    <path d="M34 40l11-22-1.5-1-13 21z" style=${fill('steel')}/>${rod(33, 39, 30, 45, 'wood', 2.5)}<path d="M29 36l7 5" stroke-width="3"/>`,
  /** Rain from a dark cloud, a house up to its eaves in water. */
  Flood: svg`<g transform="translate(0 1.5)"><path d="M10 17h25a6 6 0 0 0 .5-12 9 9 0 0 0-17 1.5A5.3 5.3 0 0 0 10 17z" style=${fill('slate')}/>
    <path d="M14 21l-2 4M22 21l-2 4M30 21l-2 4M38 21l-2 4" stroke-width="1.8" style=${line('water')}/></g>
    ${house(14, 20, 24, 33, 40, 'wood', 'roof')}
    <path d="M2 36c3-3 5-3 8 0s5 3 8 0 5-3 8 0 5 3 8 0 5-3 8 0 3 3 4 2V46H2z" style=${fill('water')}/>
    <path d="M6 42c2-2 4-2 6 0M22 43c2-2 4-2 6 0M36 42c2-2 4-2 6 0" stroke-width="1.5"/>`,
  /** A thatched cottage on fire. */
  Fire: svg`${house(10, 28, 22, 32, 44, 'wood', 'straw')}<path d="M20 44v-7h8v7" stroke-width="2"/>
    <g transform="translate(8 -1) scale(1.35)" stroke-width="1.5">${ICONS.fire}</g>
    <path d="M7 28c0-3 3-4 2-8 3 2 4 5 2 8z" style=${fill('orange')}/><path d="M40 26c0-3 3-4 2-8 3 2 4 5 2 8z" style=${fill('orange')}/>`,

  // --- Crops.
  /** A sheaf of five ears bound with a band. */
  Wheat: svg`${ear(-34, 11)}${ear(-17, 8)}${ear(0, 5)}${ear(17, 8)}${ear(34, 11)}
    <path d="M22 37l-5 8M24 37v8M26 37l5 8" stroke-width="2"/><rect x="17" y="33" width="14" height="5" rx="1.5" style=${fill('wood')}/>`,
  /** Three ears of barley with long awns. */
  Barley: svg`${awned(-22)}${awned(0)}${awned(22)}<path d="M24 36c-5-1-8-4-9-8 4 0 7 3 9 8zM24 32c5-1 8-4 9-8-4 0-7 3-9 8z" style=${fill('leaf')}/>`,
  /** A carrot and a cabbage. */
  Vegetables: svg`<circle cx="31" cy="30" r="12" style=${fill('leaf')}/>
    <path d="M31 42c-3-5-3-12 0-17M31 42c3-5 8-9 11-10M31 42c-3-4-7-7-11-7M27 23c3-2 6-2 9 0" stroke-width="1.5"/>
    <path d="M5 44l14-22c2-3 7-2 8 1 1 2 0 4-2 5L7 45z" style=${fill('orange')}/><path d="M11 34l3 2M15 29l3 2" stroke-width="1.5"/>
    <path d="M22 23c-2-5-1-10 2-14M24 24c2-5 6-7 11-8M22 23c-4-3-8-4-12-3" stroke-width="2.2" style=${line('leaf')}/>`,
  /** A steaming heap of compost with leaves in it. */
  Compost: svg`<path d="M3 43c3-14 11-22 21-22s18 8 21 22z" style=${fill('soil')}/>
    <path d="M14 33c2-3 5-3 7 0-2 2-5 2-7 0zM27 28c2-3 5-3 7 0-2 2-5 2-7 0zM29 38c2-3 5-3 7 0-2 2-5 2-7 0z" style=${fill('leaf')} stroke-width="1.2"/>
    <circle cx="20" cy="39" r="1.2" stroke="none" style=${INK}/><circle cx="36" cy="32" r="1.2" stroke="none" style=${INK}/>
    <path d="M17 16c-2-3 2-5 0-8M25 14c-2-3 2-5 0-8M33 16c-2-3 2-5 0-8" stroke-width="1.8"/>`,
  /** A plough: a beam, two handles and an iron share, turning a furrow. */
  Cultivator: svg`<path d="M2 43c5-4 9-4 14 0s9 4 14 0 9-4 14 0" stroke-width="2" style=${line('soil')}/>
    ${rod(8, 8, 22, 30, 'wood', 3)}${rod(3, 14, 16, 28, 'wood', 2.5)}${rod(14, 24, 45, 24, 'wood', 3.5)}
    <path d="M20 26h11l6 12-12-3z" style=${fill('steel')}/><path d="M40 20v8" stroke-width="2.5"/>`,
  /** A bee flying to a flower. */
  Pollination: svg`<path d="M15 45V25" style=${line('leaf')} stroke-width="2.5"/><path d="M15 36c-4-1-7-4-8-8 4 0 7 3 8 8z" style=${fill('leaf')}/>
    <g style=${fill('pink')}><circle cx="15" cy="13" r="4"/><circle cx="22" cy="18" r="4"/><circle cx="19.5" cy="25" r="4"/><circle cx="10.5" cy="25" r="4"/><circle cx="8" cy="18" r="4"/></g>
    <circle cx="15" cy="19.5" r="3.5" style=${fill('gold')}/>
    <path d="M24 30c6 2 9-2 10-8" stroke-width="1.5" stroke-dasharray="1 3"/>
    <ellipse cx="33" cy="8" rx="4" ry="3" transform="rotate(-30 33 8)" style=${fill('wool')} stroke-width="1.5"/>
    <ellipse cx="40" cy="9" rx="4" ry="3" transform="rotate(30 40 9)" style=${fill('wool')} stroke-width="1.5"/>
    <ellipse cx="37" cy="16" rx="7" ry="5" style=${fill('gold')}/><path d="M35 11.5v9M39 11.5v9" stroke-width="2"/><path d="M44 16l3 0" stroke-width="2"/>`,
  /** A wheelbarrow heaped with dung. */
  Manure: svg`<path d="M10 26c3-9 18-11 24 0z" style=${fill('bark')}/>
    <path d="M6 25h32l-6 12H13z" style=${fill('wood')}/>${rod(8, 26, 2, 21, 'wood', 2.5)}<path d="M14 37l-2 7" stroke-width="2.5"/>
    <circle cx="37" cy="38" r="6" style=${fill('steel')}/><circle cx="37" cy="38" r="1.5" stroke-width="1.5"/>
    <path d="M16 16c-2-2 1-4-1-7M23 14c-2-2 1-4-1-7M30 16c-2-2 1-4-1-7" stroke-width="1.6" style=${line('sick')}/>`,

  // --- Animals.
  /** A sheep in full fleece. */
  Sheep: svg`<path d="M15 34v9M29 34v9" stroke-width="2.5"/>
    <path d="M11 34.4a5.8 5.8 0 0 1-1.8-11 5.8 5.8 0 0 1 8.4-7.2 6 6 0 0 1 10 0 5.8 5.8 0 0 1 8.2 7.2 5.8 5.8 0 0 1-1.8 11z" style=${fill('wool')}/>
    <path d="M34.2 16.8c2.8-2.6 7.2-1.8 8.6 1.6 1.2 3.2-.4 7.6-3.6 8.8-3 1-5.8-1.2-6.4-4.2z" style=${INK}/>
    <path d="M36 18c-2-2-5-2-6 0" stroke-width="2" style=${fill('night')}/><circle cx="39.5" cy="20" r="1" stroke="none" style=${fill('wool')}/>`,
  /** A cow's face: horns, a blaze and a pink muzzle. */
  Cattle: svg`${cowHead('hide')}`,
  /** A haystack with a pitchfork stuck in it. */
  Fodder: svg`<path d="M4 43c0-17 7-28 16-28s16 11 16 28z" style=${fill('straw')}/>
    <path d="M11 30c3-2 6-2 8 0M20 23c3-2 6-2 8 0M17 38c3-2 6-2 8 0M27 33c2-2 4-2 6 0" stroke-width="1.5"/>
    ${rod(38, 45, 42, 18, 'wood', 2.5)}<path d="M37 18l1-12M42 18V5M47 18l-1-12M37 18h10" stroke-width="2"/>`,
  /** A pig's face: ears, a snout and two nostrils. */
  Pigs: svg`<path d="M11 17L8 4l12 7zM37 17l3-13-12 7z" style=${fill('pink')}/>
    <circle cx="24" cy="26" r="16" style=${fill('pink')}/>
    <ellipse cx="24" cy="31" rx="8" ry="5.5" style=${fill('pink')}/>
    <ellipse cx="21" cy="31" rx="1.4" ry="2.2" stroke="none" style=${INK}/><ellipse cx="27" cy="31" rx="1.4" ry="2.2" stroke="none" style=${INK}/>
    <circle cx="17" cy="21" r="2" stroke="none" style=${INK}/><circle cx="31" cy="21" r="2" stroke="none" style=${INK}/>`,

  // --- Woods, hills and water.
  /** Two felled logs, an axe driven into the top one. */
  Timber: svg`<rect x="3" y="32" width="38" height="11" rx="5.5" style=${fill('wood')}/><ellipse cx="40" cy="37.5" rx="4.5" ry="5.5" style=${fill('straw')}/>
    <rect x="7" y="21" width="34" height="11" rx="5.5" style=${fill('wood')}/><ellipse cx="40" cy="26.5" rx="4.5" ry="5.5" style=${fill('straw')}/>
    <path d="M40 24.5v4M40 35.5v4M14 26h10M10 37h14" stroke-width="1.5"/>
    ${rod(22, 21, 9, 4, 'bark', 2.5)}<path d="M20 24l-4-9 9-4 4 9c-3 0-6 1-9 4z" style=${fill('steel')}/>`,
  /** A bow drawn with an arrow. */
  Hunt: svg`<path d="M12 4c14 6 20 13 20 20s-6 14-20 20" stroke-width="5"/><path d="M12 4c14 6 20 13 20 20s-6 14-20 20" stroke-width="2.5" style=${line('wood')}/>
    <path d="M12 4l-2 20 2 20" stroke-width="1"/>
    <path d="M4 24h36" stroke-width="2"/><path d="M46 24l-7-4v8z" style=${fill('steel')}/>
    <path d="M4 24l-1-4 5 0 2 4-2 4-5 0z" style=${fill('red')} stroke-width="1.2"/>`,
  /** A pile of rough stones. */
  Stone: svg`<path d="M3 44l3-12 10-4 8 6 1 10z" style=${fill('stone')}/>
    <path d="M22 44l2-12 9-8 10 5 2 15z" style=${fill('slate')}/>
    <path d="M13 29l3-11 9-5 8 7-2 8-8 5z" style=${fill('stone')}/>
    <path d="M17 21l5 1M31 31l4-1M8 38l4 1" stroke-width="1.5"/>`,
  /** A lump of rock with gold in it, glinting. */
  Ore: svg`<path d="M5 38l5-18 14-9 15 5 5 17-10 11H15z" style=${fill('slate')}/>
    <path d="M14 27l6-4 3 5-5 4zM27 31l7-3 2 6-6 3zM24 17l5 1-1 4-5-1z" style=${fill('gold')} stroke-width="1.5"/>
    <path d="M38 6v6M35 9h6M9 10v4M7 12h4" stroke-width="1.5"/>`,
  /** A fish caught on a line over the water. */
  Fishing: svg`<path d="M26 1v10" stroke-width="1.2"/><path d="M26 11v5a3 3 0 0 1-6 0" stroke-width="1.5"/>
    <path d="M8 27c6-8 18-9 26-2 6 7-6 12-12 12S10 33 8 27z" style=${fill('steel')}/><path d="M33 26l10-7v15z" style=${fill('steel')}/>
    <circle cx="14" cy="26" r="1.4" stroke="none" style=${INK}/><path d="M18 23c2 2 2 6 0 8" stroke-width="1.5"/>
    <path d="M2 44c3-3 5-3 8 0s5 3 8 0 5-3 8 0 5 3 8 0 5-3 8 0 3 3 4 2" stroke-width="2" style=${line('water')}/>`,
  /** A river barge loaded with crates and a sack, poled along. */
  Barge: svg`${rod(36, 40, 44, 4, 'wood', 2)}
    <rect x="9" y="22" width="10" height="10" style=${fill('wood')}/><path d="M9 22l10 10M19 22L9 32" stroke-width="1.2"/>
    <path d="M22 32c-2-4 0-10 5-10s7 6 5 10z" style=${fill('straw')}/>
    <path d="M3 32h40l-5 8H8z" style=${fill('bark')}/>
    <path d="M2 45c3-3 5-3 8 0s5 3 8 0 5-3 8 0 5 3 8 0 5-3 8 0" stroke-width="2" style=${line('water')}/>`,
  /** A toll bar across the road, a coin to pay. */
  Toll: svg`<rect x="5" y="14" width="7" height="30" rx="1" style=${fill('wood')}/>
    <rect x="8" y="16" width="38" height="6" rx="1.5" style=${fill('wool')}/>
    <path d="M17 16h6v6h-6zM29 16h6v6h-6zM41 16h4v6h-4z" stroke="none" style=${fill('red')}/><rect x="8" y="16" width="38" height="6" rx="1.5"/>
    <circle cx="8.5" cy="19" r="2" style=${fill('steel')}/>${coin(22, 26, 0.85)}`,
  /** A pedlar's pack with a rolled blanket on top, a walking staff and a coin for the sale. */
  Pedlar: svg`${rod(41, 46, 44, 4, 'wood', 2.5)}
    <path d="M17 17c0-6 10-6 10 0" stroke-width="2.5"/>
    <path d="M6 24c0-5 4-8 9-8h14c5 0 9 3 9 8v15c0 4-3 6-7 6H13c-4 0-7-2-7-6z" style=${fill('wood')}/>
    <path d="M6 27c8 5 24 5 32 0" stroke-width="2"/><rect x="18.5" y="29" width="7" height="6" rx="1" style=${fill('gold')} stroke-width="1.6"/>
    <rect x="7" y="8" width="30" height="8" rx="4" style=${fill('red')}/><path d="M14 8v8M30 8v8" stroke-width="1.5"/>${coin(30, 33, 0.55)}`,
  /** A maypole with ribbons and a garland. */
  Festival: svg`<path d="M4 45h40" stroke-width="2"/>${rod(24, 45, 24, 8, 'wood', 3)}
    <path d="M24 9L7 41" stroke-width="2.5" style=${line('red')}/><path d="M24 9l17 32" stroke-width="2.5" style=${line('water')}/>
    <path d="M24 9l-8 34" stroke-width="2.5" style=${line('gold')}/><path d="M24 9l8 34" stroke-width="2.5" style=${line('purple')}/>
    <ellipse cx="24" cy="8" rx="7" ry="3.5" style=${fill('leaf')}/><circle cx="24" cy="3" r="2" style=${fill('red')}/>`,
  /** A hammer and a saw, crossed. */
  Craftsmen: svg`<g transform="rotate(40 24 24)"><path d="M19 4h10v30H19z" style=${fill('steel')}/><path d="M19 8h-2M19 12h-2M19 16h-2M19 20h-2M19 24h-2M19 28h-2M19 32h-2" stroke-width="1.5"/>
      <rect x="18" y="34" width="12" height="10" rx="3" style=${fill('wood')}/></g>
    <g transform="rotate(-40 24 24)">${rod(24, 14, 24, 45, 'wood', 3)}<rect x="15" y="5" width="18" height="9" rx="1.5" style=${fill('steel')}/></g>`,
  /** A market stall: a striped awning over a counter of produce. */
  'Market Day': svg`<path d="M8 20v24M40 20v24" stroke-width="2.5"/>
    <path d="M4 12h40l-2 10H6z" style=${fill('wool')}/><path d="M8 12l-1 10h7l1-10zM22 12v10h7v-10zM36 12l1 10h5l-1-10z" stroke="none" style=${fill('red')}/>
    <path d="M4 12h40l-2 10H6zM6 22q3 4 6 0 3 4 6 0 3 4 6 0 3 4 6 0 3 4 6 0 3 4 6 0" stroke-width="1.6"/>
    <path d="M4 6h40v6H4z" style=${fill('roof')}/>
    <circle cx="15" cy="30" r="3.5" style=${fill('orange')}/><circle cx="23" cy="30" r="3.5" style=${fill('leaf')}/><circle cx="31" cy="30" r="3.5" style=${fill('red')}/>
    <rect x="6" y="33" width="36" height="6" rx="1" style=${fill('wood')}/>`,
  /** A striped pavilion with a pennant. */
  Fair: svg`<path d="M24 3v8" stroke-width="1.8"/><path d="M24 3h9l-3 3 3 3h-9z" style=${fill('red')} stroke-width="1.5"/>
    <path d="M5 42l4-20 15-11 15 11 4 20z" style=${fill('wool')}/>
    <path d="M24 11L14 42h7zM24 11l10 31h-7z" stroke="none" style=${fill('water')}/>
    <path d="M5 42l4-20 15-11 15 11 4 20zM24 11l-10 31M24 11l10 31M24 11v31" stroke-width="1.6"/>
    <path d="M4 22h40" stroke-width="2"/><path d="M19 42l5-12 5 12z" style=${INK}/>`,

  // --- Church and castle.
  /** A sack of grain marked with a cross: the tenth for the church. */
  Tithe: svg`<path d="M16 14c-9 8-11 17-8 24 2 4 7 6 16 6s14-2 16-6c3-7 1-16-8-24z" style=${fill('straw')}/>
    <path d="M16 14l-3-7c4 2 7-1 11 1 4-2 7 1 11-1l-3 7z" style=${fill('straw')}/><path d="M15 14h18" stroke-width="2.5"/>
    <path d="M24 22v16M18 28h12" stroke-width="3.5" style=${line('red')}/>`,
  /** A pilgrim's scallop shell and staff. */
  Pilgrimage: svg`${rod(38, 46, 44, 4, 'wood', 2.5)}<circle cx="41.8" cy="14" r="3.5" style=${fill('gold')}/>
    <path d="M20 42l-4-4h-5l2-4C4 26 6 12 20 6c14 6 16 20 7 28l2 4h-5z" style=${fill('wool')}/>
    <path d="M20 36V7M20 36L12 11M20 36l8-25M20 36L7 18M20 36l13-18" stroke-width="1.5"/>`,
  /** Two tilting lances crossed, with pennants. */
  Tournament: svg`<path d="M6 45L36 6l4 3L11 46z" style=${fill('wool')}/><path d="M11 38l4 3M17 30l4 3M23 22l4 3" stroke-width="3" style=${line('red')}/>
    <path d="M42 45L12 6 8 9l29 37z" style=${fill('wool')}/><path d="M37 38l-4 3M31 30l-4 3M25 22l-4 3" stroke-width="3" style=${line('water')}/>
    <path d="M36 6l9-2-4 5z" style=${fill('red')} stroke-width="1.5"/><path d="M12 6L3 4l4 5z" style=${fill('water')} stroke-width="1.5"/>
    <path d="M15 24h18v8c0 7-4 11-9 13-5-2-9-6-9-13z" style=${fill('red')}/><path d="M16 26l16 12" stroke-width="3.5" style=${line('gold')}/>`,
  /** A crown over a sealed charter. */
  'Royal Favour': svg`<path d="M11 20L8 6l8 6 8-9 8 9 8-6-3 14z" style=${fill('gold')}/><circle cx="24" cy="16" r="1.8" stroke="none" style=${fill('red')}/>
    <rect x="9" y="24" width="30" height="16" rx="2" style=${fill('wool')}/><rect x="6" y="22" width="5" height="20" rx="2.5" style=${fill('wool')}/><rect x="37" y="22" width="5" height="20" rx="2.5" style=${fill('wool')}/>
    <path d="M15 29h18M15 34h12" stroke-width="1.6"/><circle cx="31" cy="37" r="4.5" style=${fill('red')}/>`,
  /** A roast on a platter and a goblet of wine. */
  Feast: svg`<path d="M36 8h9c0 6-2 9-4.5 9S36 14 36 8zM40.5 17v10M37 27h7" stroke-width="2" style=${fill('gold')}/>
    <path d="M10 34c-2-10 5-17 14-17s15 6 14 17z" style=${fill('hide')}/><path d="M16 25c3-3 8-4 12-2" stroke-width="1.5"/>
    <path d="M8 22l-4-3M8 22l-3 2M8 22l3 4" stroke-width="2.5"/>
    <ellipse cx="24" cy="37" rx="21" ry="5" style=${fill('steel')}/>`,

  // --- Upgrades: what a manor builds.
  /** A cathedral front: a tall spire over a rose window and a pointed door. */
  Cathedral: svg`<path d="M24 1v5M22 3h4" stroke-width="1.5"/><path d="M24 6l5 16H19z" style=${fill('slate')}/>
    <path d="M4 44V22l4-6 4 6v22M44 44V22l-4-6-4 6v22" style=${fill('stone')}/>
    <path d="M12 44V22h24v22z" style=${fill('stone')}/>
    <circle cx="24" cy="28" r="4" style=${fill('water')}/><path d="M24 24v8M20 28h8" stroke-width="1"/>
    <path d="M20 44v-6a4 5 0 0 1 8 0v6z" style=${INK}/><path d="M8 26v6M40 26v6" stroke-width="2"/>`,
  /** A timbered mine entrance in a hill, a rail leading in. */
  Mine: svg`<path d="M2 44c4-22 14-34 22-34s18 12 22 34z" style=${fill('slate')}/>
    <path d="M15 44V26h18v18z" style=${INK}/>
    <path d="M15 44V25M33 44V25" stroke-width="5"/><path d="M15 44V25M33 44V25" stroke-width="2.5" style=${line('wood')}/>
    <path d="M12 24h24" stroke-width="5"/><path d="M12 24h24" stroke-width="2.5" style=${line('wood')}/>
    <path d="M21 44l1-9M27 44l-1-9M21 40h6" stroke-width="1.5" style=${line('steel')}/>
    <path d="M38 12l5-5M36 8c4-1 8 1 9 5" stroke-width="2"/>`,
  /** A barn behind a paddock fence. */
  'Cattle Enclosure': svg`${house(10, 28, 6, 20, 38, 'red', 'roof')}<path d="M19 38V28h10v10M19 28l10 10M29 28L19 38" stroke-width="1.5"/>
    <path d="M3 44V28M13 44V28M35 44V28M45 44V28M24 44v-4" stroke-width="5"/><path d="M3 44V28M13 44V28M35 44V28M45 44V28M24 44v-4" stroke-width="2.5" style=${line('wood')}/>
    <path d="M2 32h12M34 32h12M2 40h44" stroke-width="4.5"/><path d="M2 32h12M34 32h12M2 40h44" stroke-width="2" style=${line('wood')}/>`,
  /** Stone blocks cut and stacked, a pick leaning on them. */
  Quarry: svg`<g style=${fill('stone')}><rect x="3" y="34" width="14" height="10" rx="1"/><rect x="17" y="34" width="14" height="10" rx="1"/><rect x="31" y="34" width="14" height="10" rx="1"/>
      <rect x="9" y="24" width="14" height="10" rx="1"/><rect x="23" y="24" width="14" height="10" rx="1"/><rect x="16" y="14" width="14" height="10" rx="1"/></g>
    ${rod(40, 30, 34, 4, 'wood', 2.5)}<path d="M27 7c5-4 11-4 16-1l-2 2c-3-2-8-2-12 1z" style=${fill('steel')}/>`,
  /** A bunch of grapes with a vine leaf. */
  Vineyard: svg`<path d="M24 10c0-4 2-6 5-8" stroke-width="2"/><path d="M24 10c2-4 6-6 11-6 1 6-3 10-9 10z" style=${fill('leaf')}/><path d="M26 13l6-6" stroke-width="1"/>
    <g style=${fill('grape')}><circle cx="17" cy="16" r="4.5"/><circle cx="26" cy="17" r="4.5"/><circle cx="35" cy="17" r="4.5"/>
      <circle cx="21" cy="24" r="4.5"/><circle cx="30" cy="25" r="4.5"/><circle cx="16" cy="31" r="4.5"/><circle cx="25" cy="32" r="4.5"/>
      <circle cx="20" cy="39" r="4.5"/><circle cx="29" cy="39" r="4.5"/><circle cx="24" cy="45" r="2.8"/></g>
    <path d="M38 20c4 2 6 6 4 10" stroke-width="1.5"/>`,
  /** An anvil with a horseshoe on it, a hammer raised, sparks. */
  Smithy: svg`<path d="M5 26h31l7 2c-3 3-7 4-10 4v5h4v6H13v-6h5v-5c-6 0-10-3-13-6z" style=${fill('steel')}/>
    <path d="M17 26v-5a4 4 0 0 1 8 0v5" stroke-width="3" style=${line('slate')}/>
    ${rod(26, 16, 43, 5, 'wood', 2.5)}<rect x="20" y="8" width="12" height="7" rx="1.5" transform="rotate(-33 26 11.5)" style=${fill('steel')}/>
    <path d="M11 18l-3-3M13 15l-1-4M16 17l2-4" stroke-width="1.6" style=${line('orange')}/>`,
  /** An open book and a quill. */
  University: svg`<path d="M24 16C18 11 11 10 3 12v26c8-2 15-1 21 4 6-5 13-6 21-4V12c-8-2-15-1-21 4z" style=${fill('wool')}/>
    <path d="M24 16v26M8 18c4-1 8 0 12 2M8 24c4-1 8 0 12 2M8 30c4-1 8 0 12 2M28 20c4-2 8-3 12-2M28 26c4-2 8-3 12-2" stroke-width="1.4"/>
    <path d="M30 31c5-12 10-22 16-28-1 9-6 20-14 28z" style=${fill('straw')} stroke-width="1.5"/><path d="M30 31l-2 4" stroke-width="1.5"/>`,
  /** A timber-framed guild hall with a hanging sign. */
  'Guild Hall': svg`${house(6, 30, 4, 20, 44, 'wool', 'roof')}
    <path d="M7 20l10 12M17 20L7 32M7 32h28M29 20l6 12M35 20l-6 12M21 20v24M7 26h28" stroke-width="1.8" style=${line('bark')}/>
    <path d="M13 44v-7h6v7" style=${INK}/><path d="M24 36h6v6h-6z" style=${fill('water')} stroke-width="1.5"/>
    <path d="M36 22h8M42 22v4" stroke-width="2"/><circle cx="42" cy="30" r="4" style=${fill('gold')}/>`,
  /** A granary raised on staddle stones, thatched, a sheaf on its door. */
  Granary: svg`<path d="M4 18L24 4l20 14z" style=${fill('straw')}/><path d="M10 14h4M22 8h4M32 14h4" stroke-width="1.2"/>
    <rect x="9" y="18" width="30" height="16" style=${fill('wood')}/><path d="M9 22h30M9 26h30M9 30h30" stroke-width="1"/>
    <rect x="20" y="20" width="8" height="14" style=${fill('bark')}/><path d="M24 31v-8M22 25l2 2 2-2" stroke-width="1.5" style=${line('straw')}/>
    <g style=${fill('stone')}><path d="M10 34h6l-2 4 1 6h-4l1-6z"/><path d="M21 34h6l-2 4 1 6h-4l1-6z"/><path d="M32 34h6l-2 4 1 6h-4l1-6z"/></g>`,
  /** A windmill with its four sails. */
  Mill: svg`<path d="M15 45l3-24h12l3 24z" style=${fill('wool')}/><path d="M14 22l10-7 10 7z" style=${fill('roof')}/>
    <path d="M21 45v-6a3 3 0 0 1 6 0v6z" style=${INK}/>
    ${[35, 125, 215, 305].map((a) => sail(24, 17, a))}
    <circle cx="24" cy="17" r="2.5" style=${fill('wood')}/>`,
  /** A monastery: a bell-cote over a cloister of round arches. */
  Monastery: svg`<path d="M24 1v4M22 3h4" stroke-width="1.5"/><path d="M16 17V8l8-3 8 3v9" style=${fill('stone')}/>
    <path d="M20 17v-5a4 4 0 0 1 8 0v5" style=${INK}/><path d="M22 15a2 2.5 0 0 1 4 0z" style=${fill('gold')} stroke-width="1.2"/>
    <path d="M3 44V26l21-9 21 9v18z" style=${fill('stone')}/><path d="M2 27l22-10 22 10" stroke-width="3" style=${line('roof')}/>
    <path d="M8 44v-8a3.5 3.5 0 0 1 7 0v8M20.5 44v-8a3.5 3.5 0 0 1 7 0v8M33 44v-8a3.5 3.5 0 0 1 7 0v8" style=${INK}/>`,
  /** A manor house: two gabled wings, chimneys and a banner. */
  'Manor House': svg`<path d="M24 3v10" stroke-width="1.8"/><path d="M24 3h10l-3 3 3 3H24z" style=${fill('red')} stroke-width="1.5"/>
    <rect x="9" y="9" width="4" height="8" style=${fill('roof')}/><rect x="35" y="9" width="4" height="8" style=${fill('roof')}/>
    <path d="M12 24V44h24V24" style=${fill('stone')}/><path d="M8 24l16-11 16 11z" style=${fill('roof')}/>
    ${house(2, 12, 16, 26, 44, 'stone', 'roof')}${house(34, 12, 16, 26, 44, 'stone', 'roof')}
    <path d="M20 44v-8a4 4 0 0 1 8 0v8z" style=${fill('wood')}/>
    <g style=${fill('water')} stroke-width="1.4"><rect x="5" y="30" width="6" height="6"/><rect x="37" y="30" width="6" height="6"/><rect x="15" y="27" width="5" height="5"/><rect x="28" y="27" width="5" height="5"/></g>`,
} satisfies Record<CardName, SVGTemplateResult>;

/** Every card's picture, by the engine's card name. */
export const CARD_ART: Readonly<Record<CardName, SVGTemplateResult>> = ART;

/** A card's picture for `<tt-card>`'s `art` (null for a name the data lacks). */
export const cardArt = (name: CardName): SVGTemplateResult | null => (Object.hasOwn(ART, name) ? ART[name as keyof typeof ART] : null);

/** A card's picture small, beside its name in running text, a list or a map tile (decoration: the name says it). */
export const cardEmblem = (name: CardName): TemplateResult => {
  const art = cardArt(name);
  return art
    ? html`<svg class="emblem" viewBox="0 0 48 48" width="1.5em" height="1.5em" fill="none" stroke="currentColor" stroke-width="2.5"
    stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${art}</svg>`
    : html``;
};
