import { expect, fixture, html } from '@open-wc/testing';
import '../../src/app/app-shell.js';
import type { TtApp } from '../../src/app/app-shell.js';
import { until } from './helpers.js';

describe('tt-app', () => {
  afterEach(() => history.replaceState(null, '', location.pathname));

  it('opens on the home page with a skip link, a main landmark and navigation', async () => {
    history.replaceState(null, '', `${location.pathname}#/`);
    const el = await fixture<TtApp>(html`<tt-app></tt-app>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('main tt-home-page')).to.exist;
    expect(root.querySelector('.skip')!.textContent!.trim()).to.equal('Skip to content');
    expect(root.querySelector('nav[aria-label="Main"]')).to.exist;
    expect(root.querySelector('.brand')!.textContent).to.equal('Tabletop');
    expect(root.querySelector('nav a')!.getAttribute('href')).to.equal('#/rules');
    await expect(el).to.be.accessible();
  });

  it('loads a page on demand when the hash changes and moves focus to its heading', async () => {
    history.replaceState(null, '', `${location.pathname}#/`);
    const el = await fixture<TtApp>(html`<tt-app></tt-app>`);
    location.hash = '#/new/feebleton/solo';
    await until(() => !!el.shadowRoot!.querySelector('tt-setup-page'), 'the set-up page');
    const page = el.shadowRoot!.querySelector('tt-setup-page')!;
    await page.updateComplete;
    await until(() => page.shadowRoot!.activeElement?.tagName === 'H1', 'the focus on the page heading');
    expect(page.shadowRoot!.activeElement!.textContent).to.equal('Solo game against bots');
  });
});
