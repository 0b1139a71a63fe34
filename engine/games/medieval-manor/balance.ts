/**
 * Balance study of the reconstructed data (README.md, "Balance"): plays bot games
 * and prints, as JSON, the game length, win rate by strategy, and for each Upgrade
 * and Bounty card the win rate of the players who owned (played) it against the
 * base rate 1/players, so no single card or strategy dominates unseen; and how
 * the Draw Phase's unlimited buys and swaps and the Feeding Phase's one new
 * Peasant a turn are used (notes.ts gives those readings).
 *
 *   npx tsx engine/games/medieval-manor/balance.ts --players 4 --games 400 --seed 1 --bots smart,farmer,builder,trader
 *
 * Seats rotate the bot list by game so no strategy keeps one seat.
 */
import { playout, type AnyChooser } from '../../core/playout.js';
import { bots } from './bots.js';
import { medievalManor } from './index.js';
import type { MedievalManorAction, MedievalManorState } from './types.js';
import { food } from './zones.js';

// The engine is compiled without Node or DOM types; this script runs under Node (tsx).
const host = globalThis as unknown as { process: { argv: string[] }; console: { log(s: string): void } };

function arg(name: string, dflt: string): string {
  const argv = host.process.argv;
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1]! : dflt;
}

interface Tally {
  owners: number;
  wins: number;
}

const players = Number(arg('players', '4'));
const games = Number(arg('games', '200'));
const seed = Number(arg('seed', '1'));
const names = arg('bots', 'smart').split(',');

const byBot: Record<string, Tally> = {};
const upgrades: Record<string, Tally> = {};
const bounties: Record<string, Tally> = {};
let turns = 0,
  actions = 0,
  victory = 0;
/** Draw Phases by how many buys (pay 3 goods, draw 3) and swaps (discard 2, draw 1) a player made in them. */
const buysPerDraw: Record<number, number> = {};
const swapsPerDraw: Record<number, number> = {};
/** New Peasants, and how many of them were bought with 10 Food or more at hand (a second would have been affordable). */
let grows = 0;
let couldGrowTwice = 0;
const drawing = new Map<number, { buys: number; swaps: number }>();
/** Wraps a bot to tally its Draw and Feeding Phase choices. */
const tallied =
  (bot: AnyChooser): AnyChooser =>
  (ctx) => {
    const a = bot(ctx) as MedievalManorAction;
    const s = ctx.state as MedievalManorState;
    if (s.step.phase === 'draw') {
      const d = drawing.get(ctx.seat) ?? { buys: 0, swaps: 0 };
      if (a.type === 'buy') d.buys++;
      if (a.type === 'swap') d.swaps++;
      drawing.set(ctx.seat, d);
      if (a.type === 'finish') {
        buysPerDraw[d.buys] = (buysPerDraw[d.buys] ?? 0) + 1;
        swapsPerDraw[d.swaps] = (swapsPerDraw[d.swaps] ?? 0) + 1;
        drawing.delete(ctx.seat);
      }
    }
    if (a.type === 'grow') {
      grows++;
      if (food(s.players[ctx.seat]!.counters) >= 10) couldGrowTwice++;
    }
    return a;
  };
const add = (t: Record<string, Tally>, k: string, win: number): void => {
  const x = (t[k] ??= { owners: 0, wins: 0 });
  x.owners++;
  x.wins += win;
};

for (let g = 0; g < games; g++) {
  const seatBots = Array.from({ length: players }, (_, s) => names[(s + g) % names.length]!);
  const choosers: AnyChooser[] = seatBots.map((b) => tallied(bots[b]!));
  const r = playout<MedievalManorState>(medievalManor, { seats: players, seed: seed + g, choosers, record: true });
  const out = medievalManor.outcome(r.state)!;
  const winShare = (s: number): number => (out.winners.includes(s) ? 1 / out.winners.length : 0);
  turns += r.state.turn;
  actions += r.actions;
  r.state.players.forEach((p, s) => {
    victory += p.counters.victory;
    add(byBot, seatBots[s]!, winShare(s));
    for (const u of new Set(p.upgrades)) add(upgrades, u, winShare(s));
  });
  const played = new Map<number, Set<string>>();
  for (const e of r.record) {
    if (e.kind !== 'action') continue;
    const a = e.action as MedievalManorAction;
    if (a.type === 'place') (played.get(e.seat) ?? played.set(e.seat, new Set()).get(e.seat)!).add(a.card);
  }
  for (const [s, cards] of played) for (const c of cards) if (!r.state.players[s]!.upgrades.includes(c)) add(bounties, c, winShare(s));
}

const rate = (t: Record<string, Tally>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(t)
      .sort((a, b) => b[1].wins / b[1].owners - a[1].wins / a[1].owners)
      .map(([k, v]) => [k, `${((v.wins / v.owners) * 100).toFixed(1)}% of ${v.owners}`]),
  );

host.console.log(
  JSON.stringify(
    {
      players,
      games,
      seed,
      bots: names,
      baseRate: `${(100 / players).toFixed(1)}%`,
      turnsPerGame: turns / games,
      actionsPerGame: actions / games,
      meanFinalVictory: victory / games / players,
      winRateByBot: rate(byBot),
      winRateOfUpgradeOwners: rate(upgrades),
      winRateOfBountyPlayers: rate(bounties),
      drawPhasesByBuys: buysPerDraw,
      drawPhasesBySwaps: swapsPerDraw,
      newPeasants: grows,
      newPeasantsWith10FoodAtHand: couldGrowTwice,
    },
    null,
    1,
  ),
);
