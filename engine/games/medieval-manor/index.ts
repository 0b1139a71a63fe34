/**
 * Medieval Manor as a game of the platform (engine/core/game.ts): 2–4+ players
 * (we seat up to 6), one common Play Deck of 101 cards and a map of 12 or 16 lands
 * (medieval-manor.txt). Nothing is hidden: `deal: 'open'`, every draw is a public
 * `random` pending over the deck multiset.
 */
import type { Game } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { legalActions, parseAction } from './actions.js';
import { invariants } from './invariants.js';
import { parseLayout } from './lands.js';
import { describe } from './notation.js';
import { apply, initialState, pending, resolve } from './rules.js';
import { outcomeOf } from './scoring.js';
import type { MedievalManorAction, MedievalManorConfig, MedievalManorState, MedievalManorView } from './types.js';
import { view, viewers, visible } from './view.js';

export { RULES_NOTES } from './notes.js';
export type * from './types.js';

function parseConfig(raw: unknown, seats: number): Result<MedievalManorConfig> {
  if (typeof raw !== 'object' || raw === null) return fail('bad-config', 'Not a configuration.');
  const r = raw as { layout?: unknown; firstLord?: unknown };
  let layout: MedievalManorConfig['layout'] = 'random';
  if (r.layout !== undefined && r.layout !== 'random') {
    const l = parseLayout(r.layout, seats);
    if (!l.ok) return l;
    layout = l.value;
  }
  const first = r.firstLord;
  if (first === null || first === undefined) return ok({ layout, firstLord: null });
  if (!Number.isInteger(first) || (first as number) < 0 || (first as number) >= seats) return fail('bad-config', 'No such first Lord.');
  return ok({ layout, firstLord: first as number });
}

export const medievalManor: Game<MedievalManorState, MedievalManorAction, MedievalManorConfig, MedievalManorView> = {
  id: 'medieval-manor',
  name: 'Medieval Manor',
  minSeats: 2,
  maxSeats: 6,
  deal: 'open',
  defaultConfig: () => ({ layout: 'random', firstLord: null }),
  parseConfig,
  setup: initialState,
  cards: () => [],
  parseAction,
  legalActions: (s, seat) => legalActions(s, seat),
  apply,
  claims: () => [],
  resolve,
  pending,
  viewers,
  visible,
  view,
  invariants,
  outcome: outcomeOf,
  describe,
};
