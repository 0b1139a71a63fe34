/**
 * Feebleton: the face-up pile in the middle of the table, oldest card first,
 * each with the name of who played it beside a flag in their seat's colour
 * (components/shared/palette.ts `SEATS`, as their panel's edge). It grows
 * until an End of Era card is played and the player who played it takes the
 * pile (its cards then fly to the won pile on that player's panel:
 * `data-flip-to`, motion.ts).
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Placed } from '../../engine/games/feebleton/types.js';
import { base } from '../../components/shared/theme.js';
import { icon } from '../../components/shared/icons.js';
import { seatColour } from '../../components/shared/palette.js';
import { cardArt } from './card-art.js';
import { cardName, cardText, cardTone } from './faces.js';
import '../../components/shared/card.js';

@localized()
@customElement('fb-pile')
export class FbPile extends LitElement {
  /** The pile's cards, oldest first. */
  @property({ attribute: false }) cards: readonly Placed[] = [];
  /** Player names by seat, to say who played each card. */
  @property({ attribute: false }) names: readonly string[] = [];
  /** Heading for the pile. */
  @property() heading = 'Feebleton';
  /** A card being dragged may be played here (components/shared/drag.ts): drawn lit, as a legal place. */
  @property({ type: Boolean, reflect: true }) target = false;

  static override styles = [
    base,
    css`
    :host { display: block; }
    :host([target]) { outline: 3px solid var(--_good); outline-offset: 4px; border-radius: var(--_radius); background: color-mix(in srgb, var(--_good) 10%, transparent); }
    h2 { font-size: 1.05rem; }
    ol { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0; padding: 0; list-style: none; }
    li { display: flex; flex-direction: column; align-items: flex-start; }
    .by { font-size: 0.72rem; color: var(--_muted); }
    .owner { display: inline-flex; align-items: center; gap: 0.15rem; }
    .owner .tt-icon { --tt-icon-fill: var(--seat); width: 0.95rem; height: 0.95rem; flex: none; }
    .empty { color: var(--_muted); font-style: italic; margin: 0; }
  `,
  ];

  override render() {
    const n = this.cards.length;
    // Once won, the pile is its winner's, named by its first card (the table's won-pile lines): the cards fly there.
    const first = this.cards[0]?.handle ?? '';
    return html`
      <h2 id="h">${this.heading} <span class="by">(${n === 1 ? msg('1 card') : msg(str`${n} cards`)})</span></h2>
      ${
        n === 0
          ? html`<p class="empty">${msg('Empty: the next card played starts a new Feebleton.')}</p>`
          : html`<ol aria-labelledby="h">
            ${this.cards.map(
              (c) => html`<li data-flip=${`card:${c.handle}`} data-flip-from=${`seat:${c.seat}`} data-flip-to=${`pile:${first}`}>
              <tt-card compact .name=${cardName(c.card)} .tone=${cardTone(c.card)} .art=${cardArt(c.card)} title=${cardText(c.card)}></tt-card>
              <span class="by owner" style=${`--seat: ${seatColour(c.seat)}`}>${icon('flag')}${this.names[c.seat] ?? ''}</span>
            </li>`,
            )}
          </ol>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fb-pile': FbPile;
  }
}
