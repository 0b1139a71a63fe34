import { describe, expect, it } from 'vitest';
import { cardTable } from './cards.js';
import { deckOf, openCiphertext, type Ciphertext, type Deck } from './elgamal.js';
import { G, IDENTITY, randomScalar } from './group.js';
import { generateSeatKey, jointKey } from './keys.js';
import { seededRandom } from './random.js';
import { applyShuffle, randomPermutation, shuffleProofBytes, verifyShuffle, type ShuffleClaim } from './shuffle.js';
import { bgProofBytes, bgShape, proveShuffleBg } from './shuffle-bg.js';
import type { ProofContext } from './transcript.js';

const ctx: ProofContext = { game: 'g1', entry: 'e1', seat: 0, index: 0 };
/** The app's check of one pass, with the Bayer–Groth proof. */
const verifyShuffleBg = (c: Omit<ShuffleClaim, 'system'>) => verifyShuffle(c.ctx, c.k, c.input, c.output, c.proof, c.kind, 'bg');

function setup(n: number, seed = 'bg') {
  const rand = seededRandom(seed);
  const keys = [0, 1, 2, 3].map(() => generateSeatKey(rand));
  const k = jointKey(keys.map((s) => s.y));
  const deck: Deck = deckOf(cardTable('test-deck', n).points.map(openCiphertext));
  return { rand, k, deck };
}

function pass(n: number, seed = 'bg') {
  const s = setup(n, seed);
  const w = { perm: randomPermutation(n, s.rand), rho: s.deck.cts.map(() => randomScalar(s.rand)) };
  const output = applyShuffle(s.deck, s.k, w);
  return { ...s, w, output, proof: proveShuffleBg(ctx, s.k, s.deck, output, w, s.rand) };
}

describe('Bayer–Groth shuffle proof', () => {
  it('an honest pass verifies for every deck size, padded or not, with the documented size', () => {
    for (const n of [1, 2, 3, 4, 5, 7, 9, 12, 16, 30, 71]) {
      const { k, deck, output, proof } = pass(n, `bg ${n}`);
      expect(proof.length, `${n} cards`).toBe(bgProofBytes(n));
      expect(verifyShuffleBg({ ctx, k, input: deck, output, proof }), `${n} cards`).toEqual({ ok: true, value: true });
    }
  });

  it('is smaller than the Terelius–Wikström proof for a deck of 12 and more (4,288 bytes for 71 cards)', () => {
    expect(bgShape(71)).toEqual({ m: 4, n: 18 });
    expect(bgProofBytes(71)).toBe(4288);
    for (const n of [12, 20, 40, 71, 120]) expect(bgProofBytes(n)).toBeLessThan(shuffleProofBytes(n));
  });

  it('four passes chain and each verifies', () => {
    const { rand, k, deck } = setup(20);
    let d = deck;
    for (let i = 0; i < 4; i++) {
      const c = { ...ctx, seat: i, index: i };
      const w = { perm: randomPermutation(20, rand), rho: d.cts.map(() => randomScalar(rand)) };
      const output = applyShuffle(d, k, w);
      expect(verifyShuffleBg({ ctx: c, k, input: d, output, proof: proveShuffleBg(c, k, d, output, w, rand) }).ok).toBe(true);
      d = output;
    }
  });

  it('fails on another context, kind, key, or swapped decks', () => {
    const { rand, k, deck, output, proof } = pass(10);
    for (const c of [
      { ...ctx, game: 'g2' },
      { ...ctx, entry: 'e2' },
      { ...ctx, seat: 1 },
      { ...ctx, index: 1 },
    ]) {
      expect(verifyShuffleBg({ ctx: c, k, input: deck, output, proof })).toMatchObject({ ok: false, error: { code: 'shuffle.invalid' } });
    }
    expect(verifyShuffleBg({ ctx, k, input: deck, output, proof, kind: 'reorder' }).ok).toBe(false);
    expect(verifyShuffleBg({ ctx, k: generateSeatKey(rand).y, input: deck, output, proof }).ok).toBe(false);
    expect(verifyShuffleBg({ ctx, k, input: output, output: deck, proof }).ok).toBe(false);
  });

  it('fails if one output ciphertext is replaced or re-randomised', () => {
    const { rand, k, deck, output, proof } = pass(9);
    const cts = output.cts.slice();
    cts[3] = { c1: cts[3]!.c1, c2: cts[3]!.c2.add(G) };
    expect(verifyShuffleBg({ ctx, k, input: deck, output: deckOf(cts), proof }).ok).toBe(false);
    const again = applyShuffle(output, k, { perm: [...Array(9).keys()], rho: output.cts.map(() => randomScalar(rand)) });
    expect(verifyShuffleBg({ ctx, k, input: deck, output: again, proof }).ok).toBe(false);
  });

  it('a cheater cannot prove a "permutation" that duplicates a card, or a witness that is not the one used', () => {
    const { rand, k, deck } = setup(8);
    const dup = { perm: [0, 0, 2, 3, 4, 5, 6, 7], rho: deck.cts.map(() => randomScalar(rand)) };
    const out = applyShuffle(deck, k, dup);
    expect(verifyShuffleBg({ ctx, k, input: deck, output: out, proof: proveShuffleBg(ctx, k, deck, out, dup, rand) }).ok).toBe(false);
    const w = { perm: randomPermutation(8, rand), rho: dup.rho };
    const output = applyShuffle(deck, k, w);
    const other = { perm: randomPermutation(8, rand), rho: w.rho };
    expect(verifyShuffleBg({ ctx, k, input: deck, output, proof: proveShuffleBg(ctx, k, deck, output, other, rand) }).ok).toBe(false);
  });

  it('the padding cannot hide a card: a card swapped for the padding does not verify', () => {
    // 71 cards are laid out in 72 places; the cheater moves card 5 into the padding and the
    // padding's (re-encrypted) identity into place 5, so one card leaves the deck.
    const { rand, k, deck } = setup(71);
    const rho = deck.cts.map(() => randomScalar(rand));
    const perm = [...Array(72).keys()];
    perm[5] = 71;
    perm[71] = 5;
    const cts: Ciphertext[] = deck.cts.map((c, j) =>
      j === 5 ? { c1: G.multiply(rho[5]!), c2: k.multiply(rho[5]!) } : { c1: c.c1.add(G.multiply(rho[j]!)), c2: c.c2.add(k.multiply(rho[j]!)) },
    );
    const output = deckOf(cts);
    expect(verifyShuffleBg({ ctx, k, input: deck, output, proof: proveShuffleBg(ctx, k, deck, output, { perm, rho }, rand) }).ok).toBe(false);
    expect(cts[5]!.c1.equals(IDENTITY)).toBe(false);
  });

  it('rejects malformed proofs without throwing, and any changed byte', () => {
    const { k, deck, output, proof } = pass(12);
    const check = (p: unknown) => verifyShuffleBg({ ctx, k, input: deck, output, proof: p });
    expect(check(proof.subarray(1))).toMatchObject({ ok: false, error: { code: 'shuffle.malformed' } });
    expect(check('nope')).toMatchObject({ ok: false });
    const bad = proof.slice();
    bad[0] = 0xff; // non-canonical point encoding
    expect(check(bad)).toMatchObject({ ok: false, error: { code: 'shuffle.malformed' } });
    const big = proof.slice();
    big.fill(0xff, big.length - 32); // scalar ≥ q
    expect(check(big)).toMatchObject({ ok: false, error: { code: 'shuffle.malformed' } });
    // One bit of every 32-byte word of the proof (each point and scalar) flipped in turn.
    for (let i = 0; i < proof.length; i += 32) {
      const flipped = proof.slice();
      flipped[i + 1] = flipped[i + 1]! ^ 4;
      expect(check(flipped).ok, `word ${i / 32}`).toBe(false);
    }
  });
});
