/**
 * What a player holds in Felinia, on their player board (the rulebook,
 * "Preparations"): silver coins (0–6), merchandise by kind, gold, spice and
 * food, merchants at home, the three bid spaces with the tokens placed this
 * round, and the trade tiles and bonus chips face down before them — their
 * figures for their owner (and everyone at the end), else their backs; in the
 * advanced game food and the Mysterious Place cards kept, named where the
 * viewer knows them (its own, and those shown), else by their backs.
 * It goes in the player's `<tt-player-panel>`. No rules here.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { CHIPS, TRADE_TILES } from '../../engine/games/felinia/data.js';
import { KINDS, type PlayerView } from '../../engine/games/felinia/types.js';
import '../../components/shared/counter.js';
import { base } from '../../components/shared/theme.js';
import { kindColour, tint } from './palette.js';
import { countryName, figureName, kindName, placeWords, tileWords } from './words.js';

@localized()
@customElement('fl-holdings')
export class FlHoldings extends LitElement {
  @property({ attribute: false }) player: PlayerView | null = null;
  /** The advanced game: food and Mysterious Place cards. */
  @property({ type: Boolean }) advanced = false;

  static override styles = [
    base,
    css`
    :host { display: block; font-size: 0.9rem; }
    .line { display: flex; flex-wrap: wrap; gap: 0.3rem 0.7rem; align-items: center; margin-top: 0.3rem; }
    .good { display: inline-flex; align-items: center; gap: 0.15rem; font-weight: 700; }
    .swatch { inline-size: 0.95rem; block-size: 0.95rem; border-radius: 0.2rem; border: 1.5px solid light-dark(#222, #eee); }
    .bid { inline-size: 1.2rem; block-size: 1.2rem; border-radius: 50%; border: 2px dashed var(--_line, #888); display: inline-grid; place-items: center; font-size: 0.7rem; }
    .bid.placed { border-style: solid; background: var(--seat, var(--_accent)); color: white; }
    .tile { inline-size: 1.3rem; block-size: 1.3rem; border-radius: 0.25rem; border: 1.5px solid light-dark(#222, #eee); display: inline-grid; place-items: center; font-weight: 700; font-size: 0.75rem; }
    .face { background: light-dark(#fffaf0, #2a2a2a); }
    .place { padding: 0.05rem 0.4rem; border-radius: 0.3rem; border: 1.5px solid #8e3fb5; font-size: 0.8rem; }
    .place.back { background: light-dark(#e9dcf2, #3d2a4a); }
  `,
  ];

  override render() {
    const p = this.player;
    if (!p) return nothing;
    const held = KINDS.filter((k) => p.goods[k] > 0);
    return html`
      <div class="line">
        <tt-counter icon="coin" .value=${p.money} label=${msg('Silver coins')} singular=${msg('Silver coin')}></tt-counter>
        <span>${msg(str`Gold ${p.gold}`)}</span>
        <span>${msg(str`Spice ${p.spice}`)}</span>
        ${this.advanced ? html`<span>${msg(str`Food ${p.food}`)}</span>` : nothing}
        <span>${msg(str`Merchants at home ${p.stock}`)}</span>
      </div>
      <div class="line" role="group" aria-label=${msg('Merchandise')}>
        ${
          held.length
            ? held.map(
                (k) => html`<span class="good"><span class="swatch" style="background: ${kindColour(k)}" aria-hidden="true"></span>${p.goods[k]}
                <span class="sr-only">${kindName(k)}</span></span>`,
              )
            : msg('No merchandise')
        }
      </div>
      <div class="line" role="group" aria-label=${msg('Bid spaces: 1, 2 and 3 coins')}>
        ${p.own.map(
          (placed, i) =>
            html`<span class="bid ${placed ? 'placed' : ''}" role="img" aria-label=${placed ? msg(str`${i + 1} coins: a bid token`) : msg(str`${i + 1} coins: free`)}>${i + 1}</span>`,
        )}
      </div>
      ${
        this.advanced && p.places.length
          ? html`<div class="line" role="group" aria-label=${msg('Mysterious Place cards')}>
        ${p.places.map((c) => html`<span class="place ${c === null ? 'back' : ''}">${c === null ? '?' : placeWords(c)}</span>`)}
      </div>`
          : nothing
      }
      ${
        p.trade.length || p.chips.length
          ? html`<div class="line" role="group" aria-label=${msg('Trade tiles and bonus chips')}>
        ${p.trade.map((t) => {
          const figure = t.id === null ? null : TRADE_TILES[t.id]!.figure;
          const words = t.id === null ? msg(str`A trade tile from ${countryName(t.country)}`) : tileWords(t.id);
          return html`<span class="tile ${t.id === null ? '' : 'face'}" style=${t.id === null ? `background: ${tint(t.country, true)}` : ''} role="img" aria-label=${words}
            >${figure ? figureName(figure).slice(0, 1) : t.id === null ? '' : '★'}</span>`;
        })}
        ${p.chips.map((c) => {
          const chip = c === null ? null : CHIPS[c]!;
          const words = chip
            ? chip.effect === 'extra'
              ? msg(str`Bonus chip: one more ${figureName(chip.figure)}`)
              : msg(str`Bonus chip: +1 for each ${figureName(chip.figure)}`)
            : msg('A bonus chip');
          return html`<span class="tile" role="img" aria-label=${words}>${chip ? (chip.effect === 'extra' ? '+' : '+1') : '?'}</span>`;
        })}
      </div>`
          : nothing
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fl-holdings': FlHoldings;
  }
}
