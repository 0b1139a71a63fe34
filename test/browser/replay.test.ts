import { expect, fixture, html } from '@open-wc/testing';
import '../../src/app/replay-page.js';
import type { TtReplayPage } from '../../src/app/replay-page.js';
import { loadGameUi } from '../../src/games.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { LocalController } from '../../src/session/local.js';
import { memoryStore, until } from './helpers.js';

describe('tt-replay-page', () => {
  it('opens a pasted record and steps through it move by move, from any seat', async () => {
    const ui = await loadGameUi('feebleton');
    const c = await LocalController.create<FeebletonView, FeebletonAction>(
      { game: ui.game, store: memoryStore() },
      { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [], seed: 9 },
    );
    for (let i = 0; i < 6; i++) {
      c.acceptHandoff();
      await c.act(c.snapshot().legal[0]!.action);
    }
    const record = c.exportRecord();
    const el = await fixture<TtReplayPage>(html`<tt-replay-page></tt-replay-page>`);
    const root = el.shadowRoot!;
    const paste = root.querySelector<HTMLTextAreaElement>('#paste')!;
    paste.value = JSON.stringify(record);
    paste.dispatchEvent(new Event('input'));
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'Open')!.click();
    await until(() => !!root.querySelector('fb-table'), 'the replayed table');
    expect(root.querySelector('label[for="pos"]')!.textContent).to.equal(`Move 0 of ${record.moves.length}`);
    [...root.querySelectorAll('button')].find((b) => b.textContent!.includes('Next'))!.click();
    await el.updateComplete;
    expect(root.querySelector('[role="status"]')!.textContent).to.equal(`Move 1: ${record.moves[0]!.text}`);
    const table = root.querySelector('fb-table')!;
    await table.updateComplete;
    expect(table.shadowRoot!.querySelector('tt-hand')).to.equal(null);
    const select = root.querySelector<HTMLSelectElement>('#seat')!;
    select.value = '1';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await table.updateComplete;
    expect(table.shadowRoot!.querySelector('#hand-h')!.textContent).to.contain('Bo');
    await expect(el).to.be.accessible();
  });

  it('says what is wrong with a file that is not a record', async () => {
    const el = await fixture<TtReplayPage>(html`<tt-replay-page></tt-replay-page>`);
    const root = el.shadowRoot!;
    const paste = root.querySelector<HTMLTextAreaElement>('#paste')!;
    paste.value = '{"hello": 1}';
    paste.dispatchEvent(new Event('input'));
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'Open')!.click();
    await until(() => !!root.querySelector('.error'), 'an error message');
    expect(root.querySelector('.error')!.textContent).to.contain('not a game record');
  });
});
