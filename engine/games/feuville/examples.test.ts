/**
 * Every worked example of the rulebook (English text; German original where noted).
 */
import { describe, expect, it } from 'vitest';
import { expectOk } from '../../core/result.js';
import { pending, resolve } from './rules.js';
import { act, col, decreeOf, find, giveBoard, isPlain, roll, table, withColumns } from './fixture.js';
import { invariants } from './invariants.js';
import { fairy } from './tiles.js';
import type { FeuvilleState } from './types.js';

const die = (s: FeuvilleState, face: number): FeuvilleState => expectOk(resolve(s, { kind: 'random', value: face - 1 }));

function entertainer(faces: number[], stop: boolean): FeuvilleState {
  let s = roll(table(3, 0), 1, 2);
  s = act(s, 0, { type: 'skill', dice: [0], person: 1 });
  faces.forEach((f, i) => {
    if (i > 0) s = act(s, 0, { type: 'roll' });
    s = die(s, f);
  });
  return stop ? act(s, 0, { type: 'stop' }) : s;
}

const pts = (s: FeuvilleState, source: 'entertainer' | 'symbol' | 'town') => s.players.map((p) => p.points[source]);

describe('the rulebook, "Travelling Entertainer"', () => {
  it('"You roll a 4, then a 3 and then stop. Your sum is 7 … All your fellow players advance 3 spaces."', () => {
    expect(pts(entertainer([4, 3], true), 'entertainer')).toEqual([7, 3, 3]);
  });
  it('"You roll 4 + 4 + 5 = 13 and get nothing! The others get the difference to 10. Thus, 13 - 10 = 3"', () => {
    const s = entertainer([4, 4, 5], false);
    expect(pts(s, 'entertainer')).toEqual([0, 3, 3]);
    expect(pending(s)?.kind).toBe('move'); // back to the turn: the other die is still to use
  });
  it('"If the sum is exactly 10, then you receive 10 points and all the others go empty-handed."', () => {
    expect(pts(entertainer([4, 6], true), 'entertainer')).toEqual([10, 0, 0]);
  });
  it('each roll-again decision is its own action, logged before its roll exists', () => {
    let s = entertainer([2], false);
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [0] });
    s = act(s, 0, { type: 'roll' });
    expect(pending(s)).toMatchObject({ kind: 'random', bound: 6 });
  });
});

describe('the rulebook, "Status symbols"', () => {
  it('"The Mighty Griffin (x3) … 5 Mighty Griffins … 3 × 5 = 15 prestige points"', () => {
    let s = roll(table(2, 0), 3, 5);
    const g1 = find(s, 'tower', (t) => t.symbols.griffin === 1 && t.symbols.flag === 0 && !t.corner, 3);
    const g2 = find(s, 'sky', (t) => t.symbols.griffin === 2);
    const walls = find(s, 'wall', isPlain, 2);
    s = withColumns(s, 0, [col(['start-0', g1[0]!, g2[0]!]), col([walls[0]!, g1[1]!]), col([walls[1]!, g1[2]!])]);
    const griffin3 = decreeOf((d) => d.kind === 'symbol' && d.symbol === 'griffin' && d.factor === 3);
    s = giveBoard(s, 0, [{ kind: 'decree', id: griffin3 }]);
    s = act(s, 0, { type: 'score', from: 0 });
    expect(pts(s, 'symbol')[0]).toBe(15);
    expect(s.players[0]!.scored).toEqual([griffin3]);
    expect(invariants(s)).toEqual([]);
  });
});

describe('the rulebook, "Town Evaluation" and its example (Example A picture)', () => {
  function town(): FeuvilleState {
    const s = roll(table(2, 0), 3, 5);
    const [lw] = find(s, 'wall', (t) => t.corner === 'left');
    const [lt] = find(s, 'tower', (t) => t.corner === 'left');
    const [ls] = find(s, 'sky', (t) => t.corner === 'left');
    const [rw] = find(s, 'wall', (t) => t.corner === 'right');
    const [rt] = find(s, 'tower', (t) => t.corner === 'right');
    const [rs] = find(s, 'sky', (t) => t.corner === 'right');
    const [gate] = find(s, 'wall', (t) => t.gate);
    const [wall] = find(s, 'wall', isPlain);
    const towers = find(s, 'tower', (t) => !t.corner, 2);
    return withColumns(s, 0, [col(['start-0']), col([lw!, lt!, ls!]), col([gate!, towers[0]!]), col([wall!, towers[1]!]), col([rw!, rt!, rs!])]);
  }
  it('"There are 8 tiles included in the townscape of that display. 8 tiles x 2 points = 16 prestige points"', () => {
    let s = town();
    s = act(s, 0, { type: 'town', die: 0, grass: 2 });
    expect(pts(s, 'town')[0]).toBe(16);
    expect(s.players[0]!.townDone).toBe(true);
    expect(s.players[0]!.columns[2]!.grass).toBe('crest');
    expect(invariants(s)).toEqual([]);
  });
  it('"You may only carry out your Town Evaluation once in the game"', () => {
    const s = act(town(), 0, { type: 'town', die: 0, grass: 2 });
    expect(() => act(s, 0, { type: 'town', die: 1, grass: 3 })).toThrow();
  });
  it('"The town wall must be continuous": a burnt column between the corner towers interrupts it', () => {
    const s = town();
    const burnt = withColumns(
      s,
      0,
      s.players[0]!.columns.map((c, i) => (i === 3 ? { ...c, burnt: true } : c)),
    );
    expect(() => act(burnt, 0, { type: 'town', die: 0, grass: 2 })).toThrow();
  });
});

describe('the rulebook, "Dragomir the Dragon"', () => {
  function attacked(): FeuvilleState {
    let s = table(3, 0);
    const [sky2] = find(s, 'sky', (t) => t.clouds === 2 && !t.corner && t.symbols.griffin + t.symbols.star === 0);
    const [tower] = find(s, 'tower', (t) => !t.corner);
    const walls = find(s, 'wall', isPlain, 4);
    // Example B: four columns, two clouds: "2 columns burn down completely".
    s = withColumns(s, 1, [col(['start-1']), col([walls[0]!, tower!, sky2!]), col([walls[1]!]), col([walls[2]!]), col([walls[3]!])]);
    return roll(s, 3, 3);
  }
  it('Example B: "Display with insufficient clouds. 2 columns burn down completely. The players themselves decide which columns burn down."', () => {
    let s = attacked();
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [1] });
    // The player names the columns one at a time: two of the four must burn.
    expect(() => act(s, 1, { type: 'burn', columns: [3, 4] })).toThrow();
    s = act(s, 1, { type: 'burn', columns: [3] });
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [1] }); // one more must burn
    expect(() => act(s, 1, { type: 'burn', columns: [3] })).toThrow(); // not the same one again
    s = act(s, 1, { type: 'burn', columns: [4] });
    expect(s.players[1]!.columns.map((c) => c.burnt)).toEqual([false, false, false, true, true]);
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [0] }); // the roller may roll again
    s = act(s, 0, { type: 'roll' });
    expect(pending(s)).toMatchObject({ kind: 'random', bound: 36 });
  });
  it('"The Starting tiles … never burn down": a lone start tile is never attacked', () => {
    const s = attacked();
    expect(s.players[0]!.columns).toEqual([{ tiles: ['start-0'], burnt: false, grass: 'none' }]);
    expect(s.players[2]!.columns[0]!.burnt).toBe(false);
  });
  it('Example A: "The town is protected. Nothing burns down when the dragon attacks."', () => {
    let s = table(2, 0);
    const [sky] = find(s, 'sky', (t) => t.clouds === 2 && !t.corner);
    const [tower] = find(s, 'tower', (t) => !t.corner);
    const walls = find(s, 'wall', isPlain, 2);
    s = withColumns(s, 1, [col(['start-1']), col([walls[0]!, tower!, sky!]), col([walls[1]!])]);
    s = roll(s, 5, 5);
    expect(s.players[1]!.columns.every((c) => !c.burnt)).toBe(true);
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [0] });
  });
  it('fire protection: any attacked player may play it, and nothing of theirs burns', () => {
    let s = table(3, 0);
    const walls = find(s, 'wall', isPlain, 2);
    s = withColumns(s, 2, [col(['start-2']), col([walls[0]!])]);
    s = withColumns(s, 1, [col(['start-1']), col([walls[1]!])]);
    const fire = s.fairyPool.find((id) => fairy(id).kind === 'fire')!;
    s = giveBoard(s, 2, [], [fire]);
    s = roll(s, 2, 2);
    // Seat 1 has no choice (one column, no charm): it burns without being asked; seat 2 is asked.
    expect(s.players[1]!.columns[1]!.burnt).toBe(true);
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [2] });
    s = act(s, 2, { type: 'fire', slot: 0 });
    expect(s.players[2]!.columns[1]!.burnt).toBe(false);
    expect(s.fairyPool).toContain(fire);
    expect(invariants(s)).toEqual([]);
  });
});
