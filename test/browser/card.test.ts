import { expect, fixture, html } from '@open-wc/testing';
import '../../components/common/card.js';
import type { TtCard } from '../../components/common/card.js';

describe('tt-card', () => {
  it('shows a face-up card with its name, family and text', async () => {
    const el = await fixture<TtCard>(html`<tt-card name="Bribery" tone="era" text="End of Era. -1 Gold for every 3 Gold."></tt-card>`);
    const text = el.shadowRoot!.textContent!;
    expect(text).to.contain('Bribery');
    expect(text).to.contain('End of Era');
    expect(text).to.contain('-1 Gold for every 3 Gold');
    await expect(el).to.be.accessible();
  });

  it('says a face-down card is face down and shows nothing else', async () => {
    const el = await fixture<TtCard>(html`<tt-card tone="back" name="Farmer"></tt-card>`);
    expect(el.shadowRoot!.textContent!.trim()).to.equal('A face-down card');
  });

  it('reflects legal and selected for styling', async () => {
    const el = await fixture<TtCard>(html`<tt-card name="Farmer" legal selected></tt-card>`);
    expect(el.hasAttribute('legal')).to.equal(true);
    expect(el.hasAttribute('selected')).to.equal(true);
  });

  it('hides the ability text on a compact card', async () => {
    const el = await fixture<TtCard>(html`<tt-card compact name="Farmer" text="+1 Gold"></tt-card>`);
    expect(el.shadowRoot!.textContent!).not.to.contain('+1 Gold');
  });
});

describe('breakable', () => {
  it('lets only long names break, at soft hyphens', async () => {
    const { breakable } = await import('../../components/common/card.js');
    expect(breakable('Farmer')).to.equal('Farmer');
    expect(breakable('Insurrection')).to.equal('Insu\u00ADrrec\u00ADtion');
    expect(breakable('Council Member')).to.equal('Council Member');
  });
});
