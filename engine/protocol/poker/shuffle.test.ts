import { describe, expect, it } from 'vitest';
import { cardTable } from './cards.js';
import { deckOf, openCiphertext, type Deck } from './elgamal.js';
import { generateSeatKey, jointKey } from './keys.js';
import { seededRandom } from './random.js';
import { applyShuffle, proveShuffle, proveUnchecked, randomPermutation, shuffleAndProve, shuffleProofBytes, verifyShuffle } from './shuffle.js';
import { randomScalar } from './group.js';
import type { ProofContext } from './transcript.js';

const ctx: ProofContext = { game: 'g1', entry: 'e1', seat: 0, index: 0 };

function setup(n: number, seed = 'shuffle') {
  const rand = seededRandom(seed);
  const keys = [0, 1, 2, 3].map(() => generateSeatKey(rand));
  const k = jointKey(keys.map((s) => s.y));
  const table = cardTable('test-deck', n);
  const deck: Deck = deckOf(table.points.map(openCiphertext));
  return { rand, keys, k, table, deck };
}

describe('verifiable shuffle', () => {
  it('an honest pass verifies, with the documented size', () => {
    const { rand, k, deck } = setup(12);
    const { output, proof } = shuffleAndProve(ctx, k, deck, rand);
    expect(proof.length).toBe(shuffleProofBytes(12));
    expect(verifyShuffle(ctx, k, deck, output, proof)).toEqual({ ok: true, value: true });
  });

  it('four passes chain and each verifies', () => {
    const { rand, k, deck } = setup(20);
    let d = deck;
    for (let pass = 0; pass < 4; pass++) {
      const c = { ...ctx, seat: pass, index: pass };
      const { output, proof } = shuffleAndProve(c, k, d, rand);
      expect(verifyShuffle(c, k, d, output, proof).ok).toBe(true);
      d = output;
    }
  });

  it('fails on another context, another key, or swapped decks', () => {
    const { rand, k, deck, keys } = setup(8);
    const { output, proof } = shuffleAndProve(ctx, k, deck, rand);
    for (const c of [
      { ...ctx, game: 'g2' },
      { ...ctx, entry: 'e2' },
      { ...ctx, seat: 1 },
      { ...ctx, index: 1 },
    ]) {
      expect(verifyShuffle(c, k, deck, output, proof)).toMatchObject({ ok: false, error: { code: 'shuffle.invalid' } });
    }
    expect(verifyShuffle(ctx, keys[0]!.y, deck, output, proof).ok).toBe(false);
    expect(verifyShuffle(ctx, k, output, deck, proof).ok).toBe(false);
  });

  it('fails if one output ciphertext is replaced', () => {
    const { rand, k, deck, table } = setup(8);
    const { output, proof } = shuffleAndProve(ctx, k, deck, rand);
    const cts = output.cts.slice();
    cts[3] = { c1: cts[3]!.c1, c2: table.points[0]! };
    expect(verifyShuffle(ctx, k, deck, deckOf(cts), proof).ok).toBe(false);
    // A re-randomised version of a genuine output is still a different statement.
    const again = applyShuffle(output, k, { perm: [0, 1, 2, 3, 4, 5, 6, 7], rho: cts.map(() => randomScalar(rand)) });
    expect(verifyShuffle(ctx, k, deck, again, proof).ok).toBe(false);
  });

  it('a cheater cannot prove a "permutation" that duplicates a card', () => {
    const { rand, k, deck } = setup(8);
    const perm = [0, 0, 2, 3, 4, 5, 6, 7]; // card 0 twice, card 1 gone
    const w = { perm, rho: perm.map(() => randomScalar(rand)) };
    const output = applyShuffle(deck, k, w);
    expect(() => proveShuffle(ctx, k, deck, output, w, rand)).toThrow();
    const forged = proveUnchecked(ctx, k, deck, output, w, rand);
    expect(verifyShuffle(ctx, k, deck, output, forged).ok).toBe(false);
  });

  it('a cheater cannot prove with a witness that does not match the output', () => {
    const { rand, k, deck } = setup(8);
    const w = { perm: randomPermutation(8, rand), rho: deck.cts.map(() => randomScalar(rand)) };
    const output = applyShuffle(deck, k, w);
    const other = { perm: randomPermutation(8, rand), rho: w.rho };
    expect(verifyShuffle(ctx, k, deck, output, proveUnchecked(ctx, k, deck, output, other, rand)).ok).toBe(false);
  });

  it('rejects malformed proofs without throwing', () => {
    const { rand, k, deck } = setup(6);
    const { output, proof } = shuffleAndProve(ctx, k, deck, rand);
    expect(verifyShuffle(ctx, k, deck, output, proof.subarray(1))).toMatchObject({ ok: false, error: { code: 'shuffle.malformed' } });
    expect(verifyShuffle(ctx, k, deck, output, 'nope')).toMatchObject({ ok: false });
    const bad = proof.slice();
    bad[0] = 0xff; // non-canonical point encoding
    expect(verifyShuffle(ctx, k, deck, output, bad)).toMatchObject({ ok: false, error: { code: 'shuffle.malformed' } });
    const big = proof.slice();
    big.fill(0xff, big.length - 32); // scalar ≥ q
    expect(verifyShuffle(ctx, k, deck, output, big)).toMatchObject({ ok: false, error: { code: 'shuffle.malformed' } });
    for (let i = 0; i < proof.length; i += 97) {
      const flipped = proof.slice();
      flipped[i] = flipped[i]! ^ 1;
      expect(verifyShuffle(ctx, k, deck, output, flipped).ok).toBe(false);
    }
  });
});
