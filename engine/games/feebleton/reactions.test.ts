/**
 * Guard and General, "Play Anytime" (the rulebook, Card Terms & Rules), with the
 * team's timing (components/feebleton/notes.ts, "Reactions").
 */
import { describe, expect, it } from 'vitest';
import { Table } from './fixture.js';
import { feebleton } from './index.js';
import { scorePile } from './scoring.js';

describe('Guard: "cards played by opponents do not affect your hand this turn"', () => {
  it('a Guard played in the window stops a Thief', () => {
    const t = new Table({
      hands: [
        ['Thief', 'Farmer'],
        ['Guard', 'Noble'],
      ],
    });
    t.play(0, 'Thief', { target: 1 });
    expect(feebleton.pending(t.state)).toMatchObject({ kind: 'move', seats: [1] });
    t.do({ type: 'react', handle: t.h(1, 'Guard'), card: 'Guard' }, 1);
    expect(t.hand(1)).toEqual(['Noble']);
    expect(t.feebletonCards()).toEqual(['Thief', 'Guard']);
    expect(t.state.turn.seat).toBe(1);
  });

  it('the reactor does not draw for the Guard until their own turn', () => {
    const t = new Table({
      hands: [
        ['Thief', 'Worker', 'Farmer'],
        ['Guard', 'Noble'],
      ],
    });
    t.play(0, 'Worker').play(0, 'Thief', { target: 1 });
    t.do({ type: 'react', handle: t.h(1, 'Guard'), card: 'Guard' }, 1);
    expect(t.state.hands[1]).toHaveLength(1);
  });

  it('the protection lasts for the rest of the turn: no later card of that turn may target the hand', () => {
    const t = new Table({ hands: [['Engineer', 'Thief', 'Spy', 'King', 'Farmer'], ['Guard', 'Noble'], ['Merchant']] });
    t.play(0, 'Engineer').play(0, 'Thief', { target: 1 });
    t.do({ type: 'react', handle: t.h(1, 'Guard'), card: 'Guard' }, 1);
    expect(t.state.turn.guarded).toEqual([1]);
    expect(
      t
        .legal(0)
        .filter((a) => a.type === 'play' && a.card === 'Spy')
        .map((a) => a.type === 'play' && a.target),
    ).toEqual([2]);
    t.play(0, 'King');
    expect(t.state.step.kind === 'react' && t.state.step.window.eligible).toEqual([2]);
  });

  it('the protection ends with the turn', () => {
    const t = new Table({
      hands: [
        ['Thief', 'Farmer'],
        ['Guard', 'Noble', 'Farmer'],
      ],
    });
    t.play(0, 'Thief', { target: 1 }).do({ type: 'react', handle: t.h(1, 'Guard'), card: 'Guard' }, 1);
    expect(t.state.turn).toMatchObject({ seat: 1, guarded: [] });
  });

  it('the window opens for every eligible seat whether or not it holds a Guard, and passing is always allowed', () => {
    const t = new Table({ hands: [['Scientist'], ['Farmer'], ['Noble'], []] });
    t.play(0, 'Scientist', { use: true });
    expect(feebleton.pending(t.state)).toMatchObject({ kind: 'move', seats: [1, 2, 3] });
    expect(t.legal(3)).toEqual([{ type: 'pass' }]);
  });

  it('answers may come in any order: the state after all answers is the same', () => {
    const run = (order: number[]): string => {
      const t = new Table({ hands: [['King'], ['Guard', 'Noble'], ['Guard', 'Farmer'], ['Merchant']] }, 7);
      t.play(0, 'King');
      for (const seat of order) {
        const guard = t.state.hands[seat]!.find((h) => t.card(h) === 'Guard');
        t.try(guard === undefined ? { type: 'pass' } : { type: 'react', handle: guard, card: 'Guard' }, seat);
      }
      return JSON.stringify(t.state);
    };
    const a = run([1, 2, 3]);
    expect(run([3, 2, 1])).toBe(a);
    expect(run([2, 3, 1])).toBe(a);
  });

  it('only a Guard answers a Guard window, only the General an End of Era', () => {
    const t = new Table({
      hands: [
        ['Thief', 'Farmer'],
        ['General', 'Noble'],
      ],
    });
    t.play(0, 'Thief', { target: 1 });
    expect(t.legal(1)).toEqual([{ type: 'pass' }]);
    expect(t.try({ type: 'react', handle: t.h(1, 'General'), card: 'General' }, 1).ok).toBe(false);
  });

  it("nobody answers between the steps of one effect: the Spy's look and trade are one effect", () => {
    const t = new Table({
      hands: [
        ['Spy', 'Farmer'],
        ['Noble', 'Guard'],
      ],
    });
    t.play(0, 'Spy', { target: 1 }).do({ type: 'pass' }, 1);
    expect(t.state.step.kind).toBe('spy');
    expect(t.legal(1)).toEqual([]);
    expect(t.try({ type: 'react', handle: t.h(1, 'Guard'), card: 'Guard' }, 1).ok).toBe(false);
  });
});

describe('General: "prevent an End of Era"', () => {
  it('prevents Invasion: Feebleton is not taken; the Invasion stays and still scores -4 in the pile it ends up in', () => {
    const t = new Table({
      hands: [
        ['Invasion', 'Farmer'],
        ['General', 'Noble'],
        ['Insurrection', 'Farmer'],
      ],
      feebleton: ['Noble', 'Noble'],
    });
    t.play(0, 'Invasion');
    t.do({ type: 'react', handle: t.h(1, 'General'), card: 'General' }, 1).do({ type: 'pass' }, 2);
    expect(t.state.piles[0]).toEqual([]);
    expect(t.feebletonCards()).toEqual(['Noble', 'Noble', 'Invasion', 'General']);
    t.do({ type: 'play', handle: t.h(1, 'Noble'), card: 'Noble' }, 1);
    t.play(2, 'Insurrection');
    t.do({ type: 'pass' }, 0).do({ type: 'pass' }, 1);
    const pile = t.state.piles[2]![0]!;
    expect(pile.map((c) => c.card)).toEqual(['Noble', 'Noble', 'Invasion', 'General', 'Noble', 'Insurrection']);
    expect(scorePile(pile).total).toBe(-4); // Nobles blocked by Insurrection, then Invasion -4
  });

  it('Bribery "cannot be prevented": no window opens, the pile is taken at once', () => {
    const t = new Table({ hands: [['Bribery', 'Farmer'], ['General']], feebleton: ['Noble'] });
    t.play(0, 'Bribery');
    expect(t.state.piles[0]!.map((p) => p.map((c) => c.card))).toEqual([['Noble', 'Bribery']]);
    expect(t.state.turn.seat).toBe(1);
  });

  it('a Guard played in a window does not block an End of Era already played', () => {
    const t = new Table({ hands: [['Marauders', 'Farmer'], ['Guard']], feebleton: ['Noble'] });
    t.play(0, 'Marauders');
    expect(t.legal(1)).toEqual([{ type: 'pass' }]);
    t.do({ type: 'pass' }, 1);
    expect(t.state.piles[0]).toHaveLength(1);
  });
});

describe('Marauders and Tyranny: when they may be played', () => {
  it('Marauders "Cannot be played if a Guard or the General is in Feebleton"', () => {
    for (const blocker of ['Guard', 'General'] as const) {
      const t = new Table({ hands: [['Marauders', 'Farmer'], []], feebleton: [blocker] });
      expect(t.legal(0).some((a) => a.type === 'play' && a.card === 'Marauders')).toBe(false);
      expect(t.try({ type: 'play', handle: t.h(0, 'Marauders'), card: 'Marauders' }, 0)).toMatchObject({ ok: false, error: { code: 'unplayable' } });
    }
    const free = new Table({ hands: [['Marauders'], []], feebleton: ['Spy'] });
    expect(free.legal(0)).toContainEqual({ type: 'play', handle: free.h(0, 'Marauders'), card: 'Marauders' });
  });

  it('Tyranny "Can only be played if a Council Member or the King is in Feebleton"', () => {
    const none = new Table({ hands: [['Tyranny', 'Farmer'], []], feebleton: ['Noble'] });
    expect(none.try({ type: 'play', handle: none.h(0, 'Tyranny'), card: 'Tyranny' }, 0).ok).toBe(false);
    for (const enabler of ['Council Member', 'King'] as const) {
      const t = new Table({ hands: [['Tyranny'], []], feebleton: [enabler] });
      expect(t.try({ type: 'play', handle: t.h(0, 'Tyranny'), card: 'Tyranny' }, 0).ok).toBe(true);
    }
  });
});

describe('a reacted card leaves public knowledge with the hand', () => {
  it('a Guard the Historian took (public) and then played in a window is no longer "known in hand"', () => {
    const t = new Table({ hands: [['Farmer'], ['Historian', 'Farmer'], ['Thief', 'Farmer']], feebleton: ['Guard'], turn: { seat: 1 } });
    t.play(1, 'Historian', { take: t.state.feebleton[0]!.handle });
    expect(t.state.known.map((k) => k.card)).toEqual(['Guard']);
    t.play(2, 'Thief', { target: 1 });
    t.do({ type: 'react', handle: t.h(1, 'Guard'), card: 'Guard' }, 1);
    expect(t.state.known).toEqual([]);
    expect(feebleton.invariants!(t.state).filter((v) => v.includes('known'))).toEqual([]); // a test table holds fewer than 71 cards
  });
});
