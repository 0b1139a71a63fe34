/**
 * Feuville as a game of the platform (engine/core/game.ts): 2–4 players building
 * townscapes (the rulebook). Nothing is hidden: every tile is public by id, and face-down
 * stacks are public multisets drawn by `random` pendings.
 */
import { defineGame } from '../../core/game.js';
import { configObject, optionalSeat } from '../../core/config.js';
import { ok, type Result } from '../../core/result.js';
import { apply } from './apply.js';
import { initialState } from './flow.js';
import { invariants } from './invariants.js';
import { legalActions } from './legal.js';
import { describe } from './notation.js';
import { outcomeOf } from './outcome.js';
import { parseAction } from './parse.js';
import { pending, resolve } from './rules.js';
import type { FeuvilleAction, FeuvilleConfig, FeuvilleState, FeuvilleView } from './types.js';
import { view } from './view.js';

export type * from './types.js';

function parseConfig(raw: unknown, seats: number): Result<FeuvilleConfig> {
  const c = configObject(raw);
  if (!c.ok) return c;
  const first = optionalSeat(c.value.firstSeat, seats, 'first seat');
  return first.ok ? ok({ firstSeat: first.value }) : first;
}

export const feuville = defineGame<FeuvilleState, FeuvilleAction, FeuvilleConfig, FeuvilleView>({
  id: 'feuville',
  name: 'Feuville',
  minSeats: 2,
  maxSeats: 4,
  defaultConfig: () => ({ firstSeat: null }),
  parseConfig,
  setup: initialState,
  parseAction,
  legalActions: (s, seat) => legalActions(s, seat),
  apply,
  resolve,
  pending,
  view: (s, seat) => view(s, seat),
  invariants,
  outcome: outcomeOf,
  describe,
});
