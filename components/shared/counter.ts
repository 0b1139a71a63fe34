/**
 * A counter: an icon and a number, e.g. 3 Gold, 2 Crops, 4 Victory Points.
 * Screen readers hear the number and the label ("3 Coins"), not the drawing;
 * sighted players see the icon, the number and, with `show-label`, the label.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { icon as drawIcon, isIconName } from './icons.js';
import { base } from './theme.js';

@customElement('tt-counter')
export class TtCounter extends LitElement {
  /** Which icon (icons.ts `ICON_NAMES`); an unknown name shows the number alone. */
  @property() icon = '';
  /** The count. */
  @property({ type: Number }) value = 0;
  /** What is counted, plural: "Coins", "Crops". */
  @property() label = '';
  /** The label for exactly one, e.g. "Coin"; the plural label when empty. */
  @property() singular = '';
  /** Show the label after the number, not only to screen readers. */
  @property({ type: Boolean, attribute: 'show-label', reflect: true }) showLabel = false;

  static override styles = [
    base,
    css`
    :host {
      display: inline-flex; align-items: center; gap: 0.25em;
      font-weight: 700; font-variant-numeric: tabular-nums; line-height: 1.2; white-space: nowrap;
    }
    .face { display: inline-flex; align-items: center; gap: 0.25em; }
    svg { width: var(--tt-counter-icon, 1.25em); height: var(--tt-counter-icon, 1.25em); flex: none; }
    .label { font-weight: 400; color: var(--_muted); }
  `,
  ];

  /** The label that fits the value. */
  private get word(): string {
    return Math.abs(this.value) === 1 && this.singular ? this.singular : this.label;
  }

  /** "3 Coins", "1 Coin": what the counter says. */
  get text(): string {
    return this.word ? `${this.value} ${this.word}` : String(this.value);
  }

  override render() {
    const word = this.word;
    return html`
      <span class="face" aria-hidden="true" title=${this.label || nothing}>
        ${isIconName(this.icon) ? drawIcon(this.icon) : nothing}<span class="n">${this.value}</span>${
          this.showLabel && word ? html`<span class="label">${word}</span>` : nothing
        }
      </span>
      <span class="sr-only">${this.text}</span>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-counter': TtCounter;
  }
}
