/**
 * The home page's choice of game: one card per playable game, as a group of
 * native radio buttons (arrow keys move the choice; a screen reader hears
 * "Choose a game, radio group"). Choosing sends `tt-game-select`.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { gameFacts, type GameInfo } from './catalogue.js';

export type GameSelectEvent = CustomEvent<{ id: string }>;

@localized()
@customElement('tt-game-picker')
export class TtGamePicker extends LitElement {
  /** The games to choose from. */
  @property({ attribute: false }) games: readonly GameInfo[] = [];
  /** The chosen game's id. */
  @property() value = '';

  static override styles = [
    base,
    css`
    :host { display: block; }
    fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
    legend { font-size: 1.15rem; font-weight: 700; margin: 0 0 0.5rem; padding: 0; }
    .games { display: grid; gap: 0.6rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
    label {
      display: grid; grid-template-columns: auto 1fr; gap: 0.1rem 0.6rem; align-items: start; cursor: pointer;
      background: var(--_panel); border: 2px solid var(--_rule); border-radius: var(--_radius); padding: 0.75rem;
    }
    label:has(input:checked) { border-color: var(--_accent); box-shadow: 0 0 0 1px var(--_accent); }
    label:has(input:focus-visible) { outline: 3px solid var(--_accent); outline-offset: 2px; }
    input { width: 1.3rem; height: 1.3rem; margin: 0.15rem 0 0; accent-color: var(--_accent); grid-row: span 3; }
    .name { font-weight: 700; font-size: 1.05rem; }
    .facts { color: var(--_muted); font-size: 0.9rem; }
    .blurb { font-size: 0.95rem; }
  `,
  ];

  private choose(id: string): void {
    this.value = id;
    this.dispatchEvent(new CustomEvent('tt-game-select', { detail: { id }, bubbles: true, composed: true }));
  }

  override render() {
    return html`
      <fieldset>
        <legend>${msg('Choose a game')}</legend>
        <div class="games">
          ${this.games.map(
            (g) => html`
            <label>
              <input type="radio" name="game" value=${g.id} .checked=${g.id === this.value} aria-labelledby=${`name-${g.id}`}
                aria-describedby=${`facts-${g.id} about-${g.id}`} @change=${() => this.choose(g.id)} />
              <span class="name" id=${`name-${g.id}`}>${g.name}</span>
              <span class="facts" id=${`facts-${g.id}`}>${gameFacts(g)}</span>
              <span class="blurb" id=${`about-${g.id}`}>${g.blurb}</span>
            </label>`,
          )}
        </div>
      </fieldset>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-game-picker': TtGamePicker;
  }
  interface HTMLElementEventMap {
    'tt-game-select': GameSelectEvent;
  }
}
