/**
 * One seat colour at every table (issue 13): each game draws each player's
 * panel with its seat's colour from the shared palette (components/shared/palette.ts
 * `SEATS`, set as `--seat`), a different one per seat, in the light theme and the
 * dark one, and the turn banner's edge is the colour of the seat to play.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../components/feebleton/table.js';
import '../../components/feuville/index.js';
import '../../components/medieval-manor/table.js';
import { actionLabel } from '../../components/feebleton/labels.js';
import type { FeebletonSnapshot } from '../../components/feebleton/table.js';
import { mountTable } from '../../components/feuville/test-tables.js';
import { setLang } from '../../components/feuville/lang.js';
import { advance, controllerAt as manorAt, start } from '../../components/medieval-manor/test-game.js';
import { labelOf } from '../../components/shared/manifest.js';
import { SEATS, seatColour } from '../../components/shared/palette.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { roll, table } from '../../engine/games/feuville/fixture.js';
import { LocalController } from '../../src/session/local.js';
import { applyTheme } from '../../src/app/theme.js';
import { memoryStore, shadow, shadowAll } from './helpers.js';

/** `#rrggbb` as the browser computes it. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function feebletonTable(): Promise<HTMLElement> {
  const c = await LocalController.create<FeebletonView, FeebletonAction>(
    { game: feebleton as unknown as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
    { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo', 'Cy', 'Di'], bots: [], seed: 42 },
  );
  c.acceptHandoff();
  return fixture(html`<fb-table .snapshot=${c.snapshot() as FeebletonSnapshot}></fb-table>`);
}

async function manorTable(): Promise<HTMLElement> {
  const { s, rand } = start(4, 7);
  const c = await manorAt(
    advance(s, rand, (v) => v.phase === 'work'),
    0,
  );
  return fixture(html`<mm-table .snapshot=${c.snapshot()}></mm-table>`);
}

/** Each player's panel, in seat order: the shared one (Feebleton, inside Manor's boards) or Feuville's own. */
const panels = (el: HTMLElement): HTMLElement[] => [
  ...shadowAll<HTMLElement>(el, 'tt-player-panel'),
  ...shadowAll<HTMLElement>(el, 'mm-player-board').map((b) => shadow<HTMLElement>(b, 'tt-player-panel')!),
  ...shadowAll<HTMLElement>(el, 'fv-player'),
];

describe('seat colours', () => {
  before(() => setLang('en'));
  afterEach(() => applyTheme('auto'));

  for (const [name, mount, seats] of [
    ['Feebleton', feebletonTable, 4],
    ['Medieval Manor', manorTable, 4],
    ['Feuville', () => mountTable(roll(table(3, 0), 3, 5), 0), 3],
  ] as const) {
    it(`${name}: every seat's panel wears that seat's colour, light and dark, and the banner the player's to play`, async () => {
      const el = await mount();
      const all = panels(el);
      expect(all.length).to.equal(seats);
      const colours = all.map((p) => getComputedStyle(p).getPropertyValue('--seat').trim());
      expect(colours).to.deep.equal(all.map((_, i) => seatColour(i)));
      expect(new Set(colours).size, 'a different colour for each seat').to.equal(seats);
      for (const [theme, t] of [
        ['light', 0],
        ['dark', 1],
      ] as const) {
        applyTheme(theme);
        all.forEach((p, i) => expect(getComputedStyle(p).borderTopColor, `${theme}, seat ${i + 1}`).to.equal(rgb(SEATS[i]![t])));
      }
      // The one player to play: their panel says so in words, the banner's edge in their colour.
      const playing = all.findIndex((p) => p.hasAttribute('active'));
      expect(playing).to.be.at.least(0);
      expect(getComputedStyle(shadow<HTMLElement>(el, 'tt-turn-banner')!).borderLeftColor).to.equal(rgb(SEATS[playing]![1]));
    });
  }
});
