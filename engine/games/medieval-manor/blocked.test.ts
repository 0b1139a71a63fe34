import { describe, expect, it } from 'vitest';
import { handUse } from './blocked.js';
import { at, cellOf, counters, hand, table, working } from './fixture.js';
import { medievalManor } from './index.js';

describe('why a hand card cannot be used now, carried by the view as the rules\u2019 refusal (code, sentence, data)', () => {
  it('a card some legal action uses is not blocked; on a land its text does not allow, the rules say so', () => {
    const s = working(hand(table(), 0, ['Wheat']), 0, [2, 2]);
    const [wheat] = handUse(s, 0);
    expect(wheat!.why).toBeNull();
    expect(wheat!.lands[cellOf('Good Fields')]).toBeNull();
    expect(wheat!.lands[cellOf('Church')]).toEqual({
      code: 'wrong-land',
      message: 'Wheat cannot be placed on Church.',
      args: { card: 'Wheat', land: 'Church' },
    });
  });

  it('an Upgrade the seat cannot afford: its price and what the seat has ("you must pay 3+X Money counters", "Upgrade Cards")', () => {
    const s = working(counters(hand(table(), 0, ['Cathedral']), 0, { gold: 1, resources: 1, crops: 9 }), 0, [1, 0]);
    const [cathedral] = handUse(s, 0);
    expect(cathedral!.why?.message).toBe('Cathedral is an Upgrade: it costs 3 Money (Gold and Resources), and you have 2.');
    expect(cathedral!.why?.args).toEqual({ card: 'Cathedral', money: 3, have: 2 });
    expect(cathedral!.lands[cellOf('Church')]).toEqual(cathedral!.why);
  });

  it('out of turn, every card says whose turn it is; the view carries it for its seat only', () => {
    const s = working(hand(hand(table(), 0, ['Wheat']), 1, ['Barley']), 0, [2, 2]);
    const [barley] = handUse(s, 1);
    expect(barley!.why?.message).toMatch(/turn/i);
    expect(medievalManor.view(s, 1, new Map()).handUse).toEqual(handUse(s, 1));
    expect(medievalManor.view(s, null, new Map()).handUse).toEqual([]);
  });

  it('in the Trade Phase a card changes hands by a deal: it says so, and no land is judged', () => {
    const s = hand(at(table(2), { phase: 'trade', done: [false, false], proposals: [0, 0], answers: [null, null], round: 0 }), 0, ['Wheat']);
    expect(handUse(s, 0)).toEqual([
      { why: { code: 'trade-panel', message: 'In the Trade Phase cards change hands by deals: tick them in the trade panel.' }, lands: [] },
    ]);
  });
});
