/**
 * The turn/phase banner: one clear sentence of what happens now. It is an
 * aria-live region, so a screen reader hears each new prompt
 * ("Your turn: play a card", "Bo played a Thief on you: play a Guard or pass").
 * While one seat plays, its left edge is that seat's colour (palette.ts `SEATS`),
 * as on the player's panel; the sentence still names the player.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { markSeat } from './palette.js';
import { base } from './theme.js';

@customElement('tt-turn-banner')
export class TtTurnBanner extends LitElement {
  /** The sentence to show. */
  @property() prompt = '';
  /** A smaller line under it (e.g. turn number, extra plays left). */
  @property() detail = '';
  /** The prompt asks this device to act: drawn in the accent colour. */
  @property({ type: Boolean, reflect: true }) urgent = false;
  /** Something is working (a bot thinking, the network). */
  @property({ type: Boolean }) busy = false;
  /** The seat whose turn it is, for its colour; null while several or none play. */
  @property({ type: Number, reflect: true }) seat: number | null = null;

  static override styles = [
    base,
    css`
    :host { display: block; border-radius: var(--_radius); padding: 0.6rem 0.9rem; background: var(--_panel); border: 2px solid var(--_line); }
    :host([urgent]) { background: var(--_accent); color: var(--_accent-ink); border-color: var(--_accent); }
    /* The seat's edge, kept apart from the accent of an urgent banner by a line of the panel's colour. */
    :host([seat]) { border-left: 0.5rem solid var(--seat, var(--_line)); box-shadow: inset 2px 0 0 var(--_panel); }
    p { margin: 0; }
    .prompt { font-size: 1.15rem; font-weight: 700; }
    .detail { font-size: 0.9rem; opacity: 0.9; }
    .dots::after { content: ' …'; }
  `,
  ];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('seat')) markSeat(this, this.seat);
  }

  override render() {
    return html`
      <div role="status" aria-live="polite" aria-atomic="true">
        <p class="prompt">${this.prompt}${this.busy ? html`<span class="dots" aria-hidden="true"></span>` : nothing}</p>
        ${this.detail ? html`<p class="detail">${this.detail}</p>` : nothing}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-turn-banner': TtTurnBanner;
  }
}
