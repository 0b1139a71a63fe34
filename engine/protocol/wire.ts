/**
 * An entry as the shared document stores it: one `Uint8Array` in a strict binary
 * form, about half the size of the same entry as a JSON value with base64 inside
 * (docs/protocol.md §1). Only the storage changes: a decoded entry is the very
 * value the JSON form gives (same fields, same strings), so its id, its signature
 * and every check after parsing are those of the JSON form, which a device still
 * reads (older documents, and anyone may write either).
 *
 *   entry  := 0xB2 author(32) sig(64) parent body   (0xB6: the same, its body worded)
 *           | 0xB4 hint(1) sig(64) id16(16) body   (0xB7: the same, its body worded) a member's entry, its
 *                                           author named by a hint and its parent by the first 16 bytes of its id
 *           | 0xB3 author(32) bot:n v(32)   an open beacon link (entry.ts `openLink`): bot 0 for a person's
 *                                           chain, else the bot's number; its parent is worked out, not stored
 *           | 0xB5 hint(1) bot:n v(32)      the same, its owner named by a hint
 *   parent := 0x00 (the genesis: no parent, no room id) | 0x01 id(32)
 *   hint   := the first byte of the author's key: decoding needs the key (`fromWire`'s `known.author`), which
 *             the reader finds among the room's members whose keys start with it, and the parent's whole id
 *             (`known.parent`), among the entries it holds; the signature (an open link's parent) decides
 *             between them (docs/protocol.md §1). Members only, never the genesis.
 *   body   := a value (wire-value.ts) in the plain grammar (0xB2, 0xB4), or the worded one, which names field
 *             names, kinds and card names by a number from a fixed list (wire-words.ts), for the same forms
 *             written 0xB6 and 0xB7: what this app writes. A reader takes all six.
 *
 * The protocol version (2) is the first byte's; the room id is the room's own
 * (the reader knows it), so neither is stored. Decoding is strict: one value has
 * one encoding in each form (wire-value.ts), nothing after the end.
 */
import { fromB64, toB64 } from './bytes.js';
import { HINTED_LINK, LINK, linkFromWire, linkToWire } from './wire-link.js';
import { get, In, Out, Oversized, put } from './wire-value.js';

export const MAGIC = 0xb2;
export const HINTED = 0xb4;
/** The same forms with a worded body (wire-value.ts). */
export const WORDED = 0xb6;
export const HINTED_WORDED = 0xb7;
/** Whether a first byte is a signed entry's whose author is its key (`full`) or a hint. */
export const isFullForm = (b0: number | undefined): boolean => b0 === MAGIC || b0 === WORDED;
export const isHintedForm = (b0: number | undefined): boolean => b0 === HINTED || b0 === HINTED_WORDED;

/** What the binary form needs of an entry (entry.ts's `Entry`, which this module does not import). */
export interface WireEntry {
  readonly v: number;
  readonly room: string;
  readonly author: string;
  readonly parent: string;
  readonly body: unknown;
  readonly sig: string;
}

/** How many bytes of its parent's id a hinted form keeps. */
export const PARENT_PREFIX = 16;

/** What a reader of a hinted form brings: the author's key and (a signed entry's) parent's id, found from their hints. */
export interface Known {
  readonly author: string;
  readonly parent?: string;
}

/**
 * The binary form of an entry; null if it cannot take it (another version, a lone surrogate…): then it is stored as JSON.
 * `hinted`: its author is named by a hint and its parent by a prefix (for a member of a room that says so; never the genesis).
 * `worded`: the body in the worded grammar, as this app writes; else the plain one apps wrote before the word list.
 */
export function toWire(e: WireEntry, hinted = false, worded = true): Uint8Array | null {
  if (e.sig === '') return linkToWire(e, hinted);
  const author = fromB64(e.author, 32);
  const sig = fromB64(e.sig, 64);
  const parent = e.parent === '' ? null : fromB64(e.parent, 32);
  if (e.v !== 2 || !author || !sig || (e.parent !== '' && !parent) || (e.parent === '') !== (e.room === '')) return null;
  const o = new Out();
  if (hinted && parent) {
    o.byte(worded ? HINTED_WORDED : HINTED);
    o.byte(author[0]!);
  } else {
    o.byte(worded ? WORDED : MAGIC);
    o.raw(author);
  }
  o.raw(sig);
  if (hinted && parent) o.raw(parent.subarray(0, PARENT_PREFIX));
  else if (parent) {
    o.byte(0x01);
    o.raw(parent);
  } else o.byte(0x00);
  try {
    put(o, e.body, worded);
  } catch {
    return null;
  }
  return o.done();
}

/** Whether a stored value is in the binary form (else it is read as JSON). */
export const isWire = (raw: unknown): raw is Uint8Array => raw instanceof Uint8Array;

/**
 * The entry a binary value holds, as the JSON form would give it (`room` is the
 * reader's room id), or null for bytes that are not exactly one entry's form.
 * A hinted form (wire-mark.ts `hintOf`) reads only with `known`: a key starting with its hint, and a
 * parent whose id starts with its prefix.
 */
export function fromWire(b: Uint8Array, room: string, known?: Known): WireEntry | null {
  const r = readWire(b, room, known);
  return typeof r === 'string' ? null : r;
}

/** `fromWire`, saying why it holds no entry: not one's form, or more than any entry may hold (its words spelt out). */
export function readWire(b: Uint8Array, room: string, known?: Known): WireEntry | 'malformed' | 'oversized' {
  if (b[0] === LINK || b[0] === HINTED_LINK) return linkFromWire(b, room, known?.author) ?? 'malformed';
  const hinted = isHintedForm(b[0]);
  if ((!isFullForm(b[0]) && !hinted) || b.length < (hinted ? 83 : 98)) return 'malformed';
  try {
    const i = new In(b);
    i.at = 1;
    if (hinted && (known?.parent === undefined || fromB64(known.author, 32)?.[0] !== i.byte())) return 'malformed';
    const by = hinted ? known!.author : toB64(i.take(32));
    const sig = toB64(i.take(64));
    let parent = '';
    if (hinted) {
      const id = fromB64(known!.parent!, 32);
      const prefix = i.take(PARENT_PREFIX);
      if (!id || prefix.some((x, k) => x !== id[k])) return 'malformed';
      parent = known!.parent!;
    } else {
      const kind = i.byte();
      if (kind > 1) return 'malformed';
      if (kind === 1) parent = toB64(i.take(32));
    }
    const body = get(i, b[0] === WORDED || b[0] === HINTED_WORDED);
    if (i.left !== 0) return 'malformed';
    return { v: 2, room: parent !== '' ? room : '', author: by, parent, body, sig };
  } catch (e) {
    return e instanceof Oversized ? 'oversized' : 'malformed';
  }
}

/** A stored value as the JSON form would have it (a binary value decoded; null if it is no entry's form). */
export const jsonOf = (raw: unknown, room: string): unknown => (isWire(raw) ? fromWire(raw, room) : raw);
