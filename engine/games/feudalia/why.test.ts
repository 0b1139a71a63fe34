/**
 * A refused public move says which rule it breaks (why.ts), so the table can
 * tell the player and the log can show a rejected entry in words.
 */
import { describe, expect, it } from 'vitest';
import { FIEFS } from './cards.js';
import { dealt } from './fixture.js';
import { feudalia } from './index.js';
import { withFief, withPlayer } from './state.js';
import type { FeudaliaAction as A, FeudaliaState as S } from './types.js';

const taxed = (s: S): S => ({ ...s, turn: { ...s.turn, taxed: true } });
const code = (s: S, a: A): string => {
  const r = feudalia.apply(s, a, 0);
  return r.ok ? 'accepted' : r.error.code;
};

describe('why a public move is refused', () => {
  const s = taxed(dealt());

  it('upgrading a fief at level 2, or without the cubes', () => {
    const estate = FIEFS.findIndex((f) => f.faces.length === 2);
    expect(
      code(
        withFief(s, 0, 0, (f) => ({ ...f, card: estate, level: 2 })),
        { type: 'upgrade', fief: 0 },
      ),
    ).toBe('top-level');
    expect(code(s, { type: 'upgrade', fief: 0 })).toBe('cannot-pay');
  });

  it('masters: a city full, a master not on offer, one in no fitting city, one that has acted', () => {
    const full = withPlayer(s, 0, (p) => ({ ...p, fiefs: p.fiefs.map((f) => ({ ...f, cities: [{ id: 'mason', used: false }] })) }));
    expect(code(full, { type: 'scout' })).toBe('no-free-city');
    expect(code(s, { type: 'recruit', master: 'glazier-9', fief: 0, city: 0 })).toBe('no-master');
    expect(code(s, { type: 'recruit', master: 'dean-1', fief: 0, city: 0 })).toBe('no-city');
    expect(code(s, { type: 'use', fief: 0, city: 0 })).toBe('no-master');
    const used = withFief(full, 0, 0, (f) => ({ ...f, cities: [{ id: 'mason', used: true }] }));
    expect(code(used, { type: 'use', fief: 0, city: 0 })).toBe('master-used');
  });

  it('building what is not open yet', () => {
    expect(code(s, { type: 'build', part: 'dean' })).toBe('not-buildable');
  });
});
