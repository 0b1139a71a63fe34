/**
 * The viewer's hand, cards alike together (a hand card is offered once per
 * kind: two serfs play alike): each card's name, income and actions as the card
 * shows them (field actions with the fief colours they go to and what they
 * cost there, influence actions with their "+"), and on it the moves it makes —
 * the tax collector, income, influence. The field actions' buttons sit on the
 * fiefs they are played in. Below: the deck and the discard pile, and the end
 * of the turn. No rules.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { vassal } from '../../engine/games/feudalia/cards.js';
import type { Handle } from '../../engine/core/game.js';
import type { VassalId } from '../../engine/games/feudalia/types.js';
import { base } from '../../components/shared/theme.js';
import { actRow, actStyles } from './buttons.js';
import { vassalActionWords } from './card-words.js';
import { panelStyles } from './palette.js';
import type { Moves, PlayerView } from './view.js';
import { cardWords, coinWords, vassalName } from './words.js';

@localized()
@customElement('fd-hand')
export class FdHand extends LitElement {
  @property({ attribute: false }) player: PlayerView | null = null;
  /** The legal moves by spot (`hand:<kind>`, `hand:end`). */
  @property({ attribute: false }) moves: Moves = new Map();
  /** Hand cards drawn in this main phase (a tax collector among them stays in hand). */
  @property({ attribute: false }) late: readonly Handle[] = [];

  static override styles = [
    base,
    actStyles,
    panelStyles,
    css`
    ul.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr)); }
    .card { border: 2px solid var(--_line); border-radius: var(--_radius); background: var(--_face); padding: 0.35rem 0.5rem; font-size: 0.88rem; }
    .card.special { border-color: var(--fd-gold); }
    .card.tax { border-color: var(--_bad); }
    .card.back { background: var(--_back); color: var(--_back-ink); }
    .name { font-weight: 700; font-size: 0.98rem; margin: 0; }
    .meta, .note { color: var(--_muted); margin: 0.1rem 0; }
    .card.back .meta { color: var(--_back-ink); }
    ul.does { margin: 0.2rem 0 0; padding-left: 1.1rem; }
    .more { margin: 0.5rem 0 0; font-size: 0.88rem; }
    .end { margin-top: 0.5rem; }
    .end button.act { border-width: 3px; font-weight: 700; }
  `,
  ];

  private card(kind: VassalId, count: number, kept: boolean) {
    const v = vassal(kind);
    const name = vassalName(kind);
    const income = coinWords(v.income);
    const tax = kind === 'tax-collector';
    const title = count > 1 ? `${count} × ${name}` : name;
    return html`<li class="card ${tax ? 'tax' : v.specialist ? 'special' : ''}">
      <p class="name">${title}</p>
      <p class="meta">${msg(str`Income ${income}`)}${v.specialist ? html` · ${v.cleric ? msg('upgraded cleric') : msg('specialist')}` : nothing}</p>
      ${
        tax
          ? html`<p class="note">${
              kept
                ? msg('Drawn this turn: it stays in your hand for your next start phase.')
                : msg('Played in the start phase: each fief pays half its cubes, or the hand half its income in cards.')
            }</p>`
          : html`<ul class="does">${v.actions.map((a) => html`<li>${vassalActionWords(a)}</li>`)}</ul>`
      }
      ${actRow(this, this.moves.get(`hand:${kind}`))}
    </li>`;
  }

  override render() {
    const p = this.player;
    if (!p?.hand) return nothing;
    const kinds: VassalId[] = [];
    const count = new Map<VassalId, number>();
    let unknown = 0;
    for (const c of p.hand) {
      if (c.card === null) unknown++;
      else {
        if (!count.has(c.card)) kinds.push(c.card);
        count.set(c.card, (count.get(c.card) ?? 0) + 1);
      }
    }
    const keptTax = p.hand.some((c) => c.card === 'tax-collector' && this.late.includes(c.handle));
    const n = cardWords(p.hand.length);
    const deck = p.deckSize;
    const discard = p.discard.length;
    const top = p.discard.at(-1);
    const topName = top ? vassalName(top.card) : '';
    return html`<section aria-labelledby="hh">
      <h2 id="hh">${msg(str`Your hand: ${n}`)}</h2>
      <ul class="cards">
        ${kinds.map((k) => this.card(k, count.get(k)!, k === 'tax-collector' && keptTax))}
        ${unknown ? html`<li class="card back"><p class="name">${cardWords(unknown)}</p><p class="meta">${msg('On their way to you…')}</p></li>` : nothing}
      </ul>
      <p class="more">${msg(str`Deck: ${deck} · discard pile: ${discard}`)}${top ? html` ${msg(str`(on top: ${topName})`)}` : nothing}</p>
      ${actRow(this, this.moves.get('hand:end'), 'end')}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fd-hand': FdHand;
  }
}
