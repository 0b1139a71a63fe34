/**
 * The View (structured, the same for every seat) and the English log lines (the German ones:
 * components/feuville/log-words.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { act, fairyOf, giveBoard, roll, table } from './fixture.js';
import { describe as describeEn } from './notation.js';
import { pending } from './rules.js';
import { view } from './view.js';
import { BUILDING_TILES, DECREES, FAIRY_MAGIC } from './tiles.js';

describe('view', () => {
  it('shows rows, stacks, decrees, dice and whose move it is, with codes and numbers only', () => {
    const s = roll(table(3, 0), 2, 5);
    const v = view(s, 1);
    expect(v.rows.wall).toHaveLength(6);
    expect(v.rows.sky.every((t) => t?.back === 'star')).toBe(true);
    expect(v.stacks.wall.I + v.stacks.wall.II).toBe(24);
    expect(v.decreeStack).toBe(26 - 7 - 6);
    expect(v.townTiles).toBe(3);
    expect(v.dice).toEqual({ values: [2, 5], places: [null, null] });
    expect(v.choice).toEqual({ kind: 'act', seat: 0 });
    expect(v.awaited).toEqual([0]);
    expect(v.yourMove).toBe(false);
    expect(view(s, 0).yourMove).toBe(true);
    expect(v.persons).toEqual(['entertainer', 'thief', 'publican', 'architect', 'mayor', 'magician']);
  });
  it('fairy magic on a board is face down, but its identity is public', () => {
    const [fire] = fairyOf('fire');
    const s = giveBoard(roll(table(2, 0), 2, 5), 1, [], [fire!]);
    expect(view(s, 0).players[1]!.fairy).toEqual([{ fairy: FAIRY_MAGIC.find((f) => f.id === fire), faceDown: true }]);
  });
});

describe('describe', () => {
  it("words an action in English with the rulebook's terms", () => {
    const s = roll(table(2, 0), 2, 5);
    const a = { type: 'skill', dice: [1], person: 5, slot: 0 } as const;
    expect(describeEn(s, a, 0, ['Ann', 'Ben'])).toBe('Ann uses the Town Mayor.');
    const t = act(s, 0, { type: 'tile', dice: [0], person: 2, row: 'tower' });
    expect(describeEn(s, { type: 'tile', dice: [0], person: 2, row: 'tower' }, 0, ['Ann'])).toBe('Ann takes a tower tile from the Thief.');
    expect(describeEn(t, { type: 'store' }, 0, ['Ann'])).toBe('Ann puts it on the player board.');
  });
  it('the prompt is English', () => {
    expect(pending(roll(table(2, 0), 2, 5))).toMatchObject({ kind: 'move', prompt: expect.stringMatching(/^Use each die/) });
  });
});

describe('data', () => {
  it('keeps every count of the text: 90 building tiles (30 each, 6 star-backed skies), 30 decrees, 18 fairy magic', () => {
    expect(BUILDING_TILES).toHaveLength(90);
    for (const row of ['wall', 'tower', 'sky']) expect(BUILDING_TILES.filter((t) => t.row === row)).toHaveLength(30);
    expect(BUILDING_TILES.filter((t) => t.back === 'star')).toHaveLength(6);
    expect(DECREES).toHaveLength(30);
    expect(FAIRY_MAGIC).toHaveLength(18);
    expect(new Set(BUILDING_TILES.map((t) => t.id)).size).toBe(90);
  });
});
