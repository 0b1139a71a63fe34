/**
 * "All moves": every legal action as a button (`data-legal`, `data-kind` =
 * the action's type) whose text is its label, so a keyboard or screen-reader
 * user can play the whole game from a list, and end-to-end tests can drive it.
 * Foldable (a phone) the list is folded behind a disclosure button in its
 * heading; the table's "All moves" shortcut unfolds it.
 */
import { localized } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { FeuvilleAction } from '../../engine/games/feuville/types.js';
import type { LegalAction } from '../../components/shared/contract.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { t, type Words } from './i18n.js';
import './act-event.js';

@localized()
@customElement('fv-moves')
export class FvMoves extends LitElement {
  /** The legal actions with their labels (in the table's language). */
  @property({ attribute: false }) options: readonly LegalAction<FeuvilleAction>[] = [];
  /** The list folds behind a button (a phone). */
  @property({ type: Boolean }) foldable = false;

  /** The foldable list is unfolded. */
  @state() private open = false;

  static override styles = [
    base,
    css`
    :host { display: block; }
    h2 { font-size: 1rem; }
    p { margin: 0 0 0.4rem; font-size: 0.85rem; color: var(--_muted); }
    ul { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0; padding: 0; list-style: none; }
    button { font-size: 0.85rem; text-align: left; min-height: 44px; padding: 0.3rem 0.6rem; }
    h2 button.fold { font: inherit; font-weight: 700; background: none; border: none; color: var(--_ink); padding: 0.2rem 0.5rem 0.2rem 0.3rem; margin-left: -0.3rem; }
    .chev { display: inline-block; width: 1em; }
    .fold[aria-expanded='true'] .chev { transform: rotate(90deg); }
    /* Beside the board (not foldable), a box of its own that scrolls: the board stays the main way to play. */
    .box ul { max-height: 22rem; overflow-y: auto; padding: 3px; }
  `,
  ];

  /** Moves focus to the list's heading (from the table's "All moves" shortcut), unfolding it. */
  async focusList(): Promise<void> {
    this.open = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  private heading(w: Words) {
    if (!this.foldable) return w.allMoves;
    return html`<button type="button" class="fold" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="list"
      @click=${() => {
        this.open = !this.open;
      }}><span class="chev" aria-hidden="true">▸</span>${w.jumpToMoves(this.options.length)}</button>`;
  }

  override render() {
    const w = t();
    return html`
      <section aria-labelledby="h">
        <h2 id="h" tabindex="-1">${this.heading(w)}</h2>
        <div id="list" class=${this.foldable ? '' : 'box'} ?hidden=${this.foldable && !this.open}>
          <p>${this.options.length ? w.allMovesHint : w.noMoves}</p>
          <ul>${this.options.map(
            (o) => html`<li><button type="button" data-legal data-kind=${o.action.type}
            @click=${() => emit(this, 'tt-act', { action: o.action })}>${o.label}</button></li>`,
          )}</ul>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-moves': FvMoves;
  }
}
