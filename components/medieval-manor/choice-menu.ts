/**
 * A short list of choices for one thing the player picked: how to pay for an
 * Upgrade on the chosen land, what to do with a selected hand card (swap,
 * discard for a good, convert), which bought card to keep. Focus moves to the
 * first choice; Escape or Cancel closes it (`mm-choice-cancel`).
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { MedievalManorAction } from '../../engine/games/medieval-manor/types.js';
import type { LegalAction } from '../../src/session/controller.js';
import { base } from '../shared/theme.js';
import { emit } from '../shared/events.js';
import './act-event.js';

export type ChoiceCancelEvent = CustomEvent<Record<string, never>>;

@customElement('mm-choice-menu')
export class MmChoiceMenu extends LitElement {
  /** Heading, e.g. "Place Castle Keep on the Hills: how do you pay?". */
  @property() heading = '';
  /** The legal actions to choose from. */
  @property({ attribute: false }) options: readonly LegalAction<MedievalManorAction>[] = [];
  /** Offer a Cancel button (off when the choice is required, e.g. keep 1 of 3). */
  @property({ type: Boolean }) cancellable = true;
  /** Take focus when shown. */
  @property({ type: Boolean, attribute: 'grab-focus' }) grabFocus = true;

  static override styles = [base, css`
    :host { display: block; }
    section { border: 2px solid var(--_accent); border-radius: var(--_radius); padding: 0.6rem; background: var(--_panel); }
    h2 { font-size: 1rem; }
    .col { display: flex; flex-direction: column; gap: 0.35rem; align-items: stretch; }
    button { text-align: left; }
  `];

  override firstUpdated(): void {
    if (this.grabFocus) this.renderRoot.querySelector('button')?.focus();
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape' && this.cancellable) emit(this, 'mm-choice-cancel', {});
  }

  override render() {
    return html`
      <section role="group" aria-labelledby="h" @keydown=${this.onKey}>
        <h2 id="h">${this.heading}</h2>
        <div class="col">
          ${this.options.map((o) => html`
            <button type="button" class="primary" @click=${() => emit(this, 'mm-act', { action: o.action })}>${o.label}</button>`)}
          ${this.cancellable ? html`<button type="button" @click=${() => emit(this, 'mm-choice-cancel', {})}>Cancel</button>` : nothing}
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mm-choice-menu': MmChoiceMenu;
  }
  interface HTMLElementEventMap {
    'mm-choice-cancel': ChoiceCancelEvent;
  }
}
