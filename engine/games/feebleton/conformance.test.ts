import { conformance } from '../../core/conformance.js';
import { feebleton } from './index.js';

// Reaction windows wait on every eligible seat, and every one of them can at least pass.
conformance(feebleton, { seats: [2, 3, 4], everyListedSeatActs: true });
