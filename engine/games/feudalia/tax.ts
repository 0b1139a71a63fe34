/**
 * The tax collector (the rulebook, "The Tax Collector"): played in the start
 * phase, never discarded otherwise. Each fief pays half its cubes, rounded down;
 * when no fief has 2 cubes to pay from, the hand pays half its income in cards
 * (the whole hand when its income is under 2).
 *
 * Whether the hand held the tax collector, and what its income was, only its
 * owner knows as it happens. Both are checked at the end of the same turn, when
 * every card of that hand has been shown: a tax collector shown then that was
 * not drawn in the main phase was held back, and the cards the tax collector
 * took must be a least set worth half the hand's income. A seat caught either
 * way is out of the game and ranked last.
 */
import type { Handle } from '../../core/game.js';
import { vassal } from './cards.js';
import { taxDue } from './pay.js';
import type { FeudaliaState, PlayerState, Shown, VassalId } from './types.js';

/** The upgraded workers a player may choose for a starting deck (Overproduction, the Procurator, Dirty Business). */
export const WORKERS: readonly VassalId[] = ['reaper', 'lumberjack', 'kneader', 'stonecutter'];

const income = (cards: readonly Shown[]): number => cards.reduce((n, c) => n + vassal(c.card).income, 0);

/** Whether the tax collector takes cubes (some fief has 2 or more it can reach) rather than cards. */
export const takesCubes = (p: PlayerState): boolean => p.fiefs.some((_, i) => taxDue(p, i) > 0);

/** Whether `gave` is what the tax collector may take from `hand` (the cards the hand held, the tax collector aside). */
export function fairGift(hand: readonly Shown[], gave: readonly Shown[]): boolean {
  const total = income(hand);
  if (total < 2) return gave.length === hand.length;
  const half = Math.floor(total / 2);
  const given = income(gave);
  // At least half, and no card more than needed.
  return given >= half && gave.every((c) => given - vassal(c.card).income < half);
}

/** Every choice of cards the tax collector may take from the hand, one per set of kinds; [[]] when it takes cubes. */
export function gifts(p: PlayerState, cards: readonly Shown[], tax: Handle): Shown[][] {
  if (takesCubes(p)) return [[]];
  const hand = cards.filter((c) => c.handle !== tax);
  const out: Shown[][] = [];
  const seen = new Set<string>();
  for (let mask = 0; mask < 1 << hand.length; mask++) {
    const gave = hand.filter((_, i) => mask & (1 << i));
    const key = gave
      .map((c) => c.card)
      .sort()
      .join();
    if (seen.has(key) || !fairGift(hand, gave)) continue;
    seen.add(key);
    out.push(gave);
  }
  return out;
}

/**
 * At the end of the turn, every card shown: whether the player broke the tax collector's rules (held it back
 * through the start phase, or gave less than it takes).
 */
export function cheatedTax(s: FeudaliaState, shownAtEnd: readonly Shown[]): boolean {
  const t = s.turn;
  if (shownAtEnd.some((c) => c.card === 'tax-collector' && !t.late.includes(c.handle))) return true;
  if (!t.taxHand) return false;
  const all = [...t.shown, ...shownAtEnd];
  const hand = t.taxHand.hand.map((h) => all.find((c) => c.handle === h)).filter((c): c is Shown => c !== undefined);
  return hand.length !== t.taxHand.hand.length || !fairGift(hand, t.taxHand.gave);
}
