/**
 * A new game on this device: how many players, their names, and (solo) how
 * many bots. Starting saves the game and opens its table.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { isGameId } from '../../engine/games/index.js';
import { LocalController, freshSeed, type GameStore } from '../session/local.js';
import { loadGameUi } from './games.js';
import { go } from './router.js';
import { page } from './page-styles.js';

const BOT_NAMES = ['Bertram', 'Cunegonde', 'Dorian'];
const DEFAULT_NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

@customElement('tt-setup-page')
export class TtSetupPage extends LitElement {
  /** The game to set up. */
  @property() game = 'feebleton';
  /** hotseat: every player on this device; solo: one player and bots. */
  @property() mode: 'hotseat' | 'solo' = 'hotseat';
  /** Where the new game is saved. */
  @property({ attribute: false }) store: GameStore | null = null;

  @state() private count = 2;
  @state() private names: string[] = DEFAULT_NAMES.slice();
  @state() private first = 'random';
  @state() private error = '';
  @state() private starting = false;

  static override styles = [base, page];

  private seatNames(): string[] {
    if (this.mode === 'solo') return [this.names[0]!.trim() || 'You', ...BOT_NAMES.slice(0, this.count - 1)];
    return this.names.slice(0, this.count).map((n, i) => n.trim() || `Player ${i + 1}`);
  }

  private async start(e: Event): Promise<void> {
    e.preventDefault();
    const names = this.seatNames();
    if (new Set(names).size !== names.length) {
      this.error = 'Give every player a different name.';
      return;
    }
    if (!this.store || !isGameId(this.game)) return;
    this.starting = true;
    try {
      const ui = await loadGameUi(this.game);
      const config = { ...(ui.game.defaultConfig(names.length) as object), firstSeat: this.first === 'random' ? null : Number(this.first) };
      const bots = this.mode === 'solo' ? names.map((_, i) => i).slice(1) : [];
      const c = await LocalController.create({ game: ui.game, store: this.store, bot: ui.bot, label: ui.label },
        { gameId: this.game, config, names, bots, seed: freshSeed() });
      c.dispose();
      go({ page: 'play', id: c.id });
    } catch (err) {
      this.error = `The game could not start: ${(err as Error).message}`;
      this.starting = false;
    }
  }

  private setName(i: number, value: string): void {
    const next = this.names.slice();
    next[i] = value;
    this.names = next;
  }

  override render() {
    const solo = this.mode === 'solo';
    const names = this.seatNames();
    return html`
      <h1 tabindex="-1">${solo ? 'Solo game against bots' : 'Hot-seat game'}</h1>
      <p class="lede">${solo
        ? 'You against one to three bots. Bots wait a moment before each move so you can follow.'
        : 'Everyone shares this device. Before each player acts, the table hides and asks for the device to be passed.'}</p>
      <form class="box" @submit=${this.start}>
        <fieldset>
          <legend>${solo ? 'Players, you included' : 'Players'}</legend>
          <div class="row" role="radiogroup">
            ${[2, 3, 4].map((n) => html`<label><input type="radio" name="count" .checked=${this.count === n}
              @change=${() => (this.count = n)} /> ${n}</label>`)}
          </div>
        </fieldset>
        ${solo
          ? html`<label for="n0">Your name</label>
              <input id="n0" maxlength="20" .value=${this.names[0]!} @input=${(e: Event) => this.setName(0, (e.target as HTMLInputElement).value)} />
              <p class="note">Bots: ${names.slice(1).join(', ')}.</p>`
          : Array.from({ length: this.count }, (_, i) => html`
              <label for=${`n${i}`}>Player ${i + 1}</label>
              <input id=${`n${i}`} maxlength="20" .value=${this.names[i]!}
                @input=${(e: Event) => this.setName(i, (e.target as HTMLInputElement).value)} />`)}
        <label for="first">Who goes first</label>
        <select id="first" @change=${(e: Event) => (this.first = (e.target as HTMLSelectElement).value)}>
          <option value="random" ?selected=${this.first === 'random'}>Chosen at random</option>
          ${names.map((n, i) => html`<option value=${String(i)} ?selected=${this.first === String(i)}>${n}</option>`)}
        </select>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        <div class="row" style="margin-top:1rem">
          <button class="primary" type="submit" ?disabled=${this.starting}>${this.starting ? 'Starting…' : 'Start the game'}</button>
          <a class="button" href="#/">Back</a>
        </div>
      </form>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-setup-page': TtSetupPage;
  }
}
