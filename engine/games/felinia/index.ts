/**
 * Felinia as a game of the platform (engine/core/game.ts): 2–4 merchant families
 * bid for merchandise, board boats and set up trading posts on the island
 * (the rulebook). Every face-down pile but one is a public multiset drawn by
 * `random` pendings. The one secret is the advanced game's Mysterious Place
 * cards: hidden-card handles dealt by mental poker in a networked room
 * (`deal: 'poker'`), shuffled once, drawn and kept privately (mysteries.ts).
 * The basic game has none.
 */
import { defineGame } from '../../core/game.js';
import { configObject, optionalSeat } from '../../core/config.js';
import { fail, ok, type Result } from '../../core/result.js';
import { apply } from './apply.js';
import { initialState } from './flow.js';
import { invariants } from './invariants.js';
import { legalActions } from './legal.js';
import { claims, mysteryNames, viewers, visible } from './mysteries.js';
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
  if (variant !== 'basic' && variant !== 'advanced') return fail('bad-config', 'The game is basic or advanced.');
  const seeTop = c.value.seeTop ?? false;
  if (typeof seeTop !== 'boolean') return fail('bad-config', 'seeTop is true or false.');
  return ok({ variant, seeTop, firstSeat: first.value });
}

export const felinia = defineGame<FeliniaState, FeliniaAction, FeliniaConfig, FeliniaView>({
  id: 'felinia',
  name: 'Felinia',
  minSeats: 2,
  maxSeats: 4,
  deal: 'poker',
  // The basic game has no hidden card: a hot-seat game needs no hand-over screen, a room deals nothing.
  cards: (config) => (config.variant === 'advanced' ? mysteryNames() : []),
  claims,
  viewers,
  visible,
  defaultConfig: () => ({ variant: 'basic', seeTop: false, firstSeat: null }),
  parseConfig,
  setup: initialState,
  parseAction,
  legalActions,
  apply,
  resolve,
  pending,
  view,
  invariants,
  outcome: outcomeOf,
  // Showing the secret Mysterious Place cards changes no score: a room stopped then keeps this order.
  settled: (s) => (s.phase === 'reveal' ? outcomeOf({ ...s, phase: 'over' }) : null),
  describe,
});
