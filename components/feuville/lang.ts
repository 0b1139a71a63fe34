/**
 * The table's language: English or German (Feuville's own language). The
 * choice lives in localStorage `tt-lang`, shared with the app; without one,
 * a browser whose language starts with "de" gets German. Changing it sends a
 * window event `tt-lang-change` so every component (and the app) re-words.
 * `LangController` is the ReactiveController a component adds to follow it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LANG_EVENT } from '../shared/manifest.js';

export { LANG_EVENT };

export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];

export const LANG_KEY = 'tt-lang';

export type LangChangeEvent = CustomEvent<{ lang: Lang }>;

const isLang = (x: unknown): x is Lang => x === 'en' || x === 'de';

function stored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANG_KEY) ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/** The language the table speaks now. */
export function currentLang(): Lang {
  const s = stored();
  if (isLang(s)) return s;
  const nav = globalThis.navigator?.language ?? '';
  return nav.toLowerCase().startsWith('de') ? 'de' : 'en';
}

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
