import { describe, expect, it } from 'vitest';
import { checkedPlayout } from '../../core/conformance-checks.js';
import { playout } from '../../core/playout.js';
import { seededRng } from '../../core/rng.js';
import { randomBot, smartBot } from './bots.js';
import { Table } from './fixture.js';
import { feebleton } from './index.js';
import type { FeebletonAction } from './types.js';

const choose = (t: Table, seat: number, bot = smartBot): FeebletonAction =>
  bot({ game: feebleton, state: t.state, seat, knows: t.knows(seat), legal: t.legal(seat), rng: seededRng(1) });

describe('smart bot', () => {
  it('plays only legal actions and keeps every invariant over whole games (seeds 0..29, 2–4 seats)', () => {
    for (let seed = 0; seed < 30; seed++) {
      const r = checkedPlayout(feebleton, 2 + (seed % 3), seed, { invariants: feebleton.invariants as (s: unknown) => readonly string[], chooser: smartBot });
      expect(r.problems, `seed ${seed}`).toEqual([]);
    }
  });

  it('takes Feebleton with an End of Era when the pile is worth it', () => {
    const t = new Table({ hands: [['Invasion', 'Farmer', 'Spy'], ['Farmer']], feebleton: ['Noble', 'Noble', 'King', 'Merchant'] });
    expect(choose(t, 0)).toMatchObject({ type: 'play', card: 'Invasion' });
  });

  it('does not throw an End of Era away on a poor pile', () => {
    const t = new Table({ hands: [['Invasion', 'Spy'], ['Farmer']], feebleton: ['Farmer'] });
    expect(choose(t, 0)).toMatchObject({ type: 'play', card: 'Spy' });
  });

  it('keeps the General and Guards for reactions, and answers a Thief with a Guard', () => {
    const t = new Table({
      hands: [
        ['General', 'Guard', 'Farmer'],
        ['Thief', 'Farmer'],
      ],
      turn: { seat: 0 },
    });
    expect(choose(t, 0)).toMatchObject({ type: 'play', card: 'Farmer' });
    const u = new Table({
      hands: [
        ['Thief', 'Farmer'],
        ['Guard', 'Noble', 'King'],
      ],
    });
    u.play(0, 'Thief', { target: 1 });
    expect(choose(u, 1)).toMatchObject({ type: 'react', card: 'Guard' });
  });

  it('prevents a rich End of Era with the General', () => {
    const t = new Table({
      hands: [
        ['Invasion', 'Farmer'],
        ['General', 'Farmer'],
      ],
      feebleton: ['King', 'Noble', 'Noble'],
    });
    t.play(0, 'Invasion');
    expect(choose(t, 1)).toMatchObject({ type: 'react', card: 'General' });
  });

  it('steals from the fullest hand', () => {
    const t = new Table({ hands: [['Thief', 'Farmer', 'Farmer'], ['Farmer'], ['Noble', 'Noble', 'Noble']] });
    expect(choose(t, 0)).toMatchObject({ type: 'play', card: 'Thief', target: 2 });
  });

  it('beats the random bot: seats 0 and 2 (smart) win most of 200 four-player games', () => {
    let smartWins = 0;
    for (let seed = 0; seed < 200; seed++) {
      const r = playout(feebleton, { seats: 4, seed, choosers: [smartBot, randomBot] });
      const o = feebleton.outcome(r.state as never)!;
      smartWins += o.winners.filter((w) => w % 2 === 0).length / o.winners.length;
    }
    expect(smartWins).toBeGreaterThan(120);
  });
});

describe('random bot', () => {
  it('picks among the legal actions', () => {
    const t = new Table({ hands: [['Artist', 'Farmer'], []] });
    for (let i = 0; i < 5; i++) expect(t.legal(0)).toContainEqual(choose(t, 0, randomBot));
  });
});
