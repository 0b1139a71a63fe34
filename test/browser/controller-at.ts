/**
 * Component tests show the app's own table data: a real local controller
 * (src/session/local.ts) whose game opens at a position the test built with the
 * engine, so the snapshot, the dry run (`explain`) and the moves (`act`) are the
 * ones a player gets, not an imitation of them.
 *
 * `seat` is the device's player (null: a device watching); the other seats are
 * bots that never move, so the position stays until the test acts.
 */
import type { AnyGame, Seat } from '../../engine/core/game.js';
import type { ActionLabel } from '../../components/shared/contract.js';
import type { GameId } from '../../src/games.js';
import { LocalController } from '../../src/session/local.js';
import { memoryStore } from './helpers.js';

export interface Position {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly names: readonly string[];
  readonly label: ActionLabel;
}

const waitForever = () => new Promise<void>(() => undefined);
const stillBot = () => {
  throw new Error('a bot of a test position moved');
};

export function controllerAt<V, A>({ game, state, names, label }: Position, seat: Seat | null): Promise<LocalController<V, A>> {
  const opened: AnyGame = { ...game, setup: () => state };
  const bots = names.map((_, i) => i).filter((i) => i !== seat);
  return LocalController.create<V, A>(
    { game: opened, store: memoryStore(), label, bot: stillBot, botDelay: waitForever },
    { gameId: game.id as GameId, config: game.defaultConfig(names.length), names, bots, seed: 1 },
  );
}
