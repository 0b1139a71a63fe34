/**
 * One card face (or back), the card every game draws (issue 13): a frame in
 * its family's colours (`tone`), a title bar, a picture window with the
 * game's emblem (`art`: SVG shapes on a 48-unit grid, card-art.ts) and
 * optional cost and value badges, the family's ribbon, the effect text; face
 * down, a drawn back. `compact` (piles) shows the emblem and the name only.
 * Presentational: it has no focus of its own; the hand or pile around it owns
 * focus and the accessible name (the badges say their number in words).
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing, type SVGTemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { breakable } from './breakable.js';
import { ART_VIEWBOX, cardBack, cardStyles } from './card-art.js';
import { icon, type IconName } from './icons.js';
import { base } from './theme.js';

export const CARD_TONES = ['plain', 'great', 'era', 'back'] as const;
/** plain: ordinary cards; great: yellow Great People; era: red End of Era; back: face down. */
export type CardTone = (typeof CARD_TONES)[number];

/** A number in a badge: a finite number, not null. */
const shown = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

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
  /** Small face for piles: emblem and name only. */
  @property({ type: Boolean, reflect: true }) compact = false;
  /** The card's picture: SVG shapes on a 48 × 48 grid, stroked in `currentColor` (decoration). */
  @property({ attribute: false }) art: SVGTemplateResult | null = null;
  /** What the card costs (a deck-builder's price), shown as a badge; null: no badge. */
  @property({ type: Number }) cost: number | null = null;
  /** What the card is worth (Feebleton's gold), shown as a badge; null: no badge. */
  @property({ type: Number }) value: number | null = null;
  /** The badges' icons (icons.ts). */
  @property({ attribute: 'cost-icon' }) costIcon: IconName = 'coin';
  @property({ attribute: 'value-icon' }) valueIcon: IconName = 'coin';
  /** The badges in words for assistive technology, e.g. "Worth 2 gold"; empty: "Cost: 2", "Value: 2". */
  @property({ attribute: 'cost-label' }) costLabel = '';
  @property({ attribute: 'value-label' }) valueLabel = '';
  /** The family's name on the ribbon under the picture (a game's own, e.g. "Upgrade"); empty: the tone's (Great person, End of Era; none for plain). */
  @property() ribbon = '';

  static override styles = [base, cardStyles];

  private kindLabel(): string {
    if (this.ribbon) return this.ribbon;
    return this.tone === 'great' ? msg('Great person') : this.tone === 'era' ? msg('End of Era') : '';
  }

  private emblem() {
    return this.art
      ? html`<svg class="emblem" viewBox=${ART_VIEWBOX} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"
          stroke-linejoin="round" aria-hidden="true">${this.art}</svg>`
      : nothing;
  }

  private badge(kind: 'cost' | 'value', n: number | null, iconName: IconName, label: string) {
    if (!shown(n)) return nothing;
    const words = label || (kind === 'cost' ? msg(str`Cost: ${n}`) : msg(str`Value: ${n}`));
    return html`<span class="badge ${kind}"><span aria-hidden="true">${icon(iconName)}${n}</span><span class="sr-only">${words}</span></span>`;
  }

  override render() {
    if (this.tone === 'back' || !this.name) {
      return html`${cardBack()}<span class="sr-only">${msg('A face-down card')}</span>`;
    }
    if (this.compact) {
      return html`${this.art ? html`<span class="thumb">${this.emblem()}</span>` : nothing}<span class="name">${breakable(this.name)}</span>`;
    }
    const kind = this.kindLabel();
    const ornament = this.tone === 'great' ? icon('star') : this.tone === 'era' ? icon('fire') : nothing;
    const box = { art: true, ribbon: !!kind, costed: shown(this.cost), valued: shown(this.value) };
    return html`
      <span class="title"><span class="name">${breakable(this.name)}</span></span>
      ${
        this.art || box.ribbon || box.costed || box.valued
          ? html`<span class=${classMap(box)}>
        ${this.badge('cost', this.cost, this.costIcon, this.costLabel)}
        ${this.emblem()}
        ${this.badge('value', this.value, this.valueIcon, this.valueLabel)}
        ${kind ? html`<span class="kind">${ornament}${kind}${ornament}</span>` : nothing}
      </span>`
          : nothing
      }
      ${this.text ? html`<span class="text">${this.text}</span>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-card': TtCard;
  }
}
