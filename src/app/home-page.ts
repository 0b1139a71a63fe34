/**
 * Home: choose a game, then play it with friends (create a room; joining by
 * code works for any game), on this device (hot-seat, solo against bots) or
 * read how to play it; continue a saved game of any game; replays.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { deleteSaved, listSaved, type GameStore, type SavedSummary } from '../session/saved-games.js';
import { go, href } from './router.js';
import { page } from './page-styles.js';
import { PLATFORM_NAME, gameFacts, gameName, type GameInfo } from './catalogue.js';
import { playableGames, rememberGame, rememberedGame } from './playable.js';
import './game-picker.js';
import { secureHere } from './secure-note.js';
import './secure-note.js';

@localized()
@customElement('tt-home-page')
export class TtHomePage extends LitElement {
  /** This build has networked rooms (src/session/net.ts). */
  @property({ type: Boolean }) networked = false;
  /** Where saved local games are (null: none listed). */
  @property({ attribute: false }) store: GameStore | null = null;
  /** The games to choose from (by default every game this build can play). */
  @property({ attribute: false }) games: readonly GameInfo[] = playableGames();

  /** The chosen game's id (remembered on this device). */
  @state() private chosen = '';
  @state() private saved: SavedSummary[] = [];
  @state() private code = '';

  static override styles = [base, page];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('store')) void this.refresh();
    if (changed.has('games') && !this.games.some((g) => g.id === this.chosen)) this.chosen = rememberedGame(this.games);
  }

  private choose(id: string): void {
    this.chosen = id;
    rememberGame(id);
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
        <h2 id="cont">${msg('Continue a game')}</h2>
        <ul>
          ${this.saved.map(
            (g) => html`<li class="row">
            <span><strong>${gameName(g.gameId)}</strong> · ${g.names.join(', ')} · ${g.bots.length ? msg('solo') : msg('hot-seat')}${g.over ? ` · ${msg('finished')}` : ''}</span>
            <a class="button" href=${href({ page: 'play', id: g.id })}>${g.over ? msg('See the result') : msg('Continue')}</a>
            <button type="button" aria-label=${msg(str`Delete the ${gameName(g.gameId)} game of ${g.names.join(', ')}`)} @click=${() => this.forget(g.id)}>${msg('Delete')}</button>
          </li>`,
          )}
        </ul>
      </section>`;
  }

  private chooser(game: GameInfo) {
    if (this.games.length > 1) {
      return html`<tt-game-picker .games=${this.games} .value=${game.id}
        @tt-game-select=${(e: CustomEvent<{ id: string }>) => this.choose(e.detail.id)}></tt-game-picker>`;
    }
    return html`<p class="lede"><strong>${game.name}</strong>: ${game.blurb}</p>`;
  }

  override render() {
    const insecure = this.networked && !secureHere();
    const off = !this.networked || insecure;
    const game = this.games.find((g) => g.id === this.chosen) ?? this.games[0];
    if (!game) return html`<h1 tabindex="-1">${PLATFORM_NAME}</h1><p>${msg('No game can be played in this build.')}</p>`;
    const id = game.id;
    return html`
      <h1 tabindex="-1">${PLATFORM_NAME}</h1>
      <p class="lede">${msg('Card and board games with friends, peer to peer: no game server, no accounts, hidden cards kept secret by cryptography.')}</p>
      ${this.chooser(game)}
      <div class="cards" style="margin-top:1rem">
        <section class="box" aria-labelledby="net">
          <h2 id="net">${msg('Play with friends')}</h2>
          ${
            insecure
              ? html`<tt-secure-note id="net-off"></tt-secure-note>`
              : off
                ? html`<p class="note" id="net-off">${msg('Networked rooms: coming in this version.')}</p>`
                : html`
            <p>${msg(str`Each friend uses their own device. Create a ${game.name} room and share its code or link.`)}</p>`
          }
          <div class="row">
            ${
              off
                ? html`<button type="button" disabled aria-describedby="net-off">${msg('Create a room')}</button>`
                : html`<a class="button primary" href=${href({ page: 'create', game: id })}>${msg('Create a room')}</a>`
            }
          </div>
          <form @submit=${this.join}>
            <label for="code">${msg('Room code (any game)')}</label>
            <div class="row">
              <input id="code" autocomplete="off" autocapitalize="characters" spellcheck="false" placeholder="KQ7M-2PXA"
                ?disabled=${off} aria-describedby=${off ? 'net-off' : nothing} .value=${this.code}
                @input=${(e: Event) => (this.code = (e.target as HTMLInputElement).value)} />
              <button type="submit" ?disabled=${off}>${msg('Join')}</button>
            </div>
          </form>
        </section>
        <section class="box" aria-labelledby="here">
          <h2 id="here">${msg(str`Play ${game.name} on this device`)}</h2>
          <p>${msg('Works offline. Hot-seat passes one device around; solo plays against bots.')}</p>
          <div class="row">
            <a class="button primary" href=${href({ page: 'new', game: id, mode: 'hotseat' })}>${msg('Hot-seat game')}</a>
            <a class="button" href=${href({ page: 'new', game: id, mode: 'solo' })}>${msg('Solo against bots')}</a>
          </div>
        </section>
        <section class="box" aria-labelledby="learn">
          <h2 id="learn">${msg('Learn and review')}</h2>
          <p>${game.name}: ${gameFacts(game)}.</p>
          <div class="row">
            <a class="button" href=${href({ page: 'rules', game: id })}>${msg('How to play')}</a>
            <a class="button" href=${href({ page: 'replay' })}>${msg('Replay a saved game')}</a>
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
