/**
 * Room codes (docs/protocol.md §2): twelve characters of Crockford's base32
 * (no I, L, O or U, so nothing is misread), shown as KQ7M-2PXA-H3TD: 60 bits,
 * typed in any case, with or without dashes, or pasted as a whole invite link.
 *
 * A code is not chosen: it is made from the id of the room's genesis entry,
 * which holds the host's fresh key for the room and a random nonce. So the code
 * names one genesis (another genesis with the same code is a 60-bit second
 * preimage of SHA-256), and it is as unpredictable as the genesis. It is also
 * the room's secret: src/room/code.ts stretches it into the y-webrtc room name
 * and password, so the signaling server never learns it.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8 } from './bytes.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters in a code: 5 bits each. */
export const CODE_LENGTH = 12;

/** The code of the room whose genesis has this id. */
export function roomCodeOf(genesisId: string): string {
  const h = sha256(utf8(`tabletop/room-code\u0000${genesisId}`));
  let chars = '';
  let acc = 0;
  let bits = 0;
  for (let i = 0; chars.length < CODE_LENGTH; ) {
    if (bits < 5) {
      acc = (acc << 8) | h[i++]!;
      bits += 8;
    }
    bits -= 5;
    chars += ALPHABET[(acc >> bits) & 31];
  }
  return formatCode(chars);
}

function formatCode(raw: string): string {
  const groups: string[] = [];
  for (let i = 0; i < raw.length; i += 4) groups.push(raw.slice(i, i + 4));
  return groups.join('-');
}

/** Normalises typed text (any case, I/L read as 1, O as 0, spaces and dashes ignored) into a code of `length`; null if it is not one. */
export function normaliseCode(text: string, length = CODE_LENGTH): string | null {
  const raw = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (raw.length !== length || [...raw].some((c) => !ALPHABET.includes(c))) return null;
  return formatCode(raw);
}
