/**
 * The values inside a stored entry (wire.ts): JSON as entries hold it, in one of two strict
 * binary grammars. The plain one (entries of the forms 0xB2 and 0xB4):
 *
 *   value  := 0x00 null | 0x01 false | 0x02 true
 *           | 0x03 n (an integer n ≥ 0) | 0x04 n (the integer −n, n ≥ 1)
 *           | 0x05 len UTF-8 (a string) | 0x06 len bytes (the string `toB64(bytes)`, len ≥ 16)
 *           | 0x07 count value… | 0x08 count (len UTF-8 key, value)…, keys in ascending order
 *
 * and the worded one (0xB6 and 0xB7), where a word of wire-words.ts is its number and a small
 * integer its tag:
 *
 *   value  := the plain tags 0x00–0x08, with 0x03 for n ≥ 32 only, 0x05 for no word, 0x06 for len ≥ 12
 *           | 0x09 n (word n, n ≥ 192) | 0x20 + n (the integer n < 32) | 0x40 + n (word n < 192)
 *   key    := 0x00 len UTF-8 (no word) | n + 1 (word n)
 *
 *   n, len, count: unsigned LEB128, shortest form, at most 2^53 − 1
 *
 * Each value has one encoding in each grammar: shortest numbers, sorted unique keys, well-formed
 * UTF-8, a word only by its number, a string that reads as base64 of enough bytes only as bytes (no
 * word does: wire-value.test.ts). Counts are bounded by the bytes left before anything is allocated,
 * and the words a value spells by what an entry may hold.
 */
import { fromB64, toB64, utf8 } from './bytes.js';
import type { Json } from './canonical.js';
import { WORDS, wordOf } from './wire-words.js';

const MAX_DEPTH = 32;
/** Integers below this are their own tag in the worded grammar. */
const SMALL = 32;
/** Words below this are their own tag in the worded grammar. */
const SHORT_WORDS = 192;
/** More characters than this in words make any entry oversized (entry.ts MAX_ENTRY_BYTES, which this module does not import). */
const MAX_SPELT = 48 * 1024;
/** A lone surrogate (UTF-8 cannot hold one; a pair is one code point and fine). */
const SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Decoder = { decode(b: Uint8Array): string };
const text: Decoder = new (globalThis as unknown as { TextDecoder: new (label: string, o: object) => Decoder }).TextDecoder('utf-8', {
  fatal: true,
  ignoreBOM: true,
});

/** The fewest bytes a string written as bytes holds: 16 (words stay text), or 12 in the worded grammar (the answers a move names in `after`). */
const minBytes = (worded: boolean): number => (worded ? 12 : 16);

/** A string written as bytes: canonical base64url of at least `minBytes` (its text at least 4/3 as long, rounded up). */
const asBytes = (s: string, worded: boolean): Uint8Array | null => (s.length >= Math.ceil((minBytes(worded) * 4) / 3) ? fromB64(s) : null);

export class Out {
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

/** Writes a value in the plain or the worded grammar; throws on what neither can hold (the caller then writes JSON). */
export function put(o: Out, v: unknown, worded: boolean, depth = 1): void {
  if (depth > MAX_DEPTH) throw new TypeError('too deep');
  if (v === null || typeof v === 'boolean') o.byte(v === null ? 0x00 : v ? 0x02 : 0x01);
  else if (typeof v === 'number') putNumber(o, v, worded);
  else if (typeof v === 'string') putString(o, v, worded);
  else if (Array.isArray(v)) {
    o.byte(0x07);
    o.uint(v.length);
    for (const x of v) put(o, x, worded, depth + 1);
  } else if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const r = v as Record<string, unknown>;
    const keys = Object.keys(r)
      .filter((k) => r[k] !== undefined)
      .sort();
    o.byte(0x08);
    o.uint(keys.length);
    for (const k of keys) {
      if (SURROGATE.test(k)) throw new TypeError('a lone surrogate');
      const word = worded ? wordOf.get(k) : undefined;
      if (word !== undefined) o.uint(word + 1);
      else {
        if (worded) o.byte(0x00);
        o.str(k);
      }
      put(o, r[k], worded, depth + 1);
    }
  } else throw new TypeError(`cannot hold ${typeof v}`);
}

function putNumber(o: Out, v: number, worded: boolean): void {
  if (!Number.isSafeInteger(v)) throw new TypeError('not a safe integer');
  if (worded && v >= 0 && v < SMALL) o.byte(0x20 + v);
  else {
    o.byte(v >= 0 ? 0x03 : 0x04);
    o.uint(Math.abs(v));
  }
}

function putString(o: Out, v: string, worded: boolean): void {
  if (SURROGATE.test(v)) throw new TypeError('a lone surrogate');
  const word = worded ? wordOf.get(v) : undefined;
  const b = word === undefined ? asBytes(v, worded) : null;
  if (word !== undefined && word < SHORT_WORDS) o.byte(0x40 + word);
  else if (word !== undefined) {
    o.byte(0x09);
    o.uint(word);
  } else if (b) {
    o.byte(0x06);
    o.uint(b.length);
    o.raw(b);
  } else {
    o.byte(0x05);
    o.str(v);
  }
}

export class In {
  at = 0;
  /** How many characters the words read so far spell (`word`). */
  spelt = 0;
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

/** What a value too large for any entry throws (its JSON form is refused as oversized too). */
export class Oversized extends RangeError {}

/**
 * A word by its number (a number past the list is no value). A byte spells up to 16 characters, so
 * words are counted: a value whose words alone spell more than any entry may hold (48 KiB of JSON,
 * entry.ts) is refused unread rather than spelt out first.
 */
function word(i: In, n: number): string {
  const w = WORDS[n];
  if (w === undefined) throw new RangeError('no such word');
  i.spelt += w.length;
  if (i.spelt > MAX_SPELT) throw new Oversized('more words than an entry holds');
  return w;
}

/** A key: written out (plain), or a word's number + 1 or 0x00 and the key written out (worded). */
function key(i: In, worded: boolean): string {
  if (!worded) return i.str();
  const n = i.uint();
  if (n > 0) return word(i, n - 1);
  const k = i.str();
  if (wordOf.has(k)) throw new RangeError('a word written out');
  return k;
}

/** Reads one value of the plain or the worded grammar; throws on anything else. */
export function get(i: In, worded: boolean, depth = 1): Json {
  if (depth > MAX_DEPTH) throw new RangeError('too deep');
  const tag = i.byte();
  if (worded && tag >= 0x40) return word(i, tag - 0x40);
  // 0x20 + SMALL is 0x40, the first word: every tag from 0x20 is a small integer or a word.
  if (worded && tag >= 0x20) return tag - 0x20;
  switch (tag) {
    case 0x00:
      return null;
    case 0x01:
    case 0x02:
      return tag === 0x02;
    case 0x03: {
      const n = i.uint();
      if (worded && n < SMALL) throw new RangeError('a small integer in the long form');
      return n;
    }
    case 0x04: {
      const n = i.uint();
      if (n === 0) throw new RangeError('minus zero');
      return -n;
    }
    case 0x05: {
      const s = i.str();
      if (asBytes(s, worded)) throw new RangeError('a base64 string written as text');
      if (worded && wordOf.has(s)) throw new RangeError('a word written out');
      return s;
    }
    case 0x06: {
      const n = i.uint();
      if (n < minBytes(worded)) throw new RangeError('too few bytes');
      return toB64(i.take(n));
    }
    case 0x07: {
      const n = i.uint();
      if (n > i.left) throw new RangeError('more values than bytes');
      return Array.from({ length: n }, () => get(i, worded, depth + 1));
    }
    case 0x08: {
      const n = i.uint();
      if (n > i.left / 2) throw new RangeError('more fields than bytes');
      const out: [string, Json][] = [];
      for (let k = 0; k < n; k++) {
        const name = key(i, worded);
        // Ascending as `sort()` orders keys (UTF-16 code units), each once.
        if (k > 0 && !(out[k - 1]![0] < name)) throw new RangeError('keys out of order');
        out.push([name, get(i, worded, depth + 1)]);
      }
      return Object.fromEntries(out);
    }
    case 0x09: {
      const n = i.uint();
      if (!worded || n < SHORT_WORDS) throw new RangeError(worded ? 'a short word in the long form' : 'an unknown tag');
      return word(i, n);
    }
    default:
      throw new RangeError('an unknown tag');
  }
}
