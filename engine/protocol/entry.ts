/**
 * Log entries: the only thing peers exchange about a game (docs/protocol.md §1).
 *
 * An entry is signed by its author's key for this room and names its parent:
 * for a CHAIN entry (a lobby step by the host, a move by the one seat asked)
 * the chain entry it follows; for an ANSWER (a beacon link, a shuffle pass, a
 * sealed move…) the chain entry it answers. Its id is the hash of everything
 * but the signature, so the same entry arriving twice is one entry.
 *
 * Every entry but the genesis carries the room id (derived from the room code),
 * so it cannot be replayed into another room. The genesis carries no room id:
 * the room code is made from the genesis's own id (`roomCodeOf`), so a code
 * names exactly one genesis and nobody can post a second one under it.
 *
 * Everything here is untrusted: `parseEntry` accepts only the exact shape, and
 * sizes are bounded before any hashing or signature work.
 */
import { chainOwner, chainStep } from './beacon.js';
import { fromB64, toB64, utf8 } from './bytes.js';
import { isWire, readWire, type Known } from './wire.js';
import { linkMark } from './wire-link.js';
import { canonicalCopy, encode, hashValue, type Json } from './canonical.js';
import { isPublicKey, sign, verify, type Identity, type PublicKey } from './sign.js';
import { fail, ok, type Result } from '../core/result.js';

/** The protocol version every entry carries: a device refuses to mix versions in one room. */
export const PROTOCOL_VERSION = 2;

/** Larger entries are refused unread. */
export const MAX_ENTRY_BYTES = 48 * 1024;

export type EntryId = string & { readonly __entryId: true };

export type Body = { readonly t: string } & { readonly [k: string]: Json };

export interface UnsignedEntry {
  readonly v: typeof PROTOCOL_VERSION;
  /** The room id; '' for the genesis, which the room code itself names. */
  readonly room: string;
  readonly author: PublicKey;
  /** The id of the chain entry this one follows (chain) or answers (answer); '' only for the genesis. */
  readonly parent: string;
  /** `t` names the kind; the rest is the kind's own fields. */
  readonly body: Body;
}

export interface Entry extends UnsignedEntry {
  /** The author's signature; '' for an open link, which proves itself (`openLink`). */
  readonly sig: string;
}

/** How many bots one host may seat, numbered from 1 (room-lobby.ts). */
export const MAX_BOTS = 16;

/**
 * An open beacon link (docs/protocol.md §5): a seat's next link, unsigned. It needs no signature: hashing it
 * once gives the link before it on its owner's chain, which is its parent, so it is filed under that link and
 * nothing else can be (a second value there would be a preimage). It names no node, seat or round either: the
 * room asks for the link after the seat's last one wherever it waits for it. `bot` is a hosted bot's number.
 */
export function openLink(room: string, author: PublicKey, bot: number | null, v: string): Entry {
  const link = fromB64(v, 32);
  if (!link) throw new TypeError('a beacon link is 32 bytes');
  const body: Body = bot === null ? { t: 'link', v } : { t: 'link', v, bot };
  return { v: PROTOCOL_VERSION, room, author, parent: toB64(chainStep(room, chainOwner(author, bot), link)), body, sig: '' };
}

/** Whether an entry is an open link (unsigned: `openLink`). */
export const isOpenLink = (e: Pick<Entry, 'sig'>): boolean => e.sig === '';

/**
 * What tells an entry apart from every other of its author: its signature, or an open link's value and bot.
 * Two entries with one author and one mark are one entry (or one of them is a forgery no device accepts).
 */
export const markOf = (e: Pick<Entry, 'sig' | 'body'>): string => (e.sig !== '' ? e.sig : linkMark(e.body.bot, e.body.v));

const unsignedOf = (e: UnsignedEntry) => ({ v: e.v, room: e.room, author: e.author, parent: e.parent, body: e.body });

export function entryId(e: UnsignedEntry): EntryId {
  return toB64(hashValue('entry', unsignedOf(e))) as EntryId;
}

export async function signEntry(id: Identity, e: { room: string; parent: string; body: Body }): Promise<Entry> {
  const unsigned: UnsignedEntry = { v: PROTOCOL_VERSION, room: e.parent === '' ? '' : e.room, author: id.publicKey, parent: e.parent, body: e.body };
  return { ...unsigned, sig: await sign(id, encode('entry-sig', unsignedOf(unsigned))) };
}

export function verifyEntry(e: Entry): Promise<boolean> {
  return verify(e.author, encode('entry-sig', unsignedOf(e)), e.sig);
}

/**
 * Size as JSON, checked before anything else touches the entry. An entry's size is that of its JSON
 * form even when it is stored in binary (wire.ts), so every budget counts an entry alike in either form.
 */
export function entrySize(raw: unknown): number {
  try {
    return utf8(JSON.stringify(raw) ?? '').length;
  } catch {
    return Infinity;
  }
}

const KEYS = ['author', 'body', 'parent', 'room', 'sig', 'v'];

/**
 * Parses an untrusted value from the shared document into an entry (the signature is checked separately).
 * A binary value (wire.ts) is decoded first, then read exactly as its JSON form: one is accepted if and only if the other is.
 * A value naming its author and parent by hints (wire-mark.ts `hintOf`) is read as `known` says: an author
 * whose key starts with its hint, and a parent whose id starts with its prefix.
 */
export function parseEntry(stored: unknown, room: string, known?: Known): Result<Entry> {
  let raw = stored;
  if (isWire(stored)) {
    // The limit is the JSON form's (below). The binary form can be a little longer (an array of 128 or more small
    // numbers takes a byte more than in JSON), so only one past twice the limit is refused unread, to bound the decoding.
    if (stored.length > 2 * MAX_ENTRY_BYTES) return fail('oversized', `An entry larger than ${MAX_ENTRY_BYTES} bytes was refused.`);
    const read = readWire(stored, room, known);
    if (read === 'oversized') return fail('oversized', `An entry larger than ${MAX_ENTRY_BYTES} bytes was refused.`);
    if (read === 'malformed') return fail('malformed', 'An entry is not in the form entries are stored in.');
    raw = read;
  }
  if (entrySize(raw) > MAX_ENTRY_BYTES) return fail('oversized', `An entry larger than ${MAX_ENTRY_BYTES} bytes was refused.`);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('malformed', 'An entry is not an object.');
  // From here on only the canonical copy is read: the signature covers its encoding, not the raw value's shape.
  let r: Record<string, unknown>;
  try {
    r = canonicalCopy(raw) as Record<string, unknown>;
  } catch {
    return fail('malformed', 'An entry holds values no entry may hold.');
  }
  if (r.v !== PROTOCOL_VERSION) {
    return Number.isInteger(r.v)
      ? fail('other-version', `An entry was made by protocol version ${String(r.v)}; this app speaks version ${PROTOCOL_VERSION}.`)
      : fail('malformed', 'An entry has no protocol version.');
  }
  const keys = Object.keys(r).sort();
  if (keys.length !== KEYS.length || keys.some((k, i) => k !== KEYS[i])) return fail('malformed', 'An entry has the wrong fields.');
  if (typeof r.parent !== 'string' || r.parent.length > 64) return fail('malformed', 'An entry has a malformed parent.');
  if (r.room !== (r.parent === '' ? '' : room)) return fail('wrong-room', 'An entry belongs to another room.');
  if (!isPublicKey(r.author)) return fail('bad-key', 'An entry has a malformed or weak author key.');
  if (r.sig === '') return openLinkOf(r as unknown as Entry, room);
  if (typeof r.sig !== 'string' || r.sig.length !== 86) return fail('malformed', 'An entry has a malformed signature.');
  const body = r.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof (body as { t?: unknown }).t !== 'string') {
    return fail('malformed', 'An entry has a malformed body.');
  }
  return ok(r as unknown as Entry);
}

/** An unsigned entry is read only as an open link, exactly as `openLink` makes it. */
function openLinkOf(e: Entry, room: string): Result<Entry> {
  const b = e.body as Record<string, unknown>;
  const bad = fail('malformed', 'An unsigned entry is not a beacon link.');
  if (typeof b !== 'object' || b === null || Array.isArray(b) || b.t !== 'link' || e.room !== room || room === '') return bad;
  const keys = Object.keys(b).sort();
  if (keys.join() !== ('bot' in b ? 'bot,t,v' : 't,v')) return bad;
  if ('bot' in b && !(Number.isInteger(b.bot) && (b.bot as number) >= 1 && (b.bot as number) <= MAX_BOTS)) return bad;
  if (typeof b.v !== 'string' || !fromB64(b.v, 32)) return bad;
  const made = openLink(room, e.author, (b.bot as number | undefined) ?? null, b.v);
  return made.parent === e.parent ? ok(e) : fail('malformed', 'A beacon link names a parent that is not the link before it.');
}
