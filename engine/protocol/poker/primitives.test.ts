/**
 * Soundness of the single-card proofs (key, DLEQ share, same-card
 * re-encryption): each accepts the honest message and rejects a wrong
 * share, a different card, a different context or kind.
 */
import { describe, expect, it } from 'vitest';
import { cardTable } from './cards.js';
import { decodeShare, decodeShareBatch, encodeShare, encodeShareBatch, makeShare, makeShareBatch, verifyShare, verifyShareBatch } from './draw.js';
import { decrypt, encrypt, type Ciphertext } from './elgamal.js';
import { G, randomScalar } from './group.js';
import { decodeKeyMessage, encodeKeyMessage, generateSeatKey, proveKey, verifyKey } from './keys.js';
import { seededRandom } from './random.js';
import { decodeReencryption, encodeReencryption, reencrypt, verifyReencryption } from './transfer.js';
import type { ProofContext } from './transcript.js';
import { commitmentsOn as dleqCommitments } from './dleq.js';
import { commitmentsOn as reencCommitments } from './transfer.js';
import { expectWasm, wasmComing } from './wasm.js';

const rand = seededRandom('primitives');
const ctx: ProofContext = { game: 'g', entry: 'e', seat: 1, index: 7 };
const others: ProofContext[] = [
  { ...ctx, game: 'h' },
  { ...ctx, entry: 'f' },
  { ...ctx, seat: 2 },
  { ...ctx, index: 8 },
];
const cards = cardTable('prim', 8);

describe('seat key proof of knowledge', () => {
  const key = generateSeatKey(rand);
  const proof = proveKey(key, ctx, rand);

  it('verifies and round-trips through bytes', () => {
    expect(verifyKey(key.y, proof, ctx)).toBe(true);
    const back = decodeKeyMessage(encodeKeyMessage(key.y, proof));
    expect(back.ok && verifyKey(back.value.y, back.value.proof, ctx)).toBe(true);
  });

  it('fails for another key or another context', () => {
    expect(verifyKey(generateSeatKey(rand).y, proof, ctx)).toBe(false);
    for (const c of others) expect(verifyKey(key.y, proof, c)).toBe(false);
  });

  it('rejects the identity as a public key', () => {
    expect(decodeKeyMessage(new Uint8Array(96))).toMatchObject({ ok: false, error: { code: 'point.identity' } });
  });
});

describe('decryption share (Chaum–Pedersen)', () => {
  const key = generateSeatKey(rand);
  const ct = encrypt(cards.points[2]!, G.multiply(99n), randomScalar(rand));
  const sh = makeShare('draw', key, ct, ctx, rand);

  it('an honest share verifies and round-trips', () => {
    expect(verifyShare('draw', key.y, ct, sh, ctx)).toBe(true);
    const back = decodeShare(encodeShare(sh));
    expect(back.ok && verifyShare('draw', key.y, ct, back.value, ctx)).toBe(true);
  });

  it('a wrong share fails, even with the honest proof', () => {
    expect(verifyShare('draw', key.y, ct, { ...sh, share: sh.share.add(G) }, ctx)).toBe(false);
    const liar = generateSeatKey(rand); // proves its own key, not the seat's
    const forged = makeShare('draw', liar, ct, ctx, rand);
    expect(verifyShare('draw', key.y, ct, forged, ctx)).toBe(false);
  });

  it('is bound to its ciphertext, kind and context', () => {
    const other = encrypt(cards.points[3]!, G.multiply(99n), randomScalar(rand));
    expect(verifyShare('draw', key.y, other, sh, ctx)).toBe(false);
    expect(verifyShare('reveal', key.y, ct, sh, ctx)).toBe(false);
    for (const c of others) expect(verifyShare('draw', key.y, ct, sh, c)).toBe(false);
  });
});

describe('a batch of shares with one proof', () => {
  const key = generateSeatKey(rand);
  const cts = [1, 2, 3, 4].map((i) => encrypt(cards.points[i]!, G.multiply(77n), randomScalar(rand)));
  const batch = makeShareBatch('draw', key, cts, ctx, rand);

  it('opens every card like single shares do, verifies and round-trips', () => {
    cts.forEach((ct, i) => expect(batch.shares[i]!.equals(makeShare('draw', key, ct, ctx, rand).share)).toBe(true));
    expect(verifyShareBatch('draw', key.y, cts, batch, ctx)).toBe(true);
    const back = decodeShareBatch(encodeShareBatch(batch), 4);
    expect(back.ok && verifyShareBatch('draw', key.y, cts, back.value, ctx)).toBe(true);
    expect(decodeShareBatch(encodeShareBatch(batch), 3).ok).toBe(false);
  });

  it('one wrong share, swapped shares, or another context fail', () => {
    const wrong = batch.shares.slice();
    wrong[2] = wrong[2]!.add(G);
    expect(verifyShareBatch('draw', key.y, cts, { ...batch, shares: wrong }, ctx)).toBe(false);
    const swapped = [batch.shares[1]!, batch.shares[0]!, ...batch.shares.slice(2)];
    expect(verifyShareBatch('draw', key.y, cts, { ...batch, shares: swapped }, ctx)).toBe(false);
    expect(verifyShareBatch('draw', key.y, cts.slice(0, 3), { ...batch, shares: batch.shares.slice(0, 3) }, ctx)).toBe(false);
    for (const c of others) expect(verifyShareBatch('draw', key.y, cts, batch, c)).toBe(false);
    expect(verifyShareBatch('reveal', key.y, cts, batch, ctx)).toBe(false);
  });

  it('a wrong share at any position fails (the first weight is 1), and so do two that cancel in a plain sum', () => {
    for (let i = 0; i < cts.length; i++) {
      const wrong = batch.shares.map((sh, j) => (j === i ? sh.add(G) : sh));
      expect(verifyShareBatch('draw', key.y, cts, { ...batch, shares: wrong }, ctx), `position ${i}`).toBe(false);
    }
    const cancel = batch.shares.map((sh, j) => (j === 0 ? sh.add(G) : j === 1 ? sh.subtract(G) : sh));
    expect(verifyShareBatch('draw', key.y, cts, { ...batch, shares: cancel }, ctx)).toBe(false);
  });

  it('one card: the share’s own statement, under the batch’s label (a single share’s proof is not taken for it)', () => {
    const one = makeShareBatch('draw', key, cts.slice(0, 1), ctx, rand);
    expect(verifyShareBatch('draw', key.y, cts.slice(0, 1), one, ctx)).toBe(true);
    expect(verifyShareBatch('draw', key.y, cts.slice(1, 2), one, ctx)).toBe(false);
    expect(verifyShareBatch('draw', key.y, cts.slice(0, 1), { ...one, shares: [one.shares[0]!.add(G)] }, ctx)).toBe(false);
    const single = makeShare('draw', key, cts[0]!, ctx, rand);
    expect(verifyShareBatch('draw', key.y, cts.slice(0, 1), { shares: [single.share], proof: single.proof }, ctx)).toBe(false);
  });
});

describe('same-card re-encryption (transfer, show, return)', () => {
  const a = generateSeatKey(rand);
  const b = generateSeatKey(rand);
  const held: Ciphertext = encrypt(cards.points[4]!, a.y, randomScalar(rand));
  const t = reencrypt('transfer', a, held, b.y, ctx, rand);

  it('B opens the same card; the proof verifies and round-trips', () => {
    expect(cards.lookup(decrypt(t.ct, b.x))).toBe(4);
    expect(verifyReencryption('transfer', a.y, held, b.y, t, ctx)).toBe(true);
    const back = decodeReencryption(encodeReencryption(t));
    expect(back.ok && verifyReencryption('transfer', a.y, held, b.y, back.value, ctx)).toBe(true);
  });

  it('a transfer of a different card fails', () => {
    // A holds card 4 but posts card 5 to B, reusing the honest proof.
    const swapped = { ...t, ct: { c1: t.ct.c1, c2: t.ct.c2.subtract(cards.points[4]!).add(cards.points[5]!) } };
    expect(cards.lookup(decrypt(swapped.ct, b.x))).toBe(5);
    expect(verifyReencryption('transfer', a.y, held, b.y, swapped, ctx)).toBe(false);
    // Or proves honestly about a different held card than the one in the log.
    const other = encrypt(cards.points[5]!, a.y, randomScalar(rand));
    const t2 = reencrypt('transfer', a, other, b.y, ctx, rand);
    expect(verifyReencryption('transfer', a.y, held, b.y, t2, ctx)).toBe(false);
  });

  it('is bound to the keys, the kind and the context', () => {
    expect(verifyReencryption('transfer', b.y, held, b.y, t, ctx)).toBe(false);
    expect(verifyReencryption('transfer', a.y, held, a.y, t, ctx)).toBe(false);
    expect(verifyReencryption('show', a.y, held, b.y, t, ctx)).toBe(false);
    for (const c of others) expect(verifyReencryption('transfer', a.y, held, b.y, t, c)).toBe(false);
  });

  it('a seat that does not hold the card cannot re-encrypt it', () => {
    const thief = reencrypt('transfer', b, held, b.y, ctx, rand); // B does not know x_A
    expect(verifyReencryption('transfer', a.y, held, b.y, thief, ctx)).toBe(false);
  });
});

describe('@noble while the WebAssembly path loads (wasm.ts `wasmComing`)', () => {
  // This file never loads libsodium: both answers below are @noble's, with and without the tables.
  it('a share and a re-encryption give the same commitments with the seat-key tables as with a plain sum', () => {
    const key = generateSeatKey(rand);
    const ct = encrypt(cards.points[2]!, G.multiply(9n), randomScalar(rand));
    const share = makeShare('draw', key, ct, ctx, rand);
    const st = { b1: G, a: key.y, b2: ct.c1, c: share.share };
    const target = generateSeatKey(rand).y;
    const re = reencrypt('transfer', key, ct, target, ctx, rand);
    const rst = { ya: key.y, target, held: ct, out: re.ct };
    const both = () => [dleqCommitments(null, st, share.proof), reencCommitments(null, rst, re)].flat().map((b) => Buffer.from(b!).toString('hex'));
    expectWasm(true);
    expect(wasmComing()).toBe(true);
    const plain = both();
    expectWasm(false);
    expect(both()).toEqual(plain);
    for (const bad of [
      { ...share.proof, s: share.proof.s + 1n },
      { ...share.proof, c: 0n },
    ]) {
      expectWasm(true);
      const v = verifyShare('draw', key.y, ct, { ...share, proof: bad }, ctx);
      expectWasm(false);
      expect(verifyShare('draw', key.y, ct, { ...share, proof: bad }, ctx)).toBe(v);
    }
  });
});
