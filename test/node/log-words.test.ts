/**
 * The log lines a table shows in the reader's language (components/<game>/log-words.ts)
 * say, in English, exactly what the engine's own `describe` says: over random
 * legal playouts of each game, every move is worded both ways from the state
 * before it and the two must agree (so a translation starts from the same sentence);
 * likewise Medieval Manor's "This turn" events against the engine's English.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat } from '../../engine/core/game.js';
import { playout, randomChooser, type PlayoutOptions } from '../../engine/core/playout.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { medievalManor } from '../../engine/games/medieval-manor/index.js';
import { describe as feebletonWords } from '../../components/feebleton/log-words.js';
import { describe as manorWords } from '../../components/medieval-manor/log-words.js';
import { eventWords } from '../../components/medieval-manor/event-words.js';
import { eventText, type ManorEvent } from '../../engine/games/medieval-manor/events.js';
import type { MedievalManorState } from '../../engine/games/medieval-manor/types.js';

const names = ['Ana', 'Bo', 'Cy', 'Di'];

function compare(game: AnyGame, words: (s: never, a: never, seat: Seat, names: readonly string[]) => string, seats: number, seed: number): number {
  let n = 0;
  const chooser: PlayoutOptions['choosers'] = ({ state, seat, legal, rng }) => {
    const action = legal[rng.int(legal.length)];
    expect(words(state as never, action as never, seat, names)).toBe(game.describe(state, action, seat, names));
    n++;
    return action;
  };
  const r = playout(game, { seats, seed, choosers: chooser, maxActions: 3000 });
  expect(r.end).not.toBe('stuck');
  return n;
}

describe('log lines in the reader\u2019s language say what the engine says', () => {
  it('Feebleton, 2–4 seats', () => {
    for (const [seats, seed] of [
      [2, 1],
      [3, 2],
      [4, 3],
    ] as const)
      expect(compare(feebleton as AnyGame, feebletonWords as never, seats, seed)).toBeGreaterThan(20);
  });
  it('Medieval Manor, 2–4 seats', () => {
    for (const [seats, seed] of [
      [2, 4],
      [3, 5],
      [4, 6],
    ] as const)
      expect(compare(medievalManor as AnyGame, manorWords as never, seats, seed)).toBeGreaterThan(20);
  });
});

describe('Medieval Manor\u2019s events in the reader\u2019s language say what the engine says', () => {
  it('every event of random 2–4 seat games', () => {
    const seen = new Map<string, ManorEvent>();
    for (const [seats, seed] of [
      [2, 11],
      [3, 12],
      [4, 13],
    ] as const) {
      playout(medievalManor as AnyGame, {
        seats,
        seed,
        choosers: randomChooser,
        maxActions: 3000,
        onState: (s) => (s as MedievalManorState).events.forEach((e) => seen.set(JSON.stringify(e), e)),
      });
    }
    const players = ['Player 1', 'Player 2', 'Player 3', 'Player 4'];
    for (const e of seen.values()) expect(eventWords(e, players)).toBe(eventText(e));
    expect(new Set([...seen.values()].map((e) => e.kind)).size).toBeGreaterThanOrEqual(10);
  });
});
