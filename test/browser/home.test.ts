import { expect, fixture, html } from '@open-wc/testing';
import '../../src/app/home-page.js';
import type { TtHomePage } from '../../src/app/home-page.js';
import { memoryStore as storeWith } from '../memory-store.js';
import { until } from './helpers.js';

describe('tt-home-page', () => {
  beforeEach(() => localStorage.removeItem('tt-game'));
  afterEach(() => localStorage.removeItem('tt-game'));

  it('offers hot-seat, solo, rules and replays, and says networked rooms are coming when absent', async () => {
    const el = await fixture<TtHomePage>(html`<tt-home-page .store=${storeWith({})}></tt-home-page>`);
    const root = el.shadowRoot!;
    const links = [...root.querySelectorAll('a')].map((a) => [a.textContent!.trim(), a.getAttribute('href')]);
    expect(links).to.deep.include(['Hot-seat game', '#/new/feebleton/hotseat']);
    expect(links).to.deep.include(['Solo against bots', '#/new/feebleton/solo']);
    expect(links).to.deep.include(['How to play', '#/rules/feebleton']);
    expect(root.textContent).to.contain('Networked rooms: coming in this version');
    const create = [...root.querySelectorAll('button')].find((b) => b.textContent!.includes('Create a room'))!;
    expect(create.disabled).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('links to creating and joining rooms when the build has them', async () => {
    const el = await fixture<TtHomePage>(html`<tt-home-page networked .store=${storeWith({})}></tt-home-page>`);
    const root = el.shadowRoot!;
    expect(root.textContent).not.to.contain('coming in this version');
    expect(root.querySelector('a[href="#/room/new/feebleton"]')).to.exist;
    const input = root.querySelector<HTMLInputElement>('#code')!;
    input.value = 'kq7m-2pxa';
    input.dispatchEvent(new Event('input'));
    root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(location.hash).to.equal('#/join/kq7m-2pxa');
    location.hash = '';
    await expect(el).to.be.accessible();
  });

  it('lists saved games to continue', async () => {
    const store = storeWith({
      'local-games': [{ id: 'g1', gameId: 'feebleton', names: ['Ana', 'Bo'], bots: [], over: false, updatedAt: 1 }],
    });
    const el = await fixture<TtHomePage>(html`<tt-home-page .store=${store}></tt-home-page>`);
    await until(() => !!el.shadowRoot!.querySelector('a[href="#/play/g1"]'), 'the saved game listed');
    const cont = el.shadowRoot!.querySelector<HTMLAnchorElement>('a[href="#/play/g1"]');
    expect(cont?.textContent).to.contain('Continue');
    expect(el.shadowRoot!.textContent).to.contain('Ana, Bo');
    await expect(el).to.be.accessible();
  });

  it('lists the five games as a radio group, Feebleton chosen first', async () => {
    const el = await fixture<TtHomePage>(html`<tt-home-page .store=${storeWith({})}></tt-home-page>`);
    const picker = el.shadowRoot!.querySelector('tt-game-picker')!;
    await picker.updateComplete;
    const radios = [...picker.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const names = radios.map((r) => picker.shadowRoot!.getElementById(r.getAttribute('aria-labelledby')!)!.textContent);
    expect(names).to.include.members(['Feebleton', 'Medieval Manor', 'Feuville', 'Felinia', 'Feudalia']);
    expect(radios.find((r) => r.checked)!.value).to.equal('feebleton');
    expect(picker.shadowRoot!.querySelector('legend')!.textContent).to.equal('Choose a game');
    await expect(el).to.be.accessible();
  });

  it('points every action at the chosen game and remembers the choice', async () => {
    const el = await fixture<TtHomePage>(html`<tt-home-page networked .store=${storeWith({})}></tt-home-page>`);
    const picker = el.shadowRoot!.querySelector('tt-game-picker')!;
    await picker.updateComplete;
    picker.shadowRoot!.querySelector<HTMLInputElement>('input[value="medieval-manor"]')!.click();
    await el.updateComplete;
    const root = el.shadowRoot!;
    const links = [...root.querySelectorAll('a')].map((a) => [a.textContent!.trim(), a.getAttribute('href')]);
    expect(links).to.deep.include(['Create a room', '#/room/new/medieval-manor']);
    expect(links).to.deep.include(['Hot-seat game', '#/new/medieval-manor/hotseat']);
    expect(links).to.deep.include(['Solo against bots', '#/new/medieval-manor/solo']);
    expect(links).to.deep.include(['How to play', '#/rules/medieval-manor']);
    expect(root.querySelector('#here')!.textContent).to.equal('Play Medieval Manor on this device');
    expect(localStorage.getItem('tt-game')).to.equal('medieval-manor');

    const again = await fixture<TtHomePage>(html`<tt-home-page .store=${storeWith({})}></tt-home-page>`);
    expect(again.shadowRoot!.querySelector('a[href="#/new/medieval-manor/hotseat"]')).to.exist;
  });

  it('shows one game without a choice when only one can be played', async () => {
    const only = [{ id: 'feebleton', name: 'Feebleton', players: { min: 2, max: 4 }, minutes: 20, blurb: 'Cards.', options: true }];
    const el = await fixture<TtHomePage>(html`<tt-home-page .games=${only} .store=${storeWith({})}></tt-home-page>`);
    expect(el.shadowRoot!.querySelector('tt-game-picker')).to.equal(null);
    expect(el.shadowRoot!.querySelector('a[href="#/new/feebleton/solo"]')).to.exist;
  });

  it('names the game of each saved game', async () => {
    const store = storeWith({
      'local-games': [
        { id: 'g1', gameId: 'feebleton', names: ['Ana', 'Bo'], bots: [], over: false, updatedAt: 1 },
        { id: 'g2', gameId: 'medieval-manor', names: ['Cy', 'Bertram'], bots: [1], over: true, updatedAt: 2 },
      ],
    });
    const el = await fixture<TtHomePage>(html`<tt-home-page .store=${store}></tt-home-page>`);
    await until(() => el.shadowRoot!.querySelectorAll('#cont ~ ul li').length === 2, 'both saved games listed');
    const rows = [...el.shadowRoot!.querySelectorAll('#cont ~ ul li')].map((li) => li.textContent!.replace(/\s+/g, ' '));
    expect(rows[0]).to.contain('Medieval Manor · Cy, Bertram · solo · finished');
    expect(rows[1]).to.contain('Feebleton · Ana, Bo · hot-seat');
    const del = el.shadowRoot!.querySelector('button[aria-label^="Delete the Medieval Manor game"]');
    expect(del).to.exist;
  });
});
