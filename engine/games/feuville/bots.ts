/**
 * Bots: `random` (uniform over the legal moves) and `smart`, which rates every legal
 * move with rules of thumb (what a move scores now, what a tile is worth to this
 * townscape, keeping the clouds ahead of the columns) and plays the best one. A tile's
 * worth includes what it adds to the expected points of the town evaluation, looking
 * ahead to the parts the best open plan still lacks (town-plan.ts).
 */
import type { Seat } from '../../core/game.js';
import type { Chooser } from '../../core/playout.js';
import { randomChooser } from '../../core/playout.js';
import { scoring } from './decrees.js';
import { top } from './state.js';
import { decree, fairy, tile } from './tiles.js';
import { build, buildSpots, clouds, dragonNeed, exposed, townTiles } from './town.js';
import { PLAN_WEIGHTS, type PlanWeights, townValue, turnsLeft } from './town-plan.js';
import type { At, Column, FeuvilleAction, FeuvilleState, From, PlayerState } from './types.js';

type S = FeuvilleState;
type A = FeuvilleAction;

const symbolsOf = (id: string): number => {
  const s = tile(id).symbols;
  return s.guard + s.star + s.flag + s.griffin;
};

/** What the bot knows besides the townscape: the turns left, and what its town plan is worth now. */
interface Ctx {
  readonly turns: number;
  /** Expected points of the town plan now (null: the evaluation is done or gone). */
  readonly town: number | null;
  readonly o: SmartOptions;
  readonly w: PlanWeights;
}

interface SmartOptions {
  /** Weight of the town plan's expected points against a tile's other worth (0: ignore the evaluation). */
  readonly plan: number;
  /** Rate the Publican and the Architect by the best tile in the display. */
  readonly look: boolean;
}

/** Tuned in head-to-head games against the previous bot (see README.md, "Simulation"). */
const SMART: SmartOptions = { plan: 4, look: true };

function ctxOf(s: S, p: PlayerState, o: SmartOptions): Ctx {
  // Fewer players race for the corner parts: plans survive more often.
  const w = { ...PLAN_WEIGHTS, keepRate: PLAN_WEIGHTS.keepRate + 0.03 * (4 - s.seats) };
  const turns = turnsLeft(s);
  const town = !p.townDone && s.townTiles.length > 0 && o.plan > 0 ? townValue(p.columns, turns, w) : null;
  return { turns, town, o, w };
}

/** How good it is to put tile `id` at `at` (higher is better). */
function placeValue(x: Ctx, cols: readonly Column[], id: string, at: At): number {
  const t = tile(id);
  let v = 4 + symbolsOf(id);
  // The town evaluation: what this tile adds to the chance of a complete townscape, in points.
  if (x.town !== null) v += x.o.plan * (townValue(build(cols, id, at), x.turns, x.w) - x.town);
  if (t.row === 'wall') {
    // A new column needs clouds later: walls are worth less when the town is already exposed.
    v -= Math.max(0, exposed(cols) + 1 - clouds(cols)) * 0.8;
    return v;
  }
  if (t.row === 'sky') v += 2 + t.clouds * (exposed(cols) > clouds(cols) ? 3 : 1);
  return v;
}

/** The best the tile could do in this townscape (0: nowhere to build it). */
function tileWorth(x: Ctx, p: PlayerState, id: string): number {
  const spots = buildSpots(p.columns, tile(id).row);
  return spots.length ? Math.max(...spots.map((at) => placeValue(x, p.columns, id, at))) : 0.5;
}

function decreeWorth(s: S, p: PlayerState, id: string): number {
  const d = decree(id);
  const now = bestScore(s, p, id);
  if (now > 0) return now;
  return d.kind === 'little' || d.kind === 'large' ? 3 : d.factor * 0.8;
}

function bestScore(s: S, p: PlayerState, id: string): number {
  const d = decree(id);
  const opts: { columns?: number[]; grid?: { column: number; level: 0 | 1 }; symbol?: 'guard' | 'star' | 'flag' }[] = [];
  if (d.kind === 'little' || d.kind === 'large') {
    const need = d.kind === 'little' ? 1 : 2;
    if (s.grass < need) return 0;
    p.columns.forEach((_, i) => opts.push({ columns: need === 1 ? [i] : [i, i + 1] }));
  } else if (d.kind === 'view') {
    p.columns.forEach((_, column) => {
      opts.push({ grid: { column, level: 0 } }, { grid: { column, level: 1 } });
    });
  } else if (d.kind === 'discretion') opts.push({ symbol: 'guard' }, { symbol: 'star' }, { symbol: 'flag' });
  else opts.push({});
  let best = 0;
  for (const o of opts) {
    if (
      o.columns &&
      !o.columns.every((c) => {
        const col = p.columns[c];
        return col && !col.burnt && col.tiles.length === 3 && col.grass === 'none';
      })
    )
      continue;
    if (o.grid) {
      const ok = [o.grid.column, o.grid.column + 1].every((c) => {
        const col = p.columns[c];
        return col && !col.burnt && col.tiles.length >= o.grid!.level + 2;
      });
      if (!ok) continue;
    }
    best = Math.max(best, scoring(id, p.columns, o).points);
  }
  return best;
}

function fromItem(p: PlayerState, from: From): { kind: string; id: string } | null {
  return from === 'hand' ? p.hand : (p.board[from]?.item ?? null);
}

function fairyWorth(p: PlayerState, id: string): number {
  const f = fairy(id);
  if (f.kind === 'prestige') return f.points * 1.3;
  if (f.kind === 'fire') return dragonNeed(p.columns) > 0 ? 4 : 1.5;
  return f.kind === 'selection' ? 2.5 : 1;
}

function displayBest(x: Ctx, s: S, p: PlayerState): number {
  let best = 0;
  for (const row of ['wall', 'tower', 'sky'] as const) for (const id of s.rows[row]) if (id) best = Math.max(best, tileWorth(x, p, id));
  return best;
}

function skillWorth(x: Ctx, s: S, seat: Seat, a: Extract<A, { type: 'skill' }>): number {
  const p = s.players[seat]!;
  switch (a.person) {
    case 1:
      return 4.5;
    case 2: {
      if (!a.target) return 0;
      const it = s.players[a.target.seat]!.board[a.target.slot]!.item;
      return 1 + (it.kind === 'tile' ? tileWorth(x, p, it.id) : decreeWorth(s, p, it.id));
    }
    case 3:
      return x.o.look ? Math.max(5, displayBest(x, s, p) + 1) : 5;
    case 4:
      return x.o.look ? Math.max(4, displayBest(x, s, p)) : 4;
    case 5:
      return a.slot === undefined ? 0 : 1 + decreeWorth(s, p, s.decrees[a.slot]!);
    case 6:
      return (a.restore?.length ?? 0) * 7 + (p.columns.some((c) => c.burnt) ? 2 : 4);
  }
}

function rate(x: Ctx, s: S, seat: Seat, a: A): number {
  const p = s.players[seat]!;
  const gnome = (d: readonly number[]): number => (d.length === 2 ? -2.5 : 0);
  switch (a.type) {
    case 'tile':
      return tileWorth(x, p, s.rows[a.row][a.person - 1]!) + gnome(a.dice);
    case 'decree':
      return decreeWorth(s, p, s.decrees[a.person - 1]!) + gnome(a.dice);
    case 'skill':
      return skillWorth(x, s, seat, a) + gnome(a.dice);
    case 'fairy':
      return fairyWorth(p, s.fairyDisplay[a.slot]!);
    case 'town':
      return 100 + townTiles(p.columns) - (p.columns[a.grass]!.tiles.length === 3 ? 1 : 0);
    case 'build': {
      const it = fromItem(p, a.from);
      return it ? 50 + placeValue(x, p.columns, it.id, a.at) : 0;
    }
    case 'score': {
      const it = fromItem(p, a.from);
      if (!it) return 0;
      const pts = scoring(it.id, p.columns, a).points;
      const d = decree(it.id);
      // Hold a big multiplier a little while in the hope of more symbols, unless the board is needed.
      return d.kind === 'symbol' && pts < d.factor * 3 && a.from !== 'hand' ? 1 : 40 + pts;
    }
    case 'store': {
      if (a.replace === undefined) return 5;
      const item = p.hand?.kind === 'fairy' ? null : p.board[a.replace]?.item;
      const old = item ? (item.kind === 'tile' ? tileWorth(x, p, item.id) : decreeWorth(s, p, item.id)) : fairyWorth(p, p.fairy[a.replace]!);
      return 4 - old;
    }
    case 'protect':
      return 3;
    case 'restore':
      return 80;
    case 'burn':
      return -a.columns.reduce((n, c) => n + p.columns[c]!.tiles.length + clouds([p.columns[c]!]) * 3, 0);
    case 'fire': {
      const t = top(s);
      return t?.kind === 'dragon' ? t.need[seat]! * 3 - 5 : 0;
    }
    case 'pick': {
      const id = s.rows[a.row][a.slot]!;
      return a.at !== undefined ? placeValue(x, p.columns, id, a.at) : tileWorth(x, p, id);
    }
    case 'charm':
      return tileWorth(x, p, s.rows[a.row][a.pick]!) - 3;
    case 'pass':
      return 0;
    case 'roll': {
      const t = top(s);
      return t?.kind === 'entertainer' ? (t.sum <= 6 ? 1 : -1) : 1;
    }
    case 'stop':
      return 0;
    case 'end':
      return -100;
  }
}

const makeSmart =
  (o: SmartOptions): Chooser<S, A> =>
  ({ state, seat, legal, rng }) => {
    const x = ctxOf(state, state.players[seat]!, o);
    let best = -Infinity;
    let picks: A[] = [];
    for (const a of legal) {
      const v = rate(x, state, seat, a);
      if (v > best + 1e-9) {
        best = v;
        picks = [a];
      } else if (Math.abs(v - best) <= 1e-9) picks.push(a);
    }
    return picks[rng.int(picks.length)]!;
  };

export const smart = makeSmart(SMART);

export const bots: Record<string, Chooser<S, A>> = {
  smart,
  random: randomChooser as Chooser<S, A>,
};
