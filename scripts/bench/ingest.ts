/**
 * Figure 8: what one arriving entry costs a peer, early in a long game and at
 * its end. A whole 4-seat Medieval Manor game (no hidden card: every entry is a
 * move, a beacon link or a trade answer) is played by four in-memory RoomPeers
 * and kept in test-results/ like the replay's recording. A fresh Log is then
 * fed the document as it grows, one value at a time, as src/session/peer.ts
 * does on each change: `ingest` of the whole array (the new value is parsed and
 * its signature checked; the others are skipped as seen), then `history()`.
 *
 * Compared: the median cost of the values around chain entry 10 and of the
 * last values of the game (past move 1,000). Before the history was kept up to
 * date (engine/protocol/history.ts `historyBuilder`) each arrival walked the
 * game again from the genesis, so the second grew with the game.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Chooser } from '../../engine/core/playout.js';
import { medievalManor } from '../../engine/games/medieval-manor/index.js';
import { bots } from '../../engine/games/medieval-manor/bots.js';
import { Log } from '../../engine/protocol/log.js';
import { roomMachine, type RoomState } from '../../engine/protocol/room.js';
import { ProofCache } from '../../engine/protocol/table.js';
import { logOf } from '../../src/room/doc.js';
import { playRoom } from '../../test/node/rooms.js';
import { median } from './stats.js';

const SEED = 1;
const SEATS = 4;
/** How many arrivals each median is taken over. */
const WINDOW = 60;

export interface ManorRecording {
  readonly format: 1;
  readonly seed: number;
  readonly room: string;
  readonly code: string;
  readonly entries: readonly unknown[];
}

export function manorRecordingPath(resultsDir: string): string {
  return path.join(resultsDir, `bench-manor-${SEATS}p-seed${SEED}.json`);
}

/** The kept game, or a new one (about a minute). */
export async function manorRecording(file: string): Promise<ManorRecording> {
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8')) as ManorRecording;
    if (r.format === 1 && r.seed === SEED && Array.isArray(r.entries)) return r;
  }
  const run = await playRoom({
    game: medievalManor,
    config: medievalManor.defaultConfig(SEATS),
    seats: SEATS,
    seed: SEED,
    net: { loss: 0, duplicate: 0, maxDelay: 2 },
    chooser: bots.smart as Chooser,
  });
  const peer = run.peers[0]!;
  if (!run.over || peer.history().rejected.length) throw new Error('bench: the recorded Medieval Manor game did not finish cleanly');
  const rec: ManorRecording = { format: 1, seed: SEED, room: peer.author.room, code: run.code, entries: logOf(peer.doc).toJSON() as unknown[] };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(rec));
  return rec;
}

export interface IngestRun {
  readonly entries: number;
  readonly moves: number;
  /** Median µs per arriving value around chain entry 10, and over the last WINDOW values. */
  readonly earlyUs: number;
  readonly lateUs: number;
  /** How many builds walked from the genesis (the rest resumed at the head). */
  readonly fullWalks: number;
  readonly over: boolean;
}

/** Feeds a fresh Log the recorded document one value at a time, timing each arrival. */
export async function ingestRun(rec: ManorRecording): Promise<IngestRun> {
  const log = new Log<RoomState>(
    rec.room,
    roomMachine({ room: rec.room, code: rec.code, games: new Map([[medievalManor.id, medievalManor]]), cache: new ProofCache() }),
  );
  // Each value is a fresh object, as Yjs hands a peer what arrived over the network.
  const raws = rec.entries.map((e) => JSON.parse(JSON.stringify(e)) as unknown);
  const costs: number[] = [];
  let early = -1;
  for (let i = 0; i < raws.length; i++) {
    const doc = raws.slice(0, i + 1);
    const t0 = performance.now();
    await log.ingest(doc);
    const h = log.history();
    costs.push((performance.now() - t0) * 1000);
    if (early < 0 && h.chain.length >= 10) early = i;
  }
  const head = log.history().chain.at(-1)!.state;
  return {
    entries: raws.length,
    moves: head.moves,
    earlyUs: median(costs.slice(early, early + WINDOW)),
    lateUs: median(costs.slice(-WINDOW)),
    fullWalks: log.fullWalks,
    over: head.phase === 'play' && medievalManor.pending(head.game as never) === null,
  };
}
