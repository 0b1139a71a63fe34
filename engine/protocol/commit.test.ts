import { describe, expect, it } from 'vitest';
import { commit, opens } from './commit.js';

const salt = (b: number) => new Uint8Array(32).fill(b);

describe('salted commitments (docs/protocol.md §3)', () => {
  it('opens with the value and salt it was made from', () => {
    const { commitment, opening } = commit('room', 1, 'draw-key', { card: 'Wheat' }, salt(7));
    expect(opens('room', 1, 'draw-key', commitment, opening)).toBe(true);
  });

  it('does not open with another value, salt, seat, slot or room', () => {
    const { commitment, opening } = commit('room', 1, 'draw-key', 'Wheat', salt(7));
    expect(opens('room', 1, 'draw-key', commitment, { ...opening, value: 'Barley' })).toBe(false);
    expect(opens('room', 1, 'draw-key', commitment, { ...opening, salt: commit('r', 1, 's', 0, salt(8)).opening.salt })).toBe(false);
    expect(opens('room', 2, 'draw-key', commitment, opening)).toBe(false);
    expect(opens('room', 1, 'other-slot', commitment, opening)).toBe(false);
    expect(opens('elsewhere', 1, 'draw-key', commitment, opening)).toBe(false);
  });

  it('refuses malformed openings without throwing', () => {
    const { commitment } = commit('room', 1, 'k', 1, salt(1));
    for (const bad of [
      { value: 1, salt: 'short' },
      { value: 1.5, salt: commit('r', 1, 's', 0, salt(2)).opening.salt },
      { value: undefined, salt: 'x' },
    ]) {
      expect(opens('room', 1, 'k', commitment, bad as never)).toBe(false);
    }
    expect(opens('room', 1, 'k', 'not-a-commitment', { value: 1, salt: commit('r', 1, 's', 0, salt(1)).opening.salt })).toBe(false);
  });
});
