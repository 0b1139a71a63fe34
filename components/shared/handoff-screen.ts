/**
 * Hot-seat: "pass the device to <name>". It covers the table while the device
 * changes hands, so nobody sees a hand that is not theirs; the next player
 * presses the button when they hold the device. Focus moves to the button.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { base } from './theme.js';
import { emit } from './events.js';

export type HandoffAcceptEvent = CustomEvent<{ seat: number }>;

/** The last move as a sentence: a game's log line with its full stop (a line may come with one or without). */
const sentence = (line: string): string => (/[.!?…]$/.test(line.trim()) ? line : `${line.trim()}.`);

@localized()
@customElement('tt-handoff-screen')
export class TtHandoffScreen extends LitElement {
  /** The seat the device goes to. */
  @property({ type: Number }) seat = 0;
  /** That player's name. */
  @property() name = '';
  /** What just happened, e.g. "Bo plays a Thief on Ana". */
  @property() reason: string | null = null;

  static override styles = [
    base,
    css`
    :host { display: grid; place-items: center; min-height: 60vh; padding: 1rem; text-align: center; }
    section { max-width: 28rem; }
    h2 { font-size: 1.6rem; }
    p { color: var(--_muted); }
    button { font-size: 1.1rem; margin-top: 1rem; }
  `,
  ];

  override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  override render() {
    return html`
      <section role="alertdialog" aria-modal="false" aria-labelledby="t" aria-describedby="d">
        <h2 id="t">${msg(str`Pass the device to ${this.name}`)}</h2>
        <p id="d">${this.reason === null ? msg(str`${this.name} starts.`) : sentence(this.reason)} ${msg(str`Hands stay hidden until ${this.name} is ready.`)}</p>
        <button class="primary" type="button" @click=${() => emit(this, 'tt-handoff-accept', { seat: this.seat })}>
          ${msg(str`I am ${this.name}: show my hand`)}
        </button>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-handoff-screen': TtHandoffScreen;
  }
  interface HTMLElementEventMap {
    'tt-handoff-accept': HandoffAcceptEvent;
  }
}
