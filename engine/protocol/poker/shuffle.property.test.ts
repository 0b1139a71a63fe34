/**
 * Property tests of the shuffle, with either proof, over random decks: any permutation the
 * honest prover picks verifies and moves the cards exactly as it says; any
 * index map that is not a permutation cannot be proved. Prints its seed
 * (FC_SEED=… to replay).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardTable } from './cards.js';
import { decrypt, deckOf, openCiphertext } from './elgamal.js';
import { add, randomScalar } from './group.js';
import { generateSeatKey, jointKey } from './keys.js';
import { seededRandom } from './random.js';
import { applyShuffle, proveShuffle, proveUnchecked, verifyShuffle, type ShuffleSystem } from './shuffle.js';
import { proveShuffleBg } from './shuffle-bg.js';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
console.log(`shuffle.property.test.ts fast-check seed: ${seed}`);
const ctx = { game: 'prop', entry: 'e', seat: 0, index: 0 };
const rand = seededRandom(`prop-${seed}`);
const keys = [0, 1].map(() => generateSeatKey(rand));
const k = jointKey(keys.map((x) => x.y));
const xSum = add(keys[0]!.x, keys[1]!.x);
const table = cardTable('prop-deck', 45);

// Small decks, and (for Bayer–Groth, whose layout has 2 to 4 columns from 36 cards on) larger ones.
const size = fc.oneof(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 36, max: 45 }));
const permutation = size.chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }));
const unchecked = (system: ShuffleSystem) => (system === 'bg' ? proveShuffleBg : proveUnchecked);

describe.each(['tw', 'bg'] as const)('shuffle properties (%s)', (system) => {
  it('an honest pass with any permutation verifies and moves card perm[j] to position j', () => {
    fc.assert(
      fc.property(permutation, (perm) => {
        const input = deckOf(table.points.slice(0, perm.length).map(openCiphertext));
        const w = { perm, rho: perm.map(() => randomScalar(rand)) };
        const output = applyShuffle(input, k, w);
        const proof = proveShuffle(ctx, k, input, output, w, rand, 'shuffle', system);
        expect(verifyShuffle(ctx, k, input, output, proof, 'shuffle', system).ok).toBe(true);
        const ids = output.cts.map((ct) => table.lookup(decrypt(ct, xSum)));
        expect(ids).toEqual(perm);
      }),
      { seed, numRuns: 15 },
    );
  });

  it('an index map that is not a permutation never verifies', () => {
    const notPerm = fc
      .oneof(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 36, max: 40 }))
      .chain((n) => fc.array(fc.integer({ min: 0, max: n - 1 }), { minLength: n, maxLength: n }).filter((a) => new Set(a).size < n));
    fc.assert(
      fc.property(notPerm, (map) => {
        const input = deckOf(table.points.slice(0, map.length).map(openCiphertext));
        const w = { perm: map, rho: map.map(() => randomScalar(rand)) };
        const output = applyShuffle(input, k, w);
        expect(verifyShuffle(ctx, k, input, output, unchecked(system)(ctx, k, input, output, w, rand), 'shuffle', system).ok).toBe(false);
      }),
      { seed, numRuns: 15 },
    );
  });
});
