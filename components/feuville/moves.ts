/**
 * "All moves": every legal action as a button (`data-legal`, `data-kind` =
 * the action's type) whose text is its label, so a keyboard or screen-reader
 * user can play the whole game from a list, and end-to-end tests can drive it.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FeuvilleAction } from '../../engine/games/feuville/types.js';
import type { LegalAction } from '../shared/contract.js';
import { base } from '../shared/theme.js';
import { emit } from '../shared/events.js';
import { t } from './i18n.js';
import { LangController } from './lang.js';
import './act-event.js';

@customElement('fv-moves')
export class FvMoves extends LitElement {
  /** The legal actions with their labels (in the table's language). */
  @property({ attribute: false }) options: readonly LegalAction<FeuvilleAction>[] = [];

  private readonly language = new LangController(this);

  static override styles = [
    base,
    css`
    :host { display: block; }
    h2 { font-size: 1rem; }
    p { margin: 0 0 0.4rem; font-size: 0.85rem; color: var(--_muted); }
    ul { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0; padding: 0; list-style: none; }
    button { font-size: 0.85rem; text-align: left; min-height: 44px; padding: 0.3rem 0.6rem; }
  `,
  ];

  /** Moves focus to the list's heading (from the table's "All moves" shortcut). */
  async focusList(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  override render() {
    const w = t(this.language.lang);
    return html`
      <section aria-labelledby="h">
        <h2 id="h" tabindex="-1">${w.allMoves}</h2>
        <p>${this.options.length ? w.allMovesHint : w.noMoves}</p>
        <ul>${this.options.map(
          (o) => html`<li><button type="button" data-legal data-kind=${o.action.type}
          @click=${() => emit(this, 'tt-act', { action: o.action })}>${o.label}</button></li>`,
        )}</ul>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-moves': FvMoves;
  }
}
