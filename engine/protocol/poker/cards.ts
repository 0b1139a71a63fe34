/**
 * Card identities as group elements. Card i of a deck is the point
 * M_i = hash_to_ristretto255("<deck label>" ‖ i) (RFC 9380 with our own
 * domain-separation tag), so nobody knows any relation between two card
 * points (no card is a known multiple of another, which could otherwise let
 * a shuffler turn one card into another under encryption).
 *
 * Decryption gives back a point; a table from encoding to index names it.
 * Only points of this deck are ever accepted: anything else is a cheat.
 */
import { ristretto255_hasher } from '@noble/curves/ed25519.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { concat, toBase64url, u32be } from './bytes.js';
import type { Point } from './group.js';

const DST = utf8ToBytes('feebleton/poker/v1/card_XMD:SHA-512_R255MAP_RO_');

export function cardPoint(deck: string, index: number): Point {
  const d = utf8ToBytes(deck);
  return ristretto255_hasher.hashToCurve(concat([u32be(d.length), d, u32be(index)]), { DST });
}

export interface CardTable {
  readonly deck: string;
  readonly points: readonly Point[];
  /** The card index of a decrypted point, or undefined if it is no card of this deck. */
  lookup(p: Point): number | undefined;
}

const tables = new Map<string, CardTable>();

/** The deck's `count` card points and the reverse table (cached: ≈ 0.6 ms a card). */
export function cardTable(deck: string, count: number): CardTable {
  const key = `${count}/${deck}`;
  const cached = tables.get(key);
  if (cached) return cached;
  const points: Point[] = [];
  const index = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const p = cardPoint(deck, i);
    points.push(p);
    index.set(toBase64url(p.toBytes()), i);
  }
  const table: CardTable = { deck, points, lookup: (p) => index.get(toBase64url(p.toBytes())) };
  tables.set(key, table);
  return table;
}
