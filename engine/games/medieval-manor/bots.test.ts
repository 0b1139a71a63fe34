import { describe, expect, it } from 'vitest';
import { playout } from '../../core/playout.js';
import { seededRng } from '../../core/rng.js';
import { legalActions } from './actions.js';
import { bots } from './bots.js';
import { act, at, counters, table } from './fixture.js';
import { WAIT } from './trade.js';
import { medievalManor } from './index.js';
import type { MedievalManorAction, MedievalManorState as S } from './types.js';

const choose = (bot: string, s: S, seat: number): MedievalManorAction =>
  bots[bot]!({ game: medievalManor, state: s, seat, knows: new Map(), legal: legalActions(s, seat), rng: seededRng(1) });

const trading = (): S => at(table(2), { phase: 'trade', done: [false, false], proposals: [0, 0], answers: [null, null], round: 0 });
/** Seat 0 proposes `give` for `get` to seat 1, and seat 1 waits: the offer is open in the next round. */
const offered = (s: S, give: object, get: object): S =>
  act(act(s, 0, { type: 'trade', items: [{ type: 'propose', to: 1, give: deal(give) as never, get: deal(get) as never }], done: false }), 1, WAIT);
const deal = (goods: object) => ({ goods, cards: [] });

describe('bots', () => {
  it('smart games end with a winner at 25 Victory or more, in a sensible number of turns', () => {
    for (const seats of [2, 3, 4]) {
      const r = playout<S>(medievalManor, { seats, seed: 11 + seats, choosers: bots.smart! });
      expect(r.end).toBe('over');
      expect(Math.max(...r.state.players.map((p) => p.counters.victory))).toBeGreaterThanOrEqual(25);
      expect(r.state.turn).toBeGreaterThan(8);
      expect(r.state.turn).toBeLessThan(40);
    }
  });

  it('every strategy variant plays whole games', () => {
    const r = playout<S>(medievalManor, { seats: 4, seed: 3, choosers: [bots.farmer!, bots.builder!, bots.trader!, bots.smart!] });
    expect(r.end).toBe('over');
  });

  it('smart beats random', () => {
    let wins = 0;
    for (let seed = 0; seed < 6; seed++) {
      const r = playout<S>(medievalManor, { seats: 2, seed, choosers: [bots.smart!, bots.random!], maxActions: 20_000 });
      if (medievalManor.outcome(r.state)?.winners.includes(0)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  });

  it('a smart bot accepts a deal that helps it and declines one that hurts it', () => {
    const s = offered(counters(counters(trading(), 0, { gold: 4 }), 1, { crops: 6, gold: 0 }), { gold: 2 }, { crops: 1 });
    expect(choose('smart', s, 1)).toEqual({ type: 'trade', items: [{ type: 'accept', offer: 0 }], done: false });
    const t = offered(counters(trading(), 1, { crops: 6, gold: 3 }), { crops: 1 }, { gold: 3 });
    const no = choose('smart', t, 1);
    expect(no.type === 'trade' && no.items[0]).toEqual({ type: 'decline', offer: 0 });
  });

  it('a bot short of Food proposes a trade for it when the partner has plenty', () => {
    const s = counters(counters(trading(), 0, { peasants: 4, crops: 0, animals: 0, gold: 6, resources: 4 }), 1, { crops: 12, gold: 0 });
    const a = choose('smart', s, 0);
    expect(a).toMatchObject({ type: 'trade', items: [{ type: 'propose', to: 1 }] });
    const item = a.type === 'trade' ? a.items[0] : undefined;
    if (item?.type === 'propose') expect(item.get.goods.crops ?? 0).toBeGreaterThan(0);
  });
});
