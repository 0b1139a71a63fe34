import { expect, oneEvent } from '@open-wc/testing';
import './index.js';
import { act, roll, settleRandom, table } from '../../engine/games/feuville/fixture.js';
import type { FeuvilleState } from '../../engine/games/feuville/types.js';
import { feuville } from '../../engine/games/feuville/index.js';
import { mountTable } from './test-tables.js';
import { shadow, shadowAll, text } from '../../test/browser/helpers.js';
import { setLang } from './lang.js';

/** Ana (seat 0) to act with a 3 and a 5. */
function rolled(): FeuvilleState {
  return roll(table(3, 0), 3, 5);
}

/** Ana has used the 3 on the Fairy (and stored any charm): only the 5 is left. */
function oneDieLeft(): FeuvilleState {
  let s = settleRandom(act(rolled(), 0, { type: 'fairy', die: 0, slot: 0 }));
  if (s.players[0]!.hand) s = settleRandom(act(s, 0, { type: 'store' }));
  return s;
}

before(() => setLang('en'));

describe('fv-table', () => {
  it('shows the turn prompt, the dice with their results, the three rows of six and every player', async () => {
    const el = await mountTable(rolled(), 0);
    const banner = shadow<HTMLElement & { prompt: string; urgent: boolean }>(el, 'tt-turn-banner')!;
    expect(banner.prompt).to.equal('Your turn: use your dice (3 and 5) on a person, the Fairy, the Gnome or the Town Evaluation.');
    expect(banner.urgent).to.equal(true);
    const board = shadow(el, 'fv-board')!;
    const dice = shadow(board, 'fv-dice')!;
    expect(shadowAll(dice, 'li').map(text)).to.deep.equal(['Die 1: 3, not used yet', 'Die 2: 5, not used yet']);
    expect(shadowAll<HTMLElement & { pips: number }>(dice, 'fv-die').map((d) => d.pips)).to.deep.equal([3, 5]);
    for (const row of ['wall', 'tower', 'sky']) expect(shadowAll(board, `[data-key^="row:${row}:"]`)).to.have.length(6);
    expect(text(shadow(board, '#r-wall'))).to.match(/^Wall \d+ in the stack$/);
    expect(shadowAll(board, '[data-key^="decree:"]')).to.have.length(6);
    expect(shadowAll(board, '[data-key^="fairy:"]')).to.have.length(3);
    const players = shadowAll<HTMLElement & { name: string; me: boolean }>(el, 'fv-player');
    expect(players.map((p) => p.name)).to.deep.equal(['Ana', 'Bo', 'Cy']);
    expect(players[0]!.me).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('lists every legal action as a data-legal button with its kind, and sends the one chosen', async () => {
    const s = rolled();
    const el = await mountTable(s, 0);
    const snap = el.snapshot!;
    const moves = shadow(el, 'fv-moves')!;
    const buttons = shadowAll<HTMLButtonElement>(moves, 'button[data-legal]');
    expect(buttons).to.have.length(snap.legal.length);
    expect(buttons.map((b) => b.dataset.kind)).to.deep.equal(snap.legal.map((l) => l.action.type));
    expect(buttons.map(text)).to.deep.equal(snap.legal.map((l) => l.label));
    const i = snap.legal.findIndex((l) => l.action.type === 'fairy');
    setTimeout(() => buttons[i]!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal(snap.legal[i]!.action);
  });

  it('a click on a board tile that fits two moves (die or gnome) asks which, then sends it', async () => {
    const el = await mountTable(rolled(), 0);
    const board = shadow(el, 'fv-board')!;
    const spot = shadow<HTMLButtonElement>(board, '[data-key="row:wall:2"]')!;
    const before = spot.getBoundingClientRect();
    spot.click();
    await el.updateComplete;
    const menu = shadow(el, 'tt-choice-menu')!;
    await (menu as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    // It asks right there: just below the tile, over the table, which does not move (components/shared/anchor.ts).
    const at = spot.getBoundingClientRect();
    expect(at.top).to.be.closeTo(before.top, 1);
    expect(menu.getBoundingClientRect().top).to.be.closeTo(at.bottom + 4, 2);
    expect(menu.getBoundingClientRect().left).to.be.at.most(at.left + 1);
    const options = shadowAll<HTMLButtonElement>(menu, 'button.primary');
    expect(options.map(text)).to.have.length(2);
    expect(text(options[0])).to.match(/^Take the Wall tile.* from the Publican's column with the 3$/);
    expect(text(options[1])).to.contain('with the Gnome (both dice)');
    setTimeout(() => options[0]!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'tile', dice: [0], person: 3, row: 'wall' });
  });

  it('a click that fits one move sends it at once', async () => {
    const s = oneDieLeft();
    const el = await mountTable(s, 0);
    const board = shadow(el, 'fv-board')!;
    setTimeout(() => shadow<HTMLButtonElement>(board, '[data-key="row:tower:4"]')!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'tile', dice: [1], person: 5, row: 'tower' });
  });

  it('an illegal click shows why, in the sentence explain gives (a code no table words keeps its sentence)', async () => {
    const el = await mountTable(oneDieLeft(), 0);
    const board = shadow(el, 'fv-board')!;
    let asked: unknown = null;
    el.explain = (a) => {
      asked = a;
      return { code: 'no-such-die', message: 'No die shows a 1.' };
    };
    const spot = shadow<HTMLButtonElement>(board, '[data-key="row:sky:0"]')!;
    expect(spot.getAttribute('aria-disabled')).to.equal('true');
    spot.click();
    await el.updateComplete;
    expect(asked).to.deep.equal({ type: 'tile', dice: [1], person: 1, row: 'sky' });
    expect(text(shadow(el, '.reason'))).to.equal('No die shows a 1.');
  });

  it('the real dry run explains an illegal click too', async () => {
    const el = await mountTable(oneDieLeft(), 0);
    shadow<HTMLButtonElement>(shadow(el, 'fv-board'), '[data-key="row:sky:0"]')!.click();
    await el.updateComplete;
    expect(text(shadow(el, '.reason'))).to.not.equal('');
  });

  it('shows a spectator the waiting text, no prompt and no moves', async () => {
    const el = await mountTable(rolled(), null);
    expect(shadow<HTMLElement & { prompt: string }>(el, 'tt-turn-banner')!.prompt).to.equal("Ana's turn.");
    expect(shadow(el, 'fv-prompt')).to.equal(null);
    expect(shadowAll(shadow(el, 'fv-moves'), '[data-legal]')).to.have.length(0);
    expect(shadowAll(shadow(el, 'fv-board'), 'button')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('shows both dice on the Gnome and the person he imitates', async () => {
    const s = settleRandom(act(rolled(), 0, { type: 'skill', dice: [0, 1], person: 4 }));
    const el = await mountTable(s, 0);
    const board = shadow(el, 'fv-board')!;
    const dice = shadow(board, 'fv-dice')!;
    expect(shadowAll(dice, 'li').map(text)).to.deep.equal([
      'Die 1: 3, on the Gnome, who imitates the Architect',
      'Die 2: 5, on the Gnome, who imitates the Architect',
    ]);
    expect(text(shadow(board, '[data-key="person:4"] .sr-only'))).to.equal('4: Architect, Grumpy Gnome');
  });

  it('says the dice are being rolled before the roll, to everyone', async () => {
    // A networked room shows this while the shared randomness is drawn; a local dealer rolls at once,
    // so the snapshot is the local one with the view before the roll, and nothing to do meanwhile.
    const el = await mountTable(rolled(), 0);
    el.snapshot = { ...el.snapshot!, view: feuville.view(table(3, 0), 0, new Map()), legal: [], busy: true };
    await el.updateComplete;
    const board = shadow<HTMLElement & { updateComplete: Promise<unknown> }>(el, 'fv-board')!;
    await board.updateComplete;
    await shadow<HTMLElement & { updateComplete: Promise<unknown> }>(board, 'fv-dice')!.updateComplete;
    expect(shadow<HTMLElement & { prompt: string }>(el, 'tt-turn-banner')!.prompt).to.equal('Rolling the dice for Ana…');
    expect(text(shadow(shadow(shadow(el, 'fv-board'), 'fv-dice'), '.none'))).to.equal('The dice have not been rolled yet.');
  });

  it('focusPrompt puts the keyboard on the first spot a legal move uses', async () => {
    const el = await mountTable(rolled(), 0);
    await el.focusPrompt();
    const board = shadow(el, 'fv-board')!;
    const focused = board.shadowRoot!.activeElement as HTMLElement | null;
    expect(focused?.dataset.key).to.equal('person:1');
  });

  it('a shortcut takes the keyboard to the list of all moves', async () => {
    const el = await mountTable(rolled(), 0);
    const skip = shadow<HTMLButtonElement>(el, 'button.skip')!;
    expect(text(skip)).to.equal(`All moves (${el.snapshot!.legal.length})`);
    skip.click();
    const moves = shadow<HTMLElement & { updateComplete: Promise<unknown> }>(el, 'fv-moves')!;
    await moves.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    expect(moves.shadowRoot!.activeElement?.id).to.equal('h');
  });
});
