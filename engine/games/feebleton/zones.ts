/**
 * Moving cards between Feebleton's zones: deck, hands, the Feebleton pile, won
 * piles. Every function returns a new state sharing every untouched zone with the
 * old one (structural sharing: a play copies one hand and one pile, never the state).
 */
import type { Handle, Seat } from '../../core/game.js';
import { HAND_SIZE } from './cards.js';
import type { FeebletonState, Placed, Shown } from './types.js';

type Patch = { -readonly [K in keyof FeebletonState]?: FeebletonState[K] };

/**
 * A new state with some fields replaced. One object literal of a fixed shape:
 * much cheaper than a spread in the hot path of a simulation.
 */
export function patch(s: FeebletonState, p: Patch): FeebletonState {
  return {
    seats: s.seats,
    config: s.config,
    step: p.step ?? s.step,
    turn: p.turn ?? s.turn,
    deck: p.deck ?? s.deck,
    hands: p.hands ?? s.hands,
    known: p.known ?? s.known,
    feebleton: p.feebleton ?? s.feebleton,
    piles: p.piles ?? s.piles,
    endedBy: p.endedBy === undefined ? s.endedBy : p.endedBy,
  };
}

/** "Turn order then proceeds to the left" (the rulebook, Setup 3): seat + 1. */
export const leftOf = (s: FeebletonState, seat: Seat): Seat => (seat + 1) % s.seats;

/** The other seats, in turn order starting at `seat`'s left. */
export function opponentsOf(s: FeebletonState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i < s.seats; i++) out.push((seat + i) % s.seats);
  return out;
}

export const isGuarded = (s: FeebletonState, seat: Seat): boolean => s.turn.guarded.includes(seat);

/** Opponents whose hands the current player's cards may affect (not guarded this turn). */
export const unguardedOpponents = (s: FeebletonState): Seat[] => opponentsOf(s, s.turn.seat).filter((o) => !isGuarded(s, o));

export function setHand(s: FeebletonState, seat: Seat, hand: readonly Handle[]): FeebletonState {
  const hands = s.hands.slice();
  hands[seat] = hand;
  return patch(s, { hands });
}

/** Removes handles from public knowledge: they left every hand face down (deck, Broker pile). */
export function forget(s: FeebletonState, handles: readonly Handle[]): FeebletonState {
  if (s.known.length === 0) return s;
  const known = s.known.filter((k) => !handles.includes(k.handle));
  return known.length === s.known.length ? s : patch(s, { known });
}

/** A card leaves a hand face up into Feebleton (a play or a reaction); `turn` may change with it. */
export function handToFeebleton(s: FeebletonState, seat: Seat, card: Shown, turn = s.turn): FeebletonState {
  const hands = s.hands.slice();
  hands[seat] = s.hands[seat]!.filter((h) => h !== card.handle);
  const known = s.known.length && s.known.some((k) => k.handle === card.handle) ? s.known.filter((k) => k.handle !== card.handle) : s.known;
  const placed: Placed = { handle: card.handle, card: card.card, seat };
  return patch(s, { hands, known, feebleton: [...s.feebleton, placed], turn });
}

/**
 * Draws `count` cards, one at a time, from the top of the deck. "The game ends as
 * soon as the last card is drawn from the deck. (The player will not continue
 * their turn.)" (the rulebook, Victory): the step becomes 'over' at once.
 */
export function draw(s: FeebletonState, seat: Seat, count: number): FeebletonState {
  if (count <= 0 || s.step.kind === 'over') return s;
  const n = Math.min(count, s.deck.length);
  const hands = s.hands.slice();
  hands[seat] = s.hands[seat]!.concat(s.deck.slice(0, n));
  const deck = s.deck.slice(n);
  if (deck.length > 0) return patch(s, { hands, deck });
  return patch(s, { hands, deck, step: { kind: 'over' }, endedBy: seat });
}

/** "If you have less than 4 cards in your hand, draw to 4" (Player Turn, Step 2). */
export const drawUpTo = (s: FeebletonState, seat: Seat): FeebletonState => draw(s, seat, HAND_SIZE - s.hands[seat]!.length);

/** End of Era: "the player who played the card takes all cards in the current Feebleton". */
export function takeFeebleton(s: FeebletonState, seat: Seat): FeebletonState {
  const pile = s.feebleton.map((p) => ({ handle: p.handle, card: p.card }));
  const piles = s.piles.slice();
  piles[seat] = [...s.piles[seat]!, pile];
  return patch(s, { piles, feebleton: [] });
}

/** Every handle's zone, for invariants and tests: each handle must appear exactly once. */
export function allHandles(s: FeebletonState): Handle[] {
  const out: Handle[] = [...s.deck];
  for (const h of s.hands) out.push(...h);
  for (const p of s.feebleton) out.push(p.handle);
  for (const ps of s.piles) for (const p of ps) for (const c of p) out.push(c.handle);
  if (s.step.kind === 'react') for (const r of s.step.window.reactions) out.push(r.handle);
  if (s.step.kind === 'broker') out.push(...s.step.pile);
  return out;
}
