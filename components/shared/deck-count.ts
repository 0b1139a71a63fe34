/** The face-down deck and how many cards are left in it. */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { base } from './theme.js';
import './card.js';

@localized()
@customElement('tt-deck-count')
export class TtDeckCount extends LitElement {
  /** Cards left in the deck. */
  @property({ type: Number }) count = 0;
  /** Said after the count, e.g. "The game ends when the last card is drawn." */
  @property() hint = '';

  static override styles = [
    base,
    css`
    :host { display: inline-flex; align-items: center; gap: 0.6rem; }
    tt-card { --tt-card-width: 3.2rem; min-height: 4.4rem; }
    .n { font-size: 1.6rem; font-weight: 700; line-height: 1; }
    .hint { font-size: 0.8rem; color: var(--_muted); max-width: 12rem; }
  `,
  ];

  override render() {
    return html`
      <tt-card tone="back" aria-hidden="true"></tt-card>
      <div role="status" aria-label=${this.count === 1 ? msg('Deck: 1 card left') : msg(str`Deck: ${this.count} cards left`)}>
        <div class="n" aria-hidden="true">${this.count}</div>
        <div class="hint" aria-hidden="true">${this.count === 1 ? msg('card in the deck') : msg('cards in the deck')}</div>
      </div>
      ${this.hint ? html`<div class="hint">${this.hint}</div>` : ''}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-deck-count': TtDeckCount;
  }
}
