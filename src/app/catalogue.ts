/**
 * The platform's games as the first page shows them: names, player counts,
 * a line about each. Static data only, no engine import, so the home page
 * stays small; each game's rules and components load when it is played.
 * Which of these games can be played in this build is `playableGames()`
 * (src/app/playable.ts): a game shows only once its engine and its
 * components exist.
 */

/** The platform's name, in the header and the home page. */
export const PLATFORM_NAME = 'Tabletop';

export interface GameInfo {
  readonly id: string;
  readonly name: string;
  /** Seats a table can have (the game's engine says the same: `minSeats`/`maxSeats`). */
  readonly players: { readonly min: number; readonly max: number };
  /** About how long a game takes, in minutes. */
  readonly minutes: number;
  /** One line for the game card. */
  readonly blurb: string;
  /** The game has set-up options beyond the players (a form in src/app/options/). */
  readonly options: boolean;
}

/** Every game of the platform, playable or not yet, in the order the home page lists them. */
export const CATALOGUE: readonly GameInfo[] = [
  {
    id: 'feebleton',
    name: 'Feebleton',
    players: { min: 2, max: 4 },
    minutes: 20,
    blurb: 'A greedy city, a weak guard: play cards onto the pile and grab it when an era ends.',
    options: true,
  },
  {
    id: 'medieval-manor',
    name: 'Medieval Manor',
    players: { min: 2, max: 6 },
    minutes: 60,
    blurb: 'Send your peasants to work the lands of a small fiefdom, trade, feed them and score.',
    options: true,
  },
  {
    id: 'feuville',
    name: 'Feuville',
    players: { min: 2, max: 4 },
    minutes: 45,
    blurb: 'Roll the dice, call the townsfolk and build your view of the town before the dragon wakes.',
    options: true,
  },
  {
    id: 'felinia',
    name: 'Felinia',
    players: { min: 2, max: 4 },
    minutes: 60,
    blurb: 'Merchants of Katzburg buy goods at market prices to board the ships to Felinia.',
    options: false,
  },
  {
    id: 'feudalia',
    name: 'Feudalia',
    players: { min: 2, max: 4 },
    minutes: 60,
    blurb: 'Build a deck of vassals, gather resources and raise the cathedral before the tax collector comes.',
    options: false,
  },
];

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
  return `${g.players.min}–${g.players.max} players · about ${g.minutes} minutes`;
}
