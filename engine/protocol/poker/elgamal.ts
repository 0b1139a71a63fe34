/**
 * Additive ElGamal on ristretto255. A card point M encrypted to key Y with
 * randomness r is (C1, C2) = (r·G, M + r·Y); the holder of y = log_G(Y)
 * decrypts M = C2 − y·C1.
 *
 * The joint key K = ΣY_i makes the layered scheme of Barnett–Smart: a
 * ciphertext under K needs every seat's share x_i·C1 to open. Re-randomising
 * (C1 + r·G, C2 + r·K) gives a fresh-looking encryption of the same card, which
 * is what hides a card's path through a shuffle.
 *
 * The deck starts as the public "encryption" (identity, M_i) of every card:
 * everyone can compute it, and the first shuffle pass randomises it.
 *
 * Wire form: C1 ‖ C2, 64 bytes a ciphertext; a deck is n of those back to back.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { concat } from './bytes.js';
import { G, IDENTITY, decodePoint, encodePoint, fixedBase, mulSecret, type Point, type Scalar } from './group.js';

export interface Ciphertext {
  readonly c1: Point;
  readonly c2: Point;
}

export const CIPHERTEXT_BYTES = 64;

export function encrypt(m: Point, y: Point, r: Scalar): Ciphertext {
  return { c1: mulSecret(fixedBase(G), r), c2: m.add(mulSecret(y, r)) };
}

/** The publicly known starting encryption of a card: no randomness yet. */
export const openCiphertext = (m: Point): Ciphertext => ({ c1: IDENTITY, c2: m });

const OPEN_C1 = encodePoint(IDENTITY);
/** The encoding of `openCiphertext(m)` from the encoding of m alone (no point arithmetic). */
export const openCiphertextBytes = (m: Uint8Array): Uint8Array => concat([OPEN_C1, m]);

export function decrypt(ct: Ciphertext, x: Scalar): Point {
  return ct.c2.subtract(mulSecret(ct.c1, x));
}

export function encodeCiphertext(ct: Ciphertext): Uint8Array {
  return concat([encodePoint(ct.c1), encodePoint(ct.c2)]);
}

/**
 * A deck on the wire and in memory at once: proofs hash the exact bytes that
 * were posted, and decoding or encoding a point costs ≈ 0.1 ms, so each
 * deck is converted once and carried in both forms. Build one only with
 * `deckOf` or `decodeDeck`: a proof hashes `bytes` and computes on `cts`, so
 * the two must describe the same ciphertexts.
 */
export interface Deck {
  readonly cts: readonly Ciphertext[];
  readonly bytes: Uint8Array;
}

export function deckOf(cts: readonly Ciphertext[]): Deck {
  return { cts, bytes: concat(cts.map(encodeCiphertext)) };
}

export function decodeCiphertext(bytes: unknown): Result<Ciphertext> {
  const d = decodeDeck(bytes, 1);
  return d.ok ? ok(d.value.cts[0]!) : d;
}

/** Decodes exactly `n` ciphertexts; every point must be canonical. */
export function decodeDeck(bytes: unknown, n: number): Result<Deck> {
  if (!(bytes instanceof Uint8Array)) return fail('deck.type', 'deck: expected bytes');
  if (!Number.isInteger(n) || n < 0 || bytes.length !== n * CIPHERTEXT_BYTES) {
    return fail('deck.length', `deck: expected ${n} ciphertexts`);
  }
  const cts: Ciphertext[] = [];
  for (let i = 0; i < n; i++) {
    const c1 = decodePoint(bytes.subarray(64 * i, 64 * i + 32));
    if (!c1.ok) return c1;
    const c2 = decodePoint(bytes.subarray(64 * i + 32, 64 * i + 64));
    if (!c2.ok) return c2;
    cts.push({ c1: c1.value, c2: c2.value });
  }
  return ok({ cts, bytes: bytes.slice() });
}
