/**
 * Light or dark. The choice (follow the device, light, dark) is kept on this
 * device and set as the page root's `color-scheme` (and `data-theme`); every
 * colour is a `light-dark()` pair (components/shared/palette.ts), so that one
 * property themes the whole app, shadow roots included.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { headerSelect } from './page-styles.js';

export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const KEY = 'tt-theme';

export function savedTheme(): Theme {
  try {
    const t = localStorage.getItem(KEY);
    return THEMES.find((x) => x === t) ?? 'auto';
  } catch {
    return 'auto';
  }
}

/** Sets the theme on the page (and keeps it, unless `keep` is false). */
export function applyTheme(theme: Theme = savedTheme(), keep = false): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme === 'auto' ? 'light dark' : theme;
  if (!keep) return;
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Private mode without storage: the choice lasts this page.
  }
}

@localized()
@customElement('tt-theme-switch')
export class TtThemeSwitch extends LitElement {
  @state() private theme = savedTheme();

  static override styles = headerSelect;

  private onChange(e: Event): void {
    this.theme = (e.target as HTMLSelectElement).value as Theme;
    applyTheme(this.theme, true);
  }

  override render() {
    const label: Record<Theme, string> = { auto: msg('As the device'), light: msg('Light'), dark: msg('Dark') };
    return html`<label for="theme">${msg('Theme')}</label>
      <select id="theme" @change=${this.onChange}>
        ${THEMES.map((t) => html`<option value=${t} ?selected=${t === this.theme}>${label[t]}</option>`)}
      </select>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-theme-switch': TtThemeSwitch;
  }
}
