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
import { runCheat, type CheatRun } from './cheater.js';
import { cardsNamed } from './privacy.js';
import { toy } from './toy-game.js';
import { vote } from './vote-game.js';

const anyLegal: Chooser = ({ legal, rng }) => legal[rng.int(legal.length)];

/** What every run must show, whatever the cheat did. */
export function judge(run: CheatRun, where: string): void {
  const cheat = run.cheater.author.key;
  for (const p of run.honest) {
    const h = p.history();
    expect(h.rejected.filter((x) => x.entry.author !== cheat).map((x) => x.error.code), where).toEqual([]);
    expect(h.convictions.every((c) => c.author === cheat), where).toBe(true);
    expect(p.log.refusals().filter((x) => x.author !== null && x.author !== cheat && x.error.code !== 'not-this-room'), where).toEqual([]);
  }
}

describe('a malicious seat among honest devices (seeded fuzz)', () => {
  const base = Number(process.env.CHEAT_SEED ?? 1);
  const runs = Number(process.env.CHEAT_RUNS ?? 10);

  it(`${runs} toy and vote games: the honest devices agree, nothing is blamed on them, every conviction names the cheat`, async () => {
    for (let k = 0; k < runs; k++) {
      const seed = base + k;
      const [game, config] = seed % 2 ? [toy, { target: 12 }] : [vote, { rounds: 4 }];
      const run = await runCheat(game, config, 2 + (seed % 3), seed, anyLegal);
      judge(run, `seed ${seed} (${game.id}; misdeeds ${run.cheater.done.join(', ')}; CHEAT_SEED=${seed} CHEAT_RUNS=1)`);
      close(run.room);
    }
  }, 300_000);

  it('a Feebleton game over mental poker: also, no card is ever named where no move claims it, and no secret is published early', async () => {
    const run = await runCheat(feebleton, { firstSeat: null }, 3, base + 100, randomBot as Chooser, 0.15, 300);
    const where = `Feebleton seed ${base + 100}; misdeeds ${run.cheater.done.join(', ')}`;
    judge(run, where);
    const entries = [...run.honest[0]!.log.all().values()];
    expect(cardsNamed(entries), where).toEqual([]);
    const s = run.honest[0]!.head()!.state;
    if (s.end) expect(entries.filter((e) => e.body.t === 'audit'), where).toEqual([]);
    close(run.room);
  }, 300_000);
});
