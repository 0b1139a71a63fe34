import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import './table.js';
import type { MmTable } from './table.js';
import type { MmMap } from './map.js';
import type { MedievalManorAction } from '../../engine/games/medieval-manor/types.js';
import { advance, controllerAt, pin, play, start, tradeRound, viewOf } from './test-game.js';

const ANA = ['Wheat', 'Mine', 'Compost', 'Cathedral', 'Fodder'];
const BO = ['Wheat', 'Cathedral', 'Manure', 'Cultivator', 'Pollination'];
const PLAIN = { peasants: 2, victory: 0, crops: 4, animals: 0, gold: 0, resources: 0 };

/** A real 2-player game at Ana's first Work action, the hands pinned (test-game.ts, `pin`); Hills is space 2, Church 7, Castle 8. */
function atWork() {
  const { s: s0, rand } = start(2, 7);
  const s = pin(
    advance(s0, rand, (v) => v.phase === 'work'),
    [ANA, BO],
    [PLAIN, PLAIN],
  );
  return { s, rand };
}

type Controller = Awaited<ReturnType<typeof controllerAt>>;
const controllers = new WeakMap<MmTable, Controller>();

/** The table as the app shows it: the snapshot and the dry run of a real controller opening at `s` (test-game.ts). */
async function table(s: ReturnType<typeof atWork>['s'], seat: number | null) {
  const c = await controllerAt(s, seat);
  const el = await fixture<MmTable>(html`<mm-table .snapshot=${c.snapshot()} .explain=${(a: unknown) => c.explain(a as MedievalManorAction)}></mm-table>`);
  controllers.set(el, c);
  return el;
}

/** The controller plays the action the table sent. */
const accepted = async (el: MmTable, action: MedievalManorAction) => (await controllers.get(el)!.act(action)).ok;

const mapOf = (el: MmTable) => el.shadowRoot!.querySelector('mm-map')! as MmMap;
const tiles = (el: MmTable) => [...mapOf(el).shadowRoot!.querySelectorAll<HTMLButtonElement>('button.tile')];
const handButtons = (el: MmTable) => [...el.shadowRoot!.querySelector('tt-hand')!.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.card')];
const said = (b: Element) => b.textContent!.replace(/\s+/g, ' ');
const settle = async (el: MmTable) => {
  await el.updateComplete;
  await mapOf(el).updateComplete;
};

describe('mm-table', () => {
  it('shows the prompt, phase track, Lord, counters, the map and every legal move as a data-legal button', async () => {
    const { s } = atWork();
    const el = await table(s, 0);
    const root = el.shadowRoot!;
    const banner = root.querySelector('tt-turn-banner')!;
    expect(banner.urgent).to.equal(true);
    expect(banner.prompt).to.contain('Work Phase, your turn: place a card');
    expect(banner.detail).to.contain('Lord of the Manor: Ana');
    const track = root.querySelector('mm-phase-track')!;
    await track.updateComplete;
    expect(track.shadowRoot!.querySelector('[aria-current="step"]')!.textContent).to.contain('Work');
    const boards = [...root.querySelectorAll('mm-player-board')];
    expect(boards.map((b) => b.name)).to.deep.equal(['Ana', 'Bo']);
    await boards[0]!.updateComplete;
    const counters = boards[0]!.shadowRoot!.querySelector('dl.counters')!.textContent!.replace(/\s+/g, ' ');
    expect(counters).to.contain('Peasants2').and.to.contain('Crops4').and.to.contain('Food4').and.to.contain('Goods4');
    expect(boards[1]!.shadowRoot!.textContent).to.contain('Pollination');
    expect(tiles(el)).to.have.length(12);
    expect(said(tiles(el)[8]!))
      .to.contain('Castle')
      .and.to.contain('makes Lord of the Manor');
    const moves = root.querySelector('tt-all-moves')!;
    await moves.updateComplete;
    const buttons = [...moves.shadowRoot!.querySelectorAll('button[data-legal]')];
    expect(buttons.map((b) => b.textContent)).to.deep.equal(el.snapshot!.legal.map((l) => l.label));
    await expect(el).to.be.accessible();
  });

  it('highlights the lands where the selected card may go and places it on a click', async () => {
    const { s } = atWork();
    const el = await table(s, 0);
    const wheat = viewOf(s, 0).players[0]!.hand.indexOf('Wheat');
    handButtons(el)[wheat]!.click();
    await settle(el);
    const expected = el.snapshot!.legal.flatMap((l) => (l.action.type === 'place' && l.action.card === 'Wheat' ? [l.action.cell] : []));
    expect(expected.length).to.be.greaterThan(0);
    expect(mapOf(el).targets).to.deep.equal(expected);
    const lit = tiles(el)
      .filter((t) => t.classList.contains('target'))
      .map((t) => Number(t.dataset.cell));
    expect(lit).to.deep.equal(expected);
    expect(said(tiles(el)[expected[0]!]!)).to.contain('Wheat may go here');
    setTimeout(() => tiles(el)[expected[0]!]!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'place', card: 'Wheat', cell: expected[0] });
    expect(await accepted(el, ev.detail.action as MedievalManorAction)).to.equal(true);
  });

  it('says why a land is refused, in the engine words', async () => {
    const { s } = atWork();
    const el = await table(s, 0);
    const wheat = viewOf(s, 0).players[0]!.hand.indexOf('Wheat');
    handButtons(el)[wheat]!.click();
    await settle(el);
    const castle = viewOf(s, 0).map!.cells.find((c) => c.castle)!.index;
    let sent = false;
    el.addEventListener('tt-act', () => (sent = true));
    tiles(el)[castle]!.click();
    await settle(el);
    const why = el.explain({ type: 'place', card: 'Wheat', cell: castle });
    expect(why?.code).to.equal('wrong-land');
    expect(el.shadowRoot!.querySelector('.reason')!.textContent).to.equal(why!.message);
    expect(sent).to.equal(false);
  });

  it('explains why an Upgrade cannot be bought yet (no Money), and offers its other uses', async () => {
    const { s } = atWork();
    const el = await table(s, 0);
    const i = viewOf(s, 0).players[0]!.hand.indexOf('Mine');
    handButtons(el)[i]!.click();
    await settle(el);
    expect(mapOf(el).targets).to.deep.equal([]);
    const uses = el.shadowRoot!.querySelector('mm-card-actions')!;
    await uses.updateComplete;
    expect(uses.card).to.equal('Mine');
    expect(uses.options.length).to.be.greaterThan(0);
    expect(uses.options.every((o) => o.action.type === 'sell')).to.equal(true);
    // One row per other card, one short button per good, each named by the whole move.
    const row = uses.shadowRoot!.querySelector('[role="group"][aria-label="Discard Mine and Compost"]')!;
    expect([...row.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['1 Crop', '1 Animal', '1 Gold', '1 Resource']);
    expect(row.querySelector('button')!.getAttribute('aria-label')).to.equal('Discard Compost and Mine for 1 Crop');
    tiles(el)[2]!.click();
    await settle(el);
    const why = el.explain({ type: 'place', card: 'Mine', cell: 2, pay: { gold: 0, resources: 3 } });
    expect(why?.message).to.equal('Mine is an Upgrade: it costs 3 Money (Gold and Resources), and you have 0.');
    expect(el.shadowRoot!.querySelector('.reason')!.textContent).to.equal(why!.message);
  });

  it('explains a hand card another seat cannot use out of turn', async () => {
    const { s } = atWork();
    const el = await table(s, 1);
    const hand = el.shadowRoot!.querySelector('tt-hand')!;
    expect(hand.cards.every((c) => !c.legal)).to.equal(true);
    handButtons(el)[0]!.click();
    await hand.updateComplete;
    const reason = hand.shadowRoot!.querySelector('.reason')!.textContent!;
    expect(reason).to.equal(el.explain({ type: 'place', card: hand.cards[0]!.name, cell: 0 })?.message ?? 'unreachable');
  });

  it('asks how to pay when an Upgrade can be paid several ways', async () => {
    const { s: s1 } = atWork();
    const rich = { ...s1, players: s1.players.map((p, i) => (i === 0 ? { ...p, counters: { ...p.counters, gold: 2, resources: 2 } } : p)) };
    const el = await table(rich, 0);
    const i = viewOf(rich, 0).players[0]!.hand.indexOf('Mine');
    handButtons(el)[i]!.click();
    await settle(el);
    const target = mapOf(el).targets[0]!;
    tiles(el)[target]!.click();
    await el.updateComplete;
    const menu = el.shadowRoot!.querySelector('tt-choice-menu')!;
    await menu.updateComplete;
    const labels = [...menu.shadowRoot!.querySelectorAll('button.primary')].map((b) => b.textContent);
    expect(labels.length).to.be.greaterThan(1);
    expect(target).to.equal(2);
    expect(labels[0]).to.match(/^Place Mine on Hills \(row 1, column 3\), paying /);
    setTimeout(() => menu.shadowRoot!.querySelector<HTMLButtonElement>('button.primary')!.click());
    const ev = await oneEvent(el, 'tt-act');
    const a = ev.detail.action as MedievalManorAction;
    expect(a.type === 'place' && a.card === 'Mine' && a.cell === target && !!a.pay).to.equal(true);
    expect(el.explain(a)).to.equal(null);
    expect(await accepted(el, a)).to.equal(true);
  });

  it('sends a move from the All moves list', async () => {
    const { s } = atWork();
    const el = await table(s, 0);
    const moves = el.shadowRoot!.querySelector('tt-all-moves')!;
    await moves.updateComplete;
    const pass = [...moves.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[data-legal]')].find((b) => b.textContent === 'Pass this action')!;
    setTimeout(() => pass.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'pass' });
  });

  it('shows a spectator the table without a hand or moves to make', async () => {
    const { s } = atWork();
    const el = await table(s, null);
    const root = el.shadowRoot!;
    expect(root.querySelector('tt-hand')).to.equal(null);
    const banner = root.querySelector('tt-turn-banner')!;
    expect(banner.urgent).to.equal(false);
    expect(banner.prompt).to.equal("Work Phase: Ana's turn.");
    await expect(el).to.be.accessible();
  });

  it('lays out the 4×4 map of a 4-player game and fits it on a 360-pixel phone', async () => {
    const { s: s0, rand } = start(4, 11);
    const s = advance(s0, rand, (v) => v.phase === 'work');
    await setViewport({ width: 360, height: 800 });
    try {
      const el = await table(s, 2);
      await settle(el);
      expect(tiles(el)).to.have.length(16);
      const lands = tiles(el).map((t) => t.querySelector('.land')!.textContent);
      expect(lands).to.include.members(['Irrigated Fields', 'Hunting Grounds', 'Mountains', 'Forest', 'Castle']);
      for (const edge of ['Road', 'River']) expect(said(tiles(el)[lands.indexOf(edge)]!)).to.contain('map edge');
      expect(el.shadowRoot!.querySelectorAll('mm-player-board')).to.have.length(4);
      expect(document.documentElement.scrollWidth).to.be.at.most(360);
      for (const t of tiles(el)) expect(t.scrollWidth, t.textContent!).to.be.at.most(t.clientWidth);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('fits a 360-pixel-wide phone without sideways scrolling, trade panel open', async () => {
    const { s: s0, rand } = start(2, 7);
    const s = advance(s0, rand, (v) => v.phase === 'trade');
    await setViewport({ width: 360, height: 800 });
    try {
      const el = await table(s, 0);
      const panel = el.shadowRoot!.querySelector('mm-trade-panel')!;
      await panel.updateComplete;
      panel.shadowRoot!.querySelector<HTMLInputElement>('input[type="radio"]')!.click();
      await panel.updateComplete;
      expect(document.documentElement.scrollWidth).to.be.at.most(360);
      expect(panel.shadowRoot!.querySelectorAll('mm-stepper')).to.have.length(12);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});

describe('mm-table with the keyboard', () => {
  it('goes from a chosen card to its first land, moves with the arrows, places with Enter and cancels with Escape', async () => {
    const { s } = atWork();
    const el = await table(s, 0);
    const hand = el.shadowRoot!.querySelector('tt-hand')!;
    const wheat = viewOf(s, 0).players[0]!.hand.indexOf('Wheat');
    handButtons(el)[wheat]!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    await new Promise((r) => setTimeout(r, 0));
    const map = mapOf(el);
    const targets = map.targets;
    const focused = () => Number((map.shadowRoot!.activeElement as HTMLElement | null)?.dataset.cell);
    expect(focused()).to.equal(targets[0]);
    await sendKeys({ press: 'ArrowUp' });
    await map.updateComplete;
    expect(focused()).to.equal(targets[0]! - map.width);
    await sendKeys({ press: 'Escape' });
    await settle(el);
    await new Promise((r) => setTimeout(r, 0));
    expect(map.selected).to.equal('');
    expect(hand.shadowRoot!.activeElement).to.equal(handButtons(el)[wheat]);
    await sendKeys({ press: 'Enter' });
    await settle(el);
    await new Promise((r) => setTimeout(r, 0));
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'place', card: 'Wheat', cell: targets[0] });
  });

  it('focusPrompt puts focus on the hand when a card can be used, else on the first move', async () => {
    const { s } = atWork();
    const el = await table(s, 0);
    await el.focusPrompt();
    expect(el.shadowRoot!.activeElement?.tagName).to.equal('TT-HAND');
    const { s: t0, rand } = start(2, 7);
    const trade = advance(t0, rand, (v) => v.phase === 'trade');
    el.snapshot = (await controllerAt(trade, 0)).snapshot();
    await el.focusPrompt();
    const moves = el.shadowRoot!.querySelector('tt-all-moves')!;
    expect(moves.shadowRoot!.activeElement?.textContent).to.equal('Nothing this trade round');
  });
});

describe('mm-table in other phases', () => {
  it('asks which bought card to keep (Draw Phase: pay 3 goods, draw 3, discard 2)', async () => {
    const { s: s0, rand } = start(2, 7);
    const s = play(s0, 0, { type: 'buy', pay: { crops: 3 } }, rand);
    const bought = viewOf(s, 0).bought;
    expect(bought).to.have.length(3);
    const el = await table(s, 0);
    const menu = el.shadowRoot!.querySelector('tt-choice-menu')!;
    await menu.updateComplete;
    expect(menu.heading).to.equal(`You bought ${bought.join(', ')}: keep one`);
    expect(menu.cancellable).to.equal(false);
    expect(el.shadowRoot!.querySelector('tt-turn-banner')!.prompt).to.equal('Draw Phase, your turn: keep 1 of the 3 cards you bought.');
    setTimeout(() => menu.shadowRoot!.querySelector<HTMLButtonElement>('button.primary')!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'keep', card: bought[0] });
  });

  it('shows the trade panel with open offers during the Trade Phase', async () => {
    const { s: s0, rand } = start(2, 7);
    const t = pin(
      advance(s0, rand, (v) => v.phase === 'trade'),
      [ANA, BO],
      [PLAIN, PLAIN],
    );
    const s = tradeRound(t, 0, { type: 'propose', to: 1, give: { goods: { crops: 2 }, cards: [] }, get: { goods: {}, cards: ['Manure'] } }, rand);
    const el = await table(s, 1);
    const panel = el.shadowRoot!.querySelector('mm-trade-panel')!;
    await panel.updateComplete;
    const list = panel.shadowRoot!.querySelector('mm-offer-list')!;
    await list.updateComplete;
    expect(list.shadowRoot!.querySelector('li p')!.textContent).to.equal('Ana offers you 2 Crops for your Manure.');
    const hand = el.shadowRoot!.querySelector('tt-hand')!;
    handButtons(el)[0]!.click();
    await hand.updateComplete;
    expect(hand.shadowRoot!.querySelector('.reason')!.textContent).to.contain('trade panel');
    await expect(el).to.be.accessible();
  });
});
