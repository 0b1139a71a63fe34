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

  it('says when nothing lives at an address, with a way home, and a game it does not have is not offered a form', async () => {
    history.replaceState(null, '', `${location.pathname}#/`);
    const el = await fixture<TtApp>(html`<tt-app></tt-app>`);
    for (const [hash, why] of [
      ['#/nonsense', 'There is no such page in this app.'],
      ['#/new/nosuchgame/hotseat', 'This app has no game called \u201cnosuchgame\u201d.'],
    ] as const) {
      location.hash = hash;
      await until(() => !!el.shadowRoot!.querySelector('main')?.textContent?.includes(why), `the missing page for ${hash}`);
      const main = el.shadowRoot!.querySelector('main')!;
      expect(main.querySelector('h1')!.textContent).to.equal('Nothing here');
      expect(main.querySelector('tt-setup-page')).to.equal(null);
      expect(main.querySelector('a[href="#/"]')!.textContent).to.equal('Go to the home page');
      await until(() => el.shadowRoot!.activeElement?.tagName === 'H1', 'the focus on the heading');
    }
    await expect(el).to.be.accessible();
  });
});
