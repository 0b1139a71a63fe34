/** Feuville's metadata and loaders (engine/core/meta.ts). */
import { defineMeta } from '../../core/meta.js';

export const meta = defineMeta({
  id: 'feuville',
  name: 'Feuville',
  players: { min: 2, max: 4 },
  minutes: 45,
  blurb: 'Roll the dice, call the townsfolk and build your view of the town before the dragon wakes.',
  engine: async () => (await import('./index.js')).feuville,
  bots: async () => (await import('./bots.js')).bots,
  turns: (s) => (s as { turn: number }).turn,
  // Dragon answers wait on every player with a choice, and each of them can answer.
  conformance: { everyListedSeatActs: true, runs: 20 },
});
