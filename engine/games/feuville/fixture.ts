/**
 * Test tables: a set-up game driven to a chosen spot, townscapes built from tile
 * faces. Tiles are moved from wherever they lie, so conservation still holds.
 */
import type { Seat } from '../../core/game.js';
import { expectOk } from '../../core/result.js';
import { apply } from './apply.js';
import { initialState } from './flow.js';
import { pending, resolve } from './rules.js';
import { withPlayer } from './state.js';
import { BUILDING_TILES, DECREES, FAIRY_MAGIC } from './tiles.js';
import type { BuildingTile, Column, FeuvilleAction, FeuvilleState, Row } from './types.js';
import { ROWS } from './types.js';

/** Makes every owed draw with `value` (clamped to its bound); stops at a move or a dice roll. */
export function settleRandom(s0: FeuvilleState, value = 0): FeuvilleState {
  let s = s0;
  for (let p = pending(s); p && p.kind === 'random' && p.purpose.startsWith('draw-'); p = pending(s))
    s = expectOk(resolve(s, { kind: 'random', value: Math.min(value, p.bound - 1) }));
  return s;
}

/** A game set up with `first` to start, all set-up draws made. */
export function table(seats = 3, first: Seat = 0): FeuvilleState {
  return settleRandom(initialState({ firstSeat: first }, seats));
}

/** Rolls `a` and `b` for the current roll pending. */
export function roll(s: FeuvilleState, a: number, b: number): FeuvilleState {
  return expectOk(resolve(s, { kind: 'random', value: (a - 1) * 6 + (b - 1) }));
}

export const act = (s: FeuvilleState, seat: Seat, a: FeuvilleAction): FeuvilleState => expectOk(apply(s, a, seat));

/** Removes a tile, decree or charm from wherever it lies in the supply. */
export function pull(s: FeuvilleState, id: string): FeuvilleState {
  const stacks = Object.fromEntries(
    ROWS.map((r) => [r, { I: s.stacks[r].I.filter((x) => x !== id), II: s.stacks[r].II.filter((x) => x !== id) }]),
  ) as unknown as FeuvilleState['stacks'];
  const rows = Object.fromEntries(ROWS.map((r) => [r, s.rows[r].map((x) => (x === id ? null : x))])) as unknown as FeuvilleState['rows'];
  return {
    ...s,
    stacks,
    rows,
    decreeStack: s.decreeStack.filter((x) => x !== id),
    decrees: s.decrees.map((x) => (x === id ? null : x)),
    fairyPool: s.fairyPool.filter((x) => x !== id),
    fairyDisplay: s.fairyDisplay.map((x) => (x === id ? null : x)),
  };
}

/** The ids of tiles matching `f` that lie face down (not in the display, not with any player). */
export function find(s: FeuvilleState, row: Row, f: (t: BuildingTile) => boolean, n = 1): string[] {
  const used = new Set([
    ...s.players.flatMap((p) => [...p.columns.flatMap((c) => c.tiles), ...p.board.map((b) => b.item.id)]),
    ...ROWS.flatMap((r) => s.rows[r].filter((x): x is string => x !== null)),
  ]);
  const out = BUILDING_TILES.filter((t) => t.row === row && f(t) && !used.has(t.id))
    .map((t) => t.id)
    .slice(0, n);
  if (out.length < n) throw new Error(`not enough ${row} tiles`);
  return out;
}

/** Gives `seat` these columns (the start column first unless `columns` already has it). */
export function withColumns(s0: FeuvilleState, seat: Seat, columns: readonly Column[]): FeuvilleState {
  let s = s0;
  for (const c of columns) for (const id of c.tiles) s = pull(s, id);
  return withPlayer(s, seat, (p) => ({ ...p, columns: [...columns] }));
}

export const col = (tiles: readonly string[], burnt = false): Column => ({ tiles, burnt, grass: 'none' });
export const isPlain = (t: BuildingTile): boolean =>
  t.clouds === 0 && !t.gate && !t.corner && t.symbols.guard + t.symbols.star + t.symbols.flag + t.symbols.griffin === 0;

export const decreeOf = (f: (d: (typeof DECREES)[number]) => boolean): string => DECREES.find(f)!.id;
export const fairyOf = (kind: string, n = 1): string[] =>
  FAIRY_MAGIC.filter((f) => f.kind === kind)
    .slice(0, n)
    .map((f) => f.id);

/** Puts decree/charm ids into a seat's board or fairy slots. */
export function giveBoard(s0: FeuvilleState, seat: Seat, items: { kind: 'tile' | 'decree'; id: string }[], charms: string[] = []): FeuvilleState {
  let s = s0;
  for (const it of items) s = pull(s, it.id);
  for (const id of charms) s = pull(s, id);
  return withPlayer(s, seat, (p) => ({ ...p, board: items.map((item) => ({ item, protection: null })), fairy: charms }));
}
