/**
 * The Feudalia table for one seat: the turn banner with the last move under
 * it, the choices that have no place on the cards (calling a payment off, no
 * more trades, keeping three fiefs alike, the set-up's upgraded worker) with
 * what a payment still owes, the viewer's hand, every lord's
 * treasury and fiefs (the viewer's first), the cathedral, the supply of vassals
 * and masters, "All moves" and the log. It receives the snapshot (view + legal
 * actions) and sends `tt-act` with the chosen action; it holds no rules
 * (docs/architecture.md): every legal move is one button drawn where it acts
 * (view.ts `spotOf`), its words the action's label. The answer to a "why
 * not?" is drawn by the card asked about.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { RuleError } from '../../engine/core/result.js';
import type { Seat } from '../../engine/core/game.js';
import type { FeudaliaAction } from '../../engine/games/feudalia/types.js';
import { base } from '../../components/shared/theme.js';
import { rejectedLines, waitingWords } from '../../components/shared/status-words.js';
import { actRow, actStyles } from './buttons.js';
import { actionLabel } from './labels.js';
import { detailWords, owesWords, tablePrompt } from './prompt.js';
import { refusal, whyWords } from './refusals.js';
import { type Answer, bySpot, type FeudaliaSnapshot, type FeudaliaView, type Legal, type Moves, rememberFinal, spotOf } from './view.js';
import { nameOf } from './words.js';
import '../../components/shared/turn-banner.js';
import '../../components/shared/player-panel.js';
import '../../components/shared/all-moves.js';
import '../../components/shared/game-log.js';
import './hand.js';
import './holdings.js';
import './market.js';
import './cathedral.js';

export type { FeudaliaSnapshot } from './view.js';

/** The move buttons drawn in a root and the shadow roots under it, "All moves" aside. */
export function drawnButtons(root: ParentNode): HTMLButtonElement[] {
  const out = [...root.querySelectorAll<HTMLButtonElement>('button.act')];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot && el.localName !== 'tt-all-moves') out.push(...drawnButtons(el.shadowRoot));
  return out;
}

@localized()
@customElement('fd-table')
export class FdTable extends LitElement {
  /** What the controller says this device sees and may do. */
  @property({ attribute: false }) snapshot: FeudaliaSnapshot | null = null;
  /** Why an action is refused now (the controller's dry run), or null. */
  @property({ attribute: false }) explain: (action: unknown) => RuleError | null = () => null;

  /** Why the last move asked about is not possible, and where it was asked. */
  @state() private answer: Answer | null = null;
  /** Focus was inside the table before this update. */
  private hadFocus = false;

  static override styles = [
    base,
    actStyles,
    css`
    :host { display: block; }
    .grid { display: grid; gap: 0.8rem; grid-template-columns: minmax(0, 1fr); }
    .main, .side { display: flex; flex-direction: column; gap: 0.8rem; min-width: 0; }
    @media (min-width: 700px) {
      .grid { grid-template-columns: minmax(0, 3fr) minmax(16rem, 1fr); align-items: start; }
      .top { grid-column: 1 / -1; }
    }
    .top { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-start; }
    .head { flex: 1 1 16rem; min-width: 0; }
    .last { margin: 0.3rem 0 0; font-size: 0.9rem; color: var(--_muted); }
    .last:empty { display: none; }
    .skip { min-height: 36px; padding: 0.2rem 0.6rem; font-size: 0.9rem; }
    .choices { border: 2px solid var(--_accent); border-radius: var(--_radius); padding: 0.5rem 0.7rem; background: var(--_panel); }
    .choices h2 { font-size: 1rem; margin: 0 0 0.3rem; }
    .choices p { margin: 0; }
    .players { display: grid; gap: 0.6rem; grid-template-columns: minmax(0, 1fr); }
  `,
  ];

  private get view(): FeudaliaView | null {
    return this.snapshot?.view ?? null;
  }

  /** The legal actions in the table's own words and language. */
  private legal(): Legal[] {
    const s = this.snapshot;
    if (!s) return [];
    return s.legal.map((l) => ({ action: l.action, label: actionLabel(l.action, s.names, s.view) }));
  }

  /** A "why not" question from a card or a fief: the controller's dry run, in words, drawn by the card asked about. */
  private why(action: FeudaliaAction): void {
    const e = this.explain(action);
    const text = e ? whyWords(e, action, this.view) : msg('That move is possible now: its button is on the table.');
    this.answer = { spot: spotOf(action), text };
  }

  /** Puts focus where the seat must act: the first move drawn on the cards (a payment's first cube), else the first choice. */
  async focusPrompt(): Promise<void> {
    await this.updateComplete;
    for (const el of this.renderRoot.querySelectorAll<LitElement>('fd-hand, fd-holdings, fd-cathedral, fd-market')) await el.updateComplete;
    const all = drawnButtons(this.renderRoot);
    (all.find((b) => !b.closest('.choices')) ?? all[0])?.focus();
  }

  override willUpdate(changed: Map<string, unknown>): void {
    this.hadFocus = this.matches(':focus-within');
    const before = changed.get('snapshot') as FeudaliaSnapshot | null | undefined;
    if (changed.has('snapshot') && before?.log.length !== this.snapshot?.log.length) this.answer = null;
    if (changed.has('snapshot') && this.snapshot) rememberFinal(this.snapshot);
  }

  override updated(): void {
    // A played move took the focused button away: keep keyboard users at the table.
    if (this.hadFocus && !this.matches(':focus-within')) void this.focusPrompt();
  }

  /** The choices with no card of their own, and what a payment owes. */
  private choices(v: FeudaliaView, moves: Moves, mine: boolean) {
    const own = moves.get('choices');
    const owes = v.step.kind === 'pay' ? owesWords(v, v.step.payment) : '';
    if (!own?.length && !(mine && owes)) return nothing;
    return html`<section class="choices" aria-labelledby="choices-h">
      <h2 id="choices-h">${msg('Your choices')}</h2>
      ${owes ? html`<p>${msg(str`This payment ${owes}. Pay each cube with its button on your fiefs.`)}</p>` : nothing}
      ${actRow(this, own)}
    </section>`;
  }

  private players(v: FeudaliaView, s: FeudaliaSnapshot, moves: Moves, ask: boolean) {
    const me = s.mySeat;
    const order = v.players.map((p) => p.seat).sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
    const offer = (seat: Seat) => (v.step.kind === 'draft' && v.step.seat === seat ? v.step.offer : []);
    return html`<section class="players" aria-label=${msg('The lords and their fiefs')}>${order.map((seat) => {
      const p = v.players[seat]!;
      const mine = seat === me;
      const note = [seat === v.first ? msg('First player') : '', p.caught ? msg('Caught') : p.out ? msg('Out') : ''].filter(Boolean).join(' · ');
      return html`<tt-player-panel no-counts .seat=${seat} .name=${nameOf(s.names, seat)} ?me=${mine} ?active=${v.turn.seat === seat && v.round > 0}
        ?toAct=${v.toAct.includes(seat)} ?bot=${s.bots.includes(seat)} ?connected=${s.connected.includes(seat)} .note=${note}>
        <fd-holdings .player=${p} .moves=${mine ? moves : new Map()} .offer=${offer(seat)} ?ask=${mine && ask} .answer=${mine ? this.answer : null}></fd-holdings>
      </tt-player-panel>`;
    })}</section>`;
  }

  private detail(v: FeudaliaView, s: FeudaliaSnapshot, mine: boolean): string {
    const parts = [detailWords(v, s.names)];
    // The controller names waits the view cannot know of (a peer's turn on the network, the shared randomness).
    if (!mine && s.waiting && s.waiting.seats.join() !== v.toAct.join()) parts.push(waitingWords(s.waiting, s.names));
    return parts.join(' · ');
  }

  /** The latest move in words, for the line under the banner. */
  private lastMove(s: FeudaliaSnapshot): string {
    const line = s.log.at(-1)?.text;
    return line ? msg(str`Last move: ${line}.`) : '';
  }

  /** "Jump to all 5 moves", "Jump to the only move". */
  private jump(n: number) {
    const go = () => this.renderRoot.querySelector('tt-all-moves')?.renderRoot.querySelector<HTMLElement>('button')?.focus();
    return html`<button type="button" class="skip" @click=${go}>${n === 1 ? msg('Jump to the only move') : msg(str`Jump to all ${n} moves`)}</button>`;
  }

  override render() {
    const s = this.snapshot;
    const v = this.view;
    if (!s || !v) return html`<p>${msg('Setting up the table…')}</p>`;
    const legal = this.legal();
    const moves = bySpot(legal);
    const prompt = tablePrompt(
      v,
      s.names,
      s.mySeat,
      legal.map((l) => l.action),
    );
    const me = s.mySeat === null ? null : v.players[s.mySeat];
    const ask = prompt.mine && v.step.kind === 'main' && !v.turn.queue.length;
    return html`
      <div class="grid" @fd-why=${(e: CustomEvent<{ action: FeudaliaAction }>) => this.why(e.detail.action)}>
        <div class="top">
          <div class="head">
            <tt-turn-banner .prompt=${prompt.text} .detail=${this.detail(v, s, prompt.mine)} .seat=${v.toAct.length === 1 ? v.toAct[0] : null}
              ?urgent=${prompt.mine} ?busy=${s.busy}></tt-turn-banner>
            <p class="last" role="status" aria-live="polite">${this.lastMove(s)}</p>
          </div>
          ${legal.length ? this.jump(legal.length) : nothing}
        </div>
        <div class="main">
          ${this.choices(v, moves, prompt.mine)}
          ${me?.hand ? html`<fd-hand .player=${me} .moves=${moves} .late=${v.turn.seat === me.seat ? v.turn.late : []}></fd-hand>` : nothing}
          ${this.players(v, s, moves, ask)}
          <fd-cathedral .view=${v} .moves=${moves}></fd-cathedral>
          <fd-market .view=${v} .moves=${moves} ?ask=${ask} .answer=${this.answer}></fd-market>
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
    'fd-table': FdTable;
  }
}
