/**
 * Moves made at the same moment. When several seats are asked at once (a trade
 * phase, a reaction window, a vote), their devices answer on the same head and
 * the canonical history keeps one answer per fork; the others are orphaned. The
 * RoomPeer plays each orphan again on the new head, so no answer is lost even
 * though nobody chooses twice (playRoom's `patient` agents never re-choose).
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../engine/core/game.js';
import { fail, ok } from '../../engine/core/result.js';
import type { Chooser } from '../../engine/core/playout.js';
import { playRoom } from './rooms.js';

interface VoteState {
  readonly round: number;
  readonly rounds: number;
  readonly votes: readonly (number | null)[];
  readonly totals: readonly number[];
}
type Vote = { readonly type: 'vote'; readonly n: number };

/** Every round, every seat votes 0, 1 or 2 in any order; the votes are added when all are in. */
const vote: Game<VoteState, Vote, { rounds: number }> = {
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

const anyVote: Chooser = ({ legal, rng }) => legal[rng.int(legal.length)];

describe('simultaneous moves', () => {
  it('every seat answers on the same head; orphaned answers are played again, none is lost', async () => {
    let orphans = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const seats = 2 + (seed % 3);
      const r = await playRoom({
        game: vote, config: { rounds: 5 }, seats, seed, chooser: anyVote, patient: true,
        net: { loss: 0.1, duplicate: 0.1, maxDelay: 6 }, deterministic: true, maxSteps: 3000,
      });
      const where = `seed ${seed}, ${seats} seats`;
      expect(r.over, where).toBe(true);
      expect(new Set(r.hashes).size, where).toBe(1);
      const h = r.peers[0]!.history();
      expect(h.rejected, where).toEqual([]);
      // 5 rounds, one vote per seat each: every vote chosen is in the history exactly once.
      expect(h.chain.filter((n) => n.entry.body.t === 'move').length, where).toBe(5 * seats);
      expect(r.peers.every((p) => p.lost.length === 0), where).toBe(true);
      orphans += h.orphaned.length;
    }
    // The races happened: without re-issuing, these runs would stall.
    expect(orphans).toBeGreaterThan(10);
  }, 300_000);
});
