import { expect, fixture, html } from '@open-wc/testing';
import './table.js';
import type { FlTable } from './table.js';
import { felinia } from '../../engine/games/felinia/index.js';
import type { FeliniaAction, FeliniaView } from '../../engine/games/felinia/types.js';
import { LocalController } from '../../src/session/local.js';
import { memoryStore } from '../../test/browser/helpers.js';
import { labelOf } from '../../components/shared/manifest.js';
import { seededRng } from '../../engine/core/rng.js';
import { actionLabel } from './labels.js';

/** The buttons the drawing offers (the choices box, the harbour's boats and markets, the island's provinces), with their words. */
async function drawn(el: FlTable): Promise<{ button: HTMLButtonElement; words: string }[]> {
  await el.updateComplete;
  const root = el.shadowRoot!;
  const harbour = root.querySelector('fl-harbour')!;
  const island = root.querySelector('fl-island')!;
  await Promise.all([harbour.updateComplete, island.updateComplete]);
  return [
    ...[...root.querySelectorAll<HTMLButtonElement>('.choices button'), ...harbour.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.act')].map(
      (button) => ({ button, words: button.textContent!.trim() }),
    ),
    // A province's button says the move, then its country in brackets.
    ...[...island.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.target')].map((button) => ({
      button,
      words: button.getAttribute('aria-label')!.replace(/ \([^)]*\)$/, ''),
    })),
  ];
}

describe('fl-table', () => {
  for (const variant of ['basic', 'advanced'] as const)
    it(`plays a whole 3-player hot-seat ${variant} game through the drawn table alone: every legal move is one button on it, checked with axe in each phase`, async function () {
      (this as { timeout(ms: number): void }).timeout(300_000);
      const c = await LocalController.create<FeliniaView, FeliniaAction>(
        { game: felinia, store: memoryStore(), label: labelOf(actionLabel) },
        { gameId: 'felinia', config: { ...felinia.defaultConfig(3), variant }, names: ['Ana', 'Bo', 'Cy'], bots: [], seed: 21 },
      );
      const pick = seededRng(121);
      const el = await fixture<FlTable>(html`<fl-table></fl-table>`);
      const sent: FeliniaAction[] = [];
      el.addEventListener('tt-act', (e) => sent.push((e as CustomEvent<{ action: FeliniaAction }>).detail.action));
      const phases = new Set<string>();
      let moves = 0;
      for (; moves < 3000; moves++) {
        // The advanced game's secret cards: the device is passed to each player in turn.
        c.acceptHandoff();
        const snap = c.snapshot();
        if (snap.view.phase === 'over') break;
        el.snapshot = snap;
        el.explain = (a) => c.explain(a as FeliniaAction);
        const buttons = await drawn(el);
        const labels = snap.legal.map((l) => actionLabel(l.action, snap.names, snap.view));
        expect(buttons.map((b) => b.words).sort(), `move ${moves}`).to.deep.equal([...labels].sort());
        if (!phases.has(snap.view.phase)) {
          phases.add(snap.view.phase);
          await expect(el).to.be.accessible();
        }
        // Mostly anything but selling, so a game goes on; sometimes a sale.
        const keep = buttons.filter((_, i) => snap.legal[labels.indexOf(buttons[i]!.words)]!.action.type !== 'sell');
        const pool = keep.length && pick.int(20) > 0 ? keep : buttons;
        const chosen = pool[pick.int(pool.length)]!;
        chosen.button.click();
        const action = sent.at(-1)!;
        expect(actionLabel(action, snap.names, snap.view), `move ${moves}`).to.equal(chosen.words);
        expect((await c.act(action)).ok, `move ${moves}`).to.equal(true);
      }
      expect(c.snapshot().view.phase).to.equal('over');
      expect([...phases]).to.include.members(['bidding', 'trading', 'exploration', ...(variant === 'advanced' ? ['reveal'] : [])]);
      expect(moves).to.equal(sent.length);
    });

  it('tells a watcher whose turn it is and offers no move', async () => {
    const c = await LocalController.create<FeliniaView, FeliniaAction>(
      { game: felinia, store: memoryStore(), label: labelOf(actionLabel) },
      { gameId: 'felinia', config: felinia.defaultConfig(2), names: ['Ana', 'Bo'], bots: [], seed: 3 },
    );
    const snap = c.snapshot();
    const turn = snap.view.toAct[0]!;
    const el = await fixture<FlTable>(html`<fl-table .snapshot=${{ ...snap, mySeat: null, legal: [] }}></fl-table>`);
    expect(await drawn(el)).to.have.length(0);
    expect(el.shadowRoot!.querySelector('tt-turn-banner')!.prompt).to.contain(`${snap.names[turn]}'s turn`);
  });
});
