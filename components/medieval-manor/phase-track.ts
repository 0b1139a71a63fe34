/**
 * The seven phases of a turn (the rulebook, "Turn Sequence"), the
 * current one marked with aria-current="step", so a screen reader hears
 * "Work, current step, 3 of 7".
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';

/** The phases in rulebook order, with the words the track shows (in the app's language: call at render time). */
export const PHASE_WORDS = () =>
  [
    ['draw', msg('Draw')],
    ['trade', msg('Trade')],
    ['work', msg('Work')],
    ['rest', msg('Rest')],
    ['upgrade', msg('Upgrade')],
    ['feeding', msg('Feeding')],
    ['end', msg('End')],
  ] as const;

@localized()
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
    const words = PHASE_WORDS();
    const at = words.findIndex(([id]) => id === this.phase);
    return html`
      <div class="row" role="group" aria-label=${msg('Turn phases')}>
        ${this.turn ? html`<span class="turn">${msg(str`Turn ${this.turn}`)}</span>` : nothing}
        <ol>
          ${words.map(
            ([, word], i) => html`<li class=${i < at ? 'past' : ''}
            aria-current=${i === at ? 'step' : nothing}>${word}${i === at ? html`<span class="sr-only">${msg(' (now)')}</span>` : nothing}</li>`,
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
