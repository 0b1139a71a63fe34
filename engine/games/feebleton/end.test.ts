/**
 * "The game ends as soon as the last card is drawn from the deck. (The player will
 * not continue their turn.) All cards in Feebleton and in hand award no gold"
 * (the rulebook, Victory); setup; and junk input.
 */
import { describe, expect, it } from 'vitest';
import { LocalDealer } from '../../core/dealer.js';
import { expectOk } from '../../core/result.js';
import { Table } from './fixture.js';
import { feebleton } from './index.js';

describe('the end: the moment the last deck card is drawn', () => {
  it('at the end of a turn', () => {
    const t = new Table({ hands: [['Noble', 'Farmer', 'Farmer', 'Farmer'], ['Farmer']], deck: ['Merchant'], filler: 0 });
    t.play(0, 'Noble');
    expect(t.state.step.kind).toBe('over');
    expect(t.state.endedBy).toBe(0);
    expect(feebleton.pending(t.state)).toBeNull();
    expect(feebleton.outcome(t.state)!.scores).toEqual([0, 0]); // Feebleton and hands score nothing
  });

  it("in the middle of an Artist's draw 2: no further effect, the turn does not go on", () => {
    const t = new Table({ hands: [['Worker', 'Artist', 'Farmer'], ['Farmer']], deck: ['Merchant'], filler: 0 });
    t.play(0, 'Worker').play(0, 'Artist', { mode: 'draw' });
    expect(t.state.step.kind).toBe('over');
    expect(t.state.turn.extraPlays).toBe(0);
    expect(t.legal(0)).toEqual([]);
    expect(t.try({ type: 'end' }, 0)).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it("in the middle of the Scientist's deal: later players draw nothing", () => {
    const t = new Table({ hands: [['Scientist'], ['Noble'], ['Merchant']], filler: 4 });
    t.play(0, 'Scientist', { use: true }).do({ type: 'pass' }, 1).do({ type: 'pass' }, 2);
    // Deck after gathering: 4 filler + 2 gathered = 6: the player draws 4, seat 1 draws the last 2.
    expect(t.state.step.kind).toBe('over');
    expect(t.state.endedBy).toBe(1);
    expect(t.state.hands.map((h) => h.length)).toEqual([4, 2, 0]);
  });

  it("when the Philosopher's shuffle-and-draw 5 empties the deck", () => {
    const t = new Table({ hands: [['Philosopher', 'Farmer'], []], filler: 3 });
    t.play(0, 'Philosopher', { mode: 'shuffle' });
    expect(t.state.step.kind).toBe('over');
    expect(t.state.hands[0]).toHaveLength(4);
  });
});

describe('setup (the rulebook, Setup)', () => {
  it('shuffle all 71, a random picks the first player, 4 cards each', () => {
    const s0 = feebleton.setup(feebleton.defaultConfig(3), 3);
    expect(feebleton.pending(s0)).toMatchObject({ kind: 'shuffle' });
    expect((feebleton.pending(s0) as unknown as { handles: number[] }).handles).toHaveLength(71);
    const s1 = expectOk(feebleton.resolve(s0, { kind: 'shuffle' }));
    expect(feebleton.pending(s1)).toMatchObject({ kind: 'random', bound: 3 });
    const s2 = expectOk(feebleton.resolve(s1, { kind: 'random', value: 2 }));
    expect(s2.turn).toMatchObject({ seat: 2, number: 1 });
    expect(s2.hands.map((h) => h.length)).toEqual([4, 4, 4]);
    expect(s2.deck).toHaveLength(59);
    expect(feebleton.pending(s2)).toMatchObject({ kind: 'move', seats: [2] });
  });

  it('a configured first seat skips the random', () => {
    const s0 = feebleton.setup(expectOk(feebleton.parseConfig({ firstSeat: 1 }, 2)), 2);
    const s1 = expectOk(feebleton.resolve(s0, { kind: 'shuffle' }));
    expect(s1.turn.seat).toBe(1);
    expect(feebleton.parseConfig({ firstSeat: 5 }, 2).ok).toBe(false);
  });

  it('the dealer knows the 71 identities; each seat sees only its own hand', () => {
    const d = new LocalDealer(feebleton.cards({ firstSeat: 0 }, 2), 3);
    const s = d.settle(feebleton, feebleton.setup({ firstSeat: 0 }, 2));
    const k0 = d.knowledge(feebleton, s, 0);
    expect([...k0.keys()].sort()).toEqual([...s.hands[0]!].sort());
    const v = feebleton.view(s, 0, k0);
    expect(v.hand).toHaveLength(4);
    expect(v.players[1]!.handCount).toBe(4);
    expect(v.deckCount).toBe(63);
    expect(feebleton.view(s, null, new Map()).hand).toEqual([]);
  });
});

describe('junk is rejected without a throw', () => {
  const t = new Table({ hands: [['Thief', 'Historian', 'Artist'], ['Farmer']], feebleton: ['Noble'] });
  const junk: unknown[] = [
    null,
    42,
    'play',
    [],
    {},
    { type: 'fly' },
    { type: 'play' },
    { type: 'play', handle: -1, card: 'Farmer' },
    { type: 'play', handle: 1.5, card: 'Farmer' },
    { type: 'play', handle: 0, card: 'Dragon' },
    { type: 'play', handle: 0, card: 'Thief', target: 9 },
    { type: 'play', handle: 0, card: 'Thief', target: 0 },
    { type: 'play', handle: 1, card: 'Historian', take: 1 },
    { type: 'play', handle: 2, card: 'Artist', mode: 'both' },
    { type: 'react', handle: 0, card: 'Thief' },
    { type: 'trade', trade: 'yes' },
    { type: 'arrange', order: [0, 0, 1] },
    { type: 'end', reveal: 'all' },
    { type: 'play', handle: 5, card: 'Farmer' },
    { type: 'pass' },
    { type: 'trade', trade: true },
  ];
  it.each(junk.map((j) => [JSON.stringify(j), j]))('%s', (_, raw) => {
    const before = JSON.stringify(t.state);
    for (const seat of [0, 1, 7, -1]) {
      const a = feebleton.parseAction(raw);
      if (a.ok) expect(feebleton.apply(t.state, a.value, seat).ok).toBe(false);
    }
    expect(JSON.stringify(t.state)).toBe(before);
  });

  it('a card claimed falsely is refused by the dealer', () => {
    const r = t.try({ type: 'play', handle: t.h(0, 'Thief'), card: 'King' }, 0);
    expect(r).toMatchObject({ ok: false, error: { code: 'false-claim' } });
  });
});

describe('describe: the log in words, hidden cards hidden', () => {
  it('names plays and choices, never what was seen', () => {
    const t = new Table({ hands: [['Spy', 'Farmer'], ['Noble']] });
    const names = ['Ana', 'Bo'];
    expect(feebleton.describe(t.state, { type: 'play', handle: t.h(0, 'Spy'), card: 'Spy', target: 1 }, 0, names)).toBe('Ana plays Spy on Bo.');
    t.play(0, 'Spy', { target: 1 }).do({ type: 'pass' }, 1);
    expect(feebleton.describe(t.state, { type: 'trade', trade: true }, 0, names)).toBe('Ana trades hands with Bo.');
  });
});
