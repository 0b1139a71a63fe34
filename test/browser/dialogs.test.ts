import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/feebleton/peek-dialog.js';
import '../../components/feebleton/reaction-prompt.js';
import '../../components/shared/handoff-screen.js';
import type { FbPeekDialog } from '../../components/feebleton/peek-dialog.js';
import type { FbReactionPrompt } from '../../components/feebleton/reaction-prompt.js';
import type { TtHandoffScreen } from '../../components/shared/handoff-screen.js';
import type { FeebletonAction, PeekView, WindowView } from '../../engine/games/feebleton/types.js';

const council: PeekView = {
  seat: 0,
  target: null,
  handles: [10, 11, 12],
  cards: [
    { handle: 10, card: 'Farmer' },
    { handle: 11, card: 'Bribery' },
    { handle: 12, card: 'King' },
  ],
};

describe('fb-peek-dialog (Council Member)', () => {
  it('reorders the top cards with keyboard-operable buttons and sends the private order', async () => {
    const el = await fixture<FbPeekDialog>(html`<fb-peek-dialog .peek=${council} .names=${['Ana', 'Bo']}></fb-peek-dialog>`);
    const root = el.shadowRoot!;
    expect(root.activeElement?.getAttribute('aria-label')).to.equal('Move Farmer down');
    root.querySelector<HTMLButtonElement>('[aria-label="Move King up"]')!.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(root.activeElement?.getAttribute('aria-label')).to.equal('Move King up');
    expect(root.querySelector('[aria-live]')!.textContent).to.contain('King is now card 2 of 3');
    root.querySelector<HTMLButtonElement>('[aria-label="Move King up"]')!.click();
    await el.updateComplete;
    await el.updateComplete;
    // On top its Up button is disabled: focus follows the King to its Down button.
    expect(root.activeElement?.getAttribute('aria-label')).to.equal('Move King down');
    const names = [...root.querySelectorAll('ol li tt-card')].map((c) => (c as HTMLElement & { name: string }).name);
    expect(names).to.deep.equal(['King', 'Farmer', 'Bribery']);
    await expect(el).to.be.accessible();
    setTimeout(() => root.querySelector<HTMLButtonElement>('button.primary')!.click());
    const ev = await oneEvent(el, 'tt-act');
    // order[i] indexes the peeked handles: King (2) on top, then Farmer (0), then Bribery (1).
    expect(ev.detail.action).to.deep.equal({ type: 'arrange', order: [2, 0, 1] });
  });
});

describe('fb-peek-dialog (Spy)', () => {
  it("shows the opponent's hand and offers the trade answers", async () => {
    const spy: PeekView = {
      seat: 0,
      target: 1,
      handles: [3, 4],
      cards: [
        { handle: 3, card: 'Noble' },
        { handle: 4, card: 'Guard' },
      ],
    };
    const options: { action: FeebletonAction; label: string }[] = [
      { action: { type: 'trade', trade: true }, label: 'Trade hands' },
      { action: { type: 'trade', trade: false }, label: 'Keep your own hand' },
    ];
    const el = await fixture<FbPeekDialog>(html`<fb-peek-dialog .peek=${spy} .names=${['Ana', 'Bo']} .options=${options}></fb-peek-dialog>`);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal("Bo's hand");
    expect(el.shadowRoot!.querySelectorAll('ul tt-card').length).to.equal(2);
    await expect(el).to.be.accessible();
    setTimeout(() => el.shadowRoot!.querySelectorAll('button')[1]!.click());
    const ev = await oneEvent(el, 'tt-act');
    expect(ev.detail.action).to.deep.equal({ type: 'trade', trade: false });
  });
});

describe('fb-reaction-prompt', () => {
  it('asks the target of a Thief for a Guard or a pass, with focus on the first answer', async () => {
    const w: WindowView = {
      kind: 'guard',
      cause: { handle: 5, card: 'Thief', seat: 1 },
      target: 0,
      eligible: [0],
      waiting: [0],
      reactions: [],
      mine: true,
    };
    const options: { action: FeebletonAction; label: string }[] = [
      { action: { type: 'react', handle: 9, card: 'Guard' }, label: 'Play a Guard: protect your hand this turn' },
      { action: { type: 'pass' }, label: 'Pass: do not react' },
    ];
    const el = await fixture<FbReactionPrompt>(html`<fb-reaction-prompt .window=${w} .names=${['Ana', 'Bo']} .viewer=${0}
      .options=${options}></fb-reaction-prompt>`);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Bo played a Thief on you: play a Guard or pass');
    expect(el.shadowRoot!.activeElement?.textContent).to.contain('Play a Guard');
    await expect(el).to.be.accessible();
  });
});

describe('tt-handoff-screen', () => {
  it('asks for the device to be passed and sends the acceptance', async () => {
    const el = await fixture<TtHandoffScreen>(html`<tt-handoff-screen .seat=${1} name="Bo" reason="Ana plays a Thief on Bo."></tt-handoff-screen>`);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Pass the device to Bo');
    await expect(el).to.be.accessible();
    setTimeout(() => el.shadowRoot!.querySelector('button')!.click());
    const ev = await oneEvent(el, 'tt-handoff-accept');
    expect(ev.detail.seat).to.equal(1);
  });
});
