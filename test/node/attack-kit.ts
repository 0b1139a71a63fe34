/**
 * Test support for the attack tests: a room of honest RoomPeers on real Y.Docs
 * (the in-memory network relays Yjs updates and awareness as y-webrtc does),
 * seated and started through the host's lobby, plus raw documents for an
 * attacker who holds only the room code. An attacker that holds a seat is one
 * of the peers whose device, modified, signs what it likes with its key and
 * posts it straight into its document.
 */
import * as Y from 'yjs';
import type { AnyGame, Seat } from '../../engine/core/game.js';
import type { Chooser } from '../../engine/core/playout.js';
import { seededRng } from '../../engine/core/rng.js';
import type { Author } from '../../engine/protocol/author.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import { hashValue } from '../../engine/protocol/canonical.js';
import type { RoomState } from '../../engine/protocol/room.js';
import { parseEntry, type Entry } from '../../engine/protocol/entry.js';
import { jsonOf } from '../../engine/protocol/wire.js';
import { hintOf, hintOfKey, parentPrefixOf, prefixOfId } from '../../engine/protocol/wire-mark.js';
import { memoryRecord, type RoomRecord } from '../../src/session/record.js';
import { logOf } from '../../src/room/doc.js';
import { toy } from './toy-game.js';
import type { Lobby } from '../../src/session/lobby.js';
import type { PeerOptions, RoomPeer } from '../../src/session/peer.js';
import type { Network } from './network.js';
import { makeRoom, quiesce } from './rooms.js';

export interface Room {
  readonly game: AnyGame;
  readonly peers: RoomPeer[];
  /** Each device's lobby (a restarted device gets a new one). */
  readonly lobbies: Lobby[];
  readonly net: Network;
  readonly code: string;
  readonly who: Author[];
  /** Documents of nobody seated (an attacker with the code, a newcomer): net.docs after the peers'. */
  readonly extra: Y.Doc[];
}

/** A started room: one device per seat but `bots`, which the host's device seats and plays. */
export async function openRoom(
  game: AnyGame,
  config: unknown,
  seats: number,
  seed: number,
  o: {
    extra?: number;
    records?: RoomRecord[];
    bots?: number;
    peer?: (po: PeerOptions, device: number) => RoomPeer;
    /** Runs before each lobby step (a crash test restarts a device here). */
    tick?: (r: Room) => Promise<void>;
    links?: 'open' | 'signed';
  } = {},
): Promise<Room> {
  const devices = seats - (o.bots ?? 0);
  const { peers, lobbies, net, code, who } = await makeRoom({
    game,
    config,
    seats,
    seed,
    records: o.records,
    devices,
    peer: o.peer,
    links: o.links,
    net: { loss: 0, duplicate: 0, maxDelay: 1, awareness: true, extra: o.extra ?? 0 },
  });
  const r: Room = { game, peers, lobbies, net, code, who, extra: net.docs.slice(devices) };
  for (let i = 0; i < 60 && peers[0]!.head()?.state.phase !== 'play'; i++) {
    await o.tick?.(r);
    for (const l of r.lobbies) {
      await l.request(`P${r.lobbies.indexOf(l)}`).catch(() => undefined);
      await l.hostDuties().catch(() => undefined);
      const s = r.peers[0]!.head()?.state;
      const persons = s?.seats.filter((x) => x && x.bot === null).length ?? 0;
      if (persons === devices) await l.addBot().catch(() => undefined);
      await l.start().catch(() => undefined);
    }
    await sync(r);
  }
  if (peers[0]!.head()?.state.phase !== 'play') throw new Error('the room did not start');
  return r;
}

/** Delivers everything and lets every peer answer, until no document changes. */
export async function sync(r: Pick<Room, 'net' | 'peers'>): Promise<void> {
  const vectors = () => r.net.docs.map((d) => toB64(Y.encodeStateVector(d))).join();
  for (let i = 0, before = ''; i < 30; i++) {
    while (r.net.deliverOne());
    r.net.heal();
    await quiesce(r.peers);
    // Timers (a reconciler's patience: 5 ms in tests, three times that for a device that is not first) run between passes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await quiesce(r.peers);
    const now = vectors();
    if (now === before) return;
    before = now;
  }
}

/** The peer that holds `seat`. */
export const holder = (r: Room, seat: Seat): RoomPeer => r.peers.find((p) => p.mySeats().includes(seat))!;

/** Plays with `chooser` for every asked seat until `until` holds at peer 0's head (or the game ends). */
export async function play(r: Room, chooser: Chooser, until: (s: RoomState) => boolean, maxMoves = 500, seed = 1): Promise<void> {
  const rng = seededRng(seed);
  for (let n = 0; n < maxMoves; n++) {
    const s = r.peers[0]!.head()!.state;
    if (until(s) || s.end) return;
    const p = r.game.pending(s.game);
    if (p?.kind !== 'move') {
      await sync(r);
      if (r.peers[0]!.head()!.state === s) return;
      continue;
    }
    for (const seat of p.seats) {
      const peer = holder(r, seat);
      const head = peer.head()!;
      if (peer.hasSigned(head.id, null) || peer.hasSigned(head.id, `seal/${seat}/${head.state.round}`)) continue;
      const knows = await peer.knowledge(seat);
      const legal = r.game.legalActions(head.state.game, seat, knows);
      if (legal.length) await peer.move(seat, chooser({ game: r.game, state: head.state.game, seat, knows, legal, rng }));
    }
    await sync(r);
  }
}

/** Every peer's head and state hash (they must all be equal). */
export function verdicts(peers: readonly RoomPeer[]): { heads: string[]; states: string[] } {
  return {
    heads: peers.map((p) => p.head()!.id),
    states: peers.map((p) => toB64(hashValue('state', p.head()!.state as never))),
  };
}

export function expectAgree(peers: readonly RoomPeer[]): { head: string; state: string } {
  const v = verdicts(peers);
  if (new Set(v.heads).size !== 1 || new Set(v.states).size !== 1) throw new Error(`peers disagree: ${JSON.stringify(v)}`);
  return { head: v.heads[0]!, state: v.states[0]! };
}

export function close(r: Room): void {
  for (const p of r.peers) p.dispose();
  r.net.close();
}

/**
 * What a stored value says, as the JSON form would (wire.ts): a value naming its author and parent by hints is
 * read as the first of `keys` and `parents` (entry ids) it parses as (what an attacker who knows the members and
 * the entries reads). Null if it is no entry's form.
 */
export function readStored(raw: unknown, room: string, keys: readonly string[], parents: Iterable<string> = []): Entry | null {
  const hint = hintOf(raw);
  if (hint === null) return jsonOf(raw, room) as Entry | null;
  const prefix = parentPrefixOf(raw);
  const ps = prefix === null ? [undefined] : [...parents].filter((id) => prefixOfId(id) === prefix);
  for (const author of keys.filter((k) => hintOfKey(k) === hint)) {
    for (const parent of ps) {
      const p = parseEntry(raw, room, { author, parent });
      if (p.ok) return p.value;
    }
  }
  return null;
}

/** Every value of a document, read as `readStored` does (the room's authors and the first peer's entries as candidates). */
export const storedIn = (r: Pick<Room, 'who' | 'peers'>, doc: Y.Doc, room: string): (Entry | null)[] =>
  logOf(doc)
    .toArray()
    .map((raw) =>
      readStored(
        raw,
        room,
        r.who.map((a) => a.key),
        r.peers[0]!.log.all().keys(),
      ),
    );

/** A chooser that plays any legal move (seeded by the play loop). */
export const anyLegal: Chooser = ({ legal, rng }) => legal[rng.int(legal.length)];
/** Whether the toy game (test/node/toy-game.ts) is over. */
export const toyOver = (s: { game: unknown }): boolean => toy.pending(s.game as never) === null;

/** A room of the toy game (test/node/rooms.ts), closed with the others of the file by `close`. */
export async function toyRoom(
  rooms: Room[],
  seats: number,
  seed: number,
  extra = 0,
  records: RoomRecord[] = Array.from({ length: seats }, () => memoryRecord()),
): Promise<Room> {
  const r = await openRoom(toy, { target: 12 }, seats, seed, { extra, records });
  rooms.push(r);
  return r;
}
