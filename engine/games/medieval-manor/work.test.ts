import { describe, expect, it } from 'vitest';
import { legalActions } from './actions.js';
import { act, at, cellOf, counters, hand, owns, rejected, table, working } from './fixture.js';

const crops = (s: { players: readonly { counters: { crops: number } }[] }, seat = 0): number => s.players[seat]!.counters.crops;

describe('Work Phase: Bounty gains (the rulebook, "Bounty Cards")', () => {
  it('"The Wheat card gives you 4 Crops" (Good Fields have no modifier)', () => {
    const s = working(counters(hand(table(), 0, ['Wheat']), 0, { crops: 0 }), 0, [2, 2]);
    expect(crops(act(s, 0, { type: 'place', card: 'Wheat', cell: cellOf('Good Fields') }))).toBe(4);
  });

  it('"If the wheat card was placed on a Fertile Field (+1C), you would gain a total of 5 Crops"', () => {
    const s = working(counters(hand(table(), 0, ['Wheat']), 0, { crops: 0 }), 0, [2, 2]);
    expect(crops(act(s, 0, { type: 'place', card: 'Wheat', cell: cellOf('Fertile Fields') }))).toBe(5);
  });

  it('"If placed on a Poor Field (-1C) you would get 3 Crops"', () => {
    const s = working(counters(hand(table(), 0, ['Wheat']), 0, { crops: 0 }), 0, [2, 2]);
    expect(crops(act(s, 0, { type: 'place', card: 'Wheat', cell: cellOf('Poor Fields') }))).toBe(3);
  });

  it('a land modifier only adds to counters of a type the card gains ("if you are gaining counters of the same type")', () => {
    const s = working(counters(hand(table(), 0, ['Ore']), 0, { gold: 0, crops: 0 }), 0, [2, 2]);
    const after = act(s, 0, { type: 'place', card: 'Ore', cell: cellOf('Hills') });
    expect(after.players[0]!.counters.gold).toBe(2);
    expect(crops(after)).toBe(0);
  });

  it('a Crop card placed orthogonally next to a Compost gains an additional Crop ("Compost, Cultivator, Fodder, Manure and Pollination")', () => {
    let s = working(counters(hand(hand(table(), 0, ['Compost']), 1, ['Wheat']), 1, { crops: 0 }), 0, [2, 2]);
    s = act(s, 0, { type: 'place', card: 'Compost', cell: cellOf('Fertile Fields') });
    s = act(s, 1, { type: 'place', card: 'Wheat', cell: cellOf('Good Fields') });
    expect(crops(s, 1)).toBe(5);
  });

  it('"These bonuses are not retroactive": a Compost placed after the Wheat gives the Wheat player nothing', () => {
    let s = working(counters(hand(hand(table(), 0, ['Wheat']), 1, ['Compost']), 0, { crops: 0 }), 0, [2, 2]);
    s = act(s, 0, { type: 'place', card: 'Wheat', cell: cellOf('Good Fields') });
    expect(crops(s, 0)).toBe(4);
    s = act(s, 1, { type: 'place', card: 'Compost', cell: cellOf('Fertile Fields') });
    expect(crops(s, 0)).toBe(4);
  });

  it('Fodder adds an Animal, not a Crop; only to cards that gain Animals', () => {
    let s = working(counters(hand(hand(table(), 0, ['Fodder', 'Wheat']), 1, ['Cattle']), 1, { animals: 0 }), 0, [2, 2]);
    s = act(s, 0, { type: 'place', card: 'Fodder', cell: cellOf('Good Fields') });
    s = act(s, 1, { type: 'place', card: 'Cattle', cell: cellOf('Pasture') });
    // Cattle 3 Animals, Pasture +1 Animal (reconstructed modifier), Fodder next to it +1.
    expect(s.players[1]!.counters.animals).toBe(5);
    const crops0 = crops(s, 0);
    s = act(s, 0, { type: 'place', card: 'Wheat', cell: cellOf('Fertile Fields') });
    expect(crops(s, 0) - crops0).toBe(5); // Fertile +1, no Fodder bonus for Crops
  });

  it('"You cannot place a card in a space that is already occupied by a card", nor on a land the card does not allow', () => {
    let s = working(hand(hand(table(), 0, ['Wheat']), 1, ['Barley']), 0, [2, 2]);
    expect(rejected(s, 0, { type: 'place', card: 'Wheat', cell: cellOf('Church') })).toBe('wrong-land');
    s = act(s, 0, { type: 'place', card: 'Wheat', cell: cellOf('Good Fields') });
    expect(rejected(s, 1, { type: 'place', card: 'Barley', cell: cellOf('Good Fields') })).toBe('occupied');
  });

  it('"Any time a card is played on the Castle, that player becomes the new Lord of the Manor"', () => {
    const s = working(hand(table(), 1, ['Tournament']), 1, [0, 2]);
    expect(s.lord).toBe(0);
    const after = act(s, 1, { type: 'place', card: 'Tournament', cell: cellOf('Castle') });
    expect(after.lord).toBe(1);
    expect(after.players[1]!.counters.victory).toBe(2);
  });

  it('"Discard 2 cards from your hand to gain 1 Good of any type"', () => {
    const s = working(counters(hand(table(), 0, ['Wheat', 'Barley', 'Toll']), 0, { gold: 0 }), 0, [2, 2]);
    const after = act(s, 0, { type: 'sell', cards: ['Wheat', 'Barley'], good: 'gold' });
    expect(after.players[0]!.hand).toEqual(['Toll']);
    expect(after.players[0]!.counters.gold).toBe(1);
    expect(after.discard['Wheat']).toBe(1);
  });

  it('players take turns one action at a time, clockwise, skipping players out of actions', () => {
    let s = working(hand(hand(table(), 0, ['Wheat', 'Barley']), 1, ['Toll']), 0, [2, 1]);
    s = act(s, 0, { type: 'place', card: 'Wheat', cell: cellOf('Good Fields') });
    expect(s.step).toMatchObject({ phase: 'work', seat: 1 });
    s = act(s, 1, { type: 'place', card: 'Toll', cell: cellOf('Road') });
    expect(s.step).toMatchObject({ phase: 'work', seat: 0 });
    s = act(s, 0, { type: 'pass' });
    expect(s.step.phase).not.toBe('work');
  });
});

describe('Upgrades (the rulebook, "Upgrade Cards")', () => {
  it('"you must pay 3+X Money counters. X = The number of Upgrade cards you already own": the cost rises with each one owned', () => {
    let s = working(counters(hand(table(), 0, ['Cathedral', 'Smithy', 'Quarry']), 0, { gold: 10, resources: 10 }), 0, [4, 0]);
    const pays = legalActions(s, 0).filter((a) => a.type === 'place' && a.card === 'Cathedral');
    expect(pays.every((a) => a.type === 'place' && (a.pay!.gold ?? 0) + (a.pay!.resources ?? 0) === 3)).toBe(true);
    expect(rejected(s, 0, { type: 'place', card: 'Cathedral', cell: cellOf('Church'), pay: { gold: 2 } })).toBe('bad-payment');
    s = act(s, 0, { type: 'place', card: 'Cathedral', cell: cellOf('Church'), pay: { gold: 3 } });
    expect(s.players[0]!.counters.gold).toBe(7);
    // Bought this turn counts as owned: the next costs 4.
    s = act(s, 0, { type: 'place', card: 'Smithy', cell: cellOf('Village'), pay: { gold: 2, resources: 2 } });
    expect(s.players[0]!.counters).toMatchObject({ gold: 5, resources: 8 });
    s = act(s, 0, { type: 'place', card: 'Quarry', cell: cellOf('Hills'), pay: { resources: 5 } });
    expect(s.players[0]!.counters.resources).toBe(3);
  });

  it('Upgrades cannot be paid with Food: "Money counters" are Gold and Resources', () => {
    const s = working(counters(hand(table(), 0, ['Cathedral']), 0, { crops: 9, gold: 0, resources: 0 }), 0, [1, 0]);
    expect(rejected(s, 0, { type: 'place', card: 'Cathedral', cell: cellOf('Church'), pay: { crops: 3 } })).toBe('bad-payment');
    expect(legalActions(s, 0).some((a) => a.type === 'place')).toBe(false);
  });

  it('Rest Phase: Bounty cards on the map are discarded, Upgrades go in front of their owner', () => {
    let s = working(counters(hand(table(), 0, ['Cathedral', 'Wheat']), 0, { gold: 3 }), 0, [2, 0]);
    s = act(s, 0, { type: 'place', card: 'Cathedral', cell: cellOf('Church'), pay: { gold: 3 } });
    s = act(s, 0, { type: 'place', card: 'Wheat', cell: cellOf('Good Fields') });
    expect(s.map!.cells.every((c) => c.card === null)).toBe(true);
    expect(s.players[0]!.upgrades).toEqual(['Cathedral']);
    expect(s.discard['Wheat']).toBe(1);
  });

  it('a Bounty conversion can only be done when the card is played, as many times as affordable', () => {
    let s = working(counters(hand(table(), 0, ['Festival']), 0, { crops: 10, victory: 0 }), 0, [2, 0]);
    s = act(s, 0, { type: 'place', card: 'Festival', cell: cellOf('Village') });
    expect(s.players[0]!.counters.crops).toBe(11); // gained 1
    expect(s.step).toMatchObject({ phase: 'work', converting: cellOf('Village') });
    s = act(s, 0, { type: 'convert', card: 'Festival' });
    s = act(s, 0, { type: 'convert', card: 'Festival' });
    expect(s.players[0]!.counters).toMatchObject({ crops: 5, victory: 2 });
    s = act(s, 0, { type: 'finish' });
    expect(s.step).toMatchObject({ phase: 'work', converting: null });
    // The next action is a new one: the Festival's conversion is over.
    expect(legalActions(s, 0).some((a) => a.type === 'convert')).toBe(false);
  });

  it('owned Upgrades give nothing during the Work Phase', () => {
    const s = owns(at(table(), { phase: 'work', seat: 0, actionsLeft: [1, 0], converting: null, placed: 0 }), 0, ['Mine']);
    expect(legalActions(s, 0).some((a) => a.type === 'convert')).toBe(false);
  });
});
