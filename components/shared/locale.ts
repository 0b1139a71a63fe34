/**
 * The language the app speaks: English (the source) or a target locale whose
 * translations lit-localize builds from the XLIFF files in ./i18n
 * (`npm run i18n:extract`, translate, `npm run i18n:build`; docs/architecture.md).
 * The choice is kept on the device under `tt-lang` (Feuville's own word tables
 * read the same key); without one, the browser's language decides. A change
 * re-renders every `@localized()` component and sends `LANG_EVENT`, so the
 * parts that word themselves (Feuville) follow too.
 */
import { configureLocalization } from '@lit/localize';
import { LANG_EVENT } from './manifest.js';
import { allLocales, sourceLocale, targetLocales } from './i18n/generated/locale-codes.js';

export type Locale = (typeof allLocales)[number];

export const LOCALES: readonly Locale[] = allLocales;
export const LANG_KEY = 'tt-lang';

/** Each language's own name for itself, as a switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch', fr: 'Français', nl: 'Nederlands' };

const isLocale = (x: unknown): x is Locale => (allLocales as readonly unknown[]).includes(x);

const loaders: Readonly<Record<(typeof targetLocales)[number], () => Promise<unknown>>> = {
  de: () => import('./i18n/generated/de.js'),
  fr: () => import('./i18n/generated/fr.js'),
  nl: () => import('./i18n/generated/nl.js'),
};

const { getLocale, setLocale } = configureLocalization({
  sourceLocale,
  targetLocales,
  loadLocale: (l) => loaders[l as keyof typeof loaders]() as ReturnType<Parameters<typeof configureLocalization>[0]['loadLocale']>,
});

export { getLocale };

function stored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANG_KEY) ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/** The language chosen on this device, else the first of the browser's languages the app speaks, else English. */
export function preferredLocale(): Locale {
  const s = stored();
  if (isLocale(s)) return s;
  for (const tag of globalThis.navigator?.languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return sourceLocale;
}

async function show(locale: Locale): Promise<void> {
  document.documentElement.lang = locale;
  if (getLocale() !== locale) await setLocale(locale);
}

/** Keeps the choice, shows it everywhere and tells the parts that word themselves. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANG_KEY, locale);
  } catch {
    // not kept: this page still changes
  }
  await show(locale);
  globalThis.dispatchEvent(new CustomEvent(LANG_EVENT, { detail: { lang: locale } }));
}

/** At start: the preferred language, and whatever a game's own switch chooses later. */
export async function startLocale(): Promise<void> {
  addEventListener(LANG_EVENT, (e) => {
    const lang = (e as CustomEvent<{ lang?: unknown }>).detail?.lang;
    if (isLocale(lang)) void show(lang);
  });
  await show(preferredLocale());
}
