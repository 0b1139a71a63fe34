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

  describe('a networked record (its signed entries, checked as a peer does)', () => {
    type Rec = { names: string[]; moves: unknown[]; entries: { body: Record<string, unknown> }[] };
    const fixtureRecord = async (): Promise<Rec> => (await fetch('/test/fixtures/v1-feebleton-2p.json')).json() as Promise<Rec>;
    const open = async (rec: unknown) => {
      const el = await fixture<TtReplayPage>(html`<tt-replay-page></tt-replay-page>`);
      const root = el.shadowRoot!;
      const paste = root.querySelector<HTMLTextAreaElement>('#paste')!;
      paste.value = JSON.stringify(rec);
      paste.dispatchEvent(new Event('input'));
      [...root.querySelectorAll('button')].find((b) => b.textContent === 'Open')!.click();
      await until(() => !!root.querySelector('fb-table'), 'the replayed table', 30_000);
      return root;
    };

    it('that checks out says it is verified', async function () {
      (this as { timeout(ms: number): void }).timeout(60_000);
      const rec = await fixtureRecord();
      const root = await open(rec);
      expect(root.querySelector('.note[role="status"]')!.textContent).to.equal(
        `Verified: every signature and proof in this record checks out (${rec.moves.length} moves, to the end of the game).`,
      );
      expect(root.querySelector('label[for="pos"]')!.textContent).to.equal(`Move 0 of ${rec.moves.length}`);
    });

    it('with edited names shows the signed names and says the record\u2019s differ', async function () {
      (this as { timeout(ms: number): void }).timeout(60_000);
      const rec = await fixtureRecord();
      const root = await open({ ...rec, names: ['Mallory', 'Eve'] });
      expect(root.querySelector('h2')!.textContent).to.contain('P0, P1').and.not.contain('Mallory');
      expect(root.querySelector('.note[role="status"]')!.textContent).to.contain('differs from the signed seats');
    });

    it('with a tampered move steps through the moves that check out, not the record\u2019s list', async function () {
      (this as { timeout(ms: number): void }).timeout(60_000);
      const rec = await fixtureRecord();
      const at = rec.entries.findIndex((e, i) => e.body.t === 'move' && rec.entries.slice(0, i).filter((x) => x.body.t === 'move').length === 40);
      const entries = rec.entries.map((e, i) => (i === at ? { ...e, body: { ...e.body, seat: 1 - (e.body.seat as number) } } : e));
      const root = await open({ ...rec, entries });
      expect(root.querySelector('[role="alert"]')!.textContent).to.contain('Showing the 40 moves that check out');
      expect(root.querySelector('label[for="pos"]')!.textContent).to.equal('Move 0 of 40');
      expect(root.querySelector('.note[role="status"]')).to.equal(null);
    });
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
