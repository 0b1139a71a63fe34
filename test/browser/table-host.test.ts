import { expect, fixture, html } from '@open-wc/testing';
import '../../src/app/table-host.js';
import type { TtTableHost } from '../../src/app/table-host.js';
import { loadGameUi } from '../../src/games.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { LocalController } from '../../src/session/local.js';
import type { RoomEnding } from '../../src/session/controller.js';
import { memoryStore } from './helpers.js';
import { chooseLocale } from '../../components/shared/locale.js';

const tick = () => new Promise((r) => setTimeout(r, 10));

describe('tt-table-host with a hot-seat game', () => {
  it('shows the hand-over, then the hand, and hides it again when the device must move on', async () => {
    const ui = await loadGameUi('feebleton');
    const c = await LocalController.create<FeebletonView, FeebletonAction>(
      { game: ui.game, store: memoryStore(), label: ui.label },
      { gameId: 'feebleton', config: { firstSeat: 1 }, names: ['Ana', 'Bo'], bots: [], seed: 5 },
    );
    const el = await fixture<TtTableHost>(html`<tt-table-host .controller=${c} .ui=${ui}></tt-table-host>`);
    const root = el.shadowRoot!;
    const screen = root.querySelector('tt-handoff-screen')!;
    expect(screen.name).to.equal('Bo');
    expect(root.querySelector('fb-table')).to.equal(null);
    await expect(el).to.be.accessible();

    screen.shadowRoot!.querySelector('button')!.click();
    await tick();
    await el.updateComplete;
    const table = root.querySelector('fb-table')!;
    expect(table).to.exist;
    await table.updateComplete;
    expect(table.shadowRoot!.querySelector('h2#hand-h')!.textContent).to.contain('Bo');

    // Play until the device must go to Ana: a fresh hand-over screen, no hand in the DOM.
    for (let i = 0; i < 10 && !c.snapshot().handoff; i++) {
      const s = c.snapshot();
      await c.act(s.legal.find((l) => l.action.type === 'end')?.action ?? s.legal[0]!.action);
    }
    await tick();
    await el.updateComplete;
    expect(root.querySelector('tt-handoff-screen')!.name).to.equal('Ana');
    expect(root.querySelector('fb-table')).to.equal(null);
    c.dispose();
  });
});

describe('tt-table-host: a suggested move', () => {
  it('names the bot\u2019s choice among the legal moves and plays it on request', async () => {
    const ui = await loadGameUi('feebleton');
    const c = await LocalController.create<FeebletonView, FeebletonAction>(
      { game: ui.game, store: memoryStore(), label: ui.label, bot: ui.bot },
      { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [1], seed: 7 },
    );
    const el = await fixture<TtTableHost>(html`<tt-table-host .controller=${c} .ui=${ui}></tt-table-host>`);
    const root = el.shadowRoot!;
    const ask = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Suggest a move')!;
    expect(ask).to.exist;
    ask.click();
    await el.updateComplete;
    const hint = root.querySelector('.hint')!;
    const labels = c.snapshot().legal.map((l) => l.label);
    const named = hint.querySelector('strong')!.textContent!;
    expect(labels).to.include(named);
    await expect(el).to.be.accessible();
    const before = c.snapshot().log.length;
    hint.querySelector('button')!.click();
    await tick();
    expect(c.snapshot().log.length).to.be.greaterThan(before);
    expect(c.snapshot().log[before]!.seat).to.equal(0);
    c.dispose();
  });
});

describe('tt-table-host: its own words follow the game\u2019s language', () => {
  // The host's words come from the app's locale (@lit/localize), which every table speaks too.
  after(() => chooseLocale('en'));

  it('speaks German around a German Feuville table, English again after the switch', async () => {
    const ui = await loadGameUi('feuville');
    await chooseLocale('de');
    const c = await LocalController.create(
      { game: ui.game, store: memoryStore(), label: ui.label, bot: ui.bot },
      { gameId: 'feuville', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [1], seed: 3 },
    );
    const el = await fixture<TtTableHost>(html`<tt-table-host .controller=${c} .ui=${ui}></tt-table-host>`);
    const buttons = () => [...el.shadowRoot!.querySelectorAll('.tools button')].map((b) => b.textContent!.trim());
    expect(buttons()).to.include('Spielprotokoll speichern');
    expect(document.documentElement.lang).to.equal('de');
    await chooseLocale('en');
    await el.updateComplete;
    expect(buttons()).to.include('Save the game record');
    c.dispose();
  });
});

describe('tt-table-host: a networked game that ended other than by its rules', () => {
  /** A hot-seat game whose snapshots say the room ended this way (what NetController reports). */
  async function ended(how: RoomEnding) {
    const ui = await loadGameUi('feebleton');
    const c = await LocalController.create<FeebletonView, FeebletonAction>(
      { game: ui.game, store: memoryStore(), label: ui.label },
      { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [1], seed: 9 },
    );
    const wrapped = Object.assign(Object.create(c) as typeof c, {
      snapshot: () => ({ ...c.snapshot(), ended: how }),
      subscribe: (l: Parameters<typeof c.subscribe>[0]) => c.subscribe((s) => l({ ...s, ended: how })),
    });
    const el = await fixture<TtTableHost>(html`<tt-table-host .controller=${wrapped} .ui=${ui}></tt-table-host>`);
    return { el, c };
  }

  it('a forfeit says who, that their late move would still count, and that nothing was audited', async () => {
    const { el, c } = await ended({ kind: 'forfeit', name: 'Bo', afterEnd: false, mine: false });
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('The game is over: Bo forfeited');
    expect(root.querySelector('section p')!.textContent).to.contain('provisional');
    expect(root.querySelector('fb-table')).to.equal(null);
    await expect(el).to.be.accessible();
    c.dispose();
  });

  it('the player voted out while away keeps the table, told that a move still counts', async () => {
    const { el, c } = await ended({ kind: 'forfeit', name: 'Ana', afterEnd: false, mine: true });
    const root = el.shadowRoot!;
    expect(root.querySelector('fb-table')).to.exist;
    expect(root.querySelector('.forfeit')!.textContent).to.contain('Make your move and the game goes on');
    c.dispose();
  });

  it('a conviction names the cheat and the two entries that prove it', async () => {
    const { el, c } = await ended({ kind: 'cheat', name: 'Bo', entries: ['AAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBB'], afterEnd: false });
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('The game is over: Bo cheated');
    expect(root.querySelector('section p')!.textContent).to.contain('AAAAAAAAAA, BBBBBBBBBB');
    await expect(el).to.be.accessible();
    c.dispose();
  });

  it('a cheat in the audit after the end keeps the table and says the others keep the result', async () => {
    const { el, c } = await ended({ kind: 'cheat', name: 'Bo', entries: ['AAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBB'], afterEnd: true });
    const root = el.shadowRoot!;
    expect(root.querySelector('fb-table')).to.exist;
    expect(root.querySelector('section h2')).to.equal(null);
    const note = root.querySelector('.audit[role="alert"]')!.textContent!;
    expect(note).to.contain("Bo is placed last; everyone else keeps the game's result");
    expect(note).to.contain('AAAAAAAAAA, BBBBBBBBBB');
    await expect(el).to.be.accessible();
    c.dispose();
  });
});

describe('tt-table-host: a networked room still being checked', () => {
  it('shows how far the signed record has been read, with a progress bar, then the shuffles left, then nothing', async () => {
    const ui = await loadGameUi('feebleton');
    const c = await LocalController.create<FeebletonView, FeebletonAction>(
      { game: ui.game, store: memoryStore(), label: ui.label },
      { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [1], seed: 9 },
    );
    // What NetController reports from RoomPeer.progress (test/node/reopen.test.ts checks the peer's side).
    let checking: { read: number; of: number; proofs: number } | null = { read: 96, of: 513, proofs: 2 };
    const listeners: ((s: ReturnType<typeof c.snapshot>) => void)[] = [];
    const wrapped = Object.assign(Object.create(c) as typeof c, {
      snapshot: () => ({ ...c.snapshot(), checking }),
      subscribe: (l: Parameters<typeof c.subscribe>[0]) => {
        listeners.push(l);
        return c.subscribe((s) => l({ ...s, checking }));
      },
    });
    const el = await fixture<TtTableHost>(html`<tt-table-host .controller=${wrapped} .ui=${ui}></tt-table-host>`);
    const root = el.shadowRoot!;
    const line = () => root.querySelector('.checking');
    expect(line()!.textContent).to.contain('96 of 513 entries');
    expect(line()!.getAttribute('role')).to.equal('status');
    expect(root.querySelector('progress')!.value).to.equal(96);
    await expect(el).to.be.accessible();
    checking = { read: 513, of: 513, proofs: 2 };
    for (const l of listeners) l(wrapped.snapshot());
    await el.updateComplete;
    expect(line()!.textContent).to.contain('Checking 2 shuffles');
    expect(root.querySelector('progress')).to.equal(null);
    checking = null;
    for (const l of listeners) l(wrapped.snapshot());
    await el.updateComplete;
    expect(line()).to.equal(null);
    c.dispose();
  });
});

describe('tt-table-host: your turn, noticed', () => {
  it('says so in the tab title while the page is in the background, and keeps the sound choice', async () => {
    let hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    const setHidden = (h: boolean) => {
      hidden = h;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    localStorage.removeItem('tt-turn-notice');
    document.title = 'Tabletop';
    const ui = await loadGameUi('feebleton');
    // The bot moves when the test says so.
    let release: () => void = () => undefined;
    const botDelay = () => new Promise<void>((r) => (release = r));
    const c = await LocalController.create<FeebletonView, FeebletonAction>(
      { game: ui.game, store: memoryStore(), label: ui.label, bot: ui.bot, botDelay },
      { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [1], seed: 7 },
    );
    const el = await fixture<TtTableHost>(html`<tt-table-host .controller=${c} .ui=${ui}></tt-table-host>`);
    try {
      expect(c.snapshot().legal.length, "Ana's turn").to.be.greaterThan(0);
      expect(document.title, 'on the page: the title names the game').to.equal('Feebleton · Tabletop');
      setHidden(true);
      expect(document.title).to.equal('Your turn · Feebleton · Tabletop');
      setHidden(false);
      expect(document.title).to.equal('Feebleton · Tabletop');

      // Ana ends her turns until the bot is asked; in the background, its move makes it her turn again.
      for (let i = 0; i < 10 && c.snapshot().legal.length; i++) {
        const s = c.snapshot();
        await c.act(s.legal.find((l) => l.action.type === 'end')?.action ?? s.legal[0]!.action);
      }
      await el.updateComplete;
      setHidden(true);
      expect(document.title, 'not her turn: nothing to say').to.equal('Feebleton · Tabletop');
      for (let i = 0; i < 20 && !c.snapshot().legal.length; i++) {
        release();
        await tick();
      }
      await el.updateComplete;
      expect(c.snapshot().legal.length).to.be.greaterThan(0);
      expect(document.title).to.equal('Your turn · Feebleton · Tabletop');
      setHidden(false);
      expect(document.title).to.equal('Feebleton · Tabletop');

      const sound = [...el.shadowRoot!.querySelectorAll<HTMLLabelElement>('.notice label')].find((l) => l.textContent!.includes('Play a sound'))!;
      sound.querySelector('input')!.click();
      await el.updateComplete;
      expect(JSON.parse(localStorage.getItem('tt-turn-notice')!).sound).to.equal(true);
      await expect(el).to.be.accessible();
      el.remove();
      expect(document.title, 'the table gone: the page\u2019s own title').to.equal('Tabletop');
    } finally {
      c.dispose();
      delete (document as { hidden?: boolean }).hidden;
      localStorage.removeItem('tt-turn-notice');
    }
  });
});

describe('tt-table-host: the language changes mid-game', () => {
  it('words the whole log and the moves again in the new language (log lines are data, not stored sentences)', async () => {
    const ui = await loadGameUi('feebleton');
    const c = await LocalController.create<FeebletonView, FeebletonAction>(
      { game: ui.game, store: memoryStore(), label: ui.label },
      { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [], seed: 3 },
    );
    for (let i = 0; i < 8; i++) {
      if (c.snapshot().handoff) c.acceptHandoff();
      const s = c.snapshot();
      await c.act((s.legal.find((l) => l.action.type === 'play') ?? s.legal[0]!).action);
    }
    if (c.snapshot().handoff) c.acceptHandoff();
    expect(c.snapshot().log.length, 'moves made').to.be.greaterThan(0);
    const el = await fixture<TtTableHost>(html`<tt-table-host .controller=${c} .ui=${ui}></tt-table-host>`);
    const log = () =>
      el
        .shadowRoot!.querySelector('fb-table')!
        .shadowRoot!.querySelector('tt-game-log')!
        .lines.map((l) => l.text);
    await el.updateComplete;
    const english = log();
    expect(english.length).to.be.greaterThan(0);
    await chooseLocale('de');
    await el.updateComplete;
    const german = log();
    expect(german.length).to.equal(english.length);
    expect(german.join('\n')).not.to.equal(english.join('\n'));
    expect(
      german.some((l) => / spielt /.test(l)),
      german.join('\n'),
    ).to.equal(true);
    await chooseLocale('en');
    await el.updateComplete;
    expect(log()).to.deep.equal(english);
    c.dispose();
  });
});
