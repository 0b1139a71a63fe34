import { expect, oneEvent } from '@open-wc/testing';
import './index.js';
import { act, roll, settleRandom, table } from '../../engine/games/feuville/fixture.js';
import type { FeuvilleState } from '../../engine/games/feuville/types.js';
import { mountTable } from './test-tables.js';
import { shadow, shadowAll, text } from '../../test/browser/helpers.js';
import { setLang } from './lang.js';

/**
 * Ana uses the Publican with her 3 ("Free tiles for all!"), takes the first wall
 * tile and stores it: now Bo, clockwise, chooses a tile he must build at once
 * (the rulebook, "Publican").
 */
function guests(): FeuvilleState {
  let s = roll(table(3, 0), 3, 5);
  s = settleRandom(act(s, 0, { type: 'skill', dice: [0], person: 3 }));
  s = settleRandom(act(s, 0, { type: 'pick', row: 'wall', slot: 0 }));
  return settleRandom(act(s, 0, { type: 'store' }));
}

before(() => setLang('en'));

describe('fv-table: a Publican guest chooses out of turn', () => {
  it('asks Bo, focused, and a click on a tile offers where he can build it', async () => {
    const el = await mountTable(guests(), 1);
    const prompt = shadow<HTMLElement & { updateComplete: Promise<unknown> }>(el, 'fv-prompt')!;
    await prompt.updateComplete;
    expect(text(shadow(prompt, 'h2'))).to.equal("Free tiles for all! Ana's Publican: choose a tile to build at once, or take none.");
    // Too many tiles to list in the prompt: the board shows them, the prompt keeps "take none".
    const answers = shadowAll<HTMLButtonElement>(prompt, 'button');
    expect(answers.map(text)).to.deep.equal(['Take no tile']);
    expect(prompt.shadowRoot!.activeElement).to.equal(answers[0]);
    const board = shadow(el, 'fv-board')!;
    expect(shadow(board, '[data-key="row:wall:0"]')!.hasAttribute('data-legal-spot')).to.equal(false);
    shadow<HTMLButtonElement>(board, '[data-key="row:wall:1"]')!.click();
    await el.updateComplete;
    const menu = shadow(el, 'tt-choice-menu')!;
    await (menu as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const options = shadowAll<HTMLButtonElement>(menu, 'button.primary');
    expect(options.map(text).map((l) => l.replace(/^Take the Wall tile.* from column 2 and build it /, ''))).to.deep.equal([
      'at the left end',
      'at the right end',
    ]);
    setTimeout(() => options[1]!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'pick', row: 'wall', slot: 1, at: 'right' });
    await expect(el).to.be.accessible();
  });

  it('tells Ana and Cy whom the Publican waits for', async () => {
    for (const seat of [0, 2]) {
      const el = await mountTable(guests(), seat);
      expect(shadow<HTMLElement & { prompt: string }>(el, 'tt-turn-banner')!.prompt).to.equal("Ana's Publican: waiting for Bo to choose a tile.");
      expect(shadow(el, 'fv-prompt')).to.equal(null);
      expect(shadowAll(shadow(el, 'fv-moves'), '[data-legal]')).to.have.length(0);
    }
  });

  it('Ana places the tile she took from a button beside her town', async () => {
    let s = roll(table(3, 0), 3, 5);
    s = settleRandom(act(s, 0, { type: 'skill', dice: [0], person: 3 }));
    s = settleRandom(act(s, 0, { type: 'pick', row: 'wall', slot: 0 }));
    const el = await mountTable(s, 0);
    const ana = shadowAll(el, 'fv-player')[0]!;
    const held = shadow<HTMLButtonElement>(ana, '.hand button')!;
    expect(text(held)).to.match(/^Just taken, to place: Wall tile/);
    held.click();
    await el.updateComplete;
    const menu = shadow(el, 'tt-choice-menu')!;
    await (menu as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(shadowAll<HTMLButtonElement>(menu, 'button.primary').map((b) => b.dataset.kind)).to.deep.equal(['build', 'build', 'store']);
    setTimeout(() => shadow<HTMLButtonElement>(shadow(ana, 'fv-town'), '[data-key="end:0:left"]')!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'build', from: 'hand', at: 'left' });
  });
});
