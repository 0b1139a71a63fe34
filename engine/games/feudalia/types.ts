/**
 * Feudalia's state, actions and view (the rulebook). The state is public: every
 * vassal card is a hidden-card handle (engine/core/game.ts) whose identity the
 * state holds only while it is face up (the supply, a discard pile, cards in
 * play); a deck is face down and a hand is its owner's alone. Masters and fiefs
 * are always face up, so they are plain ids.
 */
import type { Handle, Seat } from '../../core/game.js';
import type { CathedralPart, Effect, FiefType, MasterId, Res, ScenarioId, VassalId } from './card-types.js';

export type * from './card-types.js';

export type Cubes = Readonly<Record<Res, number>>;

export interface FeudaliaConfig {
  readonly scenario: ScenarioId;
  /** Who starts; null: drawn at random. */
  readonly firstSeat: Seat | null;
  /** Victory points that end the game (10; a variant may ask more). */
  readonly target: number;
}

/** A card shown face up: its handle and what it is. */
export interface Shown {
  readonly handle: Handle;
  readonly card: VassalId;
}

export interface MasterSlot {
  readonly id: MasterId;
  /** Turned: its action used this turn. */
  readonly used: boolean;
}

export interface FiefState {
  /** The card (cards.ts FIEFS id) and the face showing. */
  readonly card: number;
  readonly level: 0 | 1 | 2;
  readonly cubes: Cubes;
  /** Its cities, each empty or with a master. */
  readonly cities: readonly (MasterSlot | null)[];
  /** Fields occupied this turn. */
  readonly used: number;
}

export interface PlayerState {
  /** Face down, top first. */
  readonly deck: readonly Handle[];
  /** Seen by the owner alone. */
  readonly hand: readonly Handle[];
  /** Face up, newest last. */
  readonly discard: readonly Shown[];
  /** Vassals played this turn (field, influence), discarded at the end of the day. */
  readonly played: readonly Shown[];
  readonly fiefs: readonly FiefState[];
  /** The treasury marker. */
  readonly coins: number;
  /** Victory point tokens (the cathedral, masters), in halves. */
  readonly tokens: number;
  /** Out of the game: lost a tie for the lead, or caught cheating. */
  readonly out: boolean;
  /** Caught breaking a rule only its own cards could show (the tax collector): out, ranked last. */
  readonly caught: boolean;
  /** Kept in hand at the end of the last turn as a tax collector drawn late: the next start phase plays it. */
  readonly kept: readonly Handle[];
}

/** One effect still to apply, and where: the fief of a field or master action, null for an influence action. */
export interface Queued {
  readonly effect: Effect;
  readonly fief: number | null;
  /** Trades still allowed (a trade effect). */
  readonly left?: number;
}

/** What a payment is for: applied once it is paid. */
export type Purpose =
  | { readonly kind: 'hire'; readonly vassal: VassalId; readonly trash: Shown | null }
  | { readonly kind: 'upgrade'; readonly fief: number }
  | { readonly kind: 'build'; readonly part: CathedralPart | null }
  | { readonly kind: 'recruit'; readonly master: MasterId; readonly fief: number; readonly city: number }
  | { readonly kind: 'master'; readonly fief: number; readonly city: number }
  | { readonly kind: 'influence'; readonly card: Shown; readonly action: number }
  /** The tax collector: half of each fief's cubes, fief by fief (`next`: the fiefs still to pay). */
  | { readonly kind: 'tax'; readonly next: readonly number[] };

export interface Payment {
  /** Cubes still owed, by resource ('any': of the payer's choice). */
  readonly owed: Readonly<Partial<Record<Res | 'any', number>>>;
  /** The fiefs it may come from (null: any). */
  readonly fief: number | null;
  /** What was paid so far, refunded if the payment is called off. */
  readonly paid: readonly { readonly fief: number; readonly res: Res }[];
  readonly coins: number;
  readonly purpose: Purpose;
  /** May be called off (not once a card has been played for it). */
  readonly cancel: boolean;
}

/** A random draw still to make, from a public pile. */
export type Draw =
  | { readonly zone: 'first' }
  | { readonly zone: 'specific'; readonly cleric: boolean }
  /** A level 0 fief for the draft's offer, or for a redraw (`not`: of another type than this one). */
  | { readonly zone: 'fief'; readonly seat: Seat; readonly not?: FiefType }
  | { readonly zone: 'master' };

export type Step =
  /** Set-up draws and choices. */
  | { readonly kind: 'draft'; readonly seat: Seat; readonly offer: readonly number[] }
  | { readonly kind: 'redraw'; readonly seat: Seat }
  | { readonly kind: 'worker'; readonly seat: Seat }
  /**
   * A seat's deck is being shuffled (`pending` asks the dealer), then `draw` cards go to its hand and play goes
   * on where it was: the set-up's deal, the main phase (an effect drawing), the end phase's refill.
   */
  | { readonly kind: 'shuffle'; readonly seat: Seat; readonly draw: number; readonly after: 'setup' | 'main' | 'end' }
  /** The turn's main phase (the start phase is done by itself; the tax collector is played from here). */
  | { readonly kind: 'main' }
  | { readonly kind: 'pay'; readonly payment: Payment }
  /** Two masters drawn: choose one to hire (or none), then one to put under the deck. */
  | { readonly kind: 'recruit'; readonly hired: boolean }
  /** End phase: a fief over 12 cubes drops one. */
  | { readonly kind: 'limit' }
  | { readonly kind: 'over' };

export interface Turn {
  readonly seat: Seat;
  readonly number: number;
  /** The tax collector's step is behind (played, or the main phase begun without it). */
  readonly taxed: boolean;
  /** Influence actions: may play one ('free'), another after a "+" ('plus'), or none ('done'). */
  readonly influence: 'free' | 'plus' | 'done';
  readonly reshuffled: boolean;
  /** Two masters drawn and the choice not yet made (a recruit's payment called off goes back to it). */
  readonly scouted: boolean;
  /** Times masters were drawn this turn. */
  readonly scouts: number;
  /** Hand cards drawn during this main phase: a tax collector among them stays in hand. */
  readonly late: readonly Handle[];
  /** The hand when the tax collector took half its income, and the cards it took: checked once the hand is shown. */
  readonly taxHand: { readonly hand: readonly Handle[]; readonly gave: readonly Shown[] } | null;
  /** Every card shown this turn, to check the tax collector against. */
  readonly shown: readonly Shown[];
  readonly queue: readonly Queued[];
}

export interface Cathedral {
  /** 0: foundations, 1: main nave, 2: the three "C" cards. */
  readonly stage: 0 | 1 | 2;
  /** Tokens left on each card. */
  readonly tokens: Readonly<Record<'foundations' | 'nave' | 'dean' | 'glass' | 'silver', number>>;
}

export interface FeudaliaState {
  readonly config: FeudaliaConfig;
  readonly seats: number;
  readonly step: Step;
  readonly turn: Turn;
  /** The holder of the first player card: a round ends before it. */
  readonly first: Seat;
  readonly round: number;
  readonly players: readonly PlayerState[];
  /** Vassals for hire, face up, by type (handles of one type). */
  readonly supply: Readonly<Partial<Record<VassalId, readonly Handle[]>>>;
  /** Cards back in the box (upgraded away, or of types not in play). */
  readonly box: readonly Shown[];
  /** The cathedral masters still on their "C" cards, for hire. */
  readonly cathedralMasters: readonly MasterId[];
  /** Masters face up for hire; the master deck: a shuffled pile (a public multiset) over cards put under it, in order. */
  readonly masters: readonly MasterId[];
  readonly masterPile: readonly MasterId[];
  readonly masterBottom: readonly MasterId[];
  /** Level 0 fief cards left to draw (a public multiset), level 1/2 cards left. */
  readonly fiefPile: readonly number[];
  readonly estates: readonly number[];
  readonly cathedral: Cathedral;
  /** Ready for Everything: the specific vassal types still to draw from. */
  readonly specificPool: readonly VassalId[];
  /** Draws due before play goes on. */
  readonly draws: readonly Draw[];
  /** Someone ended a turn with the target: the round is the last unless the lead is short. */
  readonly ending: boolean;
  readonly winners: readonly Seat[] | null;
}

// ---------------------------------------------------------------------------
// Actions

export type FeudaliaAction =
  /** The draft: keep one of the two fiefs offered. */
  | { readonly type: 'draft'; readonly fief: number }
  /** Three fiefs of a type: put one back and draw until another type (`fief`), or keep them (null). */
  | { readonly type: 'redraw'; readonly fief: number | null }
  /** The upgraded worker that joins the starting deck. */
  | { readonly type: 'worker'; readonly vassal: VassalId }
  /** The start phase: play the tax collector; `gave`: the hand's cards it takes when no fief has 2 cubes (the cubes are paid next). */
  | { readonly type: 'tax'; readonly card: Shown; readonly gave: readonly Shown[] }
  | { readonly type: 'hire'; readonly vassal: VassalId; readonly trash: Shown | null }
  | { readonly type: 'income'; readonly card: Shown }
  | { readonly type: 'field'; readonly card: Shown; readonly action: number; readonly fief: number }
  | { readonly type: 'influence'; readonly card: Shown; readonly action: number }
  | { readonly type: 'upgrade'; readonly fief: number }
  /** A cathedral token: the foundations' or the nave's (null), or in the last phase a "C" card's, whose master the player hosts. */
  | { readonly type: 'build'; readonly part: CathedralPart | null }
  /** Draw two masters to hire one. */
  | { readonly type: 'scout' }
  | { readonly type: 'recruit'; readonly master: MasterId; readonly fief: number; readonly city: number }
  /** Hire none of them (none can be paid or housed). */
  | { readonly type: 'forgo' }
  | { readonly type: 'bottom'; readonly master: MasterId }
  | { readonly type: 'fire'; readonly fief: number; readonly city: number }
  | { readonly type: 'relocate'; readonly fief: number; readonly city: number; readonly to: number; readonly toCity: number }
  | { readonly type: 'use'; readonly fief: number; readonly city: number }
  /** Pay one cube of a payment, or call it off. */
  | { readonly type: 'pay'; readonly fief: number; readonly res: Res }
  | { readonly type: 'cancel' }
  /** An effect's choice: a produced cube's resource and fief. */
  | { readonly type: 'produce'; readonly fief: number; readonly res: Res }
  /** A trade of a trade effect (`option` of its list), or no more trades. */
  | { readonly type: 'trade'; readonly option: number; readonly give: Res; readonly get: Res | null; readonly fief: number }
  | { readonly type: 'stop' }
  /**
   * The end phase: every card left in hand shown, a tax collector drawn in the main phase `kept` (shown as one: it
   * stays in hand for the next start phase).
   */
  | { readonly type: 'end'; readonly shown: readonly Shown[]; readonly kept: readonly Shown[] }
  /** Over 12 cubes in a fief: drop one. */
  | { readonly type: 'drop'; readonly fief: number; readonly res: Res };

// ---------------------------------------------------------------------------
// The view a seat renders (view.ts)

export interface PlayerView extends Omit<PlayerState, 'deck' | 'hand'> {
  readonly seat: Seat;
  readonly deckSize: number;
  readonly handSize: number;
  /** The hand, to its owner: each card's handle and name (null while its share is on its way). */
  readonly hand: readonly { readonly handle: Handle; readonly card: VassalId | null }[] | null;
  /** Victory points in halves, and noble icons. */
  readonly score: number;
  readonly nobles: number;
  /** The coins the treasury card would keep if the turn ended now (flow.ts `saved`). */
  readonly saves: number;
}

export interface FeudaliaView extends Omit<FeudaliaState, 'players' | 'masterPile' | 'masterBottom' | 'fiefPile' | 'draws'> {
  readonly viewer: Seat | null;
  readonly toAct: readonly Seat[];
  readonly players: readonly PlayerView[];
  readonly masterDeck: number;
  readonly fiefDeck: number;
  /** Once the game is over, every seat in the result's order (scoring.ts `outcomeOf`); else null. */
  readonly ranking: readonly Seat[] | null;
}
