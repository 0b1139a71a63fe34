/**
 * DRAW and REVEAL: opening one layer of a card encrypted under the joint key.
 *
 * A card in the deck is (C1, C2) = (r·G, M + r·K) with K = ΣY_i. To draw it
 * privately to seat P, every other seat i posts its decryption share
 * S_i = x_i·C1 with a DLEQ proof that log_G(Y_i) = log_C1(S_i) — the proof
 * stops a seat from posting a wrong share that would make P "draw" a card
 * other than the one in the deck. What is left, (C1, C2 − ΣS_i), is an
 * ordinary ElGamal ciphertext under Y_P alone: the card now sits in the log
 * encrypted to P, and P opens it privately with x_P (nothing is posted).
 *
 * REVEAL: the holder posts its own share S_P = x_P·C1 with the same proof;
 * then everyone computes M = C2 − ΣS_i − S_P and looks the card up.
 * A peek (Council Member) is a draw whose card stays in the deck.
 *
 * Each share is checked before use: a share that fails its proof is a
 * provable cheat by its author, never silently skipped.
 *
 * Wire form of a share: S (32) ‖ c (32) ‖ s (32) = 96 bytes.
 *
 * Batches: a seat answering for k cards at once (a deal) may post k shares
 * with ONE proof (32k + 64 bytes instead of 96k). Weights z_1 = 1 and
 * z_j = H(context, Y, every C1_j, every S_j) fold the k claims into one DLEQ,
 * log_G(Y) = log_B(S) with B = Σz_j·C1_j, S = Σz_j·S_j; a wrong share
 * survives the folding with probability at most 1/q (random-oracle model).
 */
import { fail, ok, type Result } from '../../core/result.js';
import { concat, expectLength } from './bytes.js';
import type { CardTable } from './cards.js';
import { decodeDleq, encodeDleq, proveDleq, verifyDleq, type DleqProof } from './dleq.js';
import type { Ciphertext } from './elgamal.js';
import { G, IDENTITY, decodePoint, encodePoint, mulSecret, type Point, type RandomSource } from './group.js';
import { msm } from './msm.js';
import type { SeatKey } from './keys.js';
import { Transcript, validContext, type ProofContext } from './transcript.js';
import { fastArithmetic } from './wasm.js';

/** Why a share is posted; bound into its proof so a draw share is never taken for a reveal. */
export const SHARE_KINDS = ['draw', 'reveal', 'peek'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export interface DecryptionShare {
  readonly share: Point;
  readonly proof: DleqProof;
}

export const SHARE_BYTES = 96;

export function makeShare(kind: ShareKind, key: SeatKey, ct: Ciphertext, ctx: ProofContext, rand: RandomSource): DecryptionShare {
  const share = mulSecret(ct.c1, key.x);
  const proof = proveDleq(`share/${kind}`, ctx, { b1: G, a: key.y, b2: ct.c1, c: share }, key.x, rand);
  return { share, proof };
}

/** Checks seat i's share against its public key Y_i and the ciphertext it opens. */
export function verifyShare(kind: ShareKind, y: Point, ct: Ciphertext, sh: DecryptionShare, ctx: ProofContext): boolean {
  return verifyDleq(`share/${kind}`, ctx, { b1: G, a: y, b2: ct.c1, c: sh.share }, sh.proof);
}

/** Removes checked shares: the result is the card encrypted to the seats whose shares are missing. */
export function removeShares(ct: Ciphertext, shares: readonly Point[]): Ciphertext {
  const sum = shares.reduce((acc, s) => acc.add(s), IDENTITY);
  return { c1: ct.c1, c2: ct.c2.subtract(sum) };
}

/**
 * The drawer's private step: with every other seat's (already checked) share,
 * remove its own layer and name the card. Fails if the point is no card of
 * the deck — only possible if someone cheated earlier.
 */
export function openPrivately(ct: Ciphertext, otherShares: readonly Point[], key: SeatKey, table: CardTable): Result<number> {
  const left = removeShares(ct, otherShares);
  return lookupCard(left.c2.subtract(mulSecret(left.c1, key.x)), table);
}

/** After a REVEAL: the card under the holder's key, opened with the holder's checked share. */
export function openRevealed(held: Ciphertext, holderShare: Point, table: CardTable): Result<number> {
  return lookupCard(held.c2.subtract(holderShare), table);
}

function lookupCard(m: Point, table: CardTable): Result<number> {
  const i = table.lookup(m);
  return i === undefined ? fail('card.unknown', 'decrypted point is not a card of this deck') : ok(i);
}

export function encodeShare(sh: DecryptionShare): Uint8Array {
  return concat([encodePoint(sh.share), encodeDleq(sh.proof)]);
}

export function decodeShare(bytes: unknown): Result<DecryptionShare> {
  const b = expectLength(bytes, SHARE_BYTES, 'share');
  if (!b.ok) return b;
  const share = decodePoint(b.value.subarray(0, 32));
  if (!share.ok) return share;
  const proof = decodeDleq(b.value.subarray(32));
  if (!proof.ok) return proof;
  return ok({ share: share.value, proof: proof.value });
}

export interface ShareBatch {
  readonly shares: readonly Point[];
  readonly proof: DleqProof;
}

/**
 * The folded statement (G, Y, Σz·C1, Σz·S) for a batch. z_1 = 1 and z_2 … z_k are hashed from
 * everything in it: a wrong first share alone always fails, a wrong j-th passes only if z_j hits the
 * one value that cancels it (1/q). One card needs no folding: its statement is the share's own (under
 * the batch's label), checked at the cost of a single share.
 */
function foldBatch(kind: ShareKind, y: Point, cts: readonly Ciphertext[], shares: readonly Point[], ctx: ProofContext) {
  if (cts.length === 1) return { b1: G, a: y, b2: cts[0]!.c1, c: shares[0]! };
  const weights = new Transcript(`share-batch/${kind}/weights`, ctx)
    .point('Y', y)
    .points(
      'C1',
      cts.map((c) => encodePoint(c.c1)),
    )
    .points('S', shares.map(encodePoint))
    .challenges('z', cts.length - 1);
  const z = [1n, ...weights];
  return {
    b1: G,
    a: y,
    b2: weighted(
      cts.map((c) => c.c1),
      z,
    ),
    c: weighted(shares, z),
  };
}

/**
 * Σz_j·P_j with z_1 = 1: k − 1 products and sums on the WebAssembly path once it is loaded (a batch is
 * small: one product each beats the bucket method there), else one multi-scalar multiplication on
 * @noble. One group element either way, and its encoding is canonical, so both paths fold alike.
 */
function weighted(points: readonly Point[], z: readonly bigint[]): Point {
  const arith = z[0] === 1n ? fastArithmetic() : null;
  let sum: Uint8Array | null = arith ? encodePoint(points[0]!) : null;
  for (let j = 1; j < points.length && arith && sum; j++) {
    const term = arith.mul(encodePoint(points[j]!), z[j]!);
    sum = term && arith.add(sum, term);
  }
  const p = sum ? decodePoint(sum) : null;
  return p?.ok ? p.value : msm(points, z);
}

/** Shares for k ciphertexts with one proof (e.g. every card of a deal that this seat must open). */
export function makeShareBatch(kind: ShareKind, key: SeatKey, cts: readonly Ciphertext[], ctx: ProofContext, rand: RandomSource): ShareBatch {
  const shares = cts.map((ct) => mulSecret(ct.c1, key.x));
  const st = foldBatch(kind, key.y, cts, shares, ctx);
  return { shares, proof: proveDleq(`share-batch/${kind}`, ctx, st, key.x, rand) };
}

export function verifyShareBatch(kind: ShareKind, y: Point, cts: readonly Ciphertext[], batch: ShareBatch, ctx: ProofContext): boolean {
  if (!validContext(ctx) || cts.length === 0 || batch.shares.length !== cts.length) return false;
  return verifyDleq(`share-batch/${kind}`, ctx, foldBatch(kind, y, cts, batch.shares, ctx), batch.proof);
}

export const shareBatchBytes = (k: number): number => 32 * k + 64;

export function encodeShareBatch(b: ShareBatch): Uint8Array {
  return concat([...b.shares.map(encodePoint), encodeDleq(b.proof)]);
}

export function decodeShareBatch(bytes: unknown, k: number): Result<ShareBatch> {
  const b = expectLength(bytes, shareBatchBytes(k), 'share-batch');
  if (!b.ok) return b;
  const shares: Point[] = [];
  for (let i = 0; i < k; i++) {
    const p = decodePoint(b.value.subarray(32 * i, 32 * i + 32));
    if (!p.ok) return p;
    shares.push(p.value);
  }
  const proof = decodeDleq(b.value.subarray(32 * k));
  if (!proof.ok) return proof;
  return ok({ shares, proof: proof.value });
}
