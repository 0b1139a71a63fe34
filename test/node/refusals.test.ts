/**
 * Every refusal a player can meet is worded in the reader's language: over
 * random playouts of each game, the refusals the views carry (why a hand card
 * cannot be played) and those the rules give to moves made at the wrong time
 * (each legal move of a state tried again, by every seat, in the next state)
 * are collected, and each game's refusals.ts must word every one of them
 * itself rather than fall back to the engine's English sentence.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat } from '../../engine/core/game.js';
import { playout } from '../../engine/core/playout.js';
import type { RuleError } from '../../engine/core/result.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonView } from '../../engine/games/feebleton/types.js';
import { feuville } from '../../engine/games/feuville/index.js';
import { medievalManor } from '../../engine/games/medieval-manor/index.js';
import type { MedievalManorView } from '../../engine/games/medieval-manor/types.js';
import { refusal as feebletonWords } from '../../components/feebleton/refusals.js';
import { refusal as feuvilleWords } from '../../components/feuville/refusals.js';
import { refusal as manorWords } from '../../components/medieval-manor/refusals.js';

const names = ['Ana', 'Bo', 'Cy', 'Di'];
const UNSAID = '\u0000 not worded';

/** The refusals met along a few random games: what views carry, and stale moves tried by every seat. */
function refusalsMet(game: AnyGame, whys: (view: unknown) => (RuleError | null | undefined)[], seeds: readonly [number, number][]): Map<string, RuleError> {
  const met = new Map<string, RuleError>();
  const add = (e: RuleError | null | undefined) => {
    if (e) met.set(`${e.code} ${JSON.stringify(Object.keys(e.args ?? {}).sort())}`, e);
  };
  for (const [seats, seed] of seeds) {
    let stale: unknown[] = [];
    playout(game, {
      seats,
      seed,
      maxActions: 2000,
      choosers: ({ state, seat, knows, legal, rng }) => {
        for (const w of whys(game.view(state, seat, knows))) add(w);
        for (const a of stale)
          for (let s: Seat = 0; s < seats; s++) {
            const r = game.apply(state, a, s);
            if (!r.ok && r.error.code !== 'bad-seat') add(r.error);
          }
        stale = legal.slice(0, 6);
        return legal[rng.int(legal.length)];
      },
    });
  }
  return met;
}

function expectAllWorded(met: Map<string, RuleError>, words: (e: RuleError) => string, atLeast: number): void {
  const unsaid = [...met.values()].filter((e) => words({ ...e, message: UNSAID }) === UNSAID).map((e) => `${e.code}: ${e.message}`);
  expect(unsaid).toEqual([]);
  expect(met.size).toBeGreaterThanOrEqual(atLeast);
}

describe('refusals are worded by the game, not left in the engine\u2019s English', () => {
  it('Feebleton', () => {
    const met = refusalsMet(feebleton as AnyGame, (v) => (v as FeebletonView).hand.map((c) => c.why), [
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
    expectAllWorded(met, feebletonWords, 4);
  });
  it('Medieval Manor', () => {
    const met = refusalsMet(medievalManor as AnyGame, (v) => (v as MedievalManorView).handUse.flatMap((u) => [u.why, ...u.lands]), [
      [2, 4],
      [3, 5],
      [4, 6],
    ]);
    expectAllWorded(met, (e) => manorWords(e, names), 8);
  });
  it('Feuville', () => {
    const met = refusalsMet(feuville as AnyGame, () => [], [
      [2, 7],
      [4, 8],
    ]);
    expectAllWorded(met, feuvilleWords, 1);
  });
});
