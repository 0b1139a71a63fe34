/**
 * Felinia as a game of the platform (engine/core/game.ts): 2–4 merchant families
 * bid for merchandise, board boats and set up trading posts on the island
 * (the rulebook). The basic game: nothing is hidden from the rules (`deal: 'open'`);
 * every face-down pile is a public multiset drawn by `random` pendings.
 */
import { defineGame } from '../../core/game.js';
import { configObject, optionalSeat } from '../../core/config.js';
import { fail, ok, type Result } from '../../core/result.js';
import { apply } from './apply.js';
import { initialState } from './flow.js';
import { invariants } from './invariants.js';
import { legalActions } from './legal.js';
import { describe } from './notation.js';
import { parseAction } from './parse.js';
import { pending, resolve } from './rules.js';
import { outcomeOf } from './scoring.js';
import type { FeliniaAction, FeliniaConfig, FeliniaState, FeliniaView } from './types.js';
import { view } from './view.js';

export type * from './types.js';

function parseConfig(raw: unknown, seats: number): Result<FeliniaConfig> {
  const c = configObject(raw);
  if (!c.ok) return c;
  const first = optionalSeat(c.value.firstSeat, seats, 'first seat');
  if (!first.ok) return first;
  const variant = c.value.variant ?? 'basic';
  // The advanced game waits for its Mysterious Place cards (README.md): only the basic game is offered.
  if (variant !== 'basic') return fail('bad-config', 'Only the basic game can be played.');
  const seeTop = c.value.seeTop ?? false;
  if (typeof seeTop !== 'boolean') return fail('bad-config', 'seeTop is true or false.');
  return ok({ variant, seeTop, firstSeat: first.value });
}

export const felinia = defineGame<FeliniaState, FeliniaAction, FeliniaConfig, FeliniaView>({
  id: 'felinia',
  name: 'Felinia',
  minSeats: 2,
  maxSeats: 4,
  defaultConfig: () => ({ variant: 'basic', seeTop: false, firstSeat: null }),
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
