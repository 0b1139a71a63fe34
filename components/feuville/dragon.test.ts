import { expect, oneEvent } from '@open-wc/testing';
import './index.js';
import { col, fairyOf, find, giveBoard, isPlain, roll, table, withColumns } from '../../engine/games/feuville/fixture.js';
import type { FeuvilleState } from '../../engine/games/feuville/types.js';
import { mountTable } from './test-tables.js';
import { shadow, shadowAll, text } from '../../test/browser/helpers.js';
import { setLang } from './lang.js';

/**
 * Bo (seat 1) has four columns besides his start tile, one under a sky with 2
 * clouds: 2 clouds for 4 columns, so 2 of them must burn
 * (the rulebook, "Dragomir the Dragon", Example B), and he holds a Fire Protection.
 */
function boTown(burnt = false): FeuvilleState {
  let s = table(3, 0);
  const [w1, w2, w3, w4] = find(s, 'wall', isPlain, 4);
  const [t1] = find(s, 'tower', (t) => t.corner === null, 1);
  const [sky] = find(s, 'sky', (t) => t.clouds === 2, 1);
  const start = s.players[1]!.columns[0]!;
  s = withColumns(s, 1, [start, col([w1!]), col([w2!], burnt), col([w3!]), col([w4!, t1!, sky!])]);
  return giveBoard(s, 1, [], fairyOf('fire'));
}

/** Ana throws a double 4: Dragomir wakes. */
const attacked = (): FeuvilleState => roll(boTown(), 4, 4);

before(() => setLang('en'));

describe('fv-town', () => {
  it('draws the columns bottom-up with the start tile, and the clouds against the columns', async () => {
    const el = await mountTable(boTown(), 0);
    const bo = shadowAll(el, 'fv-player')[1]!;
    const town = shadow(bo, 'fv-town')!;
    const cols = shadowAll(town, '.col');
    expect(cols).to.have.length(5);
    expect(cols.map((c) => c.querySelectorAll('.tile').length)).to.deep.equal([1, 1, 1, 1, 3]);
    expect(cols[0]!.querySelector('.tile')!.classList.contains('start')).to.equal(true);
    expect(text(cols[0]!.querySelector('.sr-only'))).to.equal('Column 1: Wall tile (start)');
    // Bottom-up: the wall is the first tile of the column, the sky the last.
    expect([...cols[4]!.querySelectorAll('.tile')].map((t) => t.classList[1])).to.deep.equal(['wall', 'tower', 'sky']);
    const cover = shadow(town, '.cover')!;
    expect(text(cover.querySelector('.sr-only'))).to.equal('2 clouds for 4 columns to cover (5 in all; the start column never burns)');
    expect(text(cover.querySelector('.bad'))).to.equal('2 columns would burn');
    expect(text(shadow(shadow(shadowAll(el, 'fv-player')[0], 'fv-town'), '.good'))).to.equal('safe from the dragon');
  });

  it('shows a burnt column as a ruin', async () => {
    const el = await mountTable(boTown(true), 1);
    const town = shadow(shadowAll(el, 'fv-player')[1], 'fv-town')!;
    const ruin = shadowAll(town, '.col')[2]!;
    expect(ruin.querySelector('.tile')!.classList.contains('ruin')).to.equal(true);
    expect(text(ruin.querySelector('.sr-only'))).to.match(/^Column 3: Wall tile\. ruin$/);
  });
});

describe('fv-table: the dragon asks out of turn', () => {
  it('asks Bo which columns burn, focused on the first answer, with Fire Protection offered', async () => {
    const el = await mountTable(attacked(), 1);
    const prompt = shadow<HTMLElement & { updateComplete: Promise<unknown> }>(el, 'fv-prompt')!;
    await prompt.updateComplete;
    expect(text(shadow(prompt, 'h2'))).to.equal(
      'Dragomir attacks! Your clouds do not cover your town: choose 2 columns to burn. Or play your Fire Protection.',
    );
    const answers = shadowAll<HTMLButtonElement>(prompt, 'button');
    // The engine lets any non-start column burn, the clouded one too (German rulebook: "sollten nicht abbrennen").
    // One column at a time: each burnable column is an answer, not each pair of them.
    expect(answers.map((b) => b.dataset.kind)).to.deep.equal(['burn', 'burn', 'burn', 'burn', 'fire']);
    expect(answers.map(text).slice(0, 2)).to.deep.equal(['Let column 2 burn', 'Let column 3 burn']);
    expect(text(answers[4])).to.equal('Play Fire Protection: the dragon flies past');
    expect(prompt.shadowRoot!.activeElement).to.equal(answers[0]);
    expect(shadowAll(shadow(el, 'fv-moves'), '[data-kind="burn"]')).to.have.length(4);
    setTimeout(() => answers[1]!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'burn', columns: [2] });
    await expect(el).to.be.accessible();
  });

  it('a click on one of his columns lets that column burn', async () => {
    const el = await mountTable(attacked(), 1);
    const town = shadow(shadowAll(el, 'fv-player')[1], 'fv-town')!;
    setTimeout(() => shadow<HTMLButtonElement>(town, '[data-key="col:1:3"]')!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'burn', columns: [3] });
  });

  it('tells the others whom the table waits for', async () => {
    const el = await mountTable(attacked(), 0);
    const banner = shadow<HTMLElement & { prompt: string; urgent: boolean }>(el, 'tt-turn-banner')!;
    expect(banner.prompt).to.equal('Dragomir attacks! Waiting for Bo to choose which columns burn.');
    expect(banner.urgent).to.equal(false);
    expect(shadow(el, 'fv-prompt')).to.equal(null);
    const dice = shadow(shadow(el, 'fv-board'), 'fv-dice')!;
    expect(shadowAll(dice, 'li').map(text)).to.deep.equal(['Die 1: 4, on the Dragon', 'Die 2: 4, on the Dragon']);
    expect(text(shadow(dice, '.double'))).to.equal('A double: Dragomir the Dragon wakes!');
  });
});
