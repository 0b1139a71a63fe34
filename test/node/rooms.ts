/**
 * Test support: whole rooms of RoomPeers on the in-memory network, each peer a
 * device with one seated player that a bot plays; peer 0 hosts. Used by the
 * convergence, networked-game and attack tests.
 */
import * as Y from 'yjs';
import type { AnyGame, Seat } from '../../engine/core/game.js';
import type { Chooser } from '../../engine/core/playout.js';
import { seededRng } from '../../engine/core/rng.js';
import type { Author } from '../../engine/protocol/author.js';
import type { Json } from '../../engine/protocol/canonical.js';
import { entryId } from '../../engine/protocol/entry.js';
import { roomCodeOf } from '../../engine/protocol/room-code.js';
import { naturalEnd } from '../../engine/protocol/room.js';
import { hashValue } from '../../engine/protocol/canonical.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import { Lobby } from '../../src/session/lobby.js';
import { RoomPeer, type PeerOptions } from '../../src/session/peer.js';
import type { Prover } from '../../src/session/prover.js';
import { memoryRecord, type RoomRecord } from '../../src/session/record.js';
import { Network, type NetOptions } from './network.js';
import { roomForm, seededAuthors } from './table.js';

export interface RoomRun {
  readonly peers: RoomPeer[];
  readonly net: Network;
  readonly code: string;
  /** The devices' authors, in device order. */
  readonly who: Author[];
  readonly heads: string[];
  readonly hashes: string[];
  readonly over: boolean;
  /** Every seat's audit secret is in the final state. */
  readonly audited: boolean;
  readonly steps: number;
}

export interface RoomSetup {
  readonly game: AnyGame;
  readonly config: unknown;
  readonly seats: number;
  readonly seed: number;
  readonly net: NetOptions;
  /** Each peer's device record (default: a fresh one in memory). */
  readonly records?: readonly RoomRecord[];
  /** Each peer's prover (default: RoomPeer's own inline prover). */
  readonly prover?: (peer: number, author: Author) => Prover;
  /** How long a peer may stay behind before others send entries again (with `net.awareness`). */
  readonly patienceMs?: number;
  /** Devices in the room (default: one per seat; fewer when the host seats bots). */
  readonly devices?: number;
  /** Each device's peer (default: an honest RoomPeer; an attack test passes its modified client for one of them). */
  readonly peer?: (o: PeerOptions, device: number) => RoomPeer;
  /** The room's beacon links (default: open; signed as rooms were before open links). */
  readonly links?: 'open' | 'signed';
  /** How seats give decryption shares (default: batched; single as rooms were before batches). */
  readonly shares?: 'batched' | 'single';
  /** Which proof shuffle passes carry (default: Bayer–Groth; Terelius–Wikström as rooms were before). */
  readonly shuffles?: 'bg' | 'tw';
}

/** Devices with their documents, not yet in the room: peer 0 has made the genesis, so the code is known. */
export async function makeRoom(o: RoomSetup): Promise<{ peers: RoomPeer[]; lobbies: Lobby[]; net: Network; code: string; who: Author[] }> {
  const room = `room-${o.game.id}-${o.seed}`;
  const devices = o.devices ?? o.seats;
  const net = new Network(devices, o.seed, o.net);
  const who = await seededAuthors(room, devices, o.seed);
  const genesis = await who[0]!.genesis(o.game.id, o.config as Json, o.seats, roomForm(o.links, o.shares, o.shuffles));
  if (devices > o.seats) throw new Error('more devices than seats');
  const code = roomCodeOf(entryId(genesis));
  const games = new Map([[o.game.id, o.game]]);
  const peers = who.map((author, i) => {
    const po: PeerOptions = {
      doc: net.docs[i]!,
      author,
      code,
      games,
      prover: o.prover?.(i, author),
      record: o.records?.[i] ?? memoryRecord(),
      awareness: net.awareness[i],
      patienceMs: o.patienceMs ?? 5,
    };
    return o.peer?.(po, i) ?? new RoomPeer(po);
  });
  await Promise.all(peers.map((p) => p.start()));
  peers[0]!.post([genesis]);
  const lobbies = peers.map((p) => new Lobby(p, o.game.deal === 'poker'));
  return { peers, lobbies, net, code, who };
}

export async function playRoom(
  opts: RoomSetup & {
    chooser: Chooser;
    /** Take one peer offline between these steps. */
    offline?: readonly [number, number];
    maxSteps?: number;
    /**
     * Replay a seed exactly, whatever the machine's timing: wait until every peer
     * has nothing left to do before each step, and send updates in peer order, from
     * documents with fixed client ids (NetOptions.ordered).
     */
    deterministic?: boolean;
  },
): Promise<RoomRun> {
  const { game, seats } = opts;
  const net0 = opts.deterministic ? { ...opts.net, ordered: true } : opts.net;
  const { peers, lobbies, net, code, who } = await makeRoom({ ...opts, net: net0 });
  const settle = async () => {
    if (opts.deterministic) return quiesce(peers);
    for (let k = 0; k < 3; k++) await Promise.all(peers.map((p) => p.idle()));
  };
  const rng = seededRng(opts.seed + 7);

  const act = async (i: number): Promise<void> => {
    const p = peers[i]!;
    const head = p.head();
    if (!head) return;
    const s = head.state;
    if (s.phase === 'lobby') {
      await lobbies[i]!.request(`P${i}`);
      if (await lobbies[i]!.hostDuties()) return;
      await lobbies[i]!.start();
      return;
    }
    if (s.phase !== 'play' || s.end) return;
    const pend = game.pending(s.game);
    if (pend?.kind !== 'move') return;
    for (const seat of pend.seats as Seat[]) {
      if (s.seats[seat]?.author !== p.author.key) continue;
      if (p.hasSigned(head.id, null) || p.hasSigned(head.id, `seal/${seat}/${s.round}`)) continue;
      const knows = await p.knowledge(seat);
      const legal = game.legalActions(s.game, seat, knows);
      if (!legal.length) continue;
      await p.move(seat, opts.chooser({ game, state: s.game, seat, knows, legal, rng }));
      return;
    }
  };

  await settle();
  let step = 0;
  const [off, on] = opts.offline ?? [-1, -1];
  const offlinePeer = rng.int(seats);
  for (; step < (opts.maxSteps ?? 20_000); step++) {
    if (step === off) net.setOnline(offlinePeer, false);
    if (step === on) net.setOnline(offlinePeer, true);
    if (step % 25 === 0) net.heal();
    for (let i = 0; i < seats; i++) if (net.online[i]) await act(i);
    await settle();
    if (!net.deliverOne()) {
      net.heal();
      await settle();
      const h = peers[0]!.head()?.state;
      if (h && (h.end || (naturalEnd(h, game) && h.audit.every((x) => x !== null)))) break;
    }
    await settle();
  }
  net.setOnline(offlinePeer, true);
  net.heal();
  await settle();
  await spreadLast(net, settle);
  const last = peers[0]!.head()!.state;
  return {
    peers,
    net,
    code,
    who,
    steps: step,
    heads: peers.map((p) => p.head()!.id),
    hashes: peers.map((p) => toB64(hashValue('state', p.head()!.state as never))),
    over: naturalEnd(last, game) || last.end !== null,
    audited: last.audit.length > 0 && last.audit.every((x) => x !== null),
  };
}

/** Heals until no document changes any more (at most 10 rounds). */
export async function spreadLast(net: Network, settle: () => Promise<void>): Promise<void> {
  const vectors = () => net.docs.map((d) => toB64(Y.encodeStateVector(d))).join();
  for (let i = 0, before = ''; i < 10 && before !== vectors(); i++) {
    before = vectors();
    net.heal();
    await settle();
  }
}

/** Waits until no peer has work queued: a pass that queues another (its own posts) is waited for too. */
export async function quiesce(peers: readonly RoomPeer[]): Promise<void> {
  for (;;) {
    const before = peers.map((p) => p.idle());
    await Promise.all(before);
    if (peers.every((p, i) => p.idle() === before[i])) return;
  }
}
