import { expect, fixture, html } from '@open-wc/testing';
import { svg } from 'lit';
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

  const disc = svg`<circle cx="24" cy="24" r="12"/>`;

  it('draws the emblem it is given on a 48-unit grid, hidden from assistive technology', async () => {
    const el = await fixture<TtCard>(html`<tt-card name="Farmer" text="+1 Gold" .art=${disc}></tt-card>`);
    const emblem = el.shadowRoot!.querySelector('.art svg.emblem')!;
    expect(emblem.namespaceURI).to.equal('http://www.w3.org/2000/svg');
    expect(emblem.getAttribute('viewBox')).to.equal('0 0 48 48');
    expect(emblem.getAttribute('aria-hidden')).to.equal('true');
    expect(emblem.querySelector('circle')).not.to.equal(null);
    expect(emblem.getBoundingClientRect().width).to.be.greaterThan(30);
    await expect(el).to.be.accessible();
  });

  it('shows cost and value badges with an icon, a number and words', async () => {
    const el = await fixture<TtCard>(html`<tt-card name="Merchant" .art=${disc} .value=${2} value-label="Worth 2 gold" .cost=${4}></tt-card>`);
    const value = el.shadowRoot!.querySelector('.badge.value')!;
    expect(value.querySelector('svg.tt-icon')).not.to.equal(null);
    expect(value.querySelector('[aria-hidden="true"]')!.textContent!.trim()).to.equal('2');
    expect(value.querySelector('.sr-only')!.textContent).to.equal('Worth 2 gold');
    // Without words of its own, a badge says what it is.
    expect(el.shadowRoot!.querySelector('.badge.cost .sr-only')!.textContent).to.equal('Cost: 4');
    await expect(el).to.be.accessible();
  });

  it('shows no badge without a number, and none on a compact card', async () => {
    const plain = await fixture<TtCard>(html`<tt-card name="Spy" .art=${disc}></tt-card>`);
    expect(plain.shadowRoot!.querySelector('.badge')).to.equal(null);
    const compact = await fixture<TtCard>(html`<tt-card compact name="Farmer" .art=${disc} .value=${1}></tt-card>`);
    expect(compact.shadowRoot!.querySelector('.badge')).to.equal(null);
    expect(compact.shadowRoot!.querySelector('.thumb svg.emblem')).not.to.equal(null);
    expect(compact.getBoundingClientRect().height).to.be.below(40);
  });

  it("draws a face-down card's back as a picture, not text", async () => {
    const el = await fixture<TtCard>(html`<tt-card tone="back"></tt-card>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('svg.lattice pattern')).not.to.equal(null);
    expect(root.querySelector('svg.medal path')).not.to.equal(null);
    expect([...root.querySelectorAll('svg')].every((s) => s.getAttribute('aria-hidden') === 'true')).to.equal(true);
    expect(root.querySelector('.title, .art')).to.equal(null);
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
