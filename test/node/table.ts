/**
 * Test support: several devices writing entries to one room, with in-memory
 * secrets and seeded bytes, and helpers to build the history the way every
 * peer does: open a room, seat everyone, and let every seat give the answers it
 * owes (beacon links, mental-poker answers, the audit) until nothing is owed.
 */
import { Author, type RoomForm, type SeedStore } from '../../engine/protocol/author.js';
import { entryId, isOpenLink, openLink, type Entry, type EntryId } from '../../engine/protocol/entry.js';
import { buildHistory, type History } from '../../engine/protocol/history.js';
import { fulfil } from '../../engine/protocol/hands.js';
import { roomCodeOf } from '../../engine/protocol/room-code.js';
import { roomMachine, slotOf, type RoomMachine, type RoomState } from '../../engine/protocol/room.js';
import type { Identity, PublicKey } from '../../engine/protocol/sign.js';
import { ProofCache } from '../../engine/protocol/table.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import { seededRng } from '../../engine/core/rng.js';
import type { AnyGame } from '../../engine/core/game.js';
import type { Json } from '../../engine/protocol/canonical.js';
import type { Answer } from '../../engine/protocol/history.js';

export function memorySeeds(): SeedStore {
  const m = new Map<string, Uint8Array>();
  return {
    get: async (room, who) => m.get(`${room}/${who}`),
    set: async (room, who, seed) => void m.set(`${room}/${who}`, seed),
  };
}

export function seededBytes(seed: number): (n: number) => Uint8Array {
  const rng = seededRng(seed);
  return (n) => Uint8Array.from({ length: n }, () => rng.int(256));
}

/** `n` authors with short beacon chains, keys and secrets derived from `seed`: a test replays with the same entry ids. */
export async function authors(room: string, n: number, seed = 1): Promise<Author[]> {
  return Promise.all(
    Array.from(
      { length: n },
      async (_, i) => new Author(room, await seededIdentity(500_000 + seed * 1000 + i), memorySeeds(), seededBytes(seed * 100 + i), 64),
    ),
  );
}

/** An identity derived from a seed, so a seeded test replays with the same entry ids. */
export async function seededIdentity(seed: number): Promise<Identity> {
  const d = seededBytes(seed)(32);
  const jwk = { kty: 'OKP', crv: 'Ed25519', d: toB64(d), x: toB64(ed25519.getPublicKey(d)) };
  const privateKey = await crypto.subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['sign']);
  return { publicKey: jwk.x as PublicKey, privateKey };
}

export async function seededAuthors(room: string, n: number, seed: number, chainLength = 512): Promise<Author[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => new Author(room, await seededIdentity(seed * 1000 + i), memorySeeds(), seededBytes(seed * 100 + i), chainLength)),
  );
}

export function index(entries: Iterable<Entry>): Map<EntryId, Entry> {
  return new Map([...entries].map((e) => [entryId(e), e]));
}

/** A room under test: its id, its code (from the genesis), the machine every peer runs, and the entries so far. */
export interface TestRoom {
  readonly room: string;
  readonly code: string;
  readonly games: AnyGame[];
  readonly machine: RoomMachine;
  readonly all: Entry[];
  readonly who: readonly Author[];
}

export function machineFor(room: string, code: string, games: AnyGame[], cache = new ProofCache()): RoomMachine {
  return roomMachine({ room, code, games: new Map(games.map((g) => [g.id, g])), cache });
}

export function history(r: Pick<TestRoom, 'machine'>, entries: Iterable<Entry>): History<RoomState> {
  return buildHistory(r.machine, index(entries));
}

export const head = (h: History<RoomState>) => h.chain[h.chain.length - 1]!;

/**
 * The genesis's form: as the app writes it, or with signed beacon links, single shares or
 * Terelius–Wikström shuffle proofs, as rooms were before them.
 */
export const roomForm = (links: 'open' | 'signed' = 'open', shares: 'batched' | 'single' = 'batched', shuffles: 'bg' | 'tw' = 'bg'): RoomForm => ({
  ...(links === 'open' ? { links } : {}),
  authors: 'hinted',
  ...(shares === 'batched' ? { shares } : {}),
  ...(shuffles === 'bg' ? { shuffles } : {}),
});

/** Opens a room hosted by `who[0]` (in the form `roomForm` makes of `links`, `shares` and `shuffles`). */
export async function openTestRoom(
  games: AnyGame[],
  config: Json,
  seats: number,
  who: readonly Author[],
  links: 'open' | 'signed' = 'open',
  shares: 'batched' | 'single' = 'batched',
  shuffles: 'bg' | 'tw' = 'bg',
): Promise<TestRoom> {
  const g = await who[0]!.genesis(games[0]!.id, config, seats, roomForm(links, shares, shuffles));
  const code = roomCodeOf(entryId(g));
  return { room: who[0]!.room, code, games, machine: machineFor(who[0]!.room, code, games), all: [g], who };
}

/** Every author asks for a seat and the host seats them in order, then starts; the seating round is answered. */
export async function seatAll(r: TestRoom, names = r.who.map((_, i) => `P${i}`)): Promise<History<RoomState>> {
  const poker = r.games[0]!.deal === 'poker';
  const genesis = entryId(r.all[0]!);
  for (const [i, a] of r.who.entries()) {
    const req = await a.request(genesis, names[i]!, poker);
    r.all.push(req);
    r.all.push(await r.who[0]!.seat(head(history(r, r.all)).id, req));
  }
  r.all.push(await r.who[0]!.start(head(history(r, r.all)).id));
  return settle(r);
}

/** The author who holds `seat` now. */
export function authorOf(r: TestRoom, s: RoomState, seat: number): Author {
  return r.who.find((a) => a.key === s.seats[seat]!.author)!;
}

/** Every seat gives what it owes at the head (links, poker answers, audits) until nothing more is owed. */
export async function settle(r: TestRoom): Promise<History<RoomState>> {
  for (;;) {
    const h = history(r, r.all);
    const n = head(h);
    const slots = slotsAt(r.all, n.id);
    const filled = (o: (typeof owedNow)[number]) =>
      o.at === undefined ? slots.get(o.slot)?.some((a) => a.entry.author === o.author) : r.all.some((e) => e.parent === o.at && isOpenLink(e));
    const owedNow = r.machine.owed(n.state, n.id, slots);
    const owed = owedNow.filter((o) => !filled(o));
    const out: Entry[] = [];
    for (const o of owed) {
      const a = r.who.find((x) => x.key === o.author)!;
      const info = n.state.seats[o.seat]!;
      const d = o.duty;
      if (d.t === 'link') {
        const v = await a.nextLink(info);
        if (v) out.push(n.state.openLinks ? openLink(r.room, info.author, info.bot, v) : await a.sign(n.id, { t: 'link', seat: d.seat, round: d.round, v }));
      } else if (d.t === 'poker') {
        out.push(await a.sign(n.id, fulfil(n.state.poker!, d.ob, await a.seatSecret(info), r.room, n.id, d.round)));
      } else if (d.t === 'audit') {
        out.push(await a.sign(n.id, { t: 'audit', seat: d.seat, secret: toB64(await a.seatSecret(info)) }));
      }
    }
    if (!out.length) return h;
    r.all.push(...out);
  }
}

/** The answers at chain entry `node`, by slot. */
export function slotsAt(all: Iterable<Entry>, node: string): Map<string, Answer[]> {
  const out = new Map<string, Answer[]>();
  for (const entry of all) {
    const slot = slotOf(entry);
    if (entry.parent !== node || slot === null) continue;
    const list = out.get(slot) ?? [];
    list.push({ id: entryId(entry), entry });
    out.set(slot, list);
  }
  return out;
}
