/**
 * Prosperity scoring (the rulebook, "Prosperity scoring", and the advanced
 * game's Mysterious Place cards and special trade tiles), broken down by
 * source as the rulebook's example counts it.
 */
import type { Outcome, Seat } from '../../core/game.js';
import { neighbours } from './board.js';
import { CAPS, CHIPS, TRADE_TILES } from './data.js';
import { total } from './state.js';
import { FIGURES, SPECIALS, type FeliniaState, type FeliniaView, type Figure, type PlayerState, type Special } from './types.js';

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
  /** Mysterious Place cards (advanced): 1 for one card, 2 each for two or more; 1 more each with the special tile. */
  readonly places: number;
  readonly total: number;
}

/** Each of n tiles of a figure scores min(n, cap). */
export const figurePoints = (figure: Figure, n: number): number => n * Math.min(n, CAPS[figure]);

/** What scoring reads: the state, or a view whose tiles and chips are all face up (`scorable`). */
export interface Scorable {
  readonly phase: FeliniaState['phase'];
  readonly config: Pick<FeliniaState['config'], 'variant'>;
  readonly merchants: FeliniaState['merchants'];
  /** Seats caught breaking the Mysterious Place rules: ranked last, whatever their prosperity. */
  readonly caught: FeliniaState['caught'];
  readonly players: readonly (Pick<PlayerState, 'trade' | 'chips' | 'goods' | 'gold' | 'spice' | 'food'> & { readonly places: readonly unknown[] })[];
}

/** Sizes of the groups a seat's merchants form (provinces next to one another, across borders too). */
export function groups(s: Pick<Scorable, 'config' | 'merchants'>, seat: Seat): number[] {
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

/** One figure's trade tiles as scored: its tiles, the bonus chips of that figure, and their points. */
export interface FigureScore {
  readonly figure: Figure;
  readonly tiles: number;
  /** "One more tile" chips: each scores as a tile more. */
  readonly extra: number;
  /** "+1 a tile" chips: each adds a point for every tile of the figure. */
  readonly plusOne: number;
  /** figurePoints(figure, tiles + extra). */
  readonly points: number;
  /** tiles × plusOne. */
  readonly bonus: number;
}

/** A group of merchants and its points. */
export interface GroupScore {
  readonly size: number;
  readonly points: number;
}

/** A seat's prosperity with what makes it up: every figure, every group of merchants, the special tiles held. */
export interface Breakdown {
  readonly figures: readonly FigureScore[];
  readonly groups: readonly GroupScore[];
  readonly specials: readonly Special[];
  readonly prosperity: Prosperity;
}

export function breakdown(s: Scorable, seat: Seat): Breakdown {
  const p = s.players[seat]!;
  const specials = new Set<Special>(p.trade.flatMap((id) => TRADE_TILES[id]!.special ?? []));
  const chips = p.chips.map((id) => CHIPS[id]!);
  const figures = FIGURES.map((figure): FigureScore => {
    const tiles = p.trade.filter((id) => TRADE_TILES[id]!.figure === figure).length;
    const extra = chips.filter((c) => c.figure === figure && c.effect === 'extra').length;
    const plusOne = chips.filter((c) => c.figure === figure && c.effect === 'plus-one').length;
    return { figure, tiles, extra, plusOne, points: figurePoints(figure, tiles + extra), bonus: tiles * plusOne };
  });
  const lone = specials.has('lone-merchants') ? 2 : 1;
  const grouped = groups(s, seat).map((size) => ({ size, points: size * (size >= 3 ? 3 : size === 2 ? 2 : lone) }));
  const trade = figures.reduce((n, f) => n + f.points, 0);
  const bonus = figures.reduce((n, f) => n + f.bonus, 0);
  const merchants = grouped.reduce((n, g) => n + g.points, 0);
  const spice = specials.has('spice-scores') ? p.spice : Math.floor(p.spice / 2);
  const food = specials.has('food-scores') ? 2 * p.food : 0;
  const goods = total(p.goods);
  const n = p.places.length;
  const places = (n === 1 ? 1 : 2 * n) + (specials.has('mystery-scores') ? n : 0);
  const sum = trade + bonus + merchants + p.gold + spice + goods + food + places;
  return {
    figures,
    groups: grouped,
    specials: SPECIALS.filter((x) => specials.has(x)),
    prosperity: { trade, bonus, merchants, gold: p.gold, spice, goods, food, places, total: sum },
  };
}

export const prosperity = (s: Scorable, seat: Seat): Prosperity => breakdown(s, seat).prosperity;

/** A view as scoring reads it, or null while a trade tile or bonus chip in it is face down (once the game is over, all are up). */
export function scorable(v: FeliniaView): Scorable | null {
  const players: Scorable['players'][number][] = [];
  for (const p of v.players) {
    const trade = p.trade.flatMap((t) => (t.id === null ? [] : [t.id]));
    const chips = p.chips.flatMap((c) => (c === null ? [] : [c]));
    if (trade.length < p.trade.length || chips.length < p.chips.length) return null;
    players.push({ ...p, trade, chips });
  }
  return { phase: v.phase, config: v.config, merchants: v.merchants, caught: v.caught, players };
}

/**
 * The richest family wins; the rulebook names no tie-break, so tied families share the win. A family caught
 * breaking the Mysterious Place rules (mysteries.ts) is ranked last and cannot win.
 */
export function outcomeOf(s: Scorable): Outcome | null {
  if (s.phase !== 'over') return null;
  const scores = s.players.map((_, i) => prosperity(s, i).total);
  // Every family caught: they are ranked by prosperity among themselves.
  const honest = (i: number) => !s.caught.includes(i) || s.caught.length === s.players.length;
  const ranking = scores.map((_, i) => i).sort((a, b) => Number(honest(b)) - Number(honest(a)) || scores[b]! - scores[a]! || a - b);
  const best = Math.max(...ranking.filter(honest).map((i) => scores[i]!));
  const winners = ranking.filter((i) => honest(i) && scores[i] === best);
  return { scores, winners, ranking, tiebreak: '' };
}
