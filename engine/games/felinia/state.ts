/** Small pure helpers over Felinia's state: counts, players, stocks. */
import type { Seat } from '../../core/game.js';
import { CARDS_PER_STOCK, MAX_MONEY } from './data.js';
import { KINDS, type Counts, type FeliniaState, type Kind, type PlayerState } from './types.js';

export const noGoods = (): Counts => ({ books: 0, wine: 0, watches: 0, clothing: 0, glass: 0 });

export const total = (c: Counts): number => KINDS.reduce((n, k) => n + c[k], 0);

export const addGoods = (c: Counts, k: Kind, n: number): Counts => ({ ...c, [k]: c[k] + n });

/** The counts of a list of kinds. */
export function countOf(kinds: readonly Kind[]): Counts {
  let c = noGoods();
  for (const k of kinds) c = addGoods(c, k, 1);
  return c;
}

/** Whether `have` holds every tile of `need`. */
export const covers = (have: Counts, need: Counts): boolean => KINDS.every((k) => have[k] >= need[k]);

export const minus = (a: Counts, b: Counts): Counts => ({
  books: a.books - b.books,
  wine: a.wine - b.wine,
  watches: a.watches - b.watches,
  clothing: a.clothing - b.clothing,
  glass: a.glass - b.glass,
});

export const plus = (a: Counts, b: Counts): Counts => ({
  books: a.books + b.books,
  wine: a.wine + b.wine,
  watches: a.watches + b.watches,
  clothing: a.clothing + b.clothing,
  glass: a.glass + b.glass,
});

export function withPlayer(s: FeliniaState, seat: Seat, f: (p: PlayerState) => PlayerState): FeliniaState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? f(p) : p)) };
}

/** Money moves up to 6; excess is lost ("You can't move the Money marker further than the 6"). */
export const earn = (p: PlayerState, n: number): PlayerState => ({ ...p, money: Math.min(MAX_MONEY, p.money + n) });

/** Cards needed for n of a stock with a 1 side and a 3 side, faces chosen to use the fewest. */
export const cardsFor = (n: number): number => Math.floor(n / 3) + (n % 3);

export type Stock = 'gold' | 'spice' | 'food';

/**
 * How many of a stock a seat may still receive, up to `want`: the supply is 11 cards, each showing 1 or 3,
 * and "if there are not enough in the common stock, you cannot get any" (faces always chosen to free the most cards).
 */
export function available(s: FeliniaState, seat: Seat, stock: Stock, want: number): number {
  const others = s.players.reduce((n, p, i) => (i === seat ? n : n + cardsFor(p[stock])), 0);
  const have = s.players[seat]![stock];
  let got = want;
  while (got > 0 && others + cardsFor(have + got) > CARDS_PER_STOCK) got--;
  return got;
}

/** Gives up to n of a stock, as far as the supply allows. */
export function gain(s: FeliniaState, seat: Seat, stock: Stock, n: number): FeliniaState {
  const got = available(s, seat, stock, n);
  return got ? withPlayer(s, seat, (p) => ({ ...p, [stock]: p[stock] + got })) : s;
}

/** The seat after `seat`, clockwise. */
export const next = (s: FeliniaState, seat: Seat): Seat => (seat + 1) % s.seats;

/** The seat whose bid token is on top where trading is, or null. */
export function trader(s: FeliniaState): Seat | null {
  if (s.phase !== 'trading') return null;
  const bids = s.markets[s.at]?.bids;
  return bids?.length ? bids[bids.length - 1]! : null;
}
