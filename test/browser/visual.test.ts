/**
 * What each table looks like: a screenshot of the first screen of every game's
 * table in a mid-game position, on a desktop (1280×800) and a phone (390×844),
 * light and dark, compared with the baseline committed in test/screenshots/
 * (web-test-runner.config.mjs sets the tolerance). The position comes from a
 * seeded hot-seat game played through the app's own controller, a move chosen
 * by the seed at each step, so it is the same on every machine; the project's
 * own font is loaded first, so the letters are too.
 *
 * After a change meant to alter a table: `npm run test:visual:update`, then look
 * at every changed image before committing it.
 */
import { fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import '../../components/feebleton/table.js';
import '../../components/feuville/index.js';
import '../../components/medieval-manor/table.js';
import '../../components/felinia/table.js';
import '../../components/feudalia/table.js';
import { actionLabel as feudaliaLabel } from '../../components/feudalia/labels.js';
import { actionLabel as feliniaLabel } from '../../components/felinia/labels.js';
import { actionLabel as feebletonLabel } from '../../components/feebleton/labels.js';
import { actionLabel as feuvilleLabel } from '../../components/feuville/labels.js';
import { setLang } from '../../components/feuville/lang.js';
import { actionLabel as manorLabel } from '../../components/medieval-manor/labels.js';
import type { ActionLabel } from '../../components/shared/contract.js';
import { labelOf } from '../../components/shared/manifest.js';
import { SHARED } from '../../components/shared/palette.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { feuville } from '../../engine/games/feuville/index.js';
import { felinia } from '../../engine/games/felinia/index.js';
import { feudalia } from '../../engine/games/feudalia/index.js';
import { medievalManor } from '../../engine/games/medieval-manor/index.js';
import { applyTheme, type Theme } from '../../src/app/theme.js';
import type { GameId } from '../../src/games.js';
import { LocalController } from '../../src/session/local.js';
import { memoryStore } from './helpers.js';

interface Table {
  readonly id: GameId;
  readonly game: AnyGame;
  readonly tag: string;
  readonly label: ActionLabel;
  readonly moves: number;
}

const TABLES: readonly Table[] = [
  { id: 'feebleton', game: feebleton as unknown as AnyGame, tag: 'fb-table', label: labelOf(feebletonLabel), moves: 24 },
  { id: 'medieval-manor', game: medievalManor as unknown as AnyGame, tag: 'mm-table', label: labelOf(manorLabel), moves: 30 },
  { id: 'feuville', game: feuville as unknown as AnyGame, tag: 'fv-table', label: labelOf(feuvilleLabel), moves: 30 },
  { id: 'felinia', game: felinia as unknown as AnyGame, tag: 'fl-table', label: labelOf(feliniaLabel), moves: 26 },
  { id: 'feudalia', game: feudalia as unknown as AnyGame, tag: 'fd-table', label: labelOf(feudaliaLabel), moves: 30 },
];

/** A hot-seat game of three, `moves` moves in, each chosen by a seeded stream among the legal ones. */
async function midGame(t: Table): Promise<LocalController> {
  const names = ['Ana', 'Bo', 'Cy'];
  const c = await LocalController.create(
    { game: t.game, store: memoryStore(), label: t.label },
    { gameId: t.id, config: t.game.defaultConfig(names.length), names, bots: [], seed: 11 },
    'visual',
  );
  let x = 20_261_127;
  for (let played = 0; played < t.moves; ) {
    c.acceptHandoff();
    const legal = c.snapshot().legal;
    if (legal.length === 0) break;
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    const r = await c.act(legal[x % legal.length]!.action);
    if (!r.ok) throw new Error(r.error.message);
    played++;
  }
  c.acceptHandoff();
  return c;
}

async function shoot(t: Table, theme: Theme, width: number, height: number): Promise<void> {
  await setViewport({ width, height });
  applyTheme(theme);
  const c = await midGame(t);
  const snapshot = c.snapshot();
  const explain = (a: unknown) => c.explain(a);
  // The first screen as the app lays it out (app-shell's main: paper, padding), without the header.
  const screen = await fixture<HTMLElement>(html`<div style=${`width: ${width}px; height: ${height}px; overflow: hidden; box-sizing: border-box;
      padding: ${width < 420 ? '0.6rem' : '1rem'}; --tt-motion: 0ms; background: light-dark(${SHARED.paper[0]}, ${SHARED.paper[1]})`}>
    ${
      t.tag === 'fb-table'
        ? html`<fb-table .snapshot=${snapshot} .explain=${explain}></fb-table>`
        : t.tag === 'mm-table'
          ? html`<mm-table .snapshot=${snapshot} .explain=${explain}></mm-table>`
          : t.tag === 'fv-table'
            ? html`<fv-table .snapshot=${snapshot} .explain=${explain}></fv-table>`
            : t.tag === 'fl-table'
              ? html`<fl-table .snapshot=${snapshot} .explain=${explain}></fl-table>`
              : html`<fd-table .snapshot=${snapshot} .explain=${explain}></fd-table>`
    }
  </div>`);
  await (screen.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  await Promise.all(['400 16px "Atkinson Hyperlegible"', '700 16px "Atkinson Hyperlegible"'].map((f) => document.fonts.load(f)));
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await visualDiff(screen, `${t.id}-${width}x${height}-${theme}`);
}

describe('what the tables look like', () => {
  before(() => setLang('en'));
  after(() => applyTheme('auto'));

  for (const t of TABLES) {
    for (const theme of ['light', 'dark'] as const) {
      for (const [w, h] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        it(`${t.id}, ${w}×${h}, ${theme}`, async () => {
          await shoot(t, theme, w, h);
        });
      }
    }
  }
});
