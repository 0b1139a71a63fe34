/**
 * A number stepper: "−" and "+" buttons around a labelled number field, so a
 * count can be set by touch, by keyboard (arrow keys in the field) or typed.
 * Sends `mm-step` with the new value.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';

export type StepEvent = CustomEvent<{ value: number }>;

@localized()
@customElement('mm-stepper')
export class MmStepper extends LitElement {
  /** Visible label, e.g. "Crops". */
  @property() label = '';
  /** Longer accessible name, e.g. "Crops you give". */
  @property({ attribute: 'aria-name' }) ariaName = '';
  /** Current value. */
  @property({ type: Number }) value = 0;
  /** Smallest value. */
  @property({ type: Number }) min = 0;
  /** Largest value (what the player has). */
  @property({ type: Number }) max = 0;

  static override styles = [
    base,
    css`
    :host { display: inline-flex; }
    .row { display: inline-flex; align-items: center; gap: 0.25rem; }
    label { min-width: 5.2rem; font-size: 0.9rem; }
    input { width: 3.2rem; min-height: 44px; font: inherit; text-align: center; border: 2px solid var(--_line); border-radius: var(--_radius); }
    button { padding: 0.2rem 0.6rem; font-weight: 700; }
    .max { font-size: 0.8rem; color: var(--_muted); }
  `,
  ];

  private set(v: number): void {
    const next = Math.max(this.min, Math.min(this.max, Number.isFinite(v) ? Math.round(v) : this.min));
    if (next === this.value) {
      this.requestUpdate();
      return;
    }
    this.value = next;
    emit(this, 'mm-step', { value: next });
  }

  override render() {
    const name = this.ariaName || this.label;
    return html`<div class="row">
      <label for="n">${this.label}</label>
      <button type="button" aria-label=${msg(str`Fewer: ${name}`)} ?disabled=${this.value <= this.min}
        @click=${() => this.set(this.value - 1)}>−</button>
      <input id="n" type="number" inputmode="numeric" .value=${String(this.value)} min=${this.min} max=${this.max}
        aria-label=${name} @change=${(e: Event) => this.set(Number((e.target as HTMLInputElement).value))}>
      <button type="button" aria-label=${msg(str`More: ${name}`)} ?disabled=${this.value >= this.max}
        @click=${() => this.set(this.value + 1)}>+</button>
      <span class="max">${msg(str`of ${this.max}`)}</span>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mm-stepper': MmStepper;
  }
  interface HTMLElementEventMap {
    'mm-step': StepEvent;
  }
}
