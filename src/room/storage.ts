/**
 * What a device keeps in IndexedDB (idb-keyval) besides the rooms' documents
 * (those are y-indexeddb's): its identity key, one 32-byte secret per seat it
 * controls (its beacon chain and card key come from it), and the rooms it was in.
 * The private key is a non-extractable WebCrypto key: IndexedDB stores it as it
 * is, and no script can read its bytes.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { newIdentity, type Identity } from '../../engine/protocol/sign.js';
import type { SeedStore } from '../../engine/protocol/author.js';

let store: UseStore | null = null;
const db = (): UseStore => (store ??= createStore('tabletop', 'keys'));

/** This device's identity, made on first use. */
export async function deviceIdentity(): Promise<Identity> {
  const saved = await get<Identity>('identity', db());
  if (saved?.publicKey && saved.privateKey) return saved;
  const id = await newIdentity(false);
  await set('identity', id, db());
  return id;
}

export const seatSecrets: SeedStore = {
  get: (room, seat) => get<Uint8Array>(`secret/${room}/${seat}`, db()),
  set: (room, seat, seed) => set(`secret/${room}/${seat}`, seed, db()),
};

export interface KnownRoom {
  readonly code: string;
  readonly gameId: string;
  readonly openedAt: number;
}

export async function rememberRoom(room: KnownRoom): Promise<void> {
  const rooms = (await get<KnownRoom[]>('rooms', db())) ?? [];
  await set('rooms', [room, ...rooms.filter((r) => r.code !== room.code)].slice(0, 20), db());
}

export async function knownRooms(): Promise<KnownRoom[]> {
  return (await get<KnownRoom[]>('rooms', db())) ?? [];
}
