import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import './trade-panel.js';
import type { MmTradePanel } from './trade-panel.js';
import type { MmOfferList } from './offer-list.js';
import type { MmStepper } from './stepper.js';
import type { MedievalManorAction } from '../../engine/games/medieval-manor/types.js';
import { advance, controllerAt, pin, start, tradeRound } from './test-game.js';
import type { TradeItem } from '../../engine/games/medieval-manor/types.js';

const PLAIN = { peasants: 2, victory: 0, crops: 4, animals: 0, gold: 0, resources: 0 };

/** The first Trade Phase of a 2-player game, the hands pinned (test-game.ts, `pin`); both have 4 Crops. */
function atTrade() {
  const { s: s0, rand } = start(2, 7);
  const hands = [
    ['Wheat', 'Mine', 'Compost', 'Cathedral'],
    ['Wheat', 'Manure', 'Cultivator', 'Pollination'],
  ];
  return {
    s: pin(
      advance(s0, rand, (v) => v.phase === 'trade'),
      hands,
      [PLAIN, PLAIN],
    ),
    rand,
  };
}

type S = ReturnType<typeof atTrade>['s'];

type Controller = Awaited<ReturnType<typeof controllerAt>>;
const controllers = new WeakMap<MmTradePanel, Controller>();

/** The panel as the table shows it: from a real controller opening at `s` (test-game.ts). */
async function panel(s: S, seat: number) {
  const c = await controllerAt(s, seat);
  const snap = c.snapshot();
  const el = await fixture<MmTradePanel>(html`<mm-trade-panel .view=${snap.view} .names=${snap.names} .legal=${snap.legal}
    .explain=${(a: MedievalManorAction) => c.explain(a)}></mm-trade-panel>`);
  controllers.set(el, c);
  return el;
}

/** The controller plays the action the panel sent. */
const accepted = async (el: MmTradePanel, action: MedievalManorAction) => (await controllers.get(el)!.act(action)).ok;

const q = <T extends Element>(el: MmTradePanel, sel: string) => [...el.shadowRoot!.querySelectorAll<T>(sel)];
const labelled = (el: MmTradePanel, text: string) =>
  q<HTMLLabelElement>(el, 'label')
    .find((l) => l.textContent!.trim().startsWith(text))!
    .querySelector('input')!;
const stepper = (el: MmTradePanel, name: string) => q<MmStepper>(el, 'mm-stepper').find((s) => s.ariaName === name)!;
async function plus(el: MmTradePanel, name: string, times: number) {
  for (let i = 0; i < times; i++) {
    const st = stepper(el, name);
    await st.updateComplete;
    st.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label^="More"]')!.click();
    await el.updateComplete;
  }
}
const offers = (el: MmTradePanel) => el.shadowRoot!.querySelector('mm-offer-list')! as MmOfferList;

const PROPOSAL: TradeItem = {
  type: 'propose',
  to: 1,
  give: { goods: { crops: 2 }, cards: ['Compost'] },
  get: { goods: { crops: 1 }, cards: ['Manure'] },
};
/** A trade round's answer holding one item. */
const one = (item: TradeItem): MedievalManorAction => ({ type: 'trade', items: [item], done: false });
const DEAL = one(PROPOSAL);

describe('mm-trade-panel', () => {
  it('composes any deal with steppers and checkboxes and proposes it', async () => {
    const { s } = atTrade();
    const el = await panel(s, 0);
    labelled(el, 'Bo').click();
    await el.updateComplete;
    await plus(el, 'Crops you give', 2);
    await plus(el, 'Crops you ask Bo for', 1);
    labelled(el, 'Compost').click();
    labelled(el, 'Manure').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.summary')!.textContent).to.equal('You offer Bo 2 Crops and Compost for 1 Crop and Manure.');
    await expect(el).to.be.accessible();
    setTimeout(() => q<HTMLButtonElement>(el, 'button.primary')[0]!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal(DEAL);
    expect(el.explain(DEAL)).to.equal(null);
    expect(await accepted(el, DEAL)).to.equal(true);
  });

  it('trades Peasants and Victory Points too, and says how many proposals are left this phase', async () => {
    const { s } = atTrade();
    const el = await panel(s, 0);
    labelled(el, 'Bo').click();
    await el.updateComplete;
    await plus(el, 'Peasants you give', 1);
    await plus(el, 'Victory Points you ask Bo for', 0);
    expect(el.shadowRoot!.querySelector('.summary')!.textContent).to.equal('You offer Bo 1 Peasant for nothing.');
    expect(q<HTMLElement>(el, '.note').map((n) => n.textContent)).to.include('You may make 3 more proposals this Trade Phase.');
    setTimeout(() => q<HTMLButtonElement>(el, 'button.primary')[0]!.click());
    const ev = await oneEvent(el, 'tt-act');
    const deal = one({ type: 'propose', to: 1, give: { goods: { peasants: 1 }, cards: [] }, get: { goods: {}, cards: [] } });
    expect(ev.detail.action).to.deep.equal(deal);
    expect(await accepted(el, deal)).to.equal(true);
  });

  it('explains a deal the rules refuse instead of sending it', async () => {
    const { s } = atTrade();
    const el = await panel(s, 0);
    let sent = false;
    el.addEventListener('tt-act', () => (sent = true));
    q<HTMLButtonElement>(el, 'button.primary')[0]!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.reason')!.textContent).to.equal('Choose the player to trade with first.');
    labelled(el, 'Bo').click();
    await el.updateComplete;
    q<HTMLButtonElement>(el, 'button.primary')[0]!.click();
    await el.updateComplete;
    const empty = one({ type: 'propose', to: 1, give: { goods: {}, cards: [] }, get: { goods: {}, cards: [] } });
    expect(el.shadowRoot!.querySelector('.reason')!.textContent).to.equal(el.explain(empty)?.message);
    expect(sent).to.equal(false);
  });

  it('lists an open offer for its receiver with Accept, Decline and Counter, and Counter turns it round', async () => {
    const { s: s0, rand } = atTrade();
    const s = tradeRound(s0, 0, PROPOSAL, rand);
    const el = await panel(s, 1);
    const list = offers(el);
    await list.updateComplete;
    const item = list.shadowRoot!.querySelector('li')!;
    expect(item.querySelector('p')!.textContent).to.equal('Ana offers you 2 Crops and Compost for your 1 Crop and Manure.');
    const buttons = [...item.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['Accept', 'Decline', 'Counter']);
    await expect(el).to.be.accessible();
    setTimeout(() => buttons[0]!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal(one({ type: 'accept', offer: 0 }));
    buttons[2]!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('#compose-h')!.textContent).to.equal("Counter Ana's offer");
    expect(labelled(el, 'Ana').checked).to.equal(true);
    expect(stepper(el, 'Crops you give').value).to.equal(1);
    expect(stepper(el, 'Crops you ask Ana for').value).to.equal(2);
    expect(labelled(el, 'Manure').checked).to.equal(true);
    expect(labelled(el, 'Compost').checked).to.equal(true);
    setTimeout(() => q<HTMLButtonElement>(el, 'button.primary')[0]!.click());
    const counter = await oneEvent(el, 'tt-act');
    expect(counter.detail.action).to.deep.equal(
      one({
        type: 'propose',
        to: 0,
        give: { goods: { crops: 1 }, cards: ['Manure'] },
        get: { goods: { crops: 2 }, cards: ['Compost'] },
      }),
    );
  });

  it('lets the proposer withdraw, answer nothing this round, or say done trading', async () => {
    const { s: s0, rand } = atTrade();
    const s = tradeRound(s0, 0, PROPOSAL, rand);
    const el = await panel(s, 0);
    const list = offers(el);
    await list.updateComplete;
    const withdraw = list.shadowRoot!.querySelector('li button')!;
    expect(withdraw.textContent).to.equal('Withdraw');
    setTimeout(() => (withdraw as HTMLButtonElement).click());
    expect((await oneEvent(el, 'tt-act')).detail.action).to.deep.equal(one({ type: 'withdraw', offer: 0 }));
    const wait = q<HTMLButtonElement>(el, 'button').find((b) => b.textContent === 'Nothing this round')!;
    setTimeout(() => wait.click());
    expect((await oneEvent(el, 'tt-act')).detail.action).to.deep.equal({ type: 'trade', items: [], done: false });
    const done = q<HTMLButtonElement>(el, 'button').find((b) => b.textContent === 'Done trading')!;
    setTimeout(() => done.click());
    expect((await oneEvent(el, 'tt-act')).detail.action).to.deep.equal({ type: 'trade', items: [], done: true });
  });
});

describe('mm-offer-list', () => {
  it('keeps a refused answer focusable and says why', async () => {
    const { s: s0, rand } = atTrade();
    const s = tradeRound(s0, 0, PROPOSAL, rand);
    const snap = (await controllerAt(s, 1)).snapshot();
    const el = await fixture<MmOfferList>(html`<mm-offer-list .offers=${snap.view.offers} .names=${snap.names} .seat=${1}
      .legal=${[]} .explain=${() => ({ code: 'target-done', message: '', args: { seat: 1 } })}></mm-offer-list>`);
    const accept = el.shadowRoot!.querySelector<HTMLButtonElement>('li button')!;
    expect(accept.getAttribute('aria-disabled')).to.equal('true');
    let sent = false;
    el.addEventListener('tt-act', () => (sent = true));
    accept.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.reason')!.textContent).to.equal('Bo is done trading this phase.');
    expect(sent).to.equal(false);
  });
});
