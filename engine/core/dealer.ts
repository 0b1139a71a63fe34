/**
 * The local dealer: one trusted party that knows every hidden card. It is what a
 * hot-seat or solo game (one device, every secret local), a simulation and the
 * conformance suite use. A networked room replaces it with the mental-poker
 * dealer of engine/protocol, which answers the same questions from the log.
 *
 * The dealer owns the identity of each handle and resolves `random` and
 * `shuffle` pendings from a seeded generator.
 */
import type { AnyGame, Handle, Knowledge, Resolution, Seat } from './game.js';
import { fail, ok, type Result } from './result.js';
import { rngFromState, seededRng, shuffled, type Rng } from './rng.js';

export interface DealerState {
  /** cards[h] is the identity of handle h. */
  readonly cards: readonly string[];
  readonly rng: readonly [number, number, number, number];
}

export class LocalDealer {
  private cards: string[];
  private rng: Rng;

  constructor(cards: readonly string[], seedOrRng: number | Rng) {
    this.cards = cards.slice();
    this.rng = typeof seedOrRng === 'number' ? seededRng(seedOrRng) : seedOrRng;
  }

  static restore(s: DealerState): LocalDealer {
    return new LocalDealer(s.cards, rngFromState(s.rng));
  }

  save(): DealerState {
    return { cards: this.cards.slice(), rng: this.rng.save() };
  }

  card(h: Handle): string | undefined {
    return this.cards[h];
  }

  /** What `seat` knows: every handle it may see now. */
  knowledge<S>(game: AnyGame, state: S, seat: Seat): Knowledge {
    const knows = new Map<Handle, string>();
    if (game.visible) {
      for (const h of game.visible(state, seat)) knows.set(h, this.cards[h]!);
      return knows;
    }
    for (const [h, seats] of game.viewers(state)) {
      if (seats.includes(seat)) knows.set(h, this.cards[h]!);
    }
    return knows;
  }

  /** Resolves what the game waits for, if the dealer can. */
  resolution<S>(game: AnyGame, state: S): Resolution | null {
    const p = game.pending(state);
    if (!p) return null;
    if (p.kind === 'random') return { kind: 'random', value: this.rng.int(p.bound) };
    if (p.kind === 'shuffle') {
      const ids = shuffled(
        p.handles.map((h) => this.cards[h]!),
        this.rng,
      );
      p.handles.forEach((h, i) => (this.cards[h] = ids[i]!));
      return { kind: 'shuffle' };
    }
    return null;
  }

  /**
   * Plays an action for `seat`: checks its claims against the true cards,
   * applies it, and carries out any private reorder it makes.
   */
  act<S, A>(game: AnyGame, state: S, action: A, seat: Seat): Result<S> {
    for (const c of game.claims(action)) {
      if (this.cards[c.handle] !== c.card) return fail('false-claim', `That card is not a ${c.card}.`);
    }
    const re = game.rearrangement?.(state, action) ?? null;
    const next = game.apply(state, action, seat);
    if (!next.ok) return next;
    if (re?.order) {
      const order = re.order;
      const before = re.handles.map((h) => this.cards[h]!);
      re.handles.forEach((h, i) => (this.cards[h] = before[order[i]!]!));
    }
    return ok(next.value as S);
  }

  /** Resolves every pending the dealer can, returning the state play goes on from. */
  settle<S>(game: AnyGame, state: S): S {
    for (;;) {
      const r = this.resolution(game, state);
      if (!r) return state;
      const next = game.resolve(state, r);
      if (!next.ok) throw new Error(`dealer resolution rejected: ${next.error.message}`);
      state = next.value as S;
    }
  }
}
