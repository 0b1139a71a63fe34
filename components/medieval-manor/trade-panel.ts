/**
 * The Trade Phase (the rulebook: "Players may freely make deals and trade
 * counters and cards with each other"): the open offers, and a free composer
 * for a new deal — pick a player, set the counters each side gives with steppers
 * (Peasants and Victory Points too; nobody may trade away their last Peasant),
 * tick the hand cards each side gives, propose. Any deal may be composed, not
 * only the engine's listed ones; if the rules refuse it, the table's `explain`
 * sentence says why. "Counter" fills the composer with an offer turned round.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Seat } from '../../engine/core/game.js';
import { COUNTERS, type Counter, type Deal, type MedievalManorAction, type MedievalManorView } from '../../engine/games/medieval-manor/types.js';
import type { LegalAction } from '../../components/shared/contract.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { cardName, counterName, dealIsEmpty, dealWords, nameOf } from './words.js';
import { single, type CounterEvent } from './offer-list.js';
import type { StepEvent } from './stepper.js';
import './offer-list.js';
import './stepper.js';
import type { RuleError } from '../../engine/core/result.js';
import { refusal } from './refusals.js';

type Side = 'give' | 'get';
const NONE: Readonly<Record<Counter, number>> = { peasants: 0, victory: 0, crops: 0, animals: 0, gold: 0, resources: 0 };

/** Hand indices of `cards` taken from `hand`, each index at most once (a hand may hold two Wheat). */
export function pickIndices(hand: readonly string[], cards: readonly string[]): number[] {
  const used = new Set<number>();
  for (const c of cards) {
    const i = hand.findIndex((h, k) => h === c && !used.has(k));
    if (i >= 0) used.add(i);
  }
  return [...used].sort((a, b) => a - b);
}

@localized()
@customElement('mm-trade-panel')
export class MmTradePanel extends LitElement {
  /** The seat's view (players, hands, offers). */
  @property({ attribute: false }) view: MedievalManorView | null = null;
  /** Player names by seat. */
  @property({ attribute: false }) names: readonly string[] = [];
  /** The seat's legal actions now. */
  @property({ attribute: false }) legal: readonly LegalAction<MedievalManorAction>[] = [];
  /** Why an action is refused now (the controller's dry run), or null. */
  @property({ attribute: false }) explain: (action: MedievalManorAction) => RuleError | null = () => null;

  @state() private partner: Seat | null = null;
  @state() private goods: Record<Side, Record<Counter, number>> = { give: { ...NONE }, get: { ...NONE } };
  @state() private cards: Record<Side, number[]> = { give: [], get: [] };
  @state() private reason = '';
  @state() private countering: number | null = null;

  static override styles = [
    base,
    css`
    :host { display: block; }
    section { display: grid; gap: 0.6rem; }
    h2 { font-size: 1.05rem; }
    h3 { font-size: 1rem; }
    fieldset { border: 2px solid var(--_line); border-radius: var(--_radius); padding: 0.4rem 0.6rem; margin: 0; min-width: 0; }
    legend { font-weight: 700; padding: 0 0.25rem; }
    .who { display: flex; flex-wrap: wrap; gap: 0.2rem 1rem; }
    .who label, .cards label { display: inline-flex; align-items: center; gap: 0.35rem; min-height: 44px; }
    input[type='radio'], input[type='checkbox'] { width: 1.3rem; height: 1.3rem; }
    .sides { display: grid; gap: 0.6rem; grid-template-columns: minmax(0, 1fr); }
    @media (min-width: 700px) { .sides { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
    .steppers { display: grid; gap: 0.2rem; }
    .cards { display: flex; flex-wrap: wrap; gap: 0 0.9rem; }
    .summary { margin: 0; font-weight: 700; }
    .bar { display: flex; flex-wrap: wrap; gap: 0.5rem; }
    .reason { color: var(--_bad); min-height: 1.2em; margin: 0; }
    .none { color: var(--_muted); margin: 0; }
  `,
  ];

  /** The hands the ticked cards index into, to drop the ticks when a trade changes them. */
  private hands = '';

  override willUpdate(changed: Map<string, unknown>): void {
    if (!changed.has('view')) return;
    const hands = JSON.stringify(this.view?.players.map((p) => p.hand) ?? []);
    if (this.hands && hands !== this.hands) this.cards = { give: [], get: [] };
    this.hands = hands;
    if (this.countering !== null && !this.view?.offers.some((o) => o.id === this.countering)) this.countering = null;
  }

  private get me(): Seat | null {
    return this.view?.seat ?? null;
  }

  private deal(side: Side): Deal {
    const owner = side === 'give' ? this.me : this.partner;
    const hand = owner === null ? [] : (this.view?.players[owner]?.hand ?? []);
    const goods = Object.fromEntries(COUNTERS.filter((g) => this.goods[side][g] > 0).map((g) => [g, this.goods[side][g]]));
    return { goods, cards: this.cards[side].map((i) => hand[i]).filter((c): c is string => c !== undefined) };
  }

  private reset(): void {
    this.goods = { give: { ...NONE }, get: { ...NONE } };
    this.cards = { give: [], get: [] };
    this.countering = null;
  }

  /** Fills the composer with offer `id` turned round (what they asked, you give). */
  counter(id: number): void {
    const o = this.view?.offers.find((x) => x.id === id);
    const v = this.view;
    if (!o || !v || this.me === null) return;
    this.partner = o.from;
    const fill = (d: Deal): Record<Counter, number> => ({ ...NONE, ...d.goods }) as Record<Counter, number>;
    this.goods = { give: fill(o.get), get: fill(o.give) };
    this.cards = {
      give: pickIndices(v.players[this.me]?.hand ?? [], o.get.cards),
      get: pickIndices(v.players[o.from]?.hand ?? [], o.give.cards),
    };
    this.countering = id;
    this.reason = '';
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#compose-h')?.focus());
  }

  private propose(): void {
    if (this.partner === null) {
      this.reason = msg('Choose the player to trade with first.');
      return;
    }
    const action = single({ type: 'propose', to: this.partner, give: this.deal('give'), get: this.deal('get') });
    const why = this.explain(action);
    if (why) {
      this.reason = refusal(why, this.names);
      return;
    }
    this.reason = '';
    emit(this, 'tt-act', { action });
    this.reset();
  }

  private setGoods(side: Side, g: Counter, n: number): void {
    this.goods = { ...this.goods, [side]: { ...this.goods[side], [g]: n } };
    this.reason = '';
  }

  private toggle(side: Side, i: number, on: boolean): void {
    const now = this.cards[side].filter((k) => k !== i);
    this.cards = { ...this.cards, [side]: on ? [...now, i].sort((a, b) => a - b) : now };
    this.reason = '';
  }

  private sideFields(side: Side, owner: Seat) {
    const v = this.view!;
    const p = v.players[owner]!;
    const them = nameOf(this.names, owner);
    const title = side === 'give' ? msg('You give') : msg(str`${them} gives`);
    /** "Crops you give", "Cards you ask Bo for". */
    const whose = (what: string) => (side === 'give' ? msg(str`${what} you give`) : msg(str`${what} you ask ${them} for`));
    return html`<fieldset>
      <legend>${title}</legend>
      <div class="steppers">${COUNTERS.map(
        (g) => html`<mm-stepper .label=${counterName(g, 2)}
        .ariaName=${whose(counterName(g, 2))} .value=${this.goods[side][g]} .max=${p.counters[g]}
        @mm-step=${(e: StepEvent) => this.setGoods(side, g, e.detail.value)}></mm-stepper>`,
      )}</div>
      ${
        p.hand.length === 0
          ? html`<p class="none">${msg('No cards in hand.')}</p>`
          : html`<div class="cards" role="group"
        aria-label=${side === 'give' ? msg('Cards you give') : msg(str`Cards you ask ${them} for`)}>${p.hand.map(
          (c, i) => html`<label><input type="checkbox"
          .checked=${this.cards[side].includes(i)} @change=${(e: Event) => this.toggle(side, i, (e.target as HTMLInputElement).checked)}>${cardName(c)}</label>`,
        )}</div>`
      }
    </fieldset>`;
  }

  private composer(v: MedievalManorView, me: Seat) {
    const others = v.players.filter((p) => p.seat !== me);
    const partner = this.partner;
    let summary = msg('Choose a player to trade with.');
    if (partner !== null) {
      const to = nameOf(this.names, partner);
      const give = dealWords(this.deal('give'));
      const get = dealWords(this.deal('get'));
      summary = msg(str`You offer ${to} ${give} for ${get}.`);
    }
    const empty = dealIsEmpty(this.deal('give')) && dealIsEmpty(this.deal('get'));
    return html`<section aria-labelledby="compose-h">
      <h3 id="compose-h" tabindex="-1">${
        this.countering !== null && partner !== null ? msg(str`Counter ${nameOf(this.names, partner)}'s offer`) : msg('Propose a deal')
      }</h3>
      <fieldset><legend>${msg('Trade with')}</legend><div class="who">${others.map(
        (p) => html`<label><input type="radio" name="partner"
        .checked=${partner === p.seat} @change=${() => this.choosePartner(p.seat)}>${nameOf(this.names, p.seat)}${p.done ? msg(' (done trading)') : ''}</label>`,
      )}</div></fieldset>
      ${partner === null ? nothing : html`<div class="sides">${this.sideFields('give', me)}${this.sideFields('get', partner)}</div>`}
      <p class="summary">${summary}</p>
      <p class="note">${this.proposalsNote(v.players[me]?.proposalsLeft ?? 0)}</p>
      <div class="bar">
        <button type="button" class="primary" aria-disabled=${partner === null || empty ? 'true' : 'false'}
          @click=${() => this.propose()}>${this.countering !== null ? msg('Send the counter-offer') : msg('Propose this deal')}</button>
        <button type="button" @click=${() => {
          this.reset();
          this.reason = '';
        }}>${msg('Clear')}</button>
      </div>
      <p class="reason" role="status" aria-live="polite">${this.reason}</p>
    </section>`;
  }

  /** The app's cap on proposals, said where it applies (notes.ts: it keeps a Trade Phase finite). */
  private proposalsNote(left: number): string {
    if (left === 0) return msg('You have made every proposal this app allows in one Trade Phase; you may still answer offers.');
    return left === 1 ? msg('You may make 1 more proposal this Trade Phase.') : msg(str`You may make ${left} more proposals this Trade Phase.`);
  }

  private choosePartner(seat: Seat): void {
    if (seat !== this.partner) this.cards = { ...this.cards, get: [] };
    this.partner = seat;
    this.reason = '';
  }

  override render() {
    const v = this.view;
    if (!v) return nothing;
    const me = this.me;
    const answer = (done: boolean) => this.legal.find((l) => l.action.type === 'trade' && l.action.items.length === 0 && l.action.done === done);
    const done = answer(true);
    const wait = answer(false);
    const trading = v.phase === 'trade' && me !== null && this.legal.length > 0;
    const answered = v.phase === 'trade' && me !== null && v.players[me]?.answered;
    return html`<section aria-labelledby="trade-h">
      <h2 id="trade-h">${msg('Trade')}</h2>
      <p class="note">${msg('Trading goes in rounds: everyone still trading gives one answer, then the round happens for all at once.')}</p>
      <mm-offer-list .offers=${v.offers} .names=${this.names} .seat=${me} .legal=${this.legal} .explain=${this.explain}
        @mm-counter=${(e: CounterEvent) => this.counter(e.detail.offer)}></mm-offer-list>
      ${trading ? this.composer(v, me) : nothing}
      ${answered ? html`<p role="status">${msg('You have answered this round; waiting for the others.')}</p>` : nothing}
      ${
        done || wait
          ? html`<div class="bar">
        ${wait ? html`<button type="button" @click=${() => emit(this, 'tt-act', { action: wait.action })}>${msg('Nothing this round')}</button>` : nothing}
        ${done ? html`<button type="button" @click=${() => emit(this, 'tt-act', { action: done.action })}>${msg('Done trading')}</button>` : nothing}
      </div>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mm-trade-panel': MmTradePanel;
  }
}
