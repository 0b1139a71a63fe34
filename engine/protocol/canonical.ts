/**
 * A canonical, length-prefixed, domain-tagged encoding of JSON values, so that
 * a hash or a signature covers exactly one meaning: no two different values
 * encode alike, and every peer encodes a value to the same bytes whatever
 * order its object keys arrived in.
 *
 *   value  := tag(1 byte) payload
 *   null 'n' | false 'f' | true 't'
 *   number 'i' — safe integers only, as a decimal string with a 4-byte length
 *   string 's' — 4-byte length, UTF-8
 *   array  'a' — 4-byte count, then each value
 *   object 'o' — 4-byte count, then key (as a string payload) and value, keys sorted
 *
 * Floats, NaN, undefined and other types are refused: entries carry none.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8 } from './bytes.js';

export type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };

class Writer {
  private chunks: Uint8Array[] = [];
  private size = 0;
  byte(b: number): void {
    this.push(Uint8Array.of(b));
  }
  u32(n: number): void {
    this.push(Uint8Array.of(n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255));
  }
  str(s: string): void {
    const b = utf8(s);
    this.u32(b.length);
    this.push(b);
  }
  push(b: Uint8Array): void {
    this.chunks.push(b);
    this.size += b.length;
  }
  bytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let o = 0;
    for (const c of this.chunks) {
      out.set(c, o);
      o += c.length;
    }
    return out;
  }
}

function write(w: Writer, v: unknown, depth: number): void {
  if (depth > 32) throw new TypeError('canonical: nested too deeply');
  if (v === null || typeof v === 'boolean') {
    w.byte(v === null ? 0x6e : v ? 0x74 : 0x66);
    return;
  }
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new TypeError('canonical: only safe integers');
    w.byte(0x69);
    w.str(String(v));
    return;
  }
  if (typeof v === 'string') {
    w.byte(0x73);
    w.str(v);
    return;
  }
  if (Array.isArray(v)) {
    w.byte(0x61);
    w.u32(v.length);
    for (const x of v) write(w, x, depth + 1);
    return;
  }
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const keys = Object.keys(v as object)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort();
    w.byte(0x6f);
    w.u32(keys.length);
    for (const k of keys) {
      w.str(k);
      write(w, (v as Record<string, unknown>)[k], depth + 1);
    }
    return;
  }
  throw new TypeError(`canonical: cannot encode ${typeof v}`);
}

/** The canonical bytes of a value, under a domain tag. Throws on values no entry may hold. */
export function encode(domain: string, value: unknown): Uint8Array {
  const w = new Writer();
  w.str(domain);
  write(w, value, 0);
  return w.bytes();
}

/** Whether a value is encodable (entries from the log are checked with this before anything else). */
export function isCanonical(value: unknown): value is Json {
  try {
    encode('', value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh copy of a value in its canonical shape: keys sorted, keys whose value
 * is `undefined` gone, -0 as 0. Two values with one encoding (so one entry id
 * and one signature) give equal copies, so whatever reads the copy reads the
 * same thing on every device, whichever copy of an entry reached it first.
 * Throws where `encode` would.
 */
export function canonicalCopy(v: unknown, depth = 0): Json {
  if (depth > 32) throw new TypeError('canonical: nested too deeply');
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new TypeError('canonical: only safe integers');
    return v === 0 ? 0 : v;
  }
  if (Array.isArray(v)) return Array.from(v, (x) => canonicalCopy(x, depth + 1));
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    // Yjs's JSON reader assigns this key as the object's prototype, so another device would read another value.
    if (keys.includes('__proto__')) throw new TypeError('canonical: a __proto__ key');
    return Object.fromEntries(keys.map((k) => [k, canonicalCopy(o[k], depth + 1)]));
  }
  throw new TypeError(`canonical: cannot encode ${typeof v}`);
}

/** SHA-256 of the canonical encoding under a domain tag. */
export function hashValue(domain: string, value: unknown): Uint8Array {
  return sha256(encode(domain, value));
}

/** SHA-256 over byte strings under a domain tag, each length-prefixed. */
export function hashBytes(domain: string, ...parts: Uint8Array[]): Uint8Array {
  const w = new Writer();
  w.str(domain);
  for (const p of parts) {
    w.u32(p.length);
    w.push(p);
  }
  return sha256(w.bytes());
}
