/**
 * Medieval Manor as a game of the platform (engine/core/game.ts): 2–4+ players
 * (we seat up to 6), one common Play Deck of 101 cards and a map of 12 or 16 lands
 * (the rulebook). Nothing is hidden (defineGame gives it the open deal), every draw is a public
 * `random` pending over the deck multiset.
 */
import { defineGame } from '../../core/game.js';
import { configObject, optionalSeat } from '../../core/config.js';
import { ok, type Result } from '../../core/result.js';
import { legalActions, parseAction } from './actions.js';
import { invariants } from './invariants.js';
import { parseLayout } from './lands.js';
import { describe } from './notation.js';
import { apply, initialState, pending, resolve } from './rules.js';
import { outcomeOf } from './scoring.js';
import type { MedievalManorAction, MedievalManorConfig, MedievalManorState, MedievalManorView } from './types.js';
import { view } from './view.js';

export type * from './types.js';

function parseConfig(raw: unknown, seats: number): Result<MedievalManorConfig> {
  const c = configObject(raw);
  if (!c.ok) return c;
  const r = c.value;
  let layout: MedievalManorConfig['layout'] = 'random';
  if (r.layout !== undefined && r.layout !== 'random') {
    const l = parseLayout(r.layout, seats);
    if (!l.ok) return l;
    layout = l.value;
  }
  const first = optionalSeat(r.firstLord, seats, 'first Lord');
  return first.ok ? ok({ layout, firstLord: first.value }) : first;
}

export const medievalManor = defineGame<MedievalManorState, MedievalManorAction, MedievalManorConfig, MedievalManorView>({
  id: 'medieval-manor',
  name: 'Medieval Manor',
  minSeats: 2,
  maxSeats: 6,
  defaultConfig: () => ({ layout: 'random', firstLord: null }),
  parseConfig,
  setup: initialState,
  parseAction,
  legalActions: (s, seat) => legalActions(s, seat),
  apply,
  resolve,
  pending,
  view,
  invariants,
  outcome: outcomeOf,
  describe,
});
