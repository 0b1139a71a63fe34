/**
 * Medieval Manor's lands as small landscapes (issue 13): one scene for each
 * land of the Land Deck, drawn on a 96 × 40 strip that `<mm-map>` lays along
 * the bottom of the land's tile, on its tint (palette.ts LANDS), below the
 * tile's words, which never stand on a drawing (map.test.ts). Fields have
 * furrows, woods trees, the River waves, the Pasture a fence, the Castle its
 * walls. Decoration: the tile's words name the land. Fills are Medieval Manor's
 * hues (palette.ts), outlines the text colour, thin.
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { LandName } from '../../engine/games/medieval-manor/types.js';
import { type ArtHue, fill, line } from './palette.js';

/** The scenes' grid. */
export const SCENE_VIEWBOX = '0 0 96 40';

/** A round-crowned tree standing at (x, y), `s` its size. */
const tree = (x: number, y: number, s = 1, hue: ArtHue = 'leaf') =>
  svg`<path d=${`M${x} ${y}v${-7 * s}`} stroke-width=${2.2 * s} style=${line('bark')}/>
    <path d=${`M${x - 6 * s} ${y - 8 * s}a${4.5 * s} ${4.5 * s} 0 0 1 2-${7 * s}a${5 * s} ${5 * s} 0 0 1 ${8 * s} -1a${4.5 * s} ${4.5 * s} 0 0 1 ${2 * s} ${8 * s}z`}
      style=${fill(hue)}/>`;

/** A fir standing at (x, y), `h` tall. */
const fir = (x: number, y: number, h: number) => {
  const w = h * 0.36;
  return svg`<path d=${`M${x} ${y}v-3`} stroke-width="1.8" style=${line('bark')}/>
    <path d=${`M${x} ${y - h}l${w * 0.6} ${h * 0.4}h${-w * 0.25}l${w * 0.75} ${h * 0.3}h${-w * 0.3}l${w * 0.8} ${h * 0.3 - 3}h${-w * 3.3}l${w * 0.8} ${-(h * 0.3 - 3)}h${-w * 0.3}l${w * 0.75} ${-h * 0.3}h${-w * 0.25}z`}
      style=${fill('leaf')}/>`;
};

/** A row of tufts (crops, grass) along y, from x0 to x1, every `dx`, `h` tall. */
const tufts = (x0: number, x1: number, y: number, dx: number, h: number, hue: ArtHue) => {
  let d = '';
  for (let x = x0; x <= x1; x += dx) d += `M${x - 1.5} ${y}l1.5 ${-h}l1.5 ${h}`;
  return svg`<path d=${d} stroke-width="1.3" style=${line(hue)}/>`;
};

/** Ears of grain along y: a stalk and a head, every `dx`. */
const grain = (x0: number, x1: number, y: number, dx: number) => {
  let stalks = '';
  let heads = '';
  for (let x = x0; x <= x1; x += dx) {
    stalks += `M${x} ${y}v-5`;
    heads += `M${x} ${y - 5}c-1.6-1-1.6-4 0-5.5 1.6 1.5 1.6 4.5 0 5.5z`;
  }
  return svg`<path d=${stalks} stroke-width="1"/><path d=${heads} stroke-width="0.8" style=${fill('straw')}/>`;
};

/** A wavy line along y from x0 to x1 (water), waves `w` wide. */
const waves = (x0: number, x1: number, y: number, w = 8) => {
  let d = `M${x0} ${y}`;
  for (let x = x0; x < x1; x += w) d += `q${w / 4} -2 ${w / 2} 0t${w / 2} 0`;
  return d;
};

/** A cottage at x (its left wall), `w` wide, on the ground at y. */
const cottage = (x: number, y: number, w: number, roof: ArtHue = 'roof', walls: ArtHue = 'wool') =>
  svg`<path d=${`M${x} ${y}v-9h${w}v9z`} style=${fill(walls)}/><path d=${`M${x - 2} ${y - 9}l${w / 2 + 2} -7l${w / 2 + 2} 7z`} style=${fill(roof)}/>
    <path d=${`M${x + w / 2 - 1.6} ${y}v-5h3.2v5`} style=${fill('bark')}/>`;

/** The meadow every scene stands on: grass from y down. */
const meadow = (y: number, hue: ArtHue = 'grass') => svg`<path d=${`M0 ${y}q24 -3 48 0t48 0V40H0z`} style=${fill(hue)} stroke="none"/>`;

/** Ploughed rows in a field: a patch from y0 to 40, furrows drawn in `furrow`. */
const field = (hue: ArtHue, y0: number, rows: number, furrow: ArtHue = 'soil') => {
  let d = '';
  for (let i = 1; i <= rows; i++) {
    const y = y0 + ((40 - y0) * i) / (rows + 1);
    d += `M0 ${y.toFixed(1)}Q48 ${(y - 2).toFixed(1)} 96 ${y.toFixed(1)}`;
  }
  return svg`<path d=${`M0 ${y0}Q48 ${y0 - 3} 96 ${y0}V40H0z`} style=${fill(hue)}/><path d=${d} stroke-width="1.4" style=${line(furrow)}/>`;
};

const SCENES = {
  /** Banks of grass either side of rippling water, reeds on the near bank. */
  River: svg`${meadow(18)}<path d="M0 23q24 -3 48 0t48 0V35q-24 3-48 0T0 35z" style=${fill('water')}/>
    <path d=${`${waves(4, 40, 28)}${waves(52, 92, 30)}`} stroke-width="1.2" style=${line('wool')}/>
    <path d="M10 40v-8M12 40v-10M14 40v-7M78 40v-9M80 40v-6" stroke-width="1.3" style=${line('leaf')}/>
    <path d="M12 30c-1-1-1-3 0-4 1 1 1 3 0 4zM78 31c-1-1-1-3 0-4 1 1 1 3 0 4z" style=${fill('bark')} stroke-width="0.8"/>`,
  /** Rich rows of ripe grain, a stook of sheaves. */
  'Fertile Fields': svg`${field('straw', 17, 3, 'soil')}${grain(6, 92, 26, 6)}${grain(3, 93, 35, 6)}
    <path d="M74 20l4-10 4 10zM79 20l4-9 4 9z" style=${fill('straw')} stroke-width="1"/><path d="M75 16h11" stroke-width="1.2"/>`,
  /** Two fields, one sown and one green, a hedge tree between. */
  'Good Fields': svg`${field('straw', 18, 4)}<path d="M48 18q24-3 48 0V40H48z" style=${fill('grass')}/>
    ${tufts(54, 92, 26, 5, 2.5, 'leaf')}${tufts(52, 94, 33, 5, 3, 'leaf')}${tree(48, 20, 1)}`,
  /** Thin, stony soil with a few dry tufts. */
  'Poor Fields': svg`${field('soil', 18, 4, 'bark')}${tufts(12, 30, 28, 9, 3, 'straw')}${tufts(60, 84, 34, 12, 3, 'straw')}
    <g style=${fill('stone')} stroke-width="1"><ellipse cx="44" cy="30" rx="3.5" ry="2"/><ellipse cx="74" cy="26" rx="2.5" ry="1.5"/><ellipse cx="20" cy="36" rx="3" ry="1.8"/></g>`,
  /** Green rows watered by a channel. */
  'Irrigated Fields': svg`${field('grass', 17, 3, 'leaf')}${tufts(4, 40, 26, 5, 3, 'leaf')}${tufts(60, 94, 34, 5, 3, 'leaf')}
    <path d="M36 40C44 30 54 24 66 17" stroke-width="6"/><path d="M36 40C44 30 54 24 66 17" stroke-width="3.6" style=${line('water')}/>
    <path d="M62 21h9v-5h-9z" style=${fill('wood')} stroke-width="1"/>`,
  /** Broad-leaved trees on a meadow. */
  Woods: svg`${meadow(30)}${tree(14, 34, 1.1)}${tree(34, 31, 1.35)}${tree(56, 33, 1.1)}${tree(76, 31, 1.4)}${tree(86, 35, 0.9)}`,
  /** Sheep behind a fence on green grass. */
  Pasture: svg`${meadow(20)}${tufts(6, 90, 30, 11, 2.5, 'leaf')}
    <g><path d="M60 32a3 3 0 0 1-1-5.6 3 3 0 0 1 4.2-3.6 3 3 0 0 1 5 0 3 3 0 0 1 4.1 3.6 3 3 0 0 1-1 5.6z" style=${fill('wool')} stroke-width="1"/>
      <path d="M72 24c1.4-1.3 3.6-.9 4.3.8.6 1.6-.2 3.8-1.8 4.4-1.5.5-2.9-.6-3.2-2.1z" style=${fill('night')} stroke-width="1"/><path d="M62 32v3M69 32v3" stroke-width="1.2"/></g>
    <g><path d="M22 27a2.4 2.4 0 0 1-.8-4.5 2.4 2.4 0 0 1 3.4-2.9 2.4 2.4 0 0 1 4 0 2.4 2.4 0 0 1 3.3 2.9 2.4 2.4 0 0 1-.8 4.5z" style=${fill('wool')} stroke-width="1"/>
      <path d="M31.5 20.5c1.1-1 2.9-.7 3.4.6.5 1.3-.2 3-1.4 3.5-1.2.4-2.3-.5-2.6-1.7z" style=${fill('night')} stroke-width="1"/><path d="M24 27v2.5M29 27v2.5" stroke-width="1.1"/></g>
    <path d="M4 40V30M18 40V30M32 40V30M46 40V30M60 40V31M74 40v-8M88 40v-8M2 33h92M2 37.5h92" stroke-width="3.4"/>
    <path d="M4 40V30M18 40V30M32 40V30M46 40V30M60 40V31M74 40v-8M88 40v-8M2 33h92M2 37.5h92" stroke-width="1.8" style=${line('wood')}/>`,
  /** Rolling hills, one behind the other, a path over them. */
  Hills: svg`<path d="M0 24C14 10 30 10 46 22 60 12 80 8 96 20V40H0z" style=${fill('grass')}/>
    <path d="M0 34c18-14 40-14 58-2 14-8 28-8 38-4V40H0z" style=${fill('leaf')}/>
    <path d="M60 40c-2-6 6-10 2-16s4-8 8-10" stroke-width="2.5" style=${line('straw')}/>
    <g style=${fill('stone')} stroke-width="1"><ellipse cx="24" cy="22" rx="3" ry="1.8"/><ellipse cx="82" cy="17" rx="2.4" ry="1.4"/></g>`,
  /** A road winding away between verges, a milestone beside it. */
  Road: svg`${meadow(18)}<path d="M30 40C34 32 58 28 52 22S60 17 64 16h5c-3 2-8 3-6 6 4 5-6 10 1 18z" style=${fill('stone')}/>
    <path d="M44 40c2-6 12-8 11-13M56 40c-2-5 2-9 4-12" stroke-width="1" stroke-dasharray="2 2.5" style=${line('slate')}/>
    <path d="M80 36v-8a3 3 0 0 1 6 0v8z" style=${fill('stone')}/><path d="M81.5 31h3" stroke-width="1"/>
    ${tufts(6, 22, 34, 5, 3, 'leaf')}${tree(14, 26, 0.8)}`,
  /** Cottages round a well. */
  Village: svg`${meadow(30)}${cottage(6, 34, 16)}${cottage(30, 32, 14, 'straw')}${cottage(66, 33, 18)}
    <path d="M52 35v-6h8v6z" style=${fill('stone')}/><path d="M51 29l5-4 5 4M53 29v-3M59 29v-3" stroke-width="1.2"/>${tree(88, 34, 0.7)}`,
  /** Stalls with striped awnings, barrels and baskets. */
  Market: svg`${meadow(32, 'stone')}
    <path d="M10 36V22M30 36V22M54 36V22M74 36V22" stroke-width="1.4"/>
    <path d="M7 16h26l-2 6H9z" style=${fill('wool')}/><path d="M10 16l-1 6h5l1-6zM22 16v6h5v-6z" stroke="none" style=${fill('red')}/><path d="M7 16h26l-2 6H9z" stroke-width="1"/>
    <path d="M51 16h26l-2 6H53z" style=${fill('wool')}/><path d="M54 16l-1 6h5l1-6zM66 16v6h5v-6z" stroke="none" style=${fill('water')}/><path d="M51 16h26l-2 6H53z" stroke-width="1"/>
    <rect x="9" y="28" width="22" height="4" style=${fill('wood')}/><rect x="53" y="28" width="22" height="4" style=${fill('wood')}/>
    <circle cx="14" cy="26" r="2" style=${fill('orange')}/><circle cx="19" cy="26" r="2" style=${fill('leaf')}/><circle cx="24" cy="26" r="2" style=${fill('red')}/>
    <circle cx="59" cy="26" r="2" style=${fill('straw')}/><circle cx="64" cy="26" r="2" style=${fill('grape')}/><circle cx="69" cy="26" r="2" style=${fill('orange')}/>
    <path d="M38 37v-7q3-1.5 6 0v7q-3 1.5-6 0z" style=${fill('wood')}/><path d="M38 33.5h6" stroke-width="1"/>
    <path d="M84 36l-2-6h10l-2 6z" style=${fill('straw')}/>`,
  /** A church with a steeple, a yew in its yard, the yard wall. */
  Church: svg`${meadow(30)}<path d="M38 34V18h26v16z" style=${fill('stone')}/><path d="M36 18l15-8 15 8z" style=${fill('slate')}/>
    <path d="M24 34V17h10v17z" style=${fill('stone')}/><path d="M23 17l6-11 6 11z" style=${fill('slate')}/><path d="M29 6V2M27 3.5h4" stroke-width="1.2"/>
    <path d="M27 34v-5a2 2 0 0 1 4 0v5z" style=${fill('bark')}/><path d="M29 21a1.6 1.6 0 1 0 0 .1" stroke-width="1.2"/>
    <path d="M44 30v-6a2 2 0 0 1 4 0v6zM54 30v-6a2 2 0 0 1 4 0v6z" style=${fill('water')} stroke-width="1"/>
    <path d="M2 38v-4h92v4" stroke-width="1" style=${fill('stone')}/>${fir(82, 34, 20)}${fir(10, 34, 14)}`,
  /** A castle: a curtain wall with battlements, two towers and a keep flying a banner. */
  Castle: svg`${meadow(32)}<path d="M30 34V22h36v12z" style=${fill('stone')}/>
    <path d="M30 22v-3h4v3h4v-3h4v3h4v-3h4v3h4v-3h4v3h4v-3h4v3" style=${fill('stone')} stroke-width="1.1"/>
    <path d="M40 22V8h16v14z" style=${fill('stone')}/><path d="M40 8V5h3v3h3.5V5h3v3H53V5h3v3" style=${fill('stone')} stroke-width="1.1"/>
    <path d="M48 5V1" stroke-width="1.2"/><path d="M48 1h7l-2 2 2 2h-7z" style=${fill('red')} stroke-width="0.8"/>
    <path d="M22 34V14h10v20zM64 34V14h10v20z" style=${fill('stone')}/><path d="M21 14l6-8 6 8zM63 14l6-8 6 8z" style=${fill('roof')}/>
    <path d="M43 34v-7a5 5 0 0 1 10 0v7z" style=${fill('bark')}/><path d="M27 19v4M69 19v4M48 12v3" stroke-width="1.4"/>`,
  /** Dense firs. */
  Forest: svg`${meadow(32, 'leaf')}${fir(14, 37, 20)}${fir(28, 34, 27)}${fir(42, 38, 22)}${fir(55, 34, 29)}${fir(69, 37, 23)}${fir(82, 36, 20)}`,
  /** A stag at the edge of a wood. */
  'Hunting Grounds': svg`${meadow(28)}${tree(12, 32, 1.2)}${fir(28, 32, 22)}${tree(86, 30, 1.3)}
    <path d="M48 35l1-7M52 35l1-7M60 35l1-7M64 35l1-7" stroke-width="1.6"/>
    <path d="M46 29c0-4 4-6 10-6s9 0 11-2l2-4 4 2-2 4c-1 4-2 6-5 7-3 1-14 2-20-1z" style=${fill('hide')} stroke-width="1.1"/>
    <path d="M70 17c-1-3 0-6 3-8M71 13l-3-2M72 11l3-3M73 17c2-2 5-3 8-2M77 15l1-3" stroke-width="1.2"/>`,
  /** Peaks with snow on them. */
  Mountains: svg`<path d="M0 40L20 12l10 12 14-20 16 22 10-10 26 24z" style=${fill('slate')}/>
    <path d="M14 20l6-8 5 6-3 1-3-2zM38 12l6-8 7 10-4-1-4 3z" style=${fill('snow')} stroke-width="1"/>
    <path d="M0 40c20-8 40-8 60-2 14-4 26-6 36-4v6z" style=${fill('grass')}/>`,
} satisfies Record<LandName, SVGTemplateResult>;

/** Every land's scene, by the engine's land name. */
export const LAND_ART: Readonly<Record<LandName, SVGTemplateResult>> = SCENES;

/** A land's scene as an `<svg>` that fills its box's width, cut to its height (decoration). */
export const landScene = (land: string): TemplateResult => {
  const scene = Object.hasOwn(SCENES, land) ? SCENES[land as LandName] : null;
  return scene
    ? html`<svg class="scene" viewBox=${SCENE_VIEWBOX} preserveAspectRatio="xMidYMax slice" fill="none" stroke="currentColor"
    stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${scene}</svg>`
    : html``;
};
