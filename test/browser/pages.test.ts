import { expect, fixture, html } from '@open-wc/testing';
import '../../src/app/setup-page.js';
import '../../src/app/rules-page.js';
import type { TtRulesPage } from '../../src/app/rules-page.js';
import type { TtSetupPage } from '../../src/app/setup-page.js';
import { parseRoute, routeOf } from '../../src/app/router.js';
import { chooseLocale } from '../../components/shared/locale.js';
import { memoryStore, until } from './helpers.js';

async function rulesOf(game: string): Promise<TtRulesPage> {
  const el = await fixture<TtRulesPage>(html`<tt-rules-page .game=${game}></tt-rules-page>`);
  await until(() => !!el.shadowRoot!.querySelector('article'), 'the rules text');
  return el;
}

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

  it('the hot-seat setup promises a hand-over screen only for a game with hidden hands', async () => {
    const lede = async (game: string) => {
      const el = await fixture<TtSetupPage>(html`<tt-setup-page game=${game} mode="hotseat"></tt-setup-page>`);
      await until(() => el['rules'] !== null, `the ${game} engine`);
      await el.updateComplete;
      return el.shadowRoot!.querySelector('.lede')!.textContent!;
    };
    expect(await lede('feebleton')).to.contain('hides their hand');
    expect(await lede('feuville')).to.contain('Nothing is hidden in this game');
    expect(await lede('medieval-manor')).to.contain('Nothing is hidden in this game');
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
    expect(parseRoute('#/nonsense')).to.deep.equal({ page: 'missing', what: '#/nonsense' });
    expect(parseRoute('#/new/nosuchgame/hotseat')).to.deep.include({ page: 'missing', game: 'nosuchgame' });
    expect(parseRoute('#/room/new/nosuchgame')).to.deep.include({ page: 'missing' });
    expect(parseRoute('#/rules')).to.deep.equal({ page: 'rules', game: '' });
    expect(parseRoute('#/rules/medieval-manor')).to.deep.equal({ page: 'rules', game: 'medieval-manor' });
  });

  it('a path is read as the hash route a static host\u2019s fallback gives it; an unknown one is a missing page', () => {
    expect(routeOf({ pathname: '/room/KQ7M-2PXA-H3TD', hash: '' })).to.deep.equal({
      route: { page: 'room', code: 'KQ7M-2PXA-H3TD' },
      canonical: '/#/room/KQ7M-2PXA-H3TD',
    });
    expect(routeOf({ pathname: '/does-not-exist', hash: '' }).route).to.deep.equal({
      page: 'missing',
      what: '/does-not-exist',
    });
    expect(routeOf({ pathname: '/', hash: '#/replay' }).route).to.deep.equal({ page: 'replay' });
  });

  it('the setup page offers Medieval Manor its seats, its first Lord and a map laid out by hand', async () => {
    const el = await fixture<TtSetupPage>(html`<tt-setup-page game="medieval-manor" mode="hotseat"></tt-setup-page>`);
    const root = el.shadowRoot!;
    await until(() => root.querySelectorAll('input[name="count"]').length === 5, 'five player-count choices');
    await until(() => !!root.querySelector('input[name="layout"]'), 'the game\u2019s options');
    expect(root.textContent).to.contain('Medieval Manor.');
    expect(root.querySelector('label[for="first"]')!.textContent).to.contain('First Lord of the Manor');
    const random = root.querySelector<HTMLInputElement>('input[name="layout"][value="random"]')!;
    expect(random.checked).to.equal(true);
    expect(root.querySelectorAll('.map select').length).to.equal(0);
    root.querySelector<HTMLInputElement>('input[name="layout"][value="chosen"]')!.click();
    await el.updateComplete;
    expect(root.querySelectorAll('.map select').length).to.equal(12);
    await expect(el).to.be.accessible();
    // Four players play on all 16 lands.
    root.querySelectorAll<HTMLInputElement>('input[name="count"]')[2]!.click();
    await el.updateComplete;
    expect(root.querySelectorAll('.map select').length).to.equal(16);
  });

  it('choosing a land already on the map swaps the two, and an inner Road is refused in words', async () => {
    const el = await fixture<TtSetupPage>(html`<tt-setup-page game="medieval-manor" mode="hotseat"></tt-setup-page>`);
    const root = el.shadowRoot!;
    await until(() => !!root.querySelector('input[name="layout"]'), 'the game\u2019s options');
    root.querySelector<HTMLInputElement>('input[name="layout"][value="chosen"]')!.click();
    await el.updateComplete;
    const cells = () => [...root.querySelectorAll<HTMLSelectElement>('.map select')];
    expect(cells()[0]!.value).to.equal('River');
    // Cell 5 (row 2, column 2) is inside the 4×3 map.
    cells()[5]!.value = 'Road';
    cells()[5]!.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(cells()[5]!.value).to.equal('Road');
    expect(cells()[7]!.value).to.equal('Pasture');
    expect(root.querySelector('.error')!.textContent).to.contain('The Road must lie on the edge');
  });

  it('starts a hot-seat Medieval Manor game on a hand-made map', async () => {
    location.hash = '';
    const el = await fixture<TtSetupPage>(html`<tt-setup-page game="medieval-manor" mode="hotseat" .store=${memoryStore()}></tt-setup-page>`);
    const root = el.shadowRoot!;
    await until(() => !!root.querySelector('input[name="layout"]'), 'the game\u2019s options');
    root.querySelector<HTMLInputElement>('input[name="layout"][value="chosen"]')!.click();
    await el.updateComplete;
    root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await until(() => location.hash.startsWith('#/play/') || !!root.querySelector('.error'), 'the game page or an error');
    expect(root.querySelector('.error')).to.equal(null);
    expect(location.hash).to.match(/^#\/play\//);
    location.hash = '';
  });

  it('the setup page asks who starts Feuville, for 2 to 4 players', async () => {
    const el = await fixture<TtSetupPage>(html`<tt-setup-page game="feuville" mode="solo"></tt-setup-page>`);
    const root = el.shadowRoot!;
    await until(() => !!root.querySelector('label[for="first"]'), 'the game\u2019s options');
    expect(root.querySelectorAll('input[name="count"]').length).to.equal(3);
    expect(root.querySelector('label[for="first"]')!.textContent).to.equal('Who goes first');
    expect(root.querySelector('input[name="layout"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it("the rules page shows Medieval Manor's summary under its name", async () => {
    const el = await rulesOf('medieval-manor');
    const text = el.shadowRoot!.textContent!;
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('How to play Medieval Manor');
    expect(text).to.contain('25 Victory Points');
    expect(el.shadowRoot!.querySelector('#notes')).to.exist;
    await expect(el).to.be.accessible();
  });

  it("the rules page shows Feuville's notes in English, and in German or French once chosen", async () => {
    await chooseLocale('en');
    const el = await rulesOf('feuville');
    const root = el.shadowRoot!;
    expect(root.querySelector('h1')!.textContent).to.equal('How to play Feuville');
    expect(root.querySelector('#notes')!.textContent).to.equal('Feuville — how this app reads the rules');
    expect(root.textContent).to.contain('Reconstructed (not in the rulebook text)');
    await chooseLocale('de');
    await until(() => root.querySelector('#notes')?.textContent === 'Feuville — wie diese App die Regeln liest', 'the German notes heading');
    expect(root.querySelector('article')!.getAttribute('lang')).to.equal('de');
    expect(root.textContent).to.contain('Rekonstruiert');
    // The whole page speaks German: its title and the rules' summary too, not only the notes.
    expect(root.querySelector('h1')!.textContent).to.equal('So spielt man Feuville');
    expect(root.textContent).to.contain('Wirf beide Würfel').and.not.contain('Roll both dice');
    await expect(el).to.be.accessible();
    // French: the notes too (they are the components' words, in every language the app speaks).
    await chooseLocale('fr');
    await until(
      () => root.querySelector('article')?.getAttribute('lang') === 'fr' && !/Regeln|reads the rules/.test(root.querySelector('#notes')!.textContent!),
      'the French notes',
    );
    expect(root.textContent).not.to.contain('Reconstructed (not in the rulebook text)');
    await chooseLocale('en');
    localStorage.removeItem('tt-lang');
  });

  it('the rules page without a game lists the games to read about', async () => {
    const el = await fixture<TtRulesPage>(html`<tt-rules-page game=""></tt-rules-page>`);
    const links = [...el.shadowRoot!.querySelectorAll('li a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).to.deep.include(['How to play Feebleton', '#/rules/feebleton']);
    expect(links).to.deep.include(['How to play Medieval Manor', '#/rules/medieval-manor']);
    await expect(el).to.be.accessible();
  });
});
