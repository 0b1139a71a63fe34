import { describe, expect, it } from 'vitest';
import { legalActions } from './actions.js';
import { act, cellOf, counters, hand, table, working } from './fixture.js';
import { medievalManor } from './index.js';

describe('describe: actions in words for the log', () => {
  it('names the player, the card and the land', () => {
    const s = working(hand(table(), 0, ['Wheat', 'Cathedral']), 0, [2, 0]);
    expect(medievalManor.describe(s, { type: 'place', card: 'Wheat', cell: cellOf('Fertile Fields') }, 0, ['Ann', 'Bob'])).toBe(
      'Ann places Wheat on the Fertile Fields',
    );
    const offer = { type: 'propose', to: 1, give: { goods: { crops: 2 }, cards: ['Wheat'] }, get: { goods: { gold: 1 }, cards: [] } } as const;
    expect(medievalManor.describe(s, { type: 'trade', items: [offer], done: false }, 0, ['Ann', 'Bob'])).toBe('Ann offers 2 Crops, Wheat to Bob for 1 Gold');
    expect(medievalManor.describe(s, { type: 'trade', items: [{ type: 'accept', offer: 3 }], done: true }, 1, ['Ann', 'Bob'])).toBe(
      'Bob accepts offer #3, and is done trading',
    );
    expect(medievalManor.describe(s, { type: 'trade', items: [], done: false }, 1, ['Ann', 'Bob'])).toBe('Bob does nothing this trade round');
  });

  it('says every listed action of a played-out table in words', () => {
    let s = working(counters(hand(table(), 0, ['Wheat', 'Cathedral', 'Festival']), 0, { gold: 3 }), 0, [3, 0]);
    for (let i = 0; i < 3; i++) {
      for (const a of legalActions(s, 0)) expect(medievalManor.describe(s, a, 0, [])).toMatch(/^Player 1 \w+/);
      s = act(s, 0, legalActions(s, 0)[0]!);
    }
  });
});
