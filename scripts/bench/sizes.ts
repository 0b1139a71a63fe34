/**
 * Figure 9b: how large a finished game's document is across games, not in one
 * recording. A document's size follows the game's length (how many moves, for
 * Feebleton how many reshuffles and of how many cards), so one recorded game says
 * little about the targets, which are for every finished game. Here seeds
 * 1..n are played as the recordings are (record.ts: four in-memory RoomPeers,
 * deterministic, so a seed is the same game on every machine) and each finished
 * document is measured as a newcomer would be sent it (`Y.encodeStateAsUpdate`).
 */
import { recordManor } from './ingest.js';
import { recordGame, type Recording } from './record.js';

export interface GameSize {
  readonly seed: number;
  readonly bytes: number;
  readonly entries: number;
  /** Shuffle passes (a reshuffle adds one per seat); 0 in an open game. */
  readonly passes: number;
}

/** How each game's seeds are played: as the replay's recording (random bots) and the ingest figure's (smart bots), four seats. */
const games: Record<'feebleton' | 'medieval-manor', (seed: number) => Promise<Recording>> = {
  feebleton: (seed) => recordGame(seed),
  'medieval-manor': (seed) => recordManor(seed, 4),
};

/** Plays seeds 1..n of a game to their end, four seats, and measures each finished document. */
export async function gameSizes(id: keyof typeof games, n: number): Promise<GameSize[]> {
  const out: GameSize[] = [];
  for (let seed = 1; seed <= n; seed++) {
    const rec = await games[id](seed);
    const kinds = rec.entries.map((e) => (e as { body?: { t?: unknown } }).body?.t);
    out.push({
      seed,
      bytes: Buffer.from(rec.update, 'base64').length,
      entries: rec.entries.length,
      passes: kinds.filter((t) => t === 'pass').length,
    });
  }
  return out;
}
