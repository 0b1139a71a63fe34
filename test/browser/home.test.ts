import { expect, fixture, html } from '@open-wc/testing';
import '../../src/app/home-page.js';
import type { TtHomePage } from '../../src/app/home-page.js';
import type { GameStore } from '../../src/session/local.js';

function storeWith(entries: Record<string, unknown>): GameStore {
  const data = new Map(Object.entries(entries));
  return { get: async (k) => data.get(k), set: async (k, v) => void data.set(k, v), del: async (k) => void data.delete(k) };
}

const wait = () => new Promise((r) => setTimeout(r, 20));

describe('tt-home-page', () => {
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
    await wait();
    await el.updateComplete;
    const cont = el.shadowRoot!.querySelector<HTMLAnchorElement>('a[href="#/play/g1"]');
    expect(cont?.textContent).to.contain('Continue');
    expect(el.shadowRoot!.textContent).to.contain('Ana, Bo');
    await expect(el).to.be.accessible();
  });
});
