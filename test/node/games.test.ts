/**
 * What every game of the list (src/games.ts) must pass, without a test file of
 * its own: the conformance suite (random legal playouts, determinism, junk and
 * mutated actions) and a simulation smoke test (its bots play whole games at
 * every seat count, its invariants holding in every state). Rulebook examples
 * and rules tests stay with each game (engine/games/<game>/).
 */
import { describe, expect, it } from 'vitest';
import { conformance } from './conformance.js';
import { playout, type AnyChooser } from '../../engine/core/playout.js';
import { GAMES } from '../../src/games.js';
import { EXTRA_GAMES as SHIPPED_EXTRAS } from '../../src/extra-games.js';
import { EXTRA_GAMES as FIXTURES } from '../games.js';

describe('the list of games', () => {
  it('the shipped build lists only the shipped games; a test build lists the fixture games after them', () => {
    expect(SHIPPED_EXTRAS).toEqual([]);
    const ids = GAMES.map((g) => g.meta.id);
    expect(ids.slice(0, 5)).toEqual(['feebleton', 'medieval-manor', 'feuville', 'felinia', 'feudalia']);
    expect(ids.slice(5)).toEqual(FIXTURES.map((g) => g.meta.id));
    expect(ids).toContain('tic-tac-toe');
  });
});

for (const { meta } of GAMES) {
  const game = await meta.engine();
  const bots = await meta.bots();
  const smart = bots.smart!;
  const seats = Array.from({ length: Math.min(game.maxSeats, 4) - game.minSeats + 1 }, (_, i) => game.minSeats + i);
  const c = meta.conformance;
  const halfSmart: AnyChooser = (ctx) => (ctx.rng.int(2) === 0 ? ctx.legal[ctx.rng.int(ctx.legal.length)] : smart(ctx));
  conformance(game, { seats, everyListedSeatActs: c.everyListedSeatActs, ...(c.runs ? { runs: c.runs } : {}), ...(c.halfSmart ? { chooser: halfSmart } : {}) });

  describe(`${meta.id}: its metadata and bots`, () => {
    it('the catalogue\u2019s seat counts are the engine\u2019s; there is a smart bot', () => {
      expect(meta.id).toBe(game.id);
      expect([meta.players.min, meta.players.max]).toEqual([game.minSeats, game.maxSeats]);
      expect(typeof smart).toBe('function');
    });

    it('smart bots play a whole game at every seat count, the invariants holding in every state (npm run sim, in small)', () => {
      for (const n of Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i)) {
        const problems: string[] = [];
        const r = playout(game, { seats: n, seed: 11 * n, choosers: smart, onState: (s) => problems.push(...(game.invariants?.(s) ?? [])) });
        expect(r.end, `${n} seats`).toBe('over');
        expect(problems, `${n} seats`).toEqual([]);
        expect(game.outcome(r.state), `${n} seats`).not.toBeNull();
        expect(meta.turns(r.state), `${n} seats`).toBeGreaterThan(0);
      }
    });
  });
}
