/**
 * Feebleton's "All moves" list (components/shared/all-moves.ts): at each
 * position of a seeded 3-player game, one button for each legal action of the
 * seat to move, in the table's words, and a click on it sends exactly that
 * action — the same a click on the card in the hand sends; axe finds nothing
 * to say about the table with its list.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import './table.js';
import type { FbTable, FeebletonSnapshot } from './table.js';
import { actionLabel } from './labels.js';
import { labelOf } from '../../components/shared/manifest.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { LocalController } from '../../src/session/local.js';
import { memoryStore, shadow, shadowAll, text } from '../../test/browser/helpers.js';

type Lit = HTMLElement & { updateComplete: Promise<unknown> };

async function mount(s: FeebletonSnapshot): Promise<{ el: FbTable; sent: unknown[] }> {
  const el = await fixture<FbTable>(html`<fb-table .snapshot=${s}></fb-table>`);
  await shadow<Lit>(el, 'tt-all-moves')?.updateComplete;
  const sent: unknown[] = [];
  el.addEventListener('tt-act', (e) => sent.push((e as CustomEvent<{ action: unknown }>).detail.action));
  return { el, sent };
}

describe('fb-table: the "All moves" list', () => {
  it("lists every legal action in the table's words, a click sends it, as the hand card does", async function () {
    (this as { timeout(ms: number): void }).timeout(120_000);
    const c = await LocalController.create<FeebletonView, FeebletonAction>(
      { game: feebleton as unknown as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
      { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo', 'Cy'], bots: [], seed: 77 },
    );
    let clicks = 0;
    let sameAsHand = 0;
    for (let position = 0; position < 20; position++) {
      let s = c.snapshot() as FeebletonSnapshot;
      if (s.outcome) break;
      if (s.handoff) {
        c.acceptHandoff();
        s = c.snapshot() as FeebletonSnapshot;
      }
      const { el } = await mount(s);
      const list = shadow<Lit>(el, 'tt-all-moves')!;
      const buttons = shadowAll<HTMLButtonElement>(list, '[data-legal]');
      const words = s.legal.map((l) => actionLabel(l.action, s.names, s.view));
      expect(buttons.map((b) => text(b))).to.deep.equal(words);
      // The table with its list stays clean for axe: at the first position and at every one with a prompt to answer.
      if (position === 0 || s.legal.some((l) => l.action.type !== 'play' && l.action.type !== 'end')) await expect(el).to.be.accessible();
      fixtureCleanup();
      for (const [i, legal] of s.legal.entries()) {
        const { el: table, sent } = await mount(s);
        shadowAll<HTMLButtonElement>(shadow(table, 'tt-all-moves')!, '[data-legal]')[i]!.click();
        expect(sent, words[i]).to.deep.equal([legal.action]);
        clicks++;
        fixtureCleanup();
        // A card with one way to play: its click in the hand sends the same.
        const a = legal.action;
        if (a.type !== 'play' || s.legal.filter((l) => l.action.type === 'play' && l.action.handle === a.handle).length !== 1) continue;
        const { el: again, sent: fromHand } = await mount(s);
        const hand = shadow<Lit>(again, 'tt-hand')!;
        await hand.updateComplete;
        shadow<HTMLElement>(hand, `[data-flip="card:${a.handle}"]`)!.click();
        expect(fromHand, `${words[i]} from the hand`).to.deep.equal([a]);
        sameAsHand++;
        fixtureCleanup();
      }
      expect((await c.act(s.legal[position % s.legal.length]!.action)).ok).to.equal(true);
    }
    c.dispose();
    expect(clicks).to.be.greaterThan(30);
    expect(sameAsHand).to.be.greaterThan(5);
  });
});
