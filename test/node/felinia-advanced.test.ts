/**
 * Felinia's advanced game through the conformance suite: the list of games
 * (src/games.ts) runs every game at its default, the basic game; this runs the
 * advanced one, whose Mysterious Place cards are the game's hidden cards
 * (random legal playouts with the local dealer checking every claim, replay,
 * junk, mutants, bad resolutions).
 */
import { conformance } from './conformance.js';
import { felinia } from '../../engine/games/felinia/index.js';
import { meta } from '../../engine/games/felinia/meta.js';

const advanced = { ...felinia, defaultConfig: (seats: number) => ({ ...felinia.defaultConfig(seats), variant: 'advanced' as const }) };

conformance(advanced, { seats: [2, 3, 4], everyListedSeatActs: meta.conformance.everyListedSeatActs });
