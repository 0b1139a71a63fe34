/**
 * A game with no randomness and no hidden cards, for the latency figure: the
 * seats take turns to add one to a shared count until it reaches the target.
 * Every move is then one signed entry and nothing else (no beacon round, no
 * proof), so the time from one peer signing it to the other rendering it is the
 * platform's own cost: sign, sync over WebRTC, verify, replay, render.
 */
import type { Game, Pending } from '../../../engine/core/game.js';
import { fail, ok } from '../../../engine/core/result.js';

export interface TallyState {
  readonly seats: number;
  readonly turn: number;
  readonly count: number;
  readonly target: number;
}
export type TallyAction = { readonly type: 'tick' };

export const tally: Game<TallyState, TallyAction, { target: number }> = {
  id: 'tally',
  name: 'Tally',
  minSeats: 2,
  maxSeats: 4,
  deal: 'open',
  defaultConfig: () => ({ target: 100 }),
  parseConfig: (raw) => {
    const t = (raw as { target?: unknown } | null)?.target;
    return Number.isInteger(t) && (t as number) > 0 ? ok({ target: t as number }) : fail('bad-config', 'A tally needs a positive target.');
  },
  setup: (c, seats) => ({ seats, turn: 0, count: 0, target: c.target }),
  cards: () => [],
  parseAction: (raw) => ((raw as { type?: unknown } | null)?.type === 'tick' ? ok({ type: 'tick' }) : fail('malformed', 'Not a tally action.')),
  legalActions: (s, seat) => (seat === s.turn && s.count < s.target ? [{ type: 'tick' }] : []),
  apply(s, _a, seat) {
    if (s.count >= s.target) return fail('over', 'The tally is complete.');
    if (seat !== s.turn) return fail('not-your-turn', 'It is not your turn.');
    return ok({ ...s, count: s.count + 1, turn: (s.turn + 1) % s.seats });
  },
  claims: () => [],
  resolve: () => fail('unexpected', 'A tally has nothing to resolve.'),
  pending: (s): Pending | null => (s.count >= s.target ? null : { kind: 'move', seats: [s.turn], prompt: 'tick' }),
  viewers: () => new Map(),
  view: (s) => s,
  outcome: (s) => (s.count < s.target ? null : { scores: new Array(s.seats).fill(0), winners: [], ranking: [], tiebreak: '' }),
  describe: (_s, _a, seat, names) => `${names[seat]} ticked`,
};
