/**
 * Scoring a royal decree (the rulebook, "Receiving a Royal Decree"): which ways a
 * decree can be scored in a townscape now, and the points each gives. "Only unburnt
 * Building tiles may be evaluated."
 */
import { decree } from './tiles.js';
import { gridSymbols, grids, largeDistricts, littleDistricts, symbolCount } from './town.js';
import type { Column, DiscretionSymbol, From, Grid, PointSource, ScoreAction } from './types.js';
import { DISCRETION_SYMBOLS } from './types.js';

export const LITTLE_POINTS = 5;
export const LARGE_POINTS = 10;
/** "You receive 2 prestige points for each Wall and Tower tile included." */
export const TOWN_POINTS_PER_TILE = 2;

export interface Scoring {
  readonly points: number;
  readonly source: PointSource;
  /** Columns that get a plain grass tile. */
  readonly grass: readonly number[];
}

/** Every way to score decree `id` now (one ScoreAction each), given the grass tiles left. */
export function scoreOptions(id: string, from: From, columns: readonly Column[], grass: number): ScoreAction[] {
  const d = decree(id);
  switch (d.kind) {
    case 'little':
      return grass >= 1 ? littleDistricts(columns).map((c) => ({ type: 'score', from, columns: [c] })) : [];
    case 'large':
      return grass >= 2 ? largeDistricts(columns).map((c) => ({ type: 'score', from, columns: [c, c + 1] })) : [];
    case 'symbol':
      return symbolCount(columns, d.symbol!) > 0 ? [{ type: 'score', from }] : [];
    case 'view':
      return grids(columns)
        .filter((g) => gridSymbols(columns, g)! > 0)
        .map((grid) => ({ type: 'score', from, grid }));
    case 'discretion':
      return DISCRETION_SYMBOLS.filter((sym) => symbolCount(columns, sym) > 0).map((symbol) => ({ type: 'score', from, symbol }));
    case 'town':
      return [];
  }
}

/** The points of a legal scoring (see `scoreOptions`). */
export function scoring(id: string, columns: readonly Column[], a: { columns?: readonly number[]; grid?: Grid; symbol?: DiscretionSymbol }): Scoring {
  const d = decree(id);
  switch (d.kind) {
    case 'little':
      return { points: LITTLE_POINTS, source: 'district', grass: a.columns ?? [] };
    case 'large':
      return { points: LARGE_POINTS, source: 'district', grass: a.columns ?? [] };
    // "First add together all the units of that status symbol. Multiply the sum by the number of points of the Royal Decree."
    case 'symbol':
      return { points: symbolCount(columns, d.symbol!) * d.factor, source: 'symbol', grass: [] };
    case 'view':
      return { points: gridSymbols(columns, a.grid!) ?? 0, source: 'view', grass: [] };
    case 'discretion':
      return { points: symbolCount(columns, a.symbol!) * d.factor, source: 'discretion', grass: [] };
    case 'town':
      return { points: 0, source: 'town', grass: [] };
  }
}
