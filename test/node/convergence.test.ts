/**
 * Convergence: 2–4 peers, each its own Y.Doc, play a whole game over a network
 * that delays, reorders, duplicates and loses updates, with a peer going offline
 * and coming back. Every peer must end with the same canonical history and the
 * same state, the game over and its audit complete. Seeds are printed on failure
 * (and settable with CONVERGENCE_SEED); `npm run fuzz` runs more of them.
 */
import { describe, expect, it } from 'vitest';
import { toy } from './toy-game.js';
import { playRoom } from './rooms.js';
import type { Chooser } from '../../engine/core/playout.js';

const anyLegal: Chooser = ({ legal, rng }) => legal[rng.int(legal.length)];

describe('convergence over a lossy, reordering network', () => {
  const base = Number(process.env.CONVERGENCE_SEED ?? 1);
  const runs = Number(process.env.CONVERGENCE_RUNS ?? 200);
  it(`${runs} seeded games (2–4 peers) end with one history and one state on every peer`, async () => {
    for (let k = 0; k < runs; k++) {
      const seed = base + k;
      const seats = 2 + (seed % 3);
      const r = await playRoom({
        game: toy,
        config: { target: 12 },
        seats,
        seed,
        chooser: anyLegal,
        net: { loss: 0.1, duplicate: 0.1, maxDelay: 6 },
        offline: [40, 120],
        deterministic: true,
        maxSteps: 4000,
      });
      const where = `seed ${seed} (${seats} peers; rerun with CONVERGENCE_SEED=${seed} CONVERGENCE_RUNS=1)`;
      expect(new Set(r.heads).size, where).toBe(1);
      expect(new Set(r.hashes).size, where).toBe(1);
      expect(r.over, where).toBe(true);
      expect(r.audited, where).toBe(true);
      expect(r.peers[0]!.history().rejected, where).toEqual([]);
    }
  }, 600_000);
});
