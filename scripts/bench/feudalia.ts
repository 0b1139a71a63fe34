/**
 * The recorded Feudalia game of the bench: a whole 4-player Learning Game
 * played by four in-memory RoomPeers (test/node/rooms.ts) with the smart bot,
 * every personal deck reshuffled by mental poker, every draw opened by shares.
 * Recorded once (about a minute) and kept in test-results/, like the other recordings.
 */
import path from 'node:path';
import type { Chooser } from '../../engine/core/playout.js';
import { bots } from '../../engine/games/feudalia/bots.js';
import { feudalia } from '../../engine/games/feudalia/index.js';
import { loadRecording, recordRoom, saveRecording, type Recording } from './record.js';

const SEED = 1;
const SEATS = 4;

export const feudaliaRecordingPath = (resultsDir: string): string => path.join(resultsDir, `bench-feudalia-${SEATS}p-seed${SEED}.json`);

/** The kept game, or a new one (`fresh`: a new one in any case, as `--record` asks). */
export async function feudaliaRecording(file: string, fresh: boolean): Promise<Recording> {
  const kept = fresh ? null : loadRecording(file, SEED, SEATS);
  if (kept) return kept;
  const config = { ...feudalia.defaultConfig(SEATS), scenario: 'learning', firstSeat: 0 };
  const rec = await recordRoom({ game: feudalia, config, chooser: bots.smart as Chooser, seats: SEATS, seed: SEED });
  saveRecording(file, rec);
  return rec;
}
