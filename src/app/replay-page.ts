/**
 * The replay viewer: opens an exported game record (JSON) and steps through
 * it move by move. A local game's record carries the dealer's seed, so every
 * hidden card is rebuilt and the table can be watched from any seat. A networked
 * game's record carries its signed entries: they are checked and replayed as a
 * peer does, and after the game's audit every hand can be opened too. A record
 * with neither shows its moves in words.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { Seat } from '../../engine/core/game.js';
import { base } from '../../components/shared/theme.js';
import { parseRecord, type GameRecord, type TableSnapshot } from '../session/controller.js';
import { LocalGame } from '../session/local.js';
import { loadGameUi, type GameUi } from '../games.js';
import { page } from './page-styles.js';
import { takeForReplay } from './replay-inbox.js';

/** The views of one position: index 0 the spectator's, then each seat's. */
type Frame = readonly unknown[];

@localized()
@customElement('tt-replay-page')
export class TtReplayPage extends LitElement {
  @state() private record: GameRecord | null = null;
  /** What checking a networked record found, when it checks out (or what its unsigned fields got wrong). */
  @state() private checked = '';
  @state() private frames: Frame[] = [];
  @state() private step = 0;
  /** -1: spectator; else a seat. */
  @state() private seat: number = -1;
  @state() private error = '';
  @state() private pasted = '';
  private ui: GameUi | null = null;
  private table: (HTMLElement & { snapshot?: unknown }) | null = null;
  private end: (HTMLElement & { view?: unknown; names?: unknown; actions?: boolean }) | null = null;

  static override styles = [
    base,
    page,
    css`
    textarea { width: 100%; min-height: 6rem; font: inherit; font-size: 0.85rem; }
    .controls { position: sticky; top: 0; z-index: 1; background: var(--_paper); padding: 0.5rem 0; }
    input[type='range'] { width: min(100%, 28rem); }
    ol.moves li[aria-current='step'] { font-weight: 700; }
  `,
  ];

  private async openText(text: string): Promise<void> {
    this.error = '';
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      this.error = msg('This is not JSON: choose a file saved with "Save the game record".');
      return;
    }
    const r = parseRecord(raw);
    if (!r.ok) {
      this.error = r.error.message;
      return;
    }
    await this.load(r.value);
  }

  private async load(given: GameRecord): Promise<void> {
    let rec = given;
    this.checked = '';
    const ui = await loadGameUi(rec.gameId);
    const frames: Frame[] = [];
    if (rec.seed !== null) {
      const config = ui.game.parseConfig(rec.config, rec.names.length);
      if (!config.ok) {
        this.error = msg(str`The record's settings cannot be read: ${config.error.message}`);
        return;
      }
      const g = new LocalGame(ui.game, { gameId: rec.gameId, config: config.value, names: rec.names, bots: [], seed: rec.seed });
      const capture = () => frames.push([null, ...rec.names.map((_, s) => s)].map((s) => ui.game.view(g.state, s, s === null ? new Map() : g.knows(s))));
      capture();
      for (const [i, m] of rec.moves.entries()) {
        const a = ui.game.parseAction(m.action);
        const r = a.ok ? g.play(m.seat, a.value) : a;
        if (!r.ok) {
          this.error = msg(str`Move ${i + 1} does not replay (${r.error.message}); showing the moves before it.`);
          break;
        }
        capture();
      }
    } else if (rec.entries && rec.room) {
      const { networkedFrames } = await import('../session/net-replay.js');
      const net = await networkedFrames(ui.game, rec);
      frames.push(...net.frames);
      // The signed entries are the record; its unsigned fields (names, move list, outcome) only restate them.
      const renamed = net.names.length > 0 && net.names.join('\u0000') !== rec.names.join('\u0000');
      if (net.names.length) rec = { ...rec, names: net.names, moves: net.moves, outcome: net.outcome };
      const moves = net.moves.length === 1 ? msg('1 move') : msg(str`${net.moves.length} moves`);
      if (net.problem) this.error = msg(str`${net.problem} Showing the ${moves} that check out.`);
      this.checked = [
        net.problem || !net.names.length
          ? ''
          : net.outcome
            ? msg(str`Verified: every signature and proof in this record checks out (${moves}, to the end of the game).`)
            : msg(str`Verified: every signature and proof in this record checks out (${moves}).`),
        renamed ? msg('The record\u2019s list of player names differs from the signed seats: the signed names are shown.') : '',
      ]
        .filter(Boolean)
        .join(' ');
    }
    this.ui = ui;
    this.table = document.createElement(ui.table);
    this.end = document.createElement(ui.end);
    this.end.actions = false;
    this.record = rec;
    this.frames = frames;
    this.step = 0;
    this.seat = -1;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const handed = takeForReplay();
    if (handed) void this.load(handed);
  }

  private async onFile(e: Event): Promise<void> {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) await this.openText(await file.text());
  }

  private go(step: number): void {
    const max = this.record ? this.record.moves.length : 0;
    this.step = Math.max(0, Math.min(max, step));
  }

  private snapshot(rec: GameRecord, view: unknown, seat: Seat | null): TableSnapshot {
    return {
      gameId: rec.gameId,
      names: rec.names,
      bots: [],
      connected: rec.names.map((_, i) => i),
      mySeat: seat,
      view,
      legal: [],
      log: rec.moves.slice(0, this.step).map((m, index) => ({ index, seat: m.seat, text: m.text })),
      waiting: null,
      handoff: null,
      outcome: null,
      rejected: [],
      busy: false,
    };
  }

  private controls(rec: GameRecord) {
    const n = rec.moves.length;
    const last = this.step > 0 ? rec.moves[this.step - 1]!.text : msg('The deal.');
    return html`
      <div class="controls" role="group" aria-label=${msg('Replay controls')}>
        <div class="row">
          <button type="button" @click=${() => this.go(0)} ?disabled=${this.step === 0}>${msg('« Start')}</button>
          <button type="button" @click=${() => this.go(this.step - 1)} ?disabled=${this.step === 0}>${msg('◀ Back')}</button>
          <button type="button" class="primary" @click=${() => this.go(this.step + 1)} ?disabled=${this.step === n}>${msg('Next ▶')}</button>
          <button type="button" @click=${() => this.go(n)} ?disabled=${this.step === n}>${msg('End »')}</button>
          ${
            this.frames.length
              ? html`<label for="seat" style="margin:0">${msg('Watch as')}</label>
            <select id="seat" @change=${(e: Event) => (this.seat = Number((e.target as HTMLSelectElement).value))}>
              <option value="-1">${msg('Spectator (no hands)')}</option>
              ${rec.names.map((name, s) => html`<option value=${String(s)} ?selected=${this.seat === s}>${name}</option>`)}
            </select>`
              : nothing
          }
        </div>
        <label for="pos">${msg(str`Move ${this.step} of ${n}`)}</label>
        <input id="pos" type="range" min="0" max=${n} .value=${String(this.step)}
          @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))} />
        <p role="status" aria-live="polite">${this.step > 0 ? msg(str`Move ${this.step}: ${last}`) : last}</p>
      </div>`;
  }

  private position(rec: GameRecord) {
    const frame = this.frames[Math.min(this.step, this.frames.length - 1)];
    if (!frame || !this.table || !this.end) {
      return html`<ol class="moves">${rec.moves.map((m, i) => html`<li aria-current=${i === this.step - 1 ? 'step' : 'false'}>${m.text}</li>`)}</ol>`;
    }
    const view = frame[this.seat + 1];
    this.table.snapshot = this.snapshot(rec, view, this.seat < 0 ? null : this.seat);
    const over = this.step === rec.moves.length && rec.outcome;
    if (over) Object.assign(this.end, { view, names: rec.names });
    return html`${over ? this.end : nothing}${this.table}`;
  }

  override render() {
    const rec = this.record;
    return html`
      <h1 tabindex="-1">${msg('Replay a game')}</h1>
      <div class="box">
        <label for="file">${msg('Open a saved game record (.json)')}</label>
        <input id="file" type="file" accept="application/json,.json" @change=${this.onFile} />
        <details>
          <summary>${msg('…or paste one')}</summary>
          <label for="paste">${msg('Record text')}</label>
          <textarea id="paste" .value=${this.pasted} @input=${(e: Event) => (this.pasted = (e.target as HTMLTextAreaElement).value)}></textarea>
          <button type="button" @click=${() => this.openText(this.pasted)}>${msg('Open')}</button>
        </details>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        ${this.checked ? html`<p class="note" role="status">${this.checked}</p>` : nothing}
      </div>
      ${
        rec
          ? html`
        <h2>${this.ui?.game.name ?? rec.gameId}: ${rec.names.join(', ')}</h2>
        ${this.controls(rec)}
        ${this.position(rec)}`
          : nothing
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-replay-page': TtReplayPage;
  }
}
