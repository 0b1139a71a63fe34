/** Medieval Manor's metadata and loaders (engine/core/meta.ts). */
import { defineMeta } from '../../core/meta.js';

export const meta = defineMeta({
  id: 'medieval-manor',
  name: 'Medieval Manor',
  players: { min: 2, max: 6 },
  minutes: 60,
  blurb: 'Send your peasants to work the lands of a small fiefdom, trade, feed them and score.',
  engine: async () => (await import('./index.js')).medievalManor,
  bots: async () => (await import('./bots.js')).bots,
  turns: (s) => (s as { turn: number }).turn,
  // Trade Phase moves list every player not yet done, and each of them can at least say done. Uniformly
  // random players rarely reach 25 Victory (a playout runs 1,000–8,000 actions).
  conformance: { everyListedSeatActs: true, runs: 12, halfSmart: true },
});
