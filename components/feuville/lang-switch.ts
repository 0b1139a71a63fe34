/**
 * The language switch on the table: a labelled list of every language the app
 * speaks, each named in itself (and marked with its `lang`, so a screen reader
 * says it right). The choice is the app's (lang.ts): the table, the app around
 * it and every other game re-word at once.
 */
import { localized } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { LOCALE_NAMES } from '../shared/locale.js';
import { base } from '../shared/theme.js';
import { LANGS, currentLang, setLang, type Lang } from './lang.js';
import { t } from './i18n.js';

@localized()
@customElement('fv-lang-switch')
export class FvLangSwitch extends LitElement {
  static override styles = [
    base,
    css`
    :host { display: inline-flex; align-items: center; gap: 0.4rem; }
    label { font-size: 0.85rem; color: var(--_muted); }
    select {
      font: inherit; font-size: 0.9rem; min-height: 36px; padding: 0.2rem 0.4rem;
      border-radius: var(--_radius); border: 2px solid var(--_accent); background: var(--_panel); color: var(--_accent);
    }
  `,
  ];

  override render() {
    const now = currentLang();
    return html`<label for="lang">${t().lang}</label>
      <select id="lang" @change=${(e: Event) => void setLang((e.target as HTMLSelectElement).value as Lang)}>
        ${LANGS.map((l) => html`<option value=${l} lang=${l} ?selected=${l === now}>${LOCALE_NAMES[l]}</option>`)}
      </select>`;
  }

  /** The list shows the language now, also when it was chosen elsewhere after a choice here. */
  override updated(): void {
    const select = this.renderRoot.querySelector('select');
    if (select) select.value = currentLang();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-lang-switch': FvLangSwitch;
  }
}
