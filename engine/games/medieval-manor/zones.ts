/**
 * Moving counters and cards between players, the deck and the discard pile,
 * without mutating the state (structural sharing). The deck and the discard
 * pile are multisets: a count per card name.
 */
import type { Seat } from '../../core/game.js';
import { cardRecord } from './cards.js';
import { COUNTERS, FOOD, GOODS, MONEY, type CardName, type Counter, type Counters, type Goods, type MedievalManorState, type PlayerState } from './types.js';

type S = MedievalManorState;
type Bag = Readonly<Record<CardName, number>>;

export const ZERO: Counters = { peasants: 0, victory: 0, crops: 0, animals: 0, gold: 0, resources: 0 };

export const food = (c: Counters): number => FOOD.reduce((n, k) => n + c[k], 0);
export const money = (c: Counters): number => MONEY.reduce((n, k) => n + c[k], 0);
export const goods = (c: Counters): number => GOODS.reduce((n, k) => n + c[k], 0);
export const total = (g: Goods): number => GOODS.reduce((n, k) => n + (g[k] ?? 0), 0);

/** Whether `c` holds at least `g`. */
export function covers(c: Counters, g: Readonly<Partial<Record<Counter, number>>>): boolean {
  return COUNTERS.every((k) => c[k] >= (g[k] ?? 0));
}

/** c + sign·g; callers check `covers` before subtracting. */
export function addCounters(c: Counters, g: Readonly<Partial<Record<Counter, number>>>, sign = 1): Counters {
  const out = { ...c };
  for (const k of COUNTERS) out[k] += sign * (g[k] ?? 0);
  return out;
}

export function withPlayer(s: S, seat: Seat, f: (p: PlayerState) => PlayerState): S {
  const players = s.players.slice();
  players[seat] = f(players[seat]!);
  return { ...s, players };
}

export const gainCounters = (s: S, seat: Seat, g: Readonly<Partial<Record<Counter, number>>>, sign = 1): S =>
  withPlayer(s, seat, (p) => ({ ...p, counters: addCounters(p.counters, g, sign) }));

export function bagSize(b: Bag): number {
  let n = 0;
  for (const k in b) n += b[k]!;
  return n;
}

export function bagAdd(b: Bag, card: CardName, n = 1): Bag {
  const v = (b[card] ?? 0) + n;
  const out = { ...b };
  if (v === 0) delete out[card];
  else out[card] = v;
  return out;
}

/** The k-th card of the multiset in deck order (cards.ts), 0-based. */
export function bagNth(b: Bag, k: number, order: readonly CardName[]): CardName {
  let i = k;
  for (const name of order) {
    const n = b[name] ?? 0;
    if (i < n) return name;
    i -= n;
  }
  throw new Error(`no card ${k} in a bag of ${bagSize(b)}`);
}

/** Removes one copy of each of `cards` from a hand; null if the hand lacks one. */
export function removeCards(hand: readonly CardName[], cards: readonly CardName[]): CardName[] | null {
  const out = hand.slice();
  for (const c of cards) {
    const i = out.indexOf(c);
    if (i < 0) return null;
    out.splice(i, 1);
  }
  return out;
}

export const discardCard = (s: S, card: CardName, n = 1): S => ({ ...s, discard: bagAdd(s.discard, card, n) });

/** Moves cards from a hand to the discard pile (the caller checked they are there). */
export function discardFromHand(s: S, seat: Seat, cards: readonly CardName[]): S {
  const hand = removeCards(s.players[seat]!.hand, cards);
  if (!hand) throw new Error('discarding cards not in hand');
  let out = withPlayer(s, seat, (p) => ({ ...p, hand }));
  for (const c of cards) out = discardCard(out, c);
  return out;
}

/** Hand limit: 3 "unless you have Upgrades in play that increase your hand size" (End Phase). */
export function handLimit(p: PlayerState): number {
  return 3 + p.upgrades.reduce((n, u) => n + cardRecord(u).handSize, 0);
}

/** Upgrades a seat owns, counting those it placed on the map this turn (X of "3+X"). */
export function upgradesOwned(s: S, seat: Seat): number {
  const onMap = s.map?.cells.filter((c) => c.card?.seat === seat && cardRecord(c.card.card).kind === 'upgrade').length ?? 0;
  return s.players[seat]!.upgrades.length + onMap;
}

export const upgradeCost = (s: S, seat: Seat): number => 3 + upgradesOwned(s, seat);

/** Every way to pay `n` from the given counter types of `c` (each a Goods), in a fixed order. */
export function payments(c: Counters, kinds: readonly (keyof Goods)[], n: number): Goods[] {
  const out: Goods[] = [];
  const rec = (i: number, left: number, acc: Partial<Record<keyof Goods, number>>): void => {
    if (i === kinds.length - 1) {
      if (c[kinds[i]!] >= left) out.push(left > 0 ? { ...acc, [kinds[i]!]: left } : { ...acc });
      return;
    }
    for (let k = Math.min(left, c[kinds[i]!]); k >= 0; k--) rec(i + 1, left - k, k > 0 ? { ...acc, [kinds[i]!]: k } : acc);
  };
  rec(0, n, {});
  return out;
}

/** A payment is exactly `n` of the allowed kinds and nothing else. */
export function isPayment(g: Goods, kinds: readonly (keyof Goods)[], n: number): boolean {
  return GOODS.every((k) => kinds.includes(k) || (g[k] ?? 0) === 0) && total(g) === n;
}

export const clockwise = (s: S, from: Seat, k: number): Seat => (from + k) % s.seats;
