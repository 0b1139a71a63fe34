/**
 * The open trade offers, each in words, with the answers the viewing seat may
 * give: Accept, Decline or Counter an offer made to it, Withdraw its own. An
 * answer the rules refuse now stays focusable and says why (the table's
 * `explain`), so the rule is learnt, not hidden.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Seat } from '../../engine/core/game.js';
import type { MedievalManorAction, OfferView, TradeItem } from '../../engine/games/medieval-manor/types.js';
import type { LegalAction } from '../../components/shared/contract.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { dealIsEmpty, dealWords, nameOf, possessive } from './words.js';
import type { RuleError } from '../../engine/core/result.js';
import { refusal } from './refusals.js';

export type CounterEvent = CustomEvent<{ offer: number }>;

/** "Bo offers you 2 Crops for your Wheat", from the viewer's side. */
export function offerWords(o: OfferView, names: readonly string[], viewer: Seat | null): string {
  const give = dealWords(o.give);
  const to = nameOf(names, o.to);
  const from = nameOf(names, o.from);
  if (dealIsEmpty(o.get)) {
    if (o.from === viewer) return msg(str`You offer ${to} ${give} for nothing`);
    return o.to === viewer ? msg(str`${from} offers you ${give} for nothing`) : msg(str`${from} offers ${to} ${give} for nothing`);
  }
  const get = dealWords(o.get);
  const theirs = possessive(to);
  if (o.from === viewer) return msg(str`You offer ${to} ${give} for ${theirs} ${get}`);
  return o.to === viewer ? msg(str`${from} offers you ${give} for your ${get}`) : msg(str`${from} offers ${to} ${give} for ${theirs} ${get}`);
}

const same = (a: MedievalManorAction, b: MedievalManorAction): boolean => JSON.stringify(a) === JSON.stringify(b);

@localized()
@customElement('mm-offer-list')
export class MmOfferList extends LitElement {
  /** Open offers. */
  @property({ attribute: false }) offers: readonly OfferView[] = [];
  /** Player names by seat. */
  @property({ attribute: false }) names: readonly string[] = [];
  /** The viewing seat (null: a spectator, who sees the offers without buttons). */
  @property({ attribute: false }) seat: Seat | null = null;
  /** The seat's legal actions now. */
  @property({ attribute: false }) legal: readonly LegalAction<MedievalManorAction>[] = [];
  /** Why an action is refused now, or null. */
  @property({ attribute: false }) explain: (action: MedievalManorAction) => RuleError | null = () => null;

  @state() private reason = '';

  static override styles = [
    base,
    css`
    :host { display: block; }
    ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.4rem; }
    li { padding: 0.45rem 0.6rem; border: 2px solid var(--_line); border-radius: var(--_radius); background: var(--_panel); }
    li.mine { border-color: var(--_accent); }
    p { margin: 0 0 0.3rem; }
    .bar { display: flex; flex-wrap: wrap; gap: 0.35rem; }
    button[aria-disabled='true'] { opacity: 0.7; border-style: dashed; }
    .none { color: var(--_muted); margin: 0; }
    .reason { color: var(--_bad); min-height: 1.2em; margin: 0.3rem 0 0; }
  `,
  ];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('offers')) this.reason = '';
  }

  private try(action: MedievalManorAction): void {
    if (this.legal.some((l) => same(l.action, action))) {
      this.reason = '';
      emit(this, 'tt-act', { action });
      return;
    }
    const why = this.explain(action);
    this.reason = why ? refusal(why, this.names) : msg('You cannot do that now.');
  }

  private answer(action: MedievalManorAction, text: string, label: string) {
    const ok = this.legal.some((l) => same(l.action, action));
    return html`<button type="button" aria-disabled=${ok ? 'false' : 'true'} aria-label=${label}
      @click=${() => this.try(action)}>${text}</button>`;
  }

  private offer(o: OfferView) {
    const words = offerWords(o, this.names, this.seat);
    const toMe = this.seat !== null && o.to === this.seat;
    const mine = this.seat !== null && o.from === this.seat;
    const from = nameOf(this.names, o.from);
    return html`<li class=${toMe || mine ? 'mine' : ''} data-offer=${o.id}>
      <p>${words}.</p>
      ${
        toMe
          ? html`<div class="bar">
        ${this.answer(single({ type: 'accept', offer: o.id }), msg('Accept'), msg(str`Accept ${possessive(from)} offer`))}
        ${this.answer(single({ type: 'decline', offer: o.id }), msg('Decline'), msg(str`Decline ${possessive(from)} offer`))}
        <button type="button" aria-label=${msg(str`Counter ${possessive(from)} offer`)}
          @click=${() => emit(this, 'mm-counter', { offer: o.id })}>${msg('Counter')}</button>
      </div>`
          : nothing
      }
      ${
        mine
          ? html`<div class="bar">${this.answer(
              single({ type: 'withdraw', offer: o.id }),
              msg('Withdraw'),
              msg(str`Withdraw your offer to ${nameOf(this.names, o.to)}`),
            )}</div>`
          : nothing
      }
    </li>`;
  }

  /** Offers to the viewer first, then the viewer's own, then the rest, each oldest first. */
  private sorted(): OfferView[] {
    const rank = (o: OfferView) => (o.to === this.seat ? 0 : o.from === this.seat ? 1 : 2);
    return this.offers.slice().sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  }

  override render() {
    return html`
      ${
        this.offers.length === 0
          ? html`<p class="none">${msg('No open offers.')}</p>`
          : html`<ul aria-label=${msg('Open offers')}>${this.sorted().map((o) => this.offer(o))}</ul>`
      }
      <p class="reason" role="status" aria-live="polite">${this.reason}</p>
    `;
  }
}

/** A trade round's answer holding one item. */
export const single = (item: TradeItem): MedievalManorAction => ({ type: 'trade', items: [item], done: false });

declare global {
  interface HTMLElementTagNameMap {
    'mm-offer-list': MmOfferList;
  }
  interface HTMLElementEventMap {
    'mm-counter': CounterEvent;
  }
}
