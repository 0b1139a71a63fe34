import { conformance } from '../../core/conformance.js';
import type { AnyChooser } from '../../core/playout.js';
import { bots } from './bots.js';
import { medievalManor } from './index.js';

// Uniformly random players rarely reach 25 Victory (a playout runs 1,000–8,000 actions),
// so each move is the smart bot's or a uniformly random legal one, half and half: still a
// random legal playout, and one that ends in a few hundred actions.
const halfRandom: AnyChooser = (ctx) => (ctx.rng.int(2) === 0 ? ctx.legal[ctx.rng.int(ctx.legal.length)] : bots.smart!(ctx as never));

// Trade Phase moves list every player not yet done, and each of them can at least say done.
conformance(medievalManor, { seats: [2, 3, 4], everyListedSeatActs: true, runs: 12, chooser: halfRandom });
