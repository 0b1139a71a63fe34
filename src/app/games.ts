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
  /**
   * The language the game's own elements speak now ('en' | 'de' for Feuville),
   * if it can change: hosts mark its table with it (so screen readers read it
   * right) and re-render on the window event `tt-lang-change`.
   */
  readonly lang?: () => string;
}

/** What a game's components/<game>/index.ts exports (it also registers the table and end screen). */
interface UiModule {
  actionLabel(action: never, names: readonly string[], view: never): string;
}

/**
 * Games whose components are in this build. A game appears in the app only
 * once its engine is registered (engine/games/index.ts) and it is listed here
 * with a case in `loadGameUi`.
 */
const WITH_UI: readonly string[] = ['feebleton', 'medieval-manor', 'feuville'];

/** This build has the game's components (its table and end screen). */
export function hasUi(id: string): boolean {
  return WITH_UI.includes(id);
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
async function loadBot(id: string): Promise<Bot> {
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

/**
 * Feuville speaks English or German (its language switch, components/feuville/lang.ts):
 * each log line is worded in the language chosen when its move is made.
 */
async function feuvilleGame(currentLang: () => 'en' | 'de'): Promise<AnyGame> {
  const engine = await import('../../engine/games/feuville/index.js');
  const fv = engine.feuville;
  const game: typeof fv = { ...fv, describe: (s, a, seat, names) => engine.describeIn(currentLang(), s, a, seat, names) };
  return game;
}

function withUi(game: AnyGame, ui: UiModule, bot: Bot, prefix: string): GameUi {
  return {
    game,
    label: (a, names, view) => ui.actionLabel(a as never, names, view as never),
    bot,
    table: `${prefix}-table`,
    end: `${prefix}-end-screen`,
    actEvent: `${prefix}-act`,
  };
}

export async function loadGameUi(id: GameId): Promise<GameUi> {
  switch (id) {
    case 'feebleton': {
      const [game, ui, bot] = await Promise.all([loadGame(id), import('../../components/feebleton/index.js'), loadBot(id)]);
      return withUi(game, ui, bot, 'fb');
    }
    case 'medieval-manor': {
      const [game, ui, bot] = await Promise.all([loadGame(id), import('../../components/medieval-manor/index.js'), loadBot(id)]);
      return withUi(game, ui, bot, 'mm');
    }
    case 'feuville': {
      const [ui, bot] = await Promise.all([import('../../components/feuville/index.js'), loadBot(id)]);
      return { ...withUi(await feuvilleGame(ui.currentLang), ui, bot, 'fv'), lang: ui.currentLang };
    }
  }
}
