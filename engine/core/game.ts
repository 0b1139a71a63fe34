/**
 * The game contract (docs/architecture.md).
 *
 * A game is a plain object of pure functions over readonly, JSON-serialisable
 * state. The state is PUBLIC: everything every seat may know. Hidden cards are
 * opaque handles (small integers); which card a handle is lives outside the
 * state, with a dealer (engine/core/dealer.ts): the local dealer of hot-seat and
 * solo games knows every card, the mental-poker dealer of a networked room knows
 * only what the seat it runs for may see. Randomness and shuffles are explicit
 * steps (`pending`) the dealer resolves, never calls hidden inside the rules.
 */
import type { Result } from './result.js';

/** A seat at the table, 0-based, in turn order. */
export type Seat = number;

/** An opaque hidden-card handle. Stable while the card moves between zones. */
export type Handle = number;

/** What a seat privately knows: the identity of some handles. */
export type Knowledge = ReadonlyMap<Handle, string>;

/** What must happen before play can go on. */
export type Pending =
  /** One of these seats must act (its legal actions are not empty). */
  | { readonly kind: 'move'; readonly seats: readonly Seat[]; readonly prompt: string }
  /** A uniform integer in [0, bound) from the shared randomness. */
  | { readonly kind: 'random'; readonly bound: number; readonly purpose: string }
  /** These hidden cards get a fresh secret order; nobody may learn it. */
  | { readonly kind: 'shuffle'; readonly handles: readonly Handle[]; readonly purpose: string };

/** How a `random` or `shuffle` pending was resolved. */
export type Resolution = { readonly kind: 'random'; readonly value: number } | { readonly kind: 'shuffle' };

export interface Outcome {
  /** Final score per seat (the game's own unit: gold, points, victory). */
  readonly scores: readonly number[];
  /** Winning seats: one, or several in a tie the rules leave standing. */
  readonly winners: readonly Seat[];
  /** Seats from first to last place. */
  readonly ranking: readonly Seat[];
  /** How ties were broken, in words, or '' if no tie-break was needed. */
  readonly tiebreak: string;
}

/** A hidden card claimed by an action (a play reveals it). The dealer checks the claim. */
export interface Claim {
  readonly handle: Handle;
  readonly card: string;
}

export interface Game<S, A, C = unknown, V = unknown> {
  readonly id: string;
  readonly name: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /**
   * How hidden cards are dealt in a networked room: 'open' games have none that
   * matter (every shuffle is a public draw from the beacon); 'poker' games deal
   * a common face-down deck by mental poker (docs/protocol.md §8).
   */
  readonly deal: 'open' | 'poker';

  /** The configuration a room starts from when nobody changes anything. */
  defaultConfig(seats: number): C;
  /** Parses an untrusted config (from the log). */
  parseConfig(raw: unknown, seats: number): Result<C>;

  /** The initial public state (deterministic). */
  setup(config: C, seats: number): S;

  /**
   * The cards a game's hidden handles start as: handle i is cards[i], before the
   * opening shuffle. Games without hidden cards return [].
   */
  cards(config: C, seats: number): readonly string[];

  /** Parses an untrusted action. */
  parseAction(raw: unknown): Result<A>;

  /** Every legal action of `seat`, given what it knows. */
  legalActions(state: S, seat: Seat, knows: Knowledge): A[];

  /**
   * Applies an action. Never throws on bad input, never mutates `state`.
   * Claims (`claims(action)`) are checked by the dealer before this is called.
   */
  apply(state: S, action: A, seat: Seat): Result<S>;

  /** Hidden cards this action says it reveals; the dealer verifies them. */
  claims(action: A): readonly Claim[];

  /**
   * A private reorder this action makes (Feebleton's Council Member puts the
   * cards it peeked at back in an order only it knows): `order[i]` is the index
   * into `handles` of the card that ends up at handles[i]. The public log never
   * carries the order; the dealer applies it (mental poker: a re-encryption with
   * a proof that the cards are the same). `publish` strips it from the action.
   */
  rearrangement?(state: S, action: A): { handles: readonly Handle[]; order: readonly number[] | null } | null;
  publish?(action: A): A;

  /** Resolves a `random` or `shuffle` pending. */
  resolve(state: S, resolution: Resolution): Result<S>;

  /** What must happen next; null once the game is over. */
  pending(state: S): Pending | null;

  /**
   * Who may see each hidden card right now, by handle. Handles absent here are
   * seen by nobody (a face-down deck); face-up cards are in the state itself.
   */
  viewers(state: S): ReadonlyMap<Handle, readonly Seat[]>;

  /**
   * Optional fast path: the handles `seat` may see now, exactly those `viewers`
   * lists it for (the conformance suite checks they agree). The local dealer asks
   * this on every move of a simulation, so it should not build the whole map.
   */
  visible?(state: S, seat: Seat): readonly Handle[];

  /** Exactly what `seat` may see (null: a spectator). */
  view(state: S, seat: Seat | null, knows: Knowledge): V;

  /**
   * Optional: what must hold in every reachable state (card conservation, no
   * negative stocks), as a list of problems, [] when sound. The conformance suite
   * and the simulation check it after every step.
   */
  invariants?(state: S): readonly string[];

  /** The result, once the game is over. */
  outcome(state: S): Outcome | null;

  /**
   * Optional: the result play has already settled before the game's own end, or null while play can still
   * change it. A room that stops early (a forfeit, a conviction) keeps this order for everyone but the seat
   * that stopped it, as after the game's end. Felinia: while the Mysterious Place cards kept secret are shown,
   * every score is known, so a seat that will not show (or an accomplice's) cannot erase the result.
   */
  settled?(state: S): Outcome | null;

  /** The action in words for the log; hidden cards as "a card". */
  describe(state: S, action: A, seat: Seat, names: readonly string[]): string;
}

// biome-ignore lint/suspicious/noExplicitAny: a game of any state, action, config and view, as the lists and the sessions hold them.
export type AnyGame = Game<any, any, any, any>;

/** The members only a game with hidden cards needs. */
type HiddenCardMembers = 'deal' | 'cards' | 'claims' | 'viewers' | 'visible';

/** A game as `defineGame` takes it: the hidden-card members may be left out. */
export type GameSpec<S, A, C, V> = Omit<Game<S, A, C, V>, HiddenCardMembers> & Partial<Pick<Game<S, A, C, V>, HiddenCardMembers>>;

/**
 * Declares a game. An open-information game (every card face up, every draw a
 * public one from the shared randomness) leaves out the hidden-card members and
 * gets them here: dealt 'open', no hidden cards, no claims, nobody seeing anything
 * private. A game with hidden cards writes its own.
 */
export function defineGame<S, A, C, V>(spec: GameSpec<S, A, C, V>): Game<S, A, C, V> {
  const hidden = spec.viewers !== undefined;
  return {
    deal: 'open',
    cards: () => [],
    claims: () => [],
    viewers: () => new Map(),
    ...(hidden ? {} : { visible: () => [] }),
    ...spec,
  };
}
