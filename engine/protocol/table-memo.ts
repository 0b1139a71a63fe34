/**
 * Decoded points and ciphertexts by their base64 text, and the keys checks are filed under
 * (table.ts `ProofCache`): the same strings come back on every replay, so each is decoded and
 * hashed once per peer.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import type { Result } from '../core/result.js';
import { toB64, utf8 } from './bytes.js';
import { decodeCiphertext, decodePoint, encodeCiphertext, fromBase64url, toBase64url, type Ciphertext, type Deck, type Point } from './poker/index.js';

export const pointMemo = new Map<string, Point | null>();
export const ctMemo = new Map<string, Ciphertext | null>();

/** Files an already decoded value under its string, so the next lookup does not decode it again. */
export function remember<T>(memo: Map<string, T | null>, b64: string, value: T | null): void {
  if (memo.size > 50_000) memo.clear();
  memo.set(b64, value);
}

/** A value decoded from base64 once per string (null if it does not decode). */
function decoded<T>(memo: Map<string, T | null>, b64: string, decode: (bytes: Uint8Array) => Result<T>): T | null {
  let v = memo.get(b64);
  if (v === undefined) {
    const bytes = fromBase64url(b64);
    const d = bytes.ok ? decode(bytes.value) : null;
    v = d?.ok ? d.value : null;
    remember(memo, b64, v);
  }
  return v;
}

export const point = (b64: string): Point | null => decoded(pointMemo, b64, decodePoint);
export const ct = (b64: string): Ciphertext | null => decoded(ctMemo, b64, decodeCiphertext);

export const ctB64 = (c: Ciphertext): string => toBase64url(encodeCiphertext(c));

/** A deck from its ciphertext strings, without encoding any point again (encoding costs a square root). */
export function deckFrom(list: readonly string[]): Deck {
  const bytes = new Uint8Array(64 * list.length);
  list.forEach((s, i) => {
    const b = fromBase64url(s);
    if (b.ok) bytes.set(b.value, 64 * i);
  });
  return { cts: list.map((s) => ct(s)!), bytes };
}

/** The ciphertext strings of a deck's bytes, sliced without touching the points. */
export function deckStrings(bytes: Uint8Array): string[] {
  return Array.from({ length: bytes.length / 64 }, (_, i) => toBase64url(bytes.subarray(64 * i, 64 * i + 64)));
}

/**
 * A hash of a list of strings, each prefixed with its length (so no two lists give the same bytes; `utf8`
 * keeps lone surrogates apart): what a check's key is made of. Cheaper than the canonical encoding.
 */
export const digest = (parts: readonly string[]): string => toB64(sha256(utf8(parts.map((p) => `${p.length}:${p}`).join(''))));

/**
 * The same for every other check: its kind and a hash of everything it reads. A part that is not text is
 * written as JSON behind another mark: `String([S])` is `S`, so a proof wrapped in an array (which every check
 * refuses) would otherwise share the key of the proof itself, and whichever was checked first would decide both.
 */
export const inputKey = (kind: string, ...parts: unknown[]): string => `${kind}/${digest([kind, ...parts.map(keyPart)])}`;

const keyPart = (p: unknown): string => (typeof p === 'string' ? `s${p}` : `j${JSON.stringify(p) ?? 'undefined'}`);

/**
 * A check's key written out, not hashed: each part with its length before it, so no two lists of parts give one
 * key. For checks whose parts are short and already bind the rest (an entry id binds what the entry says): hashing
 * them again cost a reopened room a fifth of its walk, for keys 40 to 400 characters long instead of 50.
 */
export const plainKey = (kind: string, ...parts: readonly (string | number)[]): string => `${kind}/${parts.map((p) => `${String(p).length}:${p}`).join('')}`;
