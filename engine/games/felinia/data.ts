/**
 * Felinia's components (the rulebook, "Contents" and "Preparations"), one
 * record each. The rulebook lost its pictures, so the boat tiles, the trade
 * tiles' figures, the bonus chips, the starting merchandise and which markets
 * close are RECONSTRUCTED within what the text says (every count it gives, the
 * boats and the scoring example it shows); each record says which. The board's
 * two sides are in board.ts. README.md lists the reconstructions.
 */
import {
  PLACES,
  type BoatTile,
  type BonusChip,
  type CountryInfo,
  type Figure,
  type Kind,
  type MysteryCard,
  type Place,
  type Sellable,
  type Source,
  type Special,
  type TradeTile,
} from './types.js';

/** The five countries; names and colours of Lion's, Cheetah's and Tiger's Kingdoms are the rulebook's, the rest and every merchandise colour reconstructed. */
export const COUNTRIES: readonly CountryInfo[] = [
  { id: 0, name: "Lion's Kingdom", colour: 'orange', kind: 'watches', source: 'rulebook' },
  { id: 1, name: "Cheetah's Kingdom", colour: 'emerald', kind: 'clothing', source: 'rulebook' },
  { id: 2, name: "Tiger's Kingdom", colour: 'violet', kind: 'wine', source: 'rulebook' },
  { id: 3, name: "Panther's Kingdom", colour: 'blue', kind: 'glass', source: 'reconstructed' },
  { id: 4, name: "Lynx's Kingdom", colour: 'red', kind: 'books', source: 'reconstructed' },
];

const W: Kind = 'watches';
const C: Kind = 'clothing';
const V: Kind = 'wine';
const G: Kind = 'glass';
const B: Kind = 'books';

/** h:mm on the tile as minutes. */
const at = (h: number, m: number): number => h * 60 + m;

type BoatRow = readonly [country: number, departs: number, spaces: 1 | 2, needs: readonly Kind[], coins: 0 | 1, source?: Source];
const boat =
  (back: 'grey' | 'blue', first: number) =>
  (row: BoatRow, i: number): BoatTile => ({
    id: first + i,
    country: row[0],
    departs: row[1],
    spaces: row[2],
    needs: row[3],
    coins: row[4],
    back,
    source: row[5] ?? 'reconstructed',
  });

/**
 * The 20 boat tiles: 15 grey-backed, 3 for each destination, then the 5 blue-backed ones, one for each
 * ("The last 5 Boat tiles include one for each of the 5 Destinations"). Boarding costs three tiles with two
 * alike, or two alike and a coin, always one or more of the destination's colour. The 5:00 boat to Lion's
 * Kingdom (2 watches and a coin, one space) and the 9:45 boat to Cheetah's Kingdom (2 clothing and a
 * glassware, two spaces) are the rulebook's examples.
 */
export const BOATS: readonly BoatTile[] = [
  ...(
    [
      [0, at(5, 0), 1, [W, W], 1, 'rulebook'],
      [0, at(7, 30), 2, [W, W, B], 0],
      [0, at(11, 15), 1, [G, G, W], 0],
      [1, at(9, 45), 2, [C, C, G], 0, 'rulebook'],
      [1, at(2, 30), 1, [C, C], 1],
      [1, at(6, 45), 2, [V, V, C], 0],
      [2, at(4, 15), 2, [V, V, W], 0],
      [2, at(8, 0), 1, [V, V], 1],
      [2, at(12, 30), 2, [B, B, V], 0],
      [3, at(1, 45), 1, [G, G, C], 0],
      [3, at(5, 45), 2, [G, G], 1],
      [3, at(10, 30), 1, [C, C, G], 0],
      [4, at(3, 0), 2, [B, B, G], 0],
      [4, at(7, 0), 1, [B, B], 1],
      [4, at(11, 45), 2, [W, W, B], 0],
    ] as const satisfies readonly BoatRow[]
  ).map(boat('grey', 0)),
  ...(
    [
      [0, at(9, 0), 2, [W, W, C], 0],
      [1, at(3, 30), 1, [C, C], 1],
      [2, at(6, 15), 2, [V, V, G], 0],
      [3, at(12, 0), 2, [G, G, B], 0],
      [4, at(10, 0), 1, [B, B, V], 0],
    ] as const satisfies readonly BoatRow[]
  ).map(boat('blue', 15)),
];

/**
 * How a figure's tiles score (the rulebook, "Prosperity scoring": "the number range printed on the trade tiles"):
 * each of n tiles scores min(n, cap). Two ranges exist, 1–4 and 1–3; which figure has which is reconstructed,
 * the more common figures capped lower (the scoring example's five alike score 3 each).
 */
export const CAPS: Readonly<Record<Figure, 3 | 4>> = { lion: 3, tiger: 3, cheetah: 3, panther: 4, lynx: 4 };

/** The 30 trade tiles with figures, 6 for each country (counts by figure per country reconstructed: 8 lions, 7 tigers, 6 cheetahs, 5 panthers, 4 lynxes). */
const FIGURE_ROWS: readonly (readonly Figure[])[] = [
  ['lion', 'lion', 'lion', 'tiger', 'cheetah', 'panther'],
  ['cheetah', 'cheetah', 'lion', 'tiger', 'lynx', 'panther'],
  ['tiger', 'tiger', 'tiger', 'lion', 'panther', 'lynx'],
  ['panther', 'panther', 'lion', 'tiger', 'cheetah', 'lynx'],
  ['lynx', 'lion', 'lion', 'tiger', 'cheetah', 'cheetah'],
];

/** The 8 special trade tiles of the advanced game (effects: the rulebook; which country each belongs to: reconstructed, 2 for countries 0–2, 1 for 3–4, so 38 tiles in all). */
const SPECIAL_ROWS: readonly (readonly Special[])[] = [
  ['food-scores', 'windfall'],
  ['spice-scores', 'more-coins'],
  ['lone-merchants', 'more-food'],
  ['mystery-scores'],
  ['more-gold'],
];

export const TRADE_TILES: readonly TradeTile[] = [
  ...FIGURE_ROWS.flatMap((row, country) => row.map((figure) => ({ country, figure, special: null }))),
  ...SPECIAL_ROWS.flatMap((row, country) => row.map((special) => ({ country, figure: null, special }))),
].map((t, id) => ({ id, ...t, source: 'reconstructed' as const }));

/** The tiles a game lays out: the 30 with figures, and in the advanced game the 8 special ones too. */
export const tilesFor = (variant: 'basic' | 'advanced'): readonly TradeTile[] =>
  variant === 'basic' ? TRADE_TILES.filter((t) => t.special === null) : TRADE_TILES;

/** The five bonus chips, one for each figure (the rulebook shows both kinds and a +1 for panthers; the rest reconstructed). */
export const CHIPS: readonly BonusChip[] = (
  [
    ['lion', 'extra'],
    ['tiger', 'plus-one'],
    ['cheetah', 'extra'],
    ['panther', 'plus-one'],
    ['lynx', 'extra'],
  ] as const
).map(([figure, effect], id) => ({ id, figure, effect, source: 'reconstructed' }));

/**
 * Each player's two starting merchandise tiles by player count (the Merchandise Setup card; reconstructed).
 * Kept fair between seats by simulation (smart bots, 2 players): Books and Wine against Watches and Clothing
 * won 59% of games for the Books and Wine seat; Books and Watches against Wine and Clothing (the 3 players'
 * first two pairs) is even.
 */
export const STARTING: Readonly<Record<number, readonly (readonly [Kind, Kind])[]>> = {
  2: [
    [B, W],
    [V, C],
  ],
  3: [
    [B, W],
    [V, C],
    [G, B],
  ],
  4: [
    [B, V],
    [W, C],
    [G, B],
    [V, W],
  ],
};

/** Markets top to bottom, then the guild; which close ("as shown above") is reconstructed: the lowest with 3 players, the middle and the lowest with 2. */
/** Markets on the board; the Merchants' Guild comes after them (its index is MARKETS). */
export const MARKETS = 5;
export const CLOSED: Readonly<Record<number, readonly number[]>> = { 2: [2, 4], 3: [4], 4: [] };

export const MERCHANTS = 10;
export const START_MONEY = 2;
export const MAX_MONEY = 6;
/** Merchandise of each kind in the game. */
export const PER_KIND = 9;
/** Gold, spice and food cards, each with a 1 side and a 3 side ("How to use spice and gold cards"). */
export const CARDS_PER_STOCK = 11;
/** Merchandise kept free in storage; one more for this many coins. */
export const KEEP_FREE = 3;
export const KEEP_FOURTH = 2;
/** Prices when selling ("Sell merchandise, gold, and/or spice"). */
export const PRICES = { gold: 2, spice: 1, goods: 1 } as const;
/** What selling one of these brings. */
export const salePrice = (what: Sellable): number => (what === 'gold' || what === 'spice' ? PRICES[what] : PRICES.goods);

/**
 * The 18 Mysterious Place cards (the advanced game): three of each of six places. RECONSTRUCTED: the
 * rulebook gives the count, that a player owns each place at most once, and that some cards show Books or
 * Fine Wine at the bottom, which keeping them costs; the places and which cards show a symbol are ours
 * (the third Temple and Observatory show Books, the third Oasis and Grotto Fine Wine).
 */
const NEEDS: Partial<Record<Place, 'books' | 'wine'>> = { temple: 'books', observatory: 'books', oasis: 'wine', grotto: 'wine' };
export const MYSTERIES: readonly MysteryCard[] = PLACES.flatMap((place) => [1, 2, 3].map((n) => ({ place, n }))).map(({ place, n }, id) => ({
  id,
  card: `${place}:${n}`,
  place,
  needs: n === 3 ? (NEEDS[place] ?? null) : null,
  source: 'reconstructed',
}));

/** A Mysterious Place card by its name, or undefined for a name no card has. */
export const mysteryCard = (card: string): MysteryCard | undefined => MYSTERIES.find((c) => c.card === card);
