/**
 * Feuville's types: the public state, the actions, the config, and the per-seat
 * View the UI renders without importing any rules (docs/architecture.md: components never import rules).
 *
 * Nothing in Feuville is hidden (`deal: 'open'`): every tile is in the state by id.
 * Face-down stacks are public multisets (which tiles are left, never their order):
 * a draw is a `random` pending over what is left, so the state never knows the future.
 *
 * Stability: the View and the action shapes are what the UI builds against.
 * Changes are additive only; any other change is listed here.
 *
 * Over 300 lines: the game's whole vocabulary (state, actions, config, view) in one place, types only.
 */
import type { Seat } from '../../core/game.js';

// ---------------------------------------------------------------------------
// Closed sets

/** The three rows of building tiles, bottom to top of a column (the rulebook, "Laying rules"). */
export const ROWS = ['wall', 'tower', 'sky'] as const;
export type Row = (typeof ROWS)[number];

/** Backs of the building tiles (the rulebook, "Set up"): sky has I, II and the star back (✱). */
export const BACKS = ['I', 'II', 'star', 'start'] as const;
export type Back = (typeof BACKS)[number];

/** Status symbols (the rulebook, "Status symbols"). */
export const SYMBOLS = ['guard', 'star', 'flag', 'griffin'] as const;
export type StatusSymbol = (typeof SYMBOLS)[number];

/** "At your own discretion": guard OR flag OR star, never the griffin. */
export const DISCRETION_SYMBOLS = ['guard', 'star', 'flag'] as const;
export type DiscretionSymbol = (typeof DISCRETION_SYMBOLS)[number];

export const CORNERS = ['left', 'right'] as const;
export type Corner = (typeof CORNERS)[number];

/**
 * The six persons, by die face (the rulebook, "Persons in FEUVILLE"): 1 Travelling
 * Entertainer, 2 Thief, 3 Publican, 4 Architect, 5 Town Mayor, 6 Magician.
 */
export const PERSONS = ['entertainer', 'thief', 'publican', 'architect', 'mayor', 'magician'] as const;
export type Person = (typeof PERSONS)[number];
/** A die face, which is also the person's column on the board (1..6). */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

export const DECREE_KINDS = ['little', 'large', 'town', 'symbol', 'view', 'discretion'] as const;
export type DecreeKind = (typeof DECREE_KINDS)[number];

export const FAIRY_KINDS = ['prestige', 'selection', 'theft', 'fire'] as const;
export type FairyKind = (typeof FAIRY_KINDS)[number];

/** Where prestige points came from (the sim's figures and the score breakdown). */
export const POINT_SOURCES = ['entertainer', 'district', 'symbol', 'view', 'discretion', 'town', 'fairy', 'bonus'] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

// ---------------------------------------------------------------------------
// Data records (tiles.ts)

export type Source = 'rulebook' | 'reconstructed';
export type Symbols = Readonly<Record<StatusSymbol, number>>;

/** A building tile's face. Start tiles are wall tiles with `back: 'start'`. */
export interface BuildingTile {
  readonly id: string;
  readonly row: Row;
  readonly back: Back;
  /** Clouds (sky tiles only): each protects one column from the dragon. */
  readonly clouds: number;
  /** A town gate (wall tiles only). */
  readonly gate: boolean;
  /** Part of a left or right corner tower (wall base, tower body, sky roof). */
  readonly corner: Corner | null;
  readonly symbols: Symbols;
  readonly source: Source;
}

export interface Decree {
  readonly id: string;
  readonly kind: DecreeKind;
  /** Status symbol decrees: which symbol. */
  readonly symbol: StatusSymbol | null;
  /** Points per symbol (symbol ×1/×2/×3, discretion ×3, view ×1); 0 for the others. */
  readonly factor: number;
  readonly source: Source;
}

export interface FairyMagic {
  readonly id: string;
  readonly kind: FairyKind;
  /** Prestige points charms: their points; 0 otherwise. */
  readonly points: number;
  readonly source: Source;
}

// ---------------------------------------------------------------------------
// Config

export interface FeuvilleConfig {
  /** The start player; null: the dice roll-off of the rulebook decides. */
  readonly firstSeat: Seat | null;
}

// ---------------------------------------------------------------------------
// Actions

export type DieIndex = 0 | 1;
/** Where a tile comes from on its owner's side: the hand (just taken) or a board slot. */
export type From = 'hand' | 0 | 1;
/** Where a building tile goes: a wall starts a new column at either end; towers and skies go on a column (index, left to right). */
export type At = 'left' | 'right' | number;
/** A 2×2 grid for Splendid View: columns `column` and `column + 1`, levels `level` (0 wall+tower, 1 tower+sky). */
export interface Grid {
  readonly column: number;
  readonly level: 0 | 1;
}

/** Use one die (or both, for the gnome) on a person: take a building tile of that column. */
export interface TileAction {
  readonly type: 'tile';
  readonly dice: readonly DieIndex[];
  readonly person: Face;
  readonly row: Row;
}
/** Take the royal decree of that column. */
export interface DecreeAction {
  readonly type: 'decree';
  readonly dice: readonly DieIndex[];
  readonly person: Face;
}
/**
 * Use the person's skill. Thief: `target` (absent when nobody has an unprotected tile).
 * Mayor: `slot` of the decree display (absent when it is empty).
 * Magician: `restore`, up to two burnt columns.
 */
export interface SkillAction {
  readonly type: 'skill';
  readonly dice: readonly DieIndex[];
  readonly person: Face;
  readonly target?: { readonly seat: Seat; readonly slot: 0 | 1 };
  readonly slot?: number;
  readonly restore?: readonly number[];
}
/** Take a fairy magic from the display: with one die (act), or as the Magician's pick (no die). */
export interface FairyAction {
  readonly type: 'fairy';
  readonly die?: DieIndex;
  readonly slot: number;
}
/** The town evaluation: a die on its space, and the grass tile with the coat of arms under column `grass`. */
export interface TownAction {
  readonly type: 'town';
  readonly die: DieIndex;
  readonly grass: number;
}
/** Build a building tile into the townscape. */
export interface BuildAction {
  readonly type: 'build';
  readonly from: From;
  readonly at: At;
}
/** Put the held item on the player board (tiles/decrees: 2 slots; fairy magic: 2 slots), replacing `replace` if full. */
export interface StoreAction {
  readonly type: 'store';
  readonly replace?: 0 | 1;
}
/** Score a royal decree (from hand or board) with its parameters. */
export interface ScoreAction {
  readonly type: 'score';
  readonly from: From;
  /** Little: [c]; large: [c, c + 1]. */
  readonly columns?: readonly number[];
  readonly grid?: Grid;
  readonly symbol?: DiscretionSymbol;
}
/** Lay a theft protection (held, or fairy slot 0/1) on board slot `target`. */
export interface ProtectAction {
  readonly type: 'protect';
  readonly from: From;
  readonly target: 0 | 1;
}
/** Turn a burnt column back because the clouds now cover it. */
export interface RestoreAction {
  readonly type: 'restore';
  readonly column: number;
}
/**
 * Dragon: a column that burns. The player names one column at a time until as many burn
 * as the clouds fail to cover, so the choice is a short list, never every subset.
 * (`columns` always holds exactly one column; an array so the log's shape stays stable.)
 */
export interface BurnAction {
  readonly type: 'burn';
  readonly columns: readonly number[];
}
/** Dragon: play a fire protection (fairy slot). */
export interface FireAction {
  readonly type: 'fire';
  readonly slot: 0 | 1;
}
/** Publican / Architect / Great Selection: take a building tile from anywhere in the display. `at`: build at once (Publican guests must). */
export interface PickAction {
  readonly type: 'pick';
  readonly row: Row;
  readonly slot: number;
  readonly at?: At;
}
/** Play a Great Selection charm (fairy slot) and take any building tile. */
export interface CharmAction {
  readonly type: 'charm';
  readonly slot: 0 | 1;
  readonly row: Row;
  readonly pick: number;
}
/** Decline (a Publican pick, a Great Selection window). */
export interface PassAction {
  readonly type: 'pass';
}
/** Roll (again): after the dragon, or the Entertainer's next roll. Logged before the roll exists. */
export interface RollAction {
  readonly type: 'roll';
}
/** Stop: the Entertainer stops rolling. */
export interface StopAction {
  readonly type: 'stop';
}
/** End the turn (both dice used, nothing held) or decline the roll after the dragon. */
export interface EndAction {
  readonly type: 'end';
}

export type FeuvilleAction =
  | TileAction
  | DecreeAction
  | SkillAction
  | FairyAction
  | TownAction
  | BuildAction
  | StoreAction
  | ScoreAction
  | ProtectAction
  | RestoreAction
  | BurnAction
  | FireAction
  | PickAction
  | CharmAction
  | PassAction
  | RollAction
  | StopAction
  | EndAction;
export const ACTION_TYPES = [
  'tile',
  'decree',
  'skill',
  'fairy',
  'town',
  'build',
  'store',
  'score',
  'protect',
  'restore',
  'burn',
  'fire',
  'pick',
  'charm',
  'pass',
  'roll',
  'stop',
  'end',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

// ---------------------------------------------------------------------------
// State

export type Item =
  | { readonly kind: 'tile'; readonly id: string }
  | { readonly kind: 'decree'; readonly id: string }
  | { readonly kind: 'fairy'; readonly id: string };

export interface Column {
  /** Tile ids bottom-up: wall, tower, sky. */
  readonly tiles: readonly string[];
  readonly burnt: boolean;
  readonly grass: 'none' | 'plain' | 'crest';
}

export interface BoardSlot {
  readonly item: Item;
  /** A theft protection charm lying on it (its id), or null. */
  readonly protection: string | null;
}

export interface PlayerState {
  readonly columns: readonly Column[];
  /** Building tiles and decrees: at most 2. */
  readonly board: readonly BoardSlot[];
  /** Fairy magic, face down: at most 2. */
  readonly fairy: readonly string[];
  /** What the player just took and must place (build, store, score) before play goes on. */
  readonly hand: Item | null;
  /** Always false today: Publican guests build in the same action as their pick (kept for the View). */
  readonly mustBuild: boolean;
  readonly scored: readonly string[];
  readonly townDone: boolean;
  readonly points: Readonly<Record<PointSource, number>>;
  readonly score: number;
}

/** A face-down building stack: stack I lies on stack II, so I is drawn out first. */
export interface Stack {
  readonly I: readonly string[];
  readonly II: readonly string[];
}

export type DrawZone = Row | 'decree' | 'fairy';
export interface Draw {
  readonly zone: DrawZone;
  readonly slot: number;
}

export type Task =
  /** Start player roll-off: each contender rolls one die (the rulebook, "Set up"). */
  | { readonly kind: 'rolloff'; readonly contenders: readonly Seat[]; readonly rolls: readonly number[] }
  /** The current player rolls both dice (a `random` of bound 36). */
  | { readonly kind: 'roll' }
  /**
   * Dragomir: `need[s]` more columns of seat s burn; `waiting` answer (burn / fire).
   * A player picks the columns one at a time (each its own action); `started` lists those
   * who have begun, who may no longer play a fire protection this time.
   */
  | { readonly kind: 'dragon'; readonly need: readonly number[]; readonly waiting: readonly Seat[]; readonly started?: readonly Seat[] }
  /** After the dragon: roll again (and take a regular turn) or end. */
  | { readonly kind: 'reroll' }
  /** The current player uses the dice and builds/scores freely. */
  | { readonly kind: 'act' }
  /** Travelling Entertainer: `rolling` true means a roll is owed (a `random` of bound 6). */
  | { readonly kind: 'entertainer'; readonly sum: number; readonly rolls: readonly number[]; readonly rolling: boolean }
  /** Publican: the host's first pick, each guest clockwise, the host's second pick. */
  | { readonly kind: 'publican'; readonly phase: 'first' | 'guests' | 'second'; readonly queue: readonly Seat[] }
  /** Architect: after the refill (and any Great Selection), take any tile. */
  | { readonly kind: 'architect' }
  /** Magician: fairy magic picks left. */
  | { readonly kind: 'magician'; readonly picks: number }
  /** Great Selection window: holders in order from the active player, one at a time. */
  | { readonly kind: 'selection'; readonly queue: readonly Seat[] }
  /** End of turn: refill the decrees, then the next player (or the end). */
  | { readonly kind: 'endturn' };

export interface Die {
  readonly value: Face;
  readonly place: DiePlace | null;
}
export const DIE_PLACES = ['person', 'fairy', 'gnome', 'dragon', 'town'] as const;
export type DiePlace = (typeof DIE_PLACES)[number];

export interface FeuvilleState {
  readonly seats: number;
  readonly players: readonly PlayerState[];
  readonly stacks: Readonly<Record<Row, Stack>>;
  readonly rows: Readonly<Record<Row, readonly (string | null)[]>>;
  /** Face-down decrees left (a public multiset); the last `heldBack` are never drawn: they are the 7 returned unseen. */
  readonly decreeStack: readonly string[];
  readonly heldBack: number;
  readonly decrees: readonly (string | null)[];
  /** Town evaluation tiles left (one per player at the start). */
  readonly townTiles: readonly string[];
  /** Out of the game: unused town evaluations, discarded tiles and decrees. */
  readonly box: readonly string[];
  /** Face-down fairy magic beside the board (used ones are shuffled back in). */
  readonly fairyPool: readonly string[];
  readonly fairyDisplay: readonly (string | null)[];
  readonly grass: number;
  readonly dice: readonly Die[] | null;
  /** The person the gnome imitates this turn, or null. */
  readonly gnome: Face | null;
  readonly draws: readonly Draw[];
  /** Tasks, the last is current. */
  readonly tasks: readonly Task[];
  readonly active: Seat;
  readonly startSeat: Seat;
  readonly turn: number;
  readonly endTriggered: boolean;
  readonly over: boolean;
}

// ---------------------------------------------------------------------------
// View (what the UI renders, with no rules)

export interface TileView {
  readonly tile: BuildingTile;
  readonly burnt: boolean;
}
export interface ColumnView {
  /** Bottom-up. */
  readonly tiles: readonly TileView[];
  readonly burnt: boolean;
  readonly grass: 'none' | 'plain' | 'crest';
  /** The column stands on the start tile (never burns). */
  readonly start: boolean;
}
export type ItemView =
  | { readonly kind: 'tile'; readonly tile: BuildingTile }
  | { readonly kind: 'decree'; readonly decree: Decree }
  | { readonly kind: 'fairy'; readonly fairy: FairyMagic };
export interface BoardSlotView {
  readonly item: ItemView;
  readonly protection: FairyMagic | null;
}
/** Fairy magic on a board lies face down, but everyone saw it taken: its identity is public. */
export interface FairySlotView {
  readonly fairy: FairyMagic;
  readonly faceDown: true;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly score: number;
  readonly points: Readonly<Record<PointSource, number>>;
  readonly columns: readonly ColumnView[];
  /** Clouds on unburnt sky tiles, and the columns they must cover (start column excluded). */
  readonly clouds: number;
  readonly exposed: number;
  readonly board: readonly BoardSlotView[];
  readonly fairy: readonly FairySlotView[];
  readonly hand: ItemView | null;
  readonly scored: readonly Decree[];
  readonly townDone: boolean;
}

export interface DiceView {
  readonly values: readonly Face[];
  readonly places: readonly (DiePlace | null)[];
}

/** The pending choice, as codes and numbers the UI words itself. */
export type ChoiceView =
  | { readonly kind: 'rolloff'; readonly contenders: readonly Seat[]; readonly rolls: readonly number[] }
  | { readonly kind: 'roll'; readonly seat: Seat }
  | { readonly kind: 'dragon'; readonly need: readonly number[]; readonly waiting: readonly Seat[] }
  | { readonly kind: 'reroll'; readonly seat: Seat }
  | { readonly kind: 'act'; readonly seat: Seat }
  | { readonly kind: 'place'; readonly seat: Seat; readonly mustBuild: boolean }
  | { readonly kind: 'entertainer'; readonly seat: Seat; readonly sum: number; readonly rolls: readonly number[] }
  | { readonly kind: 'publican'; readonly seat: Seat; readonly phase: 'first' | 'guests' | 'second' }
  | { readonly kind: 'architect'; readonly seat: Seat }
  | { readonly kind: 'magician'; readonly seat: Seat; readonly picks: number }
  | { readonly kind: 'selection'; readonly seat: Seat }
  | { readonly kind: 'draw' }
  | { readonly kind: 'over' };

export interface FeuvilleView {
  /** The viewing seat (null: a spectator). */
  readonly seat: Seat | null;
  readonly players: readonly PlayerView[];
  readonly rows: Readonly<Record<Row, readonly (BuildingTile | null)[]>>;
  readonly stacks: Readonly<Record<Row, { readonly I: number; readonly II: number }>>;
  readonly decrees: readonly (Decree | null)[];
  /** Drawable decrees (the 7 returned unseen are not counted). */
  readonly decreeStack: number;
  readonly townTiles: number;
  readonly fairyDisplay: readonly (FairyMagic | null)[];
  readonly fairyPool: number;
  readonly grass: number;
  readonly dice: DiceView | null;
  readonly gnome: Face | null;
  readonly persons: readonly Person[];
  readonly active: Seat;
  readonly startSeat: Seat;
  readonly turn: number;
  readonly endTriggered: boolean;
  /** Every seat's choice now (the same for all viewers: nothing is hidden). */
  readonly choice: ChoiceView;
  /** Seats awaited now. */
  readonly awaited: readonly Seat[];
  /** True when the viewing seat is awaited. */
  readonly yourMove: boolean;
  readonly over: boolean;
  /** Final scores (bonus included) once over. */
  readonly winners: readonly Seat[];
}
