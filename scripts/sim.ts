/**
 * Bot-vs-bot simulation: plays many games engine-only (LocalDealer, no network)
 * and prints ONE JSON object.
 *
 *   npm run sim -- --game feebleton --players 4 --games 500 --seed 1 [--bots smart,random] [--no-check] [--config '{"variant":"advanced"}']
 *
 * --config sets options over the game's defaults, checked by the game's parseConfig.
 * --bots lists one bot per seat, repeated round the table if shorter (default: random).
 * Game g uses dealer seed (seed + g); every run with the same arguments prints the same
 * figures except the timings.
 * winsPerSeat counts shared wins fractionally (a two-way tie gives each seat 0.5);
 * outrightWinsPerSeat counts only games a seat won alone.
 * Invariants (the game's own) are checked in every state unless --no-check; gamesPerSecond
 * is engine + bots only (the time spent checking is measured and left out), over the
 * whole run including JIT warm-up; gamesPerSecondWithChecks includes the checks.
 * A game with its own tally (core/meta.ts `Tally`) adds perSeatAverages (e.g. victory points by source) and
 * winRateByOpening (how many seats opened so, and the share of them that won).
 * longestSeed is the dealer seed of the longest game (replay it with --seed S --games 1).
 * cpuSeconds counts every thread of the process (JIT and GC threads too) and the checks;
 * on a busy machine gamesPerCpuSecond is the steadier figure.
 */
import { performance } from 'node:perf_hooks';
import { cpuUsage } from 'node:process';
import type { AnyGame } from '../engine/core/game.js';
import { playout } from '../engine/core/playout.js';
import { isGameId, manifestOf, type GameId } from '../src/games.js';

interface Args {
  game: GameId;
  players: number;
  games: number;
  seed: number;
  bots: string[];
  check: boolean;
  /** Options over the game's defaults (JSON), or {}. */
  config: Record<string, unknown>;
}

function parseArgs(argv: readonly string[]): Args {
  const get = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const game = get('game') ?? 'feebleton';
  if (!isGameId(game)) throw new Error(`unknown game ${game}`);
  const int = (name: string, dflt: number): number => {
    const v = Number(get(name) ?? dflt);
    if (!Number.isInteger(v)) throw new Error(`--${name} must be an integer`);
    return v;
  };
  return {
    game,
    players: int('players', 4),
    games: int('games', 500),
    seed: int('seed', 1),
    bots: (get('bots') ?? 'random').split(','),
    check: !argv.includes('--no-check'),
    config: JSON.parse(get('config') ?? '{}') as Record<string, unknown>,
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const meta = manifestOf(args.game).meta;
  const game: AnyGame = await meta.engine();
  const bots = await meta.bots();
  const parsed = game.parseConfig({ ...(game.defaultConfig(args.players) as object), ...args.config }, args.players);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const config = parsed.value;
  const choosers = args.bots.map((b) => {
    const c = bots[b];
    if (!c) throw new Error(`unknown bot ${b}; known: ${Object.keys(bots).join(', ')}`);
    return c;
  });
  const seatBots = Array.from({ length: args.players }, (_, s) => args.bots[s % args.bots.length]!);
  const wins = new Array<number>(args.players).fill(0);
  const outright = new Array<number>(args.players).fill(0);
  const scoreSum = new Array<number>(args.players).fill(0);
  let actions = 0,
    resolutions = 0,
    turns = 0,
    longest = 0,
    longestSeed = 0,
    violations = 0,
    sharedGames = 0;
  const ends: Record<string, number> = {};
  const examples: string[] = [];
  let checkSeconds = 0;
  const onState =
    args.check && game.invariants
      ? (s: unknown): void => {
          const t = performance.now();
          const v = game.invariants!(s);
          violations += v.length;
          if (v.length && examples.length < 5) examples.push(...v);
          checkSeconds += (performance.now() - t) / 1000;
        }
      : undefined;

  const newTally = await meta.tally?.();
  const perSeat: Record<string, number>[] = Array.from({ length: args.players }, () => ({}));
  const byOpening: Record<string, { seats: number; wins: number }> = {};
  const cpu0 = cpuUsage();
  const t0 = performance.now();
  for (let g = 0; g < args.games; g++) {
    const t = newTally?.();
    const r = playout(game, {
      seats: args.players,
      seed: args.seed + g,
      choosers,
      onState: (st) => {
        onState?.(st);
        t?.step(st);
      },
      config,
    });
    ends[r.end] = (ends[r.end] ?? 0) + 1;
    actions += r.actions;
    resolutions += r.resolutions;
    const played = meta.turns(r.state);
    turns += played;
    if (played > longest) [longest, longestSeed] = [played, args.seed + g];
    const o = game.outcome(r.state);
    if (!o) continue;
    o.winners.forEach((w) => {
      wins[w]! += 1 / o.winners.length;
    });
    if (o.winners.length === 1) outright[o.winners[0]!]! += 1;
    if (t) {
      t.perSeat().forEach((figures, seat) => {
        for (const [k, x] of Object.entries(figures)) perSeat[seat]![k] = (perSeat[seat]![k] ?? 0) + x;
      });
      t.openings().forEach((opening, seat) => {
        if (opening === null) return;
        const b = (byOpening[opening] ??= { seats: 0, wins: 0 });
        b.seats++;
        if (o.winners.includes(seat)) b.wins += 1 / o.winners.length;
      });
    } else sharedGames++;
    o.scores.forEach((x, s) => {
      scoreSum[s]! += x;
    });
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const n = args.games;
  const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;
  process.stdout.write(
    `${JSON.stringify({
      game: args.game,
      config,
      games: n,
      players: args.players,
      seed: args.seed,
      bots: seatBots,
      averageLength: { actions: round(actions / n), turns: round(turns / n), resolutions: round(resolutions / n) },
      longestTurns: longest,
      longestSeed,
      winsPerSeat: wins.map((w) => round(w)),
      winsCounting: 'shared wins split fractionally (a k-way tie gives each winner 1/k)',
      outrightWinsPerSeat: outright,
      sharedWinGames: sharedGames,
      averageScorePerSeat: scoreSum.map((x) => round(x / n)),
      ends,
      ...(newTally && {
        perSeatAverages: perSeat.map((f) => Object.fromEntries(Object.entries(f).map(([k, x]) => [k, round(x / n)]))),
        winRateByOpening: Object.fromEntries(
          Object.entries(byOpening)
            .sort(([, a], [, b]) => b.seats - a.seats)
            .map(([k, b]) => [k, { seats: b.seats, winRate: round(b.wins / b.seats, 3) }]),
        ),
      }),
      invariantsChecked: args.check && game.invariants !== undefined,
      invariantViolations: violations,
      violationExamples: examples,
      seconds: round(seconds, 3),
      invariantCheckSeconds: round(checkSeconds, 3),
      gamesPerSecond: round(n / (seconds - checkSeconds), 0),
      gamesPerSecondWithChecks: round(n / seconds, 0),
      cpuSeconds: round(cpuSeconds, 3),
      gamesPerCpuSecond: round(n / cpuSeconds, 0),
    })}\n`,
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
