/**
 * One card face (or back). Presentational: it has no focus of its own; the
 * hand or pile around it owns focus and the accessible name.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { breakable } from './breakable.js';
import { glow } from './palette.js';
import { base } from './theme.js';

export const CARD_TONES = ['plain', 'great', 'era', 'back'] as const;
/** plain: ordinary cards; great: yellow Great People; era: red End of Era; back: face down. */
export type CardTone = (typeof CARD_TONES)[number];

@localized()
@customElement('tt-card')
export class TtCard extends LitElement {
  /** The card's name; empty for a face-down card. */
  @property() name = '';
  /** The card's ability, short; shown unless `compact`. */
  @property() text = '';
  /** Colour family of the face. */
  @property({ reflect: true }) tone: CardTone = 'plain';
  /** Playable now: drawn with a highlight. */
  @property({ type: Boolean, reflect: true }) legal = false;
  /** Chosen (e.g. the card whose options are open). */
  @property({ type: Boolean, reflect: true }) selected = false;
  /** Small face for piles: name only. */
  @property({ type: Boolean, reflect: true }) compact = false;

  static override styles = [
    base,
    css`
    :host {
      display: inline-flex; flex-direction: column; gap: 0.25rem;
      width: var(--tt-card-width, 7.2rem); min-height: 9.6rem; padding: 0.5rem;
      border: 2px solid var(--_line); border-radius: var(--_radius);
      background: var(--_face); color: var(--_ink);
      box-shadow: 0 1px 2px rgb(0 0 0 / 0.25);
      transition: transform var(--_motion) ease, box-shadow var(--_motion) ease;
    }
    :host([tone='great']) { background: var(--_great); border-color: var(--_great-line); }
    :host([tone='era']) { background: var(--_era); border-color: var(--_era-line); }
    :host([tone='back']) {
      background: repeating-linear-gradient(45deg, var(--_back) 0 6px, var(--_back-2) 6px 12px);
      border-color: var(--_back-line); color: var(--_back-ink);
    }
    :host([compact]) { width: auto; min-width: 4.8rem; min-height: 0; padding: 0.25rem 0.45rem; }
    :host([legal]) { border-color: var(--_good); box-shadow: ${glow('good')}; }
    :host([selected]) { transform: translateY(-0.4rem); box-shadow: 0 0 0 3px var(--_accent); }
    .name { font-weight: 700; font-size: 0.95rem; line-height: 1.15; overflow-wrap: break-word; hyphens: manual; }
    .kind { font-size: 0.7rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--_muted); }
    .text { font-size: 0.78rem; line-height: 1.3; }
    :host([compact]) .name { font-size: 0.85rem; white-space: nowrap; }
  `,
  ];

  private kindLabel(): string {
    return this.tone === 'great' ? msg('Great person') : this.tone === 'era' ? msg('End of Era') : '';
  }

  override render() {
    if (this.tone === 'back' || !this.name) {
      return html`<span class="sr-only">${msg('A face-down card')}</span>`;
    }
    const kind = this.kindLabel();
    return html`
      <span class="name">${breakable(this.name)}</span>
      ${kind && !this.compact ? html`<span class="kind">${kind}</span>` : nothing}
      ${this.text && !this.compact ? html`<span class="text">${this.text}</span>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-card': TtCard;
  }
}
