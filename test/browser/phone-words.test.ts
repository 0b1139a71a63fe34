import { expect, fixture, html } from '@open-wc/testing';
import { loadGameUi, type GameId } from '../../src/games.js';
import '../../src/app/table-host.js';
import type { TtTableHost } from '../../src/app/table-host.js';
import { LocalController } from '../../src/session/local.js';
import { chooseLocale } from '../../components/shared/locale.js';
import { memoryStore, until } from './helpers.js';

/** Every text node under `root`, shadow roots included, except screen-reader-only text (1 px wide by design). */
function texts(root: Node): Text[] {
  const out: Text[] = [];
  const walk = (n: Node) => {
    if (n instanceof Text) out.push(n);
    if (n instanceof HTMLStyleElement || (n instanceof Element && n.classList.contains('sr-only'))) return;
    if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
    for (const c of n.childNodes) walk(c);
  };
  walk(root);
  return out;
}

/** Words the page shows broken across two lines anywhere but at a hyphen (soft or not) or a slash, as "Discreti|on". */
function brokenWords(root: Node): string[] {
  const broken: string[] = [];
  const range = document.createRange();
  for (const t of texts(root)) {
    const s = t.data;
    for (const m of s.matchAll(/\S+/g)) {
      let lastTop: number | null = null;
      let softSince = false;
      for (let i = m.index; i < m.index + m[0].length; i++) {
        if (s[i] === '\u00AD' || s[i - 1] === '-' || s[i - 1] === '/') {
          softSince = true;
          continue;
        }
        range.setStart(t, i);
        range.setEnd(t, i + 1);
        // A character just after a soft hyphen's break also covers the hyphen drawn at the line's end: its last box is where it stands.
        const r = [...range.getClientRects()].at(-1);
        if (!r || (r.width === 0 && r.height === 0)) continue; // not rendered
        if (lastTop !== null && r.top > lastTop + 2 && !softSince) {
          const at = t.parentElement;
          const where = `${at?.localName}.${at?.className} in ${(t.getRootNode() as ShadowRoot).host?.localName}`;
          broken.push(`${`${s.slice(m.index, i)}|${s.slice(i, m.index + m[0].length)}`.replaceAll('\u00AD', '')} (${where})`);
        }
        lastTop = r.top;
        softSince = false;
      }
    }
  }
  return broken;
}

async function phoneTable(gameId: GameId, config: object, seed: number): Promise<{ el: HTMLElement; dispose: () => void }> {
  const ui = await loadGameUi(gameId);
  const c = await LocalController.create(
    { game: ui.game, store: memoryStore(), label: ui.label, bot: ui.bot },
    { gameId, config: { ...(ui.game.defaultConfig(3) as object), ...config }, names: ['Ana', 'Bertram', 'Cy'], bots: [], seed },
  );
  const box = await fixture<HTMLElement>(html`<div style="width: 360px"><tt-table-host .controller=${c} .ui=${ui}></tt-table-host></div>`);
  const host = box.querySelector<TtTableHost>('tt-table-host')!;
  await until(() => !!host.shadowRoot?.querySelector('[class], *'), 'the table');
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return { el: box, dispose: () => c.dispose() };
}

describe('words on a phone-wide table', () => {
  afterEach(async () => {
    await chooseLocale('en');
    localStorage.removeItem('tt-lang');
  });

  for (const [gameId, config, lang] of [
    ['feuville', {}, 'en'],
    ['feuville', {}, 'de'],
    ['medieval-manor', {}, 'en'],
    ['feebleton', {}, 'en'],
  ] as const) {
    it(`${gameId} (${lang}): no word breaks across lines except at a hyphen, in several dealt positions`, async () => {
      await chooseLocale(lang);
      const seen: string[] = [];
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const t = await phoneTable(gameId, config, seed);
        seen.push(...brokenWords(t.el));
        t.dispose();
      }
      expect(seen).to.deep.equal([]);
    });
  }
});
