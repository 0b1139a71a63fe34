/**
 * Feebleton as a game of the platform (engine/core/game.ts): 2–4 players, one
 * common deck of 71 cards (feebleton.txt).
 */
import type { Game, Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { legalActions, parseAction } from './actions.js';
import { DECK } from './cards.js';
import { claims, pending, publish, rearrangement, resolve, apply } from './rules.js';
import { outcomeOf } from './scoring.js';
import { describe } from './notation.js';
import { initialState } from './turn.js';
import { invariants } from './invariants.js';
import type { FeebletonAction, FeebletonConfig, FeebletonState, FeebletonView } from './types.js';
import { view, viewers, visible } from './view.js';

export { RULES_NOTES } from './notes.js';
export type * from './types.js';

function parseConfig(raw: unknown, seats: number): Result<FeebletonConfig> {
  if (typeof raw !== 'object' || raw === null) return fail('bad-config', 'Not a configuration.');
  const first = (raw as { firstSeat?: unknown }).firstSeat;
  if (first === null || first === undefined) return ok({ firstSeat: null });
  if (!Number.isInteger(first) || (first as number) < 0 || (first as number) >= seats) return fail('bad-config', 'No such first seat.');
  return ok({ firstSeat: first as Seat });
}

export const feebleton: Game<FeebletonState, FeebletonAction, FeebletonConfig, FeebletonView> = {
  id: 'feebleton',
  name: 'Feebleton',
  minSeats: 2,
  maxSeats: 4,
  deal: 'poker',
  defaultConfig: () => ({ firstSeat: null }),
  parseConfig,
  setup: initialState,
  cards: () => DECK,
  parseAction,
  legalActions,
  apply,
  claims,
  rearrangement,
  publish,
  resolve,
  pending,
  viewers,
  visible,
  view,
  invariants,
  outcome: outcomeOf,
  describe,
};
