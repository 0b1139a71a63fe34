import { expect, oneEvent } from '@open-wc/testing';
import { actionLabel, currentLang, setLang } from './index.js';
import type { FvTable } from './table.js';
import { fairyOf, pull, roll, settleRandom, table } from '../../engine/games/feuville/fixture.js';
import { expectOk } from '../../engine/core/result.js';
import { tablePrompt } from './prompt-text.js';
import { feuville } from '../../engine/games/feuville/index.js';
import { mountTable } from './test-tables.js';
import { shadow, shadowAll, text } from '../../test/browser/helpers.js';
import { LANG_KEY } from './lang.js';
import { t } from './i18n.js';

const rolled = () => roll(table(3, 0), 3, 5);

const mount = (): Promise<FvTable> => mountTable(rolled(), 0);

/** Waits for the table and its parts to re-render after a language change. */
async function settled(el: FvTable): Promise<void> {
  await el.updateComplete;
  for (const part of shadowAll<HTMLElement & { updateComplete: Promise<unknown> }>(el, 'fv-board, fv-moves, fv-player, fv-lang-switch, fv-prompt'))
    await part.updateComplete;
}

afterEach(() => setLang('en'));

describe('Feuville language', () => {
  it('defaults to German when the browser speaks German and nothing is stored', () => {
    localStorage.removeItem(LANG_KEY);
    // The app's choice reads the browser's list of languages (components/shared/locale.ts).
    Object.defineProperty(navigator, 'languages', { value: ['de-AT'], configurable: true });
    try {
      expect(currentLang()).to.equal('de');
      Object.defineProperty(navigator, 'languages', { value: ['en-GB'], configurable: true });
      expect(currentLang()).to.equal('en');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).languages;
    }
  });

  it('setLang stores the choice in tt-lang and tells the window', async () => {
    setTimeout(() => setLang('de'));
    const ev = await oneEvent(window, 'tt-lang-change');
    expect(ev.detail.lang).to.equal('de');
    expect(localStorage.getItem('tt-lang')).to.equal('de');
    expect(currentLang()).to.equal('de');
  });

  it('the table speaks German after the switch, with the rulebook terms, and English again', async () => {
    const el = await mount();
    const sw = shadow(el, 'fv-lang-switch')!;
    const [enBtn, deBtn] = shadowAll<HTMLButtonElement>(sw, 'button');
    expect(enBtn!.getAttribute('aria-pressed')).to.equal('true');
    deBtn!.click();
    await settled(el);
    expect(localStorage.getItem('tt-lang')).to.equal('de');
    expect(deBtn!.getAttribute('aria-pressed')).to.equal('true');
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
    enBtn!.click();
    await settled(el);
    expect(banner.prompt).to.match(/^Your turn/);
  });

  it('actionLabel follows the language', () => {
    const s = rolled();
    const view = feuville.view(s, 0, new Map());
    const a = { type: 'skill', dice: [0], person: 3 } as const;
    expect(actionLabel(a, ['Ana', 'Bo', 'Cy'], view)).to.equal('Publican with the 3: free tiles for all');
    setLang('de');
    expect(actionLabel(a, ['Ana', 'Bo', 'Cy'], view)).to.equal('Wirt mit der 3: Freiplättchen für alle');
  });

  it('the Magician\u2019s button says two Fairy Magic tiles when none of the town has burnt, one when some has', () => {
    setLang('en');
    const s = roll(table(2, 0), 6, 1);
    const magician = (st: typeof s) => feuville.legalActions(st, 0, new Map()).find((a) => a.type === 'skill' && a.person === 6 && !a.restore?.length)!;
    const label = (st: typeof s) => actionLabel(magician(st), ['Ana', 'Bo'], feuville.view(st, 0, new Map()));
    expect(label(s)).to.contain('take up to two Fairy Magic tiles');
    const burnt = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, columns: p.columns.map((c) => ({ ...c, burnt: true })) } : p)) };
    expect(label(burnt)).to.contain('take a Fairy Magic');
    setLang('de');
    expect(label(s)).to.contain('bis zu zwei Feenzauber nehmen');
  });

  it('a taken Fairy Magic is offered what it can do, in German without a wrongly inflected article', () => {
    let s = roll(table(2, 0), 1, 2);
    const [theft] = fairyOf('theft');
    s = pull(s, theft!);
    s = { ...s, fairyPool: [...s.fairyPool, s.fairyDisplay[0]!].sort(), fairyDisplay: [theft!, ...s.fairyDisplay.slice(1)] };
    s = settleRandom(expectOk(feuville.apply(s, { type: 'fairy', die: 1, slot: 0 }, 0)));
    const v = feuville.view(s, 0, new Map());
    expect(v.choice.kind).to.equal('place');
    const en = tablePrompt(v, ['Ana', 'Bo'], t('en')).text;
    const de = tablePrompt(v, ['Ana', 'Bo'], t('de')).text;
    expect(en).to.contain('use it now or put it on your player board').and.not.contain('build');
    expect(de).to.contain('gleich einsetzen oder auf dein Tableau legen').and.not.contain('verbauen');
    expect(de).not.to.contain('das genommene');
  });
});
