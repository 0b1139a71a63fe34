/**
 * The dark theme: the switch keeps the choice and sets the page's colour
 * scheme, every component follows it through its `light-dark()` colours, and
 * each game's table stays readable (axe, colour contrast included) in it, in
 * English and in German.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/shared/card.js';
import '../../components/feebleton/table.js';
import '../../components/feuville/index.js';
import '../../components/medieval-manor/table.js';
import { actionLabel } from '../../components/feebleton/labels.js';
import type { FeebletonSnapshot } from '../../components/feebleton/table.js';
import { mountTable } from '../../components/feuville/test-tables.js';
import { setLang } from '../../components/feuville/lang.js';
import { LOCALES, chooseLocale } from '../../components/shared/locale.js';
import { advance, controllerAt as manorAt, start } from '../../components/medieval-manor/test-game.js';
import { labelOf } from '../../components/shared/manifest.js';
import { SHARED } from '../../components/shared/palette.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { roll, table } from '../../engine/games/feuville/fixture.js';
import type { MedievalManorAction } from '../../engine/games/medieval-manor/types.js';
import { LocalController } from '../../src/session/local.js';
import { applyTheme, savedTheme } from '../../src/app/theme.js';
import '../../src/app/theme.js';
import { memoryStore, shadow } from './helpers.js';

/** `#rrggbb` as the browser computes it. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function feebletonTable() {
  const c = await LocalController.create<FeebletonView, FeebletonAction>(
    { game: feebleton as unknown as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
    { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [], seed: 42 },
  );
  c.acceptHandoff();
  return fixture(html`<fb-table .snapshot=${c.snapshot() as FeebletonSnapshot} .explain=${(a: FeebletonAction) => c.explain(a)}></fb-table>`);
}

async function manorTable() {
  const { s, rand } = start(2, 7);
  const c = await manorAt(
    advance(s, rand, (v) => v.phase === 'work'),
    0,
  );
  return fixture(html`<mm-table .snapshot=${c.snapshot()} .explain=${(a: unknown) => c.explain(a as MedievalManorAction)}></mm-table>`);
}

describe('the theme', () => {
  before(async () => {
    await setLang('en');
    // What the app shell's page is drawn on (index.html, app-shell.ts).
    document.body.style.background = `light-dark(${SHARED.paper[0]}, ${SHARED.paper[1]})`;
  });
  afterEach(async () => {
    localStorage.removeItem('tt-theme');
    applyTheme('auto');
    await chooseLocale('en');
  });

  it('the switch keeps the choice and every component follows it', async () => {
    const sw = await fixture(html`<tt-theme-switch></tt-theme-switch>`);
    const card = await fixture(html`<tt-card name="Farmer"></tt-card>`);
    const select = shadow<HTMLSelectElement>(sw, 'select')!;
    expect(select.labels?.[0]?.textContent).to.equal('Theme');
    select.value = 'dark';
    select.dispatchEvent(new Event('change'));
    expect(savedTheme()).to.equal('dark');
    expect(document.documentElement.style.colorScheme).to.equal('dark');
    expect(getComputedStyle(card).backgroundColor).to.equal(rgb(SHARED.face[1]));
    select.value = 'light';
    select.dispatchEvent(new Event('change'));
    expect(localStorage.getItem('tt-theme')).to.equal('light');
    expect(getComputedStyle(card).backgroundColor).to.equal(rgb(SHARED.face[0]));
    await expect(sw).to.be.accessible();
  });

  for (const [name, mount] of [
    ['Feebleton', feebletonTable],
    ['Medieval Manor', manorTable],
    ['Feuville', () => mountTable(roll(table(3, 0), 3, 5), 0)],
  ] as const) {
    for (const locale of LOCALES) {
      it(`${name}'s table passes axe in the dark theme, in ${locale}, its text drawn light`, async () => {
        await chooseLocale(locale);
        applyTheme('dark');
        const el = await mount();
        expect(getComputedStyle(el).color).to.equal(rgb(SHARED.ink[1]));
        expect(document.documentElement.lang).to.equal(locale);
        await expect(el).to.be.accessible();
      });
    }
  }
});
