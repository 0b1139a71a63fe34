/**
 * Every legal move of the seat, one real button each (`data-legal`, its label
 * as text). Screen-reader and keyboard users get the whole list in one place;
 * end-to-end tests drive games through these buttons. Direct manipulation (a
 * card clicked or dragged, a spot on a map) sends the same actions.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { LegalAction } from '../../components/shared/contract.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';

@localized()
@customElement('tt-all-moves')
export class TtAllMoves extends LitElement {
  /** The legal actions with their labels, in the engine's order. */
  @property({ attribute: false }) options: readonly LegalAction<unknown>[] = [];
  /** Heading text; empty: "All moves" in the app's language. */
  @property() heading = '';

  static override styles = [
    base,
    css`
    :host { display: block; }
    h2 { font-size: 1rem; }
    ul { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0; padding: 0; list-style: none; }
    li { max-width: 100%; }
    button { text-align: left; max-width: 100%; overflow-wrap: anywhere; }
    .none { margin: 0; color: var(--_muted); }
  `,
  ];

  override render() {
    return html`
      <section aria-labelledby="h">
        <h2 id="h">${this.heading || msg('All moves')} (${this.options.length})</h2>
        ${
          this.options.length === 0
            ? html`<p class="none">${msg('Nothing to do now.')}</p>`
            : html`<ul>${this.options.map(
                (o) => html`<li><button type="button" data-legal
              @click=${() => emit(this, 'tt-act', { action: o.action })}>${o.label}</button></li>`,
              )}</ul>`
        }
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-all-moves': TtAllMoves;
  }
}
