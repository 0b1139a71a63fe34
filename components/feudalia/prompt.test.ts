/**
 * Feudalia's words that a play-tester found wrong: the banner's phase (the
 * main phase begins as soon as the start phase is over, not at the turn's first
 * move), one card against several, a master's coins paid from the treasury
 * rather than its fief, the cubes the tax collector takes in the log, and the
 * hand-over screen's sentence after a log line.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { master } from '../../engine/games/feudalia/cards.js';
import { act, dealt, withCubes, withHand } from '../../engine/games/feudalia/fixture.js';
import { feudalia } from '../../engine/games/feudalia/index.js';
import { withPlayer } from '../../engine/games/feudalia/state.js';
import type { FeudaliaState, Shown } from '../../engine/games/feudalia/types.js';
import '../../components/shared/handoff-screen.js';
import type { TtHandoffScreen } from '../../components/shared/handoff-screen.js';
import { text } from '../../test/browser/helpers.js';
import { masterActionWords } from './card-words.js';
import { actionLabel } from './labels.js';
import { describe as logWords } from './log-words.js';
import { phaseWords, tablePrompt } from './prompt.js';

const names = ['Ana', 'Bo', 'Cy'];
const knowing = (hand: readonly Shown[]) => new Map(hand.map((c) => [c.handle, c.card]));

/** Ana's first turn with this hand (the Learning Game, dealt without randomness). */
function turn(cards: Parameters<typeof withHand>[2], s: FeudaliaState = dealt()) {
  const { state, hand } = withHand(s, 0, cards);
  const knows = knowing(hand);
  return { state, hand, knows, legal: feudalia.legalActions(state, 0, knows) };
}

describe('Feudalia banner: the phase', () => {
  it('says the main phase once the start phase is over, before the turn\u2019s first move (no tax collector in hand)', () => {
    const { state, knows, legal } = turn(['serf', 'serf', 'merchant', 'reaper', 'pastor']);
    // The engine marks the tax collector's step behind only at the first move: the words must not wait for it.
    expect(state.turn.taxed).to.equal(false);
    expect(tablePrompt(feudalia.view(state, 0, knows), names, 0, legal).text).to.match(/^Main phase, your turn: /);
    expect(tablePrompt(feudalia.view(state, 1, new Map()), names, 1, []).text).to.equal("Main phase: Ana's turn.");
  });

  it('says the start phase while the tax collector is to be played or is being paid', () => {
    const { state, hand, knows, legal } = turn(['tax-collector', 'serf', 'serf', 'merchant', 'reaper'], withCubes(dealt(), 0, 0, { wheat: 2, wood: 2 }));
    expect(legal.map((a) => a.type)).to.deep.equal(['tax']);
    expect(tablePrompt(feudalia.view(state, 0, knows), names, 0, legal).text).to.match(/^Start phase, your turn: the Tax Collector/);
    // A watcher knows of a tax collector kept from the last turn.
    const kept = withPlayer(state, 0, (p) => ({ ...p, kept: [hand[0]!.handle] }));
    expect(phaseWords(feudalia.view(kept, 1, new Map()))).to.equal('Start phase');
    const paying = act(state, 0, legal[0]!);
    expect(paying.step.kind).to.equal('pay');
    expect(tablePrompt(feudalia.view(paying, 1, new Map()), names, 1, []).text).to.equal("Start phase: Ana's turn.");
    // The log says where a cube chosen goes (a cube with one way only is paid without a move, so without a line).
    const pay = feudalia.legalActions(paying, 0, knows).find((a) => a.type === 'pay')!;
    expect(logWords(paying, pay, 0, names)).to.match(/^Ana pays a wheat from the \w+ fief to the tax collector$/);
    // Once it is paid, the main phase.
    let s = paying;
    while (s.step.kind === 'pay') s = act(s, 0, feudalia.legalActions(s, 0, knows).find((a) => a.type === 'pay')!);
    expect(phaseWords(feudalia.view(s, 1, new Map()))).to.equal('Main phase');
  });
});

describe('Feudalia words: one and many', () => {
  it('ends a turn with 1 card serving the court, or several serving it', () => {
    const { state, knows } = turn(['serf', 'serf', 'merchant']);
    const v = feudalia.view(state, 0, knows);
    const [one, two] = [state.players[0]!.hand.slice(0, 1), state.players[0]!.hand.slice(0, 2)].map((h) =>
      h.map((handle) => ({ handle, card: knows.get(handle)! })),
    );
    expect(actionLabel({ type: 'end', shown: one!, kept: [] }, names, v)).to.equal('End your turn: 1 card serves the court');
    expect(actionLabel({ type: 'end', shown: two!, kept: [] }, names, v)).to.equal('End your turn: 2 cards serve the court');
    expect(actionLabel({ type: 'end', shown: one!, kept: one! }, names, v)).to.match(/^End your turn: 1 card serves the court, the Tax Collector/);
    expect(logWords(state, { type: 'end', shown: one!, kept: [] }, 0, names)).to.equal('Ana ends the turn, serving the court with 1 card');
    expect(logWords(state, { type: 'end', shown: two!, kept: [] }, 0, names)).to.equal('Ana ends the turn, serving the court with 2 cards');
  });

  it('says a master\u2019s coins come from the treasury and only its cubes from its fief', () => {
    expect(masterActionWords(master('vintner'))[0]).to.equal("Once a turn, paying 1 coin: 2 cubes of the fief's resource");
    expect(masterActionWords(master('wheelwright'))[0]).to.equal('Once a turn, paying 1 coin and 2 wood from its fief: 1 stone');
    expect(masterActionWords(master('miller'))[0]).to.equal('Once a turn, paying 2 wheat from its fief: +3 coins');
  });

  it('ends the hand-over screen\u2019s last move with a full stop, once', async () => {
    const el = await fixture<TtHandoffScreen>(html`<tt-handoff-screen .seat=${1} name="Bo" reason="Ana hires a Reaper"></tt-handoff-screen>`);
    expect(text(el.shadowRoot!.querySelector('#d'))).to.equal('Ana hires a Reaper. Hands stay hidden until Bo is ready.');
    el.reason = 'Ana plays a Thief on Bo.';
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('#d'))).to.equal('Ana plays a Thief on Bo. Hands stay hidden until Bo is ready.');
  });
});
