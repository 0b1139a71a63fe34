/**
 * Convergence: 2–4 peers, each its own Y.Doc, play a whole game over a network
 * that delays, reorders, duplicates and loses updates, with a peer going offline
 * and coming back. Every peer must end with the same canonical history and the
 * same state. Seeds are printed on failure (and settable with CONVERGENCE_SEED).
 */
import { describe, expect, it } from 'vitest';
import { toy } from './toy-game.js';
import { seededAuthors } from './table.js';
import { Network } from './network.js';
import { RoomPeer } from '../../src/session/peer.js';
import { openKnowledge, type RoomState } from '../../engine/protocol/room.js';
import type { Entry } from '../../engine/protocol/entry.js';
import { hashValue } from '../../engine/protocol/canonical.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import type { AnyGame } from '../../engine/core/game.js';

const games = new Map<string, AnyGame>([[toy.id, toy]]);

async function run(seed: number, seats: number): Promise<{ heads: string[]; hashes: string[]; over: boolean; audited: boolean; rejected: number }> {
  const room = `conv-${seed}`;
  const net = new Network(seats, seed, { loss: 0.1, duplicate: 0.1, maxDelay: 6 });
  const who = await seededAuthors(room, seats, seed);
  const peers = who.map((a, i) => new RoomPeer(net.docs[i]!, a, games));
  await Promise.all(peers.map((p) => p.start()));
  const settle = () => Promise.all(peers.map((p) => (p as unknown as { running: Promise<void> }).running));

  /** One peer's person: join a free seat, start when full, and play random legal moves. */
  const act = async (i: number): Promise<void> => {
    const p = peers[i]!;
    const head = p.head();
    if (!head) return;
    const s: RoomState = head.state;
    const posted = (pred: (e: Entry) => boolean) => [...p.log.all().values()].some((e) => e.author === p.author.key && e.parent === head.id && pred(e));
    if (s.phase === 'lobby') {
      if (!s.seats.some((x) => x?.author === p.author.key)) {
        const free = s.seats.findIndex((x) => x === null);
        if (free >= 0 && !posted((e) => e.body.t === 'join')) p.post([await p.author.join(head.id, free, `P${i}`)]);
      } else if (s.seats.every((x) => x) && !posted((e) => e.body.t === 'start')) {
        p.post([await p.author.start(head.id)]);
      }
      return;
    }
    const pend = toy.pending(s.game as never);
    if (pend?.kind !== 'move') return;
    for (const seat of pend.seats) {
      if (s.seats[seat]?.author !== p.author.key || posted((e) => e.body.t === 'move')) continue;
      const legal = toy.legalActions(s.game as never, seat, openKnowledge(s));
      const a = legal[net.rng.int(legal.length)]!;
      p.post([await p.author.move(head.id, seat, a as never)]);
    }
  };

  peers[0]!.post([await who[0]!.genesis('toy', { target: 12 }, seats)]);
  await settle();
  const offline = net.rng.int(seats);
  for (let step = 0; step < 4000; step++) {
    if (step === 40) net.setOnline(offline, false);
    if (step === 120) net.setOnline(offline, true);
    if (step % 25 === 0) net.heal(); // lost updates are repaired when peers resync
    for (let i = 0; i < seats; i++) if (net.online[i]) await act(i);
    await settle();
    if (!net.deliverOne()) {
      net.heal();
      await settle();
      const h = peers[0]!.head();
      if (h?.state.phase === 'play' && toy.pending(h.state.game as never) === null) break;
    }
    await settle();
  }
  // The offline peer comes back (the game may have ended while it was away), and answers made
  // at the end (the audit's published secrets) need a round or two to spread.
  net.setOnline(offline, true);
  for (let i = 0; i < 3; i++) {
    net.heal();
    await settle();
  }
  const heads = peers.map((p) => p.head()!.id);
  const hashes = peers.map((p) => toB64(hashValue('state', p.head()!.state as never)));
  const last = peers[0]!.head()!.state;
  return {
    heads, hashes,
    over: last.phase === 'play' && toy.pending(last.game as never) === null,
    audited: last.audit.every((x) => x !== null),
    rejected: peers[0]!.history().rejected.length,
  };
}

describe('convergence over a lossy, reordering network', () => {
  const base = Number(process.env.CONVERGENCE_SEED ?? 1);
  const runs = Number(process.env.CONVERGENCE_RUNS ?? 200);
  it(`${runs} seeded games (2–4 peers) end with one history and one state on every peer`, async () => {
    for (let k = 0; k < runs; k++) {
      const seed = base + k;
      const seats = 2 + (seed % 3);
      const r = await run(seed, seats);
      const where = `seed ${seed} (${seats} peers; rerun with CONVERGENCE_SEED=${seed} CONVERGENCE_RUNS=1)`;
      expect(new Set(r.heads).size, where).toBe(1);
      expect(new Set(r.hashes).size, where).toBe(1);
      expect(r.over, where).toBe(true);
      expect(r.audited, where).toBe(true);
      expect(r.rejected, where).toBe(0);
    }
  }, 600_000);
});


