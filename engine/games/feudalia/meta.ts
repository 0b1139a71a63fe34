/** Feudalia's metadata and loaders (engine/core/meta.ts). */
import { defineMeta } from '../../core/meta.js';

export const meta = defineMeta({
  id: 'feudalia',
  name: 'Feudalia',
  players: { min: 2, max: 4 },
  minutes: 75,
  blurb: 'Hire vassals and masters, raise your fiefs and build the cathedral before the tax collector comes round.',
  engine: async () => (await import('./index.js')).feudalia,
  bots: async () => (await import('./bots.js')).bots,
  turns: (s) => (s as { round: number }).round,
  tally: async () => (await import('./tally.js')).tally,
  // Uniformly random play hires and calls off payments for thousands of moves: half the moves are the smart bot's.
  // A game is some 800 actions at 4 seats: 10 playouts a property (test/node/feudalia.test.ts adds the other scenarios' set-ups).
  conformance: { everyListedSeatActs: false, halfSmart: true, runs: 10 },
});
