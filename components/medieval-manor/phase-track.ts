/**
 * The seven phases of a turn (the rulebook, "Turn Sequence"), the
 * current one marked with aria-current="step", so a screen reader hears
 * "Work, current step, 3 of 7".
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { base } from '../shared/theme.js';

/** The phases in rulebook order, with the words the track shows. */
export const PHASE_WORDS = [
  ['draw', 'Draw'],
  ['trade', 'Trade'],
  ['work', 'Work'],
  ['rest', 'Rest'],
  ['upgrade', 'Upgrade'],
  ['feeding', 'Feeding'],
  ['end', 'End'],
] as const;

@customElement('mm-phase-track')
export class MmPhaseTrack extends LitElement {
  /** The current phase id (draw, trade, work, rest, upgrade, feeding, end); anything else marks none. */
  @property() phase = '';
  /** The turn number, shown before the track. */
  @property({ type: Number }) turn = 0;

  static override styles = [
    base,
    css`
    :host { display: block; }
    .row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.35rem 0.6rem; }
    .turn { font-weight: 700; }
    ol { display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0; padding: 0; list-style: none; counter-reset: phase; }
    li {
      counter-increment: phase; padding: 0.15rem 0.5rem; border-radius: 999px;
      border: 1px solid var(--_line); background: var(--_panel); color: var(--_muted); font-size: 0.85rem;
    }
    li::before { content: counter(phase) '. '; }
    li.past { color: var(--_ink); }
    li[aria-current] { background: var(--_accent); border-color: var(--_accent); color: var(--_accent-ink); font-weight: 700; }
  `,
  ];

  override render() {
    const at = PHASE_WORDS.findIndex(([id]) => id === this.phase);
    return html`
      <div class="row" role="group" aria-label="Turn phases">
        ${this.turn ? html`<span class="turn">Turn ${this.turn}</span>` : nothing}
        <ol>
          ${PHASE_WORDS.map(
            ([, word], i) => html`<li class=${i < at ? 'past' : ''}
            aria-current=${i === at ? 'step' : nothing}>${word}${i === at ? html`<span class="sr-only"> (now)</span>` : nothing}</li>`,
          )}
        </ol>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mm-phase-track': MmPhaseTrack;
  }
}
