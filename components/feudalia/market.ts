/**
 * The supply (the rulebook, "Setup", 2): the vassal stacks face up — each
 * type's name, hiring cost, income, actions and the cards left — with the hire
 * buttons on them, and on a stack the seat cannot hire from in its main phase
 * a "why not?" button with the answer beside it; the master
 * deck with "draw two" (and "hire none"), and the face-up basic masters with
 * their cost, the fief they need (colour and level) and their action, each
 * with its hire and "put under the deck" buttons. No rules.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { master, VASSALS } from '../../engine/games/feudalia/cards.js';
import type { MasterId, VassalId } from '../../engine/games/feudalia/types.js';
import { base } from '../../components/shared/theme.js';
import { actRow, actStyles, whyButton } from './buttons.js';
import { costWords, masterActionWords, masterHome, vassalActionWords } from './card-words.js';
import { panelStyles, resStyle } from './palette.js';
import type { Answer, FeudaliaView, Moves } from './view.js';
import { cardWords, coinWords, masterName, vassalName } from './words.js';

/** A master card's face: name, cost, home, action (market.ts and cathedral.ts draw masters alike). */
export function masterFace(id: MasterId, extra = '') {
  const m = master(id);
  const name = masterName(id);
  const cost = costWords(m.cost);
  const home = masterHome(m);
  return html`<p class="name">${name}${extra ? html` <span class="left">${extra}</span>` : nothing}</p>
    <p class="meta">${msg(str`Hire: ${cost}`)}</p>
    <p class="meta">${msg(str`Lives in: ${home}`)}</p>
    <ul class="does">${masterActionWords(m).map((w) => html`<li>${w}</li>`)}</ul>`;
}

export const cardStyles = css`
  ul.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr)); }
  .card { border: 2px solid var(--_line); border-radius: var(--_radius); background: var(--_face); padding: 0.35rem 0.5rem; font-size: 0.86rem; }
  .card.special { border-color: var(--fd-gold); }
  .card.gone { opacity: 0.8; border-style: dashed; }
  .card[style] { border-color: var(--strong); }
  .name { font-weight: 700; font-size: 0.96rem; margin: 0; }
  .left { font-weight: 400; color: var(--_muted); font-size: 0.82rem; }
  .meta { color: var(--_muted); margin: 0.1rem 0; }
  ul.does { margin: 0.15rem 0 0; padding-left: 1.1rem; }
`;

@localized()
@customElement('fd-market')
export class FdMarket extends LitElement {
  @property({ attribute: false }) view: FeudaliaView | null = null;
  @property({ attribute: false }) moves: Moves = new Map();
  /** Offer "why can I not hire?" on stacks with no hire (the viewer's main phase). */
  @property({ type: Boolean }) ask = false;
  /** The answer to the last "why not?", drawn on the stack asked about (its spot, `supply:<type>`). */
  @property({ attribute: false }) answer: Answer | null = null;

  static override styles = [
    base,
    actStyles,
    panelStyles,
    cardStyles,
    css`
    h3 { font-size: 0.98rem; margin-top: 0.7rem; }
    .deck { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; margin: 0.2rem 0 0.5rem; }
    .why-row { display: flex; flex-wrap: wrap; justify-content: flex-end; align-items: center; gap: 0.3rem; }
    .answer { flex: 1 1 100%; margin: 0; color: var(--_bad); font-weight: 600; }
    .answer:empty { display: none; }
  `,
  ];

  override updated(changed: Map<string, unknown>): void {
    // A phone's supply is long: the answer is brought into view beside the question.
    if (changed.has('answer') && this.answer) this.renderRoot.querySelector('.answer:not(:empty)')?.scrollIntoView({ block: 'nearest' });
  }

  private stack(id: VassalId, left: number) {
    const v = VASSALS.find((x) => x.id === id)!;
    const name = vassalName(id);
    const cost = costWords(v.cost);
    const income = coinWords(v.income);
    const moves = this.moves.get(`supply:${id}`);
    const n = cardWords(left);
    return html`<li class="card ${left ? (v.specialist ? 'special' : '') : 'gone'}">
      <p class="name">${name} <span class="left">${msg(str`(${n} left)`)}</span></p>
      <p class="meta">${msg(str`Hire: ${cost}`)}</p>
      <p class="meta">${msg(str`Income ${income}`)}${v.specialist ? html` · ${v.cleric ? msg('upgraded cleric') : msg('specialist')}` : nothing}</p>
      <ul class="does">${v.actions.map((a) => html`<li>${vassalActionWords(a)}</li>`)}</ul>
      ${actRow(this, moves)}
      ${
        this.ask && !moves?.length && left
          ? html`<div class="why-row">${whyButton(this, msg(str`Why can I not hire ${name}?`), { type: 'hire', vassal: id, trash: null })}
              <p class="answer" role="alert">${this.answer?.spot === `supply:${id}` ? this.answer.text : ''}</p></div>`
          : nothing
      }
    </li>`;
  }

  override render() {
    const v = this.view;
    if (!v) return nothing;
    const types = VASSALS.filter((x) => v.supply[x.id] !== undefined);
    const deck = cardWords(v.masterDeck);
    return html`<section aria-labelledby="sh">
      <h2 id="sh">${msg('The supply')}</h2>
      <h3>${msg('Vassals for hire')}</h3>
      <ul class="cards">${types.map((x) => this.stack(x.id, v.supply[x.id]!.length))}</ul>
      <h3>${msg('Masters for hire')}</h3>
      <div class="deck"><span>${msg(str`Master deck: ${deck}`)}</span>${actRow(this, this.moves.get('deck'))}</div>
      ${
        v.masters.length
          ? html`<ul class="cards">${v.masters.map((id) => {
              const m = master(id);
              return html`<li class="card" style=${m.colour === 'any' ? nothing : resStyle(m.colour)}>${masterFace(id)}${actRow(this, this.moves.get(`master:${id}`))}</li>`;
            })}</ul>`
          : html`<p class="meta">${msg('No master face up.')}</p>`
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fd-market': FdMarket;
  }
}
