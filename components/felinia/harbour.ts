/**
 * Katzburg's harbour and markets: the four boats (destination, departure time,
 * spaces with the merchants aboard, what boarding costs) and the five markets
 * and the Merchants' Guild (their merchandise, the bid tokens stacked on them
 * bottom to top, closed markets), and in the very-experienced variant the
 * pile's top boat tile, face up. A boat or a market the seat may act on now is
 * a real button (`boats`, `markets`: the words of what a click does); a click
 * sends `fl-boat` or `fl-market` and the table decides. No rules here.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { BOATS, COUNTRIES, MARKETS } from '../../engine/games/felinia/data.js';
import type { FeliniaView, Kind } from '../../engine/games/felinia/types.js';
import { emit } from '../../components/shared/events.js';
import { seatColour } from '../../components/shared/palette.js';
import { base } from '../../components/shared/theme.js';
import { kindColour } from './palette.js';
import { clock, countryName, kindName, nameOf } from './words.js';

export type Pick = readonly { readonly index: number; readonly label: string }[];

@localized()
@customElement('fl-harbour')
export class FlHarbour extends LitElement {
  @property({ attribute: false }) view: FeliniaView | null = null;
  @property({ attribute: false }) names: readonly string[] = [];
  /** Boats a click boards now, and markets a click bids on, with the words of the move. */
  @property({ attribute: false }) boats: Pick = [];
  @property({ attribute: false }) markets: Pick = [];

  static override styles = [
    base,
    css`
    :host { display: block; }
    h3 { font-size: 0.95rem; margin: 0 0 0.3rem; }
    .row { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); list-style: none; margin: 0 0 0.6rem; padding: 0; }
    .spot { border: 2px solid var(--_line, #888); border-radius: 0.6rem; padding: 0.4rem 0.5rem; background: var(--_panel, transparent); }
    .spot.acts { border-color: var(--_accent, #1f64c8); box-shadow: 0 0 0 3px color-mix(in srgb, var(--_accent, #1f64c8) 30%, transparent); }
    .spot button.act { margin-top: 0.3rem; width: 100%; }
    .dest { display: flex; gap: 0.4rem; align-items: center; font-weight: 700; }
    .flag { inline-size: 0.9rem; block-size: 0.9rem; border-radius: 0.2rem; border: 1px solid currentColor; }
    .line { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: center; margin-top: 0.25rem; font-size: 0.85rem; }
    .good { inline-size: 1.1rem; block-size: 1.1rem; border-radius: 0.25rem; border: 1.5px solid light-dark(#222, #eee); }
    .seat { inline-size: 1rem; block-size: 1rem; border-radius: 50%; border: 2px solid light-dark(#111, #fff); }
    .empty { background: transparent; border-style: dashed; }
    .closed { opacity: 0.6; font-style: italic; }
    .spot.next { border-style: dashed; }
  `,
  ];

  private good(k: Kind) {
    return html`<span class="good" style="background: ${kindColour(k)}" title=${kindName(k)} role="img" aria-label=${kindName(k)}></span>`;
  }

  private seatToken(seat: number) {
    const name = nameOf(this.names, seat);
    return html`<span class="seat" style="background: ${seatColour(seat)}" role="img" aria-label=${name} title=${name}></span>`;
  }

  private act(pick: Pick, index: number, event: string) {
    const p = pick.find((x) => x.index === index);
    return p ? html`<button type="button" class="act" @click=${() => emit(this, event, { index })}>${p.label}</button>` : nothing;
  }

  private boat(index: number) {
    const v = this.view!;
    const b = v.boats[index]!;
    if (b.tile === null) return html`<li class="spot empty">${msg('At sea')}</li>`;
    return this.tile(b.tile, b.riders, index);
  }

  /** A boat tile: on a boat (`index`), with its riders, or the pile's face-up top tile (`index` null). */
  private tile(id: number, riders: readonly number[], index: number | null) {
    const t = BOATS[id]!;
    const acts = index !== null && this.boats.some((x) => x.index === index);
    const free = t.spaces - riders.length;
    return html`<li class="spot ${acts ? 'acts' : ''} ${index === null ? 'next' : ''}">
      ${index === null ? html`<div class="line">${msg('Next boat tile (face up)')}</div>` : nothing}
      <div class="dest"><span class="flag" style="background: ${kindColour(COUNTRIES[t.country]!.kind)}"></span>${countryName(t.country)}</div>
      <div class="line">${msg(str`Departs ${clock(t.departs)}`)}</div>
      <div class="line" role="group" aria-label=${msg(str`${riders.length} of ${t.spaces} spaces taken`)}>
        ${riders.map((r) => this.seatToken(r))}${Array.from({ length: free }, () => html`<span class="seat empty" aria-hidden="true"></span>`)}
      </div>
      <div class="line">${msg('Boarding:')} ${t.needs.map((k) => this.good(k))}${t.coins ? html` + ${msg('1 coin')}` : nothing}</div>
      ${index === null ? nothing : this.act(this.boats, index, 'fl-boat')}
    </li>`;
  }

  private market(index: number) {
    const m = this.view!.markets[index]!;
    const guild = index === MARKETS;
    const title = guild ? msg("Merchants' Guild") : msg(str`Market ${index + 1}`);
    const acts = this.markets.some((x) => x.index === index);
    return html`<li class="spot ${acts ? 'acts' : ''} ${m.closed ? 'closed' : ''}">
      <div class="dest">${title}</div>
      ${m.closed ? html`<div class="line">${msg('Closed')}</div>` : nothing}
      ${guild || m.closed ? nothing : html`<div class="line">${m.goods.length ? m.goods.map((k) => this.good(k)) : msg('Sold out')}</div>`}
      <div class="line" role="group" aria-label=${msg(str`${m.bids.length} bid tokens`)}>${m.bids.map((s) => this.seatToken(s))}</div>
      ${this.act(this.markets, index, 'fl-market')}
    </li>`;
  }

  override render() {
    const v = this.view;
    if (!v) return nothing;
    return html`
      <section aria-labelledby="boats-h">
        <h3 id="boats-h">${msg(str`Boats (${v.pile} boat tiles left)`)}</h3>
        <ul class="row" role="list">${[0, 1, 2, 3].map((i) => this.boat(i))}${v.top === null ? nothing : this.tile(v.top, [], null)}</ul>
      </section>
      <section aria-labelledby="markets-h">
        <h3 id="markets-h">${msg('Markets')}</h3>
        <ul class="row" role="list">${v.markets.map((_, i) => this.market(i))}</ul>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fl-harbour': FlHarbour;
  }
}
