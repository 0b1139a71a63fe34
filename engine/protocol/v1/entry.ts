/**
 * FROZEN: protocol version 1, kept only to read rooms and records made before
 * version 2 (read-only, `npm run verify`). Nothing here runs in a room of this
 * version; do not change it (docs/protocol.md, "Versions").
 */
/**
 * Log entries: the only thing peers exchange about a game.
 *
 * An entry is signed by its author's device key and names its parent: for a
 * CHAIN entry (a lobby step, a move) the entry it follows in the history; for
 * an ATTACHMENT (a beacon link, a decryption share, a shuffle pass: answers that
 * every seat gives at once) the chain entry it answers. Its id is the hash of
 * everything but the signature, so the same entry arriving twice is one entry,
 * and the room id inside it stops it being replayed into another room.
 *
 * Everything here is untrusted: `parseEntry` accepts only the exact shape, and
 * sizes are bounded before any hashing or signature work.
 */
import { toB64, utf8 } from '../bytes.js';
import { encode, hashValue, isCanonical, type Json } from '../canonical.js';
import { isPublicKey, verify, type PublicKey } from '../sign.js';
import { fail, ok, type Result } from '../../core/result.js';

/** Larger entries are refused unread: y-webrtc sends a joining peer the whole document in one message. */
export const MAX_ENTRY_BYTES = 48 * 1024;

export type EntryId = string & { readonly __entryId: true };

export interface UnsignedEntry {
  readonly v: 1;
  readonly room: string;
  readonly author: PublicKey;
  /** The id of the entry this one follows (chain) or answers (attachment); '' only for the genesis. */
  readonly parent: string;
  /** `t` names the kind; the rest is the kind's own fields. */
  readonly body: { readonly t: string } & { readonly [k: string]: Json };
}

export interface Entry extends UnsignedEntry {
  readonly sig: string;
}

export function entryId(e: UnsignedEntry): EntryId {
  return toB64(hashValue('entry', { v: e.v, room: e.room, author: e.author, parent: e.parent, body: e.body })) as EntryId;
}

function signedBytes(e: UnsignedEntry): Uint8Array {
  return encode('entry-sig', { v: e.v, room: e.room, author: e.author, parent: e.parent, body: e.body });
}

export function verifyEntry(e: Entry): Promise<boolean> {
  return verify(e.author, signedBytes(e), e.sig);
}

/** Size as stored (JSON), checked before anything else touches the entry. */
export function entrySize(raw: unknown): number {
  try {
    return utf8(JSON.stringify(raw) ?? '').length;
  } catch {
    return Infinity;
  }
}

const KEYS = ['author', 'body', 'parent', 'room', 'sig', 'v'];

/** Parses an untrusted value from the shared document into an entry (the signature is checked separately). */
export function parseEntry(raw: unknown, room: string): Result<Entry> {
  if (entrySize(raw) > MAX_ENTRY_BYTES) return fail('oversized', `An entry larger than ${MAX_ENTRY_BYTES} bytes was refused.`);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('malformed', 'An entry is not an object.');
  const r = raw as Record<string, unknown>;
  const keys = Object.keys(r).sort();
  if (keys.length !== KEYS.length || keys.some((k, i) => k !== KEYS[i])) return fail('malformed', 'An entry has the wrong fields.');
  if (r.v !== 1) return fail('malformed', 'An entry has an unknown version.');
  if (r.room !== room) return fail('wrong-room', 'An entry belongs to another room.');
  if (!isPublicKey(r.author)) return fail('malformed', 'An entry has a malformed author key.');
  if (typeof r.parent !== 'string' || r.parent.length > 64) return fail('malformed', 'An entry has a malformed parent.');
  if (typeof r.sig !== 'string' || r.sig.length !== 86) return fail('malformed', 'An entry has a malformed signature.');
  const body = r.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof (body as { t?: unknown }).t !== 'string') {
    return fail('malformed', 'An entry has a malformed body.');
  }
  if (!isCanonical(body)) return fail('malformed', 'An entry body holds values no entry may hold.');
  return ok(r as unknown as Entry);
}
