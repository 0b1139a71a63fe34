/**
 * Moves made at the same moment (docs/protocol.md §3). When several seats are
 * asked at once (a trade round, a reaction window, a vote), each seals its
 * answer, then opens it once every seal is in; the opened answers apply
 * together in seat order. Nobody answers knowing another's answer, there is
 * nothing to race for, and every answer is in the history exactly once.
 */
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { playedMoves } from '../../engine/protocol/moves.js';
import { playRoom } from './rooms.js';
import { vote } from './vote-game.js';

const anyVote: Chooser = ({ legal, rng }) => legal[rng.int(legal.length)];

describe('simultaneous moves', () => {
  it('every seat seals, then opens, its vote; each vote is in the history exactly once, on every peer alike', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const seats = 2 + (seed % 3);
      const r = await playRoom({
        game: vote,
        config: { rounds: 5 },
        seats,
        seed,
        chooser: anyVote,
        net: { loss: 0.1, duplicate: 0.1, maxDelay: 6 },
        deterministic: true,
        maxSteps: 3000,
      });
      const where = `seed ${seed}, ${seats} seats`;
      expect(r.over, where).toBe(true);
      expect(new Set(r.hashes).size, where).toBe(1);
      const h = r.peers[0]!.history();
      expect(h.rejected, where).toEqual([]);
      expect(h.convictions, where).toEqual([]);
      const moves = playedMoves(h);
      expect(moves.length, where).toBe(5 * seats);
      for (let round = 0; round < 5; round++) {
        expect(
          moves.slice(round * seats, (round + 1) * seats).map((m) => m.seat),
          where,
        ).toEqual([...Array(seats).keys()]);
      }
      expect(
        h.chain.every((n) => n.entry.body.t !== 'move'),
        where,
      ).toBe(true);
    }
  }, 300_000);
});
