/**
 * When one click fits several legal actions (a tile taken with a die or with
 * the Gnome, a decree that scores on several columns), this asks which.
 * Focus moves to the first choice; Escape or Cancel closes it.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FeuvilleAction } from '../../engine/games/feuville/types.js';
import type { LegalAction } from '../../src/session/controller.js';
import { base } from '../shared/theme.js';
import { emit } from '../shared/events.js';
import { t } from './i18n.js';
import './act-event.js';

export type ChoiceCancelEvent = CustomEvent<Record<string, never>>;

@customElement('fv-choice-menu')
export class FvChoiceMenu extends LitElement {
  /** Heading, e.g. "Wall tile (gate): choose". */
  @property() heading = '';
  /** The legal actions that fit the click. */
  @property({ attribute: false }) options: readonly LegalAction<FeuvilleAction>[] = [];

  static override styles = [base, css`
    :host { display: block; }
    section { border: 2px solid var(--_accent); border-radius: var(--_radius); padding: 0.75rem; background: var(--_panel); }
    .col { display: flex; flex-direction: column; gap: 0.4rem; align-items: stretch; }
    button { text-align: left; }
  `];

  override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape') emit(this, 'fv-choice-cancel', {});
  }

  override render() {
    return html`
      <section role="group" aria-labelledby="h" @keydown=${this.onKey}>
        <h2 id="h">${this.heading}</h2>
        <div class="col">
          ${this.options.map((o) => html`
            <button type="button" class="primary" data-kind=${o.action.type}
              @click=${() => emit(this, 'fv-act', { action: o.action })}>${o.label}</button>`)}
          <button type="button" @click=${() => emit(this, 'fv-choice-cancel', {})}>${t().cancel}</button>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-choice-menu': FvChoiceMenu;
  }
  interface HTMLElementEventMap {
    'fv-choice-cancel': ChoiceCancelEvent;
  }
}
