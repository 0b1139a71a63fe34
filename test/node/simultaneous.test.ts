/**
 * Moves made at the same moment. When several seats are asked at once (a trade
 * phase, a reaction window, a vote), their devices answer on the same head and
 * the canonical history keeps one answer per fork; the others are orphaned. The
 * RoomPeer plays each orphan again on the new head, so no answer is lost even
 * though nobody chooses twice (playRoom's `patient` agents never re-choose).
 */
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { playRoom } from './rooms.js';
import { vote } from './vote-game.js';

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
