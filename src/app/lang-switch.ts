/**
 * The header's language switch, on every page: each language named in itself
 * (and marked with its `lang`, so a screen reader says it right).
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { LOCALE_NAMES, LOCALES, chooseLocale, getLocale, type Locale } from '../../components/shared/locale.js';

@localized()
@customElement('tt-lang-switch')
export class TtLangSwitch extends LitElement {
  static override styles = css`
    :host { display: inline-flex; align-items: center; gap: 0.4rem; }
    select {
      font: inherit; min-height: 44px; padding: 0.2rem 0.4rem; border-radius: 6px;
      border: 1px solid currentColor; background: transparent; color: inherit;
    }
    option { color: initial; }
    /* On a phone the header keeps one row for both switches: the label is still read out. */
    @media (max-width: 600px) {
      label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    }
  `;

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
