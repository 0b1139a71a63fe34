/**
 * The language switch on the table: English or German. A group of two
 * pressed-state buttons; the choice is stored (lang.ts) and every component
 * and the app re-word at once.
 */
import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { base } from '../shared/theme.js';
import { LANGS, LangController, setLang } from './lang.js';
import { t } from './i18n.js';

@customElement('fv-lang-switch')
export class FvLangSwitch extends LitElement {
  private readonly language = new LangController(this);

  static override styles = [
    base,
    css`
    :host { display: inline-flex; }
    div { display: inline-flex; gap: 0.25rem; align-items: center; }
    span { font-size: 0.85rem; color: var(--_muted); margin-right: 0.25rem; }
    button { min-height: 36px; padding: 0.2rem 0.6rem; font-size: 0.9rem; }
    button[aria-pressed='true'] { background: var(--_accent); color: var(--_accent-ink); }
  `,
  ];

  override render() {
    const w = t();
    const now = this.language.lang;
    return html`
      <div role="group" aria-labelledby="l">
        <span id="l">${w.lang}</span>
        ${LANGS.map(
          (l) => html`<button type="button" lang=${l} aria-pressed=${l === now ? 'true' : 'false'}
          @click=${() => setLang(l)}>${w.langName[l]}</button>`,
        )}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-lang-switch': FvLangSwitch;
  }
}
