/**
 * A room's seats in the lobby: who sits where and whether they are connected,
 * who waits for a free seat, and what this device may do (the host adds a bot
 * and starts the game; everyone else is told what the room waits for).
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { panel } from './page-styles.js';
import type { LobbySnapshot, RoomSession } from '../session/net-api.js';
import { sharedRefusal } from '../../components/shared/refusals.js';

@localized()
@customElement('tt-room-seats')
export class TtRoomSeats extends LitElement {
  @property({ attribute: false }) lobby: LobbySnapshot | null = null;
  @property({ attribute: false }) session: RoomSession | null = null;
  /** Why starting did not work. */
  @state() private error = '';

  static override styles = [base, panel];

  private async start(): Promise<void> {
    this.error = '';
    const r = await this.session?.start();
    if (r && !r.ok) this.error = sharedRefusal(r.error);
  }

  override render() {
    const l = this.lobby;
    if (!l) return nothing;
    return html`<section aria-labelledby="who">
      <h2 id="who">${msg('Players')}</h2>
      <ul>${l.seats.map((s) => html`<li>${s.me ? msg(str`${s.name} (you)`) : s.name}: ${s.connected ? msg('connected') : msg('not connected')}</li>`)}</ul>
      ${l.waiting?.length ? html`<p class="note">${msg(str`Asking to join, no seat free: ${l.waiting.join(', ')}`)}</p>` : nothing}
      ${
        l.canAddBot && this.session?.addBot
          ? html`<p><button type="button" @click=${() => void this.session?.addBot?.()}>${msg('Add a bot')}</button>
            <span class="note">${msg('A bot plays on this device, which holds its secrets: keep this page open.')}</span></p>`
          : nothing
      }
      ${
        l.canStart
          ? html`<button class="primary" type="button" @click=${() => void this.start()}>${msg('Start the game')}</button>
            <p class="note">${msg('The seat order is drawn when the game starts.')}</p>`
          : html`<p class="note" role="status">${
              l.host
                ? msg('Waiting for every seat to be taken.')
                : msg('Waiting for players and for the host to start. The host\u2019s device seats everyone who asks, while seats are free.')
            }</p>`
      }
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-room-seats': TtRoomSeats;
  }
}
