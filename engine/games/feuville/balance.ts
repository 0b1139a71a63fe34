/**
 * Balance figures for the README: `npx tsx engine/games/feuville/balance.ts 4 1000 1 smart`
 * (players, games, seed, bots comma-separated by seat). Prints average length, mean
 * points per player by source, wins by seat and by place in turn order (from the start player).
 */
import { playout } from '../../core/playout.js';
import { bots } from './bots.js';
import { feuville } from './index.js';
import type { FeuvilleState } from './types.js';
import { POINT_SOURCES } from './types.js';

// The engine has no Node types (it must run in the browser too); this script runs under Node.
const host = globalThis as unknown as { process: { argv: string[] }; console: { log(x: string): void } };
const argv = host.process.argv;
const [players = 4, games = 1000, seed = 1] = argv.slice(2, 5).map(Number);
const names = (argv[5] ?? 'smart').split(',');
const choosers = names.map((n) => bots[n]!);
const bySource = Object.fromEntries(POINT_SOURCES.map((k) => [k, 0])) as Record<string, number>;
const wins = new Array<number>(players).fill(0);
const winsByOrder = new Array<number>(players).fill(0);
const scoreByBot: Record<string, number[]> = {};
let turns = 0,
  actions = 0,
  scored = 0,
  burnt = 0,
  towns = 0;
for (let g = 0; g < games; g++) {
  const r = playout<FeuvilleState>(feuville, {
    seats: players,
    seed: seed + g,
    choosers,
  });
  const s = r.state;
  turns += s.turn / players;
  actions += r.actions;
  const o = feuville.outcome(s)!;
  for (const w of o.winners) {
    wins[w]! += 1 / o.winners.length;
    winsByOrder[(w - s.startSeat + players) % players]! += 1 / o.winners.length;
  }
  s.players.forEach((p, seat) => {
    for (const k of POINT_SOURCES) bySource[k]! += p.points[k];
    scored += p.scored.length;
    burnt += p.columns.filter((c) => c.burnt).length;
    towns += p.townDone ? 1 : 0;
    (scoreByBot[names[seat % names.length]!] ??= []).push(p.score);
  });
}
const per = (x: number): number => Math.round((x / (games * players)) * 10) / 10;
host.console.log(
  JSON.stringify({
    players,
    games,
    seed,
    bots: names,
    roundsPerGame: Math.round((turns / games) * 10) / 10,
    actionsPerGame: Math.round(actions / games),
    pointsPerPlayerBySource: Object.fromEntries(POINT_SOURCES.map((k) => [k, per(bySource[k]!)])),
    meanScore: per(POINT_SOURCES.reduce((n, k) => n + bySource[k]!, 0)),
    meanScoreByBot: Object.fromEntries(Object.entries(scoreByBot).map(([b, xs]) => [b, Math.round((xs.reduce((a, c) => a + c, 0) / xs.length) * 10) / 10])),
    decreesScoredPerPlayer: per(scored),
    burntColumnsAtEnd: per(burnt),
    townEvaluationsPercent: Math.round((towns / (games * players)) * 1000) / 10,
    winsBySeat: wins.map((w) => Math.round(w)),
    winsByTurnOrder: winsByOrder.map((w) => Math.round(w)),
  }),
);
