import { describe, expect, it } from 'vitest';
import { legalActions } from './actions.js';
import { act, at, counters, hand, owns, table, working } from './fixture.js';
import { advance } from './flow.js';
import { medievalManor } from './index.js';
import { outcomeOf, tieBreakOf } from './scoring.js';
import type { MedievalManorState as S } from './types.js';

/** The last Work action of a 2-player table: a pass by seat 0 ends the Work Phase. */
const lastWork = (s: S): S => act(working(s, 0, [1, 0]), 0, { type: 'pass' });

describe('Upgrade Phase (the rulebook, "5. Upgrade Phase")', () => {
  it('"The Cathedral Upgrade would give you 1 Victory Point counter", automatically, once per turn', () => {
    const s = lastWork(counters(owns(table(), 0, ['Cathedral']), 0, { victory: 0 }));
    expect(s.players[0]!.counters.victory).toBe(1);
  });

  it('"The Mine Upgrade would give you a simple gain of 1 Gold counter and would allow you to (multiple times …) discard 1 card from your hand to gain 1 Gold"', () => {
    let s = lastWork(counters(hand(owns(table(), 0, ['Mine']), 0, ['Wheat', 'Barley', 'Toll']), 0, { gold: 0 }));
    expect(s.players[0]!.counters.gold).toBe(1);
    expect(s.step).toMatchObject({ phase: 'upgrade', seat: 0 });
    s = act(s, 0, { type: 'convert', card: 'Mine', discard: 'Wheat' });
    s = act(s, 0, { type: 'convert', card: 'Mine', discard: 'Toll' });
    expect(s.players[0]!.counters.gold).toBe(3);
    expect(s.players[0]!.hand).toEqual(['Barley']);
    s = act(s, 0, { type: 'finish' });
    expect(s.step.phase).not.toBe('upgrade');
  });

  it('conversions are optional: a player may finish without converting', () => {
    const s = lastWork(hand(owns(table(), 0, ['Mine']), 0, ['Wheat']));
    expect(legalActions(s, 0)).toContainEqual({ type: 'finish' });
    expect(legalActions(s, 0)).toContainEqual({ type: 'convert', card: 'Mine', discard: 'Wheat' });
  });

  it('a player with nothing to convert is not asked', () => {
    const s = lastWork(hand(owns(table(), 0, ['Cathedral']), 0, []));
    expect(s.step.phase).not.toBe('upgrade');
  });
});

describe('Feeding Phase (the rulebook, "6. Feeding Phase")', () => {
  const feeding = (s: S, seat = 0): S => at(s, { phase: 'feeding', seat, fed: false });

  it('"Discard one Food counter for each Peasant you control", choosing Crops or Animals', () => {
    const s = feeding(counters(table(), 0, { peasants: 2, crops: 1, animals: 3 }));
    expect(legalActions(s, 0)).toEqual([
      { type: 'feed', pay: { crops: 0, animals: 2 } },
      { type: 'feed', pay: { crops: 1, animals: 1 } },
    ]);
    const after = act(s, 0, { type: 'feed', pay: { crops: 1, animals: 1 } });
    expect(after.players[0]!.counters).toMatchObject({ crops: 0, animals: 2, peasants: 2 });
  });

  it('"If you cannot feed all your peasants fully, discard one of them and lose 2 VT"', () => {
    // Seat 0 finishes feeding; seat 1 (3 Peasants, 2 Food) starves. The Food it had is still eaten.
    const s = counters(table(), 1, { peasants: 3, crops: 1, animals: 1, victory: 5 });
    const after = act(at(s, { phase: 'feeding', seat: 0, fed: true }), 0, { type: 'finish' });
    expect(after.players[1]!.counters).toMatchObject({ peasants: 2, victory: 3, crops: 0, animals: 0 });
  });

  it('"You cannot lose your last remaining Peasant"', () => {
    let s = counters(table(), 1, { peasants: 1, crops: 0, animals: 0, victory: 1 });
    s = act(at(s, { phase: 'feeding', seat: 0, fed: true }), 0, { type: 'finish' });
    expect(s.players[1]!.counters).toMatchObject({ peasants: 1, victory: 0 });
  });

  it('"If all of your Peasants are fed, you may discard 5 Food counters to gain 1 Peasant counter"', () => {
    let s = advance(feeding(counters(table(), 0, { peasants: 2, crops: 7, animals: 0 })));
    expect(s.players[0]!.counters.crops).toBe(5); // forced feeding: only Crops
    expect(s.step).toMatchObject({ phase: 'feeding', seat: 0, fed: true });
    expect(legalActions(s, 0)).toEqual([{ type: 'grow', pay: { crops: 5, animals: 0 } }, { type: 'finish' }]);
    s = act(s, 0, { type: 'grow', pay: { crops: 5, animals: 0 } });
    expect(s.players[0]!.counters).toMatchObject({ peasants: 3, crops: 0 });
  });
});

describe('End Phase and the end (the rulebook, "7. End Phase", "Victory")', () => {
  it('"Max hand size is 3 cards unless you have Upgrades in play that increase your hand size"', () => {
    let s = at(hand(table(), 0, ['Wheat', 'Barley', 'Toll', 'Ore', 'Hunt']), { phase: 'end', seat: 0 });
    expect(legalActions(s, 0)).toHaveLength(5);
    s = act(s, 0, { type: 'discard', card: 'Hunt' });
    s = act(s, 0, { type: 'discard', card: 'Ore' });
    expect(s.players[0]!.hand).toEqual(['Wheat', 'Barley', 'Toll']);
    expect(s.step).not.toMatchObject({ phase: 'end', seat: 0 });
    const granary = advance(at(hand(owns(table(), 0, ['Granary']), 0, ['Wheat', 'Barley', 'Toll', 'Ore', 'Hunt']), { phase: 'end', seat: 0 }));
    expect(granary.step).not.toMatchObject({ phase: 'end', seat: 0 }); // 5 cards, limit 5
  });

  it('"The game is over at the end of the turn in which any player has 25 or more Victory Points"', () => {
    // Seat 0 discards its 4th card; seat 1 (the last) holds 3 or fewer: the turn ends.
    const s = counters(table(), 1, { victory: 25 });
    const r = act(at(hand(s, 0, ['Wheat', 'Barley', 'Toll', 'Ore']), { phase: 'end', seat: 0 }), 0, { type: 'discard', card: 'Ore' });
    expect(r.step.phase).toBe('over');
    expect(medievalManor.pending(r)).toBeNull();
    expect(outcomeOf(r)).toMatchObject({ winners: [1], scores: [0, 25] });
  });

  it('below 25 Victory a new turn starts with the Lord drawing', () => {
    const r = act(at(hand(counters(table(), 1, { victory: 24 }), 0, ['Wheat', 'Barley', 'Toll', 'Ore']), { phase: 'end', seat: 0 }), 0, {
      type: 'discard',
      card: 'Ore',
    });
    expect(r.turn).toBe(2);
    expect(r.step).toMatchObject({ phase: 'draw', seat: 0 });
  });

  it('ties: "the player with the most Upgrades wins", then "the player with the most Gold"', () => {
    const over = (s: S): S => ({ ...s, step: { phase: 'over' } });
    let s = over(counters(counters(table(3), 0, { victory: 26, gold: 0 }), 1, { victory: 26, gold: 5 }));
    s = owns(s, 0, ['Cathedral']);
    expect(outcomeOf(s)).toMatchObject({ winners: [0], tiebreak: 'Tied on Victory: most Upgrades wins.' });
    s = owns(s, 1, ['Smithy']);
    expect(outcomeOf(s)).toMatchObject({ winners: [1], tiebreak: 'Tied on Victory and Upgrades: most Gold wins.' });
    s = counters(s, 0, { gold: 5 });
    expect(outcomeOf(s)).toMatchObject({ winners: [0, 1], ranking: [0, 1, 2] });
    expect(tieBreakOf(s)).toBe('shared');
    expect(tieBreakOf(counters(s, 2, { victory: 30 }))).toBeNull();
  });
});
