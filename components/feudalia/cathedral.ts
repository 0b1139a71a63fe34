/**
 * The cathedral zone (the rulebook, "Setup", 1, and "Building the cathedral"):
 * the five cards in build order — A, the Foundations; B, the Main Nave; the
 * three "C" cards — each with its VP tokens left, what a token is worth and
 * costs, and which is active now; on the active card its build button. Each
 * "C" card carries its cathedral masters until they are hired (cost, a level 2
 * fief, the action that buys its tokens), with their hire buttons. No rules.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { CATHEDRAL, MASTERS, master } from '../../engine/games/feudalia/cards.js';
import type { CathedralCard } from '../../engine/games/feudalia/types.js';
import { base } from '../../components/shared/theme.js';
import { actRow, actStyles } from './buttons.js';
import { costWords } from './card-words.js';
import { cardStyles, masterFace } from './market.js';
import { panelStyles } from './palette.js';
import type { FeudaliaView, Moves } from './view.js';
import { cardWords, cathedralName, masterCardName, vpWords } from './words.js';

const LETTER = { foundations: 'A', nave: 'B', dean: 'C', glass: 'C', silver: 'C' } as const;

@localized()
@customElement('fd-cathedral')
export class FdCathedral extends LitElement {
  @property({ attribute: false }) view: FeudaliaView | null = null;
  @property({ attribute: false }) moves: Moves = new Map();

  static override styles = [
    base,
    actStyles,
    panelStyles,
    cardStyles,
    css`
    .card.active { border-color: var(--_accent); border-width: 3px; }
    .state { font-weight: 700; }
    .tokens { display: flex; flex-wrap: wrap; gap: 0.2rem; margin: 0.25rem 0; }
    .token { inline-size: 1.3rem; block-size: 1.3rem; border-radius: 50%; border: 2px solid var(--fd-gold); background: var(--fd-gold-bg); }
    .masters { margin-top: 0.4rem; border-top: 1px solid var(--_rule); padding-top: 0.3rem; }
    .masters .acts { margin-top: 0.2rem; }
  `,
  ];

  /** The card's state: being built, built, or waiting for its phase. */
  private state(c: CathedralCard, v: FeudaliaView): { text: string; active: boolean } {
    const stage = v.cathedral.stage;
    const order = c.id === 'foundations' ? 0 : c.id === 'nave' ? 1 : 2;
    const left = v.cathedral.tokens[c.id];
    if (order < stage || (order === 2 && stage === 2 && left === 0)) return { text: msg('Built'), active: false };
    if (order === stage) return { text: msg('Being built now'), active: true };
    return order === 1 ? { text: msg('Next phase'), active: false } : { text: msg('Last phase'), active: false };
  }

  private card(c: CathedralCard, v: FeudaliaView) {
    const { text, active } = this.state(c, v);
    const left = v.cathedral.tokens[c.id];
    const total = c.tokens[v.seats] ?? 0;
    const vp = vpWords(c.halves);
    const name = cathedralName(c.id);
    const letter = LETTER[c.id];
    const part = c.id === 'foundations' || c.id === 'nave' ? null : c.id;
    const masters = part ? v.cathedralMasters.filter((id) => master(id).cathedral === part) : [];
    const buildCost = part ? MASTERS.find((m) => m.cathedral === part)?.action?.cost : c.cost;
    const cost = costWords(buildCost);
    const levels = c.minLevels;
    const waiting = cardWords(masters.length);
    const moves = this.moves.get(part ? `build:${part}` : active ? 'build:active' : '');
    return html`<li class="card ${active ? 'active' : ''}">
      <p class="name">${letter} · ${name}</p>
      <p class="state">${text}</p>
      <p class="meta">${msg(str`${left} of ${total} tokens of ${vp} left`)}</p>
      <div class="tokens" aria-hidden="true">${Array.from({ length: left }, () => html`<span class="token"></span>`)}</div>
      <p class="meta">${part ? msg(str`A token costs ${cost}, for a lord who hosts its master`) : msg(str`A token costs ${cost}`)}</p>
      ${levels ? html`<p class="meta">${msg(str`Your fief levels must add up to ${levels} or more`)}</p>` : nothing}
      ${actRow(this, moves)}
      ${
        masters.length
          ? html`<div class="masters">${masterFace(masters[0]!, msg(str`(${waiting} on this card)`))}
              ${masters.map((id) => {
                const m = this.moves.get(`master:${id}`);
                return m?.length ? html`<div role="group" aria-label=${masterCardName(id)}>${actRow(this, m)}</div>` : nothing;
              })}</div>`
          : nothing
      }
    </li>`;
  }

  override render() {
    const v = this.view;
    if (!v) return nothing;
    return html`<section aria-labelledby="ch">
      <h2 id="ch">${msg('The cathedral')}</h2>
      <ul class="cards">${CATHEDRAL.map((c) => this.card(c, v))}</ul>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fd-cathedral': FdCathedral;
  }
}
