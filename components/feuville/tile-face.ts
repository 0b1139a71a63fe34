/**
 * What a Feuville building tile shows, drawn: its clouds, its status symbols,
 * a town gate, a corner tower (facing the side it closes). The drawings are
 * aria-hidden: whatever shows a tile also says it in words (faces.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BuildingTile } from '../../engine/games/feuville/types.js';
import { SYMBOLS } from '../../engine/games/feuville/types.js';
import { icon } from '../shared/icons.js';

const times = (n: number, t: TemplateResult): TemplateResult[] => Array.from({ length: n }, () => t);

/** The drawn signs of a tile, or nothing for a bare one. */
export function tileIcons(tile: BuildingTile): TemplateResult | typeof nothing {
  const signs = [
    ...times(tile.clouds, icon('cloud')),
    ...SYMBOLS.flatMap((s) => times(tile.symbols[s], icon(s))),
    ...(tile.gate ? [icon('gate')] : []),
    ...(tile.corner ? [html`<span class=${`corner ${tile.corner}`}>${icon('tower')}</span>`] : []),
  ];
  return signs.length ? html`<span class="signs" aria-hidden="true">${signs}</span>` : nothing;
}
