import { expect, fixture, html } from '@open-wc/testing';
import '../../components/shared/card.js';
import type { TtCard } from '../../components/shared/card.js';

describe('tt-card', () => {
  it('shows a face-up card with its name, family and text', async () => {
    const el = await fixture<TtCard>(html`<tt-card name="Bribery" tone="era" text="End of Era. -1 Gold for every 3 Gold."></tt-card>`);
    // Soft hyphens (breakable.ts) are invisible unless a line breaks there.
    const text = el.shadowRoot!.textContent!.replaceAll('\u00AD', '');
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
  it('lets only long words break, at soft hyphens between syllables', async () => {
    const { breakable } = await import('../../components/shared/breakable.js');
    const shown = (w: string) => breakable(w).replaceAll('\u00AD', '-');
    expect(shown('Farmer')).to.equal('Farmer');
    expect(shown('Insurrection')).to.equal('Insur-rec-tion');
    expect(shown('Council Member')).to.equal('Coun-cil Member');
    expect(shown('Magician')).to.equal('Magi-cian');
    expect(shown('Bürgermeister')).to.equal('Bür-ger-meis-ter');
    expect(shown('Stadtviertel')).to.equal('Stadt-vier-tel');
    // Never fewer than three letters alone at a word's end; words under seven letters stay whole.
    expect(shown('eigenem')).to.equal('eige-nem');
    expect(shown('Aussicht')).to.equal('Aus-sicht');
    expect(breakable('Wirt & Dieb: 3')).to.equal('Wirt & Dieb: 3');
  });
});
