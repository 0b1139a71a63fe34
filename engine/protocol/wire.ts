/**
 * An entry as the shared document stores it: one `Uint8Array` in a strict binary
 * form, about half the size of the same entry as a JSON value with base64 inside
 * (docs/protocol.md §1). Only the storage changes: a decoded entry is the very
 * value the JSON form gives (same fields, same strings), so its id, its signature
 * and every check after parsing are those of the JSON form, which a device still
 * reads (older documents, and anyone may write either).
 *
 *   entry  := 0xB2 author(32) sig(64) parent body:value
 *           | 0xB4 hint(1) sig(64) id16(16) body:value   a member's entry, its author named by a hint and its
 *                                           parent by the first 16 bytes of its id
 *           | 0xB3 author(32) bot:n v(32)   an open beacon link (entry.ts `openLink`): bot 0 for a person's
 *                                           chain, else the bot's number; its parent is worked out, not stored
 *           | 0xB5 hint(1) bot:n v(32)      the same, its owner named by a hint
 *   parent := 0x00 (the genesis: no parent, no room id) | 0x01 id(32)
 *   hint   := the first byte of the author's key: decoding needs the key (`fromWire`'s `known.author`), which
 *             the reader finds among the room's members whose keys start with it, and the parent's whole id
 *             (`known.parent`), among the entries it holds; the signature (an open link's parent) decides
 *             between them (docs/protocol.md §1). Members only, never the genesis.
 *   value  := 0x00 null | 0x01 false | 0x02 true
 *           | 0x03 n (an integer n ≥ 0) | 0x04 n (the integer −n, n ≥ 1)
 *           | 0x05 len UTF-8 (a string) | 0x06 len bytes (the string `toB64(bytes)`, len ≥ 16)
 *           | 0x07 count value… | 0x08 count (len UTF-8 key, value)…, keys in ascending order
 *   n, len, count: unsigned LEB128, shortest form, at most 2^53 − 1
 *
 * The protocol version (2) is the first byte's; the room id is the room's own
 * (the reader knows it), so neither is stored. Decoding is strict: one value has
 * one encoding (shortest numbers, sorted unique keys, well-formed UTF-8, a string
 * that reads as base64 of 16 bytes or more only as bytes, nothing after the end),
 * and counts are bounded by the bytes left before anything is allocated.
 */
import { fromB64, toB64, utf8 } from './bytes.js';
import type { Json } from './canonical.js';
import { HINTED_LINK, LINK, linkFromWire, linkToWire } from './wire-link.js';

export const MAGIC = 0xb2;
export const HINTED = 0xb4;
/** The shortest base64 string written as bytes (16 bytes: shorter ones, words, stay text). */
const MIN_BYTES = 16;
const MAX_DEPTH = 32;
/** A lone surrogate (UTF-8 cannot hold one; a pair is one code point and fine). */
const SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Decoder = { decode(b: Uint8Array): string };
const text: Decoder = new (globalThis as unknown as { TextDecoder: new (label: string, o: object) => Decoder }).TextDecoder('utf-8', {
  fatal: true,
  ignoreBOM: true,
});

/** A string written as bytes: canonical base64url of at least 16 bytes. */
const asBytes = (s: string): Uint8Array | null => (s.length >= 22 ? fromB64(s) : null);

class Out {
  private buf = new Uint8Array(256);
  n = 0;
  private room(k: number): void {
    if (this.n + k <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.n + k));
    next.set(this.buf.subarray(0, this.n));
    this.buf = next;
  }
  byte(b: number): void {
    this.room(1);
    this.buf[this.n++] = b;
  }
  uint(v: number): void {
    while (v >= 0x80) {
      this.byte((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.byte(v);
  }
  raw(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.n);
    this.n += b.length;
  }
  str(s: string): void {
    const b = utf8(s);
    this.uint(b.length);
    this.raw(b);
  }
  done(): Uint8Array {
    return this.buf.slice(0, this.n);
  }
}

/** Throws on what the form cannot hold (the caller then writes JSON). */
function put(o: Out, v: unknown, depth: number): void {
  if (depth > MAX_DEPTH) throw new TypeError('too deep');
  if (v === null || typeof v === 'boolean') o.byte(v === null ? 0x00 : v ? 0x02 : 0x01);
  else if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new TypeError('not a safe integer');
    o.byte(v >= 0 ? 0x03 : 0x04);
    o.uint(Math.abs(v));
  } else if (typeof v === 'string') {
    if (SURROGATE.test(v)) throw new TypeError('a lone surrogate');
    const b = asBytes(v);
    o.byte(b ? 0x06 : 0x05);
    if (b) {
      o.uint(b.length);
      o.raw(b);
    } else o.str(v);
  } else if (Array.isArray(v)) {
    o.byte(0x07);
    o.uint(v.length);
    for (const x of v) put(o, x, depth + 1);
  } else if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const r = v as Record<string, unknown>;
    const keys = Object.keys(r)
      .filter((k) => r[k] !== undefined)
      .sort();
    o.byte(0x08);
    o.uint(keys.length);
    for (const k of keys) {
      if (SURROGATE.test(k)) throw new TypeError('a lone surrogate');
      o.str(k);
      put(o, r[k], depth + 1);
    }
  } else throw new TypeError(`cannot hold ${typeof v}`);
}

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
 */
export function toWire(e: WireEntry, hinted = false): Uint8Array | null {
  if (e.sig === '') return linkToWire(e, hinted);
  const author = fromB64(e.author, 32);
  const sig = fromB64(e.sig, 64);
  const parent = e.parent === '' ? null : fromB64(e.parent, 32);
  if (e.v !== 2 || !author || !sig || (e.parent !== '' && !parent) || (e.parent === '') !== (e.room === '')) return null;
  const o = new Out();
  if (hinted && parent) {
    o.byte(HINTED);
    o.byte(author[0]!);
  } else {
    o.byte(MAGIC);
    o.raw(author);
  }
  o.raw(sig);
  if (hinted && parent) o.raw(parent.subarray(0, PARENT_PREFIX));
  else if (parent) {
    o.byte(0x01);
    o.raw(parent);
  } else o.byte(0x00);
  try {
    put(o, e.body, 1);
  } catch {
    return null;
  }
  return o.done();
}

class In {
  at = 0;
  constructor(private readonly b: Uint8Array) {}
  get left(): number {
    return this.b.length - this.at;
  }
  byte(): number {
    if (this.at >= this.b.length) throw new RangeError('ends early');
    return this.b[this.at++]!;
  }
  uint(): number {
    let v = 0;
    let scale = 1;
    // Eight bytes hold 56 bits: past them a number is no safe integer (and a run of 0x80 bytes would
    // otherwise grow the scale to Infinity and the value to NaN, which no check below would stop).
    for (let i = 0; i < 8; i++) {
      const c = this.byte();
      if (i > 0 && c === 0) throw new RangeError('a longer form than needed');
      v += (c & 0x7f) * scale;
      if (v > Number.MAX_SAFE_INTEGER) throw new RangeError('too large');
      if (c < 0x80) return v;
      scale *= 0x80;
    }
    throw new RangeError('too large');
  }
  take(n: number): Uint8Array {
    if (n > this.left) throw new RangeError('ends early');
    this.at += n;
    return this.b.subarray(this.at - n, this.at);
  }
  str(): string {
    return text.decode(this.take(this.uint()));
  }
}

function get(i: In, depth: number): Json {
  if (depth > MAX_DEPTH) throw new RangeError('too deep');
  const tag = i.byte();
  switch (tag) {
    case 0x00:
      return null;
    case 0x01:
    case 0x02:
      return tag === 0x02;
    case 0x03:
      return i.uint();
    case 0x04: {
      const n = i.uint();
      if (n === 0) throw new RangeError('minus zero');
      return -n;
    }
    case 0x05: {
      const s = i.str();
      if (asBytes(s)) throw new RangeError('a base64 string written as text');
      return s;
    }
    case 0x06: {
      const n = i.uint();
      if (n < MIN_BYTES) throw new RangeError('too few bytes');
      return toB64(i.take(n));
    }
    case 0x07: {
      const n = i.uint();
      if (n > i.left) throw new RangeError('more values than bytes');
      return Array.from({ length: n }, () => get(i, depth + 1));
    }
    case 0x08: {
      const n = i.uint();
      if (n > i.left / 2) throw new RangeError('more fields than bytes');
      const out: [string, Json][] = [];
      for (let k = 0; k < n; k++) {
        const key = i.str();
        // Ascending as `sort()` orders keys (UTF-16 code units), each once.
        if (k > 0 && !(out[k - 1]![0] < key)) throw new RangeError('keys out of order');
        out.push([key, get(i, depth + 1)]);
      }
      return Object.fromEntries(out);
    }
    default:
      throw new RangeError('an unknown tag');
  }
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
  if (b[0] === LINK || b[0] === HINTED_LINK) return linkFromWire(b, room, known?.author);
  const hinted = b[0] === HINTED;
  if ((b[0] !== MAGIC && !hinted) || b.length < (hinted ? 83 : 98)) return null;
  try {
    const i = new In(b);
    i.at = 1;
    if (hinted && (known?.parent === undefined || fromB64(known.author, 32)?.[0] !== i.byte())) return null;
    const by = hinted ? known!.author : toB64(i.take(32));
    const sig = toB64(i.take(64));
    let parent = '';
    if (hinted) {
      const id = fromB64(known!.parent!, 32);
      const prefix = i.take(PARENT_PREFIX);
      if (!id || prefix.some((x, k) => x !== id[k])) return null;
      parent = known!.parent!;
    } else {
      const kind = i.byte();
      if (kind > 1) return null;
      if (kind === 1) parent = toB64(i.take(32));
    }
    const body = get(i, 1);
    if (i.left !== 0) return null;
    return { v: 2, room: parent !== '' ? room : '', author: by, parent, body, sig };
  } catch {
    return null;
  }
}

/** A stored value as the JSON form would have it (a binary value decoded; null if it is no entry's form). */
export const jsonOf = (raw: unknown, room: string): unknown => (isWire(raw) ? fromWire(raw, room) : raw);
