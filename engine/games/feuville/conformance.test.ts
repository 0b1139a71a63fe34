import { conformance } from '../../core/conformance.js';
import { feuville } from './index.js';

// Dragon answers wait on every player with a choice, and each of them can answer.
conformance(feuville, { seats: [2, 3, 4], everyListedSeatActs: true, runs: 20 });
