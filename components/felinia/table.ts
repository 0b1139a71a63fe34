/**
 * The Felinia table for one seat: the turn banner, the seat's choices that have
 * no place on the board (deals, passing, stopping, what to keep, selling), the
 * harbour (boats and markets), the island, every player's board, "All moves"
 * and the log. It receives the snapshot (view + legal actions) and sends
 * `tt-act` with the chosen action; it holds no rules (docs/architecture.md):
 * a market, a boat or a province is a button exactly when a legal action uses
 * it, and its words are that action's label.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { FeliniaAction, FeliniaView } from '../../engine/games/felinia/types.js';
import type { LegalAction, TableSnapshot } from '../../components/shared/contract.js';
import type { RuleError } from '../../engine/core/result.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { listWords, rejectedLines, waitingWords } from '../../components/shared/status-words.js';
import { actionLabel } from './labels.js';
import { tablePrompt } from './prompt.js';
import { refusal } from './refusals.js';
import { nameOf, placeWords } from './words.js';
import type { Pick } from './harbour.js';
import '../../components/shared/turn-banner.js';
import '../../components/shared/player-panel.js';
import '../../components/shared/all-moves.js';
import '../../components/shared/game-log.js';
import './harbour.js';
import './island.js';
import './holdings.js';

export type FeliniaSnapshot = TableSnapshot<FeliniaView, FeliniaAction>;
type Legal = LegalAction<FeliniaAction>;

/** Where on the table an action is played: a market (bid), a boat (board) or a province (step, reveal); null for none. */
function spotOf(a: FeliniaAction): string | null {
  if (a.type === 'bid' && a.at !== 'own') return `market:${a.at}`;
  if (a.type === 'board') return `boat:${a.boat}`;
  if (a.type === 'step' || a.type === 'reveal') return `province:${a.province}`;
  return null;
}

@localized()
@customElement('fl-table')
export class FlTable extends LitElement {
  /** What the controller says this device sees and may do. */
  @property({ attribute: false }) snapshot: FeliniaSnapshot | null = null;
  /** Why an action is refused now (the controller's dry run), or null. */
  @property({ attribute: false }) explain: (action: unknown) => RuleError | null = () => null;

  /** Why the last click could not be played. */
  @state() private reason = '';
  /** Focus was inside the table before this update. */
  private hadFocus = false;

  static override styles = [
    base,
    css`
    :host { display: block; }
    .grid { display: grid; gap: 0.8rem; grid-template-columns: minmax(0, 1fr); }
    .main, .side { display: flex; flex-direction: column; gap: 0.8rem; min-width: 0; }
    @media (min-width: 960px) {
      .grid { grid-template-columns: minmax(0, 3fr) minmax(18rem, 1fr); align-items: start; }
      .top { grid-column: 1 / -1; }
    }
    .top { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-start; }
    .top tt-turn-banner { flex: 1 1 16rem; }
    .skip { min-height: 36px; padding: 0.2rem 0.6rem; font-size: 0.9rem; }
    .choices { border: 2px solid var(--_accent); border-radius: var(--_radius); padding: 0.5rem 0.7rem; background: var(--_panel); }
    .choices h2 { font-size: 1rem; margin: 0 0 0.4rem; }
    .choices ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4rem; }
    .choices button { min-height: 40px; }
    .choices .drew { margin: 0 0 0.4rem; }
    .choices .sell { margin-top: 0.5rem; }
    .reason { margin: 0; color: var(--_bad); font-weight: 600; }
    .reason:empty { display: none; }
    .players { display: grid; gap: 0.6rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); }
  `,
  ];

  private get view(): FeliniaView | null {
    return this.snapshot?.view ?? null;
  }

  /** The legal actions in the table's own words and language. */
  private legal(): Legal[] {
    const s = this.snapshot;
    if (!s) return [];
    return s.legal.map((l) => ({ action: l.action, label: actionLabel(l.action, s.names, s.view) }));
  }

  /** The legal moves played at a spot, each with its words. */
  private at(spot: string): Legal[] {
    return this.legal().filter((l) => spotOf(l.action) === spot);
  }

  private picks(kind: 'market' | 'boat', count: number): Pick {
    return Array.from({ length: count }, (_, index) => ({ index, move: this.at(`${kind}:${index}`)[0] })).flatMap((x) =>
      x.move ? [{ index: x.index, label: x.move.label }] : [],
    );
  }

  /** A click on a spot plays its one legal move; a spot with none says why (the controller's dry run). */
  private play(spot: string, candidate: FeliniaAction): void {
    const move = this.at(spot)[0];
    if (move) {
      this.reason = '';
      emit(this, 'tt-act', { action: move.action });
      return;
    }
    const why = this.explain(candidate);
    this.reason = why ? refusal(why) : msg('That move is not possible now.');
  }

  /** Puts focus where the seat must act: the first choice, else the first lit spot. */
  async focusPrompt(): Promise<void> {
    await this.updateComplete;
    const first = this.renderRoot.querySelector<HTMLElement>('.choices button');
    if (first) return first.focus();
    for (const part of this.renderRoot.querySelectorAll<LitElement>('fl-harbour, fl-island')) {
      await part.updateComplete;
      const b = part.renderRoot.querySelector<HTMLElement>('button');
      if (b) return b.focus();
    }
  }

  override willUpdate(changed: Map<string, unknown>): void {
    this.hadFocus = this.matches(':focus-within');
    const before = changed.get('snapshot') as FeliniaSnapshot | null | undefined;
    if (changed.has('snapshot') && before?.log.length !== this.snapshot?.log.length) this.reason = '';
  }

  override updated(): void {
    // A played move took the focused button away: keep keyboard users at the table.
    if (this.hadFocus && !this.matches(':focus-within')) void this.focusPrompt();
  }

  /** The seat's choices that have no spot on the table, selling apart. */
  private choices(legal: readonly Legal[]) {
    const own = legal.filter((l) => spotOf(l.action) === null && l.action.type !== 'sell');
    const sells = legal.filter((l) => l.action.type === 'sell');
    if (!own.length && !sells.length) return nothing;
    const button = (l: Legal) => html`<li><button type="button" @click=${() => emit(this, 'tt-act', { action: l.action })}>${l.label}</button></li>`;
    const m = this.view?.mystery;
    const drew = m && m.seat === this.snapshot?.mySeat ? listWords(m.drawn.map((c) => placeWords(c))) : '';
    return html`<section class="choices" aria-labelledby="choices-h">
      <h2 id="choices-h">${msg('Your choices')}</h2>
      ${drew ? html`<p class="drew">${msg(str`You drew ${drew}.`)}</p>` : nothing}
      ${own.length ? html`<ul>${own.map(button)}</ul>` : nothing}
      ${sells.length ? html`<ul class="sell" aria-label=${msg('Sell at any time')}>${sells.map(button)}</ul>` : nothing}
    </section>`;
  }

  private players(v: FeliniaView, s: FeliniaSnapshot) {
    return html`<section class="players" aria-label=${msg('Players')}>${v.players.map(
      (p) => html`<tt-player-panel no-counts .seat=${p.seat} .name=${nameOf(s.names, p.seat)} ?me=${p.seat === s.mySeat}
        ?toAct=${v.toAct.includes(p.seat)} ?bot=${s.bots.includes(p.seat)} ?connected=${s.connected.includes(p.seat)}
        .note=${p.seat === v.first ? msg('First player') : ''}>
        <fl-holdings .player=${p} ?advanced=${v.config.variant === 'advanced'}></fl-holdings>
      </tt-player-panel>`,
    )}</section>`;
  }

  private detail(v: FeliniaView, s: FeliniaSnapshot, mine: boolean): string {
    const round = v.round;
    const parts = [msg(str`Round ${round}`)];
    if (v.final && v.phase !== 'over') parts.push(msg('the last round'));
    // The controller names waits the view cannot know of (a peer's turn on the network, the shared randomness).
    if (!mine && s.waiting && s.waiting.seats.join() !== v.toAct.join()) parts.push(waitingWords(s.waiting, s.names));
    return parts.join(' · ');
  }

  override render() {
    const s = this.snapshot;
    const v = this.view;
    if (!s || !v) return html`<p>${msg('Setting up the table…')}</p>`;
    const legal = this.legal();
    const prompt = tablePrompt(v, s.names, s.mySeat, legal.length > 0);
    const provinces = legal.flatMap((l) => (l.action.type === 'step' || l.action.type === 'reveal' ? [{ province: l.action.province, label: l.label }] : []));
    return html`
      <div class="grid">
        <div class="top">
          <tt-turn-banner .prompt=${prompt.text} .detail=${this.detail(v, s, prompt.mine)} .seat=${v.toAct.length === 1 ? v.toAct[0] : null}
            ?urgent=${prompt.mine} ?busy=${s.busy}></tt-turn-banner>
          ${
            legal.length
              ? html`<button type="button" class="skip" @click=${() => this.renderRoot.querySelector('tt-all-moves')?.renderRoot.querySelector<HTMLElement>('button')?.focus()}>${msg(
                  str`Jump to all ${legal.length} moves`,
                )}</button>`
              : nothing
          }
        </div>
        <div class="main">
          ${this.choices(legal)}
          <p class="reason" role="alert">${this.reason}</p>
          <fl-harbour .view=${v} .names=${s.names} .boats=${this.picks('boat', v.boats.length)} .markets=${this.picks('market', v.markets.length)}
            @fl-boat=${(e: CustomEvent<{ index: number }>) => this.play(`boat:${e.detail.index}`, { type: 'board', boat: e.detail.index })}
            @fl-market=${(e: CustomEvent<{ index: number }>) => this.play(`market:${e.detail.index}`, { type: 'bid', at: e.detail.index })}></fl-harbour>
          <fl-island .view=${v} .names=${s.names} .targets=${provinces}
            @fl-province=${(e: CustomEvent<{ province: number }>) =>
              this.play(`province:${e.detail.province}`, { type: 'step', province: e.detail.province })}></fl-island>
          ${this.players(v, s)}
        </div>
        <div class="side">
          <tt-all-moves .options=${legal}></tt-all-moves>
          <tt-game-log .lines=${s.log} .rejected=${rejectedLines(s.rejected, s.names, refusal)}></tt-game-log>
        </div>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fl-table': FlTable;
  }
}
