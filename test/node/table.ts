/**
 * Test support: several devices writing entries to one room, with an in-memory
 * seed store and a seeded byte source, and helpers to build the history the way
 * every peer does.
 */
import { Author, type SeedStore } from '../../engine/protocol/author.js';
import { entryId, type Entry, type EntryId } from '../../engine/protocol/entry.js';
import { buildHistory, type History } from '../../engine/protocol/history.js';
import { roomMachine, type RoomState } from '../../engine/protocol/room.js';
import { newIdentity, type Identity, type PublicKey } from '../../engine/protocol/sign.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import { seededRng } from '../../engine/core/rng.js';
import type { AnyGame } from '../../engine/core/game.js';

export function memorySeeds(): SeedStore {
  const m = new Map<string, Uint8Array>();
  return {
    get: async (room, seat) => m.get(`${room}/${seat}`),
    set: async (room, seat, seed) => void m.set(`${room}/${seat}`, seed),
  };
}

export function seededBytes(seed: number): (n: number) => Uint8Array {
  const rng = seededRng(seed);
  return (n) => Uint8Array.from({ length: n }, () => rng.int(256));
}

export async function authors(room: string, n: number, seed = 1): Promise<Author[]> {
  return Promise.all(Array.from({ length: n }, async (_, i) => new Author(room, await newIdentity(true), memorySeeds(), seededBytes(seed * 100 + i))));
}

export function index(entries: Iterable<Entry>): Map<EntryId, Entry> {
  return new Map([...entries].map((e) => [entryId(e), e]));
}

export function history(games: AnyGame[], room: string, entries: Iterable<Entry>): History<RoomState> {
  return buildHistory(roomMachine({ room, games: new Map(games.map((g) => [g.id, g])) }), index(entries));
}

export const head = (h: History<RoomState>) => h.chain[h.chain.length - 1]!;

/** Everyone posts what they owe until nobody owes anything. */
export async function settleLinks(games: AnyGame[], room: string, all: Entry[], who: Author[]): Promise<History<RoomState>> {
  for (;;) {
    const h = history(games, room, all);
    const owed = (await Promise.all(who.map((a) => a.owedLinks(h, index(all), games[0]!)))).flat();
    if (!owed.length) return h;
    all.push(...owed);
  }
}

/** An identity derived from a seed, so a seeded test replays with the same entry ids. */
export async function seededIdentity(seed: number): Promise<Identity> {
  const d = seededBytes(seed)(32);
  const jwk = { kty: 'OKP', crv: 'Ed25519', d: toB64(d), x: toB64(ed25519.getPublicKey(d)) };
  const privateKey = await crypto.subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['sign']);
  return { publicKey: jwk.x as PublicKey, privateKey };
}

export async function seededAuthors(room: string, n: number, seed: number): Promise<Author[]> {
  return Promise.all(Array.from({ length: n }, async (_, i) => new Author(room, await seededIdentity(seed * 1000 + i), memorySeeds(), seededBytes(seed * 100 + i), 512)));
}
