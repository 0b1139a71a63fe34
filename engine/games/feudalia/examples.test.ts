/** Every worked example of the rulebook, as a test citing where it comes from. */
import { describe, expect, it } from 'vitest';
import { FIEFS } from './cards.js';
import { judge } from './flow.js';
import { act, dealt, withCubes, withHand } from './fixture.js';
import { feudalia } from './index.js';
import { legalActions } from './legal.js';
import { taxDue } from './pay.js';
import { withPlayer } from './state.js';
import type { FeudaliaAction, FeudaliaState, Shown } from './types.js';

const knowing = (hand: readonly Shown[]) => new Map(hand.map((c) => [c.handle, c.card]));

/** Pays every cube of the current payment from the fief the test names. */
function payAll(s: FeudaliaState, seat: number, fief: number): FeudaliaState {
  let t = s;
  while (t.step.kind === 'pay') {
    const option = legalActions(t, seat, new Map()).find((a) => a.type === 'pay' && a.fief === fief);
    if (!option) break;
    t = act(t, seat, option);
  }
  return t;
}

describe('the tax collector (the rulebook, "The Tax Collector")', () => {
  it('Lois pays 2, 1 and 0 cubes from fiefs holding 5, 2 and 1', () => {
    let { state: s, hand } = withHand(dealt(), 0, ['tax-collector', 'serf', 'serf', 'serf', 'merchant']);
    s = withCubes(withCubes(withCubes(s, 0, 0, { wheat: 5 }), 0, 1, { clay: 2 }), 0, 2, { wood: 1 });
    const p = s.players[0]!;
    expect([0, 1, 2].map((i) => taxDue(p, i))).toEqual([2, 1, 0]);
    const legal = legalActions(s, 0, knowing(hand));
    expect(legal).toEqual([{ type: 'tax', card: hand[0], gave: [] }]);
    s = act(s, 0, legal[0]!);
    s = payAll(payAll(s, 0, 0), 0, 1);
    expect(s.step.kind).toBe('main');
    expect(s.players[0]!.fiefs.map((f) => f.cubes.wheat + f.cubes.clay + f.cubes.wood)).toEqual([3, 1, 1]);
    // "when you have finished, discard the tax collector": it lies played until the end of the day.
    expect(s.players[0]!.played).toEqual([hand[0]]);
  });

  it('Martha, with no fief holding 2 cubes and a hand worth 4, gives the merchant or both serfs, never the pastor', () => {
    let { state: s, hand } = withHand(dealt(), 0, ['tax-collector', 'merchant', 'pastor', 'serf', 'serf']);
    s = withCubes(withCubes(s, 0, 0, { wheat: 1 }), 0, 1, { clay: 1 });
    const gifts = legalActions(s, 0, knowing(hand)).map((a) => (a as Extract<FeudaliaAction, { type: 'tax' }>).gave.map((c) => c.card).sort());
    expect(gifts).toEqual([['merchant'], ['serf', 'serf']]);
    const t = act(s, 0, { type: 'tax', card: hand[0]!, gave: [hand[1]!] });
    expect(t.players[0]!.hand).toHaveLength(3);
    const end = act(t, 0, { type: 'end', shown: hand.slice(2), kept: [] });
    expect(end.players[0]!.caught).toBe(false);
  });

  it('a hand that gives less than half its income is caught when it is shown at the end of the turn', () => {
    let { state: s, hand } = withHand(dealt(), 0, ['tax-collector', 'merchant', 'pastor', 'serf', 'serf']);
    s = act(s, 0, { type: 'tax', card: hand[0]!, gave: [hand[3]!] });
    const end = act(s, 0, { type: 'end', shown: [hand[1]!, hand[2]!, hand[4]!], kept: [] });
    expect(end.players[0]!.caught).toBe(true);
    expect(end.players[0]!.out).toBe(true);
  });

  it('"it is mandatory to play the tax collector in the initial phase": one held back is caught at the end of the turn', () => {
    const { state: s, hand } = withHand(dealt(), 0, ['tax-collector', 'merchant', 'pastor', 'serf', 'serf']);
    const t = act(s, 0, { type: 'income', card: hand[1]! });
    expect(act(t, 0, { type: 'end', shown: [hand[0]!, ...hand.slice(2)], kept: [] }).players[0]!.caught).toBe(true);
  });

  it('"In the uncommon event that you do not have at least an income of 2 in your hand, discard your entire hand"', () => {
    const { state: s, hand } = withHand(dealt(), 0, ['tax-collector', 'pastor', 'serf']);
    const gifts = legalActions(s, 0, knowing(hand)).map((a) => (a as Extract<FeudaliaAction, { type: 'tax' }>).gave);
    expect(gifts).toEqual([[hand[1], hand[2]]]);
  });
});

describe('the end of the game (the rulebook, "End of the game": Alberto, Marta and Luis)', () => {
  /** Alberto (seat 0, first player) 9 VP, Marta 10, Luis as given; the round just ended. */
  function round(luisHalves: number): FeudaliaState {
    // Level 0 fiefs score nothing: the points are tokens, in halves.
    let s: FeudaliaState = { ...dealt(), ending: true, round: 5 };
    s = withPlayer(s, 0, (p) => ({ ...p, tokens: 18 }));
    s = withPlayer(s, 1, (p) => ({ ...p, tokens: 20 }));
    return withPlayer(s, 2, (p) => ({ ...p, tokens: 18 + luisHalves }));
  }

  it('"If Luis doesn\'t get any more points, Marta would win the game"', () => {
    expect(judge(round(0)).winners).toEqual([1]);
  });

  it('"If Luis gets ½ VP, all the players will continue playing"', () => {
    const s = judge(round(1));
    expect(s.step.kind).not.toBe('over');
    expect(s.players.map((p) => p.out)).toEqual([false, false, false]);
  });

  it('"If Luis gets 1 full VP … Alberto is eliminated from the game, and only Marta and Luis would continue"', () => {
    const s = judge(round(2));
    expect(s.step.kind).not.toBe('over');
    expect(s.players.map((p) => p.out)).toEqual([true, false, false]);
    // "If the first player leaves the game, he passes the first player card to the next player".
    expect(s.first).toBe(1);
  });
});

describe('field and influence actions (the rulebook, "Playing 1 field action", its examples)', () => {
  it('Zone A in a wheat field: "the fief produces 3 wheats"', () => {
    const { state: s, hand } = withHand(dealt(), 0, ['reaper', 'serf', 'serf', 'serf', 'serf']);
    const legal = legalActions({ ...s, turn: { ...s.turn, taxed: true } }, 0, knowing(hand)).filter((a) => a.type === 'field' && a.card.card === 'reaper');
    expect(legal.map((a) => (a as { fief: number }).fief)).toEqual([0]);
    const t = act(s, 0, legal[0]!);
    expect(t.players[0]!.fiefs[0]!.cubes.wheat).toBe(3);
  });

  it("the serf: free in clay, wheat or wood, 1 coin in stone; one cube of the fief's own resource", () => {
    const { state: s, hand } = withHand(dealt(), 0, ['serf', 'pastor', 'pastor', 'pastor', 'pastor']);
    const t = act(s, 0, { type: 'field', card: hand[0]!, action: 0, fief: 1 });
    expect(t.players[0]!.fiefs[1]!.cubes.clay).toBe(1);
    expect(t.players[0]!.coins).toBe(s.players[0]!.coins);
  });

  it('"this field remains occupied … until the end of the turn": taken while it lasts, free once it ends', () => {
    const { state: s, hand } = withHand(dealt(), 0, ['serf', 'pastor', 'pastor', 'pastor', 'pastor']);
    const t = act(s, 0, { type: 'field', card: hand[0]!, action: 0, fief: 1 });
    expect(t.players[0]!.fiefs[1]!.used).toBe(1);
    const u = act(t, 0, { type: 'end', shown: hand.slice(1), kept: [] });
    expect(u.turn.seat).toBe(1);
    expect(u.players[0]!.fiefs.map((f) => f.used)).toEqual([0, 0, 0]);
  });

  it('the merchant trades up to twice: a cube but wheat for a cube but stone, wood or clay and a coin for a stone, 3 wheat for any', () => {
    let { state: s, hand } = withHand(dealt(), 0, ['merchant', 'pastor', 'pastor', 'pastor', 'pastor']);
    s = withCubes(s, 0, 0, { wheat: 3, wood: 1 });
    s = withPlayer(s, 0, (p) => ({ ...p, coins: 1 }));
    s = act(s, 0, { type: 'field', card: hand[0]!, action: 0, fief: 0 });
    const trades = legalActions(s, 0, new Map());
    expect(trades).toContainEqual({ type: 'trade', option: 1, give: 'wood', get: 'stone', fief: 0 });
    expect(trades).toContainEqual({ type: 'trade', option: 2, give: 'wheat', get: 'stone', fief: 0 });
    expect(trades).not.toContainEqual(expect.objectContaining({ option: 0, give: 'wheat' }));
    expect(trades).not.toContainEqual(expect.objectContaining({ option: 0, get: 'stone' }));
    s = act(s, 0, { type: 'trade', option: 1, give: 'wood', get: 'stone', fief: 0 });
    s = act(s, 0, { type: 'trade', option: 2, give: 'wheat', get: 'clay', fief: 0 });
    expect(s.players[0]!.fiefs[0]!.cubes).toEqual({ wheat: 0, wood: 0, clay: 1, stone: 1 });
    expect(s.players[0]!.coins).toBe(0);
    // "up to 2 times": the effect is spent.
    expect(s.turn.queue).toHaveLength(0);
  });

  it('the trader sells 2 wood, 2 clay or 1 stone for 3 coins', () => {
    let { state: s, hand } = withHand(dealt(), 0, ['trader', 'pastor', 'pastor', 'pastor', 'pastor']);
    s = withCubes(s, 0, 2, { wood: 2, stone: 1 });
    s = act(s, 0, { type: 'field', card: hand[0]!, action: 0, fief: 2 });
    const sells = legalActions(s, 0, new Map()).filter((a) => a.type === 'trade');
    expect(sells).toEqual([
      { type: 'trade', option: 0, give: 'wood', get: null, fief: 2 },
      { type: 'trade', option: 2, give: 'stone', get: null, fief: 2 },
    ]);
    const coins = s.players[0]!.coins;
    s = act(s, 0, sells[0]!);
    expect(s.players[0]!.coins).toBe(coins + 3);
    expect(s.players[0]!.fiefs[2]!.cubes.wood).toBe(0);
  });
});

it('the game is dealt: 5 cards in hand, the tax collector in the discard pile', () => {
  const s = dealt(4);
  for (const p of s.players) {
    expect(p.hand).toHaveLength(5);
    expect(p.discard.map((c) => c.card)).toEqual(['tax-collector']);
    expect(p.deck).toHaveLength(10);
  }
  expect(feudalia.invariants!(s)).toEqual([]);
});

it('"The game can only finish in a tie in the uncommon event that all fiefs are level 2 fiefs, the cathedral is completely built, and there are no noble cards left face up to hire" (the rulebook, "End of the game")', () => {
  let s: FeudaliaState = { ...dealt(2), ending: true, round: 30, masters: [] };
  s = { ...s, cathedral: { stage: 2, tokens: { foundations: 0, nave: 0, dean: 0, glass: 0, silver: 0 } } };
  for (const seat of [0, 1])
    s = withPlayer(s, seat, (p) => ({ ...p, tokens: 4, fiefs: p.fiefs.map((f) => ({ ...f, level: 2 as const, card: 18 + seat * 4 })) }));
  // Level 2 faces alike, the same tokens: tied, nothing left to take.
  expect(judge(s).winners).toEqual([0, 1]);
  // A noble face up to hire could still break it: play goes on.
  expect(judge({ ...s, masters: ['countess'] }).step.kind).not.toBe('over');
  // A cathedral master in a city gives its points from its "C" card only, and those are all taken: still a tie.
  const dean = withPlayer(s, 0, (p) => ({
    ...p,
    fiefs: p.fiefs.map((f, i) => (i === 0 ? { ...f, cities: f.cities.map((c, j) => (j === 0 ? { id: 'dean-1', used: false } : c)) } : f)),
  }));
  expect(judge(dean).winners).toEqual([0, 1]);
  // A basic master whose action gives a point is still in reach: play goes on.
  const sculptor = withPlayer(s, 0, (p) => ({
    ...p,
    fiefs: p.fiefs.map((f, i) => (i === 0 ? { ...f, cities: f.cities.map((c, j) => (j === 0 ? { id: 'sculptor', used: false } : c)) } : f)),
  }));
  expect(judge(sculptor).step.kind).not.toBe('over');
});

it('two alike fiefs offered in the draft are one choice (the same type and face; the rulebook, "Selection of initial fiefs")', () => {
  const s: FeudaliaState = { ...dealt(3), step: { kind: 'draft', seat: 0, offer: [0, 1] } };
  expect(FIEFS[0]!.faces).toEqual(FIEFS[1]!.faces);
  expect(legalActions(s, 0, new Map(), false)).toEqual([{ type: 'draft', fief: 0 }]);
  // Two of one type with different faces (the fifth wheat card has a third field) stay two choices.
  expect(legalActions({ ...s, step: { kind: 'draft', seat: 0, offer: [0, 4] } }, 0, new Map(), false)).toHaveLength(2);
});
