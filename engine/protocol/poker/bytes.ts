/**
 * Byte helpers for the mental-poker messages: base64url (entries are JSON, so
 * every binary field travels as unpadded base64url text) and a cursor that
 * reads fixed-size fields out of untrusted bytes without ever throwing.
 *
 * The base64url codec is the log's own (engine/protocol/bytes.ts): strict, so
 * one message has exactly one text form; here it only gains a Result.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { fromB64, toB64 } from '../bytes.js';

/** Unpadded base64url (RFC 4648 §5): the log's own encoding (engine/protocol/bytes.ts). */
export const toBase64url = toB64;

/** Strict inverse of `toBase64url`: no padding, no other alphabet, zero spare bits. */
export function fromBase64url(text: unknown): Result<Uint8Array> {
  if (typeof text !== 'string') return fail('b64.type', 'expected a base64url string');
  const bytes = fromB64(text);
  return bytes ? ok(bytes) : fail('b64.malformed', 'not canonical base64url');
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

/** Checks that untrusted input is a byte array of exactly `len` bytes. */
export function expectLength(bytes: unknown, len: number, what: string): Result<Uint8Array> {
  if (!(bytes instanceof Uint8Array)) return fail(`${what}.type`, `${what}: expected bytes`);
  if (bytes.length !== len) return fail(`${what}.length`, `${what}: expected ${len} bytes, got ${bytes.length}`);
  return ok(bytes);
}
