/**
 * The view says why a card in the hand cannot be played now, in the rules'
 * words, so the table never restates a rule to explain a refusal.
 */
import { describe, expect, it } from 'vitest';
import { Table } from './fixture.js';
import { feebleton } from './index.js';

const whys = (t: Table, seat: number) => feebleton.view(t.state, seat, t.knows(seat)).hand.map((c) => [c.card, c.why?.message ?? null]);

describe('why a card in the hand cannot be played', () => {
  it('a card some legal action plays has no reason; Marauders beside a Guard in Feebleton have the rules\u2019', () => {
    const t = new Table({ hands: [['Farmer', 'Marauders'], ['Noble']], feebleton: ['Guard'] });
    const mine = whys(t, 0);
    expect(mine[0]).toEqual(['Farmer', null]);
    expect(mine[1]![0]).toBe('Marauders');
    expect(typeof mine[1]![1]).toBe('string');
    const r = feebleton.apply(t.state, { type: 'play', handle: t.h(0, 'Marauders'), card: 'Marauders' }, 0);
    expect(r.ok).toBe(false);
    expect(mine[1]![1]).toBe(!r.ok ? r.error.message : '');
    const why = feebleton.view(t.state, 0, t.knows(0)).hand[1]!.why;
    expect(why).toEqual({ code: 'unplayable', message: 'Marauders cannot be played now.', args: { card: 'Marauders' } });
  });

  it('out of turn, every card says why, and the legal moves of the seat to act carry none', () => {
    const t = new Table({
      hands: [
        ['Farmer', 'Noble'],
        ['Merchant', 'Worker'],
      ],
    });
    expect(whys(t, 1).every(([, why]) => typeof why === 'string' && why.length > 0)).toBe(true);
    expect(whys(t, 0).every(([, why]) => why === null)).toBe(true);
  });
});
