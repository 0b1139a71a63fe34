/**
 * Felinia's engine through the conformance suite (random legal playouts at 2–4
 * seats, replay, junk) before the game joins the app's list (src/games.ts),
 * which runs it for every listed game: the engine lands before its table.
 */
import { conformance } from './conformance.js';
import { felinia } from '../../engine/games/felinia/index.js';
import { meta } from '../../engine/games/felinia/meta.js';

conformance(felinia, { seats: [2, 3, 4], everyListedSeatActs: meta.conformance.everyListedSeatActs });
