/**
 * The seeded fuzz of a malicious seat (cheater.ts), a slice of what
 * `npm run fuzz -- --only cheat` runs for longer: honest devices must end with
 * one history and one state, nothing may be blamed on an honest device, every
 * conviction names the cheat, and in a Feebleton game nothing hidden is ever
 * readable from the log. Replay a failure with CHEAT_SEED=<seed> CHEAT_RUNS=1.
 */
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { randomBot } from '../../engine/games/feebleton/bots.js';
import { close } from './attack-kit.js';
import { problems, runCheat } from './cheater.js';
import { toy } from './toy-game.js';
import { vote } from './vote-game.js';

const anyLegal: Chooser = ({ legal, rng }) => legal[rng.int(legal.length)];

describe('a malicious seat among honest devices (seeded fuzz)', () => {
  const base = Number(process.env.CHEAT_SEED ?? 1);
  const runs = Number(process.env.CHEAT_RUNS ?? 10);

  it(`${runs} toy and vote games: the honest devices agree, nothing is blamed on them, every conviction names the cheat`, async () => {
    for (let k = 0; k < runs; k++) {
      const seed = base + k;
      const [game, config] = seed % 2 ? [toy, { target: 12 }] : [vote, { rounds: 4 }];
      const run = await runCheat(game, config, 2 + (seed % 3), seed, anyLegal);
      expect(problems(run, false), `seed ${seed} (${game.id}; misdeeds ${run.cheater.done.join(', ')}; CHEAT_SEED=${seed} CHEAT_RUNS=1)`).toEqual([]);
      close(run.room);
    }
  }, 300_000);

  it('a Feebleton game over mental poker: also, no card is ever named where no move claims it, and no secret is published early', async () => {
    const run = await runCheat(feebleton, { firstSeat: null }, 3, base + 100, randomBot as Chooser, 0.15, 300);
    expect(problems(run, true), `Feebleton seed ${base + 100}; misdeeds ${run.cheater.done.join(', ')}`).toEqual([]);
    close(run.room);
  }, 300_000);
});
