import { describe, expect, it } from 'vitest';
import { cardTable } from './cards.js';
import { deckOf, encrypt, type Deck } from './elgamal.js';
import { randomScalar } from './group.js';
import { generateSeatKey, jointKey } from './keys.js';
import { seededRandom } from './random.js';
import { reorderTop, verifyReorder } from './reorder.js';
import type { ProofContext } from './transcript.js';

const rand = seededRandom('reorder');
const ctx: ProofContext = { game: 'g', entry: 'council', seat: 2, index: 10 };
const keys = [0, 1, 2].map(() => generateSeatKey(rand));
const k = jointKey(keys.map((x) => x.y));
const cards = cardTable('reorder-deck', 6);
const top: Deck = deckOf([0, 1, 2].map((i) => encrypt(cards.points[i]!, k, randomScalar(rand))));

describe('peek and reorder', () => {
  const { output, proof } = reorderTop(ctx, k, top, [1, 2, 0], rand);

  it('verifies for the peeker’s chosen order', () => {
    expect(verifyReorder(ctx, k, top, output, proof).ok).toBe(true);
  });

  it('fails if a card is swapped for another, or for other cards or another context', () => {
    const planted = deckOf([output.cts[0]!, encrypt(cards.points[5]!, k, randomScalar(rand)), output.cts[2]!]);
    expect(verifyReorder(ctx, k, top, planted, proof).ok).toBe(false);
    const otherTop = deckOf([top.cts[0]!, top.cts[1]!, encrypt(cards.points[2]!, k, randomScalar(rand))]);
    expect(verifyReorder(ctx, k, otherTop, output, proof).ok).toBe(false);
    expect(verifyReorder({ ...ctx, index: 11 }, k, top, output, proof).ok).toBe(false);
  });

  it('refuses an order that is not a permutation (a caller bug)', () => {
    expect(() => reorderTop(ctx, k, top, [0, 0, 1], rand)).toThrow();
  });
});
