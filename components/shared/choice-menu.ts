/**
 * A short list of choices for one thing the player picked, when it fits several
 * legal actions: a card played several ways (Feebleton's Thief on which opponent),
 * a tile taken with a die or with the Gnome (Feuville), how to pay for an Upgrade
 * (Medieval Manor). Every game's table uses it. Focus moves to the first choice;
 * Escape or Cancel closes it (`tt-choice-cancel`). A choice sends the game's own
 * `tt-act` event, so the table host receives it like any other move.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { LegalAction } from './contract.js';
import { base } from './theme.js';
import { emit } from './events.js';

export type ChoiceCancelEvent = CustomEvent<Record<string, never>>;

@localized()
@customElement('tt-choice-menu')
export class TtChoiceMenu extends LitElement {
  /** Heading, e.g. "Play Thief: choose how". */
  @property() heading = '';
  /** The legal actions to choose from. */
  @property({ attribute: false }) options: readonly LegalAction[] = [];
  /** Offer a Cancel button (off when the choice is required, e.g. keep 1 of 3). */
  @property({ type: Boolean }) cancellable = true;
  /** The Cancel button's words (the table's language); empty: "Cancel" in the app's language. */
  @property({ attribute: 'cancel-label' }) cancelLabel = '';

  static override styles = [
    base,
    css`
    :host { display: block; }
    section { border: 2px solid var(--_accent); border-radius: var(--_radius); padding: 0.6rem; background: var(--_panel); }
    h2 { font-size: 1rem; }
    .col { display: flex; flex-direction: column; gap: 0.35rem; align-items: stretch; }
    button { text-align: left; }
  `,
  ];

  override firstUpdated(): void {
    void this.focusFirst();
  }

  /** Puts focus on the first choice (the table calls it to bring a keyboard user back). */
  async focusFirst(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('button')?.focus();
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape' && this.cancellable) emit(this, 'tt-choice-cancel', {});
  }

  override render() {
    return html`
      <section role="group" aria-labelledby="h" @keydown=${this.onKey}>
        <h2 id="h">${this.heading}</h2>
        <div class="col">
          ${this.options.map(
            (o) => html`
            <button type="button" class="primary" data-kind=${(o.action as { type?: string } | null)?.type ?? nothing}
              @click=${() => emit(this, 'tt-act', { action: o.action })}>${o.label}</button>`,
          )}
          ${this.cancellable ? html`<button type="button" @click=${() => emit(this, 'tt-choice-cancel', {})}>${this.cancelLabel || msg('Cancel')}</button>` : nothing}
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-choice-menu': TtChoiceMenu;
  }
  interface HTMLElementEventMap {
    'tt-choice-cancel': ChoiceCancelEvent;
  }
}
