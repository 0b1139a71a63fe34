import { describe, expect, it } from 'vitest';
import { expectOk } from '../../core/result.js';
import { CARD_NAMES, cardRecord } from './cards.js';
import { act, at, counters, hand, rejected, table } from './fixture.js';
import { medievalManor } from './index.js';
import type { CardName, MedievalManorState as S, Task } from './types.js';
import { bagAdd, bagSize } from './zones.js';

/** The random value that makes the next single draw `card` (its index in the deck multiset). */
function pickValue(s: S, card: CardName): number {
  let k = 0;
  for (const c of CARD_NAMES) {
    if (c === card) return k;
    k += s.deck[c] ?? 0;
  }
  throw new Error(card);
}

function resolveTo(s: S, card: CardName): S {
  return expectOk(medievalManor.resolve(s, { kind: 'random', value: pickValue(s, card) }));
}

/** Seat 0 drawing, with the given draw task queued (hands emptied, cards back in the deck). */
function drawing(task: Task, s0: S = table()): S {
  const s = hand(hand(s0, 0, []), 1, []);
  return { ...at(s, { phase: 'draw', seat: 0, bought: [] }), tasks: [task] };
}

/** Puts every discarded card back in the deck. */
const unDiscard = (s: S): S => {
  let deck = s.deck;
  for (const [c, n] of Object.entries(s.discard)) deck = bagAdd(deck, c, n);
  return { ...s, deck, discard: {} };
};

describe('Setup (the rulebook, "Setup")', () => {
  it('"Each player starts with 2 Peasants and 4 Crops"; 3 cards each, "Any Hardship cards should be discarded and re-dealt"', () => {
    // Every random value 0 draws the first card in deck order: the Hardships come first.
    const s = table(3);
    for (const p of s.players) {
      expect(p.counters).toMatchObject({ peasants: 2, crops: 4, victory: 0 });
    }
    // Seat 0 got 3 cards at setup plus 2 in its first deal; seats 1 and 2 only their 3 setup cards so far.
    expect(s.players.map((p) => p.hand.length)).toEqual([5, 3, 3]);
    expect(s.players.flatMap((p) => p.hand).every((c) => cardRecord(c).kind !== 'hardship')).toBe(true);
    expect(bagSize(s.discard)).toBe(10);
  });

  it('the first Lord is picked by a random pending when the lobby leaves it open', () => {
    const s = medievalManor.setup({ layout: 'random', firstLord: null }, 4);
    expect(medievalManor.pending(s)).toMatchObject({ kind: 'random' });
    let x = s;
    for (let p = medievalManor.pending(x); p?.kind === 'random'; p = medievalManor.pending(x)) {
      expect(p.bound).toBeLessThanOrEqual(2 ** 32);
      x = expectOk(medievalManor.resolve(x, { kind: 'random', value: p.bound - 1 }));
    }
    expect(x.lord).toBe(3);
    expect(x.map!.cells).toHaveLength(16);
  });
});

describe('Draw Phase (the rulebook, "1. Draw Phase")', () => {
  it('"Each player is dealt as many cards from the Play Deck as they have Peasants", batched in one random', () => {
    const s = drawing({ kind: 'draw', seat: 0, count: 3, why: 'deal' });
    const n = bagSize(s.deck);
    expect(medievalManor.pending(s)).toMatchObject({ kind: 'random', bound: n * (n - 1) * (n - 2) });
    const after = expectOk(medievalManor.resolve(s, { kind: 'random', value: n * (n - 1) * (n - 2) - 1 }));
    expect(after.players[0]!.hand).toHaveLength(3);
    expect(bagSize(after.deck)).toBe(n - 3);
  });

  it('a Hardship takes effect as soon as it is dealt and is then discarded (Drought: lose 2 Crops)', () => {
    const s = counters(unDiscard(drawing({ kind: 'draw', seat: 0, count: 1, why: 'deal' })), 0, { crops: 4 });
    const after = resolveTo(s, 'Drought');
    expect(after.players[0]!.counters.crops).toBe(2);
    expect(after.players[0]!.hand).toEqual([]);
    expect(after.discard['Drought']).toBe(1);
  });

  it('a Hardship never takes the last Peasant (Plague)', () => {
    const s = counters(unDiscard(drawing({ kind: 'draw', seat: 0, count: 1, why: 'deal' })), 0, { peasants: 1 });
    expect(resolveTo(s, 'Plague').players[0]!.counters.peasants).toBe(1);
    const two = counters(s, 0, { peasants: 2 });
    expect(resolveTo(two, 'Plague').players[0]!.counters.peasants).toBe(1);
  });

  it('Fire discards a random card from hand: a random pending over the hand', () => {
    let s = unDiscard(drawing({ kind: 'draw', seat: 0, count: 1, why: 'deal' }));
    s = hand(s, 0, ['Wheat', 'Toll']);
    const after = resolveTo(s, 'Fire');
    expect(medievalManor.pending(after)).toMatchObject({ kind: 'random', bound: 2 });
    const burnt = expectOk(medievalManor.resolve(after, { kind: 'random', value: 1 }));
    expect(burnt.players[0]!.hand).toEqual(['Wheat']);
    expect(burnt.discard['Toll']).toBe(1);
  });

  it('"pay 3 goods to draw 3 more cards … must discard 2 … They may discard Hardship cards"', () => {
    let s = counters(unDiscard(at(hand(table(), 0, []), { phase: 'draw', seat: 0, bought: [] })), 0, { crops: 4, gold: 1 });
    s = act(s, 0, { type: 'buy', pay: { crops: 2, gold: 1 } });
    expect(s.players[0]!.counters).toMatchObject({ crops: 2, gold: 0 });
    // Draw Drought, Drought, Murrain: none takes effect while bought.
    s = expectOk(medievalManor.resolve(s, { kind: 'random', value: 0 }));
    expect(s.step).toMatchObject({ phase: 'draw', bought: ['Drought', 'Drought', 'Murrain'] });
    expect(s.players[0]!.counters.crops).toBe(2);
    expect(rejected(s, 0, { type: 'finish' })).toBe('keep-one');
    const kept = act(s, 0, { type: 'keep', card: 'Murrain' });
    // A Hardship kept takes effect (Murrain: lose 2 Animals, there are none) and is discarded.
    expect(kept.players[0]!.hand).toEqual([]);
    expect(kept.discard['Drought']).toBe(2);
    expect(kept.discard['Murrain']).toBe(1);
  });

  it('"discard 2 cards (that are not Hardship cards) and draw 1 replacement card"', () => {
    let s = at(hand(table(), 0, ['Wheat', 'Barley', 'Toll']), { phase: 'draw', seat: 0, bought: [] });
    s = act(s, 0, { type: 'swap', cards: ['Wheat', 'Toll'] });
    expect(s.players[0]!.hand).toEqual(['Barley']);
    expect(medievalManor.pending(s)).toMatchObject({ kind: 'random', bound: bagSize(s.deck) });
    s = resolveTo(s, 'Cathedral');
    expect(s.players[0]!.hand).toEqual(['Barley', 'Cathedral']);
  });

  it('"If the Play Deck ever runs out of cards, shuffle the discards and use them"', () => {
    let s = drawing({ kind: 'draw', seat: 0, count: 2, why: 'deal' });
    // Move the whole deck but one Wheat to the discard pile.
    let discard = s.discard;
    for (const [c, n] of Object.entries(s.deck)) discard = bagAdd(discard, c, n);
    discard = bagAdd(discard, 'Wheat', -1);
    s = { ...s, deck: { Wheat: 1 }, discard };
    expect(medievalManor.pending(s)).toMatchObject({ kind: 'random', bound: 1 });
    s = expectOk(medievalManor.resolve(s, { kind: 'random', value: 0 }));
    expect(s.players[0]!.hand).toContain('Wheat');
    expect(s.events.some((e) => e.kind === 'reshuffle')).toBe(true);
    expect(bagSize(s.discard)).toBe(0);
  });

  it('each player draws in turn from the Lord, then the Trade Phase starts', () => {
    let s = table(2);
    expect(s.step).toMatchObject({ phase: 'draw', seat: 0 });
    s = act(s, 0, { type: 'finish' });
    expect(medievalManor.pending(s)).toMatchObject({ kind: 'random' });
    s = expectOk(medievalManor.resolve(s, { kind: 'random', value: 5 }));
    expect(s.step).toMatchObject({ phase: 'draw', seat: 1 });
    s = act(s, 1, { type: 'finish' });
    expect(s.step.phase).toBe('trade');
  });
});
