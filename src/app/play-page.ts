/** A saved local game (hot-seat or solo): loads it, resumes it, shows its table. */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { base } from '../../components/shared/theme.js';
import { LocalController } from '../session/local.js';
import { loadSaved, type GameStore } from '../session/saved-games.js';
import { loadGameUi, type GameUi } from '../games.js';
import { gameName } from './catalogue.js';
import { go, href } from './router.js';
import { page } from './page-styles.js';
import './table-host.js';

@localized()
@customElement('tt-play-page')
export class TtPlayPage extends LitElement {
  /** The saved game's id. */
  @property() gameKey = '';
  /** Where saved games are. */
  @property({ attribute: false }) store: GameStore | null = null;

  @state() private controller: LocalController | null = null;
  @state() private ui: GameUi | null = null;
  @state() private problem = '';

  static override styles = [base, page];

  override willUpdate(changed: Map<string, unknown>): void {
    if ((changed.has('gameKey') || changed.has('store')) && this.store && this.gameKey) void this.open();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.controller?.dispose();
  }

  private async open(): Promise<void> {
    this.controller?.dispose();
    this.controller = null;
    const saved = await loadSaved(this.store!, this.gameKey);
    if (!saved) {
      this.problem = msg('This game is not saved on this device.');
      return;
    }
    const ui = await loadGameUi(saved.setup.gameId);
    const r = LocalController.resume({ game: ui.game, store: this.store!, bot: ui.bot, label: ui.label }, saved);
    if (!r.ok) {
      this.problem = msg(str`This saved game cannot be continued: ${r.error.message}`);
      return;
    }
    this.ui = ui;
    this.controller = r.value;
  }

  private onEnd(e: CustomEvent<{ what: string }>): void {
    const c = this.controller;
    if (e.detail.what === 'again' && c) go({ page: 'new', game: c.gameId, mode: c.snapshot().bots.length ? 'solo' : 'hotseat' });
    else go({ page: 'home' });
  }

  override render() {
    if (this.problem) return html`<h1 tabindex="-1">${msg('Game not found')}</h1><p>${this.problem}</p><a class="button" href="#/">${msg('Home')}</a>`;
    const names = this.controller?.snapshot().names ?? [];
    const game = this.controller?.gameId ?? '';
    return html`
      <h1 tabindex="-1" class="sr-only">${game ? `${gameName(game)}: ${names.join(', ')}` : msg('Loading the game')}</h1>
      <tt-table-host .controller=${this.controller} .ui=${this.ui} @tt-end-choice=${this.onEnd}></tt-table-host>
      <p class="note"><a href=${href({ page: 'rules', game })}>${game ? msg(str`Rules of ${gameName(game)}`) : msg('Rules')}</a>
        · ${msg('The game is saved on this device after every move.')}</p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-play-page': TtPlayPage;
  }
}
