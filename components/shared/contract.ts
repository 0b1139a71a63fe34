/**
 * The contract between a table and whatever runs the game: the one interface
 * every table UI talks to, whatever the mode. The components import it from
 * here, the sessions that implement it (src/session/local.ts for hot-seat and
 * solo, src/session/net-controller.ts for a networked room) too.
 *
 * The table only ever sees a `TableSnapshot`: the seat's view as the game
 * computes it, the legal actions with labels, the log in words and who the game
 * waits for. It sends back one of the legal actions (`tt-act`). No
 * mode-specific knowledge leaks into the UI, and no rule is restated there.
 */
import type { Outcome, Seat } from '../../engine/core/game.js';
import type { Result, RuleError } from '../../engine/core/result.js';

/** A game's words for one of its actions (buttons, screen readers), given the seats' names and the view. */
export type ActionLabel = (action: unknown, names: readonly string[], view: unknown) => string;

/** A legal action with the words a button or a screen reader says for it. */
export interface LegalAction<A = unknown> {
  readonly action: A;
  /** Short imperative label, e.g. "Play Farmer". */
  readonly label: string;
}

/** One line of the game log, in words. Hidden cards are "a card". */
export interface LogLine {
  /** Position in the accepted history, 0-based. */
  readonly index: number;
  /** Who acted; null for the table itself (shuffles, deals, the end). */
  readonly seat: Seat | null;
  readonly text: string;
}

/**
 * A networked entry every peer rejected (bad signature, illegal move, out of turn…). Nothing is
 * offered to re-issue it: with one writer per position, an honest device never has one refused.
 */
export interface RejectedEntry {
  /** Whose device made it, if it holds a seat. */
  readonly seat: Seat | null;
  /** What it was: an entry of kind `t`, two entries signed for one place (the ids), or bytes nobody could read. */
  readonly what:
    | { readonly kind: 'entry'; readonly t: string }
    | { readonly kind: 'equivocation'; readonly host: boolean; readonly entries: readonly string[] }
    | { readonly kind: 'unreadable' };
  /** Why it was rejected (the rules' or the protocol's refusal; status-words.ts words it). */
  readonly why: RuleError;
}

/**
 * What the game waits for, as data: the table words it in the reader's
 * language (components/shared/status-words.ts).
 */
export type WaitFor =
  /** A move of `who`; `sealed` when several answer at once and answers stay sealed until all are in. */
  | { readonly kind: 'move'; readonly who: readonly Seat[]; readonly sealed: boolean }
  /** The end-of-game audit: `who` have not published their secrets yet. */
  | { readonly kind: 'audit'; readonly who: readonly Seat[] }
  /** Drawing lots (the shared random beacon) for `purpose`. */
  | { readonly kind: 'lots'; readonly purpose: string; readonly who: readonly Seat[] }
  /** The mental-poker shuffle: `who` shuffles, pass `pass` of `of`. */
  | { readonly kind: 'shuffle'; readonly who: Seat; readonly pass: number; readonly of: number }
  /** Every device is checking the last shuffle. */
  | { readonly kind: 'checking' }
  /** Nothing else: only the cards still being dealt (see `dealing`). */
  | { readonly kind: 'deal' };

/** Who the game waits for. */
export interface Waiting {
  readonly seats: readonly Seat[];
  /** The game's own prompt for the awaited seats (the engine's English, e.g. "play a card"; an id, not shown). */
  readonly prompt: string;
  readonly for: WaitFor;
  /** Cards still being dealt: to whom, and whose answers they wait for. */
  readonly dealing: { readonly to: readonly Seat[]; readonly from: readonly Seat[] } | null;
}

/** The end-of-game audit of a networked game, as data (components/shared/status-words.ts words it). */
export type Audit =
  /** The game ended before its natural end: nobody published a secret. */
  | { readonly kind: 'unaudited' }
  /** `seat` never published its secret and was voted out (null: a device that holds no seat). */
  | { readonly kind: 'forfeit'; readonly seat: Seat | null }
  /** `seat` is proven to have cheated in the audit. */
  | { readonly kind: 'cheat'; readonly seat: Seat | null }
  /** A published secret does not match its commitments. */
  | { readonly kind: 'mismatch' }
  | { readonly kind: 'waiting'; readonly who: readonly Seat[] }
  | { readonly kind: 'passed' };

/**
 * A hot-seat hand-over: the device must be passed to `seat` before its hand
 * is shown. While this is set, `view` is the spectator view (no hand in the DOM).
 */
export interface Handoff {
  readonly seat: Seat;
  readonly name: string;
  /** Why the device moves: the last move in words ("Bo plays Thief on Cy."), or null before the first move. */
  readonly reason: string | null;
}

export interface TableSnapshot<V = unknown, A = unknown> {
  readonly gameId: string;
  readonly names: readonly string[];
  /** Seats that are bots (solo games), so panels can say so. */
  readonly bots: readonly Seat[];
  /** Seats whose device is connected now (networked); every seat locally. */
  readonly connected: readonly Seat[];
  /** The seat this device acts for now; null for spectators and during a hand-over. */
  readonly mySeat: Seat | null;
  /** game.view(state, mySeat, knowledge). */
  readonly view: V;
  /** Legal actions of `mySeat` now (empty when it is not asked to act). */
  readonly legal: readonly LegalAction<A>[];
  readonly log: readonly LogLine[];
  /** Null when nobody is awaited (game over). */
  readonly waiting: Waiting | null;
  readonly handoff: Handoff | null;
  /**
   * Hot-seat: the other players on this device the game asks at the same time
   * (a trade phase, a reaction window); `passTo` hands one of them the device.
   */
  readonly alsoAsked?: readonly Seat[];
  readonly outcome: Outcome | null;
  readonly rejected: readonly RejectedEntry[];
  /** A bot or the network is working; the UI may show a quiet spinner. */
  readonly busy: boolean;
  /** Networked games, once over: the end-of-game audit (passed, waiting, or failed). */
  readonly audit?: Audit | null;
  /**
   * Networked games: the game has waited for `name` for `waitedMs` (past the visible
   * timeout), so this device may sign a forfeit against that seat; `signed` once it has.
   */
  readonly forfeit?: { readonly seat: Seat; readonly name: string; readonly waitedMs: number; readonly signed: boolean } | null;
  /**
   * Networked games ended other than by their rules: a seat voted out (a forfeit,
   * provisional: its move still beats the votes if it arrives), or a seat proven
   * to have cheated (two signed entries for one place in the log, both shown).
   */
  readonly ended?: RoomEnding | null;
  /**
   * Networked games: this device is still checking the room (values of its record read, of how many;
   * shuffle proofs being checked in the Worker). Moves wait until every value is read.
   */
  readonly checking?: { readonly read: number; readonly of: number; readonly proofs: number } | null;
}

export type RoomEnding =
  /** `mine`: this device's player was voted out; its move still beats the votes, so the table stays open to it. */
  | { readonly kind: 'forfeit'; readonly name: string; readonly afterEnd: boolean; readonly mine: boolean }
  /** `afterEnd`: the cheat was in the audit after the game's own end; its result stands for the others and the table shows it. */
  | { readonly kind: 'cheat'; readonly name: string; readonly entries: readonly string[]; readonly afterEnd: boolean };

/** A finished or running game written out for the replay viewer (JSON); `Id` is the list's game ids (src/games.ts). */
export interface GameRecord<Id extends string = string> {
  readonly format: 'tabletop-game-record';
  readonly version: 1;
  readonly gameId: Id;
  readonly config: unknown;
  readonly names: readonly string[];
  /**
   * Local games: the dealer's seed, so the replay can rebuild every hidden
   * card. Networked games: null (their records carry only public moves).
   */
  readonly seed: number | null;
  readonly moves: readonly RecordedMove[];
  readonly outcome: Outcome | null;
  /** ISO time the record was written (informational). */
  readonly exportedAt: string;
  /** Networked games: the room id, its code (which names its genesis) and every signed entry, so `npm run verify` can check it all. */
  readonly room?: string;
  readonly code?: string;
  readonly entries?: readonly unknown[];
}

export interface RecordedMove {
  readonly seat: Seat;
  readonly action: unknown;
  /** The log line at the time, so a record is readable without the game code. */
  readonly text: string;
}

export type Listener<V, A> = (snapshot: TableSnapshot<V, A>) => void;

export interface GameController<V = unknown, A = unknown, Id extends string = string> {
  readonly gameId: Id;
  /** Calls `listener` with the current snapshot at once and on every change. */
  subscribe(listener: Listener<V, A>): () => void;
  snapshot(): TableSnapshot<V, A>;
  /** Plays an action for `mySeat`. Fails (with a sentence) if it is not legal. */
  act(action: A): Promise<Result<void>>;
  /** Why `action` would be refused now (a dry-run apply), or null if it is legal; the game's refusals.ts words it. */
  explain(action: A): RuleError | null;
  /** What the game's bot would play for `mySeat` now (a hint), or null when it is not asked to act. */
  suggest?(): A | null;
  /** Networked only: signs this device's forfeit vote against the seat named in `snapshot.forfeit`. */
  forfeit?(): Promise<void>;
  /** Hot-seat only: pass the device to another player the game also asks now. */
  passTo?(seat: Seat): void;
  /** Hot-seat only: the next player has the device; show their hand. */
  acceptHandoff?(): void;
  /** The game as JSON, for the replay viewer. */
  exportRecord(): GameRecord<Id>;
  /** Stops timers and network; the controller is not used afterwards. */
  dispose(): void;
}
