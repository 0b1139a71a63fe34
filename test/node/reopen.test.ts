/**
 * A device does not check again what it already checked: the proof checks it
 * worked out in a room are kept in its record under the checker's version
 * (src/session/peer.ts, engine/protocol/table.ts `ProofCache`), so reopening a
 * finished room checks nothing, while a newcomer, or the same device after an
 * update of the checker, checks every proof.
 */
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { randomBot } from '../../engine/games/feebleton/bots.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { RoomPeer } from '../../src/session/peer.js';
import { memoryRecord } from '../../src/session/record.js';
import { inlineProver } from '../../src/session/prover.js';
import { logOf } from '../../src/room/doc.js';
import { playRoom } from './rooms.js';

/** A whole 2-seat Feebleton room, played and audited, each device with its record. */
async function playedRoom(seed: number) {
  const records = [memoryRecord(), memoryRecord()];
  const run = await playRoom({
    game: feebleton,
    config: { firstSeat: null },
    seats: 2,
    seed,
    net: { loss: 0, duplicate: 0, maxDelay: 2 },
    chooser: randomBot as Chooser,
    records,
    deterministic: true,
  });
  expect(run.over && run.audited).toBe(true);
  return { records, run };
}

describe('reopening a room this device played in', () => {
  it('checks no proof twice: the reopened device checks none, a newcomer and an updated checker check them all', async () => {
    const { records, run } = await playedRoom(5);
    const played = run.peers[0]!;
    expect(played.checksRun).toBeGreaterThan(0);
    const update = Y.encodeStateAsUpdate(played.doc);
    const games = new Map([[feebleton.id, feebleton]]);

    const open = async (record: (typeof records)[number], checksVersion?: string, offloads = false) => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, update);
      // `offloads`: shuffle passes are checked away from the history, as the browser's Worker does.
      let prepared = 0;
      const prover = { ...inlineProver(), offloads, prepare: () => void prepared++ };
      const p = new RoomPeer({ doc, author: run.who[0]!, code: run.code, games, record, prover, readOnly: true, ...(checksVersion ? { checksVersion } : {}) });
      const there = () => p.head()?.id === run.heads[0];
      const progress: (typeof p.progress)[] = [];
      p.onProgress(() => progress.push(p.progress));
      const reached = new Promise<void>((resolve) => {
        const stop = p.onChange(() => {
          progress.push(p.progress);
          if (!there()) return;
          stop();
          resolve();
        });
      });
      await p.start();
      if (!there()) await reached;
      await p.idle();
      const head = p.head()!;
      p.dispose();
      return { checks: p.checksRun, head: head.id, state: head.state, progress, end: p.progress, walks: p.log.fullWalks, prepared };
    };

    const kept = records[0]!.checks.get('unbuilt')?.size ?? 0;
    expect(kept).toBeGreaterThan(0);
    const reopened = await open(records[0]!);
    expect(reopened.head).toBe(run.heads[0]);
    expect(reopened.checks).toBe(0);

    const newcomer = await open(memoryRecord());
    expect(newcomer.head).toBe(run.heads[0]);
    expect(newcomer.checks).toBeGreaterThanOrEqual(kept);
    // The prover is told once that many checks are coming (the app then loads its WebAssembly arithmetic,
    // src/session/prover.ts `pokerProver`); a reopened room, which checks nothing, is not.
    expect(newcomer.prepared).toBe(1);
    expect(reopened.prepared).toBe(0);

    const updated = await open(records[0]!, 'a-newer-checker');
    expect(updated.head).toBe(run.heads[0]);
    expect(updated.checks).toBe(newcomer.checks);
    // The old version's results are gone from the record; the new version's are there.
    expect([...records[0]!.checks.keys()]).toEqual(['a-newer-checker']);

    // A watching tab (read-only, no duties of its own) sends the shuffle passes to its Worker too:
    // it once never did, and stopped at the first shuffle.
    const watching = await open(memoryRecord(), undefined, true);
    expect(watching.head).toBe(run.heads[0]);
    expect(watching.checks).toBe(newcomer.checks);
    // Opening from nothing, it shows how far it has read while it reads, and ends caught up.
    const reads = watching.progress.filter((x) => x && x.read < x.of).map((x) => x!.read);
    expect(reads.length, 'progress while reading').toBeGreaterThan(1);
    expect(reads).toEqual([...reads].sort((a, b) => a - b));
    expect(watching.end).toBeNull();
    // Each shuffle checked away from the history is judged where it waited, at the last node: the walk resumes
    // there, the same state as a walk from the genesis (the newcomer's), not walked again from the genesis.
    expect(watching.state).toEqual(newcomer.state);
    console.log(`full walks: ${watching.walks} offloading, ${newcomer.walks} inline`);
    expect(watching.walks).toBeLessThanOrEqual(newcomer.walks + 1);
    // Reopened, the record holds what the document says: nothing to read in slices.
    expect(reopened.progress.filter((x) => x && x.read < x.of)).toEqual([]);
  }, 120_000);

  it('shows the room from its record before its document is read, and posts nothing until it is: then only what the document lacks', async () => {
    const { records, run } = await playedRoom(9);
    const update = Y.encodeStateAsUpdate(run.peers[0]!.doc);
    const values = logOf(run.peers[0]!.doc).length;
    const games = new Map([[feebleton.id, feebleton]]);
    // `stored`: what the document on this device's disk holds (y-indexeddb), read once the table showed.
    const reopen = async (stored: Uint8Array | null) => {
      const doc = new Y.Doc();
      let read = (): void => undefined;
      const documentRead = new Promise<void>((resolve) => (read = resolve));
      const p = new RoomPeer({ doc, author: run.who[0]!, code: run.code, games, record: records[0]! });
      await p.start(undefined, documentRead);
      const shown = { head: p.head()?.id, posted: logOf(doc).length };
      if (stored) Y.applyUpdate(doc, stored);
      read();
      for (let k = 0; k < 3; k++) await p.idle();
      p.dispose();
      return { shown, values: logOf(doc).length };
    };
    const whole = await reopen(update);
    expect(whole.shown).toEqual({ head: run.heads[0], posted: 0 });
    expect(whole.values, 'nothing posted twice').toBe(values);
    // A document that lost everything: what this device signed goes out again, once the document is read.
    const lost = await reopen(null);
    expect(lost.shown).toEqual({ head: run.heads[0], posted: 0 });
    const signed = [...records[0]!.signed.values()].filter((x) => !x.held).length;
    expect(lost.values).toBe(signed);
  }, 120_000);
});
