/**
 * Forfeit (docs/protocol.md §6): when the head waits for a seat that never
 * answers, every other person may vote it out (the UI offers it after a visible
 * timeout). The votes count only at the head, against a seat the head waits
 * for, once every other person voted; and they are provisional: the awaited
 * seat's valid move there, arriving later, beats them and play goes on.
 */
import { describe, expect, it } from 'vitest';
import { toy } from './toy-game.js';
import { playRoom } from './rooms.js';
import { RoomPeer } from '../../src/session/peer.js';
import { NetController } from '../../src/session/net-controller.js';
import { naturalEnd } from '../../engine/protocol/room.js';
import type { Entry } from '../../engine/protocol/entry.js';
import type { Chooser } from '../../engine/core/playout.js';

const firstLegal: Chooser = ({ legal }) => legal[0];

/** A 3-seat room of the toy game, every seat playing its first legal move. */
const toyRoom = (seed: number, o: Partial<Parameters<typeof playRoom>[0]> = {}) =>
  playRoom({ game: toy, config: { target: 12 }, seats: 3, seed, net: { loss: 0, duplicate: 0, maxDelay: 2 }, chooser: firstLegal, ...o });

/** Lets every peer hear everything and finish what it has to do. */
async function sync(run: Awaited<ReturnType<typeof playRoom>>): Promise<void> {
  for (let i = 0; i < 4; i++) {
    run.net.heal();
    for (const p of run.peers) await p.idle();
  }
}

describe('forfeit', () => {
  it('ends the game once every other person votes out the seat the head waits for; its late move beats the votes', async () => {
    const run = await toyRoom(3, { maxSteps: 60 });
    await sync(run);
    const [p0] = run.peers;
    const head = p0!.head()!;
    expect(toy.pending(head.state.game as never)?.kind).toBe('move');
    const [absent] = p0!.awaited();
    expect(absent).toBeDefined();
    const seatOf = (p: RoomPeer) => p.mySeats()[0]!;
    const others = run.peers.filter((p) => seatOf(p) !== absent);
    const bystander = seatOf(others[1]!);
    const vote = (p: RoomPeer, against: number) => p.write(head.id, { t: 'forfeit', seat: seatOf(p), round: head.state.round, against });

    // One vote is not enough; a vote against a seat the head is not waiting for counts for nothing.
    await vote(others[0]!, absent!);
    await vote(others[0]!, bystander);
    await sync(run);
    for (const p of run.peers) expect(p.head()!.state.end).toBeNull();

    await vote(others[1]!, absent!);
    await sync(run);
    for (const p of run.peers) expect(p.head()!.state.end).toEqual({ kind: 'forfeit', seat: absent, afterEnd: false });

    // The absent seat comes back and moves where it was awaited: the game goes on, on every peer.
    const late = run.peers.find((p) => seatOf(p) === absent)!;
    await late.move(absent!, { type: 'roll' });
    await sync(run);
    for (const p of run.peers) {
      expect(p.head()!.state.end).toBeNull();
      expect(p.history().chain.length).toBeGreaterThan(head ? p.history().chain.findIndex((n) => n.id === head.id) + 1 : 0);
      expect(p.history().rejected).toEqual([]);
    }
    // The old votes, attached to a head the game has left, reach nothing.
    const now = p0!.head()!;
    expect(now.id).not.toBe(head.id);
    expect(now.state.end).toBeNull();
  }, 120_000);

  it('a seat that never publishes its audit after the natural end is voted out; the room says the result stands, not that it waits forever', async () => {
    /** Plays honestly but never publishes its secret. */
    class Silent extends RoomPeer {
      override async write(parent: string, body: Parameters<RoomPeer['write']>[1], held = false): Promise<Entry> {
        if (body.t === 'audit') return { author: this.author.key, room: this.author.room, parent, body, sig: '' } as unknown as Entry;
        return super.write(parent, body, held);
      }
    }
    const run = await toyRoom(4, { maxSteps: 400, peer: (o, i) => (i === 2 ? new Silent(o) : new RoomPeer(o)) });
    await sync(run);
    const [p0, p1, silent] = run.peers as [RoomPeer, RoomPeer, RoomPeer];
    const head = p0.head()!;
    expect(naturalEnd(head.state, toy)).toBe(true);
    const absent = silent.mySeats()[0]!;
    expect(p0.awaited()).toEqual([absent]);
    const controller = new NetController({ peer: p0, game: toy, code: run.code, label: () => '', bot: firstLegal, connectedKeys: () => new Set() });
    expect(controller.audit()).toEqual({ kind: 'waiting', who: [absent] });
    for (const p of [p0, p1]) await p.write(head.id, { t: 'forfeit', seat: p.mySeats()[0]!, round: head.state.round, against: absent });
    await sync(run);
    expect(p0.head()!.state.end).toEqual({ kind: 'forfeit', seat: absent, afterEnd: true });
    expect(controller.audit()).toEqual({ kind: 'forfeit', seat: absent });
    expect(controller.snapshot().waiting).toBeNull();
    controller.dispose();
  }, 120_000);
});
