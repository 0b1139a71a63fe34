/** Every card's effect (the rulebook, "Card Descriptions"), one test or more each. */
import { describe, expect, it } from 'vitest';
import { CARDS, DECK } from './cards.js';
import { Table } from './fixture.js';
import { feebleton } from './index.js';

describe('the rulebook, Components', () => {
  it('71 cards: 18 Farmers, 9 Merchants, 6 Nobles, 4 each of six commons, 7 unique great people, 7 unique End of Era', () => {
    expect(DECK).toHaveLength(71);
    expect(CARDS.filter((c) => c.kind === 'great').every((c) => c.count === 1)).toBe(true);
    expect(CARDS.filter((c) => c.kind === 'end-of-era')).toHaveLength(7);
    expect(CARDS.every((c) => c.source === 'rulebook' && c.text.length > 0)).toBe(true);
    expect(feebleton.cards({ firstSeat: null }, 4)).toEqual(DECK);
  });
});

describe('Player Turn', () => {
  it('a plain card goes to Feebleton, then the player draws to 4 and the turn passes left', () => {
    const t = new Table({ hands: [['Farmer', 'Merchant', 'Noble', 'Spy'], ['Farmer']] });
    t.play(0, 'Noble');
    expect(t.feebletonCards()).toEqual(['Noble']);
    expect(t.state.hands[0]).toHaveLength(4);
    expect(t.state.turn).toMatchObject({ seat: 1, number: 2, played: false });
  });

  it('the play is mandatory: ending the turn before playing is refused', () => {
    const t = new Table({ hands: [['Farmer'], ['Farmer']] });
    expect(t.try({ type: 'end' }, 0)).toMatchObject({ ok: false, error: { code: 'must-play' } });
  });

  it('with an empty hand the only action ends the turn (and draws 4)', () => {
    const t = new Table({ hands: [[], ['Farmer']] });
    expect(t.legal(0)).toEqual([{ type: 'end' }]);
    t.do({ type: 'end' }, 0);
    expect(t.state.hands[0]).toHaveLength(4);
    expect(t.state.turn.seat).toBe(1);
  });

  it('holding only cards that cannot be played: end the turn showing them, and they become public', () => {
    const t = new Table({ hands: [['Tyranny', 'Marauders'], ['Farmer']], feebleton: ['Guard'] });
    const legal = t.legal(0);
    expect(legal).toEqual([{ type: 'end', reveal: t.shown(0) }]);
    t.do(legal[0], 0);
    expect(t.state.known.map((k) => k.card).sort()).toEqual(['Marauders', 'Tyranny']);
    expect(t.state.hands[0]).toHaveLength(4);
  });

  it('a false reveal is caught by the dealer', () => {
    const t = new Table({ hands: [['Farmer'], ['Farmer']] });
    const r = t.try({ type: 'end', reveal: [{ handle: t.h(0, 'Farmer'), card: 'Tyranny' }] }, 0);
    expect(r).toMatchObject({ ok: false, error: { code: 'false-claim' } });
  });
});

describe('cards without an ability', () => {
  it.each(['Farmer', 'Merchant', 'Noble'] as const)('%s only lies in Feebleton (its gold counts in a won pile)', (card) => {
    const t = new Table({ hands: [[card, 'Spy', 'Spy', 'Spy'], ['Farmer']] });
    t.play(0, card);
    expect(t.feebletonCards()).toEqual([card]);
    expect(t.hand(1)).toEqual(['Farmer']);
  });

  it.each(['Guard', 'General'] as const)("%s played as the turn's card only lies in Feebleton", (card) => {
    const t = new Table({ hands: [[card, 'Spy'], ['Farmer']] });
    t.play(0, card);
    expect(t.feebletonCards()).toEqual([card]);
    expect(t.state.turn).toMatchObject({ seat: 1, guarded: [] });
  });
});

describe('Worker and Engineer: additional plays', () => {
  it('Worker: "You can play an additional card this turn." — optional', () => {
    const t = new Table({ hands: [['Worker', 'Farmer', 'Farmer'], []] });
    t.play(0, 'Worker');
    expect(t.state.turn).toMatchObject({ seat: 0, played: true, extraPlays: 1 });
    expect(t.legal(0)).toContainEqual({ type: 'end' });
    t.do({ type: 'end' }, 0);
    expect(t.state.turn.seat).toBe(1);
  });

  it('Engineer: up to 3 additional plays; additional plays accumulate with a Worker', () => {
    const t = new Table({ hands: [['Engineer', 'Worker', 'Farmer', 'Farmer', 'Farmer', 'Farmer'], []] });
    t.play(0, 'Engineer');
    expect(t.state.turn.extraPlays).toBe(3);
    t.play(0, 'Worker');
    expect(t.state.turn.extraPlays).toBe(3); // one used, one gained
    t.play(0, 'Farmer').play(0, 'Farmer');
    expect(t.state.turn).toMatchObject({ seat: 0, extraPlays: 1 });
    t.play(0, 'Farmer');
    expect(t.state.turn.seat).toBe(1); // no play left: the turn ends by itself
  });
});

describe('Artist and Philosopher: "-or-", never both', () => {
  it('Artist: draw 2', () => {
    const t = new Table({ hands: [['Artist', 'Farmer', 'Farmer', 'Farmer', 'Farmer'], []], deck: ['Noble', 'Noble'] });
    t.play(0, 'Artist', { mode: 'draw' });
    expect(t.hand(0)).toEqual(['Farmer', 'Farmer', 'Farmer', 'Farmer', 'Noble', 'Noble']);
  });

  it('Artist: shuffle your hand into the deck (a shuffle of the whole deck), draw 4', () => {
    const t = new Table({ hands: [['Artist', 'Spy', 'Spy'], []] });
    const deckBefore = t.state.deck.length;
    t.try({ type: 'play', handle: t.h(0, 'Artist'), card: 'Artist', mode: 'shuffle' }, 0);
    const p = feebleton.pending(t.state);
    expect(p).toMatchObject({ kind: 'shuffle' });
    expect(p!.kind === 'shuffle' && p!.handles.length).toBe(deckBefore + 2);
    t.settle();
    expect(t.state.hands[0]).toHaveLength(4);
  });

  it('Philosopher: draw 3, or shuffle your hand in and draw 5', () => {
    const a = new Table({ hands: [['Philosopher', 'Farmer', 'Farmer', 'Farmer', 'Farmer', 'Farmer'], []] });
    a.play(0, 'Philosopher', { mode: 'draw' });
    expect(a.state.hands[0]).toHaveLength(8);
    const b = new Table({ hands: [['Philosopher'], []] });
    b.play(0, 'Philosopher', { mode: 'shuffle' });
    expect(b.state.hands[0]).toHaveLength(5);
  });

  it('the mode must be chosen', () => {
    const t = new Table({ hands: [['Artist'], []] });
    expect(t.try({ type: 'play', handle: t.h(0, 'Artist'), card: 'Artist' }, 0).ok).toBe(false);
  });
});

describe('Council Member: "Look at the top 2 cards of the deck. Put them back in any order."', () => {
  it('only the player sees them; the private order is applied by the dealer and stripped from the log', () => {
    const t = new Table({ hands: [['Council Member', 'Farmer', 'Farmer', 'Farmer', 'Farmer'], []], deck: ['Noble', 'King'] });
    const [top, second] = t.state.deck;
    t.play(0, 'Council Member');
    expect(t.state.step).toEqual({ kind: 'arrange', handles: [top, second] });
    expect(t.knows(0).get(top!)).toBe('Noble');
    expect(t.knows(1).has(top!)).toBe(false);
    expect(feebleton.view(t.state, 1, t.knows(1)).peek).toMatchObject({ seat: 0, cards: null });
    const arrange = { type: 'arrange', order: [1, 0] } as const;
    expect(feebleton.publish!(arrange)).toEqual({ type: 'arrange' });
    t.do(arrange, 0);
    expect([t.card(top!), t.card(second!)]).toEqual(['King', 'Noble']);
    expect(t.state.deck.slice(0, 2)).toEqual([top, second]); // the public state never changes order
  });

  it('an order that is not a permutation is refused', () => {
    const t = new Table({ hands: [['Council Member', 'Farmer'], []] });
    t.play(0, 'Council Member');
    expect(t.try({ type: 'arrange', order: [1, 1] }, 0).ok).toBe(false);
  });
});

describe('Spy: "Look at an opponent\'s hand. You can trade hands with that player."', () => {
  it('after the window the spy sees the hand and may trade whole hands', () => {
    const t = new Table({
      hands: [
        ['Spy', 'Farmer'],
        ['Noble', 'King'],
      ],
    });
    t.play(0, 'Spy', { target: 1 }).do({ type: 'pass' }, 1);
    expect(t.state.step).toEqual({ kind: 'spy', target: 1 });
    expect(
      feebleton
        .view(t.state, 0, t.knows(0))
        .peek?.cards?.map((c) => c.card)
        .sort(),
    ).toEqual(['King', 'Noble']);
    t.do({ type: 'trade', trade: true }, 0);
    expect(t.hand(1)).toEqual(['Farmer']);
    expect(t.hand(0)).toEqual(expect.arrayContaining(['King', 'Noble']));
  });

  it('the spy may keep its hand', () => {
    const t = new Table({ hands: [['Spy', 'Farmer'], ['Noble']] });
    t.play(0, 'Spy', { target: 1 }).do({ type: 'pass' }, 1).do({ type: 'trade', trade: false }, 0);
    expect(t.hand(1)).toEqual(['Noble']);
  });

  it('with no opponent to choose (all guarded) it is played without effect', () => {
    const t = new Table({ hands: [['Spy', 'Farmer'], ['Noble']], turn: { guarded: [1] } });
    expect(t.legal(0)).toContainEqual({ type: 'play', handle: t.h(0, 'Spy'), card: 'Spy' });
    t.play(0, 'Spy');
    expect(t.state.turn.seat).toBe(1);
  });
});

describe('Thief and King', () => {
  it('Thief: "Take a random card from an opponent\'s hand." — a random over the target\'s hand picks it', () => {
    const t = new Table({ hands: [['Thief'], ['Noble', 'King', 'Farmer']] });
    t.play(0, 'Thief', { target: 1 });
    t.try({ type: 'pass' }, 1);
    expect(feebleton.pending(t.state)).toMatchObject({ kind: 'random', bound: 3 });
    const second = t.state.hands[1]![1]!;
    t.random(1);
    expect(t.state.hands[0]).toContain(second);
    expect(t.card(second)).toBe('King');
  });

  it('Thief cannot target an opponent with an empty hand', () => {
    const t = new Table({ hands: [['Thief', 'Farmer'], []] });
    expect(t.try({ type: 'play', handle: t.h(0, 'Thief'), card: 'Thief', target: 1 }, 0).ok).toBe(false);
  });

  it('King: +6 and one random card from each opponent, in turn order from the left', () => {
    const t = new Table({ hands: [['King'], ['Noble'], [], ['Merchant', 'Farmer']] });
    t.play(0, 'King');
    expect(t.state.step.kind === 'react' && t.state.step.window.eligible).toEqual([1, 3]);
    t.do({ type: 'pass' }, 3);
    t.try({ type: 'pass' }, 1);
    expect(feebleton.pending(t.state)).toMatchObject({ kind: 'random', bound: 1 });
    t.random(0);
    expect(feebleton.pending(t.state)).toMatchObject({ kind: 'random', bound: 2 });
    t.random(0);
    expect(t.hand(0)).toEqual(expect.arrayContaining(['Noble', 'Merchant']));
  });
});

describe('Broker and Scientist', () => {
  it('Broker: gathers the hands, shuffles that pile alone, deals one at a time in turn order starting with the player', () => {
    const t = new Table({ hands: [['Broker', 'Farmer'], ['Noble', 'Noble', 'Noble'], ['Merchant']] });
    t.play(0, 'Broker', { use: true }).do({ type: 'pass' }, 1);
    t.try({ type: 'pass' }, 2);
    const p = feebleton.pending(t.state);
    expect(p).toMatchObject({ kind: 'shuffle', purpose: "shuffling the Broker's pile" });
    expect(p!.kind === 'shuffle' && p!.handles.length).toBe(5);
    const pile = t.state.step.kind === 'broker' ? t.state.step.pile : [];
    t.settle();
    // Dealt 0,1,2,0,1: seat 0 and seat 1 get 2 cards, seat 2 gets 1; then seat 0's turn ends (draw to 4).
    expect(t.state.hands[1]).toEqual([pile[1], pile[4]]);
    expect(t.state.hands[2]).toEqual([pile[2]]);
    expect(t.state.hands[0]!.slice(0, 2)).toEqual([pile[0], pile[3]]);
  });

  it('Broker without its ability touches no hand', () => {
    const t = new Table({ hands: [['Broker', 'Farmer'], ['Noble']] });
    t.play(0, 'Broker', { use: false });
    expect(t.hand(1)).toEqual(['Noble']);
    expect(t.state.turn.seat).toBe(1);
  });

  it('Scientist: all affected hands into the deck, shuffle, each draws 4 starting with the player', () => {
    const t = new Table({ hands: [['Scientist'], ['Noble'], ['Merchant', 'Merchant']] });
    t.play(0, 'Scientist', { use: true }).do({ type: 'pass' }, 1);
    t.try({ type: 'pass' }, 2);
    expect(feebleton.pending(t.state)).toMatchObject({ kind: 'shuffle', purpose: 'shuffling the deck' });
    const deck = t.state.deck;
    t.settle();
    expect(t.state.hands.map((h) => h.length)).toEqual([4, 4, 4]);
    expect(t.state.hands[0]).toEqual(deck.slice(0, 4));
    expect(t.state.hands[1]).toEqual(deck.slice(4, 8));
  });
});

describe('Historian: "Take a card from Feebleton."', () => {
  it('takes the chosen card (not itself); its identity stays public while in hand', () => {
    const t = new Table({ hands: [['Historian'], ['Farmer']], feebleton: ['Noble', 'Farmer'] });
    const noble = t.state.feebleton[0]!.handle;
    expect(t.legal(0).map((a) => a.type === 'play' && a.take)).toEqual([noble, t.state.feebleton[1]!.handle]);
    t.play(0, 'Historian', { take: noble });
    expect(t.state.hands[0]).toContain(noble);
    expect(t.feebletonCards()).toEqual(['Farmer', 'Historian']);
    expect(feebleton.view(t.state, 1, t.knows(1)).players[0]!.knownCards).toEqual([{ handle: noble, card: 'Noble' }]);
  });

  it('a shuffle clears the public identity', () => {
    const t = new Table({ hands: [['Historian', 'Artist'], ['Farmer']], feebleton: ['Noble'], turn: { extraPlays: 2, played: true } });
    t.play(0, 'Historian', { take: t.state.feebleton[0]!.handle });
    t.play(0, 'Artist', { mode: 'shuffle' });
    expect(t.state.known).toEqual([]);
  });
});

describe('End of Era: "the player who played the card takes all cards in the current Feebleton"', () => {
  it('takes the pile, End of Era included, as a new pile; a new Feebleton starts; piles never mix', () => {
    const t = new Table({ hands: [['Invasion', 'Blockade'], ['Farmer']], feebleton: ['Noble', 'Farmer'], piles: [[['Merchant']]] });
    t.play(0, 'Invasion').do({ type: 'pass' }, 1);
    expect(t.state.feebleton).toEqual([]);
    expect(t.state.piles[0]!.map((p) => p.map((c) => c.card))).toEqual([['Merchant'], ['Noble', 'Farmer', 'Invasion']]);
  });
});
