/**
 * Byte helpers for the mental-poker messages: base64url (entries are JSON, so
 * every binary field travels as unpadded base64url text) and a cursor that
 * reads fixed-size fields out of untrusted bytes without ever throwing.
 *
 * Why our own base64url: the engine is ES2022 only (no `atob`, no `Buffer`),
 * and the decoder must reject every non-canonical spelling so that one
 * message has exactly one text form (signatures and hashes cover the text).
 */
import { fail, ok, type Result } from '../../core/result.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX = new Map<string, number>([...ALPHABET].map((c, i) => [c, i]));

/** Unpadded base64url (RFC 4648 §5). */
export function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i]!;
    const b1 = i + 1 < bytes.length ? bytes[i + 1]! : 0;
    const b2 = i + 2 < bytes.length ? bytes[i + 2]! : 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Strict inverse of `toBase64url`: no padding, no other alphabet, zero spare bits. */
export function fromBase64url(text: unknown): Result<Uint8Array> {
  if (typeof text !== 'string') return fail('b64.type', 'expected a base64url string');
  if (text.length % 4 === 1) return fail('b64.length', 'impossible base64url length');
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (const c of text) {
    const v = INDEX.get(c);
    if (v === undefined) return fail('b64.char', 'not a base64url character');
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  // Spare low bits must be zero, or two texts would decode to the same bytes.
  if (bits > 0 && (acc & ((1 << bits) - 1)) !== 0) return fail('b64.bits', 'non-canonical base64url');
  return ok(out);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  let len = 0;
  for (const p of parts) len += p.length;
  const out = new Uint8Array(len);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

export function u32be(n: number): Uint8Array {
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new RangeError(`not a u32: ${n}`);
  return new Uint8Array([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i]! ^ b[i]!;
  return d === 0;
}

/** Checks that untrusted input is a byte array of exactly `len` bytes. */
export function expectLength(bytes: unknown, len: number, what: string): Result<Uint8Array> {
  if (!(bytes instanceof Uint8Array)) return fail(`${what}.type`, `${what}: expected bytes`);
  if (bytes.length !== len) return fail(`${what}.length`, `${what}: expected ${len} bytes, got ${bytes.length}`);
  return ok(bytes);
}

/** Splits `bytes` into `count` chunks of `size` bytes (length already checked). */
export function chunks(bytes: Uint8Array, size: number, count: number, offset = 0): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < count; i++) out.push(bytes.subarray(offset + i * size, offset + (i + 1) * size));
  return out;
}
