/**
 * A game's metadata and loaders (`engine/games/<game>/meta.ts`): what the
 * catalogue, the simulator and the tests read without loading the game, and
 * how to load its engine and bots. Its UI side is the game's manifest in
 * `components/<game>/manifest.ts`; CONTRIBUTING.md says how to add a game.
 */
import type { AnyGame } from './game.js';
import type { AnyChooser } from './playout.js';

export interface GameMeta<Id extends string = string> {
  readonly id: Id;
  readonly name: string;
  /** Seats a table can have: the engine's `minSeats`/`maxSeats` (a test checks they agree). */
  readonly players: { readonly min: number; readonly max: number };
  /** About how long a game takes, in minutes. */
  readonly minutes: number;
  /** One line for the game's card on the home page. */
  readonly blurb: string;
  /** The rules engine, loaded on demand. */
  readonly engine: () => Promise<AnyGame>;
  /** The game's bots by name, loaded on demand; `smart` plays the bot seats of a solo game. */
  readonly bots: () => Promise<Readonly<Record<string, AnyChooser>>>;
  /** Turns played, read from a finished state (for `npm run sim`). */
  readonly turns: (state: unknown) => number;
  /** The game's own figures for `npm run sim`, loaded on demand (see `Tally`). */
  readonly tally?: () => Promise<() => Tally>;
  /** How the conformance suite (test/node/conformance.ts) plays it, at 2 to 4 seats (or its own range within). */
  readonly conformance: {
    /** Every seat a `move` pending lists can act (games where every listed seat must answer). */
    readonly everyListedSeatActs: boolean;
    /** Playouts per property (default 40). */
    readonly runs?: number;
    /**
     * Each move the smart bot's or a uniformly random one, half and half: for a game whose
     * uniformly random play takes thousands of actions to end (still random legal playouts).
     */
    readonly halfSmart?: boolean;
  };
}

/**
 * A game's own figures over one simulated game: `step` sees every state of the playout in order (the set-up's
 * first); then `perSeat` gives each seat's named amounts (summed and averaged over games by the simulator, e.g.
 * victory points by source) and `openings` each seat's opening (null if none), by which wins are counted.
 */
export interface Tally {
  step(state: unknown): void;
  perSeat(): readonly Readonly<Record<string, number>>[];
  openings(): readonly (string | null)[];
}

/** Declares a game's metadata, keeping its id as a literal type (the list of games derives `GameId` from it). */
export function defineMeta<const Id extends string>(meta: GameMeta<Id>): GameMeta<Id> {
  return meta;
}
