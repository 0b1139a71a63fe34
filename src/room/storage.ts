/**
 * What a device keeps in IndexedDB (idb-keyval) besides the rooms' documents
 * (y-indexeddb's) and its own record of each room (record-idb.ts, with the
 * room's identity key): one 32-byte secret per seat it holds (its beacon chain
 * and card key come from it), and the rooms it was in.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { SeedStore } from '../../engine/protocol/author.js';

let store: UseStore | null = null;
const db = (): UseStore => (store ??= createStore('tabletop', 'keys'));

/** Each seat's secret, by room and by whose it is on this device ('me', 'bot1'…). */
export const seatSecrets: SeedStore = {
  get: (room, who) => get<Uint8Array>(`secret/${room}/${who}`, db()),
  set: (room, who, seed) => set(`secret/${room}/${who}`, seed, db()),
};
