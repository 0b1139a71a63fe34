/**
 * Feuville's tiles as the shared tile (`<tt-tile>`, components/shared/tile.ts):
 * a building tile in its row's colour with its clouds, its status symbols, a
 * town gate, a corner tower (facing the side it closes); a decree and a charm
 * with their names over a drawing of what they score or do (decreeSigns,
 * charmSigns); a Fairy Magic tile face down in the fairy's purple. The
 * tiles are aria-hidden: whatever shows a tile also says it in words (faces.ts).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { BuildingTile, Decree, FairyMagic, ItemView } from '../../engine/games/feuville/types.js';
import { SYMBOLS } from '../../engine/games/feuville/types.js';
import { icon } from '../../components/shared/icons.js';
import { ld } from '../../components/shared/palette.js';
import '../../components/shared/tile.js';
import { t, type Words } from './i18n.js';
import { fairyName, itemName } from './faces.js';
import { FV } from './palette.js';

const times = (n: number, t: TemplateResult): TemplateResult[] => Array.from({ length: n }, () => t);

/** A tower facing left: the icon mirrored. */
const leftTower = html`<span style="display: inline-flex; transform: scaleX(-1)">${icon('tower')}</span>`;

/** Faces drawn, by what they show: the same face is the same template, so a tile redrawn with it is left as it is. */
const drawn = new Map<string, TemplateResult | typeof nothing>();

/** The drawn signs of a building tile (its face), none for a bare one. */
export function tileSigns(tile: BuildingTile): TemplateResult | typeof nothing {
  const key = [tile.clouds, tile.gate, tile.corner, ...SYMBOLS.map((s) => tile.symbols[s])].join();
  let face = drawn.get(key);
  if (face === undefined) {
    face = signsOf(tile);
    drawn.set(key, face);
  }
  return face;
}

function signsOf(tile: BuildingTile): TemplateResult | typeof nothing {
  const signs = [
    ...times(tile.clouds, icon('cloud')),
    ...SYMBOLS.flatMap((s) => times(tile.symbols[s], icon(s))),
    ...(tile.gate ? [icon('gate')] : []),
    ...(tile.corner ? [tile.corner === 'left' ? leftTower : icon('tower')] : []),
  ];
  return signs.length ? html`${signs}` : nothing;
}

/** The class that colours a tile (tileStyles): its row, the start tile's grey, a ruin. */
export const tileClass = (tile: BuildingTile, burnt = false): string => (burnt ? 'ruin' : tile.back === 'start' ? 'start' : tile.row);

/** A face-up charm's words: its name (a decree's are its name, decreeName). */
export const fairyCaption = (f: Parameters<typeof fairyName>[0], w: Words = t()): string => fairyName(f, w);

/**
 * What a decree scores, drawn: its status symbol, the three a player may choose from (At Your Own
 * Discretion), a district's towers (one for a little, two for a large), the town's gate, the view's cloud.
 */
export function decreeSigns(d: Pick<Decree, 'kind' | 'symbol'>): TemplateResult {
  const k = d.kind;
  if (k === 'symbol' && d.symbol) return html`${icon(d.symbol)}`;
  if (k === 'discretion') return html`${icon('guard')}${icon('star')}${icon('flag')}`;
  return html`${k === 'view' ? icon('cloud') : k === 'town' ? icon('gate') : k === 'large' ? [icon('tower'), icon('tower')] : icon('tower')}`;
}

/** What a charm does, drawn: points (the star of prestige), the fairy's own choice, a guard against theft, fire kept off. */
export function charmSigns(f: Pick<FairyMagic, 'kind'>): TemplateResult {
  return html`${icon(f.kind === 'prestige' ? 'victory' : f.kind === 'selection' ? 'fairy' : f.kind === 'theft' ? 'guard' : 'fire')}`;
}

/** An item (a tile, a decree, a charm) face up, as a tile in its colour with its name (the player board). */
export function itemTile(item: ItemView, w: Words, legal = false, extra: unknown = nothing): TemplateResult {
  const [cls, face] =
    item.kind === 'tile'
      ? [tileClass(item.tile), tileSigns(item.tile)]
      : item.kind === 'decree'
        ? ['decree', decreeSigns(item.decree)]
        : ['magic', charmSigns(item.fairy)];
  const caption = item.kind === 'fairy' ? fairyCaption(item.fairy, w) : itemName(item, w);
  return html`<tt-tile class=${cls} caption=${caption} .face=${face} ?legal=${legal} aria-hidden="true">${extra}</tt-tile>`;
}

/** The colours of Feuville's tiles, for the components that draw them. */
export const tileStyles = css`
  tt-tile.wall { --tt-tile-bg: ${ld(FV.wall)}; }
  tt-tile.tower { --tt-tile-bg: ${ld(FV.tower)}; }
  tt-tile.sky { --tt-tile-bg: ${ld(FV.sky)}; }
  tt-tile.start { --tt-tile-bg: ${ld(FV.start)}; font-weight: 700; }
  tt-tile.ruin { --tt-tile-bg: ${ld(FV.ruin)}; --tt-tile-ink: ${ld(FV['ruin-ink'])}; --tt-tile-line: ${ld(FV['ruin-line'])}; }
  tt-tile.decree { --tt-tile-bg: ${ld(FV.decree)}; }
  tt-tile.magic { --tt-tile-bg: ${ld(FV.magic)}; }
  tt-tile[tone='back'] {
    --tt-back: ${ld(FV['fairy-back'])}; --tt-back-2: ${ld(FV['fairy-back-2'])};
    --tt-back-line: ${ld(FV['fairy-line'])}; --tt-back-ink: ${ld(FV['fairy-ink'])};
  }
`;
