import { describe, expect, it } from 'vitest';
import { expectOk } from '../../core/result.js';
import { openDeck, sameCards, secretMatches } from './audit.js';
import { cardTable } from './cards.js';
import { deckOf, openCiphertext } from './elgamal.js';
import { generateSeatKey, jointKey } from './keys.js';
import { seededRandom } from './random.js';
import { shuffleAndProve } from './shuffle.js';

describe('audit with published secrets', () => {
  const rand = seededRandom('audit');
  const keys = [0, 1, 2].map(() => generateSeatKey(rand));
  const k = jointKey(keys.map((x) => x.y));
  const table = cardTable('audit-deck', 10);
  const start = deckOf(table.points.map(openCiphertext));
  const { output } = shuffleAndProve({ game: 'g', entry: 'e', seat: 0, index: 0 }, k, start, rand);
  const xs = keys.map((x) => x.x);

  it('opens every pass and finds the same cards', () => {
    const before = expectOk(openDeck(start, xs, table));
    expect(sameCards(before, expectOk(openDeck(output, xs, table)))).toBe(true);
    expect(keys.every((x) => secretMatches(x.x, x.y))).toBe(true);
  });

  it('catches a planted card and a wrong published secret', () => {
    const planted = deckOf([...output.cts.slice(0, 9), output.cts[0]!]);
    expect(sameCards(expectOk(openDeck(start, xs, table)), expectOk(openDeck(planted, xs, table)))).toBe(false);
    expect(openDeck(output, xs.slice(1), table)).toMatchObject({ ok: false, error: { code: 'audit.not-a-card' } });
    expect(secretMatches(keys[0]!.x, keys[1]!.y)).toBe(false);
  });
});
