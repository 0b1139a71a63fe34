/**
 * When one card can be played several ways (a Thief on which opponent, the
 * Artist's "-or-", the Broker's optional ability), this asks which. Focus
 * moves to the first choice; Escape or Cancel closes it.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FeebletonAction } from '../../engine/games/feebleton/types.js';
import type { LegalAction } from '../../src/session/controller.js';
import { base } from '../shared/theme.js';
import { emit } from '../shared/events.js';
import './act-event.js';

export type ChoiceCancelEvent = CustomEvent<Record<string, never>>;

@customElement('fb-choice-menu')
export class FbChoiceMenu extends LitElement {
  /** Heading, e.g. "Play Thief: choose". */
  @property() heading = '';
  /** The legal ways to play the card. */
  @property({ attribute: false }) options: readonly LegalAction<FeebletonAction>[] = [];

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
    if (e.key === 'Escape') emit(this, 'fb-choice-cancel', {});
  }

  override render() {
    return html`
      <section role="group" aria-labelledby="h" @keydown=${this.onKey}>
        <h2 id="h">${this.heading}</h2>
        <div class="col">
          ${this.options.map((o) => html`
            <button type="button" class="primary" @click=${() => emit(this, 'fb-act', { action: o.action })}>${o.label}</button>`)}
          <button type="button" @click=${() => emit(this, 'fb-choice-cancel', {})}>Cancel</button>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fb-choice-menu': FbChoiceMenu;
  }
  interface HTMLElementEventMap {
    'fb-choice-cancel': ChoiceCancelEvent;
  }
}
