/**
 * Rooms and records of protocol version 1 (before the room code named the
 * genesis) still open read-only and still verify, through the frozen reader
 * (engine/protocol/v1). The fixture is a whole 2-seat Feebleton game recorded
 * by the version-1 code (seed 5), audit included.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { Log } from '../../engine/protocol/log.js';
import { roomMachine } from '../../engine/protocol/room.js';
import { verifyRoom as verifyVersionOne } from '../../engine/protocol/v1/verify.js';
import { parseRecord } from '../../src/session/controller.js';
import { networkedFrames, versionOneRecord } from '../../src/session/net-replay.js';

const raw = JSON.parse(readFileSync(new URL('../fixtures/v1-feebleton-2p.json', import.meta.url), 'utf8')) as { room: string; entries: unknown[] };
const games = new Map([[feebleton.id, feebleton]]);

describe('a game of protocol version 1', () => {
  it('verifies as it did: every signature, proof and the audit', async () => {
    const report = await verifyVersionOne(raw.room, raw.entries, games);
    expect(report).toMatchObject({ ok: true, audit: 'passed', over: true, rejected: [], refused: [] });
    const tampered = raw.entries.map((e, i) => (i === 20 ? { ...(e as object), sig: 'A'.repeat(86) } : e));
    expect((await verifyVersionOne(raw.room, tampered, games)).ok).toBe(false);
  });

  it('opens read-only in the replay viewer, every position and, after its audit, every hand', async () => {
    const record = await versionOneRecord(feebleton, raw.room, raw.entries);
    expect(record).not.toBeNull();
    expect(parseRecord(record).ok).toBe(true);
    expect(record!.names).toHaveLength(2);
    expect(record!.moves.length).toBeGreaterThan(30);
    expect(record!.moves.every((m) => m.text.length > 0)).toBe(true);
    expect(record!.outcome?.winners.length).toBeGreaterThan(0);
    const replay = await networkedFrames(feebleton, record!);
    expect(replay.problem).toBe('');
    expect(replay.frames).toHaveLength(record!.moves.length + 1);
    expect((replay.frames[1]![1] as { hand: unknown[] }).hand.length).toBeGreaterThan(0);
  });

  it('is refused by a version-2 device with a clear word, never mixed into a room of this version', async () => {
    const log = new Log(raw.room, roomMachine({ room: raw.room, code: 'XXXX-XXXX-XXXX', games }));
    await log.ingest(raw.entries);
    expect(log.all().size).toBe(0);
    expect(new Set(log.refusals().map((r) => r.error.code))).toEqual(new Set(['other-version']));
    expect(log.refusals()[0]!.error.message).toBe('An entry was made by protocol version 1; this app speaks version 2.');
  });
});
