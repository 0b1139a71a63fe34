/**
 * Words for Felinia in the app's language: the countries and the trade tiles'
 * figures (the engine's own names are English data). Run at render time, so
 * msg() follows the language chosen.
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import { BOARDS, provincesOf } from '../../engine/games/felinia/board.js';
import { BOATS, CHIPS, MARKETS, mysteryCard, TRADE_TILES } from '../../engine/games/felinia/data.js';
import type { Figure, Kind, Place, Sellable, Side, Special } from '../../engine/games/felinia/types.js';

/** A country's name by its id (engine/games/felinia/data.ts COUNTRIES). */
export function countryName(country: number): string {
  switch (country) {
    case 0:
      return msg("Lion's Kingdom");
    case 1:
      return msg("Cheetah's Kingdom");
    case 2:
      return msg("Tiger's Kingdom");
    case 3:
      return msg("Panther's Kingdom");
    default:
      return msg("Lynx's Kingdom");
  }
}

export function figureName(f: Figure): string {
  switch (f) {
    case 'lion':
      return msg('Lion');
    case 'tiger':
      return msg('Tiger');
    case 'cheetah':
      return msg('Cheetah');
    case 'panther':
      return msg('Panther');
    case 'lynx':
      return msg('Lynx');
  }
}

/** A merchandise kind's name (rare books, fine wines, precision watches, luxury clothing, refined glassware). */
export function kindName(k: Kind): string {
  switch (k) {
    case 'books':
      return msg('Books');
    case 'wine':
      return msg('Wine');
    case 'watches':
      return msg('Watches');
    case 'clothing':
      return msg('Clothing');
    case 'glass':
      return msg('Glassware');
  }
}

/** A seat's name, or "Seat 2" when the table has none. */
export const nameOf = (names: readonly string[], seat: Seat): string => names[seat] ?? msg(str`Seat ${seat + 1}`);

/** A market by index (Market 1 at the top) or, after them, the Merchants' Guild (engine/games/felinia/data.ts MARKETS). */
export const placeName = (at: number): string => (at === MARKETS ? msg("the Merchants' Guild") : msg(str`Market ${at + 1}`));

/** What may be sold: gold, spice or a merchandise kind. */
export const sellableName = (what: Sellable): string => (what === 'gold' ? msg('a gold card') : what === 'spice' ? msg('a spice card') : kindName(what));

/** A bonus chip's effect in words: "one more Lion", "+1 for each Tiger". */
export function chipWords(id: number): string {
  const c = CHIPS[id]!;
  const f = figureName(c.figure);
  return c.effect === 'extra' ? msg(str`one more ${f}`) : msg(str`+1 for each ${f}`);
}

/** A boat by the tile on it: "the boat to Lion's Kingdom (5:00)". */
export function boatWords(tile: number | null): string {
  if (tile === null) return msg('an empty boat');
  const t = BOATS[tile]!;
  const to = countryName(t.country);
  const at = clock(t.departs);
  return msg(str`the boat to ${to} (${at})`);
}

/** A departure time as the tile shows it: 9:45. */
export const clock = (minutes: number): string => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** A province of a board side in words: its country and number there (counted as the board lists them), e.g. "Lynx's Kingdom 4". */
export function provinceWords(side: Side, id: number): string {
  const p = BOARDS[side].provinces[id]!;
  const n = provincesOf(side, p.country).indexOf(id) + 1;
  const country = countryName(p.country);
  return msg(str`${country} ${n}`);
}

/** Merchandise kinds in words, counted: "2 Books, Wine". */
export function goodsWords(kinds: readonly Kind[]): string {
  if (!kinds.length) return msg('nothing');
  const counts = new Map<Kind, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].map(([k, n]) => (n === 1 ? kindName(k) : `${n} ${kindName(k)}`)).join(', ');
}

/** A Mysterious Place's name (engine/games/felinia/data.ts MYSTERIES; reconstructed). */
export function mysteryPlaceName(place: Place): string {
  switch (place) {
    case 'temple':
      return msg('the Temple');
    case 'oasis':
      return msg('the Oasis');
    case 'ruins':
      return msg('the Ruins');
    case 'waterfall':
      return msg('the Waterfall');
    case 'grotto':
      return msg('the Grotto');
    case 'observatory':
      return msg('the Observatory');
  }
}

/** A Mysterious Place card by its hidden card's name ("oasis:3"), with its merchandise symbol; "a Mysterious Place card" when unknown. */
export function placeWords(card: string | null): string {
  const c = card === null ? undefined : mysteryCard(card);
  if (!c) return msg('a Mysterious Place card');
  const place = mysteryPlaceName(c.place);
  if (c.needs === null) return place;
  const kind = kindName(c.needs);
  return msg(str`${place} (${kind})`);
}

/** The merchandise a Mysterious Place card asks for when kept, or null. */
export const mysteryNeeds = (card: string): Kind | null => mysteryCard(card)?.needs ?? null;

/** A special trade tile (the advanced game) by its effect, in short. */
export function specialName(special: Special): string {
  switch (special) {
    case 'food-scores':
      return msg('special tile: each food scores 2');
    case 'spice-scores':
      return msg('special tile: each spice scores 1');
    case 'lone-merchants':
      return msg('special tile: a lone merchant scores 2');
    case 'mystery-scores':
      return msg('special tile: +1 for each Mysterious Place card');
    case 'more-food':
      return msg('special tile: +1 food on food provinces');
    case 'windfall':
      return msg('special tile: a food, a gold, a coin and a merchandise at once');
    case 'more-coins':
      return msg('special tile: +1 coin on coin provinces');
    case 'more-gold':
      return msg('special tile: +1 gold on gold provinces');
  }
}

/** A face-up trade tile in words: its figure, or what its special effect is. */
export function tileWords(id: number): string {
  const t = TRADE_TILES[id]!;
  return t.figure ? figureName(t.figure) : specialName(t.special!);
}
