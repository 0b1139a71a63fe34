/**
 * Feebleton as a game of the platform (engine/core/game.ts): 2–4 players, one
 * common deck of 71 cards (the rulebook).
 */
import type { Game } from '../../core/game.js';
import { configObject, optionalSeat } from '../../core/config.js';
import { ok, type Result } from '../../core/result.js';
import { legalActions, parseAction } from './actions.js';
import { DECK } from './cards.js';
import { claims, pending, publish, rearrangement, resolve, apply } from './rules.js';
import { outcomeOf } from './scoring.js';
import { describe } from './notation.js';
import { initialState } from './turn.js';
import { invariants } from './invariants.js';
import type { FeebletonAction, FeebletonConfig, FeebletonState, FeebletonView } from './types.js';
import { view, viewers, visible } from './view.js';

export type * from './types.js';

function parseConfig(raw: unknown, seats: number): Result<FeebletonConfig> {
  const c = configObject(raw);
  if (!c.ok) return c;
  const first = optionalSeat(c.value.firstSeat, seats, 'first seat');
  return first.ok ? ok({ firstSeat: first.value }) : first;
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
