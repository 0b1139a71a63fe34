import { expect, fixture, html } from '@open-wc/testing';
import '../../src/app/setup-page.js';
import '../../src/app/rules-page.js';
import type { TtRulesPage } from '../../src/app/rules-page.js';
import type { TtSetupPage } from '../../src/app/setup-page.js';
import { parseRoute } from '../../src/app/router.js';

describe('pages', () => {
  it('the rules page shows the rules, the engine timing notes and the Banker note', async () => {
    const el = await fixture<TtRulesPage>(html`<tt-rules-page game="feebleton"></tt-rules-page>`);
    for (let i = 0; i < 50 && !el.shadowRoot!.querySelector('article'); i++) await new Promise((r) => setTimeout(r, 20));
    const text = el.shadowRoot!.textContent!;
    expect(text).to.contain('How to play Feebleton');
    expect(text).to.contain('Timing and reactions');
    expect(text).to.contain('A Guard window opens');
    expect(text).to.match(/Banker.*Broker/s);
    await expect(el).to.be.accessible();
  });

  it('the hot-seat setup asks for each player name', async () => {
    const el = await fixture<TtSetupPage>(html`<tt-setup-page mode="hotseat"></tt-setup-page>`);
    expect(el.shadowRoot!.querySelectorAll('input[id^="n"]').length).to.equal(2);
    el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="count"]')[2]!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('input[id^="n"]').length).to.equal(4);
    await expect(el).to.be.accessible();
  });

  it('the solo setup names the bots', async () => {
    const el = await fixture<TtSetupPage>(html`<tt-setup-page mode="solo"></tt-setup-page>`);
    expect(el.shadowRoot!.textContent).to.contain('Bots: Bertram.');
    await expect(el).to.be.accessible();
  });

  it('routes hashes to pages', () => {
    expect(parseRoute('#/')).to.deep.equal({ page: 'home' });
    expect(parseRoute('#/new/feebleton/solo')).to.deep.equal({ page: 'new', game: 'feebleton', mode: 'solo' });
    expect(parseRoute('#/join/KQ7M-2PXA')).to.deep.equal({ page: 'join', code: 'KQ7M-2PXA' });
    expect(parseRoute('#/room/new/feebleton')).to.deep.equal({ page: 'create', game: 'feebleton' });
    expect(parseRoute('#/nonsense')).to.deep.equal({ page: 'home' });
  });
});
