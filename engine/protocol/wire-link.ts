/**
 * An open beacon link as the shared document stores it (wire.ts, entry.ts `openLink`): 66 bytes,
 *
 *   0xB3 author(32) bot(1) v(32)
 *
 * or, for a member of a room whose entries name members by a hint (wire.ts), 35 bytes:
 *
 *   0xB5 hint(1) bot(1) v(32)
 *
 * bot 0 for a person's chain, else the hosted bot's number. Its parent (the link before it on its
 * owner's chain) is worked out from these and the author's key, not stored; it has no signature.
 */
import { chainOwner, chainStep } from './beacon.js';
import { fromB64, toB64 } from './bytes.js';
import type { WireEntry } from './wire.js';

export const LINK = 0xb3;
/** An open link's form is exactly this long: the tag, author, a one-byte bot number and the link. */
export const LINK_BYTES = 66;
export const HINTED_LINK = 0xb5;
export const HINTED_LINK_BYTES = 35;

/** An open link's mark (entry.ts `markOf`): its bot and value, which tell it apart from its author's other links. */
export const linkMark = (bot: unknown, v: unknown): string => `link/${String(bot ?? '')}/${String(v)}`;

/** An open link's form: what it is made from (the parent follows from them); `hinted`: its author named by a hint. */
export function linkToWire(e: WireEntry, hinted = false): Uint8Array | null {
  const author = fromB64(e.author, 32);
  const b = e.body as { t?: unknown; v?: unknown; bot?: unknown };
  const v = typeof b.v === 'string' ? fromB64(b.v, 32) : null;
  // Byte 0 stands for none: a person's chain.
  const bot = b.bot ?? 0;
  if (e.v !== 2 || !author || !v || b.bot === 0 || !Number.isInteger(bot) || (bot as number) < 0 || (bot as number) > 255 || e.room === '') return null;
  const out = new Uint8Array(hinted ? HINTED_LINK_BYTES : LINK_BYTES);
  out[0] = hinted ? HINTED_LINK : LINK;
  if (hinted) out[1] = author[0]!;
  else out.set(author, 1);
  const at = hinted ? 2 : 33;
  out[at] = bot as number;
  out.set(v, at + 1);
  return out;
}

/**
 * The open link a value in this form holds (its bot number is checked with the rest by entry.ts `parseEntry`);
 * the hinted form reads only with `author`, a key starting with its hint.
 */
export function linkFromWire(b: Uint8Array, room: string, hintedAuthor?: string): WireEntry | null {
  const hinted = b[0] === HINTED_LINK;
  if (b.length !== (hinted ? HINTED_LINK_BYTES : LINK_BYTES) || room === '') return null;
  if (hinted && (hintedAuthor === undefined || fromB64(hintedAuthor, 32)?.[0] !== b[1])) return null;
  const author = hinted ? hintedAuthor! : toB64(b.subarray(1, 33));
  const at = hinted ? 2 : 33;
  const bot = b[at]! === 0 ? null : b[at]!;
  const v = b.subarray(at + 1);
  const body = bot === null ? { t: 'link', v: toB64(v) } : { t: 'link', v: toB64(v), bot };
  return { v: 2, room, author, parent: toB64(chainStep(room, chainOwner(author, bot), v)), body, sig: '' };
}
