/**
 * Test tables: a Feebleton position built from card names, with a LocalDealer
 * that knows exactly those cards, so a test reads like the rulebook example it
 * pins down. Used by the tests beside this file and by the bots' tests.
 */
import { LocalDealer } from '../../core/dealer.js';
import type { Handle, Seat } from '../../core/game.js';
import { expectOk, type Result } from '../../core/result.js';
import { feebleton } from './index.js';
import type { CardName, FeebletonAction, FeebletonState, Shown, Turn } from './types.js';
import { patch } from './zones.js';

export interface TableSpec {
  readonly seats?: number;
  /** Each seat's hand. */
  readonly hands: readonly (readonly CardName[])[];
  /** Deck from the top; `filler` Farmers go under it (default 20) so the game does not end by accident. */
  readonly deck?: readonly CardName[];
  readonly filler?: number;
  /** The current Feebleton, oldest first, with who played each card (default seat 0). */
  readonly feebleton?: readonly CardName[];
  readonly piles?: readonly (readonly (readonly CardName[])[])[];
  readonly turn?: Partial<Turn>;
}

export class Table {
  state: FeebletonState;
  readonly dealer: LocalDealer;

  constructor(spec: TableSpec, seed = 1) {
    const seats = spec.seats ?? spec.hands.length;
    const cards: CardName[] = [];
    const take = (names: readonly CardName[]): Handle[] => names.map((c) => cards.push(c) - 1);
    const hands = Array.from({ length: seats }, (_, s) => take(spec.hands[s] ?? []));
    const deck = [...take(spec.deck ?? []), ...take(Array<CardName>(spec.filler ?? 20).fill('Farmer'))];
    const feebleton = take(spec.feebleton ?? []).map((handle) => ({ handle, card: cards[handle]!, seat: 0 }));
    const piles = Array.from({ length: seats }, (_, s) => (spec.piles?.[s] ?? []).map((p) => take(p).map((handle) => ({ handle, card: cards[handle]! }))));
    const base = initialFor(seats);
    this.state = patch(base, {
      step: { kind: 'play' },
      deck,
      hands,
      feebleton,
      piles,
      turn: { seat: 0, number: 1, played: false, extraPlays: 0, guarded: [], ...spec.turn },
    });
    this.dealer = new LocalDealer(cards, seed);
  }

  /** The handle of the `n`th `card` in `seat`'s hand. */
  h(seat: Seat, card: CardName, n = 0): Handle {
    const hs = this.state.hands[seat]!.filter((x) => this.dealer.card(x) === card);
    if (hs[n] === undefined) throw new Error(`seat ${seat} holds no ${card} #${n}`);
    return hs[n]!;
  }

  /** Identities of a seat's hand, sorted by name (order-free comparisons). */
  hand(seat: Seat): string[] {
    return this.state.hands[seat]!.map((x) => this.dealer.card(x)!).sort();
  }

  card(h: Handle): string {
    return this.dealer.card(h)!;
  }

  knows(seat: Seat): ReadonlyMap<Handle, string> {
    return this.dealer.knowledge(feebleton, this.state, seat);
  }

  legal(seat: Seat): FeebletonAction[] {
    return feebleton.legalActions(this.state, seat, this.knows(seat));
  }

  /** Tries an action (parsed like the log's), without resolving pendings. */
  try(raw: unknown, seat: Seat): Result<FeebletonState> {
    const a = feebleton.parseAction(raw);
    if (!a.ok) return a;
    const r = this.dealer.act(feebleton, this.state, a.value, seat);
    if (r.ok) this.state = r.value;
    return r;
  }

  /** Plays an action that must be legal, then lets the dealer resolve what follows. */
  do(raw: unknown, seat: Seat): this {
    expectOk(this.try(raw, seat));
    return this.settle();
  }

  /** Plays the `card` in `seat`'s hand with the given choices. */
  play(seat: Seat, card: CardName, choices: Record<string, unknown> = {}): this {
    return this.do({ type: 'play', handle: this.h(seat, card), card, ...choices }, seat);
  }

  settle(): this {
    this.state = this.dealer.settle(feebleton, this.state);
    return this;
  }

  /** Resolves the pending `random` with a chosen value (a test's own dice). */
  random(value: number): this {
    this.state = expectOk(feebleton.resolve(this.state, { kind: 'random', value }));
    return this;
  }

  feebletonCards(): string[] {
    return this.state.feebleton.map((p) => p.card);
  }

  shown(seat: Seat): Shown[] {
    return this.state.hands[seat]!.map((handle) => ({ handle, card: this.card(handle) as CardName }));
  }
}

function initialFor(seats: number): FeebletonState {
  return feebleton.setup({ firstSeat: 0 }, seats);
}
