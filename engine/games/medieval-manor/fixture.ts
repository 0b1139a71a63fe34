/**
 * Test tables: a game set up with a known map and Lord, then cards and counters
 * put where a test needs them (moved out of the deck, so the 101 cards stay
 * accounted for and the invariants hold).
 */
import type { Seat } from '../../core/game.js';
import { expectOk } from '../../core/result.js';
import { medievalManor } from './index.js';
import { invariants } from './invariants.js';
import type { CardName, Counters, LandName, MedievalManorAction, MedievalManorState as S, Step } from './types.js';
import { bagAdd, withPlayer } from './zones.js';

/** 3 rows of 4, row-major: Road (4) and River (0) on the edge; Woods (5) and Pasture (6) inside. */
export const SMALL_MAP: readonly LandName[] = [
  'River',
  'Fertile Fields',
  'Good Fields',
  'Poor Fields',
  'Road',
  'Woods',
  'Pasture',
  'Hills',
  'Village',
  'Market',
  'Church',
  'Castle',
];
export const cellOf = (land: LandName): number => SMALL_MAP.indexOf(land);

/** A fresh game on SMALL_MAP with seat 0 as Lord, dealt with every random value 0. */
export function table(seats = 2): S {
  let s = medievalManor.setup({ layout: SMALL_MAP, firstLord: 0 }, seats);
  s = settle(s);
  return s;
}

/** Resolves every pending `random` with `value` (default 0). */
export function settle(s: S, value = 0): S {
  let out = s;
  for (let p = medievalManor.pending(out); p && p.kind === 'random'; p = medievalManor.pending(out)) {
    out = expectOk(medievalManor.resolve(out, { kind: 'random', value: Math.min(value, p.bound - 1) }));
  }
  return out;
}

/** Returns every card in hands to the deck, then gives `cards` to `seat` from the deck. */
export function hand(s: S, seat: Seat, cards: readonly CardName[]): S {
  let out = withPlayer(s, seat, (p) => ({ ...p, hand: [] }));
  let deck = s.deck;
  for (const c of s.players[seat]!.hand) deck = bagAdd(deck, c);
  for (const c of cards) {
    if ((deck[c] ?? 0) < 1) throw new Error(`no ${c} left in the deck`);
    deck = bagAdd(deck, c, -1);
  }
  out = withPlayer({ ...out, deck }, seat, (p) => ({ ...p, hand: [...cards] }));
  return out;
}

/** Owned Upgrades, taken from the deck. */
export function owns(s: S, seat: Seat, upgrades: readonly CardName[]): S {
  let deck = s.deck;
  for (const c of upgrades) deck = bagAdd(deck, c, -1);
  return withPlayer({ ...s, deck }, seat, (p) => ({ ...p, upgrades: [...p.upgrades, ...upgrades] }));
}

export function counters(s: S, seat: Seat, c: Partial<Counters>): S {
  return withPlayer(s, seat, (p) => ({ ...p, counters: { ...p.counters, ...c } }));
}

export const at = (s: S, step: Step): S => ({ ...s, step, tasks: [] });

/** The Work Phase with `seat` to act and the given actions left. */
export function working(s: S, seat: Seat, actionsLeft: readonly number[]): S {
  return at(s, { phase: 'work', seat, actionsLeft, converting: null, placed: 0 });
}

/** Applies an action that must be legal by the rules, and checks the invariants after it. */
export function act(s: S, seat: Seat, a: MedievalManorAction): S {
  const out = expectOk(medievalManor.apply(s, a, seat));
  const problems = invariants(out);
  if (problems.length) throw new Error(problems.join('; '));
  return out;
}

/** The error code of an action the rules must reject. */
export function rejected(s: S, seat: Seat, a: MedievalManorAction): string {
  const r = medievalManor.apply(s, a, seat);
  if (r.ok) throw new Error(`expected ${JSON.stringify(a)} to be rejected`);
  return r.error.code;
}
