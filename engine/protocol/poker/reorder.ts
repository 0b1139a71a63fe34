/**
 * Peek and reorder (Feebleton's Council Member): a seat looks at the top k
 * cards of the common deck and puts them back in an order only it knows.
 *
 * 1. The look is a draw that leaves the cards in place: every other seat
 *    posts a 'peek' share for each of the k ciphertexts (draw.ts), and the
 *    peeker opens them privately. The ciphertexts stay in the deck, still
 *    encrypted under the joint key K.
 * 2. The peeker re-randomises those k ciphertexts under K and permutes them
 *    in its chosen order, with the same Terelius–Wikström proof as a shuffle
 *    (shuffle.ts) under its own label: the new k ciphertexts are the same k
 *    cards, and nobody else learns the order.
 *
 * Why no re-keying is needed: the peek shares open only the old C1's; after
 * re-randomisation (C1 + ρ·G) they are useless to anyone who does not know ρ,
 * so the cards go back to needing every seat's share. The peeker can still
 * follow them — that is what the card power grants.
 */
import type { Result } from '../../core/result.js';
import type { Deck } from './elgamal.js';
import { randomScalar, type Point, type RandomSource } from './group.js';
import { applyShuffle, isPermutation, proveShuffle, verifyShuffle } from './shuffle.js';
import type { ProofContext } from './transcript.js';

/**
 * `order[j]` is the index (within `top`) of the card that goes to position j.
 * Throws if `order` is not a permutation of 0..k−1 (a bug in the caller).
 */
export function reorderTop(ctx: ProofContext, k: Point, top: Deck, order: readonly number[], rand: RandomSource): { output: Deck; proof: Uint8Array } {
  if (!isPermutation(order, top.cts.length)) throw new Error('reorder: order is not a permutation');
  const witness = { perm: order, rho: order.map(() => randomScalar(rand)) };
  const output = applyShuffle(top, k, witness);
  return { output, proof: proveShuffle(ctx, k, top, output, witness, rand, 'reorder') };
}

export function verifyReorder(ctx: ProofContext, k: Point, top: Deck, output: Deck, proof: unknown): Result<true> {
  return verifyShuffle(ctx, k, top, output, proof, 'reorder');
}
