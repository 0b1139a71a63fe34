/**
 * An open beacon link as the shared document stores it (wire.ts, entry.ts `openLink`): 66 bytes,
 *
 *   0xB3 author(32) bot(1) v(32)
 *
 * bot 0 for a person's chain, else the hosted bot's number. Its parent (the link before it on its
 * owner's chain) is worked out from these, not stored; it has no signature.
 */
import { chainOwner, chainStep } from './beacon.js';
import { fromB64, toB64 } from './bytes.js';
import type { WireEntry } from './wire.js';

export const LINK = 0xb3;
/** An open link's form is exactly this long: the tag, author, a one-byte bot number and the link. */
export const LINK_BYTES = 66;

/** An open link's form: what it is made from (the parent follows from them). */
export function linkToWire(e: WireEntry): Uint8Array | null {
  const author = fromB64(e.author, 32);
  const b = e.body as { t?: unknown; v?: unknown; bot?: unknown };
  const v = typeof b.v === 'string' ? fromB64(b.v, 32) : null;
  // Byte 0 stands for none: a person's chain.
  const bot = b.bot ?? 0;
  if (e.v !== 2 || !author || !v || b.bot === 0 || !Number.isInteger(bot) || (bot as number) < 0 || (bot as number) > 255 || e.room === '') return null;
  const out = new Uint8Array(LINK_BYTES);
  out[0] = LINK;
  out.set(author, 1);
  out[33] = bot as number;
  out.set(v, 34);
  return out;
}

/** The open link a value in this form holds (its bot number is checked with the rest by entry.ts `parseEntry`). */
export function linkFromWire(b: Uint8Array, room: string): WireEntry | null {
  if (b.length !== LINK_BYTES || room === '') return null;
  const author = toB64(b.subarray(1, 33));
  const bot = b[33]! === 0 ? null : b[33]!;
  const v = b.subarray(34);
  const body = bot === null ? { t: 'link', v: toB64(v) } : { t: 'link', v: toB64(v), bot };
  return { v: 2, room, author, parent: toB64(chainStep(room, chainOwner(author, bot), v)), body, sig: '' };
}
