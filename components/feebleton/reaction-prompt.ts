/**
 * The reaction prompt: an opponent's card opened a window this seat must
 * answer ("Bo played a Thief on you: play a Guard or pass", or an End of
 * Era that the General may prevent). Offers exactly the legal answers.
 * Focus moves to the first answer when the prompt appears.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FeebletonAction, WindowView } from '../../engine/games/feebleton/types.js';
import type { LegalAction } from '../../components/shared/contract.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { withArticle } from './faces.js';

/** The sentence a reaction window asks of the viewer. */
export function reactionQuestion(w: WindowView, names: readonly string[], viewer: number | null): string {
  const who = names[w.cause.seat] ?? msg('Someone');
  const onYou = w.target !== null && w.target === viewer ? msg(' on you') : w.target !== null ? msg(str` on ${names[w.target]}`) : '';
  const card = withArticle(w.cause.card);
  return w.kind === 'general'
    ? msg(str`${who} played ${card}${onYou}: play the General to prevent it, or pass`)
    : msg(str`${who} played ${card}${onYou}: play a Guard or pass`);
}

@localized()
@customElement('fb-reaction-prompt')
export class FbReactionPrompt extends LitElement {
  /** The open window. */
  @property({ attribute: false }) window: WindowView | null = null;
  /** Player names by seat. */
  @property({ attribute: false }) names: readonly string[] = [];
  /** The viewer's seat. */
  @property({ type: Number }) viewer: number | null = null;
  /** The legal answers (react with a card, or pass). */
  @property({ attribute: false }) options: readonly LegalAction<FeebletonAction>[] = [];

  static override styles = [
    base,
    css`
    :host { display: block; }
    section { border: 3px solid var(--_accent); border-radius: var(--_radius); padding: 0.8rem; background: var(--_panel); }
    .row { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  `,
  ];

  override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  override render() {
    if (!this.window) return html``;
    return html`
      <section role="group" aria-labelledby="q">
        <h2 id="q">${reactionQuestion(this.window, this.names, this.viewer)}</h2>
        <div class="row">
          ${this.options.map(
            (o) => html`
            <button type="button" class=${o.action.type === 'react' ? 'primary' : ''}
              @click=${() => emit(this, 'tt-act', { action: o.action })}>${o.label}</button>`,
          )}
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fb-reaction-prompt': FbReactionPrompt;
  }
}
