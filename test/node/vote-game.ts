/**
 * A game where every seat is asked at once: each round every seat votes 0, 1 or
 * 2, in any order, and the votes count when all are in. Nothing is hidden. Used
 * by the simultaneous-move tests of the network and of hot-seat play.
 */
import type { Game } from '../../engine/core/game.js';
import { fail, ok } from '../../engine/core/result.js';

export interface VoteState {
  readonly round: number;
  readonly rounds: number;
  readonly votes: readonly (number | null)[];
  readonly totals: readonly number[];
}
export type Vote = { readonly type: 'vote'; readonly n: number };

/** Every round, every seat votes 0, 1 or 2 in any order; the votes are added when all are in. */
export const vote: Game<VoteState, Vote, { rounds: number }> = {
  id: 'vote',
  name: 'Vote',
  minSeats: 2,
  maxSeats: 4,
  deal: 'open',
  defaultConfig: () => ({ rounds: 5 }),
  parseConfig: (raw) => ok({ rounds: Number((raw as { rounds?: unknown })?.rounds) || 5 }),
  setup: (c, seats) => ({ round: 0, rounds: c.rounds, votes: new Array(seats).fill(null), totals: new Array(seats).fill(0) }),
  cards: () => [],
  parseAction: (raw) => {
    const r = raw as { type?: unknown; n?: unknown } | null;
    return r?.type === 'vote' && (r.n === 0 || r.n === 1 || r.n === 2) ? ok({ type: 'vote', n: r.n }) : fail('malformed', 'not a vote');
  },
  legalActions: (s, seat) => (s.round < s.rounds && s.votes[seat] === null ? [0, 1, 2].map((n) => ({ type: 'vote' as const, n })) : []),
  apply(s, a, seat) {
    if (s.round >= s.rounds || s.votes[seat] !== null) return fail('not-asked', 'You have voted this round.');
    const votes = s.votes.map((v, i) => (i === seat ? a.n : v));
    if (votes.some((v) => v === null)) return ok({ ...s, votes });
    return ok({ ...s, round: s.round + 1, votes: votes.map(() => null), totals: s.totals.map((t, i) => t + votes[i]! * 10 ** s.round) });
  },
  claims: () => [],
  resolve: () => fail('no-random', 'nothing to resolve'),
  pending: (s) => {
    if (s.round >= s.rounds) return null;
    return { kind: 'move', seats: s.votes.flatMap((v, i) => (v === null ? [i] : [])), prompt: 'vote' };
  },
  viewers: () => new Map(),
  view: (s) => s,
  outcome: (s) => (s.round < s.rounds ? null : { scores: s.totals, winners: [0], ranking: s.totals.map((_, i) => i), tiebreak: '' }),
  describe: (_s, a, seat) => `seat ${seat} votes ${a.n}`,
};
