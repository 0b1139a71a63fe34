/**
 * Royal decrees, burnt tiles, clouds restoring columns, and the end of the game
 * (the rulebook, "Receiving a Royal Decree", "Dragomir the Dragon", "End of the game").
 */
import { describe, expect, it } from 'vitest';
import { randomChooser, playout } from '../../core/playout.js';
import { expectOk } from '../../core/result.js';
import { act, col, decreeOf, find, giveBoard, isPlain, roll, table, withColumns } from './fixture.js';
import { feuville } from './index.js';
import { invariants } from './invariants.js';
import { legalActions } from './legal.js';
import { withPlayer } from './state.js';
import type { FeuvilleState } from './types.js';

function town(burntLast = false): FeuvilleState {
  const s = roll(table(2, 0), 3, 5);
  const towers = find(s, 'tower', (t) => !t.corner && t.symbols.guard === 1 && t.symbols.star === 0, 2);
  const skies = find(s, 'sky', (t) => !t.corner && t.clouds === 1 && t.symbols.star === 1, 2);
  const walls = find(s, 'wall', (t) => !t.corner && t.symbols.guard === 1, 2);
  return withColumns(s, 0, [col(['start-0']), col([walls[0]!, towers[0]!, skies[0]!]), col([walls[1]!, towers[1]!, skies[1]!], burntLast)]);
}

describe('town districts', () => {
  it('little: "exactly 3 Building tiles … 5 prestige points … place a Grass tile under the evaluated column"', () => {
    let s = giveBoard(town(), 0, [{ kind: 'decree', id: decreeOf((d) => d.kind === 'little') }]);
    s = act(s, 0, { type: 'score', from: 0, columns: [1] });
    expect(s.players[0]!.points.district).toBe(5);
    expect(s.players[0]!.columns[1]!.grass).toBe('plain');
    expect(s.grass).toBe(19);
    expect(invariants(s)).toEqual([]);
  });
  it('large: two complete columns side by side, 10 points and grass under both; a grassed column never scores again', () => {
    const large = decreeOf((d) => d.kind === 'large');
    let s = giveBoard(town(), 0, [
      { kind: 'decree', id: large },
      { kind: 'decree', id: decreeOf((d) => d.kind === 'little') },
    ]);
    s = act(s, 0, { type: 'score', from: 0, columns: [1, 2] });
    expect(s.players[0]!.points.district).toBe(10);
    expect(s.players[0]!.columns.map((c) => c.grass)).toEqual(['none', 'plain', 'plain']);
    expect(legalActions(s, 0).some((a) => a.type === 'score')).toBe(false);
  });
  it('"Burnt tiles … cannot be evaluated": a burnt column is no district', () => {
    const s = giveBoard(town(true), 0, [{ kind: 'decree', id: decreeOf((d) => d.kind === 'large') }]);
    expect(legalActions(s, 0).some((a) => a.type === 'score')).toBe(false);
  });
});

describe('status symbols', () => {
  it('"Splendid View": every status symbol in a 2 × 2 grid scores 1', () => {
    let s = giveBoard(town(), 0, [{ kind: 'decree', id: decreeOf((d) => d.kind === 'view') }]);
    s = act(s, 0, { type: 'score', from: 0, grid: { column: 1, level: 0 } });
    expect(s.players[0]!.points.view).toBe(4); // two walls with a guard, two towers with a guard
  });
  it('"At Your Own Discretion": the chosen symbol ×3; the griffin is not on offer', () => {
    let s = giveBoard(town(), 0, [{ kind: 'decree', id: decreeOf((d) => d.kind === 'discretion') }]);
    const offers = legalActions(s, 0)
      .filter((a) => a.type === 'score')
      .map((a) => (a as { symbol?: string }).symbol);
    expect(offers.sort()).toEqual(['guard', 'star']);
    s = act(s, 0, { type: 'score', from: 0, symbol: 'guard' });
    expect(s.players[0]!.points.discretion).toBe(12);
  });
  it('burnt tiles never score', () => {
    let s = giveBoard(town(true), 0, [{ kind: 'decree', id: decreeOf((d) => d.kind === 'symbol' && d.symbol === 'guard' && d.factor === 2) }]);
    s = act(s, 0, { type: 'score', from: 0 });
    expect(s.players[0]!.points.symbol).toBe(4); // 2 guards in the unburnt column, ×2
  });
});

describe('clouds restore columns', () => {
  it('"As soon as you … have more clouds than columns, you may turn back the corresponding number of columns"', () => {
    let s = town(true);
    const [wall] = find(s, 'wall', isPlain);
    s = withColumns(s, 0, [...s.players[0]!.columns, col([wall!], true)]);
    // Unburnt: one counted column, one cloud: no restoring yet.
    expect(legalActions(s, 0).some((a) => a.type === 'restore')).toBe(false);
    const [cloud3] = find(s, 'sky', (t) => t.clouds === 3);
    const [tower] = find(s, 'tower', (t) => !t.corner);
    const [w2] = find(s, 'wall', isPlain);
    s = withColumns(s, 0, [col([w2!, tower!, cloud3!]), ...s.players[0]!.columns]);
    s = act(s, 0, { type: 'restore', column: 3 });
    expect(s.players[0]!.columns[3]!.burnt).toBe(false);
  });
});

describe('set-up', () => {
  it('"Draw the top 7 tiles and return them to the box without looking at them": every decree may come up, 7 never do', () => {
    const s0 = feuville.setup({ firstSeat: 0 }, 3);
    let s = s0;
    const bounds: number[] = [];
    for (let p = feuville.pending(s); p?.kind === 'random' && p.purpose !== 'dice'; p = feuville.pending(s)) {
      if (p.purpose === 'draw-decree') bounds.push(p.bound);
      s = expectOk(feuville.resolve(s, { kind: 'random', value: p.bound - 1 }));
    }
    expect(bounds).toEqual([26, 25, 24, 23, 22, 21]);
    expect(s.decreeStack).toHaveLength(20);
    expect(feuville.view(s, 0, new Map()).decreeStack).toBe(13);
    expect(s.townTiles).toHaveLength(3); // "one Town Evaluation tile per player"
  });
});

describe('end of the game', () => {
  it('"as soon as you can no longer replenish the Royal Decrees … continue that round to the end"; fewest decrees get 7', () => {
    const r = playout<FeuvilleState>(feuville, { seats: 3, seed: 11, choosers: randomChooser });
    expect(r.end).toBe('over');
    const s = r.state;
    expect(s.endTriggered).toBe(true);
    expect(s.decrees.some((d) => d === null)).toBe(true);
    // Everyone had the same number of turns: the last turn was the player before the start player's.
    expect((s.active + 1) % 3).toBe(s.startSeat);
    const fewest = Math.min(...s.players.map((p) => p.scored.length));
    s.players.forEach((p) => expect(p.points.bonus).toBe(p.scored.length === fewest ? 7 : 0));
    expect(invariants(s)).toEqual([]);
  });
  it('the board holds at most 2 tiles/decrees: a third replaces one, which leaves the game', () => {
    let s = roll(table(2, 0), 1, 2);
    const walls = find(s, 'wall', isPlain, 2);
    s = giveBoard(s, 0, [
      { kind: 'tile', id: walls[0]! },
      { kind: 'tile', id: walls[1]! },
    ]);
    s = act(s, 0, { type: 'tile', dice: [1], person: 2, row: 'wall' });
    const stores = legalActions(s, 0).filter((a) => a.type === 'store');
    expect(stores).toEqual([
      { type: 'store', replace: 0 },
      { type: 'store', replace: 1 },
    ]);
    s = act(s, 0, { type: 'store', replace: 1 });
    expect(s.box).toContain(walls[1]);
    expect(invariants(withPlayer(s, 1, (p) => p))).toEqual([]);
  });
});
