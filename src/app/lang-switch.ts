/**
 * The header's language switch, on every page: each language named in itself
 * (and marked with its `lang`, so a screen reader says it right).
 */
import { localized, msg } from '@lit/localize';
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { headerSelect } from './page-styles.js';
import { LOCALE_NAMES, LOCALES, chooseLocale, getLocale, type Locale } from '../../components/shared/locale.js';

@localized()
@customElement('tt-lang-switch')
export class TtLangSwitch extends LitElement {
  static override styles = headerSelect;

  override render() {
    const now = getLocale();
    return html`<label for="lang">${msg('Language')}</label>
      <select id="lang" @change=${(e: Event) => void chooseLocale((e.target as HTMLSelectElement).value as Locale)}>
        ${LOCALES.map((l) => html`<option value=${l} lang=${l} ?selected=${l === now}>${LOCALE_NAMES[l]}</option>`)}
      </select>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-lang-switch': TtLangSwitch;
  }
}
