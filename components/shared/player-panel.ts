/**
 * One player at the table: name, whether their device is connected, their
 * hand size and score, and whether the game waits for them. Game-specific
 * details (Feebleton's won piles) go in the default slot. Its top edge is the
 * seat's colour (palette.ts `SEATS`, as `--seat` on the panel), the colour of
 * what the seat owns on the table, so every game marks its players alike.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { icon, type IconName } from './icons.js';
import { glow, markSeat } from './palette.js';
import { base } from './theme.js';

/** The drawing beside a score, by its unit. */
const UNIT_ICON: Readonly<Record<string, IconName>> = { gold: 'coin', victory: 'victory' };

/** A score's unit as a panel names it: the known units in the app's language, any other capitalised. */
function unitName(unit: string): string {
  const known: Readonly<Record<string, string>> = { gold: msg('Gold'), victory: msg('Victory'), points: msg('Points') };
  return known[unit] ?? unit[0]!.toUpperCase() + unit.slice(1);
}

@localized()
@customElement('tt-player-panel')
export class TtPlayerPanel extends LitElement {
  /** Display name. */
  @property() name = '';
  /** The player's seat, for its colour; null draws no seat colour. */
  @property({ type: Number, reflect: true }) seat: number | null = null;
  /** Cards in hand. */
  @property({ type: Number, attribute: 'hand-count' }) handCount = 0;
  /** Score so far, in the game's unit. */
  @property({ type: Number }) score = 0;
  /** The unit of `score`, e.g. "gold". */
  @property() unit = 'points';
  /** The player's device is connected (always true in local games). */
  @property({ type: Boolean }) connected = true;
  /** Played by a bot. */
  @property({ type: Boolean }) bot = false;
  /** This device's own seat. */
  @property({ type: Boolean, reflect: true }) me = false;
  /** It is this player's turn. */
  @property({ type: Boolean, reflect: true }) active = false;
  /** The game waits for this player to answer (their turn or a reaction). */
  @property({ type: Boolean, attribute: 'to-act', reflect: true }) toAct = false;
  /** Shows no hand size and score: the game's own details in the slot say what the player has. */
  @property({ type: Boolean, attribute: 'no-counts' }) noCounts = false;
  /** A short status, e.g. "Guarded this turn". */
  @property() note = '';

  static override styles = [
    base,
    css`
    :host {
      display: block; padding: 0.6rem 0.75rem; border-radius: var(--_radius);
      border: 2px solid var(--_line); background: var(--_panel);
    }
    :host([active]) { border-color: var(--_accent); }
    :host([to-act]) { box-shadow: ${glow('accent')}; }
    :host([seat]) { border-top: 0.4rem solid var(--seat, var(--_line)); }
    header { display: flex; align-items: baseline; gap: 0.5rem; flex-wrap: wrap; }
    h3 { font-size: 1.05rem; margin: 0; }
    .tag { font-size: 0.75rem; padding: 0 0.4rem; border-radius: 999px; border: 1px solid var(--_line); color: var(--_muted); }
    .off { color: var(--_bad); border-color: var(--_bad); }
    dl { display: flex; gap: 1rem; margin: 0.35rem 0 0; font-size: 0.9rem; }
    dt { color: var(--_muted); display: inline-flex; align-items: center; gap: 0.2rem; }
    dt svg { width: 1.1em; height: 1.1em; color: var(--_ink); }
    dd { margin: 0; font-weight: 700; }
    dl div { display: flex; gap: 0.3rem; }
    .note { margin: 0.3rem 0 0; font-size: 0.85rem; color: var(--_good); }
  `,
  ];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('seat')) markSeat(this, this.seat);
  }

  override render() {
    return html`
      <section aria-label=${this.me ? msg(str`${this.name} (you)`) : this.name}>
        <header>
          <h3>${this.name}</h3>
          ${this.me ? html`<span class="tag">${msg('you')}</span>` : nothing}
          ${this.bot ? html`<span class="tag">${msg('bot')}</span>` : nothing}
          ${this.connected ? nothing : html`<span class="tag off">${msg('disconnected')}</span>`}
          ${this.toAct ? html`<span class="tag">${msg('to act')}</span>` : this.active ? html`<span class="tag">${msg('turn')}</span>` : nothing}
        </header>
        ${
          this.noCounts
            ? nothing
            : html`<dl>
          <div><dt>${icon('card')} ${msg('Hand')}</dt><dd>${this.handCount}</dd></div>
          <div><dt>${UNIT_ICON[this.unit] ? icon(UNIT_ICON[this.unit]!) : nothing} ${unitName(this.unit)}</dt><dd>${this.score}</dd></div>
        </dl>`
        }
        ${this.note ? html`<p class="note">${this.note}</p>` : nothing}
        <slot></slot>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-player-panel': TtPlayerPanel;
  }
}
