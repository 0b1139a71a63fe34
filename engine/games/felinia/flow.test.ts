/**
 * The round's rules beyond the worked examples (the rulebook, "Exploration
 * phase", "Preparation for the next round", "Game end"), on states set up by hand.
 */
import { describe, expect, it } from 'vitest';
import { expectOk } from '../../core/result.js';
import { BOARDS, neighbours, portProvince } from './board.js';
import { BOATS, STARTING } from './data.js';
import { act, dealt, knowledge, setPlayer } from './fixture.js';
import { felinia } from './index.js';
import { KINDS, type Boat, type FeliniaState } from './types.js';

const game = (seats = 4, seeTop = false): FeliniaState => dealt(seats, { seeTop });

/** Trading at the guild with only `seat`'s token left: passing it ends the trading phase. */
const lastToken = (s: FeliniaState, seat: number): FeliniaState => ({
  ...s,
  phase: 'trading',
  at: 5,
  markets: s.markets.map((m, i) => ({ ...m, bids: i === 5 ? [seat] : [] })),
});

const tile = (country: number, spaces: 1 | 2) => BOATS.find((b) => b.country === country && b.spaces === spaces && b.back === 'grey')!;

describe('Felinia: set-up', () => {
  it('"Depending on the number of players, each player gets a specific combination of two Merchandise tiles"; "Put all remaining Merchandise tiles into the bag"', () => {
    for (const seats of [2, 3, 4]) {
      const s = felinia.setup({ variant: 'basic', seeTop: false, firstSeat: 0 }, seats);
      const held = s.players.map((p) => KINDS.filter((k) => p.goods[k] > 0));
      expect(held).toEqual(STARTING[seats]!.map((pair) => KINDS.filter((k) => pair.includes(k))));
      for (const p of s.players) expect(KINDS.reduce((n, k) => n + p.goods[k], 0)).toBe(2);
      for (const k of KINDS) expect(s.bag[k] + s.players.reduce((n, p) => n + p.goods[k], 0)).toBe(9);
    }
  });

  it("the reconstructed 2-player combinations are the 3 players' first two, Books and Watches, Wine and Clothing (Books and Wine against Watches and Clothing let the first seat win 59% of bot games)", () => {
    expect(STARTING[2]).toEqual(STARTING[3]!.slice(0, 2));
    expect(STARTING[2]).toEqual([
      ['books', 'watches'],
      ['wine', 'clothing'],
    ]);
  });
});

describe('Felinia: exploration', () => {
  it('full boats sail in order of departure; a boat not full stays', () => {
    const [early, late, open] = [tile(1, 1), tile(3, 1), tile(2, 2)].sort((a, b) => a.departs - b.departs);
    const boats: Boat[] = [
      { tile: late!.id, riders: [1] },
      { tile: early!.id, riders: [2] },
      { tile: open!.id, riders: [3] },
      { tile: null, riders: [] },
    ];
    let s = lastToken({ ...game(), boats }, 0);
    s = act(s, 0, { type: 'pass' });
    expect(s.phase).toBe('exploration');
    expect(s.sailing).toEqual([1, 0]);
    expect(s.walk?.seat).toBe(2);
    expect(s.walk?.country).toBe(early!.country);
  });

  it('"In the event none of the boats are ready to sail, then the boat with the earliest departure time will sail (even if it is empty, in which case the boat tile is immediately discarded)"', () => {
    const s0 = game();
    const earliest = [0, 1, 2, 3].sort((a, b) => BOATS[s0.boats[a]!.tile!]!.departs - BOATS[s0.boats[b]!.tile!]!.departs)[0]!;
    const gone = s0.boats[earliest]!.tile!;
    const s = act(lastToken(s0, 0), 0, { type: 'pass' });
    // Nobody aboard: the tile is discarded, the next round begins with the boat refilled.
    expect(s.discarded).toEqual([gone]);
    expect(s.phase).toBe('bidding');
    expect(s.boats.every((b) => b.tile !== null)).toBe(true);
    expect(s.round).toBe(2);
    expect(s.first).toBe(1);
  });

  it('a merchant may not revisit, enter an occupied province or a face-down trade tile; without a trade tile it goes home', () => {
    const country = 0;
    const boats: Boat[] = [{ tile: tile(country, 1).id, riders: [2] }, ...[1, 2, 3].map(() => ({ tile: null, riders: [] }))];
    let s = setPlayer(lastToken({ ...game(), boats }, 0), 2, { stock: 9 });
    s = act(s, 0, { type: 'pass' });
    const port = portProvince('basic', country);
    const adj = neighbours('basic');
    const steps = () => felinia.legalActions(s, 2, new Map()).flatMap((a) => (a.type === 'step' ? [a.province] : []));
    // Every post is face down: only the crossroads next to the port province can be entered.
    const first = steps();
    expect(first.length).toBeGreaterThan(0);
    for (const p of first) expect(s.posts[p]).toBe(null);
    // Someone stands on one of them: it cannot be entered.
    const blocked = first[0]!;
    s = { ...s, merchants: s.merchants.map((m, i) => (i === blocked ? 1 : m)) };
    expect(steps()).not.toContain(blocked);
    const cross = adj[port]!.find((p) => p !== blocked && s.posts[p] === null);
    if (cross !== undefined) {
      s = act(s, 2, { type: 'step', province: cross });
      if (s.walk) {
        expect(steps()).not.toContain(port);
        s = act(s, 2, { type: 'stop' });
      }
    } else s = act(s, 2, { type: 'stop' });
    expect(s.walk).toBe(null);
    expect(s.players[2]!.stock).toBe(9 + 1);
    expect(s.players[2]!.trade).toEqual([]);
  });

  it('a walk with no step left ends by itself, and the merchant goes home', () => {
    const country = 1;
    const boats: Boat[] = [{ tile: tile(country, 1).id, riders: [3] }, ...[1, 2, 3].map(() => ({ tile: null, riders: [] }))];
    let s = setPlayer(lastToken({ ...game(), boats }, 0), 3, { stock: 9 });
    s = act(s, 0, { type: 'pass' });
    // No reveal: two steps through the crossroads and back is impossible (no revisits); stopping on the second crossroads.
    const cross = felinia.legalActions(s, 3, new Map()).flatMap((a) => (a.type === 'step' ? [a.province] : []));
    s = act(s, 3, { type: 'step', province: cross[0]! });
    const more = felinia.legalActions(s, 3, new Map()).flatMap((a) => (a.type === 'step' ? [a.province] : []));
    if (more.length) s = act(s, 3, { type: 'step', province: more[0]! });
    expect(s.walk).toBe(null);
    expect(s.players[3]!.stock).toBe(10);
  });
});

describe('Felinia: the end', () => {
  it('"If a player places his last Merchant on a boat": trading ends as usual, every boat with merchants sails, no storage, the game is scored', () => {
    const boats: Boat[] = [
      { tile: tile(0, 2).id, riders: [] },
      { tile: tile(1, 2).id, riders: [1] },
      { tile: tile(2, 2).id, riders: [] },
      { tile: tile(3, 1).id, riders: [] },
    ];
    const need = BOATS[boats[0]!.tile!]!.needs;
    let s = setPlayer({ ...game(), boats }, 0, {
      stock: 1,
      money: 6,
      goods: { books: 0, wine: 0, watches: 0, clothing: 0, glass: 0, ...Object.fromEntries(need.map((k) => [k, need.filter((n) => n === k).length])) },
    });
    s = {
      ...s,
      phase: 'trading',
      at: 0,
      markets: s.markets.map((m, i) => ({ ...m, goods: i === 0 ? ['books'] : [], bids: i === 0 ? [0] : i === 5 ? [2] : [] })),
    };
    s = act(s, 0, { type: 'buy', kind: 'books' });
    s = act(s, 0, { type: 'board', boat: 0 });
    expect(s.final).toBe(true);
    expect(s.players[0]!.stock).toBe(0);
    expect(s.phase).toBe('trading');
    s = act(s, 2, { type: 'pass' });
    expect(s.phase).toBe('exploration');
    // Both boats with merchants sail though neither is full; the empty ones stay.
    expect([...s.sailing].sort()).toEqual([0, 1]);
    while (s.walk) s = act(s, s.walk.seat, { type: 'stop' });
    expect(s.phase).toBe('over');
    expect(felinia.pending(s)).toBe(null);
    expect(felinia.outcome(s)).not.toBe(null);
  });

  it('"If there were not enough Boat tiles to refill all boats": every boat with merchants leaves at once, then scoring', () => {
    const s0 = game();
    const boats: Boat[] = [s0.boats[0]!, { ...s0.boats[1]!, riders: [1] }, { tile: null, riders: [] }, { tile: null, riders: [] }];
    let s: FeliniaState = { ...lastToken({ ...s0, boats }, 0), grey: [s0.grey[0]!], blue: [] };
    s = act(s, 0, { type: 'pass' });
    // The earliest boat sails (or the one with a merchant, if it is earlier); then two or three boats are empty and one tile is left.
    while (s.walk) s = act(s, s.walk.seat, { type: 'stop' });
    while (s.phase === 'storage') s = act(s, s.storing[0]!, felinia.legalActions(s, s.storing[0]!, new Map()).find((a) => a.type === 'keep')!);
    expect(s.phase).toBe('over');
  });

  it('the very-experienced variant keeps the top boat tile face up, and it fills the first empty boat', () => {
    const s0 = game(4, true);
    expect(s0.top).not.toBe(null);
    const top = s0.top!;
    const s = act(lastToken(s0, 0), 0, { type: 'pass' });
    expect(s.boats.some((b) => b.tile === top)).toBe(true);
    expect(s.top).not.toBe(null);
    expect(s.top).not.toBe(top);
  });
});

describe('Felinia: the advanced rules', () => {
  const advanced = (): FeliniaState => dealt(3, { variant: 'advanced' });

  it('every trade tile lies face up from the start; the guild offers a food instead of the spice', () => {
    const s = advanced();
    expect(s.posts.filter((t) => t === 'down')).toEqual([]);
    expect(s.posts.filter((t) => typeof t === 'number')).toHaveLength(38);
    const t = setPlayer({ ...s, phase: 'trading', at: 5, markets: s.markets.map((m, i) => ({ ...m, bids: i === 5 ? [0] : [] })) }, 0, { money: 3 });
    const extras = new Set(felinia.legalActions(t, 0, new Map()).flatMap((a) => (a.type === 'exchange' ? [a.extra] : [])));
    expect([...extras].sort()).toEqual(['food', 'spice']);
  });

  it('"For each food you spend, Merchants can move one additional step"', () => {
    const country = 0;
    const boats: Boat[] = [{ tile: tile(country, 1).id, riders: [1] }, ...[1, 2, 3].map(() => ({ tile: null, riders: [] }))];
    let s = setPlayer(lastToken({ ...advanced(), boats }, 0), 1, { stock: 9, food: 0 });
    s = act(s, 0, { type: 'pass' });
    const walk = s.walk!;
    // Two steps through crossroads, then none left without food.
    const through = (from: number) => neighbours('advanced')[from]!.filter((p) => s.posts[p] === null && s.merchants[p] === null && !s.walk!.path.includes(p));
    const a = through(walk.path[0]!)[0]!;
    // A Mysterious Place on the way asks for a choice first: the first the walker may make.
    const choose = (t: FeliniaState) => (t.mystery ? act(t, 1, felinia.legalActions(t, 1, knowledge(t, 1))[0]!) : t);
    s = choose(act(s, 1, { type: 'step', province: a }));
    const b = through(a)[0]!;
    s = choose(act(s, 1, { type: 'step', province: b }));
    expect(s.walk?.steps).toBe(0);
    const food = s.players[1]!.food;
    if (food === 0) {
      expect(felinia.legalActions(s, 1, new Map()).some((x) => x.type === 'step')).toBe(false);
      s = setPlayer(s, 1, { food: 1 });
    }
    const before = s.players[1]!.food;
    const next = felinia.legalActions(s, 1, new Map()).find((x) => x.type === 'step');
    expect(next).toBeDefined();
    const after = expectOk(felinia.apply(s, next!, 1));
    const into = (next as { province: number }).province;
    const gained = BOARDS.advanced.provinces[into]!.rewards.filter((r) => r === 'food').length;
    expect(after.players[1]!.food).toBe(before - 1 + gained);
    expect(after.walk === null || after.walk.path.length === 4).toBe(true);
  });
});
