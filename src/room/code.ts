/**
 * Room codes: eight characters of Crockford's base32 (no I, L, O or U, so
 * nothing is misread), shown as KQ7M-2PXA: 40 random bits, typed in any case,
 * with or without the dash, or pasted as a whole invite link.
 *
 * The code is the room's secret. It never leaves the device as it is: PBKDF2
 * stretches it into the y-webrtc room name (all the signaling server sees) and
 * the password that encrypts every signaling message. Guessing a code from a
 * room name costs 2^40 PBKDF2 runs of 200,000 iterations each.
 */
import { toB64 } from '../../engine/protocol/bytes.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;
export const KDF_ITERATIONS = 200_000;

export function newRoomCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const bytes = random(LENGTH);
  const chars = Array.from(bytes, (b) => ALPHABET[b & 31]!);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** Normalises a typed code or an invite link; null if it holds no code. */
export function parseRoomCode(text: string): string | null {
  const fromLink = /(?:#\/(?:room|join)\/)([^/?#\s]+)/.exec(text);
  const raw = decodeURIComponent(fromLink ? fromLink[1]! : text)
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (raw.length !== LENGTH || [...raw].some((c) => !ALPHABET.includes(c))) return null;
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

export interface RoomSecrets {
  /** The y-webrtc room name; also the room id every entry is bound to. */
  readonly name: string;
  /** The y-webrtc password (signaling messages are encrypted with it). */
  readonly password: string;
}

export async function roomSecrets(code: string, iterations = KDF_ITERATIONS): Promise<RoomSecrets> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(code), 'PBKDF2', false, ['deriveBits']);
  const bits = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: enc.encode('tabletop/room/v1'), iterations }, key, 256),
  );
  return { name: `tt-${toB64(bits.subarray(0, 16))}`, password: toB64(bits.subarray(16)) };
}

export function inviteLink(code: string, location: { origin: string; pathname: string }): string {
  return `${location.origin}${location.pathname}#/join/${code}`;
}
