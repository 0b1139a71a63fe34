/**
 * A townscape's geometry (the rulebook, "Laying rules for building FEUVILLE",
 * "Royal Decrees", "Dragomir the Dragon"): where a tile may go, clouds against
 * columns, status symbols, districts, 2×2 grids and the town evaluation.
 *
 * A townscape is a list of columns, left to right, each bottom-up wall, tower, sky.
 * "Building tiles must always touch on at least one side" and "columns must always
 * be built from bottom to top": so every column stands on a wall, and a new wall
 * starts a new column at either end (the width is unlimited).
 */
import { tile } from './tiles.js';
import type { At, Column, Grid, PlayerState, Row, StatusSymbol } from './types.js';

const LEVEL: Readonly<Record<Row, number>> = { wall: 0, tower: 1, sky: 2 };

export const isStartColumn = (c: Column): boolean => c.tiles[0]!.startsWith('start-');

/** Where a tile of this row may be built: walls at either end, towers/skies on a fitting unburnt column. */
export function buildSpots(columns: readonly Column[], row: Row): At[] {
  if (row === 'wall') return ['left', 'right'];
  const out: At[] = [];
  columns.forEach((c, i) => {
    // "Burnt tiles are ruins. You cannot build on ruins."
    if (!c.burnt && c.tiles.length === LEVEL[row]) out.push(i);
  });
  return out;
}

/** The columns after building tile `id` at `at` (checked by the caller). */
export function build(columns: readonly Column[], id: string, at: At): Column[] {
  const fresh: Column = { tiles: [id], burnt: false, grass: 'none' };
  if (at === 'left') return [fresh, ...columns];
  if (at === 'right') return [...columns, fresh];
  return columns.map((c, i) => (i === at ? { ...c, tiles: [...c.tiles, id] } : c));
}

/** Clouds drifting over the town: only unburnt sky tiles show theirs. */
export function clouds(columns: readonly Column[]): number {
  let n = 0;
  for (const c of columns) if (!c.burnt) for (const id of c.tiles) n += tile(id).clouds;
  return n;
}

/**
 * Columns the clouds must cover: unburnt ones, except the start column, whose start
 * tile "consists of massive rock and never burns down" (our reading: that column is
 * never counted and never burns; see notes.ts).
 */
export function exposed(columns: readonly Column[]): number {
  return columns.filter((c) => !c.burnt && !isStartColumn(c)).length;
}

/** Columns that may burn. */
export function burnable(columns: readonly Column[]): number[] {
  const out: number[] = [];
  columns.forEach((c, i) => {
    if (!c.burnt && !isStartColumn(c)) out.push(i);
  });
  return out;
}

/** How many columns the dragon burns: "the columns burn down until the number of clouds matches the number of columns". */
export function dragonNeed(columns: readonly Column[]): number {
  return Math.max(0, exposed(columns) - clouds(columns));
}

/** "As soon as you have more clouds than columns, you may turn back the corresponding number of columns." */
export function cloudRestorable(columns: readonly Column[]): number[] {
  if (clouds(columns) <= exposed(columns)) return [];
  const out: number[] = [];
  columns.forEach((c, i) => {
    if (c.burnt) out.push(i);
  });
  return out;
}

export const setBurnt = (columns: readonly Column[], which: readonly number[], burnt: boolean): Column[] =>
  columns.map((c, i) => (which.includes(i) ? { ...c, burnt } : c));

/** Units of a status symbol on unburnt built tiles ("burnt tiles cannot be evaluated"). */
export function symbolCount(columns: readonly Column[], symbol: StatusSymbol): number {
  let n = 0;
  for (const c of columns) if (!c.burnt) for (const id of c.tiles) n += tile(id).symbols[symbol];
  return n;
}

const complete = (c: Column | undefined): c is Column => !!c && !c.burnt && c.tiles.length === 3;

/** Little town district: exactly 3 tiles on top of each other, unburnt, no grass yet. */
export const littleDistricts = (columns: readonly Column[]): number[] => columns.flatMap((c, i) => (complete(c) && c.grass === 'none' ? [i] : []));

/** Large town district: two such columns side by side; returns the left one. */
export const largeDistricts = (columns: readonly Column[]): number[] =>
  columns.flatMap((c, i) => {
    const d = columns[i + 1];
    return complete(c) && complete(d) && c.grass === 'none' && d.grass === 'none' ? [i] : [];
  });

/** All status symbols in a 2×2 grid: 2 walls + 2 towers, or 2 towers + 2 skies (Splendid View). */
export function gridSymbols(columns: readonly Column[], g: Grid): number | null {
  const pair = [columns[g.column], columns[g.column + 1]];
  let n = 0;
  for (const c of pair) {
    if (!c || c.burnt || c.tiles.length < g.level + 2) return null;
    for (const id of c.tiles.slice(g.level, g.level + 2)) {
      const s = tile(id).symbols;
      n += s.guard + s.star + s.flag + s.griffin;
    }
  }
  return n;
}

export function grids(columns: readonly Column[]): Grid[] {
  const out: Grid[] = [];
  for (let column = 0; column + 1 < columns.length; column++) {
    for (const level of [0, 1] as const) if (gridSymbols(columns, { column, level }) !== null) out.push({ column, level });
  }
  return out;
}

/** A complete corner tower: wall base, tower body and sky roof of the same side, unburnt. */
function cornerTower(c: Column, side: 'left' | 'right'): boolean {
  return complete(c) && c.tiles.every((id) => tile(id).corner === side);
}

/**
 * The town evaluation's tiles (the rulebook, "Town Evaluation"): a complete left
 * corner tower, a complete right corner tower and a town gate between them; "the town
 * wall must be continuous and run from corner tower to corner tower without
 * interruption. The row of towers may have gaps in it. The Sky is not included."
 * A burnt wall interrupts the wall. Returns the most wall and tower tiles any such
 * stretch includes (0: no complete townscape).
 */
export function townTiles(columns: readonly Column[]): number {
  let best = 0;
  for (let i = 0; i < columns.length; i++) {
    if (!cornerTower(columns[i]!, 'left')) continue;
    let gate = false;
    let count = 2;
    for (let j = i + 1; j < columns.length; j++) {
      const c = columns[j]!;
      if (c.burnt) break;
      if (cornerTower(c, 'right') && gate) best = Math.max(best, count + 2);
      gate ||= tile(c.tiles[0]!).gate;
      count += Math.min(2, c.tiles.length);
    }
  }
  return best;
}

/** Grass tiles needed under columns: the crest tile needs a column without grass. */
export const grasslessColumns = (p: PlayerState): number[] => p.columns.flatMap((c, i) => (c.grass === 'none' ? [i] : []));
