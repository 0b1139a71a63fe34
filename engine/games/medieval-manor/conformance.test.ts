import { vi } from 'vitest';
import { conformance } from '../../core/conformance.js';
import { medievalManor } from './index.js';

// Random players rarely reach 25 Victory: a random playout runs 1,000–8,000 actions, and the
// suite applies every legal action at every step. Fewer runs, and time enough on a busy machine.
vi.setConfig({ testTimeout: 900_000 });

// Trade Phase moves list every player not yet done, and each of them can at least say done.
conformance(medievalManor, { seats: [2, 3, 4], everyListedSeatActs: true, runs: 6 });
