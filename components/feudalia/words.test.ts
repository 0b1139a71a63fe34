/**
 * Feudalia's words over random games of every scenario (half the moves the
 * smart bot's, as the conformance suite plays it): the log's sentences say in
 * English exactly what the engine's `describe` says; every legal move's label
 * is worded (no "undefined") and no two moves listed at once share one; every
 * refusal met (each legal move tried again, by every seat, in the next state)
 * is worded by refusals.ts rather than left in the engine's English.
 */
import { expect } from '@open-wc/testing';
import type { AnyGame, Seat } from '../../engine/core/game.js';
import { type AnyChooser, playout } from '../../engine/core/playout.js';
import type { RuleError } from '../../engine/core/result.js';
import { bots } from '../../engine/games/feudalia/bots.js';
import { feudalia } from '../../engine/games/feudalia/index.js';
import { selfPaid } from '../../engine/games/feudalia/notation.js';
import type { FeudaliaAction, FeudaliaState, ScenarioId } from '../../engine/games/feudalia/types.js';
import { actionLabel } from './labels.js';
import { describe as logWords } from './log-words.js';
import { refusal } from './refusals.js';

const names = ['Ana', 'Bo', 'Cy', 'Di'];

const UNSAID = '\u0000 not worded';
const smart = bots.smart!;

describe('Feudalia in words', () => {
  const met = new Map<string, RuleError>();
  let lines = 0;
  /** Log lines of a cube paid to the tax collector, and of cubes paid by themselves. */
  let taxed = 0;
  let selfPaidLines = 0;
  let labels = 0;

  for (const [scenario, seats, seed] of [
    ['learning', 2, 1],
    ['learning', 4, 2],
    ['overproduction', 3, 3],
    ['procurator', 2, 4],
    ['dirty-business', 4, 5],
    ['ready', 3, 6],
  ] as const satisfies readonly (readonly [ScenarioId, number, number])[])
    it(`${scenario}, ${seats} seats: log lines, labels and refusals`, function () {
      (this as { timeout(ms: number): void }).timeout(60_000);
      let stale: FeudaliaAction[] = [];
      const chooser: AnyChooser = (ctx) => {
        const state = ctx.state as FeudaliaState;
        const legal = ctx.legal as FeudaliaAction[];
        const view = feudalia.view(state, ctx.seat, ctx.knows);
        const words = legal.map((a) => actionLabel(a, names, view));
        expect(new Set(words).size, words.join(' | ')).to.equal(words.length);
        for (const w of words) expect(w).not.to.match(/undefined|NaN|\[object/);
        labels += words.length;
        for (const a of stale)
          for (let s: Seat = 0; s < seats; s++) {
            const r = feudalia.apply(state, a, s);
            if (!r.ok) met.set(r.error.code, r.error);
          }
        stale = legal.slice(0, 6);
        const action = ctx.rng.int(2) === 0 ? legal[ctx.rng.int(legal.length)]! : (smart(ctx) as FeudaliaAction);
        expect(logWords(state, action, ctx.seat, names)).to.equal(feudalia.describe(state, action, ctx.seat, names));
        lines++;
        if (/ to the tax collector$/.test(logWords(state, action, ctx.seat, names))) taxed++;
        if (selfPaid(state, action, ctx.seat).length) selfPaidLines++;
        return action;
      };
      const r = playout(feudalia as AnyGame, { seats, seed, choosers: chooser, config: { ...feudalia.defaultConfig(seats), scenario }, maxActions: 6000 });
      expect(r.end).not.to.equal('stuck');
    });

  it('worded every refusal met, and enough of everything', () => {
    const unsaid = [...met.values()].filter((e) => refusal({ ...e, message: UNSAID }) === UNSAID).map((e) => `${e.code}: ${e.message}`);
    expect(unsaid).to.deep.equal([]);
    expect(met.size).to.be.at.least(3);
    expect(lines).to.be.at.least(1000);
    expect(taxed).to.be.at.least(1);
    expect(selfPaidLines).to.be.at.least(1);
    expect(labels).to.be.at.least(5000);
  });
});
