/**
 * The shape of Feudalia's card data (cards.ts): vassals, masters, fiefs,
 * treasury cards, the cathedral and the scenarios, and the small language of
 * costs and effects their actions are written in. The rules (effects.ts) read
 * these records; no card has code of its own.
 */

/** The four resources, and the four fief types (a fief yields its own resource). */
export const RESOURCES = ['wheat', 'wood', 'clay', 'stone'] as const;
export type Res = (typeof RESOURCES)[number];
export type FiefType = Res;
/** A card's colour for where it may go: one fief type, or black (any). */
export type Colour = FiefType | 'any';

/** Where a record comes from: the rulebook's text, or reconstructed (the pictures were lost). */
export type Source = 'rulebook' | 'reconstructed';

/**
 * A payment: coins moved back on the treasury track, cubes from the payer's
 * fiefs (`any`: a black cube, any resource the payer chooses), and for a
 * vassal's hiring, one vassal of the type `upgrade` eliminated from the hand.
 */
export interface Cost {
  readonly coins?: number;
  readonly cubes?: Readonly<Partial<Record<Res | 'any', number>>>;
  readonly upgrade?: VassalId;
}

/**
 * One trade: give `n` cubes of one of the resources in `give`, plus `coins`;
 * get `take` cubes of one resource in `get`, or coins.
 */
export interface Trade {
  readonly give: readonly Res[];
  readonly n: number;
  readonly coins?: number;
  readonly get: readonly Res[] | 'coins';
  readonly take: number;
}

/**
 * What an action does, in order (the rulebook: "the effect(s) apply when the
 * card is activated, in the order they appear on the card").
 * - produce: cubes from the reserve; `fief` is the fief's own resource (field
 *   and master actions), `any` one the player chooses.
 * - coins: the treasury marker moves on.
 * - draw: cards from the player's own deck.
 * - trade: up to `times` trades among `options` ("the number on the arrow").
 * - vp: victory points, in halves (1 = ½ VP).
 * - levy: every other player's marker moves back `n`, the player's on by what was taken.
 * A trade's `n` cubes are all of one resource (the rulebook's examples: "2 wood").
 * A `start` master action has no cost.
 */
export type Effect =
  | { readonly kind: 'produce'; readonly res: Res | 'fief' | 'any'; readonly n: number }
  | { readonly kind: 'coins'; readonly n: number }
  | { readonly kind: 'draw'; readonly n: number }
  | { readonly kind: 'trade'; readonly times: number; readonly options: readonly Trade[] }
  | { readonly kind: 'vp'; readonly halves: number }
  | { readonly kind: 'levy'; readonly n: number };

/**
 * A vassal's action. A field action needs a free field in a fief of a type
 * `where` lists, at the coins it says (0: free); an influence action is one a
 * turn unless the one before it had the "+" (`plus`).
 */
export type VassalAction =
  | { readonly kind: 'field'; readonly where: Readonly<Partial<Record<FiefType, number>>>; readonly effects: readonly Effect[] }
  | { readonly kind: 'influence'; readonly plus: boolean; readonly cost: Cost; readonly effects: readonly Effect[] };

export type VassalId =
  | 'tax-collector'
  | 'feudal-lord'
  | 'serf'
  | 'pastor'
  | 'priest'
  | 'merchant'
  | 'trader'
  | 'reaper'
  | 'lumberjack'
  | 'kneader'
  | 'stonecutter'
  | 'abbot'
  | 'bishop'
  | 'shepherd'
  | 'seductress'
  | 'procurator'
  | 'farmhand'
  | 'smuggler';

export interface Vassal {
  readonly id: VassalId;
  readonly name: string;
  /** Cards of this type in the box. */
  readonly count: number;
  /** The hiring cost (null: never in the supply, like the tax collector). */
  readonly cost: Cost | null;
  readonly income: number;
  /** A gold-coloured type icon. */
  readonly specialist: boolean;
  /** An upgraded cleric (Ready for Everything draws one). */
  readonly cleric: boolean;
  /** The actions on the card: a card with two scrolls offers either, never both. */
  readonly actions: readonly VassalAction[];
  readonly source: Source;
}

/**
 * A master's action: `main`, once in the main phase, paying `cost` from its own
 * fief; `start`, applied in the start phase's straightening step. A `store`
 * master (the accountant, the cabinetmaker, who keep resources on their card)
 * shelters `store` of its fief's cubes from the tax collector (RECONSTRUCTED: the
 * cubes stay on the fief, so they pay costs and count towards its 12 as any). A cathedral master's action takes a
 * VP token from its "C" card for `cost`.
 */
export interface MasterAction {
  readonly when: 'main' | 'start';
  readonly cost: Cost;
  readonly effects: readonly Effect[];
}

export type CathedralPart = 'dean' | 'glass' | 'silver';

export type MasterId = string;

export interface Master {
  readonly id: MasterId;
  readonly name: string;
  readonly cost: Cost;
  /** The city it needs: a fief of this colour (black: any) of at least `level` (cathedral masters: 2). */
  readonly colour: Colour;
  readonly level: 0 | 1 | 2;
  readonly action: MasterAction | null;
  /** Cubes of its fief it shelters from the tax collector (the accountant, the cabinetmaker), 0 for most. */
  readonly store: number;
  /** Coins more saved at the end of the turn (the treasurer), 0 for most. */
  readonly saving: number;
  /** Noble icons on the card (a double icon is 2): the tie-break. */
  readonly nobles: 0 | 1 | 2;
  /** A cathedral master: the "C" card it builds. */
  readonly cathedral: CathedralPart | null;
  readonly source: Source;
}

/** One side of a fief card. */
export interface FiefFace {
  readonly level: 0 | 1 | 2;
  readonly fields: number;
  readonly cities: number;
  /** Victory points, in halves. */
  readonly vp: number;
  /** Defence (only the military mode, not in these scenarios). */
  readonly defence: number;
  /** The cost to go up one level; null on a level 2 face. */
  readonly upgrade: Cost | null;
}

export interface Fief {
  readonly id: number;
  readonly type: FiefType;
  /** One face (a level 0 card) or two (a level 1 / level 2 card). */
  readonly faces: readonly FiefFace[];
  readonly source: Source;
}

/**
 * A treasury face: for the sum of a player's fief levels in `levels`, the coins
 * saved for each position of the marker (`saved[i]` for i coins; past the end, the last).
 */
export interface TreasuryFace {
  readonly levels: readonly [number, number];
  readonly saved: readonly number[];
  readonly source: Source;
}

/** A cathedral card's VP tokens and what one costs. */
export interface CathedralCard {
  readonly id: 'foundations' | 'nave' | CathedralPart;
  readonly name: string;
  /** Tokens on it by player count (index = players), each worth `halves` halves. */
  readonly tokens: readonly number[];
  readonly halves: number;
  /** The cost of one token (the "C" cards: the master's cost instead). */
  readonly cost: Cost | null;
  /** The nave asks a sum of fief levels. */
  readonly minLevels: number;
  readonly source: Source;
}

export type ScenarioId = 'learning' | 'overproduction' | 'procurator' | 'dirty-business' | 'ready';

export interface Scenario {
  readonly id: ScenarioId;
  readonly name: string;
  /** Each player's starting deck, the tax collector included. */
  readonly deck: Readonly<Partial<Record<VassalId, number>>>;
  /** One upgraded worker of the player's choice joins the deck (Overproduction, Procurator, Dirty Business). */
  readonly chooseWorker: boolean;
  /** The vassal types in the supply ('ready': the standard ones; the specific ones are drawn). */
  readonly supply: readonly VassalId[];
  /** Masters face up from the start (the Learning Game), and the master deck (null: every basic master of the fiefs in play). */
  readonly faceUpMasters: readonly MasterId[];
  readonly masterDeck: readonly MasterId[] | null;
  /** Every player's fiefs (the Learning Game: wheat, clay, wood), or null for the draft. */
  readonly fiefs: readonly FiefType[] | null;
  readonly source: Source;
}
