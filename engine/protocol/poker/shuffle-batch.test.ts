import { describe, expect, it } from 'vitest';
import { cardTable } from './cards.js';
import { deckOf, openCiphertext, type Deck } from './elgamal.js';
import { generateSeatKey, jointKey } from './keys.js';
import { randomScalar } from './group.js';
import { seededRandom } from './random.js';
import { applyShuffle, proveUnchecked, shuffleAndProve, verifyShuffle, verifyShuffles, type ShuffleClaim } from './shuffle.js';
import type { ProofContext } from './transcript.js';

const ctx = (seat: number): ProofContext => ({ game: 'g1', entry: 'e1', seat, index: seat });

/** Four honest passes chained as in a 4-seat shuffle: pass i's output is pass i+1's input. */
function chain(n: number, seed: string): ShuffleClaim[] {
  const rand = seededRandom(seed);
  const k = jointKey([0, 1, 2, 3].map(() => generateSeatKey(rand).y));
  let input: Deck = deckOf(cardTable('batch-deck', n).points.map(openCiphertext));
  const claims: ShuffleClaim[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const { output, proof } = shuffleAndProve(ctx(seat), k, input, rand);
    claims.push({ ctx: ctx(seat), k, input, output, proof });
    input = output;
  }
  return claims;
}

describe('shuffle passes checked as one batch', () => {
  it('accepts a chain of honest passes, and an empty batch', () => {
    expect(verifyShuffles(chain(10, 'batch-ok'))).toBe(true);
    expect(verifyShuffles([])).toBe(true);
  });

  it('rejects the batch if any one pass is bad, and the one-by-one check names that pass', () => {
    for (const bad of [1, 3]) {
      const claims = chain(8, `batch-bad-${bad}`);
      const flipped = (claims[bad]!.proof as Uint8Array).slice();
      flipped[40 * 32 + 5]! ^= 1; // a response scalar: still well-formed, no longer valid
      claims[bad] = { ...claims[bad]!, proof: flipped };
      expect(verifyShuffles(claims)).toBe(false);
      const named = claims.map((c) => verifyShuffle(c.ctx, c.k, c.input, c.output, c.proof).ok);
      expect(named).toEqual([0, 1, 2, 3].map((i) => i !== bad));
    }
  });

  it('rejects a batch hiding a pass that duplicates a card', () => {
    const claims = chain(8, 'batch-dup');
    const rand = seededRandom('cheat');
    const { input, k } = claims[2]!;
    const w = { perm: [0, 0, 2, 3, 4, 5, 6, 7], rho: input.cts.map(() => randomScalar(rand)) };
    const output = applyShuffle(input, k, w);
    claims[2] = { ...claims[2]!, output, proof: proveUnchecked(ctx(2), k, input, output, w, rand) };
    claims[3] = { ...claims[3]!, input: output }; // the honest last pass now no longer fits its input either
    expect(verifyShuffles(claims)).toBe(false);
    expect(verifyShuffles(claims.slice(0, 2))).toBe(true);
  });

  it('rejects a malformed proof in the batch without throwing', () => {
    const claims = chain(6, 'batch-malformed');
    expect(verifyShuffles([...claims.slice(0, 3), { ...claims[3]!, proof: 'nope' }])).toBe(false);
    expect(verifyShuffles([claims[0]!, { ...claims[1]!, proof: (claims[1]!.proof as Uint8Array).subarray(1) }])).toBe(false);
  });
});
