/**
 * What a lord has before them (the rulebook, "Area of play for each player"):
 * victory points, noble icons, the treasury (the marker's coins and what the
 * treasury card keeps of them at the end of the turn), the hand, deck and
 * discard pile by size, the vassals played this turn, the fiefs offered in the
 * draft, and the three fiefs (fief.ts). It goes in the player's
 * `<tt-player-panel>`; the viewer's own carries its moves. No rules.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { treasuryFace } from '../../engine/games/feudalia/cards.js';
import type { FeudaliaAction } from '../../engine/games/feudalia/types.js';
import '../../components/shared/counter.js';
import { icon } from '../../components/shared/icons.js';
import { base } from '../../components/shared/theme.js';
import { actButton, actStyles } from './buttons.js';
import { fiefCardWords } from './labels.js';
import { FD_TOKENS } from './palette.js';
import type { Answer, Moves, PlayerView } from './view.js';
import { coinWords, vassalsWords, vpWords } from './words.js';
import './fief.js';

/** The treasury card face in use: the one for the sum of the player's fief levels. */
const treasuryLevels = (p: PlayerView): readonly [number, number] => treasuryFace(p.fiefs.reduce((sum, f) => sum + f.level, 0)).levels;

@localized()
@customElement('fd-holdings')
export class FdHoldings extends LitElement {
  @property({ attribute: false }) player: PlayerView | null = null;
  /** The viewer's moves by spot (`fief:i`, `offer`); empty for everyone else. */
  @property({ attribute: false }) moves: Moves = new Map();
  /** The fiefs offered to this player in the draft (card ids). */
  @property({ attribute: false }) offer: readonly number[] = [];
  /** Offer "why can I not upgrade?" on the fiefs (the viewer's own, in its main phase). */
  @property({ type: Boolean }) ask = false;
  /** The answer to the last "why not?", drawn on the fief asked about (its spot, `fief:<i>`). */
  @property({ attribute: false }) answer: Answer | null = null;

  static override styles = [
    base,
    actStyles,
    css`
    :host { display: block; font-size: 0.9rem; ${FD_TOKENS} }
    .line { display: flex; flex-wrap: wrap; gap: 0.3rem 0.9rem; align-items: center; margin: 0.3rem 0; }
    .status { color: var(--_bad); font-weight: 700; margin: 0.3rem 0; }
    .muted { color: var(--_muted); }
    .icon { display: inline-flex; align-items: center; gap: 0.25rem; }
    .icon svg { width: 1.2em; height: 1.2em; }
    .fiefs { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); margin-top: 0.4rem; }
    .offer { border: 2px dashed var(--_accent); border-radius: var(--_radius); padding: 0.4rem 0.6rem; margin-top: 0.4rem; }
    .offer ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4rem; }
  `,
  ];

  private offered() {
    if (!this.offer.length) return nothing;
    const moves = this.moves.get('offer') ?? [];
    const of = (card: number) => moves.filter((l) => (l.action as Extract<FeudaliaAction, { type: 'draft' }>).fief === card);
    return html`<div class="offer" role="group" aria-label=${msg('Fiefs offered in the draft')}>
      <p class="muted">${msg('Fiefs offered in the draft')}</p>
      <ul>${this.offer.map((card) => {
        const mine = of(card);
        return html`<li>${mine.length ? mine.map((l) => actButton(this, l)) : fiefCardWords(card)}</li>`;
      })}</ul>
    </div>`;
  }

  override render() {
    const p = this.player;
    if (!p) return nothing;
    const keep = coinWords(p.saves);
    const [lo, hi] = treasuryLevels(p);
    const hand = p.handSize;
    const deck = p.deckSize;
    const discard = p.discard.length;
    const nobles = p.nobles;
    const played = vassalsWords(p.played.map((c) => c.card));
    return html`
      <div class="line">
        <strong class="icon">${icon('victory')} ${vpWords(p.score)}</strong>
        ${p.nobles ? html`<span class="icon">${icon('star')} ${p.nobles === 1 ? msg('1 noble') : msg(str`${nobles} nobles`)}</span>` : nothing}
        <tt-counter icon="coin" .value=${p.coins} label=${msg('Coins')} singular=${msg('Coin')} show-label></tt-counter>
        <span class="muted">${msg(str`saves ${keep} at the end of the turn (treasury card for fief levels ${lo}–${hi})`)}</span>
      </div>
      <div class="line muted">${msg(str`Hand ${hand} · deck ${deck} · discard pile ${discard}`)}</div>
      ${p.played.length ? html`<div class="line muted">${msg(str`Played this turn: ${played}`)}</div>` : nothing}
      ${
        p.caught
          ? html`<p class="status">${msg("Caught breaking the Tax Collector's rules: out of the game, ranked last")}</p>`
          : p.out
            ? html`<p class="status">${msg('Out of the game: lost a tie for the lead')}</p>`
            : nothing
      }
      ${this.offered()}
      <div class="fiefs">${p.fiefs.map(
        (f, i) =>
          html`<fd-fief .fief=${f} .index=${i} .moves=${this.moves.get(`fief:${i}`) ?? []} .hlevel=${4} ?ask=${this.ask}
            .answer=${this.answer?.spot === `fief:${i}` ? this.answer.text : ''}></fd-fief>`,
      )}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fd-holdings': FdHoldings;
  }
}
