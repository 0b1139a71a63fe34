import { expect, fixture, html } from '@open-wc/testing';
import { loadGameUi } from '../../src/app/games.js';
import { playableGames } from '../../src/app/playable.js';
import '../../src/app/table-host.js';
import type { TtTableHost } from '../../src/app/table-host.js';
import { LocalController, LocalGame } from '../../src/session/local.js';
import { memoryStore } from './helpers.js';

describe('the games the app plays', () => {
  afterEach(() => localStorage.removeItem('tt-lang'));

  it('lists Feebleton, Medieval Manor and Feuville as playable, and not the games still being built', () => {
    expect(playableGames().map((g) => g.id)).to.deep.equal(['feebleton', 'medieval-manor', 'feuville']);
  });

  for (const [id, prefix] of [['feebleton', 'fb'], ['medieval-manor', 'mm'], ['feuville', 'fv']] as const) {
    it(`${id}: loads its engine and registers its table and end screen (${prefix}-*)`, async () => {
      const ui = await loadGameUi(id);
      expect(ui.game.id).to.equal(id);
      expect([ui.table, ui.end, ui.actEvent]).to.deep.equal([`${prefix}-table`, `${prefix}-end-screen`, `${prefix}-act`]);
      expect(customElements.get(ui.table)).to.exist;
      expect(customElements.get(ui.end)).to.exist;
    });
  }

  it('feuville: a move is written in the language chosen when it is made', async () => {
    const ui = await loadGameUi('feuville');
    const names = ['Ana', 'Bo'];
    const g = new LocalGame(ui.game, { gameId: 'feuville', config: ui.game.defaultConfig(2), names, bots: [], seed: 7 });
    const seat = g.actingSeats()[0]!;
    const action = g.legal(seat)[0];
    localStorage.setItem('tt-lang', 'en');
    const en = ui.game.describe(g.state, action, seat, names);
    localStorage.setItem('tt-lang', 'de');
    const de = ui.game.describe(g.state, action, seat, names);
    expect(en).to.be.a('string').and.not.equal('');
    expect(de).not.to.equal(en);
  });

  it('feuville: the table host marks the table with the chosen language and follows a change', async () => {
    localStorage.setItem('tt-lang', 'en');
    const ui = await loadGameUi('feuville');
    const c = await LocalController.create({ game: ui.game, store: memoryStore(), label: ui.label, bot: ui.bot },
      { gameId: 'feuville', config: { firstSeat: 0 }, names: ['Ana', 'Bertram'], bots: [1], seed: 3 });
    const el = await fixture<TtTableHost>(html`<tt-table-host .controller=${c} .ui=${ui}></tt-table-host>`);
    const table = () => el.shadowRoot!.querySelector<HTMLElement>('fv-table');
    for (let i = 0; i < 50 && !table(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(table()!.lang).to.equal('en');
    localStorage.setItem('tt-lang', 'de');
    dispatchEvent(new CustomEvent('tt-lang-change', { detail: { lang: 'de' } }));
    await el.updateComplete;
    expect(table()!.lang).to.equal('de');
    c.dispose();
  });
});
