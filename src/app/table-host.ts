/**
 * Shows a running game from any GameController (local or networked): the
 * hot-seat hand-over screen, the game's table, or its end screen. It
 * forwards the table's chosen action to the controller and says why a move
 * failed. A ReactiveController keeps the snapshot current.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { GameController, TableSnapshot } from '../session/controller.js';
import { isGameId, manifestOf, type GameUi } from '../games.js';
import { base } from '../../components/shared/theme.js';
import { downloadRecord } from './download.js';
import { hostWords, type HostWords } from './host-words.js';
import { askNotifications, notifications, saveTurnSettings, turnSettings, TurnNotice, type TurnSettings } from './turn-notice.js';
import '../../components/shared/handoff-screen.js';
import { auditWords } from '../../components/shared/status-words.js';

/** Subscribes its host to a controller while the host is connected. */
export class SnapshotController implements ReactiveController {
  value: TableSnapshot | null = null;
  private stop: (() => void) | null = null;
  private source: GameController | null = null;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  set(source: GameController | null): void {
    if (source === this.source) return;
    this.hostDisconnected();
    this.source = source;
    this.hostConnected();
  }

  hostConnected(): void {
    if (!this.source || this.stop) return;
    this.stop = this.source.subscribe((s) => {
      this.value = s;
      this.host.requestUpdate();
    });
  }

  hostDisconnected(): void {
    this.stop?.();
    this.stop = null;
  }

  /** Takes a fresh snapshot: its words (the log, the moves' labels) are made in the language of the moment. */
  refresh(): void {
    if (!this.source || !this.stop) return;
    this.value = this.source.snapshot();
    this.host.requestUpdate();
  }
}

export type EndChoiceEvent = CustomEvent<{ what: 'again' | 'home' }>;

@localized()
@customElement('tt-table-host')
export class TtTableHost extends LitElement {
  /** The running game. */
  @property({ attribute: false }) controller: GameController | null = null;
  /** The game's UI (table and end-screen tags, action words). */
  @property({ attribute: false }) ui: GameUi | null = null;

  @state() private error = '';
  /** A suggested move (the game's bot's choice) and the log length it was made at. */
  @state() private hint: { label: string; action: unknown; at: number } | null = null;
  /** A hand-over was just accepted: put focus on the new player's table. */
  private focusTable = false;
  private readonly snap = new SnapshotController(this);
  private readonly notice = new TurnNotice(this, () => hostWords().yourTurn);
  /** This device's choices for being told it is the player's turn (turn-notice.ts). */
  @state() private turn: TurnSettings = turnSettings();
  @state() private denied = false;
  private table: (HTMLElement & { snapshot?: unknown; explain?: unknown }) | null = null;
  /** The page's title before the table named its game in it (put back when the table goes). */
  private pageTitle: string | null = null;
  private end: (HTMLElement & { view?: unknown; names?: unknown }) | null = null;

  static override styles = [
    base,
    css`
    :host { display: block; }
    .error { color: var(--_bad); font-weight: 700; margin: 0 0 0.5rem; }
    .error:empty { margin: 0; }
    .also { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0 0 0.5rem; }
    .hint:empty { display: none; }
    .tools { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 1rem; }
    .notice { margin: 1rem 0 0; border: 1px solid var(--_line); border-radius: var(--_radius); }
    .notice label { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; }
    .notice input { width: 1.25rem; height: 1.25rem; }
  `,
  ];

  /** A change of language words the log and the moves again (the host's own words follow by @localized). */
  private readonly onLang = () => this.snap.refresh();

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('tt-lang-change', this.onLang);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('tt-lang-change', this.onLang);
    if (this.pageTitle !== null) document.title = this.pageTitle;
    this.pageTitle = null;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('controller')) this.snap.set(this.controller);
    if (changed.has('ui') && this.ui) {
      this.table = document.createElement(this.ui.table);
      this.table.addEventListener('tt-act', (e) => void this.onAct(e));
      this.end = document.createElement(this.ui.end);
      this.end.addEventListener('tt-end-action', (e) => this.onEnd(e as CustomEvent<{ what: string }>));
    }
  }

  private async onAct(e: CustomEvent<{ action: unknown }>): Promise<void> {
    if (!this.controller) return;
    this.error = '';
    const r = await this.controller.act(e.detail.action);
    if (!r.ok) this.error = this.ui ? this.ui.refusal(r.error, this.snap.value?.names ?? []) : r.error.message;
  }

  private suggest(s: TableSnapshot, c: GameController): void {
    const action = c.suggest?.();
    const key = JSON.stringify(action);
    const found = s.legal.find((l) => JSON.stringify(l.action) === key);
    this.hint = action == null ? null : { label: found?.label ?? msg('a move'), action, at: s.log.length };
  }

  private onEnd(e: CustomEvent<{ what: string }>): void {
    if (e.detail.what === 'export' && this.controller) downloadRecord(this.controller.exportRecord());
    else this.dispatchEvent(new CustomEvent('tt-end-choice', { detail: { what: e.detail.what }, bubbles: true, composed: true }));
  }

  private async setTurn(patch: Partial<TurnSettings>): Promise<void> {
    this.denied = false;
    if (patch.notify && notifications() === 'default') patch = { notify: (await askNotifications()) === 'granted' };
    if (patch.notify && notifications() !== 'granted') {
      this.denied = true;
      patch = { notify: false };
    }
    this.turn = { ...this.turn, ...patch };
    saveTurnSettings(this.turn);
  }

  private turnTools(w: HostWords) {
    const perm = notifications();
    return html`<fieldset class="notice"><legend>${w.turnNotice}</legend>
      <label><input type="checkbox" .checked=${this.turn.sound}
        @change=${(e: Event) => void this.setTurn({ sound: (e.target as HTMLInputElement).checked })} /> ${w.turnSound}</label>
      ${
        perm === 'unsupported'
          ? nothing
          : html`<label><input type="checkbox" .checked=${this.turn.notify && perm === 'granted'}
        @change=${(e: Event) => void this.setTurn({ notify: (e.target as HTMLInputElement).checked })} /> ${w.turnNotify}</label>`
      }
      ${this.denied || (this.turn.notify && perm === 'denied') ? html`<p class="note">${w.notifyDenied}</p>` : nothing}
    </fieldset>`;
  }

  override updated(): void {
    const s = this.snap.value;
    // The tab (and a turn's notification, turn-notice.ts) names the game being played.
    if (s && this.pageTitle === null && isGameId(s.gameId)) {
      this.pageTitle = document.title;
      document.title = `${manifestOf(s.gameId).meta.name} · ${this.pageTitle}`;
    }
    this.notice.update(!!s && s.mySeat !== null && s.legal.length > 0 && !s.outcome && !s.handoff);
    if (!this.focusTable || !this.snap.value || this.snap.value.handoff) return;
    this.focusTable = false;
    void (this.table as (HTMLElement & { focusPrompt?: () => Promise<void> }) | null)?.focusPrompt?.();
  }

  override render() {
    const s = this.snap.value;
    const c = this.controller;
    if (!s || !c || !this.table || !this.end) return html`<p role="status">${msg('Loading the game…')}</p>`;
    if (s.handoff) {
      return html`<tt-handoff-screen .seat=${s.handoff.seat} .name=${s.handoff.name} .reason=${s.handoff.reason}
        @tt-handoff-accept=${() => {
          this.focusTable = true;
          c.acceptHandoff?.();
        }}></tt-handoff-screen>`;
    }
    const explain = (a: unknown) => c.explain(a);
    const hint = this.hint && this.hint.at === s.log.length && s.legal.length ? this.hint : null;
    Object.assign(this.table, { snapshot: s, explain });
    const w = hostWords();
    Object.assign(this.end, { view: s.view, names: s.names });
    const e = s.ended;
    if (e && !e.afterEnd && !(e.kind === 'forfeit' && e.mine)) {
      const cheat = e.kind === 'cheat';
      return html`<section class="box" aria-labelledby="ff"><h2 id="ff" tabindex="-1">${cheat ? w.cheated(e.name) : w.forfeited(e.name)}</h2>
        <p>${cheat ? w.cheatedWhy(e.name, e.entries.map((x) => x.slice(0, 10)).join(', ')) : w.forfeitedWhy(e.name)}</p>
        ${s.audit ? html`<p role="status">${auditWords(s.audit, s.names)}</p>` : nothing}
        <button type="button" @click=${() => downloadRecord(c.exportRecord())}>${w.save}</button></section>`;
    }
    const k = s.checking;
    return html`
      <p class="error" role="alert">${this.error}</p>
      ${
        k
          ? html`<p class="checking" role="status">${k.read < k.of ? html`<progress max=${k.of} value=${k.read}></progress> ${w.checking(k.read, k.of)}` : w.checkingShuffles(k.proofs)}</p>`
          : nothing
      }
      ${
        s.forfeit
          ? html`<p class="forfeit" role="status">${w.waited(s.forfeit.name, Math.round(s.forfeit.waitedMs / 1000))}
        ${s.forfeit.signed ? w.signed : html`<button type="button" @click=${() => void c.forfeit?.()}>${w.sign(s.forfeit.name)}</button>`}</p>`
          : nothing
      }
      ${
        s.alsoAsked?.length && !s.outcome
          ? html`<p class="also" role="group" aria-label=${w.alsoAskedLabel}>
        ${s.alsoAsked.map((seat) => html`<button type="button" @click=${() => c.passTo?.(seat)}>${w.passTo(s.names[seat]!)}</button>`)}
        <span class="note">${w.alsoAsked(s.names[s.mySeat ?? 0]!, s.alsoAsked.map((x) => s.names[x]).join(', '))}</span></p>`
          : nothing
      }
      ${s.outcome && !(e?.kind === 'forfeit' && e.mine) ? this.end : this.table}
      ${s.outcome && s.audit ? html`<p class="audit" role="status">${auditWords(s.audit, s.names)}</p>` : nothing}
      ${e?.kind === 'forfeit' && e.afterEnd ? html`<p class="audit" role="status">${w.withheld(e.name)}</p>` : nothing}
      ${e?.kind === 'cheat' && e.afterEnd ? html`<p class="audit" role="alert">${w.cheatedInAudit(e.name, e.entries.map((x) => x.slice(0, 10)).join(', '))}</p>` : nothing}
      ${e?.kind === 'forfeit' && e.mine && !e.afterEnd ? html`<p class="forfeit" role="alert">${w.votedOut}</p>` : nothing}
      ${
        s.outcome
          ? nothing
          : html`<div class="tools">
        ${c.suggest && s.legal.length ? html`<button type="button" @click=${() => this.suggest(s, c)}>${w.suggest}</button>` : nothing}
        <button type="button" @click=${() => downloadRecord(c.exportRecord())}>${w.save}</button>
      </div>
      ${s.mySeat === null ? nothing : this.turnTools(w)}
      <p class="hint" role="status">${
        hint
          ? html`${w.suggestion} <strong>${hint.label}</strong>
        <button type="button" @click=${() => void this.onAct(new CustomEvent('act', { detail: { action: hint.action } }))}>${w.playIt}</button>`
          : nothing
      }</p>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-table-host': TtTableHost;
  }
  interface HTMLElementEventMap {
    'tt-end-choice': EndChoiceEvent;
  }
}
