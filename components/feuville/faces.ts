/**
 * How Feuville's tiles read: a building tile's row and features (clouds, gate,
 * corner tower, status symbols), a decree's or a charm's name, in the current
 * language (tile-face.ts draws them). Pure words from the tile
 * records the view carries; no rules.
 */
import type { BuildingTile, Decree, FairyMagic, ItemView } from '../../engine/games/feuville/types.js';
import { SYMBOLS } from '../../engine/games/feuville/types.js';
import { t, type Words } from './i18n.js';

/** "2 clouds, town gate, 1 Town Guard": what a building tile shows. */
export function tileFeatures(tile: BuildingTile, w: Words = t()): string {
  const parts: string[] = [];
  if (tile.back === 'start') parts.push(w.startTile);
  if (tile.clouds > 0) parts.push(w.clouds(tile.clouds));
  if (tile.gate) parts.push(w.gate);
  if (tile.corner) parts.push(w.corner[tile.corner]);
  for (const s of SYMBOLS) {
    const k = tile.symbols[s];
    if (k > 0) parts.push(`${k} ${k === 1 ? w.symbol[s] : w.symbols[s]}`);
  }
  return parts.join(', ');
}

/** "Sky tile (2 clouds)". */
export function tileName(tile: BuildingTile, w: Words = t()): string {
  const f = tileFeatures(tile, w);
  return f ? `${w.tile[tile.row]} (${f})` : w.tile[tile.row];
}

/** "Red Flag ×2", "Splendid View". */
export function decreeName(d: Decree, w: Words = t()): string {
  return d.kind === 'symbol' && d.symbol ? `${w.symbol[d.symbol]} ×${d.factor}` : w.decreeKind[d.kind];
}

/** "Prestige Points (3)", "Fire Protection". */
export function fairyName(f: FairyMagic, w: Words = t()): string {
  return f.kind === 'prestige' ? `${w.fairyKind.prestige} (${f.points})` : w.fairyKind[f.kind];
}

export function itemName(it: ItemView, w: Words = t()): string {
  if (it.kind === 'tile') return tileName(it.tile, w);
  if (it.kind === 'decree') return decreeName(it.decree, w);
  return fairyName(it.fairy, w);
}

/** "columns 2 and 3" (1-based, as the player counts). */
export function columnList(cols: readonly number[], w: Words = t()): string {
  const nums = cols.map((c) => String(c + 1));
  const word = w.columns(cols.length).replace(/^\d+ /, '');
  const joined = nums.length <= 2 ? nums.join(` ${w.and} `) : `${nums.slice(0, -1).join(', ')} ${w.and} ${nums.at(-1)}`;
  return `${word} ${joined}`;
}
