/**
 * One player's board: the shared player panel (name, connection, hand size,
 * Victory Points) with Medieval Manor's counters, the Food / Money / Goods
 * totals, the Upgrades in play and the face-up hand ("Players always keep their
 * hands face-up and visible to all", the rulebook, Trade Phase), each card with
 * its picture; the board's top edge is the seat's colour (the shared panel's,
 * components/shared/palette.ts `SEATS`), the banner its cards fly on the map.
 *
 * Motion (components/shared/motion.ts): each card listed carries its motion key
 * (`handIds`, `upgradeIds`: the table's card ids), so a card drawn slides in from
 * the Play Deck, one traded from the other player's board, an Upgrade from the
 * map, and one discarded flies to the discards; a counter that changes flares in
 * place (`pulse`), green for a gain, red for a loss. The viewer's own hand is the
 * table's big hand: here its cards are keyed apart (`own:`) and only leave.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { CardInfo, CardName, Counter, PlayerView } from '../../engine/games/medieval-manor/types.js';
import { icon, type IconName } from '../../components/shared/icons.js';
import { base } from '../../components/shared/theme.js';
import { pulse } from '../../components/shared/motion.js';
import { repeat } from 'lit/directives/repeat.js';
import { cardEmblem } from './card-art.js';
import { cardName, cardText, kindName } from './words.js';
import '../../components/shared/player-panel.js';

const SHOWN: readonly Counter[] = ['peasants', 'victory', 'crops', 'animals', 'gold', 'resources'];
/** Short words for the counters grid (Victory rather than Victory Points, so a phone fits three columns). */
const short = (): Readonly<Record<Counter, string>> => ({
  peasants: msg('Peasants'),
  victory: msg('Victory'),
  crops: msg('Crops'),
  animals: msg('Animals'),
  gold: msg('Gold'),
  resources: msg('Resources'),
});

const ICON: Readonly<Record<Counter, IconName>> = {
  peasants: 'peasant',
  victory: 'victory',
  crops: 'crops',
  animals: 'animals',
  gold: 'coin',
  resources: 'resources',
};

@localized()
@customElement('mm-player-board')
export class MmPlayerBoard extends LitElement {
  /** The player as the view shows them. */
  @property({ attribute: false }) player: PlayerView | null = null;
  /** Display name. */
  @property() name = '';
  /** Card faces by name. */
  @property({ attribute: false }) cards: Readonly<Record<CardName, CardInfo>> = {};
  /** This device's own seat. */
  @property({ type: Boolean }) me = false;
  /** The player's device is connected. */
  @property({ type: Boolean }) connected = true;
  /** Played by a bot. */
  @property({ type: Boolean }) bot = false;
  /** The game waits for this player. */
  @property({ type: Boolean }) toAct = false;
  /** The phase, to say what `actionsLeft` and `done` mean now. */
  @property() phase = '';
  /** Beside the hand and the Upgrades: the cards' ids (the table's, card-ids.ts), their motion keys. */
  @property({ attribute: false }) handIds: readonly string[] = [];
  @property({ attribute: false }) upgradeIds: readonly string[] = [];
  /** The viewer's own board (the table shows the same hand above, keyed `card:`). */
  @property({ type: Boolean }) own = false;

  /** The counters that changed in this update, and how (gain or loss). */
  private changes: [Counter, 'gain' | 'loss'][] = [];

  static override styles = [
    base,
    css`
    :host { display: block; }
    dl.counters { display: grid; grid-template-columns: repeat(auto-fill, minmax(6.6rem, 1fr)); gap: 0.15rem 0.5rem; margin: 0.4rem 0 0; font-size: 0.85rem; }
    dl.counters div { display: flex; justify-content: space-between; gap: 0.25rem; border-bottom: 1px dotted var(--_rule); }
    dt { color: var(--_muted); display: inline-flex; align-items: center; gap: 0.2rem; }
    dt svg { width: 1.1em; height: 1.1em; color: var(--_ink); }
    dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
    .total dt { color: var(--_ink); font-style: italic; }
    h4 { margin: 0.45rem 0 0.15rem; font-size: 0.85rem; }
    ul { margin: 0; padding: 0; list-style: none; font-size: 0.82rem; }
    li { display: flex; align-items: flex-start; gap: 0.3rem; margin: 0.1rem 0; }
    li .emblem { flex: none; width: 1.6rem; height: 1.6rem; margin-top: -0.1rem; }
    .kind { color: var(--_muted); }
    .none { margin: 0; font-size: 0.82rem; color: var(--_muted); }
    dd { border-radius: 3px; }
  `,
  ];

  private notes(p: PlayerView): string {
    const out: string[] = [];
    if (p.isLord) out.push(msg('Lord of the Manor'));
    if (this.phase === 'work') out.push(p.actionsLeft === 1 ? msg('1 action left') : msg(str`${p.actionsLeft} actions left`));
    if (this.phase === 'trade' && p.done) out.push(msg('Done trading'));
    out.push(msg(str`Next Upgrade costs ${p.upgradeCost} Money`));
    return out.join(' · ');
  }

  /** Before the table redraws: the cards with these ids leave for the discards (the viewer's own, whose fate only the table knows). */
  discarding(ids: ReadonlySet<string>): void {
    for (const li of this.renderRoot.querySelectorAll<HTMLElement>('li[data-id]')) if (ids.has(li.dataset.id!)) li.setAttribute('data-flip-to', 'discard');
  }

  override willUpdate(changed: Map<string, unknown>): void {
    const was = changed.get('player') as PlayerView | null | undefined;
    const now = this.player;
    this.changes =
      was && now && was.seat === now.seat
        ? SHOWN.flatMap((k): [Counter, 'gain' | 'loss'][] =>
            now.counters[k] === was.counters[k] ? [] : [[k, now.counters[k] > was.counters[k] ? 'gain' : 'loss']],
          )
        : [];
  }

  override updated(): void {
    for (const [k, how] of this.changes) {
      const dd = this.renderRoot.querySelector(`[data-counter="${k}"] dd`);
      const ring = how === 'gain' ? 'var(--_good)' : 'var(--_bad)';
      if (dd) pulse(dd, [{ boxShadow: `0 0 0 3px ${ring}` }, { boxShadow: '0 0 0 3px transparent' }]);
    }
    this.changes = [];
  }

  /**
   * A list of cards, each keyed by its id: a hand card (`hand`) may come from the Play Deck, and
   * leaves for the discards unless it is the viewer's own (`discarding` says when those do).
   */
  private cardList(names: readonly CardName[], ids: readonly string[], label: string, hand: boolean) {
    if (names.length === 0) return html`<p class="none">${msg('None.')}</p>`;
    const mine = hand && this.own;
    return html`<ul aria-label=${label}>${repeat(
      names,
      (n, i) => ids[i] ?? `${n}@${i}`,
      (n, i) => {
        const c = this.cards[n];
        const id = ids[i];
        return html`<li data-id=${id ?? nothing} data-flip=${id ? `${mine ? 'own' : 'card'}:${id}` : nothing}
        data-flip-from=${id && hand && !mine ? 'deck' : nothing} data-flip-to=${id && !mine ? 'discard' : nothing}>${cardEmblem(n)}<span><b>${cardName(n)}</b>${
          c ? html` <span class="kind">(${kindName(c.kind)})</span>: ${cardText(n, c.text)}` : nothing
        }</span></li>`;
      },
    )}</ul>`;
  }

  override render() {
    const p = this.player;
    if (!p) return nothing;
    const c = p.counters;
    const words = short();
    const row = (k: Counter) => html`<div data-counter=${k}><dt>${icon(ICON[k])} ${words[k]}</dt><dd>${c[k]}</dd></div>`;
    const whose = this.name;
    return html`
      <tt-player-panel .seat=${p.seat} .name=${this.name} .handCount=${p.hand.length} .score=${c.victory} unit="victory"
        ?connected=${this.connected} ?bot=${this.bot} ?me=${this.me} ?active=${this.toAct} ?toAct=${this.toAct}
        .note=${this.notes(p)}>
        <dl class="counters" aria-label=${msg(str`${whose}'s counters`)}>
          ${SHOWN.map(row)}
          <div class="total"><dt>${msg('Food')}</dt><dd>${p.food}</dd></div>
          <div class="total"><dt>${msg('Money')}</dt><dd>${p.money}</dd></div>
          <div class="total"><dt>${msg('Goods')}</dt><dd>${p.goods}</dd></div>
        </dl>
        <h4>${msg(str`Upgrades (${p.upgrades.length})`)}</h4>
        ${this.cardList(p.upgrades, this.upgradeIds, msg(str`${whose}'s Upgrades`), false)}
        <h4>${handHeading(p.hand.length, p.handLimit)}</h4>
        ${this.cardList(p.hand, this.handIds, msg(str`${whose}'s hand`), true)}
      </tt-player-panel>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mm-player-board': MmPlayerBoard;
  }
}

/** "Hand: 3 cards, face up (limit 5)"; over the limit, how many go in the End Phase. */
export function handHeading(cards: number, limit: number): string {
  const n = cards === 1 ? msg('1 card') : msg(str`${cards} cards`);
  const over = cards - limit;
  return cards > limit ? msg(str`Hand: ${n}, face up (limit ${limit}: ${over} to discard in the End Phase)`) : msg(str`Hand: ${n}, face up (limit ${limit})`);
}
