/**
 * Room codes in the app: typed, pasted or read from an invite link, and
 * stretched into the y-webrtc room name and password.
 *
 * A room's code is made from its genesis (engine/protocol/room-code.ts): 60
 * bits, KQ7M-2PXA-H3TD. The code is the room's secret. It never leaves the
 * device as it is: PBKDF2 stretches it into the y-webrtc room name (all the
 * signaling server sees) and the password that encrypts every signaling
 * message. A full sweep of the code space costs 2^60 PBKDF2 runs of 200,000
 * iterations (README, "Room codes").
 *
 * Codes of eight characters (40 bits) name rooms of protocol version 1: they
 * still open, read-only, under the name they had then.
 */
import { toB64 } from '../../engine/protocol/bytes.js';
import { CODE_LENGTH, normaliseCode } from '../../engine/protocol/room-code.js';

export const KDF_ITERATIONS = 200_000;
/** The length of a version-1 code. */
export const V1_CODE_LENGTH = 8;

/** Normalises a typed code or an invite link (either version); null if it holds no code. */
export function parseRoomCode(text: string): string | null {
  const fromLink = /(?:#\/(?:room|join)\/)([^/?#\s]+)/.exec(text);
  let raw = fromLink ? fromLink[1]! : text;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return normaliseCode(raw, CODE_LENGTH) ?? normaliseCode(raw, V1_CODE_LENGTH);
}

/** The protocol version a code belongs to. */
export const codeVersion = (code: string): 1 | 2 => (code.replace(/-/g, '').length === V1_CODE_LENGTH ? 1 : 2);

export interface RoomSecrets {
  /** The y-webrtc room name; also the room id every entry but the genesis is bound to. */
  readonly name: string;
  /** The y-webrtc password (signaling messages are encrypted with it). */
  readonly password: string;
}

export async function roomSecrets(code: string, iterations = KDF_ITERATIONS): Promise<RoomSecrets> {
  const enc = new TextEncoder();
  const v1 = codeVersion(code) === 1;
  const key = await crypto.subtle.importKey('raw', enc.encode(code), 'PBKDF2', false, ['deriveBits']);
  const salt = enc.encode(v1 ? 'tabletop/room/v1' : 'tabletop/room/v2');
  const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256));
  return { name: `${v1 ? 'tt' : 'tt2'}-${toB64(bits.subarray(0, 16))}`, password: toB64(bits.subarray(16)) };
}

export function inviteLink(code: string, location: { origin: string; pathname: string }): string {
  return `${location.origin}${location.pathname}#/join/${code}`;
}
