import { conformance } from '../../core/conformance.js';
import { medievalManor } from './index.js';

// Trade Phase moves list every player not yet done, and each of them can at least say done.
conformance(medievalManor, { seats: [2, 3, 4], everyListedSeatActs: true, runs: 10 });
