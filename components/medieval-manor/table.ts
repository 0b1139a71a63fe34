/**
 * The Medieval Manor table for one seat: the prompt, the phase track, the
 * players' boards, the map, the seat's face-up hand, the trade panel, every
 * legal move as a button, and the log. It receives the snapshot (view + legal
 * actions) and sends `tt-act` with the chosen action; it holds no rules
 * (docs/architecture.md: components never import rules): what is highlighted comes from the legal
 * list; why a card or a land is refused comes with the view (`handUse`, the engine's
 * words), and why a deal is refused from the controller's `explain`. A card goes on a land
 * by a click on it and one on the land, or dragged there (components/shared/drag.ts).
 *
 * Motion explains each move, the seat's own and those that arrive over the network
 * (components/shared/motion.ts): every card shown carries an id of its own (card-ids.ts), so
 * a card placed slides from the hand onto its land, a card drawn or bought comes from the
 * Play Deck, a kept one from the bought cards, a traded one from board to board, and a
 * card discarded flies to the discards; the player boards' counters flare when they change.
 *
 * Over 300 lines: the table's layout and its map from clicks to legal actions; its panels are their own elements.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { CellView, MedievalManorAction, MedievalManorView } from '../../engine/games/medieval-manor/types.js';
import type { LegalAction, TableSnapshot } from '../../components/shared/contract.js';
import type { HandCard } from '../../components/shared/hand.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { actionLabel } from './labels.js';
import { tablePrompt } from './prompt.js';
import { cardName, cellWords, nameOf } from './words.js';
import { cardFace, faceCard } from './faces.js';
import { usesCard } from '../../engine/games/medieval-manor/uses.js';
import type { CellEvent } from './map.js';
import '../../components/shared/hand.js';
import '../../components/shared/turn-banner.js';
import '../../components/shared/game-log.js';
import '../../components/shared/all-moves.js';
import './card-actions.js';
import '../../components/shared/choice-menu.js';
import './map.js';
import './phase-track.js';
import './player-board.js';
import './trade-panel.js';
import { rejectedLines, waitingWords } from '../../components/shared/status-words.js';
import type { RuleError } from '../../engine/core/result.js';
import { eventWords } from './event-words.js';
import { refusal } from './refusals.js';
import { Flip } from '../../components/shared/motion.js';
import { DragController, handCard, keyIn } from '../../components/shared/drag.js';
import { followCards, NO_IDS, type CardIds } from './card-ids.js';

/** The counts under the map, one sentence; its two numbers are where cards come from (the deck) and go to (the discards). */
function piles(deck: number, discards: number) {
  const [DECK, DISCARD] = ['\uE000', '\uE001'];
  return pileWords({ deckCount: DECK, discardCount: DISCARD })
    .split(/(\uE000|\uE001)/)
    .map((part) =>
      part === DECK ? html`<span data-flip="deck">${deck}</span>` : part === DISCARD ? html`<span data-flip="discard">${discards}</span>` : part,
    );
}

/** "Play Deck: 30 cards · Discards: 4"; `piles` passes marks for the numbers, to find them in any language. */
const pileWords = (v: { readonly deckCount: number | string; readonly discardCount: number | string }) =>
  msg(str`Play Deck: ${v.deckCount} cards · Discards: ${v.discardCount}`);

export type MedievalManorSnapshot = TableSnapshot<MedievalManorView, MedievalManorAction>;
type Legal = LegalAction<MedievalManorAction>;

/** Moves shown as a short bar under the hand: the few that name no card or land (the map, hand and trade panel hold the rest). */
const QUICK: readonly string[] = ['finish', 'pass', 'buy', 'feed', 'grow', 'convert'];

@localized()
@customElement('mm-table')
export class MmTable extends LitElement {
  /** What the controller says this device sees and may do. */
  @property({ attribute: false }) snapshot: MedievalManorSnapshot | null = null;
  /** Why an action is refused now (the controller's dry run), or null if it is legal. */
  @property({ attribute: false }) explain: (action: unknown) => RuleError | null = () => null;
  /** Offer to re-issue this device's rejected moves (networked play). */

  /** The id (card-ids.ts) of the selected hand card ('' for none). */
  @state() private selected = '';
  /** The map cell chosen for the selected card, while its payment is asked. */
  @state() private cell: number | null = null;
  /** Why the last choice was refused. */
  @state() private reason = '';

  protected readonly flip = new Flip(this);
  /** The ids of the cards shown (card-ids.ts), and the view they go with. */
  private ids: CardIds = NO_IDS;
  private idsOf: MedievalManorView | null = null;
  private lastId = 0;
  private readonly freshId = (): string => String(++this.lastId);
  /** The hand card of the seat's last move, for the next view to move (of two twins, the one clicked). */
  private chosen = '';

  static override styles = [
    base,
    css`
    :host { display: block; }
    .grid, .main, .side { display: grid; gap: 0.9rem; grid-template-columns: minmax(0, 1fr); align-content: start; }
    @media (min-width: 960px) { .grid { grid-template-columns: minmax(0, 3fr) minmax(17rem, 2fr); } }
    .players { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
    h2 { font-size: 1.05rem; }
    .reason { color: var(--_bad); font-weight: 700; min-height: 1.3em; margin: 0; }
    .meta { margin: 0.3rem 0 0; font-size: 0.85rem; color: var(--_muted); }
    ul.events { margin: 0; padding-left: 1.2rem; font-size: 0.88rem; }
    .moves { max-height: 22rem; overflow-y: auto; }
    .bar { display: flex; flex-wrap: wrap; gap: 0.4rem; }
    /* Keep one of the bought cards: the choice, and beside it (below it on a phone) the three faces. */
    .keep { display: grid; gap: 0.6rem; align-items: start; }
    @media (min-width: 700px) { .keep { grid-template-columns: minmax(0, 1fr) auto; } }
    .bought { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
    @media (max-width: 420px) { .bought { --tt-card-width: 6.6rem; gap: 0.35rem; } }
  `,
  ];

  private get view(): MedievalManorView | null {
    return this.snapshot?.view ?? null;
  }

  private names(): readonly string[] {
    return this.snapshot?.names ?? [];
  }

  private labelled: { snapshot: MedievalManorSnapshot | null; legal: Legal[] } = { snapshot: null, legal: [] };

  /** The legal actions with the controller's labels (ours where one is missing), worked out once per snapshot. */
  private legal(): Legal[] {
    const s = this.snapshot;
    if (!s) return [];
    if (this.labelled.snapshot !== s) {
      const legal = s.legal.map((l) => ({ action: l.action, label: l.label || actionLabel(l.action, s.names, s.view) }));
      this.labelled = { snapshot: s, legal };
    }
    return this.labelled.legal;
  }

  private hand(): readonly string[] {
    const v = this.view;
    return v && v.seat !== null ? (v.players[v.seat]?.hand ?? []) : [];
  }

  /** The ids beside the viewer's hand. */
  private handIds(): readonly string[] {
    const seat = this.view?.seat;
    return seat === null || seat === undefined ? [] : (this.ids.hands[seat] ?? []);
  }

  /** The place in the hand of the card with id `key` (-1: none). */
  private indexOf(key: string): number {
    return key === '' ? -1 : this.handIds().indexOf(key);
  }

  private selectedCard(): string {
    return this.hand()[this.indexOf(this.selected)] ?? '';
  }

  private placements(card: string): Legal[] {
    return this.legal().filter((l) => l.action.type === 'place' && l.action.card === card);
  }

  /** Sends `action`; `card` is the id of the hand card it uses, if one was chosen. */
  private act(action: MedievalManorAction, card = this.selected): void {
    this.chosen = card;
    emit(this, 'tt-act', { action });
  }

  /** What the viewer's next Upgrade costs (the Upgrades' cost badge); null for a spectator. */
  private upgradeCost(): number | null {
    const v = this.view;
    return v && v.seat !== null ? (v.players[v.seat]?.upgradeCost ?? null) : null;
  }

  private handCards(): HandCard[] {
    const v = this.view!;
    const legal = this.legal();
    const cost = this.upgradeCost();
    const ids = this.handIds();
    return this.hand().map((name, i) => {
      const face = cardFace(name, cost, v.cards[name]?.text ?? '');
      return { key: ids[i] ?? `at:${i}`, ...face, legal: legal.some((l) => usesCard(l.action, name)) };
    });
  }

  /** Why a hand card is refused: the rules' refusal, carried by the view, worded in the reader's language. */
  private explainKey = (key: string): string | null => {
    const why = this.view?.handUse[this.indexOf(key)]?.why;
    return why ? refusal(why, this.names()) : null;
  };

  private onChoose(e: CustomEvent<{ key: string }>): void {
    e.stopPropagation();
    const card = this.hand()[this.indexOf(e.detail.key)] ?? '';
    const uses = this.legal().filter((l) => usesCard(l.action, card));
    this.reason = '';
    this.cell = null;
    if (uses.length === 1 && uses[0]!.action.type !== 'place') {
      this.selected = '';
      this.act(uses[0]!.action, e.detail.key);
      return;
    }
    this.selected = this.selected === e.detail.key ? '' : e.detail.key;
    // Keyboard users go straight to the first land the card may go on (Escape comes back).
    const first = this.placements(card)[0]?.action;
    if (this.selected && first?.type === 'place') void this.updateComplete.then(() => this.renderRoot.querySelector('mm-map')?.focusTile(first.cell));
  }

  private onMapKey(e: KeyboardEvent): void {
    if (e.key !== 'Escape' || !this.selected) return;
    this.selected = '';
    this.cell = null;
    void this.updateComplete.then(() => this.renderRoot.querySelector('tt-hand')?.focusCurrent());
  }

  private onCell(e: CellEvent): void {
    const v = this.view;
    const card = this.selectedCard();
    const at = v?.map?.cells[e.detail.cell];
    if (!v || !at) return;
    this.cell = null;
    if (!card) {
      const where = cellWords(at);
      if (this.legal().some((l) => l.action.type === 'place')) this.reason = msg('Choose a card from your hand first, then a land for it.');
      else if (at.card) {
        const held = cardName(at.card.card);
        const by = nameOf(this.names(), at.card.seat);
        this.reason = msg(str`${where}: ${held}, placed by ${by}. You cannot place a card now.`);
      } else this.reason = msg(str`${where}. You cannot place a card now.`);
      return;
    }
    this.placeOn(at);
  }

  /** The selected card on land `at` (a click on the land, or the card dropped there): its one placement, the payment menu of several, or why not. */
  private placeOn(at: CellView): void {
    const card = this.selectedCard();
    const options = this.placements(card).filter((l) => l.action.type === 'place' && l.action.cell === at.index);
    if (options.length === 1) {
      const chosen = this.selected;
      this.reason = '';
      this.selected = '';
      this.act(options[0]!.action, chosen);
    } else if (options.length > 1) {
      this.reason = '';
      this.cell = at.index;
    } else {
      const name = cardName(card);
      const where = cellWords(at);
      const why = this.view?.handUse[this.indexOf(this.selected)]?.lands[at.index];
      this.reason = why ? refusal(why, this.names()) : msg(str`${name} cannot go on ${where} now.`);
    }
  }

  /** The placements of the hand card with id `key` (card-ids.ts) on land `cell` (none given: on any land). */
  private placing(key: string, cell?: number): Legal[] {
    const card = this.hand()[this.indexOf(key)] ?? '';
    return this.placements(card).filter((l) => cell === undefined || (l.action.type === 'place' && l.action.cell === cell));
  }

  /** A hand card dragged onto a land goes there as a click on it, then on the land, does (components/shared/drag.ts). */
  private readonly drag = new DragController(this, {
    source: (path) => {
      const card = handCard(path);
      return card && this.placing(card.key).length ? card : null;
    },
    target: (path, key) => {
      const cell = keyIn(path, 'data-cell')?.key;
      return cell !== undefined && this.placing(key, Number(cell)).length ? cell : null;
    },
    drop: (key, cell) => {
      const at = this.view?.map?.cells[Number(cell)];
      this.selected = key;
      this.cell = null;
      if (at) this.placeOn(at);
    },
  });

  /** Focus was inside the table before this update. */
  private hadFocus = false;

  override willUpdate(changed: Map<string, unknown>): void {
    this.hadFocus = this.matches(':focus-within');
    if (changed.has('snapshot')) {
      this.follow();
      const card = this.selectedCard();
      if (!card || !this.legal().some((l) => usesCard(l.action, card))) this.selected = '';
      this.cell = null;
      const prev = changed.get('snapshot') as MedievalManorSnapshot | null | undefined;
      if (prev && prev.log.length !== this.snapshot?.log.length) this.reason = '';
    }
  }

  /**
   * Carries the cards' ids over to the new view (card-ids.ts), before the `Flip` notes where things
   * are: the viewer's own cards that leave for the discards are marked so on their board now, for
   * the board cannot know it (the same id in the hand above is where a card placed or traded starts).
   */
  private follow(): void {
    const v = this.view;
    if (!v || v === this.idsOf) return;
    const prev = this.idsOf ? { view: this.idsOf, ids: this.ids } : null;
    const { ids, gone } = followCards(prev, v, this.freshId, this.chosen);
    const mine = (w: MedievalManorView | null) => (w && w.seat !== null ? w.players[w.seat]?.hand.join('\n') : undefined);
    if (mine(prev?.view ?? null) !== mine(v)) this.chosen = '';
    this.ids = ids;
    this.idsOf = v;
    if (gone.size) for (const b of this.renderRoot.querySelectorAll('mm-player-board')) b.discarding(gone);
  }

  override updated(): void {
    // A played card or a closed menu took the focused element away: keep keyboard users at the table.
    if (this.hadFocus && !this.matches(':focus-within')) void this.focusPrompt();
  }

  /** Puts focus where the seat must act: an open choice, else the hand, else the first move. */
  async focusPrompt(): Promise<void> {
    await this.updateComplete;
    const root = this.renderRoot;
    const menu = root.querySelector('tt-choice-menu');
    if (menu) return menu.focusFirst();
    const hand = root.querySelector('tt-hand');
    if (hand && this.handCards().some((c) => c.legal)) {
      await hand.updateComplete;
      hand.focusCurrent();
      return;
    }
    const moves = root.querySelector('tt-all-moves');
    if (moves) {
      await moves.updateComplete;
      const first = moves.renderRoot.querySelector<HTMLElement>('button[data-legal]');
      if (first) return first.focus();
    }
    root.querySelector<HTMLElement>('#hand-h, #map-h')?.focus();
  }

  private menus(v: MedievalManorView) {
    const card = this.selectedCard();
    const legal = this.legal();
    const keep = legal.filter((l) => l.action.type === 'keep');
    const pays = this.cell !== null ? this.placements(card).filter((l) => l.action.type === 'place' && l.action.cell === this.cell) : [];
    const at = this.cell !== null ? v.map?.cells[this.cell] : undefined;
    return html`
      ${
        keep.length
          ? html`<div class="keep"><tt-choice-menu .heading=${msg(str`You bought ${v.bought.map(cardName).join(', ')}: keep one`)} .options=${keep}
        .cancellable=${false}></tt-choice-menu>
        <ul class="bought" aria-label=${msg('The cards you bought')}>${repeat(
          v.bought,
          (_, i) => this.ids.bought[i] ?? `at:${i}`,
          (n, i) =>
            html`<li data-flip=${`card:${this.ids.bought[i]}`} data-flip-from="deck" data-flip-to="discard">${faceCard(
              cardFace(n, this.upgradeCost(), v.cards[n]?.text ?? ''),
            )}</li>`,
        )}</ul></div>`
          : nothing
      }
      ${
        pays.length > 1 && at
          ? html`<tt-choice-menu .heading=${msg(str`Place ${cardName(card)} on ${cellWords(at)}: how do you pay?`)}
        .options=${pays} @tt-choice-cancel=${() => (this.cell = null)}></tt-choice-menu>`
          : nothing
      }
    `;
  }

  /** The selected card's uses other than placing it (pairs to discard, a conversion, the hand limit). */
  private cardActions() {
    const card = this.selectedCard();
    const uses = card ? this.legal().filter((l) => usesCard(l.action, card) && l.action.type !== 'place') : [];
    if (!uses.length || this.cell !== null) return nothing;
    return html`<mm-card-actions .card=${card} .options=${uses} @tt-choice-cancel=${() => (this.selected = '')}></mm-card-actions>`;
  }

  private quick() {
    const moves = this.legal().filter((l) => QUICK.includes(l.action.type) && !(l.action.type === 'convert' && l.action.discard));
    if (moves.length === 0) return nothing;
    return html`<section aria-labelledby="quick-h">
      <h2 id="quick-h">${msg('Your moves')}</h2>
      <div class="bar">${moves.map((l) => html`<button type="button" @click=${() => this.act(l.action)}>${l.label}</button>`)}</div>
    </section>`;
  }

  private detail(v: MedievalManorView, mine: boolean): string {
    const s = this.snapshot!;
    const lord = v.lord !== null ? msg(str`Lord of the Manor: ${nameOf(s.names, v.lord)}`) : '';
    const wait = !mine && s.waiting ? waitingWords(s.waiting, s.names) : '';
    return [msg(str`Turn ${v.turn}`), lord, wait].filter(Boolean).join(' · ');
  }

  private mapSection(v: MedievalManorView, card: string) {
    const targets = card ? [...new Set(this.placements(card).map((l) => (l.action.type === 'place' ? l.action.cell : -1)))] : [];
    return html`<section aria-labelledby="map-h" @keydown=${this.onMapKey}>
      <h2 id="map-h" tabindex="-1">${card ? msg(str`The map: choose a land for ${cardName(card)} (Escape to cancel)`) : msg('The map')}</h2>
      <mm-map .cells=${v.map?.cells ?? []} .width=${v.map?.width ?? 4} .names=${this.names()} .cards=${v.cards} .keys=${this.ids.cells}
        .selected=${card} .targets=${targets} .converting=${v.converting} @mm-cell=${this.onCell}></mm-map>
      <p class="meta">${piles(v.deckCount, v.discardCount)}</p>
    </section>`;
  }

  private players(v: MedievalManorView, s: MedievalManorSnapshot) {
    return html`<section aria-label=${msg('Players')} class="players">${v.players.map(
      (p) => html`<mm-player-board .player=${p} .handIds=${this.ids.hands[p.seat] ?? []} .upgradeIds=${this.ids.upgrades[p.seat] ?? []}
      ?own=${p.seat === v.seat} .name=${nameOf(s.names, p.seat)} .cards=${v.cards} .phase=${v.phase} ?me=${p.seat === s.mySeat}
      ?connected=${s.connected.includes(p.seat)} ?bot=${s.bots.includes(p.seat)} ?toAct=${v.toAct.includes(p.seat)}></mm-player-board>`,
    )}</section>`;
  }

  override render() {
    const s = this.snapshot;
    const v = this.view;
    if (!s || !v) return html`<p>${msg('Setting up the table…')}</p>`;
    const legal = this.legal();
    const prompt = tablePrompt(v, s.names, s.mySeat, new Set(legal.map((l) => l.action.type)));
    const me = v.seat;
    const trade =
      v.phase === 'trade' || v.offers.length
        ? html`<mm-trade-panel .view=${v} .names=${s.names} .legal=${legal} .explain=${this.explain}></mm-trade-panel>`
        : nothing;
    return html`
      <div class="grid" @tt-act=${() => {
        this.chosen = this.selected;
        this.selected = '';
        this.cell = null;
      }}>
        <div class="main">
          <header>
            <tt-turn-banner .prompt=${prompt.text} .detail=${this.detail(v, prompt.mine)} .seat=${v.toAct.length === 1 ? v.toAct[0] : null}
              ?urgent=${prompt.mine} ?busy=${s.busy}></tt-turn-banner>
            <mm-phase-track .phase=${v.phase} .turn=${v.turn}></mm-phase-track>
          </header>
          ${trade}
          ${this.mapSection(v, this.drag.dragging ? (this.hand()[this.indexOf(this.drag.dragging)] ?? '') : this.selectedCard())}
          <p class="reason" role="status" aria-live="polite">${this.reason}</p>
          ${this.menus(v)}
          ${
            me !== null
              ? html`<section aria-labelledby="hand-h">
            <h2 id="hand-h" tabindex="-1">${msg(str`Your hand, ${nameOf(s.names, me)}`)}</h2>
            <tt-hand label=${msg('Your hand')} .cards=${this.handCards()} .explain=${this.explainKey} .selected=${this.drag.dragging || this.selected}
              @tt-choose=${this.onChoose}></tt-hand>
          </section>`
              : nothing
          }
          ${this.cardActions()}
          ${this.quick()}
          ${this.players(v, s)}
        </div>
        <div class="side">
          <tt-all-moves class="moves" .options=${legal}></tt-all-moves>
          ${
            v.events.length
              ? html`<section aria-labelledby="ev-h"><h2 id="ev-h">${msg('This turn')}</h2>
            <ul class="events">${v.events.map((e) => html`<li>${eventWords(e, s.names)}</li>`)}</ul></section>`
              : nothing
          }
          <tt-game-log .lines=${s.log} .rejected=${rejectedLines(s.rejected, s.names, refusal)}></tt-game-log>
        </div>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mm-table': MmTable;
  }
}
