/**
 * What a peek shows the seat that peeks:
 *  - Spy: the opponent's hand, then "trade hands" or "keep your own" (the
 *    legal answers come in `options`);
 *  - Council Member: the top cards of the deck, which the player puts back
 *    in any order with "move up"/"move down" buttons (keyboard-operable, each
 *    move announced), then confirms. The order stays private: it goes to the
 *    dealer, never into the public log.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { FeebletonAction, PeekView } from '../../engine/games/feebleton/types.js';
import type { LegalAction } from '../../components/shared/contract.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { cardArt } from './card-art.js';
import { cardFace, cardName, cardTone } from './faces.js';
import '../../components/shared/card.js';

@localized()
@customElement('fb-peek-dialog')
export class FbPeekDialog extends LitElement {
  /** The peek, with card identities (only the peeking seat gets them). */
  @property({ attribute: false }) peek: PeekView | null = null;
  /** Player names by seat. */
  @property({ attribute: false }) names: readonly string[] = [];
  /** Legal answers: trades for a Spy; ignored for the Council Member, which builds its own. */
  @property({ attribute: false }) options: readonly LegalAction<FeebletonAction>[] = [];

  /** order[i]: index into peek.handles of the card now at position i. */
  @state() private order: number[] = [];
  @state() private announce = '';

  static override styles = [
    base,
    css`
    :host { display: block; }
    section { border: 3px solid var(--_accent); border-radius: var(--_radius); padding: 0.8rem; background: var(--_panel); }
    ul, ol { display: flex; flex-wrap: wrap; gap: 0.5rem; padding: 0; margin: 0 0 0.75rem; list-style: none; }
    ol { flex-direction: column; }
    ol li { display: grid; grid-template-columns: auto minmax(0, 1fr) auto auto; align-items: center; gap: 0.4rem; }
    ol li button { padding: 0.3rem 0.55rem; }
    .pos { font-weight: 700; }
    .row { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  `,
  ];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('peek')) {
      const old = changed.get('peek') as PeekView | null | undefined;
      const same = old && this.peek && old.handles.join() === this.peek.handles.join();
      if (!same) this.order = (this.peek?.handles ?? []).map((_, i) => i);
    }
  }

  override firstUpdated(): void {
    this.renderRoot.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }

  private cardAt(pos: number) {
    const p = this.peek!;
    const h = p.handles[this.order[pos]!];
    return p.cards?.find((c) => c.handle === h) ?? null;
  }

  private move(pos: number, by: number): void {
    const to = pos + by;
    if (to < 0 || to >= this.order.length) return;
    const next = this.order.slice();
    [next[pos], next[to]] = [next[to]!, next[pos]!];
    this.order = next;
    const c = this.cardAt(to);
    const name = c ? cardName(c.card) : msg('The card');
    this.announce = msg(str`${name} is now card ${to + 1} of ${next.length} from the top.`);
    // Focus follows the moved card: its button for the same way, or, at the top or the bottom
    // where that one is disabled (and takes no focus), its other one.
    void this.updateComplete.then(() => {
      const btn =
        this.renderRoot.querySelector<HTMLButtonElement>(`[data-pos="${to}"][data-dir="${by}"]:not([disabled])`) ??
        this.renderRoot.querySelector<HTMLButtonElement>(`[data-pos="${to}"]:not([disabled])`);
      btn?.focus();
    });
  }

  private renderSpy(p: PeekView) {
    const who = p.target !== null ? this.names[p.target] : undefined;
    const whose = who !== undefined ? msg(str`${who}'s hand`) : msg("Their's hand");
    return html`
      <section role="group" aria-labelledby="h">
        <h2 id="h">${whose}</h2>
        <ul aria-label=${whose}>
          ${(p.cards ?? []).map((c) => {
            const f = cardFace(c.card);
            return html`<li><tt-card .name=${f.name} .text=${f.text} .tone=${f.tone} .art=${f.art} .value=${f.value} .valueLabel=${f.valueLabel}></tt-card></li>`;
          })}
          ${p.cards && p.cards.length === 0 ? html`<li>${msg('No cards.')}</li>` : nothing}
        </ul>
        <div class="row">
          ${this.options.map(
            (o) => html`<button type="button" class=${o.action.type === 'trade' && o.action.trade ? 'primary' : ''}
            @click=${() => emit(this, 'tt-act', { action: o.action })}>${o.label}</button>`,
          )}
        </div>
      </section>`;
  }

  private renderArrange() {
    const n = this.order.length;
    return html`
      <section role="group" aria-labelledby="h" aria-describedby="d">
        <h2 id="h">${msg(str`Top ${n} cards of the deck`)}</h2>
        <p id="d">${msg('Put them back in any order. Card 1 is the top of the deck: it is drawn first.')}</p>
        <ol>
          ${this.order.map((_, pos) => {
            const c = this.cardAt(pos);
            const name = c ? cardName(c.card) : msg('A card');
            return html`<li>
              <span class="pos"><span class="sr-only">${msg('Card')} </span>${pos + 1}.</span>
              ${c ? html`<tt-card compact .name=${cardName(c.card)} .tone=${cardTone(c.card)} .art=${cardArt(c.card)}></tt-card>` : html`<span>${name}</span>`}
              <button type="button" data-pos=${pos} data-dir="-1" ?disabled=${pos === 0}
                aria-label=${msg(str`Move ${name} up`)} @click=${() => this.move(pos, -1)}>▲ ${msg('Up')}</button>
              <button type="button" data-pos=${pos} data-dir="1" ?disabled=${pos === n - 1}
                aria-label=${msg(str`Move ${name} down`)} @click=${() => this.move(pos, 1)}>▼ ${msg('Down')}</button>
            </li>`;
          })}
        </ol>
        <div class="row">
          <button type="button" class="primary"
            @click=${() => emit(this, 'tt-act', { action: { type: 'arrange', order: this.order.slice() } })}>
            ${msg('Put them back in this order')}</button>
        </div>
        <div class="sr-only" aria-live="polite">${this.announce}</div>
      </section>`;
  }

  override render() {
    const p = this.peek;
    if (!p?.cards) return html``;
    return p.target === null ? this.renderArrange() : this.renderSpy(p);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fb-peek-dialog': FbPeekDialog;
  }
}
