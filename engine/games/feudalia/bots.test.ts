/**
 * The smart bot's plan: a master's action is paid from the master's own fief (pay.ts `startPayment` with its
 * fief), so cubes of that kind elsewhere do not bring it closer. Before, the plan pooled every fief's cubes:
 * a bot whose sculptor (3 stone → ½ VP) stood in a fief with 1 stone, and 6 stone in another, counted the
 * action as paid for, made no stone where the sculptor is, and the game stalled at the round bound (Dirty
 * Business, seed 178).
 */
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../core/rng.js';
import { bots } from './bots.js';
import { dealt, withCubes, withHand } from './fixture.js';
import { legalActions } from './legal.js';
import { withPlayer } from './state.js';
import type { FeudaliaState, Shown } from './types.js';

const knowing = (hand: readonly Shown[]) => new Map(hand.map((c) => [c.handle, c.card]));

/** Seat 0 in its main phase with every fief at level 2, the cathedral done, no master face up: the sculptor's point is the only one left. */
function lastPoint(): { s: FeudaliaState; hand: Shown[] } {
  const { state, hand } = withHand(dealt(4), 0, ['serf']);
  let s: FeudaliaState = {
    ...state,
    step: { kind: 'main' },
    masters: [],
    cathedral: { ...state.cathedral, stage: 2, tokens: { foundations: 0, nave: 0, dean: 0, glass: 0, silver: 0 } },
  };
  s = withPlayer(s, 0, (p) => ({
    ...p,
    coins: 1,
    fiefs: [
      { card: 31, level: 2, cubes: p.fiefs[0]!.cubes, cities: [{ id: 'sculptor', used: false }, null], used: 0 },
      { card: 30, level: 2, cubes: p.fiefs[1]!.cubes, cities: [null, null], used: 0 },
      { card: 21, level: 2, cubes: p.fiefs[2]!.cubes, cities: [null, null, null], used: 0 },
    ],
  }));
  return { s: withCubes(withCubes(s, 0, 0, { stone: 1 }), 0, 1, { stone: 6 }), hand };
}

describe('the smart bot', () => {
  it('makes the cubes a master’s action lacks in that master’s fief, not in another that has plenty', () => {
    const { s, hand } = lastPoint();
    const legal = legalActions(s, 0, knowing(hand));
    const serf = legal.filter((a) => a.type === 'field' && a.card.card === 'serf');
    expect(serf.map((a) => (a as { fief: number }).fief).sort()).toEqual([0, 1, 2]);
    const choice = bots.smart!({ state: s, legal, rng: seededRng(1), seat: 0 } as never);
    expect(choice).toMatchObject({ type: 'field', card: { card: 'serf' }, fief: 0 });
  });
});
