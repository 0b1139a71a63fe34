/**
 * Feudalia through the conformance suite while it is not yet in the list of games
 * (src/games.ts): every scenario's set-up path — the Learning Game's fixed fiefs,
 * a draft with a chosen worker (Dirty Business, with its levies), Ready for
 * Everything's drawn vassals — in random legal playouts (half of the moves the
 * smart bot's) with the local dealer checking every card shown.
 */
import { conformance } from './conformance.js';
import type { AnyChooser } from '../../engine/core/playout.js';
import { bots } from '../../engine/games/feudalia/bots.js';
import { feudalia } from '../../engine/games/feudalia/index.js';
import { meta } from '../../engine/games/feudalia/meta.js';
import type { ScenarioId } from '../../engine/games/feudalia/types.js';

const smart = bots.smart!;
const halfSmart: AnyChooser = (ctx) => (ctx.rng.int(2) === 0 ? ctx.legal[ctx.rng.int(ctx.legal.length)] : smart(ctx));

for (const scenario of ['learning', 'dirty-business', 'ready'] as const satisfies readonly ScenarioId[]) {
  const game = { ...feudalia, id: `feudalia (${scenario})`, defaultConfig: (seats: number) => ({ ...feudalia.defaultConfig(seats), scenario }) };
  conformance(game, { seats: [2, 3, 4], everyListedSeatActs: meta.conformance.everyListedSeatActs, chooser: halfSmart, runs: scenario === 'learning' ? 6 : 3 });
}
