/**
 * Feudalia's cards (the rulebook, "Components", "How to play" and the scenario
 * book), one record each, in the language of card-types.ts. The rulebook lost
 * its pictures, so almost every number on a card face is RECONSTRUCTED within
 * what the text says: every count it gives (267 character cards: 252 vassals of
 * 18 types, 33 basic masters, 12 cathedral masters of 3 types; 34 fiefs, 5
 * cathedral cards, 8 treasury cards), the starting decks of its scenarios, the
 * incomes of Martha's example and the four worked action examples of "Playing 1
 * field action". Each record says where it comes from; a vassal marked
 * 'rulebook' has its action (and, where the text gives it, its income) from the
 * text, while every vassal's count and hiring cost is reconstructed.
 *
 * Over 300 lines: every card of the box in one module, beside the helpers that keep each card one line.
 */
import type {
  CathedralCard,
  Colour,
  Cost,
  Effect,
  Fief,
  FiefFace,
  FiefType,
  Master,
  MasterAction,
  MasterId,
  Res,
  Scenario,
  Source,
  Trade,
  TreasuryFace,
  Vassal,
  VassalAction,
  VassalId,
} from './card-types.js';

/** Cards in a hand ("Replenish your hand"), cubes a fief may keep at the end of a turn ("Adjusting your fiefs"), VP to win ("Aim of the game"). */
export const HAND = 5;
export const FIEF_LIMIT = 12;
export const TARGET_VP = 10;

// ---------------------------------------------------------------------------
// Helpers: one card a line

const produce = (res: Res | 'fief' | 'any', n: number): Effect => ({ kind: 'produce', res, n });
const coins = (n: number): Effect => ({ kind: 'coins', n });
const draw = (n: number): Effect => ({ kind: 'draw', n });
const vp = (halves: number): Effect => ({ kind: 'vp', halves });
const levy = (n: number): Effect => ({ kind: 'levy', n });
const trade = (times: number, ...options: Trade[]): Effect => ({ kind: 'trade', times, options });
/** Give n cubes among `give` (plus `paid` coins) for `take` cubes of one of `get`, or coins. */
const swap = (give: readonly Res[], n: number, get: readonly Res[] | 'coins', take: number, paid = 0): Trade =>
  paid ? { give, n, coins: paid, get, take } : { give, n, get, take };

const ALL: readonly Res[] = ['wheat', 'wood', 'clay', 'stone'];
/** A black field icon: any fief, free. */
const ANYWHERE = { wheat: 0, wood: 0, clay: 0, stone: 0 } as const;
const field = (where: Partial<Record<FiefType, number>>, ...effects: Effect[]): VassalAction => ({ kind: 'field', where, effects });
const influence = (plus: boolean, cost: Cost, ...effects: Effect[]): VassalAction => ({ kind: 'influence', plus, cost, effects });

/** "plow-builder" → "Plow Builder". */
const title = (id: string): string =>
  id
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

// ---------------------------------------------------------------------------
// Vassals

type Kind = 'plain' | 'specialist' | 'cleric';
const v = (count: number, cost: Cost | null, income: number, kind: Kind, source: Source, ...actions: VassalAction[]): Omit<Vassal, 'id' | 'name'> => ({
  count,
  cost,
  income,
  specialist: kind !== 'plain',
  cleric: kind === 'cleric',
  actions,
  source,
});

/** The merchant's trades (the rulebook's third field action example). */
const MERCHANT_TRADE = trade(
  2,
  swap(['wood', 'clay', 'stone'], 1, ['wheat', 'wood', 'clay'], 1),
  swap(['wood', 'clay'], 1, ['stone'], 1, 1),
  swap(['wheat'], 3, ALL, 1),
);
/** The trader's sales (the rulebook's fourth example). */
const TRADER_SALE = trade(2, swap(['wood'], 2, 'coins', 3), swap(['clay'], 2, 'coins', 3), swap(['stone'], 1, 'coins', 3));
/** The procurator's: two common cubes for a stone, two wheat for a wood or a clay. */
const PROCURATOR_TRADE = trade(2, swap(['wheat', 'wood', 'clay'], 2, ['stone'], 1), swap(['wheat'], 2, ['wood', 'clay'], 1));

/**
 * The 18 vassal types (keyed by id, so none can be missing), 252 cards. Counts: one tax collector, feudal
 * lord and pastor per player (never in the supply: cost null); the other types leave at least 10 cards in
 * the supply after four players' starting decks (the Learning Game's 7 serfs, 3 merchants and 2 reapers
 * each, the other scenarios' 6 serfs, 1 priest, 1 merchant and 1 worker of a kind). Upgraded workers are
 * hired by eliminating a serf, the upgraded clerics a priest.
 */
const VASSAL_TYPES: { readonly [K in VassalId]: Omit<Vassal, 'id' | 'name'> } = {
  // Played in the start phase, his effect the rulebook's ("The tax collector"); income 0 (Martha's example leaves him out).
  'tax-collector': v(4, null, 0, 'plain', 'rulebook'),
  'feudal-lord': v(4, null, 2, 'specialist', 'reconstructed', influence(true, {}, draw(1))),
  // Income 1 (Martha's example); the field action is the rulebook's second example: clay, wheat or wood free, stone for 1 coin.
  serf: v(40, { coins: 2 }, 1, 'plain', 'rulebook', field({ clay: 0, wheat: 0, wood: 0, stone: 1 }, produce('fief', 1))),
  // Income 0 (Martha's example); the action is reconstructed.
  pastor: v(4, null, 0, 'plain', 'reconstructed', influence(false, {}, draw(1))),
  // Hired for coins: outside the Learning Game no deck holds a pastor to upgrade (a priest upgrading one would be a dead pile).
  priest: v(16, { coins: 3 }, 1, 'plain', 'reconstructed', influence(true, {}, coins(2))),
  // Income 2 (Martha's example); the trade in any fief, up to twice, is the rulebook's third example.
  merchant: v(24, { coins: 3 }, 2, 'plain', 'rulebook', field(ANYWHERE, MERCHANT_TRADE)),
  // The rulebook's fourth example: sell 2 wood, 2 clay or 1 stone for 3 coins in any fief, twice ("in this case twice").
  trader: v(14, { coins: 3 }, 1, 'plain', 'rulebook', field(ANYWHERE, TRADER_SALE)),
  // The rulebook's first example: a wheat field producing 3 wheat (income reconstructed).
  reaper: v(20, { coins: 2, upgrade: 'serf' }, 1, 'specialist', 'rulebook', field({ wheat: 0 }, produce('wheat', 3))),
  lumberjack: v(16, { coins: 3, upgrade: 'serf' }, 1, 'specialist', 'reconstructed', field({ wood: 0 }, produce('wood', 2))),
  kneader: v(16, { coins: 3, upgrade: 'serf' }, 1, 'specialist', 'reconstructed', field({ clay: 0 }, produce('clay', 2))),
  stonecutter: v(16, { coins: 3, cubes: { wood: 1 }, upgrade: 'serf' }, 1, 'specialist', 'reconstructed', field({ stone: 2 }, produce('stone', 2))),
  // The Learning Game's TIP: the abbot, the shepherd and the seductress raise income (income 3 each).
  abbot: v(12, { coins: 4, upgrade: 'priest' }, 3, 'cleric', 'reconstructed', influence(true, {}, coins(2), draw(1))),
  bishop: v(
    10,
    { coins: 4, cubes: { stone: 1 }, upgrade: 'priest' },
    2,
    'cleric',
    'reconstructed',
    influence(false, { cubes: { stone: 1, any: 2 } }, vp(1)),
    influence(true, {}, coins(2)),
  ),
  shepherd: v(12, { coins: 4, cubes: { wheat: 1 } }, 3, 'specialist', 'reconstructed', field({ wheat: 0 }, produce('wheat', 2), coins(1))),
  // Dirty Business's rogues take from the other players (levy).
  seductress: v(12, { coins: 5 }, 3, 'specialist', 'reconstructed', influence(false, {}, levy(1), draw(1))),
  smuggler: v(10, { coins: 4 }, 1, 'specialist', 'reconstructed', field(ANYWHERE, trade(2, swap(ALL, 1, 'coins', 2))), influence(false, {}, levy(1))),
  // The Relentless Procurator: procurators bring precious resources (stone), farmhands and priests wealth.
  procurator: v(10, { coins: 4, cubes: { wood: 1, clay: 1 } }, 1, 'specialist', 'reconstructed', influence(true, { coins: 1 }, PROCURATOR_TRADE)),
  farmhand: v(12, { coins: 3 }, 2, 'specialist', 'reconstructed', field({ wheat: 0, wood: 0, clay: 0, stone: 1 }, produce('fief', 1), coins(1))),
};

export const VASSALS: readonly Vassal[] = (Object.keys(VASSAL_TYPES) as VassalId[]).map((id) => ({ id, name: title(id), ...VASSAL_TYPES[id] }));

/** The standard vassals (the rulebook, "Ready for everything"). */
export const STANDARD: readonly VassalId[] = ['serf', 'kneader', 'reaper', 'stonecutter', 'lumberjack', 'priest', 'trader', 'merchant'];
const NEVER_SUPPLY: readonly VassalId[] = ['tax-collector', 'feudal-lord', 'pastor'];
/** The scenario-specific vassals Ready for Everything draws from (1 upgraded cleric, then 4 others). */
export const SPECIFIC: readonly VassalId[] = VASSALS.map((x) => x.id).filter((id) => !STANDARD.includes(id) && !NEVER_SUPPLY.includes(id));

const VASSAL_BY_ID = new Map(VASSALS.map((x) => [x.id, x]));
export const vassal = (id: VassalId): Vassal => VASSAL_BY_ID.get(id)!;

// ---------------------------------------------------------------------------
// Masters

const main = (cost: Cost, ...effects: Effect[]): MasterAction => ({ when: 'main', cost, effects });
const start = (...effects: Effect[]): MasterAction => ({ when: 'start', cost: {}, effects });
type Extra = { readonly store?: number; readonly saving?: number; readonly nobles?: 0 | 1 | 2 };
const m = (id: MasterId, colour: Colour, level: 0 | 1 | 2, cost: Cost, action: MasterAction | null, extra: Extra = {}): Master => ({
  id,
  name: title(id),
  cost,
  colour,
  level,
  action,
  store: extra.store ?? 0,
  saving: extra.saving ?? 0,
  nobles: extra.nobles ?? 0,
  cathedral: null,
  source: 'reconstructed',
});

/**
 * The 33 basic masters, one copy each, in five decks: 7 wheat, 7 wood, 7 clay, 6 stone, 6 black (any fief).
 * Names from the rulebook: Plow Builder, Lumberer, Brick Worker, Mason, Carpenter, Potter, Treasurer, Guild
 * Master, Countess, Dancer, Accountant, Cabinetmaker; the other 21 and every face are reconstructed. The
 * Mason is black and makes stone, since the Learning Game shows him face up with no stone fief in play.
 * Level 0 masters make a little every turn, level 1 convert, level 2 convert better or buy VP (rare, dear).
 * Seven are nobles (the tie-break).
 */
const BASIC: readonly Master[] = [
  m('plow-builder', 'wheat', 0, { coins: 3 }, start(produce('fief', 1))),
  m('beekeeper', 'wheat', 0, { coins: 2 }, start(coins(1))),
  m('miller', 'wheat', 0, { coins: 2, cubes: { wood: 1 } }, main({ cubes: { wheat: 2 } }, coins(3))),
  m('baker', 'wheat', 1, { coins: 3, cubes: { clay: 1 } }, main({ cubes: { wheat: 2 } }, coins(1), draw(1))),
  m('brewer', 'wheat', 1, { coins: 4, cubes: { wood: 1, clay: 1 } }, main({ cubes: { wheat: 3 } }, coins(5))),
  m('vintner', 'wheat', 1, { coins: 5, cubes: { wood: 1 } }, main({ coins: 1 }, produce('fief', 2)), { nobles: 1 }),
  m('steward', 'wheat', 2, { coins: 5, cubes: { stone: 1 } }, main({ cubes: { wheat: 3 } }, produce('stone', 1), coins(1)), { nobles: 1 }),

  m('lumberer', 'wood', 0, { coins: 3 }, start(produce('fief', 1))),
  m('carpenter', 'wood', 0, { coins: 3, cubes: { wood: 1 } }, main({ cubes: { wood: 2 } }, coins(3))),
  m('cooper', 'wood', 0, { coins: 3 }, main({ cubes: { wood: 1 } }, draw(1))),
  m('cabinetmaker', 'wood', 1, { coins: 4, cubes: { wood: 2 } }, null, { store: 4 }),
  m('wheelwright', 'wood', 1, { coins: 4, cubes: { wood: 1, clay: 1 } }, main({ coins: 1, cubes: { wood: 2 } }, produce('stone', 1))),
  m('falconer', 'wood', 1, { coins: 5, cubes: { wheat: 2 } }, start(coins(1)), { nobles: 1 }),
  m('charcoal-burner', 'wood', 2, { coins: 5, cubes: { wood: 1, stone: 1 } }, main({ cubes: { wood: 3 } }, produce('any', 2))),

  m('brick-worker', 'clay', 0, { coins: 3 }, start(produce('fief', 1))),
  m('potter', 'clay', 0, { coins: 3, cubes: { clay: 1 } }, main({ cubes: { clay: 2 } }, coins(3))),
  m('tiler', 'clay', 0, { coins: 2 }, main({ cubes: { clay: 1 } }, coins(2))),
  m('plasterer', 'clay', 1, { coins: 4, cubes: { clay: 1, wheat: 1 } }, main({ coins: 1, cubes: { clay: 2 } }, produce('stone', 1))),
  m('apothecary', 'clay', 1, { coins: 4, cubes: { wheat: 1 } }, main({ coins: 1, cubes: { clay: 1 } }, draw(2))),
  m('kiln-keeper', 'clay', 1, { coins: 5, cubes: { wood: 2 } }, start(produce('fief', 2))),
  m('master-builder', 'clay', 2, { coins: 6, cubes: { stone: 2 } }, main({ cubes: { clay: 2, stone: 2 } }, vp(1))),

  m('quarryman', 'stone', 0, { coins: 3, cubes: { wood: 1 } }, start(produce('fief', 1))),
  m('engraver', 'stone', 1, { coins: 3, cubes: { stone: 1 } }, main({ cubes: { stone: 1 } }, coins(4))),
  m('lime-burner', 'stone', 1, { coins: 4, cubes: { wood: 1 } }, main({ cubes: { stone: 1 } }, produce('any', 2))),
  m('castellan', 'stone', 1, { coins: 5, cubes: { stone: 2 } }, main({}, draw(1)), { nobles: 1 }),
  m('sculptor', 'stone', 2, { coins: 5, cubes: { stone: 2 } }, main({ cubes: { stone: 3 } }, vp(1))),
  m('architect', 'stone', 2, { coins: 6, cubes: { stone: 2, wood: 1 } }, main({ coins: 3, cubes: { stone: 2 } }, vp(1)), { nobles: 1 }),

  m('mason', 'any', 0, { coins: 3 }, main({ cubes: { any: 2 } }, produce('stone', 1))),
  m('dancer', 'any', 0, { coins: 4 }, main({}, coins(1)), { nobles: 1 }),
  m('accountant', 'any', 0, { coins: 3 }, null, { store: 3 }),
  m('treasurer', 'any', 1, { coins: 4 }, null, { saving: 2 }),
  m('guild-master', 'any', 1, { coins: 4, cubes: { any: 1 } }, main({ coins: 1 }, trade(2, swap(ALL, 1, ['wheat', 'wood', 'clay'], 1)))),
  m('countess', 'any', 1, { coins: 6 }, start(coins(1)), { nobles: 2 }),
];

/**
 * The 12 cathedral masters, 4 of each type (one a player), black, for a level 2 fief ("To accommodate a
 * cathedral master, the city must be in a level 2 fief"). The action takes 1 VP token from its "C" card
 * (the Silversmith of the rulebook's end-of-game example); both costs are reconstructed, 4 or 5 cubes and coins with stone.
 */
const CATHEDRAL_MASTERS: readonly Master[] = (
  [
    ['dean', 'Dean', { coins: 4, cubes: { wheat: 2 } }, { cubes: { stone: 1, wheat: 3 } }],
    ['glazier', 'Glazier', { coins: 4, cubes: { clay: 2 } }, { cubes: { stone: 1, clay: 2, wood: 1 } }],
    ['silversmith', 'Silversmith', { coins: 4, cubes: { stone: 1 } }, { coins: 3, cubes: { stone: 2 } }],
  ] as const
).flatMap(([type, name, cost, per], t) =>
  [1, 2, 3, 4].map(
    (i): Master => ({
      id: `${type}-${i}`,
      name,
      cost,
      colour: 'any',
      level: 2,
      action: main(per, vp(2)),
      store: 0,
      saving: 0,
      nobles: 0,
      cathedral: (['dean', 'glass', 'silver'] as const)[t]!,
      source: 'reconstructed',
    }),
  ),
);

export const MASTERS: readonly Master[] = [...BASIC, ...CATHEDRAL_MASTERS];

const MASTER_BY_ID = new Map(MASTERS.map((x) => [x.id, x]));
/** A master by its id (an id no card has is a bug: it throws). */
export const master = (id: MasterId): Master => {
  const found = MASTER_BY_ID.get(id);
  if (!found) throw new Error(`No master card ${id}.`);
  return found;
};

// ---------------------------------------------------------------------------
// Fiefs

const face = (level: 0 | 1 | 2, fields: number, cities: number, vpHalves: number, defence: number, upgrade: Cost | null): FiefFace => ({
  level,
  fields,
  cities,
  vp: vpHalves,
  defence,
  upgrade,
});

/** What going from level 0 to level 1 costs, by fief type: 4 cubes of the other two common resources. */
const UP1: Readonly<Record<FiefType, Readonly<Partial<Record<Res, number>>>>> = {
  wheat: { wood: 2, clay: 2 },
  wood: { wheat: 2, clay: 2 },
  clay: { wheat: 2, wood: 2 },
  stone: { wheat: 2, wood: 2 },
};
/** Level 1 to level 2, with stone, for the three designs (a: 4 cubes, 2 VP; b: 5, 2½ VP; c: 6, 3 VP). */
const UP2: Readonly<Record<FiefType, readonly Readonly<Partial<Record<Res, number>>>[]>> = {
  wheat: [
    { stone: 2, wood: 1, clay: 1 },
    { stone: 2, wood: 2, clay: 1 },
    { stone: 3, wood: 2, clay: 1 },
  ],
  wood: [
    { stone: 2, clay: 1, wheat: 1 },
    { stone: 2, clay: 2, wheat: 1 },
    { stone: 3, clay: 2, wheat: 1 },
  ],
  clay: [
    { stone: 2, wood: 1, wheat: 1 },
    { stone: 2, wood: 2, wheat: 1 },
    { stone: 3, wood: 2, wheat: 1 },
  ],
  stone: [
    { stone: 1, wood: 2, clay: 1 },
    { stone: 1, wood: 2, clay: 2 },
    { stone: 2, wood: 2, clay: 2 },
  ],
};

/** The fifth wheat and wood level 0 cards: a third field, a dearer upgrade. */
const UP1_THIRD_FIELD: Readonly<Partial<Record<FiefType, Readonly<Partial<Record<Res, number>>>>>> = {
  wheat: { wood: 3, clay: 2 },
  wood: { wheat: 3, clay: 2 },
};
const level0 = (type: FiefType, third: boolean): Omit<Fief, 'id'> => ({
  type,
  faces: [third ? face(0, 3, 1, 0, 0, { cubes: UP1_THIRD_FIELD[type]! }) : face(0, 2, 1, 0, 0, { cubes: UP1[type] })],
  source: 'reconstructed',
});
/** Design 0 twice, then 1 and 2: the level 2 face's VP (4, 5, 6 halves) and cities grow with the cost. */
const level12 = (type: FiefType, design: 0 | 1 | 2): Omit<Fief, 'id'> => ({
  type,
  faces: [
    face(1, design === 2 ? 3 : 2, 2, 2, 1, { cubes: UP2[type][design]! }),
    face(2, 3, design === 0 ? 2 : 3, 4 + design, 2 + (design === 2 ? 1 : 0), null),
  ],
  source: 'reconstructed',
});

/**
 * The 34 fief cards: 18 level 0 cards (5 wheat, 5 wood, 4 clay, 4 stone; the fifth wheat and wood ones have
 * a third field and a dearer upgrade), so four players can each take a wheat, a clay and a wood fief (the
 * Learning Game) or draft three; and 16 level 1 / level 2 cards, 4 of each type, so every player can
 * upgrade a fief of any type. Three level 2 fiefs give at most 9 VP: the cathedral is always needed.
 */
const LEVEL0: Readonly<Record<FiefType, number>> = { wheat: 5, wood: 5, clay: 4, stone: 4 };
const TYPES: readonly FiefType[] = ['wheat', 'wood', 'clay', 'stone'];
export const FIEFS: readonly Fief[] = [
  ...TYPES.flatMap((type) => Array.from({ length: LEVEL0[type] }, (_, i) => level0(type, i === 4))),
  ...TYPES.flatMap((type) => ([0, 0, 1, 2] as const).map((d) => level12(type, d))),
].map((f, id) => ({ id, ...f }));

// ---------------------------------------------------------------------------
// Treasury

const saves = (lo: number, hi: number, ...saved: number[]): TreasuryFace => ({ levels: [lo, hi], saved, source: 'reconstructed' });

/**
 * A colour's two treasury cards, both faces each: "0/1" (face up at the start) backed by "2/3", and
 * "4/5" backed by "6-9". The track runs 0 to 15 coins; the higher the sum of fief levels, the less is
 * saved: half rounded up, half rounded down (at most 6), a third (at most 4), a quarter (at most 3).
 */
export const TREASURY: readonly TreasuryFace[] = [
  saves(0, 1, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8),
  saves(2, 3, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6, 6),
  saves(4, 5, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4),
  saves(6, 9, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3),
];

/** The treasury card face for a sum of fief levels (the last face past its range). */
export const treasuryFace = (levels: number): TreasuryFace =>
  TREASURY.find((f) => levels >= f.levels[0] && levels <= f.levels[1]) ?? TREASURY[TREASURY.length - 1]!;

/** The face of a fief card showing at its level (a level 0 card has one face; an estate card's are levels 1 and 2). */
export function faceOf(f: { readonly card: number; readonly level: number }): FiefFace {
  const faces = FIEFS[f.card]!.faces;
  return f.level === 0 ? faces[0]! : faces[f.level - 1]!;
}

// ---------------------------------------------------------------------------
// Cathedral

/**
 * The five cathedral cards in build order (tokens by player count, indices 0 and 1 unused). Foundations:
 * ½ VP tokens, 2 a player, for 2 wood and a clay. Main Nave: "1VP per player" (the rulebook), for a stone,
 * a clay and a wheat, to a player whose fief levels add up to 2 or more ("Sum of the levels of your
 * fiefs"). The three "C" cards: 1 VP tokens, one a player, each bought by its master's action. At 4
 * players that is 24 of the box's 34 VP tokens.
 */
export const CATHEDRAL: readonly CathedralCard[] = [
  { id: 'foundations', name: 'Foundations', tokens: [0, 0, 4, 6, 8], halves: 1, cost: { cubes: { wood: 2, clay: 1 } }, minLevels: 0, source: 'reconstructed' },
  {
    id: 'nave',
    name: 'Main Nave',
    tokens: [0, 0, 2, 3, 4],
    halves: 2,
    cost: { cubes: { stone: 1, clay: 1, wheat: 1 } },
    minLevels: 2,
    source: 'reconstructed',
  },
  { id: 'dean', name: 'Dean and Canons', tokens: [0, 0, 2, 3, 4], halves: 2, cost: null, minLevels: 0, source: 'reconstructed' },
  { id: 'glass', name: 'Stained Glass', tokens: [0, 0, 2, 3, 4], halves: 2, cost: null, minLevels: 0, source: 'reconstructed' },
  { id: 'silver', name: 'Silverware', tokens: [0, 0, 2, 3, 4], halves: 2, cost: null, minLevels: 0, source: 'reconstructed' },
];

// ---------------------------------------------------------------------------
// Scenarios

/** The 10-card starting deck of every scenario but the Learning Game, the upgraded worker chosen apart. */
const TEN: Scenario['deck'] = { 'tax-collector': 1, priest: 1, merchant: 1, serf: 6 };
const drafted = (id: Scenario['id'], name: string, specific: readonly VassalId[]): Scenario => ({
  id,
  name,
  deck: TEN,
  chooseWorker: true,
  supply: [...STANDARD, ...specific],
  faceUpMasters: [],
  masterDeck: null,
  fiefs: null,
  source: 'reconstructed',
});

/**
 * The scenario book. The Learning Game is the rulebook's (its supply: the standard vassals and the three
 * its TIP names). Overproduction, The Relentless Procurator and Dirty Business have the rulebook's decks;
 * their specific vassals (pictures) are reconstructed from each scenario's story. Ready for Everything
 * puts the standard vassals out and the engine draws the 5 specific ones; its deck is the 10-card one.
 */
export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'learning',
    name: 'Learning Game',
    deck: { 'tax-collector': 1, 'feudal-lord': 1, serf: 7, pastor: 1, merchant: 3, reaper: 2, lumberjack: 1 },
    chooseWorker: false,
    // The standard vassals but the stonecutter (its fiefs have no stone field to play it in), and the TIP's three.
    supply: [...STANDARD.filter((v) => v !== 'stonecutter'), 'abbot', 'shepherd', 'seductress'],
    faceUpMasters: ['plow-builder', 'lumberer', 'brick-worker', 'mason'],
    masterDeck: ['carpenter', 'potter', 'treasurer', 'guild-master', 'countess', 'dancer'],
    fiefs: ['wheat', 'clay', 'wood'],
    source: 'rulebook',
  },
  drafted('overproduction', 'Overproduction', ['abbot', 'shepherd', 'farmhand']),
  drafted('procurator', 'The Relentless Procurator', ['bishop', 'procurator', 'farmhand']),
  drafted('dirty-business', 'Dirty Business', ['abbot', 'seductress', 'smuggler']),
  { ...drafted('ready', 'Ready for Everything', []), supply: STANDARD },
];
