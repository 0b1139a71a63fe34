import { expect, fixture, html } from '@open-wc/testing';
import '../../components/shared/counter.js';
import type { TtCounter } from '../../components/shared/counter.js';
import { ICON_NAMES, ICONS, icon } from '../../components/shared/icons.js';
import { shadow, text } from './helpers.js';

/** A drawing's shapes, however they are grouped. */
const SHAPES = 'path, circle, ellipse, rect, line, polyline, polygon';

describe('icons', () => {
  it('has a drawing for every name', () => {
    expect(Object.keys(ICONS).sort()).to.deep.equal([...ICON_NAMES].sort());
  });

  for (const name of ICON_NAMES) {
    it(`draws ${name} on a 24×24 grid, in the text colour, with something in it`, async () => {
      const el = await fixture<HTMLElement>(html`<span style="font-size: 20px">${icon(name)}</span>`);
      const svg = el.querySelector('svg')!;
      expect(svg.namespaceURI).to.equal('http://www.w3.org/2000/svg');
      expect(svg.getAttribute('viewBox')).to.equal('0 0 24 24');
      expect(svg.getAttribute('stroke')).to.equal('currentColor');
      expect(svg.querySelectorAll(SHAPES).length).to.be.greaterThan(0);
      // Drawn inside the grid and big enough to see, not an empty or stray shape.
      const box = svg.getBBox();
      expect(box.width, 'width').to.be.within(8, 24);
      expect(box.height, 'height').to.be.within(8, 24);
      expect(box.x).to.be.at.least(0);
      expect(box.y).to.be.at.least(0);
      expect(box.x + box.width).to.be.at.most(24);
      expect(box.y + box.height).to.be.at.most(24);
      expect(svg.getBoundingClientRect().width).to.equal(20);
    });
  }

  it('hides an unlabelled icon from assistive technology', async () => {
    const el = await fixture<HTMLElement>(html`<p>Gold ${icon('coin')}</p>`);
    const svg = el.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).to.equal('true');
    expect(svg.hasAttribute('role')).to.equal(false);
    expect(svg.querySelector('title')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('names a labelled icon by its title', async () => {
    const el = await fixture<HTMLElement>(html`<p>${icon('guard', 'Town Guard')} ×2</p>`);
    const svg = el.querySelector('svg')!;
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.hasAttribute('aria-hidden')).to.equal(false);
    const title = svg.querySelector('title')!;
    expect(title.namespaceURI).to.equal('http://www.w3.org/2000/svg');
    expect(title.textContent).to.equal('Town Guard');
    await expect(el).to.be.accessible();
  });

  it('tints through --tt-icon-fill, or its own hue without it', async () => {
    const el = await fixture<HTMLElement>(html`<div>${icon('star')}</div><div style="--tt-icon-fill: none">${icon('star')}</div>`);
    const [own, none] = [...el.parentElement!.querySelectorAll('svg path')].map((p) => getComputedStyle(p).fill);
    expect(own).to.match(/^rgb\(/);
    expect(none).to.equal('none');
  });
});

describe('tt-counter', () => {
  it('says "3 Coins" to screen readers and shows the icon and the number', async () => {
    const el = await fixture<TtCounter>(html`<tt-counter icon="coin" value="3" label="Coins"></tt-counter>`);
    expect(el.text).to.equal('3 Coins');
    expect(text(shadow(el, '.sr-only'))).to.equal('3 Coins');
    const face = shadow(el, '.face')!;
    expect(face.getAttribute('aria-hidden')).to.equal('true');
    expect(text(face)).to.equal('3');
    expect(face.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('uses the singular label for one, and shows the label when asked', async () => {
    const el = await fixture<TtCounter>(html`<tt-counter icon="crops" value="1" label="Crops" singular="Crop" show-label></tt-counter>`);
    expect(text(shadow(el, '.sr-only'))).to.equal('1 Crop');
    expect(text(shadow(el, '.face'))).to.equal('1Crop');
    el.value = -2;
    await el.updateComplete;
    expect(text(shadow(el, '.sr-only'))).to.equal('-2 Crops');
  });

  it('shows the number alone for an unknown icon', async () => {
    const el = await fixture<TtCounter>(html`<tt-counter icon="nonesuch" value="5" label="Points"></tt-counter>`);
    expect(shadow(el, 'svg')).to.equal(null);
    expect(text(shadow(el, '.sr-only'))).to.equal('5 Points');
  });

  it('passes axe with every icon in a row of counters', async () => {
    const el = await fixture<HTMLElement>(
      html`<div>${ICON_NAMES.map((n, i) => html`<tt-counter icon=${n} value=${i} label=${n} show-label></tt-counter>`)}</div>`,
    );
    await expect(el).to.be.accessible();
    expect(el.querySelectorAll('tt-counter').length).to.equal(ICON_NAMES.length);
  });
});
