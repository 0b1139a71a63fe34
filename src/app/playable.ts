/**
 * The games this build can play: every game of the list (src/games.ts), since
 * a game is listed only with its engine and its components. A game still being
 * built is not listed. The home page remembers the last game chosen.
 */
import { CATALOGUE, type GameInfo } from './catalogue.js';

export function playableGames(): readonly GameInfo[] {
  return CATALOGUE;
}

const CHOICE_KEY = 'tt-game';

/** The game chosen last time if it is still among `games`; else the first of them. */
export function rememberedGame(games: readonly GameInfo[] = playableGames()): string {
  let id: string | null = null;
  try {
    id = localStorage.getItem(CHOICE_KEY);
  } catch {
    /* storage blocked: no memory */
  }
  return games.find((g) => g.id === id)?.id ?? games[0]?.id ?? 'feebleton';
}

export function rememberGame(id: string): void {
  try {
    localStorage.setItem(CHOICE_KEY, id);
  } catch {
    /* private mode: nothing to remember */
  }
}
