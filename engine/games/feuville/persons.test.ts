/**
 * The six persons, the fairy and the gnome (the rulebook, "Persons in FEUVILLE",
 * "Powerful Beings in FEUVILLE").
 */
import { describe, expect, it } from 'vitest';
import { act, col, fairyOf, find, giveBoard, isPlain, pull, roll, settleRandom, table, withColumns } from './fixture.js';
import { invariants } from './invariants.js';
import { apply } from './apply.js';
import { legalActions } from './legal.js';
import { pending, resolve } from './rules.js';
import { expectOk } from '../../core/result.js';
import { withPlayer } from './state.js';
import { fairy } from './tiles.js';
import type { FeuvilleState } from './types.js';

const sound = (s: FeuvilleState): void => expect(invariants(s)).toEqual([]);

describe('Thief (2)', () => {
  function robbed(): FeuvilleState {
    let s = roll(table(3, 0), 2, 5);
    const [wall] = find(s, 'wall', isPlain);
    const decreeId = s.decreeStack[0]!;
    s = giveBoard(s, 1, [
      { kind: 'tile', id: wall! },
      { kind: 'decree', id: decreeId },
    ]);
    const [theft] = fairyOf('theft');
    s = pull(s, theft!);
    return withPlayer(s, 1, (p) => ({ ...p, board: p.board.map((b, i) => (i === 1 ? { ...b, protection: theft! } : b)) }));
  }
  it("takes one unprotected tile from a fellow player's board; a protected one is safe", () => {
    const s = robbed();
    const thefts = legalActions(s, 0).filter((a) => a.type === 'skill' && a.person === 2 && a.dice.length === 1);
    expect(thefts).toEqual([{ type: 'skill', dice: [0], person: 2, target: { seat: 1, slot: 0 } }]);
    const after = act(s, 0, thefts[0]!);
    expect(after.players[0]!.hand?.kind).toBe('tile');
    expect(after.players[1]!.board).toHaveLength(1);
    expect(pending(after)).toMatchObject({ kind: 'move', seats: [0] });
    sound(after);
  });
});

describe('Publican (3): "Free tiles for all!"', () => {
  it("host first, then each guest clockwise (who must build at once), then the host's second tile", () => {
    let s = roll(table(3, 0), 3, 5);
    s = act(s, 0, { type: 'skill', dice: [0], person: 3 });
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [0] });
    s = act(s, 0, { type: 'pick', row: 'wall', slot: 0 });
    s = act(s, 0, { type: 'store' });
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [1] });
    // A guest may not put it on the board: only picks that build at once are offered.
    expect(legalActions(s, 1).every((a) => a.type === 'pass' || (a.type === 'pick' && a.at !== undefined))).toBe(true);
    s = act(s, 1, { type: 'pick', row: 'wall', slot: 1, at: 'right' });
    expect(s.players[1]!.columns).toHaveLength(2);
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [2] });
    s = act(s, 2, { type: 'pass' });
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [0] });
    s = act(s, 0, { type: 'pick', row: 'wall', slot: 2 });
    s = act(s, 0, { type: 'build', from: 'hand', at: 'left' });
    expect(s.players[0]!.columns).toHaveLength(2);
    expect(s.players[0]!.board).toHaveLength(1);
    sound(s);
  });
  it('"If a row is completely cleared during the donation round, then you must replenish it immediately"', () => {
    let s = roll(table(3, 0), 3, 5);
    for (const id of s.rows.wall.slice(1)) s = pull(s, id!);
    s = { ...s, box: [...s.box, ...(table(3, 0).rows.wall.slice(1) as string[])] };
    s = act(s, 0, { type: 'skill', dice: [0], person: 3 });
    s = act(s, 0, { type: 'pick', row: 'wall', slot: 0 });
    expect(pending(s)).toMatchObject({ kind: 'random', purpose: 'draw-wall' });
    s = settleRandom(s);
    expect(s.rows.wall.every((x) => x !== null)).toBe(true);
    s = act(s, 0, { type: 'store' });
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [1] });
    sound(s);
  });
});

describe('Architect (4) and Great Selection', () => {
  it("refills the whole display first; Great Selection charms are played before the architect's pick", () => {
    let s = roll(table(3, 0), 4, 5);
    const gone = [s.rows.tower[2]!, s.rows.wall[4]!];
    for (const id of gone) s = pull(s, id);
    s = { ...s, box: [...s.box, ...gone] };
    const [sel] = fairyOf('selection');
    s = giveBoard(s, 2, [], [sel!]);
    s = act(s, 0, { type: 'skill', dice: [0], person: 4 });
    expect(pending(s)?.kind).toBe('random');
    s = settleRandom(s);
    expect(s.rows.tower[2]).not.toBeNull();
    expect(s.rows.wall[4]).not.toBeNull();
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [2] });
    s = act(s, 2, { type: 'charm', slot: 0, row: 'sky', pick: 0 });
    s = act(s, 2, { type: 'store' });
    expect(s.fairyPool).toContain(sel);
    expect(pending(s)).toMatchObject({ kind: 'move', seats: [0] });
    s = act(s, 0, { type: 'pick', row: 'tower', slot: 5 });
    expect(s.players[0]!.hand?.kind).toBe('tile');
    sound(s);
  });
});

describe('Town Mayor (5)', () => {
  it('takes any decree of the display; the display is refilled at the end of the turn', () => {
    let s = roll(table(2, 0), 5, 1);
    const id = s.decrees[3]!;
    s = act(s, 0, { type: 'skill', dice: [0], person: 5, slot: 3 });
    expect(s.players[0]!.hand).toEqual({ kind: 'decree', id });
    expect(s.decrees[3]).toBeNull();
    s = act(s, 0, { type: 'store' });
    s = act(s, 0, { type: 'skill', dice: [1], person: 1 });
    s = expectOk(resolve(s, { kind: 'random', value: 4 }));
    s = act(s, 0, { type: 'stop' });
    s = act(s, 0, { type: 'end' });
    expect(pending(s)).toMatchObject({ kind: 'random', purpose: 'draw-decree' });
    s = settleRandom(s);
    expect(s.decrees[3]).not.toBeNull();
    expect(s.active).toBe(1);
    sound(s);
  });
});

describe('Magician (6)', () => {
  it('restores up to two burnt columns and takes one fairy magic', () => {
    let s = table(2, 0);
    const walls = find(s, 'wall', isPlain, 3);
    s = withColumns(s, 0, [col(['start-0']), col([walls[0]!], true), col([walls[1]!], true), col([walls[2]!], true)]);
    s = roll(s, 6, 2);
    expect(() => act(s, 0, { type: 'skill', dice: [0], person: 6, restore: [1, 2, 3] })).toThrow();
    s = act(s, 0, { type: 'skill', dice: [0], person: 6, restore: [1, 3] });
    expect(s.players[0]!.columns.map((c) => c.burnt)).toEqual([false, false, true, false]);
    expect(s.tasks.at(-1)).toEqual({ kind: 'magician', picks: 1 });
  });
  it('German original: "Wenn bei dir keine Stadtviertel abgebrannt sind, darfst du dir zwei Feenzauber … nehmen"', () => {
    const s = act(roll(table(2, 0), 6, 2), 0, { type: 'skill', dice: [0], person: 6, restore: [] });
    expect(s.tasks.at(-1)).toEqual({ kind: 'magician', picks: 2 });
  });
});

describe('the friendly Fairy and the grumpy Gnome', () => {
  it('prestige points "must be evaluated immediately"; the display is refilled at once', () => {
    let s = roll(table(2, 0), 1, 2);
    const prestige = s.fairyPool.find((id) => fairy(id).kind === 'prestige' && fairy(id).points === 5)!;
    s = pull(s, prestige);
    s = { ...s, fairyPool: [...s.fairyPool, s.fairyDisplay[0]!].sort(), fairyDisplay: [prestige, ...s.fairyDisplay.slice(1)] };
    s = act(s, 0, { type: 'fairy', die: 1, slot: 0 });
    expect(s.players[0]!.points.fairy).toBe(5);
    expect(pending(s)).toMatchObject({ kind: 'random', purpose: 'draw-fairy' });
    sound(settleRandom(s));
  });
  it('"You may only ever use one die for the Friendly Fairy" (the rulebook, "Fairy Magic"): the other die goes to a person', () => {
    let s = roll(table(2, 0), 1, 2);
    const prestige = s.fairyPool.find((id) => fairy(id).kind === 'prestige')!;
    s = pull(s, prestige);
    s = { ...s, fairyPool: [...s.fairyPool, s.fairyDisplay[0]!].sort(), fairyDisplay: [prestige, ...s.fairyDisplay.slice(1)] };
    s = settleRandom(act(s, 0, { type: 'fairy', die: 1, slot: 0 }));
    const legal = legalActions(s, 0);
    expect(legal.some((a) => a.type === 'fairy')).toBe(false);
    expect(legal.some((a) => a.type === 'tile' && a.dice.length === 1 && a.dice[0] === 0)).toBe(true);
    const r = apply(s, { type: 'fairy', die: 0, slot: 1 }, 0);
    expect(r.ok ? null : r.error).toEqual({ code: 'one-fairy-die', message: 'You may only ever use one die for the Friendly Fairy.' });
  });
  it('the gnome takes both dice and imitates any person', () => {
    let s = roll(table(2, 0), 1, 2);
    const id = s.rows.wall[3]!;
    s = act(s, 0, { type: 'tile', dice: [0, 1], person: 4, row: 'wall' });
    expect(s.gnome).toBe(4);
    expect(s.dice?.map((d) => d.place)).toEqual(['gnome', 'gnome']);
    expect(s.players[0]!.hand).toEqual({ kind: 'tile', id });
  });
  it('a die can only go to its own person', () => {
    const s = roll(table(2, 0), 1, 2);
    expect(() => act(s, 0, { type: 'tile', dice: [0], person: 4, row: 'wall' })).toThrow();
  });
});
