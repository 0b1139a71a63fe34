/**
 * The table's language: English or German (Feuville's own language). The
 * choice is the app's (components/shared/locale.ts: localStorage `tt-lang`,
 * else the browser's languages). Changing it sends a
 * window event `tt-lang-change` so every component (and the app) re-words.
 * `LangController` is the ReactiveController a component adds to follow it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LANG_KEY, preferredLocale } from '../shared/locale.js';
import { LANG_EVENT } from '../shared/manifest.js';

export { LANG_EVENT };

export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];

export { LANG_KEY };

export type LangChangeEvent = CustomEvent<{ lang: Lang }>;

/** The language the table speaks now: the app's choice (components/shared/locale.ts), which Feuville shares. */
export const currentLang = (): Lang => preferredLocale();

/** Stores the choice and tells every listener (components and the app). */
export function setLang(lang: Lang): void {
  try {
    globalThis.localStorage?.setItem(LANG_KEY, lang);
  } catch {
    // not stored: the event below still re-words this page
  }
  globalThis.dispatchEvent?.(new CustomEvent(LANG_EVENT, { detail: { lang } }));
}

/** Re-renders its host whenever the language changes. */
export class LangController implements ReactiveController {
  private readonly onChange = (): void => this.host.requestUpdate();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  get lang(): Lang {
    return currentLang();
  }

  hostConnected(): void {
    window.addEventListener(LANG_EVENT, this.onChange);
  }

  hostDisconnected(): void {
    window.removeEventListener(LANG_EVENT, this.onChange);
  }
}

declare global {
  interface WindowEventMap {
    'tt-lang-change': LangChangeEvent;
  }
}
