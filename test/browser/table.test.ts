import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/feebleton/table.js';
import type { FbTable, FeebletonSnapshot } from '../../components/feebleton/table.js';
import { actionLabel } from '../../components/feebleton/labels.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { LocalController } from '../../src/session/local.js';
import { controllerAt } from './controller-at.js';
import { memoryStore } from './helpers.js';
import { labelOf } from '../../components/shared/manifest.js';

const label = labelOf(actionLabel);

/** A real hot-seat game between Ana and Bo, Ana to play, her hand shown. */
async function game(seed = 42): Promise<LocalController<FeebletonView, FeebletonAction>> {
  const c = await LocalController.create<FeebletonView, FeebletonAction>(
    { game: feebleton as unknown as AnyGame, store: memoryStore(), label },
    { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [], seed },
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
    // Under the page's h1, the table's headings go down one level at a time (axe's heading-order).
    const levels = headingLevels(el);
    expect(levels[0], levels.join()).to.equal(2);
    levels.forEach((l, i) => expect(l, `heading ${i}: ${levels.join()}`).to.be.at.most((levels[i - 1] ?? 1) + 1));
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
    const watching = await controllerAt<FeebletonView, FeebletonAction>(
      { game: feebleton as unknown as AnyGame, state: c['g'].state, names: ['Ana', 'Bo'], label },
      null,
    );
    const s = watching.snapshot() as FeebletonSnapshot;
    expect(s.mySeat).to.equal(null);
    const el = await fixture<FbTable>(html`<fb-table .snapshot=${s}></fb-table>`);
    expect(el.shadowRoot!.querySelector('tt-turn-banner')!.prompt).to.equal("Ana's turn.");
    expect(el.shadowRoot!.querySelector('tt-hand')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});

describe('fb-table focus', () => {
  it('keeps focus at the table when a card menu closes', async () => {
    // A dealt hand with a card that can be played more than one way (an Artist or a Philosopher: draw, or shuffle).
    let c = await game();
    for (let seed = 1; ![...byCard((c.snapshot() as FeebletonSnapshot).legal).values()].some((n) => n > 1); seed++) c = await game(seed);
    const s = c.snapshot() as FeebletonSnapshot;
    const el = await fixture<FbTable>(html`<fb-table .snapshot=${s} .explain=${(a: FeebletonAction) => c.explain(a)}></fb-table>`);
    const hand = el.shadowRoot!.querySelector('tt-hand')!;
    hand.focusCurrent();
    expect(el.matches(':focus-within')).to.equal(true);
    const counts = byCard(s.legal);
    const i = hand.cards.findIndex((h) => (counts.get(Number(h.key)) ?? 0) > 1);
    hand.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.card')[i]!.click();
    await el.updateComplete;
    const menu = el.shadowRoot!.querySelector('tt-choice-menu')!;
    await menu.updateComplete;
    expect(menu.options.length).to.equal(counts.get(Number(hand.cards[i]!.key)));
    expect(menu.shadowRoot!.activeElement).to.exist;
    [...menu.shadowRoot!.querySelectorAll('button')].find((b) => !b.classList.contains('primary'))!.click();
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    await hand.updateComplete;
    expect(el.shadowRoot!.querySelector('tt-choice-menu')).to.equal(null);
    expect(el.matches(':focus-within')).to.equal(true);
  });
});

/** How many legal plays each hand card has, by handle. */
function byCard(legal: FeebletonSnapshot['legal']): Map<number, number> {
  const n = new Map<number, number>();
  for (const { action: a } of legal) if (a.type === 'play') n.set(a.handle, (n.get(a.handle) ?? 0) + 1);
  return n;
}

/** The levels of the headings an element shows, shadow roots included, in document order. */
function headingLevels(root: Element): number[] {
  const out: number[] = [];
  const walk = (n: Element | ShadowRoot): void => {
    for (const c of n.children) {
      const m = /^H([1-6])$/.exec(c.tagName);
      if (m) out.push(Number(m[1]));
      if (c.shadowRoot) walk(c.shadowRoot);
      walk(c);
    }
  };
  walk(root.shadowRoot ?? root);
  return out;
}
