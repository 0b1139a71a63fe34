/**
 * Prosperity scoring (the rulebook, "Prosperity scoring", and the advanced
 * game's Mysterious Place cards and special trade tiles), broken down by
 * source as the rulebook's example counts it.
 */
import type { Outcome, Seat } from '../../core/game.js';
import { neighbours } from './board.js';
import { CAPS, CHIPS, TRADE_TILES } from './data.js';
import { total } from './state.js';
import { FIGURES, type FeliniaState, type Figure, type Special } from './types.js';

export interface Prosperity {
  /** Trade tiles by figure, each of n scoring min(n, cap); an "extra" bonus chip counts as one more tile. */
  readonly trade: number;
  /** "+1" bonus chips: a point more for each tile of their figure. */
  readonly bonus: number;
  /** Merchant groups: 3 a merchant in groups of 3 or more, 2 in pairs, 1 alone (2 with the special tile). */
  readonly merchants: number;
  readonly gold: number;
  /** One point for two spices (one each with the special tile). */
  readonly spice: number;
  readonly goods: number;
  /** Only with the special tile: 2 points a food. */
  readonly food: number;
  readonly total: number;
}

/** Each of n tiles of a figure scores min(n, cap). */
export const figurePoints = (figure: Figure, n: number): number => n * Math.min(n, CAPS[figure]);

/** Sizes of the groups a seat's merchants form (provinces next to one another, across borders too). */
export function groups(s: FeliniaState, seat: Seat): number[] {
  const adj = neighbours(s.config.variant);
  const mine = new Set(s.merchants.flatMap((m, p) => (m === seat ? [p] : [])));
  const seen = new Set<number>();
  const sizes: number[] = [];
  for (const start of mine) {
    if (seen.has(start)) continue;
    let size = 0;
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const p = stack.pop()!;
      size++;
      for (const q of adj[p]!) {
        if (!mine.has(q) || seen.has(q)) continue;
        seen.add(q);
        stack.push(q);
      }
    }
    sizes.push(size);
  }
  return sizes.sort((a, b) => b - a);
}

export function prosperity(s: FeliniaState, seat: Seat): Prosperity {
  const p = s.players[seat]!;
  const specials = new Set<Special>(p.trade.flatMap((id) => TRADE_TILES[id]!.special ?? []));
  const chips = p.chips.map((id) => CHIPS[id]!);
  let trade = 0;
  let bonus = 0;
  for (const f of FIGURES) {
    const tiles = p.trade.filter((id) => TRADE_TILES[id]!.figure === f).length;
    const extra = chips.filter((c) => c.figure === f && c.effect === 'extra').length;
    trade += figurePoints(f, tiles + extra);
    bonus += tiles * chips.filter((c) => c.figure === f && c.effect === 'plus-one').length;
  }
  const lone = specials.has('lone-merchants') ? 2 : 1;
  const merchants = groups(s, seat).reduce((n, g) => n + g * (g >= 3 ? 3 : g === 2 ? 2 : lone), 0);
  const spice = specials.has('spice-scores') ? p.spice : Math.floor(p.spice / 2);
  const food = specials.has('food-scores') ? 2 * p.food : 0;
  const goods = total(p.goods);
  return { trade, bonus, merchants, gold: p.gold, spice, goods, food, total: trade + bonus + merchants + p.gold + spice + goods + food };
}

/** The richest family wins; the rulebook names no tie-break, so tied families share the win. */
export function outcomeOf(s: FeliniaState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = s.players.map((_, i) => prosperity(s, i).total);
  const best = Math.max(...scores);
  const ranking = scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const winners = ranking.filter((i) => scores[i] === best);
  return { scores, winners, ranking, tiebreak: '' };
}
