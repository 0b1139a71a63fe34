/**
 * The games, each loaded on demand so the first page carries none of them.
 */
import type { AnyGame } from '../core/game.js';

export const GAME_IDS = ['feebleton', 'medieval-manor', 'feuville'] as const;
export type GameId = (typeof GAME_IDS)[number];

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && (GAME_IDS as readonly string[]).includes(x);
}

export async function loadGame(id: GameId): Promise<AnyGame> {
  switch (id) {
    case 'feebleton':
      return (await import('./feebleton/index.js')).feebleton;
    case 'medieval-manor':
      return (await import('./medieval-manor/index.js')).medievalManor;
    case 'feuville':
      return (await import('./feuville/index.js')).feuville;
  }
}
