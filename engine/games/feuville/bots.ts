/**
 * Bots: `random` (uniform over the legal moves) and `smart`, which rates every legal
 * move with rules of thumb (what a move scores now, what a tile is worth to this
 * townscape, keeping the clouds ahead of the columns) and plays the best one.
 */
import type { Seat } from '../../core/game.js';
import type { Chooser } from '../../core/playout.js';
import { randomChooser } from '../../core/playout.js';
import { scoring } from './decrees.js';
import { top } from './state.js';
import { decree, fairy, tile } from './tiles.js';
import { buildSpots, clouds, dragonNeed, exposed, townTiles } from './town.js';
import type { At, Column, FeuvilleAction, FeuvilleState, From, PlayerState } from './types.js';

type S = FeuvilleState;
type A = FeuvilleAction;

const symbolsOf = (id: string): number => {
  const s = tile(id).symbols;
  return s.guard + s.star + s.flag + s.griffin;
};

/** How good it is to put tile `id` at `at` (higher is better). */
function placeValue(cols: readonly Column[], id: string, at: At): number {
  const t = tile(id);
  let v = 4 + symbolsOf(id);
  if (t.row === 'wall') {
    const end = at === 'left' ? cols[0] : cols[cols.length - 1];
    const endCorner = end ? tile(end.tiles[0]!).corner : null;
    const have = (f: (id: string) => boolean): boolean => cols.some((c) => f(c.tiles[0]!));
    // Working towards the town evaluation: a left corner base at the left end, a right one
    // at the right end, and a gate between them.
    if (t.corner) v += t.corner === at ? (have((id) => tile(id).corner === t.corner) ? 2 : 6) : -3;
    else if (endCorner && endCorner === at) v -= 3;
    if (t.gate) v += have((id) => tile(id).gate) ? 1 : 4;
    // A new column needs clouds later: walls are worth less when the town is already exposed.
    v -= Math.max(0, exposed(cols) + 1 - clouds(cols)) * 0.8;
    return v;
  }
  const c = cols[at as number]!;
  const base = tile(c.tiles[0]!).corner;
  if (t.corner) v += t.corner === base && c.tiles.every((x) => tile(x).corner === base) ? 8 : -1;
  else if (base) v -= 3;
  if (t.row === 'sky') v += 2 + t.clouds * (exposed(cols) > clouds(cols) ? 3 : 1);
  return v;
}

/** The best the tile could do in this townscape (0: nowhere to build it). */
function tileWorth(p: PlayerState, id: string): number {
  const spots = buildSpots(p.columns, tile(id).row);
  return spots.length ? Math.max(...spots.map((at) => placeValue(p.columns, id, at))) : 0.5;
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

function skillWorth(s: S, seat: Seat, a: Extract<A, { type: 'skill' }>): number {
  const p = s.players[seat]!;
  switch (a.person) {
    case 1:
      return 4.5;
    case 2: {
      if (!a.target) return 0;
      const it = s.players[a.target.seat]!.board[a.target.slot]!.item;
      return 1 + (it.kind === 'tile' ? tileWorth(p, it.id) : decreeWorth(s, p, it.id));
    }
    case 3:
      return 5;
    case 4:
      return 4;
    case 5:
      return a.slot === undefined ? 0 : 1 + decreeWorth(s, p, s.decrees[a.slot]!);
    case 6:
      return (a.restore?.length ?? 0) * 7 + (p.columns.some((c) => c.burnt) ? 2 : 4);
  }
}

function rate(s: S, seat: Seat, a: A): number {
  const p = s.players[seat]!;
  const gnome = (d: readonly number[]): number => (d.length === 2 ? -2.5 : 0);
  switch (a.type) {
    case 'tile':
      return tileWorth(p, s.rows[a.row][a.person - 1]!) + gnome(a.dice);
    case 'decree':
      return decreeWorth(s, p, s.decrees[a.person - 1]!) + gnome(a.dice);
    case 'skill':
      return skillWorth(s, seat, a) + gnome(a.dice);
    case 'fairy':
      return fairyWorth(p, s.fairyDisplay[a.slot]!);
    case 'town':
      return 100 + townTiles(p.columns) - (p.columns[a.grass]!.tiles.length === 3 ? 1 : 0);
    case 'build': {
      const it = fromItem(p, a.from);
      return it ? 50 + placeValue(p.columns, it.id, a.at) : 0;
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
      const old = item ? (item.kind === 'tile' ? tileWorth(p, item.id) : decreeWorth(s, p, item.id)) : fairyWorth(p, p.fairy[a.replace]!);
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
      return a.at !== undefined ? placeValue(p.columns, id, a.at) : tileWorth(p, id);
    }
    case 'charm':
      return tileWorth(p, s.rows[a.row][a.pick]!) - 3;
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

export const smart: Chooser<S, A> = ({ state, seat, legal, rng }) => {
  let best = -Infinity;
  let picks: A[] = [];
  for (const a of legal) {
    const v = rate(state, seat, a);
    if (v > best + 1e-9) {
      best = v;
      picks = [a];
    } else if (Math.abs(v - best) <= 1e-9) picks.push(a);
  }
  return picks[rng.int(picks.length)]!;
};

export const bots: Record<string, Chooser<S, A>> = {
  smart,
  random: randomChooser as Chooser<S, A>,
};
