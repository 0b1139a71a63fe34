import { expect, fixture, html } from '@open-wc/testing';
import { svg } from 'lit';
import '../../components/shared/tile.js';
import { icon } from '../../components/shared/icons.js';
import type { TtTile } from '../../components/shared/tile.js';

const text = (el: Element): string => el.shadowRoot!.textContent!.replaceAll('\u00AD', '').replace(/\s+/g, ' ').trim();

describe('tt-tile', () => {
  const disc = svg`<circle cx="24" cy="24" r="12"/>`;

  it('draws an svg face on a 48-unit grid, hidden from assistive technology, and says its name', async () => {
    const el = await fixture<TtTile>(html`<tt-tile label="Harbour tile" .face=${disc}></tt-tile>`);
    const art = el.shadowRoot!.querySelector('.face svg.art')!;
    expect(art.namespaceURI).to.equal('http://www.w3.org/2000/svg');
    expect(art.getAttribute('viewBox')).to.equal('0 0 48 48');
    expect(art.closest('[aria-hidden="true"]')).not.to.equal(null);
    expect(art.querySelector('circle')).not.to.equal(null);
    expect(art.getBoundingClientRect().width).to.be.greaterThan(25);
    expect(el.shadowRoot!.querySelector('.sr-only')!.textContent).to.equal('Harbour tile');
    await expect(el).to.be.accessible();
  });

  it('lays out a face of icons, and children in its slot, under its caption', async () => {
    const el = await fixture<TtTile>(
      html`<tt-tile caption="Splendid View" .face=${html`${icon('cloud')}${icon('cloud')}`}><span class="extra">+</span></tt-tile>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('.face svg.tt-icon')).to.have.length(2);
    expect(root.querySelector('slot')!.assignedElements()[0]!.className).to.equal('extra');
    expect(text(el)).to.equal('Splendid View');
    const caption = root.querySelector('.caption')!.getBoundingClientRect();
    expect(caption.bottom).to.be.at.most(root.querySelector('.face')!.getBoundingClientRect().top + 1);
    await expect(el).to.be.accessible();
  });

  it('is square by default and takes its size from custom properties', async () => {
    const square = await fixture<TtTile>(html`<tt-tile style="--tt-tile-size: 80px"></tt-tile>`);
    const r = square.getBoundingClientRect();
    expect(r.width).to.equal(80);
    expect(r.height).to.equal(80);
    const wide = await fixture<TtTile>(html`<tt-tile style="--tt-tile-width: 120px; --tt-tile-height: 60px"></tt-tile>`);
    expect(wide.getBoundingClientRect().width).to.equal(120);
    expect(wide.getBoundingClientRect().height).to.equal(60);
  });

  it('shows a value badge with an icon, a number and words', async () => {
    const el = await fixture<TtTile>(html`<tt-tile label="Boat" .face=${disc} .value=${3} value-icon="victory" value-label="Worth 3 points"></tt-tile>`);
    const badge = el.shadowRoot!.querySelector('.badge')!;
    expect(badge.querySelector('svg.tt-icon')).not.to.equal(null);
    expect(badge.querySelector('[aria-hidden="true"]')!.textContent!.trim()).to.equal('3');
    expect(badge.querySelector('.sr-only')!.textContent).to.equal('Worth 3 points');
    expect(el.hasAttribute('valued')).to.equal(true);
    const plain = await fixture<TtTile>(html`<tt-tile .value=${2}></tt-tile>`);
    expect(plain.shadowRoot!.querySelector('.badge .sr-only')!.textContent).to.equal('Value: 2');
    const none = await fixture<TtTile>(html`<tt-tile .face=${disc}></tt-tile>`);
    expect(none.shadowRoot!.querySelector('.badge')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('draws a face-down tile as a picture and says it is face down', async () => {
    const el = await fixture<TtTile>(html`<tt-tile tone="back" .face=${disc} .value=${2}></tt-tile>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('svg.lattice pattern')).not.to.equal(null);
    expect(root.querySelector('svg.medal path')).not.to.equal(null);
    expect([...root.querySelectorAll('svg')].every((s) => s.getAttribute('aria-hidden') === 'true')).to.equal(true);
    expect(root.querySelector('.face, .badge')).to.equal(null);
    expect(text(el)).to.equal('A face-down tile');
    await expect(el).to.be.accessible();
    // Its owner may read what it is: a caption over the back, the medallion hidden.
    const mine = await fixture<TtTile>(html`<tt-tile tone="back" caption="Fire Protection"></tt-tile>`);
    expect(mine.shadowRoot!.querySelector('.back-caption')!.textContent!.replaceAll('\u00AD', '')).to.equal('Fire Protection');
    expect(getComputedStyle(mine.shadowRoot!.querySelector('.medal')!).display).to.equal('none');
  });

  it('colours its frame by tone, or as the game says', async () => {
    const bg = (el: Element) => getComputedStyle(el).backgroundColor;
    const plain = await fixture<TtTile>(html`<tt-tile></tt-tile>`);
    const gold = await fixture<TtTile>(html`<tt-tile tone="gold"></tt-tile>`);
    const sky = await fixture<TtTile>(html`<tt-tile tone="sky"></tt-tile>`);
    const dark = await fixture<TtTile>(html`<tt-tile tone="dark" caption="Night"></tt-tile>`);
    expect(new Set([plain, gold, sky, dark].map(bg)).size).to.equal(4);
    expect(getComputedStyle(dark).color).to.equal('rgb(255, 255, 255)');
    const own = await fixture<TtTile>(html`<tt-tile style="--tt-tile-bg: rgb(1, 2, 3)"></tt-tile>`);
    expect(bg(own)).to.equal('rgb(1, 2, 3)');
    await expect(dark).to.be.accessible();
  });

  it('highlights legal and selected as tt-card does, and takes no focus', async () => {
    const plain = await fixture<TtTile>(html`<tt-tile></tt-tile>`);
    const legal = await fixture<TtTile>(html`<tt-tile legal></tt-tile>`);
    const selected = await fixture<TtTile>(html`<tt-tile selected></tt-tile>`);
    expect(getComputedStyle(plain).boxShadow).to.equal('none');
    expect(getComputedStyle(legal).boxShadow).to.contain('3px');
    expect(getComputedStyle(legal).borderTopColor).not.to.equal(getComputedStyle(plain).borderTopColor);
    expect(getComputedStyle(selected).boxShadow).to.contain('3px');
    expect(legal.tabIndex).to.equal(-1);
    expect(legal.shadowRoot!.querySelector('[tabindex], button, a')).to.equal(null);
    // Inside the game's button, the button owns focus and names it.
    const button = await fixture<HTMLButtonElement>(
      html`<button type="button"><span>Take the boat</span><tt-tile aria-hidden="true" legal .face=${disc}></tt-tile></button>`,
    );
    button.focus();
    expect(document.activeElement).to.equal(button);
    await expect(button).to.be.accessible();
  });
});
