/**
 * Act where the thing is (issue 13), Feebleton: along a seeded 3-player hot-seat
 * game, every legal play is made by clicking its card in the hand — and, when
 * the card can be played several ways, choosing in the menu that opens beside
 * it — and the click sends exactly the legal action the controller lists for it.
 * (Feuville's board: components/feuville/act.test.ts.)
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/feebleton/table.js';
import type { FbTable, FeebletonSnapshot } from '../../components/feebleton/table.js';
import { actionLabel } from '../../components/feebleton/labels.js';
import { labelOf } from '../../components/shared/manifest.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { LocalController } from '../../src/session/local.js';
import { memoryStore, text, until } from './helpers.js';

type Lit = HTMLElement & { updateComplete: Promise<unknown> };

/** Clicks the card `handle` in the hand and, if a menu opens, the option worded `label`; what the table sends. */
async function clickToPlay(el: FbTable, handle: number, label: string): Promise<unknown> {
  const sent: unknown[] = [];
  const listen = (e: Event) => sent.push((e as CustomEvent<{ action: unknown }>).detail.action);
  el.addEventListener('tt-act', listen);
  try {
    const hand = el.shadowRoot!.querySelector('tt-hand')!;
    await hand.updateComplete;
    const i = hand.cards.findIndex((c) => c.key === String(handle));
    hand.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.card')[i]!.click();
    await until(() => sent.length > 0 || !!el.shadowRoot!.querySelector('tt-choice-menu'), `a move or a menu after clicking card ${handle}`);
    if (sent.length) return sent[0];
    const menu = el.shadowRoot!.querySelector<Lit>('tt-choice-menu')!;
    await menu.updateComplete;
    const option = [...menu.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.primary')].find((b) => text(b) === label);
    if (!option) return `no option "${label}"`;
    option.click();
    await el.updateComplete;
    return sent[0] ?? `the option "${label}" sent nothing`;
  } finally {
    el.removeEventListener('tt-act', listen);
  }
}

describe('fb-table: a click on a card plays what the controller lists', () => {
  it('every legal play at 40 positions of a seeded 3-player game (seed 21)', async function () {
    (this as { timeout(ms: number): void }).timeout(180_000); // many clicks, each waited for; slower on a shared CI machine
    const c = await LocalController.create<FeebletonView, FeebletonAction>(
      { game: feebleton as unknown as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
      { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo', 'Cy'], bots: [], seed: 21 },
    );
    const el = await fixture<FbTable>(html`<fb-table></fb-table>`);
    el.explain = (a) => c.explain(a);
    let clicked = 0;
    let menus = 0;
    for (let position = 0; position < 40; position++) {
      let s = c.snapshot() as FeebletonSnapshot;
      if (s.outcome) break;
      if (s.handoff) {
        c.acceptHandoff();
        s = c.snapshot() as FeebletonSnapshot;
      }
      for (const l of s.legal) {
        if (l.action.type !== 'play') continue;
        el.snapshot = { ...s };
        await el.updateComplete;
        const handle = l.action.handle;
        const ways = s.legal.filter((x) => x.action.type === 'play' && x.action.handle === handle).length;
        const sent = await clickToPlay(el, handle, l.label);
        expect(sent, `position ${position}, ${l.label}`).to.deep.equal(l.action);
        clicked++;
        if (ways > 1) menus++;
        el.snapshot = { ...s, legal: [] };
        await el.updateComplete;
      }
      const r = await c.act(s.legal[(position * 3) % s.legal.length]!.action);
      expect(r.ok).to.equal(true);
    }
    expect(clicked).to.be.greaterThan(40);
    expect(menus).to.be.greaterThan(0);
    c.dispose();
  });
});
