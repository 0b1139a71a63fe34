/** Tic-tac-toe's metadata and loaders: the test builds' fixture game (test/games.ts). */
import { defineMeta } from '../../../engine/core/meta.js';

export const meta = defineMeta({
  id: 'tic-tac-toe',
  name: 'Tic-tac-toe',
  players: { min: 2, max: 2 },
  minutes: 2,
  blurb: 'Three in a row wins. The fixture game of the test builds.',
  engine: async () => (await import('./index.js')).ticTacToe,
  bots: async () => (await import('./bots.js')).bots,
  turns: (s) => (s as { board: readonly unknown[] }).board.filter((x) => x !== null).length,
  conformance: { everyListedSeatActs: true },
});
