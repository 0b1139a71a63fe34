/**
 * End-of-game audit for common decks (docs/protocol.md §7). Once every seat has
 * published its ElGamal secret x_i, anyone can open every ciphertext ever
 * posted: each shuffle pass must then hold exactly the cards of its input,
 * every draw and transfer must name the card the holder claimed, and so on.
 * This re-check needs no proofs at all, which is why proofs only have to be
 * kept until every seat has checked them (they guard the game while secrets
 * are still secret).
 */
import { fail, ok, type Result } from '../../core/result.js';
import type { CardTable } from './cards.js';
import type { Deck } from './elgamal.js';
import { G, add, type Point, type Scalar } from './group.js';

/** Checks a published secret against the seat's public key. */
export const secretMatches = (x: Scalar, y: Point): boolean => G.multiply(x).equals(y);

/** Opens every card of a deck with all seats' secrets (the joint secret Σx_i). */
export function openDeck(deck: Deck, secrets: readonly Scalar[], table: CardTable): Result<number[]> {
  const x = secrets.reduce(add, 0n);
  const out: number[] = [];
  for (const [i, ct] of deck.cts.entries()) {
    const id = table.lookup(x === 0n ? ct.c2 : ct.c2.subtract(ct.c1.multiply(x)));
    if (id === undefined) return fail('audit.not-a-card', `position ${i} holds no card of the deck`);
    out.push(id);
  }
  return ok(out);
}

/** A pass is sound iff its output holds exactly the input's cards (as a multiset). */
export function sameCards(before: readonly number[], after: readonly number[]): boolean {
  if (before.length !== after.length) return false;
  const a = [...before].sort((x, y) => x - y);
  const b = [...after].sort((x, y) => x - y);
  return a.every((v, i) => v === b[i]);
}
