/** Felinia's metadata and loaders (engine/core/meta.ts). */
import { defineMeta } from '../../core/meta.js';

export const meta = defineMeta({
  id: 'felinia',
  name: 'Felinia',
  players: { min: 2, max: 4 },
  minutes: 60,
  blurb: 'Bid for merchandise in Katzburg, board the ships and set up trading posts across the island of Felinia.',
  engine: async () => (await import('./index.js')).felinia,
  bots: async () => (await import('./bots.js')).bots,
  turns: (s) => (s as { round: number }).round,
  // Storage asks every player with too much merchandise at once, and each of them can answer.
  conformance: { everyListedSeatActs: true },
});
