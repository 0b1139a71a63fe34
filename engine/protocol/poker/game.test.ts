/**
 * The whole Barnett–Smart flow at a 4-seat table: keys, 4 proved shuffle
 * passes, a private draw, reveal, transfer, show, return + reshuffle, and a
 * peek-and-reorder. Each step checks every proof the way a peer would.
 */
import { describe, expect, it } from 'vitest';
import { cardTable } from './cards.js';
import { deckOf, openCiphertext, decrypt, type Ciphertext, type Deck } from './elgamal.js';
import { makeShare, openPrivately, openRevealed, removeShares, verifyShare } from './draw.js';
import { generateSeatKey, jointKey, proveKey, verifyKey, type SeatKey } from './keys.js';
import { seededRandom } from './random.js';
import { reorderTop, verifyReorder } from './reorder.js';
import { shuffleAndProve, verifyShuffle } from './shuffle.js';
import { reencrypt, verifyReencryption } from './transfer.js';
import type { ProofContext } from './transcript.js';
import type { Point } from './group.js';

const N = 16;
const rand = seededRandom('game');
const table = cardTable('feebleton-test', N);
const ctx = (entry: string, seat: number, index: number): ProofContext => ({ game: 'room-1', entry, seat, index });

function setupTable() {
  const keys = [0, 1, 2, 3].map(() => generateSeatKey(rand));
  keys.forEach((key, s) => {
    const proof = proveKey(key, ctx('join', s, 0), rand);
    expect(verifyKey(key.y, proof, ctx('join', s, 0))).toBe(true);
  });
  return { keys, k: jointKey(keys.map((x) => x.y)) };
}

function shuffleAll(k: Point, deck: Deck, entry: string): Deck {
  let d = deck;
  for (let s = 0; s < 4; s++) {
    const { output, proof } = shuffleAndProve(ctx(entry, s, s), k, d, rand);
    expect(verifyShuffle(ctx(entry, s, s), k, d, output, proof).ok).toBe(true);
    d = output;
  }
  return d;
}

/** Every seat but `to` posts a checked share; returns the card encrypted to `to` alone. */
function drawTo(keys: SeatKey[], to: number, ct: Ciphertext, entry: string, index: number, kind: 'draw' | 'peek' = 'draw'): Ciphertext {
  const shares = keys.flatMap((key, s) => {
    if (s === to) return [];
    const sh = makeShare(kind, key, ct, ctx(entry, s, index), rand);
    expect(verifyShare(kind, key.y, ct, sh, ctx(entry, s, index))).toBe(true);
    return [sh.share];
  });
  return removeShares(ct, shares);
}

const open = (held: Ciphertext, key: SeatKey) => table.lookup(decrypt(held, key.x));

describe('mental poker at a 4-seat table', () => {
  const { keys, k } = setupTable();
  const deck = shuffleAll(k, deckOf(table.points.map(openCiphertext)), 'shuffle-1');

  it('after 4 proved passes the deck still holds every card exactly once', () => {
    const ids = deck.cts.map((ct, i) => open(drawTo(keys, 0, ct, 'audit', i), keys[0]!));
    expect([...ids].sort((a, b) => a! - b!)).toEqual(table.points.map((_, i) => i));
  });

  it('a private draw: only the drawer learns the card; a reveal shows it to all', () => {
    const ct = deck.cts[0]!;
    const held = drawTo(keys, 2, ct, 'draw-1', 0);
    const card = open(held, keys[2]!);
    expect(card).toBeDefined();
    expect(openPrivately(ct, [], keys[2]!, table).ok).toBe(false); // own key alone opens nothing
    for (const s of [0, 1, 3]) expect(open(held, keys[s]!)).toBeUndefined();
    const reveal = makeShare('reveal', keys[2]!, held, ctx('play-1', 2, 0), rand);
    expect(verifyShare('reveal', keys[2]!.y, held, reveal, ctx('play-1', 2, 0))).toBe(true);
    expect(verifyShare('draw', keys[2]!.y, held, reveal, ctx('play-1', 2, 0))).toBe(false);
    expect(openRevealed(held, reveal.share, table)).toEqual({ ok: true, value: card });
  });

  it('transfer and show move a card to another key with a same-card proof', () => {
    const held = drawTo(keys, 0, deck.cts[1]!, 'draw-2', 1);
    const card = open(held, keys[0]!);
    const t = reencrypt('transfer', keys[0]!, held, keys[3]!.y, ctx('thief', 0, 1), rand);
    expect(verifyReencryption('transfer', keys[0]!.y, held, keys[3]!.y, t, ctx('thief', 0, 1))).toBe(true);
    expect(verifyReencryption('show', keys[0]!.y, held, keys[3]!.y, t, ctx('thief', 0, 1))).toBe(false);
    expect(open(t.ct, keys[3]!)).toBe(card);
    expect(open(t.ct, keys[0]!)).toBeUndefined();
    const shown = reencrypt('show', keys[3]!, t.ct, keys[1]!.y, ctx('spy', 3, 1), rand);
    expect(verifyReencryption('show', keys[3]!.y, t.ct, keys[1]!.y, shown, ctx('spy', 3, 1))).toBe(true);
    expect(open(shown.ct, keys[1]!)).toBe(card);
  });

  it('return puts a held card back under K; after a reshuffle it can be drawn again', () => {
    const held = drawTo(keys, 1, deck.cts[2]!, 'draw-3', 2);
    const card = open(held, keys[1]!);
    const back = reencrypt('return', keys[1]!, held, k, ctx('artist', 1, 2), rand);
    expect(verifyReencryption('return', keys[1]!.y, held, k, back, ctx('artist', 1, 2))).toBe(true);
    const pile = shuffleAll(k, deckOf([back.ct, deck.cts[3]!, deck.cts[4]!]), 'reshuffle');
    const ids = pile.cts.map((ct, i) => open(drawTo(keys, 3, ct, 'redraw', i), keys[3]!));
    expect(ids).toContain(card);
  });

  it('peek and reorder: the peeker sees the top cards and puts them back in its order', () => {
    const top = deckOf(deck.cts.slice(5, 8));
    const seen = top.cts.map((ct, i) => open(drawTo(keys, 1, ct, 'council', 5 + i, 'peek'), keys[1]!)!);
    const order = [2, 0, 1];
    const { output, proof } = reorderTop(ctx('council', 1, 5), k, top, order, rand);
    expect(verifyReorder(ctx('council', 1, 5), k, top, output, proof).ok).toBe(true);
    expect(verifyShuffle(ctx('council', 1, 5), k, top, output, proof).ok).toBe(false); // label-bound
    const after = output.cts.map((ct, i) => open(drawTo(keys, 0, ct, 'after', i), keys[0]!));
    expect(after).toEqual(order.map((i) => seen[i]));
  });
});
