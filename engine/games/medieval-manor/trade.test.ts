import { describe, expect, it } from 'vitest';
import { legalActions } from './actions.js';
import { act, at, counters, hand, rejected, table } from './fixture.js';
import { medievalManor } from './index.js';
import { MAX_PROPOSALS, WAIT } from './trade.js';
import { bots } from './bots.js';
import { seededRng } from '../../core/rng.js';
import type { MedievalManorAction, MedievalManorState as S, TradeItem } from './types.js';

const trading = (seats = 3): S =>
  at(table(seats), { phase: 'trade', done: Array(seats).fill(false), proposals: Array(seats).fill(0), answers: Array(seats).fill(null), round: 0 });

const give = (goods: object, cards: string[] = []) => ({ goods, cards });
const answer = (items: TradeItem[], done = false): MedievalManorAction => ({ type: 'trade', items, done });
const propose = (to: number, g: object, r: object, gc: string[] = [], rc: string[] = []): TradeItem => ({
  type: 'propose',
  to,
  give: give(g, gc) as never,
  get: give(r, rc) as never,
});

/** Every seat of `answers` answers in turn (null: nothing this round); the round then happens. */
function round(s: S, answers: readonly (MedievalManorAction | null)[]): S {
  let out = s;
  answers.forEach((a, seat) => {
    if (s.step.phase === 'trade' && !s.step.done[seat]) out = act(out, seat, a ?? WAIT);
  });
  return out;
}

describe('Trade Phase (the rulebook, "2. Trade Phase"), in lock-step rounds', () => {
  it('"anyone may trade at any time in this phase": everyone not done answers each round, in any order', () => {
    const s = trading(3);
    expect(medievalManor.pending(s)).toMatchObject({ kind: 'move', seats: [0, 1, 2] });
    const after = act(s, 1, answer([], true));
    expect(medievalManor.pending(after)).toMatchObject({ kind: 'move', seats: [0, 2] });
    expect(rejected(after, 1, WAIT)).toBe('not-your-turn');
  });

  it('nothing of a round happens until every answer is in, and the order of answers does not matter', () => {
    const s = counters(hand(hand(trading(2), 0, ['Wheat']), 1, ['Cathedral']), 1, { gold: 3 });
    const p = answer([propose(1, { crops: 2 }, { gold: 1 }, ['Wheat'], ['Cathedral'])]);
    const half = act(s, 0, p);
    expect(half.offers).toEqual([]);
    const a = act(act(s, 0, p), 1, WAIT);
    const b = act(act(s, 1, WAIT), 0, p);
    expect(a).toEqual(b);
  });

  it('"trade counters and cards": an accepted deal moves both sides', () => {
    let s = counters(hand(hand(trading(2), 0, ['Wheat']), 1, ['Cathedral']), 1, { gold: 3 });
    s = round(s, [answer([propose(1, { crops: 2 }, { gold: 1 }, ['Wheat'], ['Cathedral'])]), null]);
    expect(s.offers).toEqual([{ id: 0, from: 0, to: 1, give: give({ crops: 2 }, ['Wheat']), get: give({ gold: 1 }, ['Cathedral']) }]);
    s = round(s, [null, answer([{ type: 'accept', offer: 0 }])]);
    expect(s.players[0]!.hand).toEqual(['Cathedral']);
    expect(s.players[1]!.hand).toEqual(['Wheat']);
    expect(s.players[0]!.counters).toMatchObject({ crops: 2, gold: 1 });
    expect(s.players[1]!.counters).toMatchObject({ crops: 6, gold: 2 });
    expect(s.offers).toEqual([]);
  });

  it('"freely … trade counters": Peasants and Victory Points change hands too', () => {
    let s = counters(trading(2), 1, { victory: 3 });
    s = round(s, [answer([propose(1, { peasants: 1 }, { victory: 2 })]), null]);
    s = round(s, [null, answer([{ type: 'accept', offer: 0 }])]);
    expect(s.players[0]!.counters).toMatchObject({ peasants: 1, victory: 2 });
    expect(s.players[1]!.counters).toMatchObject({ peasants: 3, victory: 1 });
  });

  it('"You cannot lose your last remaining Peasant" (Feeding Phase): no deal takes a player\u2019s last one', () => {
    const s = counters(counters(trading(2), 0, { peasants: 1 }), 1, { peasants: 1 });
    expect(rejected(s, 0, answer([propose(1, { peasants: 1 }, { crops: 1 })]))).toBe('last-peasant');
    expect(rejected(s, 0, answer([propose(1, { crops: 1 }, { peasants: 1 })]))).toBe('last-peasant');
    // One for one keeps a Peasant on each side.
    expect(() => act(s, 0, answer([propose(1, { peasants: 1 }, { peasants: 1 })]))).not.toThrow();
  });

  it('a bot never gives Victory Points away, whatever it is offered', () => {
    let s = counters(counters(trading(2), 0, { gold: 50, crops: 50 }), 1, { victory: 1 });
    s = round(s, [answer([propose(1, { gold: 50, crops: 50 }, { victory: 1 })]), null]);
    expect(s.offers).toHaveLength(1);
    const choice = bots.smart!({ game: medievalManor, state: s, seat: 1, knows: new Map(), legal: legalActions(s, 1), rng: seededRng(1) });
    const items = (choice as Extract<MedievalManorAction, { type: 'trade' }>).items;
    expect(items).toContainEqual({ type: 'decline', offer: s.offers[0]!.id });
    expect(items.some((i) => i.type === 'accept')).toBe(false);
  });

  it('any well-formed deal is accepted, not only the listed representative ones', () => {
    const s = counters(trading(2), 0, { crops: 4, gold: 3 });
    const deal = answer([propose(1, { crops: 3, gold: 3 }, { crops: 1 })]);
    expect(legalActions(s, 0)).not.toContainEqual(deal);
    expect(round(s, [deal, null]).offers).toHaveLength(1);
  });

  it('offer ids come from a counter in the state, so every device numbers them alike (in seat order)', () => {
    const s = round(trading(3), [answer([propose(1, { crops: 1 }, { crops: 1 })]), null, answer([propose(1, { crops: 1 }, { crops: 2 })])]);
    expect(s.offers.map((o) => [o.id, o.from])).toEqual([
      [0, 0],
      [1, 2],
    ]);
    expect(s.nextOfferId).toBe(2);
  });

  it('a withdrawal beats an accept in the same round', () => {
    let s = round(trading(2), [answer([propose(1, { crops: 1 }, { crops: 1 })]), null]);
    s = round(s, [answer([{ type: 'withdraw', offer: 0 }]), answer([{ type: 'accept', offer: 0 }])]);
    expect(s.offers).toEqual([]);
    expect(s.players[0]!.counters.crops).toBe(4);
    expect(s.events.some((e) => e.kind === 'accept')).toBe(false);
  });

  it('two accepts that cannot both be paid: the first in seat order goes through, the other deal is cancelled', () => {
    let s = counters(trading(3), 1, { crops: 4 });
    s = round(s, [answer([propose(1, { crops: 1 }, { crops: 4 })]), null, answer([propose(1, { crops: 1 }, { crops: 4 })])]);
    s = round(s, [
      null,
      answer([
        { type: 'accept', offer: 1 },
        { type: 'accept', offer: 0 },
      ]),
      null,
    ]);
    // Seat 1 gave 4 of its 4 Crops for one deal; the other can no longer be paid.
    expect(s.offers).toEqual([]);
    expect(s.players[1]!.counters.crops).toBe(1);
    expect(rejected(s, 1, answer([{ type: 'accept', offer: 0 }]))).toBe('no-offer');
  });

  it('saying done cancels open offers from and to that player; nobody may propose to a player who is done', () => {
    let s = round(trading(3), [answer([propose(1, { crops: 1 }, { crops: 1 })]), answer([propose(2, { crops: 1 }, { crops: 1 })]), null]);
    s = round(s, [null, answer([], true), null]);
    expect(s.offers).toEqual([]);
    expect(rejected(s, 2, answer([propose(1, { crops: 1 }, {})]))).toBe('target-done');
    expect(rejected(s, 1, answer([propose(2, { crops: 1 }, {})]))).toBe('not-your-turn');
  });

  it('at most one open offer per proposer and a capped number of proposals per phase, so the phase always ends', () => {
    let s = trading(2);
    const p = answer([propose(1, { crops: 1 }, { crops: 1 })]);
    s = round(s, [p, null]);
    expect(rejected(s, 0, p)).toBe('offer-open');
    // Withdrawing the open offer and proposing again in one answer is fine.
    expect(round(s, [answer([{ type: 'withdraw', offer: 0 }, propose(1, { crops: 1 }, { crops: 1 })]), null]).offers).toHaveLength(1);
    for (let i = 1; i < MAX_PROPOSALS; i++) {
      s = round(s, [null, answer([{ type: 'decline', offer: s.offers[0]!.id }])]);
      s = round(s, [p, null]);
    }
    s = round(s, [null, answer([{ type: 'decline', offer: s.offers[0]!.id }])]);
    expect(rejected(s, 0, p)).toBe('too-many');
    expect(legalActions(s, 0).some((a) => a.type === 'trade' && a.items.some((i) => i.type === 'propose'))).toBe(false);
  });

  it('a player may not offer what it does not have, nor ask what the other lacks', () => {
    const s = counters(trading(2), 1, { gold: 0 });
    expect(rejected(s, 0, answer([propose(1, { gold: 1 }, {})]))).toBe('cannot-give');
    expect(rejected(s, 0, answer([propose(1, { crops: 1 }, { gold: 1 })]))).toBe('cannot-get');
    expect(rejected(s, 0, answer([propose(0, { crops: 1 }, {})]))).toBe('bad-target');
    expect(rejected(s, 0, answer([propose(1, { crops: 1 }, {}), propose(1, { crops: 2 }, {})]))).toBe('one-proposal');
  });

  it('the phase ends when every player has said done, and the Work Phase starts with the Lord', () => {
    const s = round(trading(2), [answer([], true), answer([], true)]);
    expect(s.step).toMatchObject({ phase: 'work', seat: s.lord });
  });

  it('a quiet round, in which nobody trades anything, ends the phase', () => {
    let s = round(trading(3), [answer([propose(1, { crops: 1 }, { crops: 1 })]), null, null]);
    expect(s.step.phase).toBe('trade');
    s = round(s, [null, null, null]);
    expect(s.step).toMatchObject({ phase: 'work' });
    expect(s.offers).toEqual([]);
  });
});
