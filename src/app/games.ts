/**
 * Everything the app needs to run one game, loaded on demand so the first page
 * carries no game: the rules (engine/games), its components and its bots.
 */
import type { AnyGame } from '../../engine/core/game.js';
import { loadGame, type GameId } from '../../engine/games/index.js';
import type { Bot } from '../session/local.js';

export interface GameUi {
  readonly game: AnyGame;
  /** Words for a legal action (buttons, screen readers). */
  readonly label: (action: unknown, names: readonly string[], view: unknown) => string;
  readonly bot: Bot;
  /** The table element's tag; it takes `.snapshot` and `.explain` and sends `<prefix>-act`. */
  readonly table: string;
  readonly end: string;
  readonly actEvent: string;
}

/** The games' bots, if the game ships them (found at build time; none outside Vite). */
function botModules(): Record<string, () => Promise<unknown>> {
  try {
    return import.meta.glob('../../engine/games/*/bots.ts');
  } catch {
    return {};
  }
}

/** A game's bots module exports `bots` by name; solo games play the `smart` one. */
async function loadBot(id: GameId): Promise<Bot> {
  const load = botModules()[`../../engine/games/${id}/bots.ts`];
  const mod = load ? ((await load()) as { bots?: Record<string, Bot> }) : {};
  return mod.bots?.smart ?? fallbackBot;
}

/** A plain bot for games without their own: a random legal action, preferring to play over ending. */
const fallbackBot: Bot = ({ legal, rng }) => {
  const plays = legal.filter((a) => (a as { type?: string }).type !== 'end');
  const pool = plays.length ? plays : legal;
  return pool[rng.int(pool.length)];
};

export async function loadGameUi(id: GameId): Promise<GameUi> {
  switch (id) {
    case 'feebleton': {
      const [game, ui, bot] = await Promise.all([loadGame(id), import('../../components/feebleton/index.js'), loadBot(id)]);
      return {
        game,
        label: (a, names, view) => ui.actionLabel(a as never, names, view as never),
        bot,
        table: 'fb-table',
        end: 'fb-end-screen',
        actEvent: 'fb-act',
      };
    }
  }
}
