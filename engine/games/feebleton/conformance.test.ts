import { conformance } from '../../core/conformance.js';
import { feebleton } from './index.js';

conformance(feebleton, { seats: [2, 3, 4] });
