/**
 * Medieval Manor's types: the public state, the actions, the config, and the
 * per-seat View the UI renders without importing any rules (docs/architecture.md:
 * components never import rules).
 *
 * Nothing is hidden (`deal: 'open'`): hands are face up ("Players always keep
 * their hands face-up and visible to all", the rulebook, Trade Phase), so
 * every card is in the state by name. The Play Deck is a public MULTISET (a
 * count per card name), never an order: each draw is a `random` pending.
 *
 * Trade proposals: `legalActions` lists only a bounded, representative set of
 * deals (the space of deals is huge), but `parseAction` + `apply` accept ANY
 * well-formed proposal the proposer can pay, so the UI may compose deals freely.
 *
 * Stability: the UI is built against this file. Changes are additive only.
 *
 * Over 300 lines: the game's whole vocabulary (state, actions, config, view) in one place, types only.
 */
import type { Seat } from '../../core/game.js';
import type { RuleError } from '../../core/result.js';
import type { ManorEvent } from './events.js';

// ---------------------------------------------------------------------------
// Counters (README.md: P, V, C, A, G, R)

export const COUNTERS = ['peasants', 'victory', 'crops', 'animals', 'gold', 'resources'] as const;
export type Counter = (typeof COUNTERS)[number];

/** Goods = Food + Money: the counters that can be paid, traded and converted. */
export const GOODS = ['crops', 'animals', 'gold', 'resources'] as const;
export type Good = (typeof GOODS)[number];
export const FOOD = ['crops', 'animals'] as const;
export type Food = (typeof FOOD)[number];
export const MONEY = ['gold', 'resources'] as const;
export type Money = (typeof MONEY)[number];

export type Counters = Readonly<Record<Counter, number>>;
/** Some goods, e.g. a payment or one side of a deal. Absent keys are 0. */
export type Goods = Readonly<Partial<Record<Good, number>>>;

// ---------------------------------------------------------------------------
// Phases (the rulebook, Turn Sequence)

export const PHASES = ['draw', 'trade', 'work', 'rest', 'upgrade', 'feeding', 'end'] as const;
export type Phase = (typeof PHASES)[number];

// ---------------------------------------------------------------------------
// Lands (the rulebook, The Map)

export const BASIC_LANDS = [
  'River',
  'Fertile Fields',
  'Good Fields',
  'Poor Fields',
  'Woods',
  'Pasture',
  'Hills',
  'Road',
  'Village',
  'Market',
  'Church',
  'Castle',
] as const;
export const EXTRA_LANDS = ['Irrigated Fields', 'Hunting Grounds', 'Mountains', 'Forest'] as const;
export const LAND_NAMES = [...BASIC_LANDS, ...EXTRA_LANDS] as const;
export type LandName = (typeof LAND_NAMES)[number];

/** What a card's text allows: "treat the Irrigated Fields as Fields, the Mountains as Hills…". */
export const LAND_CLASSES = ['Fields', 'Woods', 'Pasture', 'Hills', 'River', 'Road', 'Village', 'Market', 'Church', 'Castle'] as const;
export type LandClass = (typeof LAND_CLASSES)[number];

// ---------------------------------------------------------------------------
// Cards (the data is in cards.ts)

export const CARD_KINDS = ['hardship', 'bounty', 'upgrade'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** A Play Deck card name; cards.ts holds the closed list (`isCardName`). */
export type CardName = string;

/** A card on the map and who played it. Every card on the map was placed this turn. */
export interface Placed {
  readonly card: CardName;
  readonly seat: Seat;
  /** 0, 1, 2… in the order cards were placed in this Work Phase. */
  readonly order: number;
}

export interface Cell {
  readonly land: LandName;
  readonly card: Placed | null;
}

/** The map, row-major: cell i is at row ⌊i / width⌋, column i mod width. */
export interface ManorMap {
  readonly width: number;
  readonly height: number;
  readonly cells: readonly Cell[];
}

// ---------------------------------------------------------------------------
// Config

export interface MedievalManorConfig {
  /**
   * 'random': the layout is drawn from the shared randomness at setup. Otherwise
   * the land in each cell, row-major (12 basic lands for 2–3 players on 3 rows of
   * 4, all 16 for 4+ on 4 rows of 4), with Road and River on an edge.
   */
  readonly layout: 'random' | readonly LandName[];
  /** The first Lord of the Manor; null: a `random` pending picks one (Setup 4). */
  readonly firstLord: Seat | null;
}

// ---------------------------------------------------------------------------
// State

export interface PlayerState {
  readonly counters: Counters;
  /** Face up, in the order drawn. Never holds a Hardship (they resolve when dealt). */
  readonly hand: readonly CardName[];
  /** Upgrade cards in play in front of the player, in the order bought. */
  readonly upgrades: readonly CardName[];
}

/** A trade proposal: `from` gives `give` to `to` and receives `get`. */
export interface Offer {
  /** From `nextOfferId` in the state: the same on every peer. */
  readonly id: number;
  readonly from: Seat;
  readonly to: Seat;
  readonly give: Deal;
  readonly get: Deal;
}

/** One side of a deal: goods counters and hand cards (by name; duplicates allowed). */
/** Counters a deal may trade: any of the six ("trade counters and cards", the rulebook, Trade Phase). */
export type Tradeable = Readonly<Partial<Record<Counter, number>>>;

export interface Deal {
  /** The counters traded: Peasants and Victory Points too (named `goods` since logs of the first rules reading, which traded goods only). */
  readonly goods: Tradeable;
  readonly cards: readonly CardName[];
}

/** Work that needs the shared randomness, done in order before play goes on. */
export type Task =
  /** Lay out the map at random: Road and River on edge cells, then the rest (picks in `layoutPicks`). */
  | { readonly kind: 'layout' }
  | { readonly kind: 'lord' }
  /** Deal `count` cards to `seat`. `why` decides what a Hardship does (setup: re-deal). */
  | { readonly kind: 'draw'; readonly seat: Seat; readonly count: number; readonly why: DrawReason }
  /** A Hardship that discards a random card from `seat`'s hand. */
  | { readonly kind: 'lose-card'; readonly seat: Seat; readonly hardship: CardName };

export const DRAW_REASONS = ['setup', 'deal', 'buy', 'swap', 'convert'] as const;
export type DrawReason = (typeof DRAW_REASONS)[number];

/** Where a phase is, beyond the phase name. */
export type Step =
  | { readonly phase: 'setup' }
  /** Draw Phase: `seat` is drawing; `bought` holds the 3 cards of a "pay 3 goods" draw until 2 are discarded. */
  | { readonly phase: 'draw'; readonly seat: Seat; readonly bought: readonly CardName[] }
  /**
   * Trade Phase, in lock-step rounds (trade.ts): who said done, how many proposals
   * each made this phase, each player's answer for the round under way (null
   * until given), and the round's number.
   */
  | {
      readonly phase: 'trade';
      readonly done: readonly boolean[];
      readonly proposals: readonly number[];
      readonly answers: readonly (TradeAnswer | null)[];
      readonly round: number;
    }
  /**
   * Work Phase: actions left per seat; `seat` acts next; `converting` is the cell
   * of the Bounty just played while its player may still use its conversion.
   */
  | { readonly phase: 'work'; readonly seat: Seat; readonly actionsLeft: readonly number[]; readonly converting: number | null; readonly placed: number }
  /** Upgrade Phase: `seat` may use its Upgrades' conversions. */
  | { readonly phase: 'upgrade'; readonly seat: Seat }
  /** Feeding Phase: `seat` feeds (`fed` false) then may buy a Peasant (`fed` true). */
  | { readonly phase: 'feeding'; readonly seat: Seat; readonly fed: boolean }
  /** End Phase: `seat` discards down to its hand limit. */
  | { readonly phase: 'end'; readonly seat: Seat }
  | { readonly phase: 'over' };

export interface MedievalManorState {
  readonly seats: number;
  readonly config: MedievalManorConfig;
  /** Null until laid out. */
  readonly map: ManorMap | null;
  /** Land picks made so far while laying out the map at random (cell index per land, in layout order). */
  readonly layoutPicks: readonly number[];
  /** The Play Deck as counts per card name (only names with a count > 0). */
  readonly deck: Readonly<Record<CardName, number>>;
  readonly discard: Readonly<Record<CardName, number>>;
  readonly players: readonly PlayerState[];
  /** The Lord of the Manor; -1 until chosen. */
  readonly lord: Seat;
  /** 1, 2, 3… */
  readonly turn: number;
  readonly step: Step;
  readonly tasks: readonly Task[];
  readonly offers: readonly Offer[];
  readonly nextOfferId: number;
  /** What happened by itself (hardships, gains, starving, deals), newest last; this turn only. */
  readonly events: readonly ManorEvent[];
}

// ---------------------------------------------------------------------------
// Actions

/**
 * Every action. Which phase each belongs to:
 * - draw: `buy` (pay 3 goods, draw 3), `keep` (keep 1 of those 3, discard 2),
 *   `swap` (discard 2 non-Hardship cards, draw 1), `finish`;
 * - trade (lock-step rounds): `trade`, a player's answer for the round: items
 *   (`propose`, `accept`, `decline`, `withdraw`) and whether it is done;
 * - work: `place` (a hand card on a free allowed cell; `pay` is the Money for an
 *   Upgrade), `sell` (discard 2 cards for 1 good), `pass` (spend an action on nothing);
 *   after a Bounty with a conversion: `convert` / `finish`;
 * - upgrade: `convert` (one use of an owned Upgrade's conversion) / `finish`;
 * - feeding: `feed` (which Food feeds the Peasants), `grow` (5 Food for a Peasant) / `finish`;
 * - end: `discard` (one card over the hand limit).
 */
export type MedievalManorAction =
  | { readonly type: 'buy'; readonly pay: Goods }
  | { readonly type: 'keep'; readonly card: CardName }
  | { readonly type: 'swap'; readonly cards: readonly [CardName, CardName] }
  | { readonly type: 'finish' }
  | TradeAnswer
  | { readonly type: 'place'; readonly card: CardName; readonly cell: number; readonly pay?: Goods }
  | { readonly type: 'sell'; readonly cards: readonly [CardName, CardName]; readonly good: Good }
  | { readonly type: 'pass' }
  /** `card`: the Bounty just played or an owned Upgrade; `discard`: the hand card a card-input conversion takes. */
  | { readonly type: 'convert'; readonly card: CardName; readonly discard?: CardName }
  | { readonly type: 'feed'; readonly pay: Goods }
  | { readonly type: 'grow'; readonly pay: Goods }
  | { readonly type: 'discard'; readonly card: CardName };

export type ActionType = MedievalManorAction['type'];

/** One thing a player does in a trade round. */
export type TradeItem =
  | { readonly type: 'propose'; readonly to: Seat; readonly give: Deal; readonly get: Deal }
  | { readonly type: 'accept'; readonly offer: number }
  | { readonly type: 'decline'; readonly offer: number }
  | { readonly type: 'withdraw'; readonly offer: number };

/** A player's whole answer for one trade round: any items (none: nothing this round), and whether it is done trading. */
export interface TradeAnswer {
  readonly type: 'trade';
  readonly items: readonly TradeItem[];
  readonly done: boolean;
}

// ---------------------------------------------------------------------------
// The View: everything one seat may see, ready to render

/** A card face, so the UI can show it without the rules. */
export interface CardInfo {
  readonly name: CardName;
  readonly kind: CardKind;
  /** The card text in words ("Gain 4 Crops. Place on Fields."). */
  readonly text: string;
  /** Where it may be placed (empty for Hardships). */
  readonly lands: readonly LandClass[];
  readonly source: 'rulebook' | 'reconstructed';
}

export interface CellView {
  readonly index: number;
  readonly row: number;
  readonly col: number;
  readonly land: LandName;
  /** What cards treat the land as. */
  readonly landClass: LandClass;
  /** Extra (or fewer) counters a card placed here gains, when it gains that type at all. */
  readonly modifier: Goods;
  /** "Fertile Fields: +1 Crop". */
  readonly modifierText: string;
  readonly edge: boolean;
  readonly castle: boolean;
  readonly card: Placed | null;
  /** Every card on the map was placed this turn (the Rest Phase clears it); true when `card` is set. */
  readonly placedThisTurn: boolean;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly counters: Counters;
  readonly food: number;
  readonly money: number;
  readonly goods: number;
  readonly hand: readonly CardName[];
  readonly upgrades: readonly CardName[];
  readonly handLimit: number;
  /** What the next Upgrade costs this player in Money (3 + upgrades owned). */
  readonly upgradeCost: number;
  readonly isLord: boolean;
  /** Work Phase: actions left (0 outside it). */
  readonly actionsLeft: number;
  /** Trade Phase: said done. */
  readonly done: boolean;
  /** Trade Phase: has answered the round under way (what, nobody else sees until the round happens). */
  readonly answered: boolean;
  /** Trade Phase: proposals this player may still make this phase (trade.ts MAX_PROPOSALS). */
  readonly proposalsLeft: number;
}

export interface OfferView extends Offer {
  /** "Ann gives 2 Crops for Bob's Wheat". */
  readonly text: string;
}

/** Which rule decided a tie for first (scoring.ts): most Upgrades, most Gold, or none (the win is shared). */
export type TieBreak = 'upgrades' | 'gold' | 'shared';

export interface OutcomeView {
  readonly winners: readonly Seat[];
  readonly ranking: readonly Seat[];
  /** The rule that broke a tie for first (scoring.ts), or null when there was no tie. */
  readonly tiebreak: TieBreak | null;
}

/** Why one of the viewer's hand cards cannot be used now, and why it cannot go on each land (blocked.ts). */
export interface CardUse {
  /** Null when some legal action uses the card; else the rules' refusal (as data, and in English). */
  readonly why: RuleError | null;
  /** By map cell while cards are placed (the Work Phase): null where the card may go. [] in other phases. */
  readonly lands: readonly (RuleError | null)[];
}

export interface MedievalManorView {
  /** The viewing seat (null: a spectator). */
  readonly seat: Seat | null;
  readonly turn: number;
  readonly phase: Phase | 'setup' | 'over';
  readonly phases: readonly Phase[];
  /** Seats that may act now (several in the Trade Phase). */
  readonly toAct: readonly Seat[];
  readonly lord: Seat | null;
  readonly players: readonly PlayerView[];
  readonly map: {
    readonly width: number;
    readonly height: number;
    readonly cells: readonly CellView[];
  } | null;
  readonly offers: readonly OfferView[];
  readonly deckCount: number;
  readonly discardCount: number;
  /** The 3 cards of a "pay 3 goods" draw waiting for 2 to be discarded (Draw Phase). */
  readonly bought: readonly CardName[];
  /** The map cell whose Bounty conversion may still be used (Work Phase). */
  readonly converting: number | null;
  /** Faces of every card named anywhere in this view. */
  readonly cards: Readonly<Record<CardName, CardInfo>>;
  /** What happened by itself this turn (hardships, gains, starving, deals), as data (events.ts). */
  readonly events: readonly ManorEvent[];
  /** What the viewing seat is asked to do, or what it waits for. */
  readonly prompt: string;
  /** The viewing seat's hand cards, in hand order: why each cannot be used now. [] for a spectator. */
  readonly handUse: readonly CardUse[];
  readonly outcome: OutcomeView | null;
}
