/**
 * Feudalia as a game of the platform (engine/core/game.ts): 2–4 feudal lords
 * build decks of vassals, hire masters, upgrade their fiefs and build the
 * cathedral (the rulebook and its scenario book). Every vassal card is a
 * hidden-card handle: each player's deck is shuffled by the dealer (mental
 * poker in a networked room, `deal: 'poker'`), its hand seen by its owner alone,
 * and every card it plays shown as a claim the dealer checks.
 */
import { configObject, optionalSeat } from '../../core/config.js';
import { defineGame, type Claim, type Handle, type Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { apply } from './apply.js';
import { SCENARIOS, TARGET_VP } from './cards.js';
import { invariants } from './invariants.js';
import { legalActions } from './legal.js';
import { describe } from './notation.js';
import { parseAction } from './parse.js';
import { pending, resolve } from './rules.js';
import { outcomeOf } from './scoring.js';
import { cardList, initialState } from './setup.js';
import type { FeudaliaAction, FeudaliaConfig, FeudaliaState, FeudaliaView } from './types.js';
import { view } from './view.js';

export type * from './types.js';

function parseConfig(raw: unknown, seats: number): Result<FeudaliaConfig> {
  const c = configObject(raw);
  if (!c.ok) return c;
  const first = optionalSeat(c.value.firstSeat, seats, 'first seat');
  if (!first.ok) return first;
  const scenario = c.value.scenario ?? 'learning';
  if (!SCENARIOS.some((x) => x.id === scenario)) return fail('bad-config', 'No such scenario.');
  const target = c.value.target ?? TARGET_VP;
  if (!Number.isInteger(target) || (target as number) < 1 || (target as number) > 30) return fail('bad-config', 'The target is 1 to 30 victory points.');
  return ok({ scenario: scenario as FeudaliaConfig['scenario'], firstSeat: first.value, target: target as number });
}

/** The cards an action shows: each is checked by the dealer against what the seat drew. */
function claims(a: FeudaliaAction): readonly Claim[] {
  switch (a.type) {
    case 'tax':
      return [a.card, ...a.gave];
    case 'income':
    case 'field':
    case 'influence':
      return [a.card];
    case 'hire':
      return a.trash ? [a.trash] : [];
    case 'end':
      return [...a.shown, ...a.kept];
    default:
      return [];
  }
}

/** A hand's cards are seen by its owner alone; decks by nobody; the rest lie face up in the state. */
function viewers(s: FeudaliaState): ReadonlyMap<Handle, readonly Seat[]> {
  const out = new Map<Handle, readonly Seat[]>();
  s.players.forEach((p, seat) => {
    for (const h of p.hand) out.set(h, [seat]);
  });
  return out;
}

export const feudalia = defineGame<FeudaliaState, FeudaliaAction, FeudaliaConfig, FeudaliaView>({
  id: 'feudalia',
  name: 'Feudalia',
  minSeats: 2,
  maxSeats: 4,
  deal: 'poker',
  cards: cardList,
  claims,
  viewers,
  visible: (s, seat) => s.players[seat]?.hand ?? [],
  defaultConfig: () => ({ scenario: 'learning', firstSeat: null, target: TARGET_VP }),
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
  describe,
});
