/**
 * Test support: whole rooms of RoomPeers on the in-memory network, each peer a
 * device with one seated player that a bot plays. Used by the convergence and
 * networked-game tests.
 */
import * as Y from 'yjs';
import type { AnyGame, Seat } from '../../engine/core/game.js';
import type { Chooser } from '../../engine/core/playout.js';
import { seededRng } from '../../engine/core/rng.js';
import type { Entry } from '../../engine/protocol/entry.js';
import type { Author } from '../../engine/protocol/author.js';
import type { RoomState } from '../../engine/protocol/room.js';
import { hashValue } from '../../engine/protocol/canonical.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import { RoomPeer } from '../../src/session/peer.js';
import type { Prover } from '../../src/session/prover.js';
import { Network, type NetOptions } from './network.js';
import { seededAuthors } from './table.js';

export interface RoomRun {
  readonly peers: RoomPeer[];
  readonly net: Network;
  readonly heads: string[];
  readonly hashes: string[];
  readonly over: boolean;
  /** Every seat's audit secret is in the final state (the audit spreads fully only in deterministic mode). */
  readonly audited: boolean;
  readonly steps: number;
}

export async function playRoom(opts: {
  game: AnyGame;
  config: unknown;
  seats: number;
  seed: number;
  net: NetOptions;
  chooser: Chooser;
  /** Take one peer offline between these steps. */
  offline?: readonly [number, number];
  maxSteps?: number;
  /**
   * Replay a seed exactly, whatever the machine's timing: wait until every peer
   * has nothing left to do before each step, and send updates in peer order
   * (NetOptions.ordered). Without it, runs of 4 peers can differ from one run to the next.
   */
  deterministic?: boolean;
  /** Each peer's prover (default: RoomPeer's own inline prover). */
  prover?: (peer: number, author: Author) => Prover;
  /**
   * Each agent chooses once per decision: it acts again for a seat only when all
   * the moves it chose for that seat are in the canonical history. A move that
   * lost a race is then played again only by the RoomPeer itself.
   */
  patient?: boolean;
}): Promise<RoomRun> {
  const { game, seats, seed } = opts;
  const room = `room-${game.id}-${seed}`;
  const net = new Network(seats, seed, opts.deterministic ? { ...opts.net, ordered: true } : opts.net);
  const who = await seededAuthors(room, seats, seed);
  const peers = who.map((a, i) => new RoomPeer(net.docs[i]!, a, new Map([[game.id, game]]), opts.prover?.(i, a)));
  await Promise.all(peers.map((p) => p.start()));
  const settle = async () => {
    if (opts.deterministic) return quiesce(peers);
    for (let k = 0; k < 3; k++) await Promise.all(peers.map((p) => p.idle()));
  };
  const rng = seededRng(seed + 7);
  const chosen = peers.map(() => new Map<Seat, number>());
  const landed = (p: RoomPeer, seat: Seat) => p.history().chain.filter((n) => n.entry.body.t === 'move' && n.entry.body.seat === seat).length;

  const act = async (i: number): Promise<void> => {
    const p = peers[i]!;
    const head = p.head();
    if (!head) return;
    const s: RoomState = head.state;
    const posted = (t: string) => [...p.log.all().values()].some((e: Entry) => e.author === p.author.key && e.parent === head.id && e.body.t === t);
    if (s.phase === 'lobby') {
      if (!s.seats.some((x) => x?.author === p.author.key)) {
        const free = s.seats.findIndex((x) => x === null);
        if (free >= 0 && !posted('join')) p.post([await p.author.join(head.id, free, `P${i}`, { poker: game.deal === 'poker' })]);
      } else if (s.seats.every((x) => x) && !posted('start')) {
        p.post([await p.author.start(head.id)]);
      }
      return;
    }
    const pend = game.pending(s.game);
    if (pend?.kind !== 'move' || posted('move')) return;
    for (const seat of pend.seats as Seat[]) {
      if (s.seats[seat]?.author !== p.author.key) continue;
      if (opts.patient && landed(p, seat) < (chosen[i]!.get(seat) ?? 0)) continue;
      const knows = await p.knowledge(seat);
      const legal = game.legalActions(s.game, seat, knows);
      if (!legal.length) continue;
      const action = opts.chooser({ game, state: s.game, seat, knows, legal, rng });
      chosen[i]!.set(seat, (chosen[i]!.get(seat) ?? 0) + 1);
      // A move waits while this device's previous one is landing; if the game moved on
      // meanwhile and it no longer applies, the agent chooses again at a later step.
      await p.move(seat, action).catch((e: Error) => {
        chosen[i]!.set(seat, chosen[i]!.get(seat)! - 1);
        if (!/^The table did not take/.test(e.message)) return;
        throw e;
      });
      return;
    }
  };

  peers[0]!.post([await who[0]!.genesis(game.id, opts.config as never, seats)]);
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
      const h = peers[0]!.head();
      if (h?.state.phase === 'play' && game.pending(h.state.game) === null) break;
    }
    await settle();
  }
  net.setOnline(offlinePeer, true);
  net.heal();
  await settle();
  // Answers made at the very end (the audit's published secrets) spread in a further round or two.
  if (opts.deterministic) await spreadLast(net, settle);
  const last = peers[0]!.head()!.state;
  return {
    peers,
    net,
    steps: step,
    heads: peers.map((p) => p.head()!.id),
    hashes: peers.map((p) => toB64(hashValue('state', p.head()!.state as never))),
    over: last.phase === 'play' && game.pending(last.game) === null,
    audited: last.audit.length > 0 && last.audit.every((x) => x !== null),
  };
}

/** Heals until no document changes any more (at most 10 rounds). */
async function spreadLast(net: Network, settle: () => Promise<void>): Promise<void> {
  const vectors = () => net.docs.map((d) => toB64(Y.encodeStateVector(d))).join();
  for (let i = 0, before = ''; i < 10 && before !== vectors(); i++) {
    before = vectors();
    net.heal();
    await settle();
  }
}

/** Waits until no peer has work queued: a pass that queues another (its own posts) is waited for too. */
async function quiesce(peers: readonly RoomPeer[]): Promise<void> {
  for (;;) {
    const before = peers.map((p) => p.idle());
    await Promise.all(before);
    if (peers.every((p, i) => p.idle() === before[i])) return;
  }
}
