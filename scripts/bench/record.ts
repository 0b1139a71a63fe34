/**
 * The recorded game the replay figure is measured on: one whole 4-seat
 * Feebleton game played over mental poker by four in-memory RoomPeers
 * (test/node/rooms.ts), every shuffle proved, every draw opened by shares.
 *
 * The game is played deterministically (`playRoom`'s `deterministic`: every peer idle before
 * each step, updates delivered in peer order, seeded keys and Yjs client ids), so a seed is the
 * same game on every machine and in every checkout, and figures from different runs are of one
 * game. (With Yjs's random client ids, concurrent entries fell in a different order from run to
 * run: Feudalia's seed 1 played 1,370 or 1,827 entries.)
 * Playing it takes seconds (a 4-seat Feebleton game about 10 s, Feudalia's about a
 * minute); the raw entries (exactly as peer 0's document holds them) are kept in
 * test-results/ and reused while they still replay to a finished game with nothing
 * rejected; an engine change that invalidates them makes the bench record again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as Y from 'yjs';
import type { Chooser } from '../../engine/core/playout.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { randomBot } from '../../engine/games/feebleton/bots.js';
import { logOf } from '../../src/room/doc.js';
import { jsonOf } from '../../engine/protocol/wire.js';
import { hintOf, hintOfKey, markOfStored } from '../../engine/protocol/wire-mark.js';
import { markOf, type Entry } from '../../engine/protocol/entry.js';
import type { RoomPeer } from '../../src/session/peer.js';
import { playRoom } from '../../test/node/rooms.js';

/**
 * The replay figure's game: seed 4 is the median of seeds 1–11 by document size (165.1 KiB; three
 * reshuffles, 12 shuffle passes; the bench's figure 9b measures them all).
 */
export const RECORD_SEED = 4;
export const RECORD_SEATS = 4;

export interface Recording {
  readonly format: 10;
  readonly seed: number;
  readonly seats: number;
  readonly room: string;
  /** The room code, which names the game's genesis. */
  readonly code: string;
  /** The document's values in its own order, untrusted as any peer would take them. */
  readonly entries: readonly unknown[];
  /** Y.encodeStateAsUpdate of that document (base64): what a newcomer is sent in one message. */
  readonly update: string;
  /** How long the recording took, and when, for the report. */
  readonly recordMs: number;
  readonly recordedAt: string;
}

export function recordingPath(resultsDir: string, seed = RECORD_SEED): string {
  return path.join(resultsDir, `bench-room-${RECORD_SEATS}p-seed${seed}.json`);
}

/** Plays a whole networked game with one in-memory peer a seat (no loss, no duplicates: what a clean game leaves behind), deterministically. */
export async function recordRoom(o: { game: AnyGame; config: unknown; chooser: Chooser; seats: number; seed: number }): Promise<Recording> {
  const t0 = performance.now();
  const run = await playRoom({ ...o, net: { loss: 0, duplicate: 0, maxDelay: 2 }, deterministic: true });
  const peer = run.peers[0]!;
  if (!run.over || peer.history().rejected.length) throw new Error(`bench: the recorded ${o.game.id} game (seed ${o.seed}) did not finish cleanly`);
  return {
    format: 10,
    seed: o.seed,
    seats: o.seats,
    room: peer.author.room,
    code: run.code,
    // As JSON (binary values decoded), so a recording reads alike whatever form the document stored.
    entries: decoded(peer),
    update: Buffer.from(Y.encodeStateAsUpdate(peer.doc)).toString('base64'),
    recordMs: performance.now() - t0,
    recordedAt: new Date().toISOString(),
  };
}

/**
 * The document's values as entries, in its order: a value naming its author by a hint (engine/protocol/wire.ts)
 * is the entry the peer's log holds with that hint and mark (a clean game holds no lookalike).
 */
function decoded(peer: RoomPeer): unknown[] {
  const held = new Map<string, Entry>();
  for (const e of peer.log.all().values()) held.set(`#${hintOfKey(e.author)} ${markOf(e)}`, e);
  return logOf(peer.doc)
    .toArray()
    .map((raw) => {
      const hint = hintOf(raw);
      return hint === null ? jsonOf(raw, peer.author.room) : held.get(`#${hint} ${String(markOfStored(raw).mark)}`);
    });
}

/** The replay figure's game: Feebleton over mental poker, random bots. */
export const recordGame = (seed = RECORD_SEED): Promise<Recording> =>
  recordRoom({ game: feebleton, config: { firstSeat: null }, chooser: randomBot as Chooser, seats: RECORD_SEATS, seed });

/** The cached recording if there is one of this seed, else null (the caller validates it by replaying). */
export function loadRecording(file: string, seed = RECORD_SEED, seats = RECORD_SEATS): Recording | null {
  if (!existsSync(file)) return null;
  try {
    const r = JSON.parse(readFileSync(file, 'utf8')) as Recording;
    return r.format === 10 && r.seed === seed && r.seats === seats && Array.isArray(r.entries) && typeof r.update === 'string' ? r : null;
  } catch {
    return null;
  }
}

export function saveRecording(file: string, r: Recording): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(r));
}
