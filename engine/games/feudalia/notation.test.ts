/**
 * The log names the cubes a move pays by themselves (pay.ts: a cube with a single way left is paid without a
 * choice). Before, such a move's line said nothing of them: the cubes left the fief and no line said where.
 */
import { describe as suite, expect, it } from 'vitest';
import type { AnyGame } from '../../core/game.js';
import { type AnyChooser, playout } from '../../core/playout.js';
import { expectOk } from '../../core/result.js';
import { applyAccepted } from './apply.js';
import { bots } from './bots.js';
import { feudalia } from './index.js';
import { describe, selfPaid } from './notation.js';
import { act, dealt, withCubes, withHand } from './fixture.js';
import { withFief } from './state.js';
import type { FeudaliaAction, FeudaliaState } from './types.js';

const names = ['Ana', 'Bo', 'Cy'];

/** Seat 0 in its main phase with the mason (2 cubes of any kind → 1 stone) in its first fief. */
function withMason(cubes: Parameters<typeof withCubes>[3]): FeudaliaState {
  const { state } = withHand(dealt(), 0, ['serf']);
  const s = withFief({ ...state, step: { kind: 'main' } }, 0, 0, (f) => ({ ...f, cities: [{ id: 'mason', used: false }, ...f.cities.slice(1)] }));
  return withCubes(s, 0, 0, cubes);
}

suite('the log names cubes paid by themselves', () => {
  it('a master action paid in the one kind its fief holds: all of it', () => {
    const s = withMason({ wheat: 3 });
    const use = { type: 'use', fief: 0, city: 0 } as const;
    expect(selfPaid(s, use, 0)).toEqual([{ fief: 0, res: 'wheat', n: 2 }]);
    expect(describe(s, use, 0, names)).toBe('Ana uses a master in the wheat fief, paying 2 wheat from the wheat fief');
    expect(act(s, 0, use).players[0]!.fiefs[0]!.cubes).toMatchObject({ wheat: 1, stone: 1 });
  });

  it('a choice, then the rest by itself: the chosen cube, and what followed', () => {
    const s = withMason({ wheat: 1, clay: 1 });
    const use = { type: 'use', fief: 0, city: 0 } as const;
    // Two kinds to pay from: the first cube is the player's choice, nothing is paid by itself yet.
    expect(describe(s, use, 0, names)).toBe('Ana uses a master in the wheat fief');
    const t = act(s, 0, use);
    const pay = { type: 'pay', fief: 0, res: 'clay' } as const;
    expect(describe(t, pay, 0, names)).toBe('Ana pays a clay from the wheat fief and 1 wheat from the wheat fief');
  });

  it('a move that pays nothing says nothing more', () => {
    const s = withMason({ wheat: 3 });
    expect(selfPaid(s, { type: 'fire', fief: 0, city: 0 }, 0)).toEqual([]);
  });

  it('looks at a move applied without listing the choices: the same state as the rules give (seeded games of three scenarios)', () => {
    let moves = 0;
    for (const [scenario, seed] of [
      ['learning', 1],
      ['dirty-business', 2],
      ['ready', 3],
    ] as const) {
      const chooser: AnyChooser = (ctx) => {
        const a = (ctx.rng.int(2) === 0 ? ctx.legal[ctx.rng.int(ctx.legal.length)] : bots.smart!(ctx)) as FeudaliaAction;
        const s = ctx.state as FeudaliaState;
        expect(applyAccepted(s, a, ctx.seat)).toEqual(expectOk(feudalia.apply(s, a, ctx.seat)));
        moves++;
        return a;
      };
      playout(feudalia as AnyGame, { seats: 3, seed, choosers: chooser, config: { ...feudalia.defaultConfig(3), scenario }, maxActions: 1500 });
    }
    expect(moves).toBeGreaterThan(2000);
  });
});
