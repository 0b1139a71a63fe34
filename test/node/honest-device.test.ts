/**
 * An honest device never signs two entries for one position (docs/protocol.md
 * §3), however it fails: each entry is recorded, durably, before anyone sees it,
 * and a position it has signed is never signed again; proofs and a hosted bot's
 * choices come from the seat's secret and the statement, so working an answer
 * out again gives the identical entry.
 *
 * Here a device crashes at each signing point in turn — just before its record
 * keeps the entry, or just after (the entry kept but never posted) — and a new
 * RoomPeer starts from the same record and document, as a reload does. Every
 * game must end with the peers agreed, nobody convicted and nothing rejected.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat } from '../../engine/core/game.js';
import type { Json } from '../../engine/protocol/canonical.js';
import type { Chooser } from '../../engine/core/playout.js';
import { seededRng } from '../../engine/core/rng.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { randomBot } from '../../engine/games/feebleton/bots.js';
import { naturalEnd } from '../../engine/protocol/room.js';
import { Lobby } from '../../src/session/lobby.js';
import { RoomPeer } from '../../src/session/peer.js';
import { memoryRecord, type RoomRecord } from '../../src/session/record.js';
import { expectAgree, openRoom, sync, type Room } from './attack-kit.js';
import { toy } from './toy-game.js';
import { vote } from './vote-game.js';

/** A record that dies at its `at`-th signing: before keeping the entry, or after. */
function crashing(at: number, after: boolean): RoomRecord & { crashed: boolean; readonly signings: number } {
  const inner = memoryRecord();
  let n = 0;
  const r = {
    crashed: false,
    get signings() {
      return n;
    },
    load: () => inner.load(),
    addVerified: (e: Parameters<RoomRecord['addVerified']>[0]) => inner.addVerified(e),
    loadChecks: (v: string) => inner.loadChecks(v),
    addChecks: (v: string, c: Parameters<RoomRecord['addChecks']>[1]) => inner.addChecks(v, c),
    async addSigned(s: Parameters<RoomRecord['addSigned']>[0]) {
      if (n++ === at && !r.crashed) {
        r.crashed = true;
        if (after) await inner.addSigned(s);
        throw new Error('the device crashed');
      }
      return inner.addSigned(s);
    },
  };
  return r;
}

/** A device whose record crashed starts again from its record and document, as a reload does. */
async function restartIfCrashed(r: Room, game: AnyGame, record: RoomRecord & { crashed: boolean }, victim: number): Promise<boolean> {
  if (!record.crashed) return false;
  const old = r.peers[victim]!;
  old.dispose();
  const again = new RoomPeer({ doc: old.doc, author: old.author, code: r.code, games: new Map([[game.id, game]]), record });
  r.peers[victim] = again;
  r.lobbies[victim] = new Lobby(again, game.deal === 'poker');
  record.crashed = false;
  await again.start();
  return true;
}

/** Plays to the end, restarting the victim whenever it crashes. */
async function playThrough(r: Room, game: AnyGame, chooser: Chooser, record: RoomRecord & { crashed: boolean }, victim: number, seed: number): Promise<number> {
  const rng = seededRng(seed);
  let restarts = 0;
  for (let step = 0; step < 2000; step++) {
    if (await restartIfCrashed(r, game, record, victim)) restarts++;
    await sync(r).catch(() => undefined);
    const s = r.peers[0]!.head()!.state;
    if (s.end || (naturalEnd(s, game) && s.audit.every((x) => x))) return restarts;
    const p = game.pending(s.game);
    if (p?.kind !== 'move') continue;
    for (const seat of p.seats as Seat[]) {
      const peer = r.peers.find((x) => x.mySeats().includes(seat))!;
      const head = peer.head()!;
      if (peer.hasSigned(head.id, null) || peer.hasSigned(head.id, `seal/${seat}/${head.state.round}`)) continue;
      const knows = await peer.knowledge(seat);
      const legal = game.legalActions(head.state.game, seat, knows);
      if (legal.length) await peer.move(seat, chooser({ game, state: head.state.game, seat, knows, legal, rng })).catch(() => undefined);
    }
  }
  throw new Error('the game did not end');
}

const anyLegal: Chooser = ({ legal, rng }) => legal[rng.int(legal.length)];

/**
 * Plays `game` once without a crash to count the victim's (seat 1's) signings, then once per
 * signing point, crashing there before and after keeping the entry: every game must end
 * with one restart, the peers agreed, nobody convicted and nothing rejected.
 */
async function crashAtEverySigningPoint(game: AnyGame, config: Json, seats: number, seed: number): Promise<number> {
  const play = async (record: ReturnType<typeof crashing>) => {
    let restarts = 0;
    const records = Array.from({ length: seats }, (_, i) => (i === 1 ? record : memoryRecord()));
    const r = await openRoom(game, config, seats, seed, { records, tick: async (x) => void (restarts += +(await restartIfCrashed(x, game, record, 1))) });
    restarts += await playThrough(r, game, anyLegal, record, 1, seed);
    return { r, restarts };
  };
  const clean = crashing(-1, false);
  (await play(clean)).r.net.close();
  for (let at = 0; at < clean.signings; at++) {
    for (const after of [false, true]) {
      const { r, restarts } = await play(crashing(at, after));
      const where = `crash at signing ${at}, ${after ? 'after' : 'before'} keeping it`;
      expect(restarts, where).toBe(1);
      expectAgree(r.peers);
      for (const p of r.peers) {
        expect(p.history().convictions, where).toEqual([]);
        expect(p.history().rejected, where).toEqual([]);
      }
      expect(game.pending(r.peers[0]!.head()!.state.game), where).toBeNull();
      r.net.close();
    }
  }
  return clean.signings;
}

describe('an honest device that crashes while signing', () => {
  it('never equivocates, at whichever of its signing points it crashes, before or after keeping the entry (a whole toy game)', async () => {
    // Its beacon links are open links, worked out again after a restart: nothing to sign or keep.
    expect(await crashAtEverySigningPoint(toy, { target: 12 }, 2, 60)).toBeGreaterThan(3);
  }, 300_000);

  it('seals, after a crash between keeping its sealed move and its seal, the move it kept (a game of sealed rounds, every signing point)', async () => {
    expect(await crashAtEverySigningPoint(vote, { rounds: 2 }, 3, 90)).toBeGreaterThan(5);
  }, 300_000);

  it('gives the identical proof after a crash in a Feebleton game: shuffle passes and shares are worked out again to the same entry', async () => {
    for (const [at, after] of [
      [4, false],
      [7, true],
    ] as const) {
      const record = crashing(at, after);
      const r = await openRoom(feebleton, { firstSeat: null }, 2, 70 + at, {
        records: [memoryRecord(), record],
        tick: (x) => restartIfCrashed(x, feebleton, record, 1).then(() => undefined),
      });
      await playThrough(r, feebleton, randomBot as Chooser, record, 1, at);
      expectAgree(r.peers);
      for (const p of r.peers) expect(p.history().convictions).toEqual([]);
      r.net.close();
    }
  }, 300_000);

  it('holds two seats on one device (a person and a bot it hosts) and answers both in sealed rounds without equivocating', async () => {
    const r = await openRoom(vote, { rounds: 4 }, 3, 80, { bots: 1 });
    expect(r.peers[0]!.mySeats()).toHaveLength(2);
    await playThrough(r, vote, anyLegal, crashing(-1, false), 0, 80);
    expectAgree(r.peers);
    expect(r.peers[0]!.history().convictions).toEqual([]);
    expect(vote.pending(r.peers[0]!.head()!.state.game as never)).toBeNull();
    r.net.close();
  }, 120_000);
});
