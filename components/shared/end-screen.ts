/**
 * What every game's end screen shares: its inputs (the final view, the names,
 * whether to offer the buttons), the frame it draws — the headline (focused by
 * the page), the game's own results, and "Play again" / "Save the game record"
 * / "Home", which send `tt-end-action` — and the styles of both. Each game
 * fills in its headline and its results.
 */
import { msg, updateWhenLocaleChanges } from '@lit/localize';
import { LitElement, css, html, nothing, type CSSResultGroup, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { emit } from './events.js';
import { base } from './theme.js';

export interface EndWords {
  readonly again: string;
  readonly save: string;
  readonly home: string;
  readonly notOver: string;
}

/** The shared words, in the app's language when read (each is a getter, so read them while rendering). */
export const END_WORDS: EndWords = {
  get again() {
    return msg('Play again');
  },
  get save() {
    return msg('Save the game record');
  },
  get home() {
    return msg('Home');
  },
  get notOver() {
    return msg('The game is not over yet.');
  },
};

export abstract class EndScreen<V> extends LitElement {
  /** The final view (the game is over). */
  @property({ attribute: false }) view: V | null = null;
  /** Player names by seat. */
  @property({ attribute: false }) names: readonly string[] = [];
  /** Offer "Play again", "Save the game record" and "Home". */
  @property({ type: Boolean }) actions = true;

  constructor() {
    super();
    updateWhenLocaleChanges(this); // as @localized() does: every game's end screen redraws in the chosen language
  }

  static override styles: CSSResultGroup = [
    base,
    css`
    :host { display: block; }
    .top { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: space-between; align-items: flex-start; }
    h2 { font-size: 1.5rem; flex: 1 1 16rem; }
    ol.rank { padding-left: 1.4rem; font-size: 1.05rem; }
    .row { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 1rem; }
  `,
  ];

  /** The frame: `title` as the headline (with `aside` beside it), the game's `body`, then the buttons. */
  protected frame(title: string, body: TemplateResult, aside: TemplateResult | typeof nothing = nothing, w: EndWords = END_WORDS): TemplateResult {
    return html`
      <div class="top"><h2 tabindex="-1" id="title">${title}</h2>${aside}</div>
      ${body}
      ${
        this.actions
          ? html`<div class="row">
        <button type="button" class="primary" @click=${() => emit(this, 'tt-end-action', { what: 'again' })}>${w.again}</button>
        <button type="button" @click=${() => emit(this, 'tt-end-action', { what: 'export' })}>${w.save}</button>
        <button type="button" @click=${() => emit(this, 'tt-end-action', { what: 'home' })}>${w.home}</button>
      </div>`
          : nothing
      }`;
  }
}
