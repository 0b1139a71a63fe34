import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/shared/hand.js';
import type { HandCard, TtHand } from '../../components/shared/hand.js';

const cards: HandCard[] = [
  { key: '1', name: 'Farmer', text: '+1 Gold', tone: 'plain', legal: true },
  { key: '2', name: 'Marauders', text: 'End of Era. -2 Gold.', tone: 'era', legal: false },
  { key: '3', name: 'Noble', text: '+3 Gold', tone: 'plain', legal: true },
];

async function hand(): Promise<TtHand> {
  return fixture<TtHand>(html`<tt-hand .cards=${cards}
    .explain=${(k: string) => (k === '2' ? 'Marauders cannot be played while a Guard is in Feebleton.' : null)}></tt-hand>`);
}

const buttons = (el: TtHand) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.card')];

describe('tt-hand', () => {
  it('highlights the legal cards only', async () => {
    const el = await hand();
    const legal = [...el.shadowRoot!.querySelectorAll('tt-card')].map((c) => c.hasAttribute('legal'));
    expect(legal).to.deep.equal([true, false, true]);
    expect(buttons(el).map((b) => b.getAttribute('aria-disabled'))).to.deep.equal(['false', 'true', 'false']);
    await expect(el).to.be.accessible();
  });

  it('is one tab stop with a roving tabindex moved by the arrow keys, Home and End', async () => {
    const el = await hand();
    expect(buttons(el).map((b) => b.tabIndex)).to.deep.equal([0, -1, -1]);
    buttons(el)[0]!.focus();
    buttons(el)[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await el.updateComplete;
    await el.updateComplete;
    expect(buttons(el).map((b) => b.tabIndex)).to.deep.equal([-1, 0, -1]);
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[1]);
    buttons(el)[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
    await el.updateComplete;
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[2]);
    buttons(el)[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await el.updateComplete;
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[0]);
  });

  it('sends tt-choose when a legal card is chosen', async () => {
    const el = await hand();
    setTimeout(() => buttons(el)[2]!.click());
    const ev = await oneEvent(el, 'tt-choose');
    expect(ev.detail).to.deep.equal({ key: '3' });
  });

  it('explains an illegal card when it is focused or chosen, and sends nothing', async () => {
    const el = await hand();
    let chosen = false;
    el.addEventListener('tt-choose', () => (chosen = true));
    buttons(el)[1]!.focus();
    await el.updateComplete;
    const reason = el.shadowRoot!.querySelector('#reason')!;
    expect(reason.textContent).to.contain('Marauders cannot be played');
    expect(buttons(el)[1]!.getAttribute('aria-describedby')).to.equal('reason');
    buttons(el)[1]!.click();
    await el.updateComplete;
    expect(chosen).to.equal(false);
    expect(reason.getAttribute('aria-live')).to.equal('polite');
  });
});
