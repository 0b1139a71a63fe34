/**
 * The rulebook's worked examples as tests (felinia rulebook, English edition:
 * "Bidding phase", "Buying at the market", "Board boat after deal", "Arrival",
 * "Storage phase", "Prosperity scoring"), on states set up by hand.
 */
import { describe, expect, it } from 'vitest';
import { neighbours, portProvince } from './board.js';
import { BOATS, CHIPS, TRADE_TILES } from './data.js';
import { act, dealt, setPlayer } from './fixture.js';
import { felinia } from './index.js';
import { prosperity } from './scoring.js';
import { countOf, noGoods } from './state.js';
import type { Boat, FeliniaState, Kind } from './types.js';

/** A 4-player basic game after its set-up draws, seat 0 first (Blue 0, Red 1, Green 2, Yellow 3). */
const game = (): FeliniaState => dealt();
const goods = (...kinds: Kind[]) => countOf(kinds);
/** Yellow's token on the guild, so trading (and the test) stops there, Yellow holding merchandise to exchange. */
const guildBid = (i: number): number[] => (i === 5 ? [3] : []);
const noBoats: Boat[] = [0, 1, 2, 3].map(() => ({ tile: null, riders: [] }));
const boatTo = (country: number, departsMinutes: number) => BOATS.find((b) => b.country === country && b.departs === departsMinutes)!.id;

describe('Felinia: the rulebook examples', () => {
  it('"In the second round of the Bidding Phase, the blue player places a Bid token on his second space and gets 2 (he moves his marker from 4 to 6)"', () => {
    let s = game();
    s = { ...setPlayer(s, 0, { money: 4 }), bidRound: 1, turn: 0 };
    s = act(s, 0, { type: 'bid', at: 'own' });
    expect(s.players[0]!.money).toBe(6);
    expect(s.players[0]!.own).toEqual([false, true, false]);
    // "You can't move the Money marker further than the 6. Excess money is lost."
    let t = { ...setPlayer(game(), 0, { money: 5 }), bidRound: 2, turn: 0 };
    t = act(t, 0, { type: 'bid', at: 'own' });
    expect(t.players[0]!.money).toBe(6);
  });

  it('"Red places his token on top": a bid on a market with a token stacks on it', () => {
    let s = game();
    s = act(s, 0, { type: 'bid', at: 0 });
    s = act(s, 1, { type: 'bid', at: 0 });
    expect(s.markets[0]!.bids).toEqual([0, 1]);
  });

  it('"a pile of 4 Bid tokens": Blue pays 4, Red passes at 3, Green pays 2, Red pays 1', () => {
    let s = game();
    // Bottom to top: Red, Green, Red, Blue. Nothing any of them could board.
    const markets = s.markets.map((m, i) =>
      i === 0 ? { ...m, goods: ['books', 'wine', 'glass'] as Kind[], bids: [1, 2, 1, 0] } : { ...m, goods: [], bids: guildBid(i) },
    );
    s = { ...s, phase: 'trading', at: 0, markets, boats: noBoats };
    for (const seat of [0, 1, 2]) s = setPlayer(s, seat, { money: 6, goods: noGoods() });
    s = act(s, 0, { type: 'buy', kind: 'books' });
    expect(s.players[0]!.money).toBe(2);
    expect(s.markets[0]!.bids).toEqual([1, 2, 1]);
    s = act(s, 1, { type: 'pass' });
    expect(s.players[1]!.money).toBe(6);
    s = act(s, 2, { type: 'buy', kind: 'wine' });
    expect(s.players[2]!.money).toBe(4);
    s = act(s, 1, { type: 'buy', kind: 'glass' });
    expect(s.players[1]!.money).toBe(5);
    expect(s.markets[0]!.goods).toEqual([]);
  });

  it('"Example: The blue player already has 4 Merchandise tiles, and buys a watch": he boards the 9:45 and the 5:00 boats, all 5 tiles back in the bag, 1 coin paid', () => {
    let s = game();
    const cheetah = boatTo(1, 9 * 60 + 45);
    const lion = boatTo(0, 5 * 60);
    const boats: Boat[] = [
      { tile: cheetah, riders: [] },
      { tile: lion, riders: [] },
      { tile: null, riders: [] },
      { tile: null, riders: [] },
    ];
    const markets = s.markets.map((m, i) => (i === 0 ? { ...m, goods: ['watches'] as Kind[], bids: [0] } : { ...m, goods: [], bids: guildBid(i) }));
    s = setPlayer({ ...s, phase: 'trading', at: 0, markets, boats }, 0, { money: 3, goods: goods('clothing', 'clothing', 'glass', 'watches') });
    const bag = s.bag;
    s = act(s, 0, { type: 'buy', kind: 'watches' });
    expect(s.boarding).toBe(0);
    s = act(s, 0, { type: 'board', boat: 0 });
    s = act(s, 0, { type: 'board', boat: 1 });
    expect(s.boats[0]!.riders).toEqual([0]);
    expect(s.boats[1]!.riders).toEqual([0]);
    expect(s.players[0]!.goods).toEqual(noGoods());
    expect(s.players[0]!.money).toBe(3 - 1 - 1);
    expect(s.players[0]!.stock).toBe(8);
    expect(s.bag.clothing).toBe(bag.clothing + 2);
    expect(s.bag.watches).toBe(bag.watches + 2);
    expect(s.bag.glass).toBe(bag.glass + 1);
  });

  it('"Taking back a Bid token without Buying or Exchanging does not allow a player to board a boat"', () => {
    let s = game();
    const boats: Boat[] = [{ tile: boatTo(0, 5 * 60), riders: [] }, ...noBoats.slice(1)];
    const markets = s.markets.map((m, i) => (i === 1 ? { ...m, goods: ['books'] as Kind[], bids: [2] } : { ...m, goods: [], bids: [] }));
    s = setPlayer({ ...s, phase: 'trading', at: 1, markets, boats }, 2, { money: 4, goods: goods('watches', 'watches') });
    s = act(s, 2, { type: 'pass' });
    expect(s.boarding).toBe(null);
    expect(felinia.legalActions(s, 2, new Map()).some((a) => a.type === 'board')).toBe(false);
  });

  it('the Green merchant arrives, steps next to the port, turns up two trade tiles, and walks on to one of them', () => {
    let s = game();
    const country = 2;
    const tile = BOATS.find((b) => b.country === country && b.spaces === 1)!.id;
    const boats: Boat[] = [{ tile, riders: [2] }, ...noBoats.slice(1)];
    s = setPlayer({ ...s, phase: 'trading', at: 5, markets: s.markets.map((m) => ({ ...m, bids: [] })), boats }, 2, { stock: 9 });
    s = { ...s, markets: s.markets.map((m, i) => (i === 5 ? { ...m, bids: [2] } : m)) };
    s = act(s, 2, { type: 'pass' });
    expect(s.phase).toBe('exploration');
    const port = portProvince('basic', country);
    expect(s.walk?.path).toEqual([port]);
    // Turn up two posts two steps away, through a crossroads.
    const adj = neighbours('basic');
    const cross = adj[port]!.find((p) => s.posts[p] === null)!;
    const far = adj[cross]!.filter((p) => s.posts[p] === 'down').slice(0, 2);
    expect(far.length).toBeGreaterThan(0);
    for (const province of far) {
      s = act(s, 2, { type: 'reveal', province });
    }
    expect(typeof s.posts[far[0]!]).toBe('number');
    const taken = s.posts[far[0]!] as number;
    s = act(s, 2, { type: 'step', province: cross });
    s = act(s, 2, { type: 'step', province: far[0]! });
    expect(s.players[2]!.trade).toEqual([taken]);
    expect(s.merchants[far[0]!]).toBe(2);
    expect(s.walk).toBe(null);
  });

  it('storage: three kept free, a fourth for 2 coins, the rest sold for 1 each', () => {
    let s = game();
    s = setPlayer({ ...s, phase: 'storage', storing: [0] }, 0, { money: 2, goods: goods('books', 'books', 'wine', 'glass', 'glass', 'watches') });
    expect(felinia.pending(s)).toMatchObject({ kind: 'move', seats: [0] });
    s = act(s, 0, { type: 'keep', goods: ['books', 'books', 'wine', 'glass'] });
    // 2 − 2 for the fourth, + 2 for the two sold.
    expect(s.players[0]!.money).toBe(2);
    expect(s.players[0]!.goods).toEqual(goods('books', 'books', 'wine', 'glass'));
  });

  it('scoring: "5 × 3 + 2 × 2 + 1 = 20", the +1 bonus chip adds 2 for two Panthers, groups 4 × 3 + 2 × 2 + 2 × 2 = 20, goods 2 + 2 + 1 = 5', () => {
    let s = game();
    const of = (figure: string, n: number) =>
      TRADE_TILES.filter((t) => t.figure === figure)
        .slice(0, n)
        .map((t) => t.id);
    const trade = [...of('lion', 5), ...of('panther', 2), ...of('tiger', 1)];
    const chip = CHIPS.find((c) => c.figure === 'panther' && c.effect === 'plus-one')!.id;
    const merchants = fourTwoTwo();
    s = setPlayer({ ...s, phase: 'over', merchants: s.merchants.map((_, p) => (merchants.includes(p) ? 0 : null)) }, 0, {
      trade,
      chips: [chip],
      goods: goods('books', 'wine'),
      gold: 2,
      spice: 3,
    });
    const p = prosperity(s, 0);
    expect(p.trade).toBe(5 * 3 + 2 * 2 + 1);
    expect(p.bonus).toBe(2 * 1);
    expect(p.merchants).toBe(4 * 3 + 2 * 2 + 2 * 2);
    expect(p.goods + p.gold + p.spice).toBe(2 + 2 + 1);
    expect(p.total).toBe(20 + 2 + 20 + 5);
  });
});

/** Posts of the basic board forming a group of four and two pairs, no two groups next to each other. */
function fourTwoTwo(): number[] {
  const adj = neighbours('basic');
  const posts = adj.map((_, p) => p).filter((p) => p % 9 >= 3);
  const touches = (a: number[], b: number[]) => a.some((p) => b.some((q) => p === q || adj[p]!.includes(q)));
  const grow = (group: number[], size: number, used: number[]): number[] | null => {
    if (group.length === size) return group;
    for (const p of group)
      for (const q of adj[p]!)
        if (posts.includes(q) && !group.includes(q) && !touches([q], used)) {
          const g = grow([...group, q], size, used);
          if (g) return g;
        }
    return null;
  };
  for (const a of posts) {
    const four = grow([a], 4, []);
    if (!four) continue;
    for (const b of posts) {
      if (touches([b], four)) continue;
      const two = grow([b], 2, four);
      if (!two) continue;
      for (const c of posts) {
        if (touches([c], [...four, ...two])) continue;
        const other = grow([c], 2, [...four, ...two]);
        if (other) return [...four, ...two, ...other];
      }
    }
  }
  throw new Error('the board has no group of four and two pairs apart');
}
