/** Feebleton's metadata and loaders (engine/core/meta.ts). */
import { defineMeta } from '../../core/meta.js';

export const meta = defineMeta({
  id: 'feebleton',
  name: 'Feebleton',
  players: { min: 2, max: 4 },
  minutes: 20,
  blurb: 'A greedy city, a weak guard: play cards onto the pile and grab it when an era ends.',
  engine: async () => (await import('./index.js')).feebleton,
  bots: async () => (await import('./bots.js')).bots,
  turns: (s) => (s as { turn: { number: number } }).turn.number,
  // Reaction windows wait on every eligible seat, and every one of them can at least pass.
  conformance: { everyListedSeatActs: true },
});
