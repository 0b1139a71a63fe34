import { describe, expect, it } from 'vitest';
import { playout } from '../../core/playout.js';
import { BUILDING_TILES } from './tiles.js';
import { bots } from './bots.js';
import { feuville } from './index.js';
import { chance, expNeg, townPlans, townValue } from './town-plan.js';
import { townTiles } from './town.js';
import type { Column, FeuvilleState } from './types.js';

const col = (tiles: readonly string[], burnt = false): Column => ({ tiles, burnt, grass: 'none' });
const pick = (row: string, f: (t: (typeof BUILDING_TILES)[number]) => boolean): string => BUILDING_TILES.find((t) => t.row === row && f(t))!.id;
const lw = pick('wall', (t) => t.corner === 'left');
const lt = pick('tower', (t) => t.corner === 'left');
const ls = pick('sky', (t) => t.corner === 'left');
const rw = pick('wall', (t) => t.corner === 'right');
const rt = pick('tower', (t) => t.corner === 'right');
const rs = pick('sky', (t) => t.corner === 'right');
const gate = pick('wall', (t) => t.gate);
const need = (cols: readonly Column[]): number => Math.min(...townPlans(cols).map((p) => p.need));

describe('the town plan (the rulebook, "Town Evaluation")', () => {
  it('a bare start tile lacks all seven tiles: two corner towers of three and a gate', () => {
    expect(need([col(['start-0'])])).toBe(7);
  });

  it('a complete townscape lacks nothing, and the plan counts the tiles the evaluation counts', () => {
    const cols = [col([lw, lt, ls]), col([gate]), col(['start-0']), col([rw, rt, rs])];
    const done = townPlans(cols).find((p) => p.need === 0)!;
    expect(done.tiles).toBe(townTiles(cols));
    expect(townValue(cols, 5)).toBe(2 * townTiles(cols));
  });

  it('both corners laid with no gate between: the gate must wait for a new corner at an end', () => {
    const cols = [col([lw, lt]), col(['start-0']), col([rw])];
    // Best: keep the left corner (its sky), then a gate and a new right corner at the right end.
    expect(need(cols)).toBe(1 + 1 + 3);
  });

  it('a tower that is not a corner part spoils a corner column', () => {
    const plain = pick('tower', (t) => t.corner === null);
    expect(need([col([lw, plain]), col([gate]), col(['start-0'])])).toBe(6);
    expect(need([col([lw, lt]), col([gate]), col(['start-0'])])).toBe(4);
  });

  it('the chance falls with the tiles lacking and rises with the turns left', () => {
    expect(chance(1, 5)).toBeGreaterThan(chance(3, 5));
    expect(chance(3, 8)).toBeGreaterThan(chance(3, 3));
    expect(chance(2, 0)).toBe(0);
  });

  it('expNeg matches Math.exp without depending on the device', () => {
    for (const u of [0, 0.1, 1, 2.5, 7, 15, 30]) expect(Math.abs(expNeg(u) - Math.exp(-u))).toBeLessThan(1e-12);
  });

  it('smart bots complete the town evaluation in a good share of games (12 four-player games)', () => {
    let done = 0;
    for (let g = 0; g < 12; g++) {
      const r = playout<FeuvilleState>(feuville, { seats: 4, seed: 500 + g, choosers: [bots.smart!] });
      expect(r.end).toBe('over');
      done += r.state.players.filter((p) => p.townDone).length;
    }
    expect(done).toBeGreaterThanOrEqual(8);
  });
});
