/**
 * The smart bot's look-ahead for the town evaluation (the rulebook, "Town Evaluation"):
 * a complete left corner tower, a complete right corner tower and a town gate between
 * them, on an unbroken wall. Walls only ever go at either end, so a plan is: which
 * column (or a new one at the far end) becomes each corner tower, and where the gate
 * goes. `townPlans` lists every plan still open with the tiles it lacks; `townValue`
 * weighs the best one by the chance of finishing it in the turns left.
 */
import { tile } from './tiles.js';
import type { Column, Corner, FeuvilleState } from './types.js';

/** A building tile a plan lacks: a corner-tower part (0 wall, 1 tower, 2 sky) of a side, or a gate wall. */
type Part = { readonly side: Corner; readonly level: number } | 'gate';

interface Plan {
  /** Tiles still to build (corner parts, a gate, one sky per burnt column to bring back). */
  readonly need: number;
  /** Wall and tower tiles the evaluation would count once the plan is built. */
  readonly tiles: number;
  readonly parts: readonly Part[];
}

const pure = (c: Column, side: Corner): boolean => !c.burnt && c.tiles.every((id) => tile(id).corner === side);

interface End {
  readonly at: number;
  readonly have: number;
}

function ends(columns: readonly Column[], side: Corner): End[] {
  const out: End[] = [{ at: side === 'left' ? -1 : columns.length, have: 0 }];
  columns.forEach((c, at) => {
    if (pure(c, side)) out.push({ at, have: c.tiles.length });
  });
  return out;
}

/** Every open plan for a complete townscape (none once the evaluation is done or no grass is left for it). */
export function townPlans(columns: readonly Column[]): Plan[] {
  if (!columns.some((c) => c.grass === 'none')) return [];
  const out: Plan[] = [];
  for (const l of ends(columns, 'left'))
    for (const r of ends(columns, 'right')) {
      if (l.at >= r.at) continue;
      let gate = false;
      let burnt = 0;
      let tiles = 4;
      for (let i = l.at + 1; i < r.at; i++) {
        const c = columns[i]!;
        if (c.burnt) burnt++;
        else gate ||= tile(c.tiles[0]!).gate;
        tiles += Math.min(2, c.tiles.length);
      }
      // A missing gate must go at an end whose corner is still to come, before that corner.
      const newEnd = l.at === -1 || r.at === columns.length;
      if (!gate && !newEnd) continue;
      const parts: Part[] = [];
      for (let level = l.have; level < 3; level++) parts.push({ side: 'left', level });
      for (let level = r.have; level < 3; level++) parts.push({ side: 'right', level });
      if (!gate) parts.push('gate');
      out.push({ need: parts.length + burnt, tiles: tiles + (gate ? 0 : 1), parts });
    }
  return out;
}

export interface PlanWeights {
  /** Share of plans that survive each further missing tile (the others lose the race for a part). */
  readonly keepRate: number;
  /** Own turns each missing tile adds to the time a plan takes. */
  readonly perTile: number;
}

/** Fitted to self-play of a bot that chases the evaluation (4 players; 2 players keep 0.88). */
export const PLAN_WEIGHTS: PlanWeights = { keepRate: 0.82, perTile: 1.5 };

/**
 * e^−u for u ≥ 0 with + − × ÷ only (exactly rounded on every device, unlike Math.exp and
 * `**`), so a bot picks the same move wherever it runs: a Taylor series for e^−u/16, squared 4 times.
 */
export function expNeg(u: number): number {
  const v = u / 16;
  let term = 1;
  let sum = 1;
  for (let k = 1; k <= 12; k++) {
    term = (-term * v) / k;
    sum += term;
  }
  for (let k = 0; k < 4; k++) sum *= sum;
  return sum;
}

/** The chance of building `need` more tiles of a plan in `turns` own turns. */
export function chance(need: number, turns: number, w: PlanWeights = PLAN_WEIGHTS): number {
  if (need === 0) return 1;
  if (turns <= 0) return 0;
  let survive = 0.95;
  for (let k = 1; k < need; k++) survive *= w.keepRate;
  return survive * (1 - expNeg(turns / (w.perTile * need + 0.5)));
}

/** Expected points of the best open plan (2 per wall and tower tile, times its chance). */
export function townValue(columns: readonly Column[], turns: number, w: PlanWeights = PLAN_WEIGHTS): number {
  let best = 0;
  for (const p of townPlans(columns)) best = Math.max(best, 2 * p.tiles * chance(p.need, turns, w));
  return best;
}

/** About how many turns the player still has: the game ends when the decree stack cannot refill the row. */
export function turnsLeft(s: FeuvilleState): number {
  const refills = Math.max(0, s.decreeStack.length - s.heldBack);
  return (refills * (1.6 + 0.3 * s.seats)) / s.seats + 0.5;
}
