/**
 * The platform's games: the one list the app, the catalogue, the options, the
 * rules page, `npm run sim`, `npm run verify`, the bench and the tests read.
 * Adding a game is its two folders (engine/games/<game>/, components/<game>/)
 * and one line here; CONTRIBUTING.md has the steps. A test build lists its
 * fixture games after these (src/extra-games.ts).
 */
import type { AnyGame } from '../engine/core/game.js';
import type { AnyChooser } from '../engine/core/playout.js';
import type { ActionLabel } from '../components/shared/contract.js';
import type { RefusalWords } from '../components/shared/refusals.js';
import type { GameManifest, GameUiParts } from '../components/shared/manifest.js';
import { manifest as feebleton } from '../components/feebleton/manifest.js';
import { manifest as medievalManor } from '../components/medieval-manor/manifest.js';
import { manifest as feuville } from '../components/feuville/manifest.js';
import { manifest as felinia } from '../components/felinia/manifest.js';
import { manifest as feudalia } from '../components/feudalia/manifest.js';
import { EXTRA_GAMES } from './extra-games.js';

/** The shipped games, in the order the home page lists them. */
const SHIPPED = [feebleton, medievalManor, feuville, felinia, feudalia] as const;

/** A shipped game's id (a test build's fixture games pass as one: their ids are checked at run time, as every id is). */
export type GameId = (typeof SHIPPED)[number]['meta']['id'];

/** Every game this build plays: the shipped ones, then a test build's fixtures. */
export const GAMES: readonly GameManifest<GameId>[] = [...SHIPPED, ...(EXTRA_GAMES as readonly GameManifest<GameId>[])];

export const GAME_IDS: readonly GameId[] = GAMES.map((g) => g.meta.id);

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && (GAME_IDS as readonly string[]).includes(x);
}

/** A game's manifest. */
export function manifestOf(id: GameId): GameManifest<GameId> {
  return GAMES.find((g) => g.meta.id === id)!;
}

/** A game's engine, loaded on demand. */
export function loadGame(id: GameId): Promise<AnyGame> {
  return manifestOf(id).meta.engine();
}

/** A game as the app and a room play it: the engine (as its UI words it), its words, its bot, its elements. */
export interface GameUi {
  readonly game: AnyGame;
  /** Words for a legal action (buttons, screen readers). */
  readonly label: ActionLabel;
  /** The bot that plays a solo game's other seats and a room's hosted bots (the game's `smart` bot). */
  readonly bot: AnyChooser;
  /** The table element's tag; it takes `.snapshot` and `.explain` and sends `tt-act` with the chosen action. */
  readonly table: string;
  readonly end: string;
  /** Why a move is refused, in the reader's language. */
  readonly refusal: RefusalWords;
}

/** Everything needed to play a game, loaded on demand so the first page carries none of it. */
export async function loadGameUi(id: GameId): Promise<GameUi> {
  const m = manifestOf(id);
  const [{ game, ui }, bots] = await Promise.all([worded(m), m.meta.bots()]);
  const bot = bots.smart;
  if (!bot) throw new Error(`${m.meta.name} has no smart bot`);
  return { game, label: ui.label, refusal: ui.refusal, bot, table: ui.table, end: ui.end };
}

/** A game's engine as its UI plays it: the same rules, the log worded in the reader's language (a networked room's log too). */
export async function loadWordedGame(id: GameId): Promise<AnyGame> {
  return (await worded(manifestOf(id))).game;
}

async function worded(m: GameManifest<GameId>): Promise<{ game: AnyGame; ui: GameUiParts }> {
  const [engine, ui] = await Promise.all([m.meta.engine(), m.ui()]);
  return { game: ui.game ? await ui.game(engine) : engine, ui };
}
