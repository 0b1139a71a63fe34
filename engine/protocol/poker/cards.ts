/**
 * Card identities as group elements. Card i of a deck is the point
 * M_i = hash_to_ristretto255("<deck label>" ‖ i) (RFC 9380 with our own
 * domain-separation tag), so nobody knows any relation between two card
 * points (no card is a known multiple of another, which could otherwise let
 * a shuffler turn one card into another under encryption).
 *
 * Decryption gives back a point; a table from encoding to index names it.
 * Only points of this deck are ever accepted: anything else is a cheat.
 *
 * A table is its points' encodings first: hashing to the curve costs ≈ 0.5 ms
 * a card and encoding the point as much again, while the start table needs only
 * the encodings and a lookup encodes the point it looks up. So the encodings
 * may come from what a device worked out before (`known`, the room's kept
 * checks): reopening a 270-card room then hashes nothing. The points are
 * decoded only if asked for (≈ 0.1 ms a card).
 */
import { ristretto255_hasher } from '@noble/curves/ed25519.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { concat, fromBase64url, toBase64url, u32be } from './bytes.js';
import { openCiphertextBytes } from './elgamal.js';
import { decodePoint, type Point } from './group.js';

const DST = utf8ToBytes('feebleton/poker/v1/card_XMD:SHA-512_R255MAP_RO_');

export function cardPoint(deck: string, index: number): Point {
  const d = utf8ToBytes(deck);
  return ristretto255_hasher.hashToCurve(concat([u32be(d.length), d, u32be(index)]), { DST });
}

export interface CardTable {
  readonly deck: string;
  /** Each card point's encoding, base64url, by card index. */
  readonly encodings: readonly string[];
  /** The card points (decoded on first use). */
  readonly points: readonly Point[];
  /** The card index of a decrypted point, or undefined if it is no card of this deck. */
  lookup(p: Point): number | undefined;
}

/** Where a table's encodings may come from: the result of `run` as kept under `key`, or `run` itself. */
export type Known = (key: string, run: () => string[]) => string[];

const tables = new Map<string, CardTable>();

/** Kept encodings come from storage: `count` strings of 32 bytes each, or they are worked out again. */
function wellFormed(kept: unknown, count: number): kept is string[] {
  return (
    Array.isArray(kept) &&
    kept.length === count &&
    kept.every((e) => {
      const b = fromBase64url(e);
      return b.ok && b.value.length === 32;
    })
  );
}

/** A card's ciphertext at the start, `openCiphertext(M_i)`, from M_i's encoding (no point arithmetic). */
export function openCardB64(encoding: string): string {
  const b = fromBase64url(encoding);
  if (!b.ok) throw new Error('a card encoding does not decode');
  return toBase64url(openCiphertextBytes(b.value));
}

/** The deck's `count` card points and the reverse table (cached per deck and count). */
export function cardTable(deck: string, count: number, known: Known = (_, run) => run()): CardTable {
  const key = `${count}/${deck}`;
  const cached = tables.get(key);
  const hash = (): string[] => Array.from({ length: count }, (_, i) => toBase64url(cardPoint(deck, i).toBytes()));
  // Asked even when this page has the table, so whoever keeps the encodings gets them.
  const kept = known(`cards/${key}`, () => (cached ? [...cached.encodings] : hash()));
  if (cached) return cached;
  const encodings = wellFormed(kept, count) ? kept : hash();
  const index = new Map(encodings.map((e, i) => [e, i]));
  let points: Point[] | undefined;
  const table: CardTable = {
    deck,
    encodings,
    get points() {
      points ??= encodings.map((e) => {
        const b = fromBase64url(e);
        const p = b.ok ? decodePoint(b.value) : null;
        if (!p?.ok) throw new Error('a card point does not decode');
        return p.value;
      });
      return points;
    },
    lookup: (p) => index.get(toBase64url(p.toBytes())),
  };
  tables.set(key, table);
  return table;
}
