/**
 * Felinia's types: the data records (board, boats, trade tiles, chips,
 * Mysterious Place cards), the public state, the actions and the config.
 *
 * Face-down piles are public multisets: a draw from the bag, the boat pile or
 * a country's face-down trade tiles is a `random` pending over what is left, so
 * the state never knows the future. The advanced game's Mysterious Place cards
 * are the one secret: hidden-card handles (mysteries.ts).
 *
 * Over 300 lines: every type of the game, each documented, in one place.
 */
import type { Seat } from '../../core/game.js';

// ---------------------------------------------------------------------------
// Closed sets

/** The five kinds of merchandise (the rulebook, "Game idea"), each the colour of one country. */
export const KINDS = ['books', 'wine', 'watches', 'clothing', 'glass'] as const;
export type Kind = (typeof KINDS)[number];

/** What a province's symbols give on entry (the rulebook, "Arrival"; advanced: food, Mysterious Place). */
export const REWARDS = ['spice', 'gold', 'coin', 'merchandise', 'food', 'mystery'] as const;
export type Reward = (typeof REWARDS)[number];

/** The board's two sides. */
export const SIDES = ['basic', 'advanced'] as const;
export type Side = (typeof SIDES)[number];

/** The figures on the trade tiles: each type is scored on its own (the rulebook, "Prosperity scoring"). */
export const FIGURES = ['lion', 'tiger', 'cheetah', 'panther', 'lynx'] as const;
export type Figure = (typeof FIGURES)[number];

/** The eight special trade tiles of the advanced game (the rulebook, "Special trade tiles"), by effect. */
export const SPECIALS = ['food-scores', 'spice-scores', 'lone-merchants', 'mystery-scores', 'more-food', 'windfall', 'more-coins', 'more-gold'] as const;
export type Special = (typeof SPECIALS)[number];

export type Source = 'rulebook' | 'reconstructed';

/** The six kinds of Mysterious Place (the advanced game; reconstructed: the rulebook names none). */
export const PLACES = ['temple', 'oasis', 'ruins', 'waterfall', 'grotto', 'observatory'] as const;
export type Place = (typeof PLACES)[number];

// ---------------------------------------------------------------------------
// Data records

export interface CountryInfo {
  readonly id: number;
  readonly name: string;
  readonly colour: string;
  /** The merchandise of the country's colour: every boat there asks for at least one. */
  readonly kind: Kind;
  readonly source: Source;
}

export interface Province {
  /** Index in its side's `provinces`. */
  readonly id: number;
  readonly country: number;
  /** Next to the port (a merchant's first step), a crossroads, or a trading post (a trade tile's place). */
  readonly role: 'port' | 'crossroads' | 'post';
  /** What entering it gives: one entry per symbol (two symbols of a kind give two). */
  readonly rewards: readonly Reward[];
  /** Where the island drawing puts its centre, in a 1000 × 700 box (components draw it; no rule reads it). */
  readonly x: number;
  readonly y: number;
}

export interface BoardSide {
  readonly side: Side;
  readonly provinces: readonly Province[];
  /** Routes between provinces (both ways): within a country and across borders. */
  readonly routes: readonly (readonly [number, number])[];
  readonly source: Source;
}

export interface BoatTile {
  readonly id: number;
  /** Destination country. */
  readonly country: number;
  /** Departure time in minutes after midnight (the tile shows a clock: 5:00 is 300); earliest sails first. */
  readonly departs: number;
  readonly spaces: 1 | 2;
  /** The merchandise one merchant pays to board (two or three tiles). */
  readonly needs: readonly Kind[];
  /** Silver coins one merchant pays to board (0 or 1). */
  readonly coins: 0 | 1;
  /** The five blue-backed tiles go to the bottom of the pile, one for each destination. */
  readonly back: 'grey' | 'blue';
  readonly source: Source;
}

export interface TradeTile {
  readonly id: number;
  /** The country whose trading posts it is laid on (the back's colour). */
  readonly country: number;
  /** The figure scored in sets, or null for a special tile. */
  readonly figure: Figure | null;
  /** The advanced game's special effect, or null for a tile with a figure. */
  readonly special: Special | null;
  readonly source: Source;
}

export interface BonusChip {
  readonly id: number;
  readonly figure: Figure;
  /** Scored as one more tile of its figure, or +1 point for each tile of its figure. */
  readonly effect: 'extra' | 'plus-one';
  readonly source: Source;
}

/** A Mysterious Place card (the advanced game). Its identity is a hidden card's name: `place:n`. */
export interface MysteryCard {
  /** Its hidden-card handle before the opening shuffle. */
  readonly id: number;
  readonly card: string;
  readonly place: Place;
  /** The merchandise symbol at the bottom of the card: keeping it costs one of that kind (Books or Fine Wine), else null. */
  readonly needs: 'books' | 'wine' | null;
  readonly source: Source;
}

// ---------------------------------------------------------------------------
// Config and state

export interface FeliniaConfig {
  readonly variant: 'basic' | 'advanced';
  /** "Variant for very experienced players": the top boat tile of the pile is face up. */
  readonly seeTop: boolean;
  /** Who starts; null: the shared randomness picks. */
  readonly firstSeat: Seat | null;
}

export type Counts = Readonly<Record<Kind, number>>;

export interface PlayerState {
  /** Silver coins, 0..6. */
  readonly money: number;
  readonly goods: Counts;
  readonly gold: number;
  readonly spice: number;
  readonly food: number;
  /** Merchants in the player's stock (10 at the start). */
  readonly stock: number;
  /** Bid tokens placed on the player's own board this round, by round (1, 2 or 3 coins). */
  readonly own: readonly boolean[];
  /** Trade tiles taken, by id (face down before the player: its owner sees them). */
  readonly trade: readonly number[];
  /** Bonus chips taken, by id. */
  readonly chips: readonly number[];
  /** Mysterious Place cards kept (advanced), by hidden-card handle; `card` once shown (a Books or Fine Wine card, or at the end). */
  readonly places: readonly KeptPlace[];
}

export interface KeptPlace {
  readonly handle: number;
  readonly card: string | null;
}

/** Mysterious Place cards drawn and not yet chosen from: the drawer keeps one (or neither) and the rest go under the pile. */
export interface MysteryDraw {
  readonly seat: Seat;
  /** The drawn cards' handles, seen by the drawer alone. */
  readonly drawn: readonly number[];
  /** Draws still owed after this one (two Mysterious Place symbols). */
  readonly more: number;
}

/** A market or the Merchants' Guild: its merchandise and the bid tokens on it, bottom first. */
export interface Market {
  readonly closed: boolean;
  readonly goods: readonly Kind[];
  readonly bids: readonly Seat[];
}

export interface Boat {
  /** The boat tile on it, or null while the boat is empty (between sailing and refilling). */
  readonly tile: number | null;
  /** Merchants aboard, foremost first, by seat. */
  readonly riders: readonly Seat[];
}

/** A draw the shared randomness resolves. */
export type Draw =
  | { readonly zone: 'boat'; readonly to: number | 'top' }
  | { readonly zone: 'bag'; readonly to: { readonly market: number } | { readonly seat: Seat } }
  | { readonly zone: 'trade'; readonly province: number }
  | { readonly zone: 'first' }
  /** The Mysterious Place cards' opening shuffle (a `shuffle` pending: nobody may learn the order). */
  | { readonly zone: 'mysteries' };

/** A merchant on its way from its boat. */
export interface Walk {
  readonly seat: Seat;
  readonly country: number;
  /** Provinces entered so far, in order (the first is the port province). */
  readonly path: readonly number[];
  /** Steps left before food must pay for more (advanced). */
  readonly steps: number;
  /** Face-down trade tiles it may still turn up (basic: two after its first step). */
  readonly reveals: number;
}

/** 'reveal': the advanced game is over but for showing the Mysterious Place cards kept secret, so that each can be checked. */
export type Phase = 'setup' | 'bidding' | 'trading' | 'exploration' | 'storage' | 'reveal' | 'over';

export interface FeliniaState {
  readonly config: FeliniaConfig;
  readonly seats: number;
  readonly phase: Phase;
  readonly round: number;
  readonly first: Seat;
  /** Bidding: which of the three rounds, and whose turn. */
  readonly bidRound: number;
  readonly turn: Seat;
  readonly players: readonly PlayerState[];
  /** Merchandise in the bag. */
  readonly bag: Counts;
  /** The markets top to bottom, then the Merchants' Guild (last, never holding merchandise). */
  readonly markets: readonly Market[];
  /** Trading: the location being resolved; after a deal, the seat that may board. */
  readonly at: number;
  readonly boarding: Seat | null;
  readonly boats: readonly Boat[];
  /** Boat tiles still in the pile: the grey-backed ones over the blue-backed ones (public multisets). */
  readonly grey: readonly number[];
  readonly blue: readonly number[];
  /** The pile's top tile once it is face up (the very-experienced variant), else null. */
  readonly top: number | null;
  readonly discarded: readonly number[];
  /** Trade tiles out of the game (the advanced game's windfall tile, once taken). */
  readonly removed: readonly number[];
  /** Per province: the face-up trade tile on it, 'down' for a face-down one, or null. */
  readonly posts: readonly (number | 'down' | null)[];
  /** Face-down trade tiles of each country not yet turned up (public multisets). */
  readonly hidden: readonly (readonly number[])[];
  /** Per province: the seat whose merchant stands there, or null. */
  readonly merchants: readonly (Seat | null)[];
  readonly chips: readonly number[];
  /** Exploration: boats still to sail, in order, and the merchant walking. */
  readonly sailing: readonly number[];
  readonly walk: Walk | null;
  /** Storage: the seats still to choose what they keep. */
  readonly storing: readonly Seat[];
  /** The game ends after this exploration (a last merchant boarded, or the boat pile ran out). */
  readonly final: boolean;
  /** The Mysterious Place pile by hidden-card handle, top first (advanced; empty in the basic game). */
  readonly deck: readonly number[];
  /** Mysterious Place cards drawn, waiting for the drawer's choice. */
  readonly mystery: MysteryDraw | null;
  /** Seats whose shown Mysterious Place cards broke a rule (a place owned twice, a Books or Fine Wine card kept unshown): ranked last. */
  readonly caught: readonly Seat[];
  readonly draws: readonly Draw[];
}

// ---------------------------------------------------------------------------
// Actions

export type Sellable = Kind | 'gold' | 'spice';

export type FeliniaAction =
  /** Bidding: on the own board (1, 2 or 3 coins by bidding round) or on a market or the guild (its index). */
  | { readonly type: 'bid'; readonly at: 'own' | number }
  /** Trading, at a market: buy one of its merchandise for the price. */
  | { readonly type: 'buy'; readonly kind: Kind }
  /** Trading, at the guild: one of the player's merchandise for another kind from the bag, and a spice (advanced: or a food). */
  | { readonly type: 'exchange'; readonly give: Kind; readonly take: Kind; readonly extra: 'spice' | 'food' }
  /** Trading, at the guild: one gold and one spice for a bonus chip. */
  | { readonly type: 'chip'; readonly chip: number }
  /** Trading: take the bid token back without a deal. */
  | { readonly type: 'pass' }
  /** Right after a deal: a merchant onto this boat, paying its tile's merchandise and coins. */
  | { readonly type: 'board'; readonly boat: number }
  /** Right after a deal: done boarding. */
  | { readonly type: 'done' }
  /** Exploration (basic): turn up a face-down trade tile of the country. */
  | { readonly type: 'reveal'; readonly province: number }
  /** Exploration: the walking merchant enters this province. */
  | { readonly type: 'step'; readonly province: number }
  /** Exploration: the walk ends here (home again unless on a trade tile). */
  | { readonly type: 'stop' }
  /** Storage: the merchandise kept (3 free, a 4th for 2 coins); the rest is sold for 1 each. */
  | { readonly type: 'keep'; readonly goods: readonly Kind[] }
  /**
   * Mysterious Place cards drawn: keep this one (a handle drawn) or neither (null). `card` shows it as it is kept:
   * a Books or Fine Wine card must be shown, as its merchandise is paid; any other is kept secret (null).
   */
  | { readonly type: 'mystery'; readonly keep: number | null; readonly card: string | null }
  /** The advanced game's end: every Mysterious Place card kept secret shown, each claimed (the dealer checks it). */
  | { readonly type: 'show'; readonly cards: readonly { readonly handle: number; readonly card: string }[] }
  /** At any of the seat's turns: sell for 2 (gold) or 1 (spice, merchandise). */
  | { readonly type: 'sell'; readonly what: Sellable };

// ---------------------------------------------------------------------------
// The view a seat renders

export interface PlayerView extends Omit<PlayerState, 'trade' | 'chips' | 'places'> {
  readonly seat: Seat;
  /** Trade tiles: their ids for their owner (everyone's once the game is over); others see a tile's back, its country. */
  readonly trade: readonly { readonly country: number; readonly id: number | null }[];
  /** Bonus chips, face down before their owner: ids for the owner, null for others until the end. */
  readonly chips: readonly (number | null)[];
  /** Mysterious Place cards kept: their names to the owner and once shown, else null. */
  readonly places: readonly (string | null)[];
}

export interface FeliniaView extends Omit<FeliniaState, 'players' | 'hidden' | 'grey' | 'blue' | 'draws' | 'deck' | 'mystery'> {
  /** The seat looking, or null for a spectator. */
  readonly viewer: Seat | null;
  /** The seats the game waits for (none while a draw is due). */
  readonly toAct: readonly Seat[];
  readonly players: readonly PlayerView[];
  /** Boat tiles left in the pile (face down, the top one excepted in the very-experienced variant). */
  readonly pile: number;
  /** Face-down trade tiles left in each country. */
  readonly hiddenLeft: readonly number[];
  /** Mysterious Place cards left in their pile. */
  readonly mysteriesLeft: number;
  /** Cards drawn and waiting for the drawer's choice: their names to the drawer, null to the others. */
  readonly mystery: { readonly seat: Seat; readonly drawn: readonly (string | null)[]; readonly handles: readonly number[] } | null;
}
