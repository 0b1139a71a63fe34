/**
 * Figure 1: whole 4-player Feebleton games per second, engine only (LocalDealer,
 * bots choosing every move, no network, no proofs), with the random bot and the
 * smart one.
 *
 * Cold is a fresh process's first games, JIT warm-up included: what a
 * simulation run or a solo game pays at start. Warm is after a warm-up, in
 * fixed time slices that alternate between the two bots, so both figures come
 * from the same stretch of a noisy machine.
 */
import { cpuUsage } from 'node:process';
import { playout, type AnyChooser } from '../../engine/core/playout.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { randomBot, smartBot } from '../../engine/games/feebleton/bots.js';
import { median, round } from './stats.js';

export const BOTS = { random: randomBot as AnyChooser, smart: smartBot as AnyChooser } as const;
export type BotName = keyof typeof BOTS;

const SEATS = 4;

/** Plays games with seeds from `seed` on until `until` says stop; returns games, wall and CPU milliseconds. */
function playWhile(bot: BotName, seed: number, until: (games: number, ms: number) => boolean): { games: number; ms: number; cpuMs: number; nextSeed: number } {
  const cpu0 = cpuUsage();
  const t0 = performance.now();
  let games = 0;
  for (;;) {
    const r = playout(feebleton, { seats: SEATS, seed: seed + games, choosers: BOTS[bot] });
    if (r.end !== 'over') throw new Error(`bench: a ${bot}-bot game (seed ${seed + games}) ended ${r.end}`);
    games++;
    const ms = performance.now() - t0;
    if (!until(games, ms)) {
      const c = cpuUsage(cpu0);
      return { games, ms, cpuMs: (c.user + c.system) / 1000, nextSeed: seed + games };
    }
  }
}

export interface ColdPlayouts {
  readonly firstGameMs: number;
  readonly games: number;
  readonly gamesPerSecond: number;
}

/** The first games of a fresh process (run it in a child: bench child.ts). */
export function coldPlayouts(bot: BotName, games: number): ColdPlayouts {
  const first = playWhile(bot, 1, () => false);
  const rest = playWhile(bot, 2, (n) => n < games - 1);
  return { firstGameMs: first.ms, games, gamesPerSecond: games / ((first.ms + rest.ms) / 1000) };
}

export interface WarmPlayouts {
  readonly runs: number;
  readonly sliceMs: number;
  readonly gamesPerSecond: Record<BotName, number[]>;
  readonly gamesPerCpuSecond: Record<BotName, number[]>;
}

/** Warm-up, then `runs` rounds of one time slice per bot. */
export function warmPlayouts(runs: number, sliceMs: number, warmupMs: number): WarmPlayouts {
  const out: WarmPlayouts = { runs, sliceMs, gamesPerSecond: { random: [], smart: [] }, gamesPerCpuSecond: { random: [], smart: [] } };
  let seed = 1000;
  for (const bot of Object.keys(BOTS) as BotName[]) seed = playWhile(bot, seed, (_, ms) => ms < warmupMs / 2).nextSeed;
  for (let r = 0; r < runs; r++) {
    for (const bot of Object.keys(BOTS) as BotName[]) {
      const s = playWhile(bot, seed, (_, ms) => ms < sliceMs);
      seed = s.nextSeed;
      out.gamesPerSecond[bot].push(round(s.games / (s.ms / 1000)));
      out.gamesPerCpuSecond[bot].push(round(s.games / (s.cpuMs / 1000)));
    }
  }
  return out;
}

export const summary = (xs: readonly number[]) => ({ median: round(median(xs)), min: round(Math.min(...xs)), max: round(Math.max(...xs)), samples: xs });
