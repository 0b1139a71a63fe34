/**
 * A new game on this device: how many players (as many as the game seats),
 * their names, (solo) how many bots, and the game's own options (its
 * manifest's form). Starting saves the game and opens its table.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { AnyGame } from '../../engine/core/game.js';
import { base } from '../../components/shared/theme.js';
import { isGameId, loadGame } from '../games.js';
import { LocalController, freshSeed } from '../session/local.js';
import type { GameStore } from '../session/saved-games.js';
import { gameInfo, gameName } from './catalogue.js';
import { loadGameUi } from '../games.js';
import type { ConfigDraft, OptionsForm } from '../../components/shared/options/form.js';
import { optionStyles } from '../../components/shared/options/styles.js';
import { NO_OPTIONS, loadOptions } from './options.js';
import { go } from './router.js';
import { page } from './page-styles.js';

const BOT_NAMES = ['Bertram', 'Cunegonde', 'Dorian', 'Edeltraud', 'Fulk'];
const DEFAULT_NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

@localized()
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
  /** The options chosen so far; the game's default config fills the rest. */
  @state() private config: ConfigDraft = {};
  @state() private rules: AnyGame | null = null;
  @state() private form: OptionsForm = NO_OPTIONS;
  @state() private error = '';
  @state() private starting = false;

  static override styles = [base, page, optionStyles];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('game')) {
      this.rules = null;
      this.form = NO_OPTIONS;
      this.config = {};
      this.count = this.seatRange()[0];
      if (isGameId(this.game)) {
        const id = this.game;
        void Promise.all([loadGame(id), loadOptions(id)]).then(([g, form]) => {
          if (this.game !== id) return;
          this.rules = g;
          this.form = form;
          this.config = form.resize(this.config, this.count);
        });
      }
    }
  }

  /** The player counts this game allows: its engine's, or the catalogue's until the engine has loaded. */
  private seatRange(): [number, number] {
    const info = gameInfo(this.game);
    const min = this.rules?.minSeats ?? info?.players.min ?? 2;
    const max = this.rules?.maxSeats ?? info?.players.max ?? 4;
    return [min, Math.min(max, this.mode === 'solo' ? BOT_NAMES.length + 1 : DEFAULT_NAMES.length)];
  }

  private seatNames(): string[] {
    if (this.mode === 'solo') return [this.names[0]!.trim() || msg('You'), ...BOT_NAMES.slice(0, this.count - 1)];
    return this.names.slice(0, this.count).map((n, i) => n.trim() || msg(str`Player ${i + 1}`));
  }

  /** What a hot-seat game does between players: a game with hidden hands hides them while the device changes hands. */
  private handOver(): string {
    const hidden = this.rules ? this.rules.cards(this.rules.defaultConfig(this.count), this.count).length > 0 : false;
    return hidden
      ? msg('Everyone shares this device. Before each player acts, the table hides their hand and asks for the device to be passed.')
      : msg('Everyone shares this device. Nothing is hidden in this game, so the table simply shows whoever acts next.');
  }

  private setCount(n: number): void {
    this.count = n;
    this.config = this.form.resize(this.config, n);
  }

  private async start(e: Event): Promise<void> {
    e.preventDefault();
    const names = this.seatNames();
    if (new Set(names).size !== names.length) {
      this.error = msg('Give every player a different name.');
      return;
    }
    if (!this.store || !isGameId(this.game)) return;
    this.starting = true;
    try {
      const ui = await loadGameUi(this.game);
      const config = ui.game.parseConfig({ ...(ui.game.defaultConfig(names.length) as object), ...this.config }, names.length);
      if (!config.ok) throw new Error(config.error.message);
      const bots = this.mode === 'solo' ? names.map((_, i) => i).slice(1) : [];
      const c = await LocalController.create(
        { game: ui.game, store: this.store, bot: ui.bot, label: ui.label },
        { gameId: this.game, config: config.value, names, bots, seed: freshSeed() },
      );
      c.dispose();
      go({ page: 'play', id: c.id });
    } catch (err) {
      this.error = msg(str`The game could not start: ${(err as Error).message}`);
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
    const [min, max] = this.seatRange();
    const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    const options = this.form.render({
      config: this.config,
      seats: this.count,
      names,
      set: (patch) => (this.config = { ...this.config, ...patch }),
    });
    const bots = min === max ? String(min - 1) : msg(str`${min - 1} to ${max - 1}`);
    return html`
      <h1 tabindex="-1">${solo ? msg('Solo game against bots') : msg('Hot-seat game')}</h1>
      <p class="lede"><strong>${gameName(this.game)}.</strong> ${
        solo ? msg(str`You against ${bots} bots. Bots wait a moment before each move so you can follow.`) : this.handOver()
      }</p>
      <form class="box" @submit=${this.start}>
        <fieldset>
          <legend>${solo ? msg('Players, you included') : msg('Players')}</legend>
          <div class="row" role="radiogroup">
            ${counts.map(
              (n) => html`<label><input type="radio" name="count" .checked=${this.count === n}
              @change=${() => this.setCount(n)} /> ${n}</label>`,
            )}
          </div>
        </fieldset>
        ${
          solo
            ? html`<label for="n0">${msg('Your name')}</label>
              <input id="n0" maxlength="20" .value=${this.names[0]!} @input=${(e: Event) => this.setName(0, (e.target as HTMLInputElement).value)} />
              <p class="note">${msg(str`Bots: ${names.slice(1).join(', ')}.`)}</p>`
            : Array.from(
                { length: this.count },
                (_, i) => html`
              <label for=${`n${i}`}>${msg(str`Player ${i + 1}`)}</label>
              <input id=${`n${i}`} maxlength="20" .value=${this.names[i]!}
                @input=${(e: Event) => this.setName(i, (e.target as HTMLInputElement).value)} />`,
              )
        }
        ${options}
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        <div class="row" style="margin-top:1rem">
          <button class="primary" type="submit" ?disabled=${this.starting}>${this.starting ? msg('Starting…') : msg('Start the game')}</button>
          <a class="button" href="#/">${msg('Back')}</a>
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
