/**
 * The app's language: the header's switch re-words every page at once and is
 * kept on the device; a game's own switch (Feuville's) moves the app with it;
 * the page's `lang` follows, so screen readers pronounce it right.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { chooseLocale, getLocale, LANG_KEY, LOCALES, preferredLocale, startLocale } from '../../components/shared/locale.js';
import { currentLang, setLang } from '../../components/feuville/lang.js';
import '../../src/app/app-shell.js';
import type { TtApp } from '../../src/app/app-shell.js';
import { shadow, text, until } from './helpers.js';

const nav = (app: TtApp) => text(app.shadowRoot!.querySelector('nav'));

describe('the app’s language', () => {
  before(() => startLocale());
  afterEach(async () => {
    await chooseLocale('en');
    localStorage.removeItem(LANG_KEY);
  });

  it('the header switch re-words the page, keeps the choice and sets the page’s lang', async () => {
    history.replaceState(null, '', `${location.pathname}#/`);
    const app = await fixture<TtApp>(html`<tt-app></tt-app>`);
    expect(nav(app)).to.equal('Rules Replays');
    const select = shadow<HTMLSelectElement>(shadow(app, 'tt-lang-switch'), 'select')!;
    expect([...select.options].map((o) => `${o.value}:${o.text}:${o.lang}`)).to.deep.equal([
      'de:Deutsch:de',
      'en:English:en',
      'fr:Français:fr',
      'nl:Nederlands:nl',
    ]);
    select.value = 'de';
    select.dispatchEvent(new Event('change'));
    await until(() => nav(app) === 'Regeln Wiederholungen', 'the German header');
    expect(document.documentElement.lang).to.equal('de');
    expect(localStorage.getItem(LANG_KEY)).to.equal('de');
    expect(preferredLocale()).to.equal('de');
    // Feuville's word tables read the same choice.
    expect(currentLang()).to.equal('de');
    expect(text(shadow(shadow(app, 'tt-theme-switch'), 'label'))).to.equal('Farbschema');
  });

  it('Feuville’s setLang is the app’s choice: it moves the app with it', async () => {
    const app = await fixture<TtApp>(html`<tt-app></tt-app>`);
    await setLang('de');
    await until(() => getLocale() === 'de' && nav(app) === 'Regeln Wiederholungen', 'the app in German');
    await setLang('en');
    await until(() => getLocale() === 'en' && nav(app) === 'Rules Replays', 'the app in English again');
  });

  it('without a choice, the browser’s language decides', () => {
    localStorage.removeItem(LANG_KEY);
    const expected = navigator.languages.map((l) => l.toLowerCase().split('-')[0] ?? '').find((l) => (LOCALES as readonly string[]).includes(l)) ?? 'en';
    expect(preferredLocale()).to.equal(expected);
  });
});
