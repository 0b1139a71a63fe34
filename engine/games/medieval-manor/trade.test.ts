import { describe, expect, it } from 'vitest';
import { legalActions } from './actions.js';
import { act, at, counters, hand, rejected, table } from './fixture.js';
import { medievalManor } from './index.js';
import { MAX_PROPOSALS } from './trade.js';
import type { MedievalManorState as S } from './types.js';

const trading = (seats = 3): S =>
  at(table(seats), { phase: 'trade', done: Array(seats).fill(false), proposals: Array(seats).fill(0) });

const give = (goods: object, cards: string[] = []) => ({ goods, cards });

describe('Trade Phase (medieval-manor.txt, "2. Trade Phase")', () => {
  it('"anyone may trade at any time in this phase": every player not done may act at once', () => {
    const s = trading(3);
    expect(medievalManor.pending(s)).toMatchObject({ kind: 'move', seats: [0, 1, 2] });
    const after = act(s, 1, { type: 'done' });
    expect(medievalManor.pending(after)).toMatchObject({ kind: 'move', seats: [0, 2] });
  });

  it('"trade counters and cards": an accepted deal moves both sides', () => {
    let s = counters(hand(hand(trading(2), 0, ['Wheat']), 1, ['Cathedral']), 1, { gold: 3 });
    s = act(s, 0, { type: 'propose', to: 1, give: give({ crops: 2 }, ['Wheat']), get: give({ gold: 1 }, ['Cathedral']) });
    expect(s.offers).toEqual([{ id: 0, from: 0, to: 1, give: give({ crops: 2 }, ['Wheat']), get: give({ gold: 1 }, ['Cathedral']) }]);
    s = act(s, 1, { type: 'accept', offer: 0 });
    expect(s.players[0]!.hand).toEqual(['Cathedral']);
    expect(s.players[1]!.hand).toEqual(['Wheat']);
    expect(s.players[0]!.counters).toMatchObject({ crops: 2, gold: 1 });
    expect(s.players[1]!.counters).toMatchObject({ crops: 6, gold: 2 });
    expect(s.offers).toEqual([]);
  });

  it('any well-formed deal is accepted, not only the listed representative ones', () => {
    const s = counters(trading(2), 0, { crops: 4, gold: 3 });
    const deal = { type: 'propose', to: 1, give: give({ crops: 3, gold: 3 }), get: give({ crops: 1 }) } as const;
    expect(legalActions(s, 0)).not.toContainEqual(deal);
    expect(act(s, 0, deal).offers).toHaveLength(1);
  });

  it('offer ids come from a counter in the state, so every peer numbers them alike', () => {
    let s = trading(3);
    s = act(s, 0, { type: 'propose', to: 1, give: give({ crops: 1 }), get: give({ crops: 1 }) });
    s = act(s, 2, { type: 'propose', to: 1, give: give({ crops: 1 }), get: give({ crops: 2 }) });
    expect(s.offers.map((o) => o.id)).toEqual([0, 1]);
    expect(s.nextOfferId).toBe(2);
  });

  it('a deal that became unpayable is cancelled, and accepting it is rejected with a sentence', () => {
    let s = counters(trading(3), 1, { crops: 4 });
    s = act(s, 0, { type: 'propose', to: 1, give: give({ crops: 1 }), get: give({ crops: 4 }) });
    s = act(s, 2, { type: 'propose', to: 1, give: give({ crops: 1 }), get: give({ crops: 4 }) });
    s = act(s, 1, { type: 'accept', offer: 1 });
    // Seat 1 gave 4 of its 4 Crops and got 1: offer 0 (4 Crops) cannot be paid any more.
    expect(s.offers).toEqual([]);
    const r = medievalManor.apply(s, { type: 'accept', offer: 0 }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('That offer was withdrawn or already answered.');
  });

  it('a withdrawn offer cannot be accepted', () => {
    let s = trading(2);
    s = act(s, 0, { type: 'propose', to: 1, give: give({ crops: 1 }), get: give({ crops: 1 }) });
    s = act(s, 0, { type: 'withdraw', offer: 0 });
    expect(rejected(s, 1, { type: 'accept', offer: 0 })).toBe('no-offer');
  });

  it('saying done cancels open offers from and to that player; nobody may propose to a player who is done', () => {
    let s = trading(3);
    s = act(s, 0, { type: 'propose', to: 1, give: give({ crops: 1 }), get: give({ crops: 1 }) });
    s = act(s, 1, { type: 'propose', to: 2, give: give({ crops: 1 }), get: give({ crops: 1 }) });
    s = act(s, 1, { type: 'done' });
    expect(s.offers).toEqual([]);
    expect(rejected(s, 2, { type: 'propose', to: 1, give: give({ crops: 1 }), get: give({}) })).toBe('target-done');
    expect(rejected(s, 1, { type: 'propose', to: 2, give: give({ crops: 1 }), get: give({}) })).toBe('not-your-turn');
  });

  it('at most one open offer per proposer and a capped number of proposals per phase, so the phase always ends', () => {
    let s = trading(2);
    const p = { type: 'propose', to: 1, give: give({ crops: 1 }), get: give({ crops: 1 }) } as const;
    s = act(s, 0, p);
    expect(rejected(s, 0, p)).toBe('offer-open');
    for (let i = 1; i < MAX_PROPOSALS; i++) {
      s = act(s, 1, { type: 'decline', offer: s.offers[0]!.id });
      s = act(s, 0, p);
    }
    s = act(s, 1, { type: 'decline', offer: s.offers[0]!.id });
    expect(rejected(s, 0, p)).toBe('too-many');
    expect(legalActions(s, 0).some((a) => a.type === 'propose')).toBe(false);
  });

  it('a player may not offer what it does not have, nor ask what the other lacks', () => {
    const s = counters(trading(2), 1, { gold: 0 });
    expect(rejected(s, 0, { type: 'propose', to: 1, give: give({ gold: 1 }), get: give({}) })).toBe('cannot-give');
    expect(rejected(s, 0, { type: 'propose', to: 1, give: give({ crops: 1 }), get: give({ gold: 1 }) })).toBe('cannot-get');
    expect(rejected(s, 0, { type: 'propose', to: 0, give: give({ crops: 1 }), get: give({}) })).toBe('bad-target');
  });

  it('the phase ends when every player has said done, and the Work Phase starts with the Lord', () => {
    let s = trading(2);
    s = act(s, 1, { type: 'done' });
    s = act(s, 0, { type: 'done' });
    expect(s.step).toMatchObject({ phase: 'work', seat: s.lord });
  });
});
