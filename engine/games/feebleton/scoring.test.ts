import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcomeOf, pileGold, scorePile } from './scoring.js';
import { DECK } from './cards.js';
import type { CardName, FeebletonState, Pile } from './types.js';
import { feebleton } from './index.js';
import { patch } from './zones.js';

const pile = (...groups: [number, CardName][]): Pile => {
  let h = 0;
  return groups.flatMap(([n, card]) => Array.from({ length: n }, () => ({ handle: h++, card })));
};

describe('the rulebook, Example of Scoring', () => {
  const A = pile([3, 'Farmer'], [1, 'Noble'], [2, 'Council Member'], [2, 'Thief'], [1, 'Conflagration']);
  const B = pile([2, 'Farmer'], [3, 'Merchant'], [1, 'Guard'], [1, 'Scientist'], [1, 'Broker'], [1, 'Invasion']);
  const C = pile([3, 'Noble'], [2, 'Spy'], [1, 'Artist'], [1, 'King'], [1, 'Marauders'], [1, 'General'], [1, 'Bribery']);

  it('pile A: "Due to Conflagration, all Farmers produce no gold … The value of pile A is 7 gold."', () => {
    const s = scorePile(A);
    expect(s.total).toBe(7);
    expect(s.lines.find((l) => l.card === 'Farmer')).toMatchObject({ count: 3, gold: 0 });
  });

  it('pile B: "With 10 gold produced, the Broker provides +5 gold. Then, invasion applies making the second pile 11 gold."', () => {
    const s = scorePile(B);
    expect([s.produced, s.broker, s.deductions, s.total]).toEqual([10, 5, -4, 11]);
    expect(s.lines.find((l) => l.card === 'Farmer')).toMatchObject({ gold: 4 });
  });

  it('pile C: "Marauders will deduct 2 gold from the 15 produced. With 13 gold left, Bribery deducts an additional 4 gold."', () => {
    const s = scorePile(C);
    expect([s.produced, s.deductions, s.bribery, s.total]).toEqual([15, -2, -4, 9]);
  });

  it('"When summed, the total gold is 27. (7+11+9)" and Player 1 beats Player 2\'s 18', () => {
    const s0 = feebleton.setup({ firstSeat: 0 }, 2);
    const P2 = pile([6, 'Noble']); // 18 gold
    const over: FeebletonState = patch(s0, { step: { kind: 'over' }, deck: [], piles: [[A, B, C], [P2]], endedBy: 1 });
    const o = outcomeOf(over)!;
    expect(o.scores).toEqual([27, 18]);
    expect(o.winners).toEqual([0]);
    expect(o.tiebreak).toBe('');
  });
});

describe('the rulebook, Card Descriptions: gold', () => {
  it('Worker +2, Council Member +2, Engineer +3, King +6, others 0', () => {
    expect(scorePile(pile([1, 'Worker'], [1, 'Council Member'], [1, 'Engineer'], [1, 'King'], [1, 'Spy'], [1, 'Guard'])).total).toBe(13);
  });

  it('Blockade: "Merchants and the Banker produce no gold" — the Banker is the Broker (README.md and notes.ts)', () => {
    const s = scorePile(pile([3, 'Merchant'], [2, 'Noble'], [1, 'Broker'], [1, 'Blockade']));
    expect([s.produced, s.broker, s.total]).toEqual([6, 0, 6]);
  });

  it('Insurrection: Nobles and the King produce no gold', () => {
    expect(scorePile(pile([2, 'Noble'], [1, 'King'], [1, 'Farmer'], [1, 'Insurrection'])).total).toBe(1);
  });

  it('Conflagration: Farmers and the Scientist produce no gold, even together', () => {
    expect(scorePile(pile([4, 'Farmer'], [1, 'Scientist'], [1, 'Conflagration'])).total).toBe(0);
  });

  it('"The Broker does not produce additional gold for every 2 gold he has produced"; odd gold rounds down', () => {
    expect(scorePile(pile([1, 'Noble'], [1, 'Broker'])).total).toBe(4);
  });

  it('Tyranny -3 and Invasion -4 can make a pile negative ("A pile can award negative gold")', () => {
    expect(scorePile(pile([1, 'Farmer'], [1, 'Tyranny'], [1, 'Invasion'])).total).toBe(-6);
  });

  it('Bribery: -1 per 3 gold, applied last, nothing on a total of 0 or less', () => {
    expect(scorePile(pile([2, 'Noble'], [1, 'Bribery'])).total).toBe(4);
    expect(scorePile(pile([1, 'Farmer'], [1, 'Invasion'], [1, 'Bribery'])).total).toBe(-3);
    expect(scorePile(pile([2, 'Farmer'], [1, 'Bribery'])).total).toBe(2);
  });

  it('a prevented End of Era scored in the pile it ends up in: two End of Era cards both apply', () => {
    expect(scorePile(pile([4, 'Noble'], [1, 'Invasion'], [1, 'Marauders'])).total).toBe(6);
  });
});

describe('the rulebook, Victory: tie-break', () => {
  const s0 = feebleton.setup({ firstSeat: 0 }, 3);
  const over = (piles: Pile[][]): FeebletonState => patch(s0, { step: { kind: 'over' }, deck: [], piles, endedBy: 0 });

  it('"In case of a tie, the player who possesses the most cards wins."', () => {
    const o = outcomeOf(over([[pile([2, 'Merchant'])], [pile([4, 'Farmer'])], []]))!;
    expect(o.scores).toEqual([4, 4, 0]);
    expect(o.winners).toEqual([1]);
    expect(o.ranking).toEqual([1, 0, 2]);
    expect(o.tiebreak).toMatch(/most cards/);
  });

  it('"Otherwise, it remains a tie": a shared win', () => {
    const o = outcomeOf(over([[pile([2, 'Merchant'])], [pile([1, 'Noble'], [1, 'Farmer'])], [pile([1, 'Spy'])]]))!;
    expect(o.winners).toEqual([0, 1]);
    expect(o.tiebreak).toMatch(/shared/);
  });

  it('no outcome before the game is over', () => {
    expect(outcomeOf(s0)).toBeNull();
  });
});

describe('pileGold (the fast total) agrees with scorePile (the breakdown)', () => {
  it('on random piles (fast-check; the seed is printed on failure)', () => {
    const arb = fc.subarray(DECK.slice(), { maxLength: 30 }); // piles hold at most the printed counts
    fc.assert(
      fc.property(arb, (cards) => {
        const p = cards.map((card, handle) => ({ handle, card }));
        expect(pileGold(p)).toBe(scorePile(p).total);
      }),
      { numRuns: 2000 },
    );
  });
});
