/**
 * The table's language: the app's (components/shared/locale.ts, @lit/localize),
 * English, German, French or Dutch, chosen in every page's header. `setLang`
 * (tests, and code that words Feuville in a given language) chooses it for the
 * whole app: the choice is kept under `tt-lang`, every `@localized()` component
 * re-renders, and the window event `tt-lang-change` tells the app's parts that
 * follow it by hand.
 */
import { chooseLocale, getLocale, LANG_KEY, LOCALES, type Locale } from '../../components/shared/locale.js';

export { LANG_KEY };

/** Every language the table speaks (the app's). */
export const LANGS: readonly Locale[] = LOCALES;
export type Lang = Locale;

export type LangChangeEvent = CustomEvent<{ lang: Lang }>;

/** The language the table speaks now: the one msg() reads. */
export const currentLang = (): Lang => getLocale() as Lang;

/** Keeps the choice and shows it everywhere; resolves once the language's words are loaded. */
export const setLang = (lang: Lang): Promise<void> => chooseLocale(lang);

declare global {
  interface WindowEventMap {
    'tt-lang-change': LangChangeEvent;
  }
}
