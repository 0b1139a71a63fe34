/**
 * Home: play with friends (create a room, join by code), play on this device
 * (hot-seat, solo against bots), continue a saved game, rules and replays.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { deleteSaved, listSaved, type GameStore, type SavedSummary } from '../session/local.js';
import { go, href } from './router.js';
import { page } from './page-styles.js';

@customElement('tt-home-page')
export class TtHomePage extends LitElement {
  /** This build has networked rooms (src/session/net.ts). */
  @property({ type: Boolean }) networked = false;
  /** Where saved local games are (null: none listed). */
  @property({ attribute: false }) store: GameStore | null = null;

  @state() private saved: SavedSummary[] = [];
  @state() private code = '';

  static override styles = [base, page];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('store')) void this.refresh();
  }

  private async refresh(): Promise<void> {
    this.saved = this.store ? await listSaved(this.store) : [];
  }

  private async forget(id: string): Promise<void> {
    if (!this.store) return;
    await deleteSaved(this.store, id);
    await this.refresh();
  }

  private join(e: Event): void {
    e.preventDefault();
    if (this.code.trim()) go({ page: 'join', code: this.code.trim() });
  }

  private savedList() {
    if (this.saved.length === 0) return nothing;
    return html`
      <section class="box" aria-labelledby="cont">
        <h2 id="cont">Continue a game</h2>
        <ul>
          ${this.saved.map((g) => html`<li class="row">
            <span>${g.names.join(', ')} · ${g.bots.length ? 'solo' : 'hot-seat'}${g.over ? ' · finished' : ''}</span>
            <a class="button" href=${href({ page: 'play', id: g.id })}>${g.over ? 'See the result' : 'Continue'}</a>
            <button type="button" aria-label=${`Delete the game of ${g.names.join(', ')}`} @click=${() => this.forget(g.id)}>Delete</button>
          </li>`)}
        </ul>
      </section>`;
  }

  override render() {
    const off = !this.networked;
    return html`
      <h1 tabindex="-1">Feebleton</h1>
      <p class="lede">Greed is rampant and the city's guard is weak. Play the card game of Feebleton with friends,
        peer to peer: no game server, no accounts, hands kept secret by cryptography.</p>
      <div class="cards">
        <section class="box" aria-labelledby="net">
          <h2 id="net">Play with friends</h2>
          ${off ? html`<p class="note" id="net-off">Networked rooms: coming in this version.</p>` : html`
            <p>Each friend uses their own device. Share the room code or link.</p>`}
          <div class="row">
            ${off
              ? html`<button type="button" disabled aria-describedby="net-off">Create a room</button>`
              : html`<a class="button primary" href=${href({ page: 'create', game: 'feebleton' })}>Create a room</a>`}
          </div>
          <form @submit=${this.join}>
            <label for="code">Room code</label>
            <div class="row">
              <input id="code" autocomplete="off" autocapitalize="characters" spellcheck="false" placeholder="KQ7M-2PXA"
                ?disabled=${off} aria-describedby=${off ? 'net-off' : nothing} .value=${this.code}
                @input=${(e: Event) => (this.code = (e.target as HTMLInputElement).value)} />
              <button type="submit" ?disabled=${off}>Join</button>
            </div>
          </form>
        </section>
        <section class="box" aria-labelledby="here">
          <h2 id="here">Play on this device</h2>
          <p>Works offline. Hot-seat passes one device around; solo plays against bots.</p>
          <div class="row">
            <a class="button primary" href=${href({ page: 'new', game: 'feebleton', mode: 'hotseat' })}>Hot-seat game</a>
            <a class="button" href=${href({ page: 'new', game: 'feebleton', mode: 'solo' })}>Solo against bots</a>
          </div>
        </section>
        <section class="box" aria-labelledby="learn">
          <h2 id="learn">Learn and review</h2>
          <p>2–4 players, about 20 minutes.</p>
          <div class="row">
            <a class="button" href=${href({ page: 'rules', game: 'feebleton' })}>How to play</a>
            <a class="button" href=${href({ page: 'replay' })}>Replay a saved game</a>
          </div>
        </section>
        ${this.savedList()}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-home-page': TtHomePage;
  }
}
