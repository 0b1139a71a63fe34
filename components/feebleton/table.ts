/**
 * The Feebleton table for one seat: banner, players, the deck and the
 * Feebleton pile, any prompt the seat must answer (reaction, Spy, Council
 * Member, a card's options), the hand, every legal move as a list (keyboard and
 * screen-reader users) and the log. It receives the snapshot
 * (view + legal actions) and sends `tt-act` with the chosen action; it holds
 * no rules (docs/architecture.md: components never import rules). A card is
 * played by a click on it, or dragged onto the Feebleton pile (components/shared/drag.ts).
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Seat } from '../../engine/core/game.js';
import type { FeebletonAction, FeebletonView, PileView, PlayerView } from '../../engine/games/feebleton/types.js';
import type { LegalAction, TableSnapshot } from '../../components/shared/contract.js';
import type { HandCard } from '../../components/shared/hand.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { Flip } from '../../components/shared/motion.js';
import { DragController, handCard } from '../../components/shared/drag.js';
import { cardFace, cardName } from './faces.js';
import { tablePrompt } from './prompt.js';
import { actionLabel } from './labels.js';
import '../../components/shared/hand.js';
import '../../components/shared/player-panel.js';
import '../../components/shared/deck-count.js';
import '../../components/shared/turn-banner.js';
import '../../components/shared/game-log.js';
import '../../components/shared/all-moves.js';
import './pile.js';
import './reaction-prompt.js';
import '../../components/shared/choice-menu.js';
import './peek-dialog.js';
import { rejectedLines, waitingWords } from '../../components/shared/status-words.js';
import type { RuleError } from '../../engine/core/result.js';
import { refusal } from './refusals.js';

export type FeebletonSnapshot = TableSnapshot<FeebletonView, FeebletonAction>;

/** A won pile's line on a player's panel (the English says "cards" even for one). */
const pileLine = (letter: string, gold: number, cards: number): string =>
  cards === 1 ? msg(str`Pile ${letter}: ${gold} gold, 1 cards`) : msg(str`Pile ${letter}: ${gold} gold, ${cards} cards`);

/** A won pile's motion key: its first card, as Feebleton's cards name where they go once won (pile.ts, motion.ts). */
const pileKey = (pile: PileView): string => `pile:${pile.cards[0]?.handle ?? ''}`;

const usesCard = (a: FeebletonAction, handle: number): boolean => (a.type === 'play' || a.type === 'react') && a.handle === handle;

@localized()
@customElement('fb-table')
export class FbTable extends LitElement {
  /** What the controller says this device sees and may do. */
  @property({ attribute: false }) snapshot: FeebletonSnapshot | null = null;
  /** Offer to re-issue this device's rejected moves (networked play). */
  /** Why an action is refused now (the controller's dry run), or null. */
  @property({ attribute: false }) explain: (action: FeebletonAction) => RuleError | null = () => null;

  /** The hand card whose options are open. */
  @state() private selected = '';

  static override styles = [
    base,
    css`
    :host { display: block; }
    .grid { display: grid; gap: 0.9rem; grid-template-columns: minmax(0, 1fr); }
    @media (min-width: 900px) {
      .grid { grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr); }
      .side { grid-column: 2; grid-row: 1 / span 4; }
    }
    .side { display: grid; gap: 0.9rem; align-content: start; }
    .players { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr)); }
    .middle { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
    .middle fb-pile { flex: 1 1 14rem; }
    .bar { display: flex; flex-wrap: wrap; gap: 0.5rem; }
    ul.won { margin: 0.4rem 0 0; padding-left: 1rem; font-size: 0.85rem; }
    h2 { font-size: 1.05rem; }
    /* Drawn cards (card-art.ts): a little wider than tt-hand's default, so a long text takes fewer lines. */
    tt-hand { --tt-card-width: 7.8rem; }
    @media (max-width: 420px) { tt-hand { --tt-card-width: 7rem; } }
  `,
  ];

  private get view(): FeebletonView | null {
    return this.snapshot?.view ?? null;
  }

  private name(s: Seat): string {
    return this.snapshot?.names[s] ?? msg(str`Seat ${s + 1}`);
  }

  /** The legal actions in this table's own words, whatever controller labelled them. */
  private legal(): LegalAction<FeebletonAction>[] {
    const s = this.snapshot;
    if (!s) return [];
    return s.legal.map((l) => ({ action: l.action, label: actionLabel(l.action, s.names, s.view) }));
  }

  private optionsFor(handle: number): LegalAction<FeebletonAction>[] {
    return this.legal().filter((l) => usesCard(l.action, handle));
  }

  private handCards(): HandCard[] {
    return (this.view?.hand ?? []).map((c) => ({
      key: String(c.handle),
      ...cardFace(c.card),
      legal: this.optionsFor(c.handle).length > 0,
    }));
  }

  /** Why a chosen card cannot be played: the view says (the rules' refusal), worded in the reader's language. */
  private explainKey = (key: string): string | null => {
    const why = this.view?.hand.find((h) => String(h.handle) === key)?.why;
    return why ? refusal(why) : null;
  };

  private onChoose(e: CustomEvent<{ key: string }>): void {
    e.stopPropagation();
    this.choose(e.detail.key);
  }

  /** A hand card chosen (clicked, or dropped on the pile): its one play, or the menu of its several. */
  private choose(key: string): void {
    const options = this.optionsFor(Number(key));
    if (options.length === 1) emit(this, 'tt-act', { action: options[0]!.action });
    else if (options.length > 1) this.selected = key;
  }

  /** A playable hand card dragged onto the Feebleton pile plays as a click on it does (components/shared/drag.ts). */
  private readonly drag = new DragController(this, {
    source: (path) => {
      const card = handCard(path);
      return card && this.optionsFor(Number(card.key)).length ? card : null;
    },
    target: (path) => (path.some((t) => (t as Element).localName === 'fb-pile') ? 'pile' : null),
    drop: (key) => this.choose(key),
  });

  /** Puts focus where the seat must act: an open prompt, else the hand, else the banner. */
  async focusPrompt(): Promise<void> {
    await this.updateComplete;
    const root = this.renderRoot;
    const prompt = root.querySelector<LitElement>('fb-reaction-prompt, fb-peek-dialog, tt-choice-menu');
    if (prompt) {
      await prompt.updateComplete;
      prompt.renderRoot.querySelector<HTMLElement>('button:not([disabled])')?.focus();
      return;
    }
    const hand = root.querySelector('tt-hand');
    if (hand) {
      await hand.updateComplete;
      hand.focusCurrent();
    }
  }

  /** Cards travel: deck to hand, hand to Feebleton, another player's card from their panel, a won Feebleton to its winner (motion.ts). */
  protected readonly flip = new Flip(this);

  /** Focus was inside the table before this update. */
  private hadFocus = false;

  override willUpdate(changed: Map<string, unknown>): void {
    this.hadFocus = this.matches(':focus-within');
    if (changed.has('snapshot') && this.selected && this.optionsFor(Number(this.selected)).length < 2) this.selected = '';
  }

  override updated(): void {
    // A played card, a closed prompt or menu took the focused element away: keep keyboard users at the table.
    if (this.hadFocus && !this.matches(':focus-within')) void this.focusPrompt();
  }

  private panel(p: PlayerView) {
    const s = this.snapshot!;
    const known = p.knownCards.map((k) => cardName(k.card)).join(', ');
    const notes = [p.guarded ? msg('Guarded this turn') : '', p.knownCards.length ? msg(str`Known in hand: ${known}`) : ''].filter(Boolean).join('. ');
    return html`
      <tt-player-panel data-flip=${`seat:${p.seat}`} .seat=${p.seat} .name=${this.name(p.seat)} .handCount=${p.handCount} .score=${p.gold} unit="gold"
        ?connected=${s.connected.includes(p.seat)} ?bot=${s.bots.includes(p.seat)} ?me=${p.seat === s.mySeat}
        ?active=${p.isTurn} ?toAct=${p.toAct} .note=${notes}>
        ${
          p.piles.length
            ? html`<ul class="won" aria-label=${msg(str`${this.name(p.seat)}'s won piles`)}>
          ${p.piles.map(
            (pile, i) => html`<li data-flip=${pileKey(pile)}>${pileLine(String.fromCharCode(65 + i), pile.score.total, pile.cards.length)}
            (${pile.cards.map((c) => cardName(c.card)).join(', ')})</li>`,
          )}
        </ul>`
            : nothing
        }
      </tt-player-panel>`;
  }

  private prompts(v: FeebletonView) {
    const s = this.snapshot!;
    const legal = this.legal();
    const answers = legal.filter((l) => l.action.type === 'react' || l.action.type === 'pass');
    const trades = legal.filter((l) => l.action.type === 'trade');
    const arranging = legal.some((l) => l.action.type === 'arrange');
    const choice = this.selected ? this.optionsFor(Number(this.selected)) : [];
    const card = v.hand.find((h) => String(h.handle) === this.selected);
    return html`
      ${
        v.window?.mine && answers.length
          ? html`<fb-reaction-prompt .window=${v.window} .names=${s.names}
        .viewer=${v.viewer} .options=${answers}></fb-reaction-prompt>`
          : nothing
      }
      ${
        v.peek?.cards && v.peek.seat === v.viewer && (trades.length || arranging)
          ? html`<fb-peek-dialog .peek=${v.peek} .names=${s.names} .options=${trades}></fb-peek-dialog>`
          : nothing
      }
      ${
        choice.length > 1 && card
          ? html`<tt-choice-menu .heading=${msg(str`Play ${cardName(card.card)}: choose how`)} .options=${choice}
        @tt-choice-cancel=${() => (this.selected = '')}></tt-choice-menu>`
          : nothing
      }
    `;
  }

  override render() {
    const s = this.snapshot;
    const v = this.view;
    if (!s || !v) return html`<p>${msg('Setting up the table…')}</p>`;
    const prompt = tablePrompt(v, s.names);
    const ends = this.legal().filter((l) => l.action.type === 'end');
    // The controller names waits the view cannot know of (a peer's shuffle pass, a beacon link).
    const acting = v.players
      .filter((p) => p.toAct)
      .map((p) => p.seat)
      .join();
    const wait = !prompt.mine && s.waiting && s.waiting.seats.join() !== acting ? ` · ${waitingWords(s.waiting, s.names)}` : '';
    const detail = msg(str`Turn ${v.turn.number}, ${this.name(v.turn.seat)} to play${wait}`);
    return html`
      <div class="grid" @tt-act=${() => (this.selected = '')}>
        <tt-turn-banner .prompt=${prompt.text} .detail=${detail} .seat=${v.phase === 'over' ? null : v.turn.seat}
          ?urgent=${prompt.mine} ?busy=${s.busy}></tt-turn-banner>
        <section aria-labelledby="players-h" class="players"><h2 id="players-h" class="sr-only">${msg('Players')}</h2>${v.players.map((p) => this.panel(p))}</section>
        <div class="middle">
          <tt-deck-count data-flip="deck" .count=${v.deckCount} hint=${msg('The game ends when the last card is drawn.')}></tt-deck-count>
          <fb-pile .cards=${v.feebleton} .names=${s.names} ?target=${this.drag.dragging !== ''}></fb-pile>
        </div>
        ${this.prompts(v)}
        ${
          v.viewer !== null
            ? html`<section aria-labelledby="hand-h">
          <h2 id="hand-h">${msg(str`Your hand, ${this.name(v.viewer)}`)}</h2>
          <tt-hand label=${msg('Your hand')} .cards=${this.handCards()} .explain=${this.explainKey} .selected=${this.drag.dragging || this.selected}
            @tt-choose=${this.onChoose}></tt-hand>
          ${
            ends.length
              ? html`<div class="bar">${ends.map(
                  (l) => html`<button type="button"
            @click=${() => emit(this, 'tt-act', { action: l.action })}>${l.label}</button>`,
                )}</div>`
              : nothing
          }
        </section>`
            : nothing
        }
        <div class="side">
          ${v.viewer !== null ? html`<tt-all-moves .options=${this.legal()}></tt-all-moves>` : nothing}
          <tt-game-log .lines=${s.log} .rejected=${rejectedLines(s.rejected, s.names, (e) => refusal(e))}></tt-game-log>
        </div>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fb-table': FbTable;
  }
}
