/**
 * A hand of cards: a toolbar of card buttons with a roving tabindex (one tab
 * stop; arrow keys, Home and End move between cards). Legal cards are
 * highlighted; choosing one sends `tt-choose`. An illegal card stays
 * focusable and says why it cannot be played (from `explain`) when focused
 * or chosen, so a keyboard or screen-reader user learns the rule too.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing, type SVGTemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { base } from './theme.js';
import { emit } from './events.js';
import type { CardTone } from './card.js';
import type { IconName } from './icons.js';
import './card.js';

export interface HandCard {
  /** Stable id of the card (its handle as a string). */
  readonly key: string;
  readonly name: string;
  readonly text: string;
  readonly tone: CardTone;
  /** The card's picture, its badges and their words (`<tt-card>`'s `art`, `cost`, `value`, …). */
  readonly art?: SVGTemplateResult | null;
  readonly cost?: number | null;
  readonly costLabel?: string;
  readonly value?: number | null;
  readonly valueLabel?: string;
  /** The badges' icons (icons.ts; default the coin) and the family's ribbon words (`<tt-card>`'s `ribbon`). */
  readonly costIcon?: IconName;
  readonly valueIcon?: IconName;
  readonly ribbon?: string;
  /** At least one legal action uses this card. */
  readonly legal: boolean;
}

export type ChooseEvent = CustomEvent<{ key: string }>;

@localized()
@customElement('tt-hand')
export class TtHand extends LitElement {
  /** The cards, in hand order. */
  @property({ attribute: false }) cards: readonly HandCard[] = [];
  /** Accessible name of the hand; empty: "Your hand" in the app's language. */
  @property() label = '';
  /** Why a card cannot be played now (null: it can). */
  @property({ attribute: false }) explain: (key: string) => string | null = () => null;
  /** The key of the card whose options are open, drawn raised. */
  @property() selected = '';

  @state() private focusIndex = 0;
  @state() private reason = '';
  /** A card had focus when the cards changed: keep focus in the hand (the played card is gone). */
  private refocus = false;

  static override styles = [
    base,
    css`
    :host { display: block; }
    [role='toolbar'] {
      display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0.5rem; padding: 0.5rem 0; margin: 0; list-style: none;
    }
    button.card {
      padding: 0; border: 0; background: none; border-radius: var(--_radius);
      min-height: 0; min-width: 0; text-align: left; color: inherit; display: flex;
    }
    button.card[aria-disabled='true'] tt-card { opacity: 0.72; }
    button.card:focus-visible { outline-offset: 3px; }
    .reason { min-height: 1.4em; margin: 0.25rem 0 0; color: var(--_bad); font-size: 0.95rem; }
    .empty { color: var(--_muted); font-style: italic; }
    @media (max-width: 420px) { :host { --tt-card-width: 6.6rem; } }
  `,
  ];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('cards')) {
      this.refocus = this.matches(':focus-within');
      if (this.focusIndex >= this.cards.length) this.focusIndex = Math.max(0, this.cards.length - 1);
      this.reason = '';
    }
  }

  override updated(): void {
    if (!this.refocus) return;
    this.refocus = false;
    this.buttons()[this.focusIndex]?.focus();
  }

  /** Moves focus to the hand's tab stop (after a hand-over, say). */
  focusCurrent(): void {
    this.buttons()[this.focusIndex]?.focus();
  }

  private buttons(): HTMLButtonElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button.card')];
  }

  private moveFocus(index: number): void {
    const n = this.cards.length;
    if (n === 0) return;
    this.focusIndex = (index + n) % n;
    void this.updateComplete.then(() => this.buttons()[this.focusIndex]?.focus());
  }

  private onKey(e: KeyboardEvent): void {
    const keys: Record<string, number> = {
      ArrowRight: this.focusIndex + 1,
      ArrowDown: this.focusIndex + 1,
      ArrowLeft: this.focusIndex - 1,
      ArrowUp: this.focusIndex - 1,
      Home: 0,
      End: this.cards.length - 1,
    };
    if (e.key in keys) {
      e.preventDefault();
      this.moveFocus(keys[e.key]!);
    }
  }

  private onFocus(i: number): void {
    this.focusIndex = i;
    const c = this.cards[i];
    this.reason = c && !c.legal ? (this.explain(c.key) ?? '') : '';
  }

  private choose(i: number): void {
    const c = this.cards[i];
    if (!c) return;
    this.focusIndex = i;
    if (!c.legal) {
      this.reason = this.explain(c.key) ?? msg('This card cannot be played now.');
      return;
    }
    emit(this, 'tt-choose', { key: c.key });
  }

  override render() {
    const label = this.label || msg('Your hand');
    if (this.cards.length === 0) return html`<p class="empty">${msg(str`${label}: no cards.`)}</p>`;
    const focused = this.cards[this.focusIndex];
    // Keyed: each card keeps its button (a card played leaves its own; the others are not redrawn).
    return html`
      <div role="toolbar" aria-label=${label} aria-orientation="horizontal" @keydown=${this.onKey}>
        ${repeat(
          this.cards,
          (c) => c.key,
          (c, i) => html`
          <button class="card" type="button" data-flip=${`card:${c.key}`} data-flip-from="deck"
            tabindex=${i === this.focusIndex ? 0 : -1}
            aria-disabled=${c.legal ? 'false' : 'true'}
            aria-pressed=${c.key === this.selected ? 'true' : 'false'}
            aria-describedby=${!c.legal && i === this.focusIndex && this.reason ? 'reason' : nothing}
            @focus=${() => this.onFocus(i)}
            @click=${() => this.choose(i)}>
            <tt-card .name=${c.name} .text=${c.text} .tone=${c.tone} .art=${c.art ?? null} .cost=${c.cost ?? null}
              .costLabel=${c.costLabel ?? ''} .value=${c.value ?? null} .valueLabel=${c.valueLabel ?? ''} .costIcon=${c.costIcon ?? 'coin'}
              .valueIcon=${c.valueIcon ?? 'coin'} .ribbon=${c.ribbon ?? ''} ?legal=${c.legal}
              ?selected=${c.key === this.selected}></tt-card><span class="sr-only">${c.legal ? msg(', playable') : msg(', cannot be played now')}</span>
          </button>`,
        )}
      </div>
      <p id="reason" class="reason" aria-live="polite">${focused && !focused.legal ? this.reason : ''}</p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-hand': TtHand;
  }
  interface HTMLElementEventMap {
    'tt-choose': ChooseEvent;
  }
}
