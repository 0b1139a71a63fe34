/** The bots play whole games: the smart bot boards merchants, takes trade tiles and beats the random one. */
import { describe, expect, it } from 'vitest';
import { playout } from '../../core/playout.js';
import { bots } from './bots.js';
import { felinia } from './index.js';
import type { FeliniaState } from './types.js';

describe('Felinia bots', () => {
  for (const seats of [2, 3, 4]) {
    it(`${seats} smart bots end their games with trading posts on the island`, () => {
      for (let seed = 1; seed <= 10; seed++) {
        const r = playout<FeliniaState>(felinia, { seats, seed, choosers: bots.smart! });
        expect(r.end).toBe('over');
        expect(r.state.merchants.filter((m) => m !== null).length).toBeGreaterThan(seats);
        expect(felinia.invariants!(r.state)).toEqual([]);
      }
    });
  }

  it('the smart bot beats the random bot', () => {
    let smart = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const r = playout<FeliniaState>(felinia, { seats: 2, seed, choosers: [bots.smart!, bots.random!] });
      const o = felinia.outcome(r.state)!;
      if (o.winners.includes(0)) smart++;
    }
    expect(smart).toBeGreaterThanOrEqual(18);
  });
});
