/**
 * The games this build can play: in the catalogue, registered with the engine
 * (engine/games/index.ts) and with components to show them (src/app/games.ts).
 * A game still being built is not shown. The home page remembers the last
 * game chosen.
 */
import { isGameId } from '../../engine/games/index.js';
import { CATALOGUE, type GameInfo } from './catalogue.js';
import { hasUi } from './games.js';

export function playableGames(): GameInfo[] {
  return CATALOGUE.filter((g) => isGameId(g.id) && hasUi(g.id));
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
