/**
 * What the player may do with one selected hand card besides placing it on the
 * map (the map shows where): discard it with another card for a good, swap it
 * with another in the Draw Phase, discard it to a conversion or to the hand
 * limit. Pairs are grouped by the other card, one short button per good, so
 * the menu stays small on a phone; every button's name is the full move.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { CardName, MedievalManorAction } from '../../engine/games/medieval-manor/types.js';
import type { LegalAction } from '../../components/shared/contract.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { cardName, counterWord } from './words.js';
import '../../components/shared/choice-menu.js';

type Legal = LegalAction<MedievalManorAction>;

/** The other card of a pair move with `card` (the same name for a pair of twins). */
function partner(a: MedievalManorAction, card: CardName): CardName | null {
  if (a.type !== 'sell' && a.type !== 'swap') return null;
  const [x, y] = a.cards;
  return x === card ? y : x;
}

@localized()
@customElement('mm-card-actions')
export class MmCardActions extends LitElement {
  /** The selected hand card. */
  @property() card = '';
  /** The legal actions that use it, placing excepted. */
  @property({ attribute: false }) options: readonly Legal[] = [];

  static override styles = [
    base,
    css`
    :host { display: block; }
    section { border: 2px solid var(--_accent); border-radius: var(--_radius); padding: 0.6rem; background: var(--_panel); display: grid; gap: 0.45rem; }
    h2 { font-size: 1rem; margin: 0; }
    .row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem; }
    .what { min-width: 9rem; font-size: 0.9rem; }
    button { padding: 0.3rem 0.6rem; }
  `,
  ];

  private send(a: MedievalManorAction): void {
    emit(this, 'tt-act', { action: a });
  }

  private pairs(type: 'sell' | 'swap') {
    const mine = this.options.filter((l) => l.action.type === type);
    const others = [...new Set(mine.map((l) => partner(l.action, this.card)!))];
    return others.map((other) => {
      const with_ = mine.filter((l) => partner(l.action, this.card) === other);
      const otherName = cardName(other);
      const card = cardName(this.card);
      const what = type === 'sell' ? msg(str`Discard with ${otherName} for`) : msg(str`Discard with ${otherName}, draw 1:`);
      return html`<div class="row" role="group" aria-label=${msg(str`Discard ${card} and ${otherName}`)}>
        <span class="what" aria-hidden="true">${what}</span>
        ${with_.map(
          (l) =>
            html`<button type="button" aria-label=${l.label} @click=${() => this.send(l.action)}>${
              l.action.type === 'sell' ? counterWord(l.action.good, 1) : otherName
            }</button>`,
        )}
      </div>`;
    });
  }

  override render() {
    const rest = this.options.filter((l) => l.action.type !== 'sell' && l.action.type !== 'swap');
    return html`<section role="group" aria-labelledby="h">
      <h2 id="h">${msg(str`With ${cardName(this.card)}`)}</h2>
      ${this.pairs('swap')}
      ${this.pairs('sell')}
      ${rest.length ? html`<div class="row">${rest.map((l) => html`<button type="button" @click=${() => this.send(l.action)}>${l.label}</button>`)}</div>` : nothing}
      <div class="row"><button type="button" @click=${() => emit(this, 'tt-choice-cancel', {})}>${msg('Cancel')}</button></div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mm-card-actions': MmCardActions;
  }
}
