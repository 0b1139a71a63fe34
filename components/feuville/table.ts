/**
 * The Feuville table for one seat: the turn banner, the prompt of the current choice
 * (with its answers when it is small), the game board with the dice, every player's
 * townscape and player board, "All moves" (every legal action as a button) and the
 * log. It receives the snapshot (view + legal actions) and sends `tt-act` with the
 * chosen action; it holds no rules (docs/architecture.md): a click on the board or a
 * town picks the legal actions that use that spot, a thing dragged onto a place those
 * that move it there (targets.ts). On a phone (narrow.ts) the viewer's own player
 * comes right after the dice and the persons, the prompt lists only the answers
 * that use no spot (answers.ts), and the other players and "All moves" fold
 * behind buttons. Things travel (motion.ts): a tile, decree or charm from the
 * display to the player who took it and on into their town or onto their board, a
 * refill from its stack, a die from the roll to where it is used, a scored decree to
 * its player's points; a column the dragon burns flares up (town.ts).
 */
import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { FeuvilleAction, FeuvilleView } from '../../engine/games/feuville/types.js';
import type { LegalAction, TableSnapshot } from '../../components/shared/contract.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { Flip } from '../../components/shared/motion.js';
import { t } from './i18n.js';
import { NarrowController } from './narrow.js';
import { actionLabel } from './labels.js';
import { tablePrompt } from './prompt-text.js';
import { promptAnswers } from './answers.js';
import { candidate, keysOf, moving } from './targets.js';
import { DragController, spotDrag } from '../../components/shared/drag.js';
import { menuAt } from '../../components/shared/anchor.js';
import { spotName } from './spot-name.js';
import type { FvTargetEvent } from './act-event.js';
import '../../components/shared/turn-banner.js';
import '../../components/shared/game-log.js';
import './board.js';
import './player.js';
import './prompt.js';
import './moves.js';
import '../../components/shared/choice-menu.js';
import { rejectedLines, waitingWords } from '../../components/shared/status-words.js';
import type { RuleError } from '../../engine/core/result.js';
import { refusal } from './refusals.js';

export type FeuvilleSnapshot = TableSnapshot<FeuvilleView, FeuvilleAction>;
type Legal = LegalAction<FeuvilleAction>;

@localized()
@customElement('fv-table')
export class FvTable extends LitElement {
  /** What the controller says this device sees and may do. */
  @property({ attribute: false }) snapshot: FeuvilleSnapshot | null = null;
  /** Why an action is refused now (the controller's dry run), or null. */
  @property({ attribute: false }) explain: (action: unknown) => RuleError | null = () => null;
  /** Offer to re-issue this device's rejected moves (networked play). */

  /** On a phone, the game log is unfolded. */
  @state() private logOpen = false;
  /** The clicked spot whose several legal actions are offered. */
  @state() private menu: { key: string; options: readonly Legal[]; at: string } | null = null;
  /** Why the last click could not be played. */
  @state() private reason = '';

  private readonly narrow = new NarrowController(this);
  /** Tiles, decrees, charms and dice travel to where a move put them, whoever made it (motion.ts). */
  protected readonly flip = new Flip(this);
  /** Focus was inside the table before this update. */
  private hadFocus = false;

  static override styles = [
    base,
    css`
    :host { display: block; }
    .grid { display: grid; gap: 0.8rem; grid-template-columns: minmax(0, 1fr); }
    .main, .side { display: flex; flex-direction: column; gap: 0.8rem; min-width: 0; position: relative; }
    @media (min-width: 960px) {
      .grid { grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr); align-items: start; }
      .top { grid-column: 1 / -1; }
    }
    .top { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-start; }
    .top tt-turn-banner { flex: 1 1 16rem; }
    .skip { min-height: 36px; padding: 0.2rem 0.6rem; font-size: 0.9rem; }
    .players { display: grid; gap: 0.6rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr)); }
    .reason { margin: 0; color: var(--_bad); font-weight: 600; }
    .reason:empty { display: none; }
    .grid.phone, .phone .main, .phone .side { gap: 0.5rem; }
    .phone .players { gap: 0.4rem; }
    button.fold { align-self: flex-start; font-weight: 700; background: none; border: none; color: var(--_ink); padding: 0.2rem 0.5rem 0.2rem 0.3rem; margin-left: -0.3rem; }
    .chev { display: inline-block; width: 1em; }
    .fold[aria-expanded='true'] .chev { transform: rotate(90deg); }
  `,
  ];

  private get view(): FeuvilleView | null {
    return this.snapshot?.view ?? null;
  }

  /** The legal actions in the table's own words and language. */
  private legal(): Legal[] {
    const s = this.snapshot;
    if (!s) return [];
    const w = t();
    return s.legal.map((l) => ({ action: l.action, label: actionLabel(l.action, s.names, s.view, w) }));
  }

  private seat(): number {
    return this.snapshot?.mySeat ?? this.view?.seat ?? -1;
  }

  private keysOf(a: FeuvilleAction): string[] {
    return this.view ? keysOf(a, this.view, this.seat()) : [];
  }

  private onTarget(e: FvTargetEvent): void {
    e.stopPropagation();
    const v = this.view;
    if (!v) return;
    const key = e.detail.key;
    const options = this.legal().filter((l) => this.keysOf(l.action).includes(key));
    if (this.offer(key, options)) return;
    const c = candidate(key, v, this.seat());
    const why = c ? this.explain(c) : null;
    this.reason = why ? refusal(why) : t().cannot;
  }

  /** The moves a spot picked (`key`): one is played, several open the menu there; false for none. */
  private readonly offer = (key: string, options: readonly Legal[]): boolean => {
    this.reason = '';
    this.menu = null;
    if (options.length === 1) emit(this, 'tt-act', { action: options[0]!.action });
    else if (options.length > 1) this.menu = { key, options, at: menuAt(this.renderRoot, key, '.main') };
    return options.length > 0;
  };
  private readonly closeMenu = (): void => void (this.menu = null);
  /** The legal moves that take the thing at `from` to `to` (none given: anywhere), targets.ts. */
  private readonly moving = (from: string, to?: string): Legal[] => moving(this.legal(), (l) => this.keysOf(l.action), from, to);
  /** A thing dragged onto a place it may go plays what clicking there plays (components/shared/drag.ts). */
  private readonly drag = new DragController(this, spotDrag('data-key', this.moving, this.offer));

  /** Puts focus where the seat must act: an open menu, the prompt, else the banner stays. */
  async focusPrompt(): Promise<void> {
    await this.updateComplete;
    const root = this.renderRoot;
    const menu = root.querySelector('tt-choice-menu');
    if (menu) return menu.focusFirst();
    const prompt = root.querySelector('fv-prompt');
    if (prompt) {
      await prompt.updateComplete;
      prompt.focusFirst();
      return;
    }
    // No prompt box (a turn with the dice still to use): the first spot a legal move uses.
    for (const part of root.querySelectorAll<LitElement>('fv-board, fv-player')) {
      await part.updateComplete;
      const spot =
        part.renderRoot.querySelector<HTMLElement>('[data-legal-spot]') ??
        part.renderRoot.querySelector<LitElement>('fv-town')?.renderRoot.querySelector<HTMLElement>('[data-legal-spot]');
      if (spot) {
        spot.focus();
        return;
      }
    }
  }

  override willUpdate(changed: Map<string, unknown>): void {
    this.hadFocus = this.matches(':focus-within');
    const before = changed.get('snapshot') as FeuvilleSnapshot | null | undefined;
    if (!changed.has('snapshot') || !this.snapshot) return;
    // A new move on the table makes an old menu or reason stale; a mere refresh (busy, connections) does not.
    if (before?.log.length !== this.snapshot.log.length || before?.view.turn !== this.snapshot.view.turn) {
      this.reason = '';
      if (this.menu) {
        const key = this.menu.key;
        const options = this.legal().filter((l) => this.keysOf(l.action).includes(key));
        this.menu = options.length > 1 ? { ...this.menu, options } : null;
      }
    }
  }

  override updated(): void {
    // A played move or a closed menu took the focused element away: keep keyboard users at the table.
    if (this.hadFocus && !this.matches(':focus-within')) void this.focusPrompt();
  }

  private player(p: FeuvilleView['players'][number], v: FeuvilleView, interactive: boolean, keys: ReadonlySet<string>, foldable: boolean) {
    const s = this.snapshot!;
    return html`
      <fv-player .player=${p} .name=${s.names[p.seat] ?? t().seat(p.seat)} ?me=${p.seat === s.mySeat}
        ?active=${p.seat === v.active && !v.over} ?toAct=${v.awaited.includes(p.seat)} ?bot=${s.bots.includes(p.seat)}
        ?connected=${s.connected.includes(p.seat)} ?starter=${p.seat === v.startSeat}
        ?interactive=${interactive} .legal=${keys} ?foldable=${foldable}></fv-player>`;
  }

  /** Every player (a phone: all but the viewer, folded). */
  private players(v: FeuvilleView, interactive: boolean, keys: ReadonlySet<string>, phone: boolean) {
    const shown = phone ? v.players.filter((p) => p.seat !== this.snapshot!.mySeat) : v.players;
    return html`<section class="players" aria-label=${t().players}>${shown.map((p) => this.player(p, v, interactive, keys, phone))}</section>`;
  }

  /** The board and the players; on a phone the viewer's own player between the dice and persons and the rest. */
  private table(v: FeuvilleView, interactive: boolean, keys: ReadonlySet<string>) {
    const me = v.players.find((p) => p.seat === this.snapshot!.mySeat);
    if (!this.narrow.matches || !me)
      return html`<fv-board .view=${v} ?interactive=${interactive} .legal=${keys}></fv-board>
        ${this.players(v, interactive, keys, this.narrow.matches)}`;
    return html`<fv-board only="head" .view=${v} ?interactive=${interactive} .legal=${keys}></fv-board>
      ${this.player(me, v, interactive, keys, false)}
      <fv-board only="rest" .view=${v} ?interactive=${interactive} .legal=${keys}></fv-board>
      ${this.players(v, interactive, keys, true)}`;
  }

  /**
   * The game log; on a phone folded behind a disclosure button (unless a move was rejected), while a
   * polite live region still says each new line.
   */
  private log() {
    const s = this.snapshot!;
    const w = t();
    const log = html`<tt-game-log id="log" .lines=${s.log} .rejected=${rejectedLines(s.rejected, s.names, (e) => refusal(e))} .heading=${w.log}></tt-game-log>`;
    if (!this.narrow.matches || s.rejected.length) return log;
    return html`<button type="button" class="fold" aria-expanded=${this.logOpen ? 'true' : 'false'} aria-controls="log"
      @click=${() => {
        this.logOpen = !this.logOpen;
      }}><span class="chev" aria-hidden="true">▸</span>${w.logLines(s.log.length)}</button>
      ${this.logOpen ? log : html`<div class="sr-only" aria-live="polite" aria-atomic="true">${s.log.at(-1)?.text ?? ''}</div>`}`;
  }

  override render() {
    const s = this.snapshot;
    const v = this.view;
    const w = t();
    if (!s || !v) return html`<p>${w.setting}</p>`;
    const legal = this.legal();
    const prompt = tablePrompt(v, s.names, w);
    const interactive = s.mySeat !== null && legal.length > 0;
    // Dragging a thing: it and where it may go are lit, as the spots a click may pick are.
    const from = this.drag.dragging;
    const keys = new Set(from ? [from, ...this.moving(from).flatMap((l) => this.keysOf(l.action).slice(1))] : legal.flatMap((l) => this.keysOf(l.action)));
    // The controller names waits the view cannot know of (a peer's shuffle, the network).
    const wait = !prompt.mine && s.waiting && s.waiting.seats.join() !== v.awaited.join() ? ` · ${waitingWords(s.waiting, s.names)}` : '';
    const detail = `${w.round(v.turn)}${v.endTriggered && !v.over ? ` · ${w.endNear}` : ''}${wait}`;
    const question = `${v.turn}|${s.log.length}|${prompt.text}`;
    const answers = prompt.mine ? promptAnswers(v, legal, (a) => this.keysOf(a), this.seat(), this.narrow.matches) : [];
    const asking = prompt.mine && (answers.length > 0 || prompt.outOfTurn); // its box says the sentence, the banner not twice
    return html`
      <div class="grid ${this.narrow.matches ? 'phone' : ''}" @fv-target=${this.onTarget} @tt-act=${this.closeMenu}>
        <div class="top">
          <tt-turn-banner .prompt=${asking ? '' : prompt.text} .detail=${detail} .seat=${v.over ? null : v.active} ?urgent=${prompt.mine} ?busy=${s.busy}></tt-turn-banner>
          ${
            legal.length
              ? html`<button type="button" class="skip"
            @click=${() => void this.renderRoot.querySelector('fv-moves')?.focusList()}>${w.jumpToMoves(legal.length)}</button>`
              : nothing
          }
        </div>
        <div class="main">
          ${
            asking
              ? html`<fv-prompt .text=${prompt.text} ?mine=${prompt.mine}
            ?outOfTurn=${prompt.outOfTurn} .options=${answers} .question=${question}></fv-prompt>`
              : nothing
          }
          ${
            this.menu
              ? html`<tt-choice-menu style=${this.menu.at} .cancelLabel=${w.cancel} .heading=${w.chooseHow(spotName(this.menu.key, v, w))} .options=${this.menu.options}
            @tt-choice-cancel=${this.closeMenu}></tt-choice-menu>`
              : nothing
          }
          <p class="reason" role="alert">${this.reason}</p>
          ${this.table(v, interactive, keys)}
        </div>
        <div class="side">
          <fv-moves .options=${legal} ?foldable=${this.narrow.matches}></fv-moves>
          ${this.log()}
        </div>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-table': FvTable;
  }
}
