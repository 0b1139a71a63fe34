/**
 * Feebleton's types: the public state, the actions, and the per-seat View the UI
 * renders without importing any rules (docs/architecture.md: components never import rules).
 *
 * The state is PUBLIC (engine/core/game.ts): cards in the deck and in hands are
 * opaque handles; a card's identity is in the state only while it is face up
 * (Feebleton, won piles, a reaction) or publicly known in a hand (a card the
 * Historian took). Everything else a seat knows comes from the dealer.
 *
 * Over 300 lines: the game's whole vocabulary (state, actions, view) in one place, types only.
 */
import type { Handle, Seat } from '../../core/game.js';
import type { RuleError } from '../../core/result.js';

// ---------------------------------------------------------------------------
// Cards

/** Every card name, in rulebook order (the rulebook, "Card Descriptions"). */
export const CARD_NAMES = [
  'Farmer',
  'Merchant',
  'Noble',
  'Artist',
  'Worker',
  'Council Member',
  'Guard',
  'Spy',
  'Thief',
  'King',
  'Broker',
  'Scientist',
  'Philosopher',
  'Engineer',
  'Historian',
  'General',
  'Conflagration',
  'Blockade',
  'Insurrection',
  'Marauders',
  'Tyranny',
  'Invasion',
  'Bribery',
] as const;
export type CardName = (typeof CARD_NAMES)[number];

/** The red cards (the rulebook, "7 Unique End of Era cards"). */
export const END_OF_ERA = ['Conflagration', 'Blockade', 'Insurrection', 'Marauders', 'Tyranny', 'Invasion', 'Bribery'] as const;
export type EndOfEra = (typeof END_OF_ERA)[number];

/** A card whose identity is public, with the handle it travels under. */
export interface Shown {
  readonly handle: Handle;
  readonly card: CardName;
}

/** A card in the viewer's hand: `why` (the rules' refusal, as data and in English) when no legal action plays it now. */
export interface InHand extends Shown {
  readonly why?: RuleError;
}

/** A face-up card and the seat that put it there. */
export interface Placed extends Shown {
  readonly seat: Seat;
}

/** A won pile, in the order its cards went into Feebleton. Piles never mix. */
export type Pile = readonly Shown[];

// ---------------------------------------------------------------------------
// Config

export interface FeebletonConfig {
  /** The first player; null: a `random` pending picks one (the rulebook, Setup 3). */
  readonly firstSeat: Seat | null;
}

// ---------------------------------------------------------------------------
// Actions

/** Artist and Philosopher: "-or-" (the rulebook, Card Terms): one ability, never both. */
export const MODES = ['draw', 'shuffle'] as const;
export type Mode = (typeof MODES)[number];

/**
 * Play a card from hand into Feebleton. It reveals the card: `card` is a claim
 * the dealer verifies. The choices a card asks for are made when it is played.
 */
export interface PlayAction {
  readonly type: 'play';
  readonly handle: Handle;
  readonly card: CardName;
  /** Artist, Philosopher: which ability. */
  readonly mode?: Mode;
  /** Spy, Thief: the chosen opponent (absent when no opponent may be chosen). */
  readonly target?: Seat;
  /** Broker, Scientist: whether to use the optional ("can") ability. */
  readonly use?: boolean;
  /** Historian: the Feebleton card taken (absent when Feebleton is empty). */
  readonly take?: Handle;
}

/** Play a Guard or the General into an open reaction window. Reveals the card. */
export interface ReactAction {
  readonly type: 'react';
  readonly handle: Handle;
  readonly card: 'Guard' | 'General';
}

/** Decline to react in an open window. Every eligible seat must answer. */
export interface PassAction {
  readonly type: 'pass';
}

/** Spy's second step: trade whole hands with the target, or not. */
export interface TradeAction {
  readonly type: 'trade';
  readonly trade: boolean;
}

/**
 * Council Member's second step: put the peeked cards back. `order` is private
 * (the dealer applies it, the log never carries it; see `publish`):
 * order[i] is the index into the peeked handles of the card that ends up at position i.
 */
export interface ArrangeAction {
  readonly type: 'arrange';
  readonly order?: readonly number[];
}

/**
 * End the turn, then draw up to 4: after the turn's card (declining further plays),
 * with an empty hand, or holding only cards that cannot be played now (Marauders,
 * Tyranny). In that last case `reveal` shows the whole hand, so every peer can
 * check that nothing was playable (the dealer verifies it like any claim).
 */
export interface EndAction {
  readonly type: 'end';
  readonly reveal?: readonly Shown[];
}

export type FeebletonAction = PlayAction | ReactAction | PassAction | TradeAction | ArrangeAction | EndAction;
export const ACTION_TYPES = ['play', 'react', 'pass', 'trade', 'arrange', 'end'] as const;

// ---------------------------------------------------------------------------
// State

/** What opened a reaction window: an opponent's hand-affecting card (Guard) or an End of Era (General). */
export const WINDOW_KINDS = ['guard', 'general'] as const;
export type WindowKind = (typeof WINDOW_KINDS)[number];

export interface ReactionWindow {
  readonly kind: WindowKind;
  /** The play that opened the window, with its choices; it resolves when the window closes. */
  readonly cause: PlayAction;
  readonly by: Seat;
  /** Every seat that may answer, in turn order from the player's left. */
  readonly eligible: readonly Seat[];
  /** Seats that have not answered yet (same order). */
  readonly waiting: readonly Seat[];
  /** Cards reacted so far, kept in `eligible` order so the answer order never matters. */
  readonly reactions: readonly Placed[];
}

/** After a deck reshuffle (Artist, Philosopher, Scientist): who draws how many, in order. */
export interface Draw {
  readonly seat: Seat;
  readonly count: number;
}

/** What the game is doing now; decides `pending`. The current player is `turn.seat`. */
export type Step =
  /** The opening shuffle of all 71 cards. */
  | { readonly kind: 'setup-shuffle' }
  /** A `random` in [0, seats) picks the first player. */
  | { readonly kind: 'setup-first' }
  /** The current player plays a card or ends the turn. */
  | { readonly kind: 'play' }
  /** Opponents answer a reaction window. */
  | { readonly kind: 'react'; readonly window: ReactionWindow }
  /** The Spy looks at `target`'s hand and decides whether to trade. */
  | { readonly kind: 'spy'; readonly target: Seat }
  /** The Council Member's player has peeked at these top deck cards and puts them back. */
  | { readonly kind: 'arrange'; readonly handles: readonly Handle[] }
  /** Thief or King: one `random` per victim, in order, picks the card taken. */
  | { readonly kind: 'steal'; readonly victims: readonly Seat[] }
  /** A `shuffle` of the whole deck, then these draws (Artist, Philosopher, Scientist). */
  | { readonly kind: 'reshuffle'; readonly draws: readonly Draw[] }
  /** The Broker's gathered hands: a `shuffle` of `pile`, then dealt one at a time to `affected`. */
  | { readonly kind: 'broker'; readonly pile: readonly Handle[]; readonly affected: readonly Seat[] }
  /** The last deck card was drawn. */
  | { readonly kind: 'over' };
export type StepKind = Step['kind'];

export interface Turn {
  readonly seat: Seat;
  /** 1 for the first turn of the game. */
  readonly number: number;
  /** The turn's card has been played (the rulebook, Player Turn, Step 1). */
  readonly played: boolean;
  /** Additional plays left (Worker +1, Engineer +3; they accumulate, each is optional). */
  readonly extraPlays: number;
  /** Seats whose hands opponents' cards cannot affect for the rest of this turn (Guard). */
  readonly guarded: readonly Seat[];
}

export interface FeebletonState {
  readonly seats: number;
  readonly config: FeebletonConfig;
  readonly step: Step;
  readonly turn: Turn;
  /** Face down; deck[0] is the top card. */
  readonly deck: readonly Handle[];
  /** Each seat's hand, face down (identities with the dealer). */
  readonly hands: readonly (readonly Handle[])[];
  /** Cards in hands whose identity everyone knows (the Historian's take); cleared by shuffles. */
  readonly known: readonly Shown[];
  /** The current Feebleton pile, face up, oldest first. */
  readonly feebleton: readonly Placed[];
  /** Each seat's won piles, in the order won. */
  readonly piles: readonly (readonly Pile[])[];
  /** Who drew the last card (the game is over), else null. */
  readonly endedBy: Seat | null;
}

// ---------------------------------------------------------------------------
// Scoring

/** One line of a pile's gold breakdown, for the end screen. */
export interface GoldLine {
  readonly card: CardName;
  readonly count: number;
  /** Gold these cards add (negative for deductions), 0 when blocked. */
  readonly gold: number;
  /** Why a line gives no gold or a changed amount (null when plain); the end screen words it. */
  readonly why: GoldWhy | null;
}

/**
 * blocked: a production blocker in the pile stops it (Conflagration, Blockade, Insurrection);
 * scientist: Farmers give 2 each with the Scientist; half / third: the Broker's +1 per 2 and
 * Bribery's -1 per 3 of `of` gold.
 */
export type GoldWhy =
  | { readonly kind: 'blocked'; readonly by: CardName }
  | { readonly kind: 'scientist' }
  | { readonly kind: 'half'; readonly of: number }
  | { readonly kind: 'third'; readonly of: number };

export interface PileScore {
  /** Gold from the cards after production blockers (Conflagration, Blockade, Insurrection). */
  readonly produced: number;
  /** Broker: floor(produced / 2) (the rulebook, "The Broker produces gold before any gold deductions"). */
  readonly broker: number;
  /** Marauders -2, Tyranny -3, Invasion -4 (as negative numbers summed). */
  readonly deductions: number;
  /** Bribery: -floor(gold / 3) of what is left, applied last; 0 or negative. */
  readonly bribery: number;
  readonly total: number;
  readonly lines: readonly GoldLine[];
}

// ---------------------------------------------------------------------------
// The View: everything one seat may see, ready to render

export const PHASES = ['setup', 'play', 'reaction', 'spy', 'arrange', 'dealing', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export interface PileView {
  readonly cards: readonly Shown[];
  readonly score: PileScore;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly handCount: number;
  /** Cards in this hand whose identity is public (the Historian's take). */
  readonly knownCards: readonly Shown[];
  readonly piles: readonly PileView[];
  /** Sum of the won piles' gold as they stand now. */
  readonly gold: number;
  /** Cards in won piles (the tie-break). */
  readonly cardsWon: number;
  /** Guarded for the rest of this turn: opponents' cards do not affect this hand. */
  readonly guarded: boolean;
  readonly isTurn: boolean;
  /** This seat must answer now (its move, or a reaction window). */
  readonly toAct: boolean;
}

export interface WindowView {
  /** 'guard': a Guard may answer a hand-affecting card; 'general': the General may prevent an End of Era. */
  readonly kind: WindowKind;
  /** The card that opened it and who played it. */
  readonly cause: Placed;
  /** The cause's target, for Spy and Thief. */
  readonly target: Seat | null;
  readonly eligible: readonly Seat[];
  readonly waiting: readonly Seat[];
  readonly reactions: readonly Placed[];
  /** The viewer must answer this window. */
  readonly mine: boolean;
}

/** A peek at hidden cards by one seat (Council Member, Spy); `cards` only for that seat. */
export interface PeekView {
  readonly seat: Seat;
  /** Whose hand is looked at (Spy), or null for the deck's top cards (Council Member). */
  readonly target: Seat | null;
  readonly handles: readonly Handle[];
  /** Identities, for the peeking seat only; null for everyone else. */
  readonly cards: readonly Shown[] | null;
}

export interface OutcomeView {
  readonly scores: readonly number[];
  readonly cardsWon: readonly number[];
  readonly winners: readonly Seat[];
  readonly ranking: readonly Seat[];
  readonly tiebreak: string;
}

export interface FeebletonView {
  /** The seat this view is for; null for a spectator. */
  readonly viewer: Seat | null;
  readonly seats: number;
  readonly phase: Phase;
  /** Whose turn it is and what they have left. */
  readonly turn: { readonly seat: Seat; readonly number: number; readonly played: boolean; readonly extraPlays: number };
  /** One sentence for the viewer: what happens now, and whether it is up to them. */
  readonly prompt: string;
  /** The viewer's own hand with identities ([] for a spectator), each with why it cannot be played now, if it cannot. */
  readonly hand: readonly InHand[];
  readonly players: readonly PlayerView[];
  /** The current Feebleton pile, face up, oldest first. */
  readonly feebleton: readonly Placed[];
  readonly deckCount: number;
  readonly window: WindowView | null;
  readonly peek: PeekView | null;
  readonly outcome: OutcomeView | null;
}
