/**
 * What a stored value (wire.ts) says of itself before it is decoded: the author
 * (or the hint naming it) and the mark that tells it apart from its author's
 * other entries, enough to spot a copy already held without reading the rest.
 */
import { fromB64, toB64 } from './bytes.js';
import { isFullForm, isHintedForm, isWire, PARENT_PREFIX } from './wire.js';
import { HINTED_LINK, HINTED_LINK_BYTES, LINK, LINK_BYTES, linkMark } from './wire-link.js';

/** The hint a stored value names its author by (the first byte of the key), or null if it names the key itself. */
export function hintOf(raw: unknown): number | null {
  if (!isWire(raw)) return null;
  return (isHintedForm(raw[0]) && raw.length >= 83) || (raw[0] === HINTED_LINK && raw.length === HINTED_LINK_BYTES) ? raw[1]! : null;
}

/**
 * The author (null if only a hint names it: `hintOf`) and mark (entry.ts `markOf`: the signature, or an open
 * link's value and bot) of a stored value in either form, read without decoding the rest (to spot a copy held).
 */
export function markOfStored(raw: unknown): { author: unknown; mark: unknown } {
  if (!isWire(raw)) {
    const r = raw as { author?: unknown; sig?: unknown; body?: { v?: unknown; bot?: unknown } } | null;
    const link = r?.sig === '' && typeof r.body === 'object' && r.body !== null;
    return { author: r?.author, mark: link ? linkMark(r.body!.bot, r.body!.v) : r?.sig };
  }
  const hinted = hintOf(raw) !== null;
  const author = hinted ? null : raw.subarray(1, 33);
  if (raw[0] === LINK || raw[0] === HINTED_LINK) {
    const at = hinted ? 2 : 33;
    return raw.length === (hinted ? HINTED_LINK_BYTES : LINK_BYTES)
      ? { author: author && toB64(author), mark: linkMark(raw[at] || null, toB64(raw.subarray(at + 1))) }
      : { author: null, mark: null };
  }
  if (hinted) return { author: null, mark: toB64(raw.subarray(2, 66)) };
  return isFullForm(raw[0]) && raw.length >= 98 ? { author: toB64(author!), mark: toB64(raw.subarray(33, 97)) } : { author: null, mark: null };
}

/** The hint a key is named by in a hinted form: its first byte (-1 for what is no key). */
export const hintOfKey = (key: string): number => fromB64(key, 32)?.[0] ?? -1;

/** The prefix a hinted signed value names its parent by (base64 of its 16 bytes), or null. */
export const parentPrefixOf = (raw: unknown): string | null =>
  isWire(raw) && isHintedForm(raw[0]) && raw.length >= 83 ? toB64(raw.subarray(66, 66 + PARENT_PREFIX)) : null;

/** The prefix an entry id is named by in a hinted form (`parentPrefixOf`). */
export const prefixOfId = (id: string): string =>
  ID.test(id) ? `${id.slice(0, 21)}${'AQgw'[B64URL.indexOf(id[21]!) >> 4]}` : toB64(fromB64(id, 32)?.subarray(0, PARENT_PREFIX) ?? new Uint8Array(0));

/**
 * A 32-byte id in canonical base64url (its last character's two low bits zero), whose 16-byte prefix is read
 * off its text: the first 21 characters carry 126 bits, the 22nd the last 2 (a reopened room asks for every id's).
 */
const ID = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
