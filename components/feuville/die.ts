/**
 * One die showing its result as pips (a 3 × 3 grid), with the number as its
 * accessible name. Presentational: the element around it owns any button.
 */
import { localized } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { t } from './i18n.js';

/** Which of the nine grid cells carry a pip, for 1 to 6. */
const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

@localized()
@customElement('fv-die')
export class FvDie extends LitElement {
  /** The result, 1–6. */
  @property({ type: Number }) pips = 1;
  /** Drawn smaller (dice placed on the board). */
  @property({ type: Boolean, reflect: true }) small = false;
  /** Drawn in the dragon's red (a double). */
  @property({ type: Boolean, reflect: true }) fire = false;

  static override styles = [
    base,
    css`
    :host {
      display: inline-grid; grid-template: repeat(3, 1fr) / repeat(3, 1fr);
      width: 2.6rem; height: 2.6rem; padding: 0.3rem; gap: 1px;
      background: var(--_face); border: 2px solid var(--_ink); border-radius: 0.45rem;
      box-shadow: 0 1px 2px rgb(0 0 0 / 0.3); flex: none;
    }
    :host([small]) { width: 1.9rem; height: 1.9rem; padding: 0.2rem; }
    :host([fire]) { border-color: var(--_bad); background: var(--_era); }
    i { display: block; border-radius: 50%; margin: 12%; }
    i.on { background: var(--_ink); }
  `,
  ];

  override render() {
    const on = PIPS[this.pips] ?? [];
    return html`<span class="sr-only">${t().die(this.pips)}</span>${Array.from(
      { length: 9 },
      (_, i) => html`<i aria-hidden="true" class=${on.includes(i) ? 'on' : ''}></i>`,
    )}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-die': FvDie;
  }
}
