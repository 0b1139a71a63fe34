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
 * last values of the game (past its 1,300th). Before the history was kept up to
 * date (engine/protocol/history.ts `historyBuilder`) each arrival walked the
 * game again from the genesis, so the second grew with the game.
 */
import path from 'node:path';
import type { Chooser } from '../../engine/core/playout.js';
import { medievalManor } from '../../engine/games/medieval-manor/index.js';
import { bots } from '../../engine/games/medieval-manor/bots.js';
import { ProofCache } from '../../engine/protocol/table.js';
import type { Entry } from '../../engine/protocol/entry.js';
import { stored } from '../../src/room/doc.js';
import { loadRecording, recordRoom, saveRecording, type Recording } from './record.js';
import { freshLog } from './replay.js';
import { median } from './stats.js';

const SEED = 1;
const SEATS = 4;
/** How many arrivals each median is taken over. */
const WINDOW = 60;

export function manorRecordingPath(resultsDir: string, seats = SEATS): string {
  return path.join(resultsDir, `bench-manor-${seats}p-seed${SEED}.json`);
}

/** The kept game, or a new one (seconds for 4 seats). */
export async function manorRecording(file: string, seats = SEATS): Promise<Recording> {
  const kept = loadRecording(file, SEED, seats);
  if (kept) return kept;
  const rec = await recordManor(SEED, seats);
  saveRecording(file, rec);
  return rec;
}

/** A Medieval Manor game of smart bots, as this figure and the sizes figure (sizes.ts) play it. */
export const recordManor = (seed: number, seats = SEATS): Promise<Recording> =>
  recordRoom({ game: medievalManor, config: medievalManor.defaultConfig(seats), chooser: bots.smart as Chooser, seats, seed });

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
export async function ingestRun(rec: Recording): Promise<IngestRun> {
  const log = freshLog(rec, new ProofCache(), medievalManor);
  // Each value as the app stores it (its binary form), a fresh one, as Yjs hands a peer what arrived over the network.
  const raws = rec.entries.map((e) => stored(e as Entry));
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
