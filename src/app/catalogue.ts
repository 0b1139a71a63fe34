/**
 * The platform's games as the first page shows them: names, player counts,
 * a line about each, from each game's metadata (engine/games/<game>/meta.ts)
 * in the order of the list of games (src/games.ts). No engine is loaded here,
 * so the home page stays small; a game's rules and components load when it is
 * played.
 */
import { msg, str } from '@lit/localize';
import { GAMES } from '../games.js';

/** The platform's name, in the header and the home page. */
export const PLATFORM_NAME = 'Tabletop';

export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly players: { readonly min: number; readonly max: number };
  /** About how long a game takes, in minutes. */
  readonly minutes: number;
  /** One line for the game card. */
  readonly blurb: string;
}

/** Every game of the platform, in the order the home page lists them. */
export const CATALOGUE: readonly GameInfo[] = GAMES.map(({ meta: { id, name, players, minutes, blurb }, blurb: worded }) => ({
  id,
  name,
  players,
  minutes,
  // Read when shown, so it follows the language.
  get blurb() {
    return worded?.() ?? blurb;
  },
}));

/** A game's entry, or undefined for an unknown id. */
export function gameInfo(id: string): GameInfo | undefined {
  return CATALOGUE.find((g) => g.id === id);
}

/** A game's name for titles; the id itself if the catalogue does not know it. */
export function gameName(id: string): string {
  return gameInfo(id)?.name ?? id;
}

/** "2–4 players · about 20 minutes" */
export function gameFacts(g: GameInfo): string {
  return msg(str`${g.players.min}–${g.players.max} players · about ${g.minutes} minutes`);
}
