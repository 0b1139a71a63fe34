import { expect, fixture, html } from '@open-wc/testing';
import './table.js';
import './end-screen.js';
import type { MmTable } from './table.js';
import type { MedievalManorAction } from '../../engine/games/medieval-manor/types.js';
import { legal, play, rng, snapshotOf, start, viewOf } from './test-game.js';

/** Prefers moves that change the game (placing, converting, feeding well) so a seeded game ends in reasonable time. */
const EAGER = ['place', 'convert', 'grow', 'keep', 'accept', 'feed', 'discard', 'buy'];

describe('mm-table playthrough', () => {
  it('plays a whole 2-player game (seed 35) through the data-legal buttons, checking each phase with axe', async function () {
    (this as { timeout(ms: number): void }).timeout(120_000);
    // Seed 35 ended after ~1,500 moves when written, visiting every phase the players act in, the End Phase too.
    let { s, rand } = start(2, 35);
    const pick = rng(135);
    const el = await fixture<MmTable>(html`<mm-table></mm-table>`);
    const checked = new Set<string>();
    let moves = 0;
    for (; moves < 20_000; moves++) {
      const v = viewOf(s, null);
      if (v.phase === 'over') break;
      const seat = v.toAct[0]!;
      const options = legal(s, seat);
      const eager = options.flatMap((a, i) => (EAGER.includes(a.type) ? [i] : []));
      const trade = options.flatMap((a, i) => (a.type === 'trade' && (a.done || a.items[0]?.type === 'accept') ? [i] : []));
      const pool = v.phase === 'trade' ? (pick() < 0.3 ? options.map((_, i) => i) : trade) : eager.length && pick() < 0.8 ? eager : options.map((_, i) => i);
      const i = pool[Math.floor(pick() * pool.length)]!;
      // Through the UI: the first 300 moves, every 10th up to 3,000, and the first move of each phase.
      if (moves >= 300 && (moves % 10 !== 0 || moves >= 3000) && checked.has(v.phase)) {
        s = play(s, seat, options[i]!, rand);
        continue;
      }
      el.snapshot = snapshotOf(s, seat);
      await el.updateComplete;
      const list = el.shadowRoot!.querySelector('mm-all-moves')!;
      await list.updateComplete;
      const buttons = [...list.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[data-legal]')];
      expect(buttons.length, `move ${moves}`).to.equal(options.length);
      if (!checked.has(v.phase)) {
        checked.add(v.phase);
        await expect(el).to.be.accessible();
      }
      let sent: MedievalManorAction | null = null;
      const take = (e: Event) => (sent = (e as CustomEvent<{ action: MedievalManorAction }>).detail.action);
      el.addEventListener('tt-act', take);
      buttons[i]!.click();
      el.removeEventListener('tt-act', take);
      expect(sent).to.deep.equal(options[i]);
      s = play(s, seat, sent!, rand);
    }
    const end = viewOf(s, 0);
    expect(end.phase).to.equal('over');
    expect([...checked]).to.include.members(['draw', 'trade', 'work', 'feeding']);
    el.snapshot = snapshotOf(s, 0);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('tt-turn-banner')!.prompt).to.match(/^Game over: (Ana|Bo) wins with \d+ Victory Points\.$/);
    const screen = await fixture(html`<mm-end-screen .view=${end} .names=${['Ana', 'Bo']}></mm-end-screen>`);
    expect(screen.shadowRoot!.querySelector('h2')!.textContent).to.contain('wins');
  });
});
