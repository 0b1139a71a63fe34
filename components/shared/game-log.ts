/**
 * The game log in words, newest last, scrolled to the newest. A polite live
 * region announces each new line; lines never carry hidden cards (the game
 * writes them as "a card").
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { base } from './theme.js';

export interface LogEntry {
  readonly index: number;
  readonly text: string;
}

export interface RejectedLine {
  readonly text: string;
  readonly reason: string;
}

@localized()
@customElement('tt-game-log')
export class TtGameLog extends LitElement {
  /** Accepted moves, oldest first. */
  @property({ attribute: false }) lines: readonly LogEntry[] = [];
  /** Entries the table rejected (networked play), shown apart. */
  @property({ attribute: false }) rejected: readonly RejectedLine[] = [];
  /** Heading text (the table's language); empty: "Game log" in the app's language. */
  @property() heading = '';

  static override styles = [
    base,
    css`
    :host { display: block; }
    /* Reversed, the box starts at its end and stays there as lines come (no script measuring the layout after each). */
    .box { display: flex; flex-direction: column-reverse; max-height: 14rem; overflow-y: auto; border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_panel); }
    ol { margin: 0; padding: 0.4rem 0.6rem 0.4rem 2.2rem; font-size: 0.9rem; line-height: 1.4; }
    li::marker { color: var(--_muted); }
    .rej { color: var(--_bad); }
    .none { margin: 0; padding: 0.4rem 0.6rem; color: var(--_muted); font-size: 0.9rem; }
    h2 { font-size: 1rem; }
  `,
  ];

  override render() {
    const last = this.lines.at(-1);
    return html`
      <h2 id="h">${this.heading || msg('Game log')}</h2>
      <div class="box" tabindex="0" role="region" aria-labelledby="h">
        ${this.lines.length ? html`<ol>${this.lines.map((l) => html`<li>${l.text}</li>`)}</ol>` : html`<p class="none">${msg('No moves yet.')}</p>`}
      </div>
      ${
        this.rejected.length
          ? html`
        <h2>${msg('Rejected')}</h2>
        <ul class="rej">${this.rejected.map((r) => html`<li>${r.text}: ${r.reason}</li>`)}</ul>`
          : nothing
      }
      <div class="sr-only" aria-live="polite" aria-atomic="true">${last ? last.text : ''}</div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-game-log': TtGameLog;
  }
}
