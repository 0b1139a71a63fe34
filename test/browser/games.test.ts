import { expect, fixture, html } from '@open-wc/testing';
import { loadGameUi } from '../../src/games.js';
import { playableGames } from '../../src/app/playable.js';
import '../../src/app/table-host.js';
import type { TtTableHost } from '../../src/app/table-host.js';
import { LocalController, LocalGame } from '../../src/session/local.js';
import { GAMES } from '../../src/games.js';
import { chooseLocale } from '../../components/shared/locale.js';
import { memoryStore, until } from './helpers.js';

describe('the games the app plays', () => {
  afterEach(() => localStorage.removeItem('tt-lang'));

  it('lists every game of the list (src/games.ts), and no other', () => {
    expect(playableGames().map((g) => g.id)).to.deep.equal(GAMES.map((g) => g.meta.id));
    expect(GAMES.map((g) => g.meta.id)).to.include.members(['feebleton', 'medieval-manor', 'feuville']);
  });

  // Every game of the list gets these without a test file of its own.
  for (const m of GAMES) {
    const id = m.meta.id;
    it(`${id}: loads its engine, bot and UI; its table and end screen are defined; its seat counts are the engine's`, async () => {
      const ui = await loadGameUi(id);
      expect(ui.game.id).to.equal(id);
      expect([ui.game.minSeats, ui.game.maxSeats]).to.deep.equal([m.meta.players.min, m.meta.players.max]);
      expect(ui.bot).to.be.a('function');
      expect(customElements.get(ui.table)).to.exist;
      expect(customElements.get(ui.end)).to.exist;
    });

    it(`${id}: its rules text and set-up form load`, async () => {
      const rules = await m.rules('en');
      expect(rules.title).to.contain(m.meta.name);
      expect(rules.notes.trim()).not.to.equal('');
      const form = m.options ? await m.options() : null;
      if (form) expect(form.resize({}, m.meta.players.min)).to.be.an('object');
    });

    it(`${id}: a solo game renders its table, with legal moves or a bot to wait for`, async () => {
      const ui = await loadGameUi(id);
      const seats = ui.game.minSeats;
      const names = ['Ana', 'Bertram', 'Cunegonde', 'Dorian', 'Edeltraud', 'Fulk'].slice(0, seats);
      const c = await LocalController.create(
        { game: ui.game, store: memoryStore(), label: ui.label, bot: ui.bot },
        { gameId: id, config: ui.game.defaultConfig(seats), names, bots: names.map((_, i) => i).slice(1), seed: 5 },
      );
      const el = await fixture<TtTableHost>(html`<tt-table-host .controller=${c} .ui=${ui}></tt-table-host>`);
      await until(() => !!el.shadowRoot!.querySelector(ui.table), `the ${id} table`);
      expect(c.snapshot().names).to.deep.equal(names);
      c.dispose();
    });
  }

  it('feuville: a move is written in the language chosen when it is made', async () => {
    const ui = await loadGameUi('feuville');
    const names = ['Ana', 'Bo'];
    const g = new LocalGame(ui.game, { gameId: 'feuville', config: ui.game.defaultConfig(2), names, bots: [], seed: 7 });
    const seat = g.actingSeats()[0]!;
    const action = g.legal(seat)[0];
    await chooseLocale('en');
    const en = ui.game.describe(g.state, action, seat, names);
    await chooseLocale('de');
    const de = ui.game.describe(g.state, action, seat, names);
    await chooseLocale('en');
    expect(en).to.be.a('string').and.not.equal('');
    expect(de).not.to.equal(en);
  });

  it('feuville: the table speaks the page\u2019s language (the root\u2019s lang) and follows a change', async () => {
    await chooseLocale('en');
    const ui = await loadGameUi('feuville');
    const c = await LocalController.create(
      { game: ui.game, store: memoryStore(), label: ui.label, bot: ui.bot },
      { gameId: 'feuville', config: { firstSeat: 0 }, names: ['Ana', 'Bertram'], bots: [1], seed: 3 },
    );
    const el = await fixture<TtTableHost>(html`<tt-table-host .controller=${c} .ui=${ui}></tt-table-host>`);
    const table = () => el.shadowRoot!.querySelector<HTMLElement & { updateComplete: Promise<unknown> }>('fv-table');
    const heading = () => table()!.shadowRoot!.querySelector('fv-board')!.shadowRoot!.querySelector('#bh')!.textContent!.trim();
    await until(() => !!table()?.shadowRoot?.querySelector('fv-board')?.shadowRoot?.querySelector('#bh'), 'the Feuville table');
    expect(document.documentElement.lang).to.equal('en');
    const en = heading();
    await chooseLocale('de');
    await until(() => heading() !== en, 'the board in German');
    expect(document.documentElement.lang).to.equal('de');
    expect(heading()).to.equal('Spielplan');
    await chooseLocale('en');
    c.dispose();
  });
});
