import { expect, oneEvent } from '@open-wc/testing';
import { actionLabel, currentLang, setLang } from './index.js';
import type { FvTable } from './table.js';
import { fairyOf, pull, roll, settleRandom, table } from '../../engine/games/feuville/fixture.js';
import { expectOk } from '../../engine/core/result.js';
import { tablePrompt } from './prompt-text.js';
import { feuville } from '../../engine/games/feuville/index.js';
import { mountTable } from './test-tables.js';
import { shadow, shadowAll, text, until } from '../../test/browser/helpers.js';
import { LANG_KEY } from './lang.js';
import { t } from './i18n.js';

const rolled = () => roll(table(3, 0), 3, 5);

const mount = (): Promise<FvTable> => mountTable(rolled(), 0);

/** Waits for the language to load and the table and its parts to re-render. */
async function settled(el: FvTable, lang: string): Promise<void> {
  await until(() => currentLang() === lang, `the table in ${lang}`);
  for (let i = 0; i < 2; i++) {
    await el.updateComplete;
    for (const part of shadowAll<HTMLElement & { updateComplete: Promise<unknown> }>(el, 'fv-board, fv-moves, fv-player, fv-prompt')) await part.updateComplete;
  }
}

afterEach(() => setLang('en'));

describe('Feuville language', () => {
  it('is the app’s: setLang keeps the choice in tt-lang, loads it and tells the window', async () => {
    const told = oneEvent(window, 'tt-lang-change');
    await setLang('de');
    expect((await told).detail.lang).to.equal('de');
    expect(localStorage.getItem(LANG_KEY)).to.equal('de');
    expect(currentLang()).to.equal('de');
    expect(document.documentElement.lang).to.equal('de');
    expect(t().row.wall).to.equal('Mauer');
  });

  it('the table speaks German once the app does (the header\u2019s switch), with the rulebook terms, and English again', async () => {
    const el = await mount();
    void setLang('de');
    await settled(el, 'de');
    expect(localStorage.getItem('tt-lang')).to.equal('de');
    const banner = shadow<HTMLElement & { prompt: string }>(el, 'tt-turn-banner')!;
    expect(banner.prompt).to.equal('Du bist am Zug: setze deine Würfel (3 und 5) bei einer Person, der Fee, dem Kobold oder der Stadtwertung ein.');
    const board = shadow(el, 'fv-board')!;
    expect(text(shadow(board, '#bh'))).to.equal('Spielplan');
    expect(text(shadow(board, '#r-wall'))).to.match(/^Mauer \d+ im Stapel$/);
    expect(text(shadow(board, '#dh'))).to.match(/^Königliche Erlasse/);
    expect(shadowAll(board, '.person .sr-only').map(text).slice(0, 3)).to.deep.equal(['1: Gaukler', '2: Dieb', '3: Wirt']);
    const moves = shadowAll<HTMLButtonElement>(shadow(el, 'fv-moves'), 'button[data-legal]');
    expect(text(moves[0])).to.match(/^Mauerplättchen.* beim Wirt mit der 3 nehmen$/);
    expect(moves.some((b) => text(b).startsWith('Wirt mit der 3: Freiplättchen für alle'))).to.equal(true);
    expect(text(shadow(shadow(shadowAll(el, 'fv-player')[0], 'fv-town'), '.good'))).to.equal('vor dem Drachen sicher');
    await expect(el).to.be.accessible();
    void setLang('en');
    await settled(el, 'en');
    expect(banner.prompt).to.match(/^Your turn/);
  });

  it('actionLabel follows the language', async () => {
    const s = rolled();
    const view = feuville.view(s, 0, new Map());
    const a = { type: 'skill', dice: [0], person: 3 } as const;
    expect(actionLabel(a, ['Ana', 'Bo', 'Cy'], view)).to.equal('Publican with the 3: free tiles for all');
    await setLang('de');
    expect(actionLabel(a, ['Ana', 'Bo', 'Cy'], view)).to.equal('Wirt mit der 3: Freiplättchen für alle');
  });

  it('the Magician\u2019s button says two Fairy Magic tiles when none of the town has burnt, one when some has', async () => {
    const s = roll(table(2, 0), 6, 1);
    const magician = (st: typeof s) => feuville.legalActions(st, 0, new Map()).find((a) => a.type === 'skill' && a.person === 6 && !a.restore?.length)!;
    const label = (st: typeof s) => actionLabel(magician(st), ['Ana', 'Bo'], feuville.view(st, 0, new Map()));
    expect(label(s)).to.contain('take up to two Fairy Magic tiles');
    const burnt = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, columns: p.columns.map((c) => ({ ...c, burnt: true })) } : p)) };
    expect(label(burnt)).to.contain('take a Fairy Magic');
    await setLang('de');
    expect(label(s)).to.contain('bis zu zwei Feenzauber nehmen');
    expect(label(burnt)).to.contain('einen Feenzauber nehmen');
  });

  it('a taken Fairy Magic is offered what it can do, in German without a wrongly inflected article', async () => {
    let s = roll(table(2, 0), 1, 2);
    const [theft] = fairyOf('theft');
    s = pull(s, theft!);
    s = { ...s, fairyPool: [...s.fairyPool, s.fairyDisplay[0]!].sort(), fairyDisplay: [theft!, ...s.fairyDisplay.slice(1)] };
    s = settleRandom(expectOk(feuville.apply(s, { type: 'fairy', die: 1, slot: 0 }, 0)));
    const v = feuville.view(s, 0, new Map());
    expect(v.choice.kind).to.equal('place');
    const en = tablePrompt(v, ['Ana', 'Bo']).text;
    await setLang('de');
    const de = tablePrompt(v, ['Ana', 'Bo']).text;
    expect(en).to.contain('use it now or put it on your player board').and.not.contain('build');
    expect(de).to.contain('gleich einsetzen oder auf dein Tableau legen').and.not.contain('verbauen').and.not.contain('werten');
    expect(de).not.to.contain('das genommene');
  });

  it('the dragon asks in German for the column that burns (one) or the columns that burn (more)', async () => {
    await setLang('de');
    expect(t().actions.dragonMine(1)).to.contain('wähle die Spalte, die abbrennt.');
    expect(t().actions.dragonMine(2)).to.contain('wähle 2 Spalten, die abbrennen.');
    expect(t().gnomeAs('architect')).to.equal('beim Kobold, der die Architektin imitiert');
    expect(t().gnomeAs('thief')).to.equal('beim Kobold, der den Dieb imitiert');
  });
});
