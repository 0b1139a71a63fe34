import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/feebleton/table.js';
import type { FbTable, FeebletonSnapshot } from '../../components/feebleton/table.js';
import { actionLabel } from '../../components/feebleton/labels.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { LocalController } from '../../src/session/local.js';
import { memoryStore } from './helpers.js';

/** A real hot-seat game between Ana and Bo, Ana to play, her hand shown. */
async function game(): Promise<LocalController<FeebletonView, FeebletonAction>> {
  const c = await LocalController.create<FeebletonView, FeebletonAction>(
    { game: feebleton as unknown as AnyGame, store: memoryStore(), label: (a, n, v) => actionLabel(a as FeebletonAction, n, v as FeebletonView) },
    { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [], seed: 42 },
  );
  c.acceptHandoff();
  return c;
}

describe('fb-table', () => {
  it('renders the seat view: prompt, players, deck, Feebleton and the hand', async () => {
    const c = await game();
    const s = c.snapshot() as FeebletonSnapshot;
    const el = await fixture<FbTable>(html`<fb-table .snapshot=${s} .explain=${(a: FeebletonAction) => c.explain(a)}></fb-table>`);
    const root = el.shadowRoot!;
    const banner = root.querySelector('tt-turn-banner')!;
    expect(banner.prompt).to.equal('Your turn: play a card.');
    expect(banner.urgent).to.equal(true);
    const panels = [...root.querySelectorAll('tt-player-panel')];
    expect(panels.map((p) => p.name)).to.deep.equal(['Ana', 'Bo']);
    expect(panels[0]!.me).to.equal(true);
    expect(panels[1]!.handCount).to.equal(4);
    expect(root.querySelector('tt-deck-count')!.count).to.equal(s.view.deckCount);
    const hand = root.querySelector('tt-hand')!;
    expect(hand.cards.map((h) => h.name)).to.deep.equal(s.view.hand.map((h) => h.card));
    expect(hand.cards.some((h) => h.legal)).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('sends the chosen legal action as tt-act, and the controller accepts it', async () => {
    const c = await game();
    const s = c.snapshot() as FeebletonSnapshot;
    const el = await fixture<FbTable>(html`<fb-table .snapshot=${s} .explain=${(a: FeebletonAction) => c.explain(a)}></fb-table>`);
    const hand = el.shadowRoot!.querySelector('tt-hand')!;
    const i = hand.cards.findIndex((h) => h.legal);
    const options = s.legal.filter((l) => l.action.type === 'play' && String(l.action.handle) === hand.cards[i]!.key);
    const button = hand.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.card')[i]!;
    setTimeout(() => button.click());
    if (options.length === 1) {
      const ev = await oneEvent(el, 'tt-act');
      expect(ev.detail.action).to.deep.equal(options[0]!.action);
      expect((await c.act(ev.detail.action)).ok).to.equal(true);
    } else {
      await new Promise((r) => setTimeout(r, 10));
      await el.updateComplete;
      const menu = el.shadowRoot!.querySelector('tt-choice-menu')!;
      expect(menu.options.length).to.equal(options.length);
    }
  });

  it('shows a waiting prompt and no hand to a spectator', async () => {
    const c = await game();
    const s = { ...(c.snapshot() as FeebletonSnapshot) };
    const spectator = { ...s, mySeat: null, legal: [], view: feebleton.view(c['g'].state as never, null, new Map()) };
    const el = await fixture<FbTable>(html`<fb-table .snapshot=${spectator}></fb-table>`);
    expect(el.shadowRoot!.querySelector('tt-turn-banner')!.prompt).to.equal("Ana's turn.");
    expect(el.shadowRoot!.querySelector('tt-hand')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});

describe('fb-table focus', () => {
  it('keeps focus at the table when a card menu closes', async () => {
    const c = await game();
    const s = c.snapshot() as FeebletonSnapshot;
    const el = await fixture<FbTable>(html`<fb-table .snapshot=${s} .explain=${(a: FeebletonAction) => c.explain(a)}></fb-table>`);
    const hand = el.shadowRoot!.querySelector('tt-hand')!;
    hand.focusCurrent();
    expect(el.matches(':focus-within')).to.equal(true);
    el['selected'] = hand.cards[0]!.key;
    // Force a menu with two options regardless of the dealt card.
    const two = [s.legal[0]!, s.legal[0]!];
    el.snapshot = { ...s, legal: s.legal.map((l) => l) };
    el['optionsFor'] = () => two;
    await el.updateComplete;
    const menu = el.shadowRoot!.querySelector('tt-choice-menu')!;
    await menu.updateComplete;
    expect(menu.shadowRoot!.activeElement).to.exist;
    menu.shadowRoot!.querySelectorAll('button')[2]!.click();
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    await hand.updateComplete;
    expect(el.shadowRoot!.querySelector('tt-choice-menu')).to.equal(null);
    expect(el.matches(':focus-within')).to.equal(true);
  });
});
