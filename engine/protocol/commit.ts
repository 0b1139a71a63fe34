/**
 * Salted commitments to private values (docs/protocol.md §3): a seat publishes
 * H("commit", room, seat, slot, value, salt) and opens it later by posting the
 * value and the 32-byte salt. The salt hides small value spaces (a card name,
 * a die face); the room, seat and slot stop an opening being reused elsewhere.
 */
import { equalBytes, fromB64, toB64, utf8 } from './bytes.js';
import { hashBytes, encode } from './canonical.js';

export interface Opening {
  readonly value: unknown;
  /** 32 bytes, base64url. */
  readonly salt: string;
}

export function commitment(room: string, seat: number, slot: string, opening: Opening): string | null {
  const salt = fromB64(opening.salt, 32);
  if (!salt) return null;
  let value: Uint8Array;
  try {
    value = encode('value', opening.value);
  } catch {
    return null;
  }
  return toB64(hashBytes('commit', utf8(room), utf8(String(seat)), utf8(slot), value, salt));
}

export function commit(room: string, seat: number, slot: string, value: unknown, salt: Uint8Array): { commitment: string; opening: Opening } {
  const opening = { value, salt: toB64(salt) };
  return { commitment: commitment(room, seat, slot, opening)!, opening };
}

/** Whether `opening` opens `c`. Malformed input is false, never a throw. */
export function opens(room: string, seat: number, slot: string, c: string, opening: Opening): boolean {
  const mine = commitment(room, seat, slot, opening);
  const theirs = fromB64(c, 32);
  return mine !== null && theirs !== null && equalBytes(fromB64(mine)!, theirs);
}
