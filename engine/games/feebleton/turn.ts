/**
 * The turn (the rulebook, "Player Turn"): "Step 1) Play a card from your hand to
 * Feebleton. Step 2) If you have less than 4 cards in your hand, draw to 4.
 * Afterward, your turn ends." Additional plays (Worker, Engineer) are optional.
 */
import type { Seat } from '../../core/game.js';
import { DECK, HAND_SIZE } from './cards.js';
import type { FeebletonConfig, FeebletonState, Turn } from './types.js';
import { draw, drawUpTo, leftOf, patch } from './zones.js';

/** Shared, never mutated: the state is immutable, so every game may start from the same arrays. */
const ALL_HANDLES: readonly number[] = Array.from({ length: DECK.length }, (_, h) => h);
const EMPTY: readonly (readonly never[])[] = [[], [], [], []];

/** The state before the opening shuffle: all 71 handles in the deck, in handle order. */
export function initialState(config: FeebletonConfig, seats: number): FeebletonState {
  return {
    seats,
    config,
    step: { kind: 'setup-shuffle' },
    turn: { seat: config.firstSeat ?? 0, number: 0, played: false, extraPlays: 0, guarded: [] },
    deck: ALL_HANDLES,
    hands: EMPTY.slice(0, seats),
    known: [],
    feebleton: [],
    piles: EMPTY.slice(0, seats),
    endedBy: null,
  };
}

/** "Each player draws 4 cards": one at a time, in turn order from the first player. */
export function deal(s: FeebletonState, first: Seat): FeebletonState {
  let next: FeebletonState = s;
  for (let round = 0; round < HAND_SIZE; round++) {
    for (let i = 0; i < s.seats; i++) next = draw(next, (first + i) % s.seats, 1);
  }
  return patch(next, { step: { kind: 'play' }, turn: { seat: first, number: 1, played: false, extraPlays: 0, guarded: [] } });
}

/**
 * After a card's effect: play goes on with the current player. With no choice
 * left (the turn's card played and no additional play, or nothing left in hand)
 * the turn ends by itself.
 */
export function afterEffect(s: FeebletonState): FeebletonState {
  if (s.step.kind === 'over') return s;
  const next: FeebletonState = s.step.kind === 'play' ? s : patch(s, { step: { kind: 'play' } });
  const t = next.turn;
  const handEmpty = next.hands[t.seat]!.length === 0;
  if (t.played && (t.extraPlays === 0 || handEmpty)) return endTurn(next);
  return next;
}

/** Draw up to 4; the game may end on that draw; otherwise the player to the left begins. */
export function endTurn(s: FeebletonState): FeebletonState {
  const next = drawUpTo(s, s.turn.seat);
  if (next.step.kind === 'over') return next;
  const seat = leftOf(next, s.turn.seat);
  return patch(next, { step: { kind: 'play' }, turn: { seat, number: s.turn.number + 1, played: false, extraPlays: 0, guarded: [] } });
}

/** Marks the turn's card as played, or spends one additional play. */
export function spendPlay(t: Turn): Turn {
  return t.played ? { ...t, extraPlays: t.extraPlays - 1 } : { ...t, played: true };
}
