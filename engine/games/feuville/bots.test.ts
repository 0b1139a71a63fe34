import { describe, expect, it } from 'vitest';
import { playout } from '../../core/playout.js';
import { bots } from './bots.js';
import { feuville } from './index.js';
import type { FeuvilleState } from './types.js';

describe('bots', () => {
  it('smart beats random clearly over 40 two-player games', () => {
    let smartWins = 0;
    for (let g = 0; g < 40; g++) {
      const r = playout<FeuvilleState>(feuville, { seats: 2, seed: 100 + g, choosers: [bots.smart!, bots.random!] });
      expect(r.end).toBe('over');
      const o = feuville.outcome(r.state)!;
      if (o.winners.includes(0)) smartWins++;
    }
    expect(smartWins).toBeGreaterThan(28);
  });
});
