/**
 * The prompt of the choice the table is in: one clear sentence and, when the
 * choice is small (the dragon, a re-roll, the Entertainer, a Publican's
 * guest, a Great Selection, placing what you took), its legal answers as
 * buttons. A choice asked outside the seat's turn takes the focus to its first
 * answer when it appears; any other new prompt takes it to its heading, so a
 * screen reader reads it without a stray Enter ending the turn.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FeuvilleAction } from '../../engine/games/feuville/types.js';
import type { LegalAction } from '../../components/shared/contract.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import './act-event.js';

@customElement('fv-prompt')
export class FvPrompt extends LitElement {
  /** The sentence. */
  @property() text = '';
  /** It asks this device. */
  @property({ type: Boolean, reflect: true }) mine = false;
  /** Asked outside the seat's own turn: focus goes to the first answer. */
  @property({ type: Boolean }) outOfTurn = false;
  /** The answers shown as buttons (may be empty: use the board). */
  @property({ attribute: false }) options: readonly LegalAction<FeuvilleAction>[] = [];
  /** A new value means a new question: take the focus again. */
  @property() question = '';

  static override styles = [
    base,
    css`
    :host { display: block; }
    section { border: 2px solid var(--_line); border-radius: var(--_radius); padding: 0.7rem; background: var(--_panel); }
    :host([mine]) section { border: 3px solid var(--_accent); }
    h2 { font-size: 1.05rem; margin: 0; }
    h2:focus { outline: none; }
    h2:focus-visible { outline: 3px solid var(--_focus); }
    .row { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.6rem; }
    button { text-align: left; }
    /* A phone (narrow.ts): a tighter box, so the dice, the persons and the town below it stay in the first screen. */
    @media (max-width: 599px) {
      section { padding: 0.5rem 0.6rem; }
      .row { gap: 0.4rem; margin-top: 0.45rem; }
    }
  `,
  ];

  /** Puts focus on the first answer (out of turn) or the sentence. */
  focusFirst(): void {
    const first = this.outOfTurn ? this.renderRoot.querySelector<HTMLElement>('button') : null;
    (first ?? this.renderRoot.querySelector<HTMLElement>('h2'))?.focus();
  }

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('question') && this.mine && this.question) this.focusFirst();
  }

  override render() {
    return html`
      <section role="group" aria-labelledby="q">
        <h2 id="q" tabindex="-1">${this.text}</h2>
        ${
          this.mine && this.options.length
            ? html`<div class="row">
          ${this.options.map(
            (o, i) => html`<button type="button" class=${i === 0 ? 'primary' : ''} data-kind=${o.action.type}
            @click=${() => emit(this, 'tt-act', { action: o.action })}>${o.label}</button>`,
          )}
        </div>`
            : nothing
        }
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-prompt': FvPrompt;
  }
}
