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
import { playRoom } from './rooms.js';

describe('reopening a room this device played in', () => {
  it('checks no proof twice: the reopened device checks none, a newcomer and an updated checker check them all', async () => {
    const records = [memoryRecord(), memoryRecord()];
    const run = await playRoom({
      game: feebleton,
      config: { firstSeat: null },
      seats: 2,
      seed: 5,
      net: { loss: 0, duplicate: 0, maxDelay: 2 },
      chooser: randomBot as Chooser,
      records,
      deterministic: true,
    });
    expect(run.over && run.audited).toBe(true);
    const played = run.peers[0]!;
    expect(played.checksRun).toBeGreaterThan(0);
    const update = Y.encodeStateAsUpdate(played.doc);
    const games = new Map([[feebleton.id, feebleton]]);

    const open = async (record: (typeof records)[number], checksVersion?: string) => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, update);
      const p = new RoomPeer({ doc, author: run.who[0]!, code: run.code, games, record, readOnly: true, ...(checksVersion ? { checksVersion } : {}) });
      await p.start();
      await p.idle();
      const head = p.head()!;
      p.dispose();
      return { checks: p.checksRun, head: head.id, state: head.state };
    };

    const kept = records[0]!.checks.get('unbuilt')?.size ?? 0;
    expect(kept).toBeGreaterThan(0);
    const reopened = await open(records[0]!);
    expect(reopened.head).toBe(run.heads[0]);
    expect(reopened.checks).toBe(0);

    const newcomer = await open(memoryRecord());
    expect(newcomer.head).toBe(run.heads[0]);
    expect(newcomer.checks).toBeGreaterThanOrEqual(kept);

    const updated = await open(records[0]!, 'a-newer-checker');
    expect(updated.head).toBe(run.heads[0]);
    expect(updated.checks).toBe(newcomer.checks);
    // The old version's results are gone from the record; the new version's are there.
    expect([...records[0]!.checks.keys()]).toEqual(['a-newer-checker']);
  }, 120_000);
});
