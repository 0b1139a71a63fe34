import { expect, fixture, html } from '@open-wc/testing';
import './table.js';
import './end-screen.js';
import type { MmTable } from './table.js';
import { medievalManor } from '../../engine/games/medieval-manor/index.js';
import type { MedievalManorAction, MedievalManorView } from '../../engine/games/medieval-manor/types.js';
import { LocalController } from '../../src/session/local.js';
import { memoryStore } from '../../test/browser/helpers.js';
import { labelOf } from '../../components/shared/manifest.js';
import { actionLabel } from './labels.js';
import { LAYOUT, rng } from './test-game.js';

/** Prefers moves that change the game (placing, converting, feeding well) so a seeded game ends in reasonable time. */
const EAGER = ['place', 'convert', 'grow', 'keep', 'accept', 'feed', 'discard', 'buy'];

describe('mm-table playthrough', () => {
  it('plays a whole 2-player hot-seat game through the data-legal buttons and the app\u2019s controller, checking each phase with axe', async function () {
    // About 4,000 moves, each rendered and some checked with axe: 100–180 s on a busy 2-core machine.
    (this as { timeout(ms: number): void }).timeout(400_000);
    const c = await LocalController.create<MedievalManorView, MedievalManorAction>(
      { game: medievalManor, store: memoryStore(), label: labelOf(actionLabel) },
      { gameId: 'medieval-manor', config: { layout: [...LAYOUT], firstLord: 0 }, names: ['Ana', 'Bo'], bots: [], seed: 35 },
    );
    const pick = rng(135);
    const el = await fixture<MmTable>(html`<mm-table></mm-table>`);
    const checked = new Set<string>();
    let moves = 0;
    for (; moves < 20_000; moves++) {
      const snap = c.snapshot();
      const v = snap.view;
      if (v.phase === 'over') break;
      const options = snap.legal.map((l) => l.action);
      expect(options.length, `move ${moves}: the device's player ${snap.mySeat} has moves`).to.be.greaterThan(0);
      const eager = options.flatMap((a, i) => (EAGER.includes(a.type) ? [i] : []));
      const trade = options.flatMap((a, i) => (a.type === 'trade' && (a.done || a.items[0]?.type === 'accept') ? [i] : []));
      const pool = v.phase === 'trade' ? (pick() < 0.3 ? options.map((_, i) => i) : trade) : eager.length && pick() < 0.8 ? eager : options.map((_, i) => i);
      const i = pool[Math.floor(pick() * pool.length)]!;
      // Through the UI: the first 300 moves, every 10th up to 3,000, and the first move of each phase.
      if (moves >= 300 && (moves % 10 !== 0 || moves >= 3000) && checked.has(v.phase)) {
        expect((await c.act(options[i]!)).ok, `move ${moves}`).to.equal(true);
        continue;
      }
      el.snapshot = snap;
      el.explain = (a) => c.explain(a as MedievalManorAction);
      await el.updateComplete;
      const list = el.shadowRoot!.querySelector('tt-all-moves')!;
      await list.updateComplete;
      const buttons = [...list.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[data-legal]')];
      expect(buttons.length, `move ${moves}`).to.equal(options.length);
      if (!checked.has(v.phase)) {
        checked.add(v.phase);
        // axe reads colours where things rest: a card still flying to its place (components/shared/motion.ts) lands first.
        await Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        );
        await expect(el).to.be.accessible();
      }
      let sent: MedievalManorAction | null = null;
      const take = (e: Event) => (sent = (e as CustomEvent<{ action: MedievalManorAction }>).detail.action);
      el.addEventListener('tt-act', take);
      buttons[i]!.click();
      el.removeEventListener('tt-act', take);
      expect(sent).to.deep.equal(options[i]);
      expect((await c.act(sent!)).ok, `move ${moves}`).to.equal(true);
    }
    const end = c.snapshot();
    expect(end.view.phase).to.equal('over');
    expect(end.outcome).not.to.equal(null);
    expect([...checked]).to.include.members(['draw', 'trade', 'work', 'feeding']);
    el.snapshot = end;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('tt-turn-banner')!.prompt).to.match(/^Game over: (Ana|Bo) wins with \d+ Victory Points\.$/);
    const screen = await fixture(html`<mm-end-screen .view=${end.view} .names=${['Ana', 'Bo']}></mm-end-screen>`);
    expect(screen.shadowRoot!.querySelector('h2')!.textContent).to.contain('wins');
    console.log(`a whole Medieval Manor hot-seat game through the table: ${moves} moves`);
    c.dispose();
  });
});
