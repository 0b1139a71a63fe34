/**
 * The two sides of Felinia's board as graphs. RECONSTRUCTED: the rulebook's
 * map did not survive its conversion to text, so the provinces, routes and
 * symbols here are ours, within what the text says (README.md):
 *
 * - Basic side: 5 countries × 9 provinces — the province next to the port
 *   (every merchant's first step), two crossroads and six trading posts. Every
 *   post can be reached in the basic game's three steps (next to the port
 *   province, or behind a crossroads next to it), since a merchant can pass
 *   through crossroads only: a face-up trade tile ends the walk, a face-down one
 *   cannot be entered. Posts border posts within a country and across the
 *   borders of the countries next to it, so merchants form groups.
 * - Advanced side: 38 trading posts (8 in each of the first three countries, 7
 *   in the others) and three crossroads a country; some posts lie beyond the
 *   third crossroads and need food for the extra steps. Food and Mysterious
 *   Place symbols appear here.
 *
 * The countries lie in a ring around the island, each bordering the two next
 * to it; `x`, `y` place each province for the drawing (a 1000 × 700 box).
 */
import type { BoardSide, Province, Reward, Side } from './types.js';

type Local = readonly [u: number, v: number];
interface Shape {
  /** Roles in local order: the port province, the crossroads, then the posts. */
  readonly crossroads: number;
  readonly at: readonly Local[];
  readonly routes: readonly (readonly [number, number])[];
}

/** Basic shapes (local ids: 0 the port province, 1–2 crossroads, 3–8 posts; u points to the sea, v to the next country). */
const BASIC_AT: readonly Local[] = [
  [100, 0],
  [50, -40],
  [50, 40],
  [100, -85],
  [100, 85],
  [0, -90],
  [-20, -30],
  [-20, 30],
  [0, 90],
];
const BASIC: readonly Shape[] = [
  // Three posts behind each crossroads but one next to the port province.
  {
    crossroads: 2,
    at: BASIC_AT,
    routes: [
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 5],
      [1, 6],
      [2, 4],
      [2, 7],
      [2, 8],
      [3, 5],
      [5, 6],
      [6, 7],
      [7, 8],
      [4, 8],
    ],
  },
  // Crossroads joined to each other; two posts next to the port province.
  {
    crossroads: 2,
    at: BASIC_AT,
    routes: [
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 3],
      [0, 4],
      [1, 5],
      [1, 6],
      [2, 7],
      [2, 8],
      [3, 5],
      [5, 6],
      [6, 7],
      [7, 8],
    ],
  },
  // The far post behind the first crossroads.
  {
    crossroads: 2,
    at: BASIC_AT,
    routes: [
      [0, 1],
      [0, 2],
      [0, 4],
      [1, 3],
      [1, 5],
      [1, 6],
      [2, 7],
      [2, 8],
      [3, 5],
      [6, 7],
      [7, 8],
      [4, 8],
    ],
  },
];

/** Advanced shapes (local ids: 0 the port province, 1–3 crossroads, then the posts; 8–10 lie beyond the third crossroads). */
const ADVANCED_AT: readonly Local[] = [
  [110, 0],
  [60, -45],
  [60, 45],
  [0, 0],
  [110, -85],
  [110, 85],
  [15, -95],
  [15, 95],
  [-50, -50],
  [-50, 50],
  [-80, 0],
  [60, -110],
];
const ADVANCED_ROUTES: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [1, 3],
  [2, 3],
  [0, 4],
  [0, 5],
  [1, 6],
  [2, 7],
  [3, 8],
  [3, 9],
  [3, 10],
  [4, 6],
  [6, 8],
  [8, 10],
  [9, 10],
  [7, 9],
  [5, 7],
];
const ADVANCED: readonly Shape[] = [
  { crossroads: 3, at: ADVANCED_AT, routes: [...ADVANCED_ROUTES, [1, 11], [4, 11]] },
  { crossroads: 3, at: ADVANCED_AT.slice(0, 11), routes: ADVANCED_ROUTES },
];

/** Symbols by country, by local id (unlisted: none). */
type Symbols = Readonly<Record<number, readonly Reward[]>>;
const BASIC_SYMBOLS: readonly Symbols[] = [
  { 0: ['coin'], 1: ['merchandise'], 2: ['spice', 'spice'], 5: ['gold'], 8: ['coin'] },
  { 0: ['merchandise'], 1: ['gold'], 2: ['coin', 'coin'], 3: ['spice'], 7: ['merchandise'] },
  { 0: ['spice'], 1: ['coin'], 2: ['gold', 'gold'], 4: ['merchandise'], 6: ['spice'] },
  { 0: ['coin', 'coin'], 1: ['spice'], 2: ['merchandise'], 5: ['gold'], 7: ['coin'] },
  { 0: ['gold'], 1: ['merchandise', 'merchandise'], 2: ['coin'], 3: ['spice'], 8: ['spice'] },
];
const ADVANCED_SYMBOLS: readonly Symbols[] = [
  { 0: ['coin'], 1: ['food', 'food'], 2: ['merchandise'], 3: ['mystery'], 6: ['gold'] },
  { 0: ['merchandise'], 1: ['gold', 'gold'], 2: ['food'], 3: ['mystery'], 7: ['spice'] },
  { 0: ['spice'], 1: ['food'], 2: ['coin', 'coin'], 3: ['mystery', 'food'], 4: ['merchandise'] },
  { 0: ['food'], 1: ['merchandise'], 2: ['spice'], 3: ['mystery'], 5: ['coin'] },
  { 0: ['gold', 'mystery'], 1: ['food'], 2: ['coin', 'food'], 3: ['spice'], 6: ['gold'] },
];

/** Routes across borders, country c to c + 1 (mod 5), as local ids [in c, in c + 1]: posts facing each other. */
const BASIC_BORDERS: readonly (readonly (readonly [number, number])[])[] = [
  [
    [8, 5],
    [4, 3],
  ],
  [[8, 6]],
  [
    [8, 5],
    [4, 3],
  ],
  [[7, 6]],
  [[8, 5]],
];
const ADVANCED_BORDERS: readonly (readonly (readonly [number, number])[])[] = [
  [
    [7, 6],
    [5, 4],
  ],
  [
    [7, 6],
    [9, 8],
  ],
  [
    [7, 6],
    [5, 4],
  ],
  [[9, 8]],
  [
    [7, 6],
    [5, 4],
  ],
];

function build(side: Side, shapes: readonly Shape[], symbols: readonly Symbols[], borders: typeof BASIC_BORDERS, scale: number): BoardSide {
  const provinces: Province[] = [];
  const routes: [number, number][] = [];
  const first: number[] = [];
  for (let c = 0; c < 5; c++) {
    const shape = shapes[c]!;
    first.push(provinces.length);
    // Countries clockwise from the top; u outwards, v towards the next country; the island squashed to 1000 × 700.
    const t = ((-90 + 72 * c) * Math.PI) / 180;
    const cx = 500 + 230 * Math.cos(t);
    const cy = 350 + 165 * Math.sin(t);
    shape.at.forEach(([lu, lv], i) => {
      const [u, v] = [lu * scale, lv * scale];
      provinces.push({
        id: provinces.length,
        country: c,
        role: i === 0 ? 'port' : i <= shape.crossroads ? 'crossroads' : 'post',
        rewards: symbols[c]![i] ?? [],
        x: Math.round(cx + u * Math.cos(t) - v * Math.sin(t)),
        y: Math.round(cy + 0.75 * (u * Math.sin(t) + v * Math.cos(t))),
      });
    });
    for (const [a, b] of shape.routes) routes.push([first[c]! + a, first[c]! + b]);
  }
  for (let c = 0; c < 5; c++) for (const [a, b] of borders[c]!) routes.push([first[c]! + a, first[(c + 1) % 5]! + b]);
  return { side, provinces, routes, source: 'reconstructed' };
}

export const BOARDS: Readonly<Record<Side, BoardSide>> = {
  basic: build('basic', [BASIC[0]!, BASIC[1]!, BASIC[2]!, BASIC[0]!, BASIC[1]!], BASIC_SYMBOLS, BASIC_BORDERS, 1.3),
  advanced: build('advanced', [ADVANCED[0]!, ADVANCED[0]!, ADVANCED[0]!, ADVANCED[1]!, ADVANCED[1]!], ADVANCED_SYMBOLS, ADVANCED_BORDERS, 1.3),
};

const cache = new Map<Side, readonly (readonly number[])[]>();

/** Each province's neighbours (ascending), per side. */
export function neighbours(side: Side): readonly (readonly number[])[] {
  let n = cache.get(side);
  if (!n) {
    const lists = BOARDS[side].provinces.map((): number[] => []);
    for (const [a, b] of BOARDS[side].routes) {
      lists[a]!.push(b);
      lists[b]!.push(a);
    }
    n = lists.map((l) => l.sort((a, b) => a - b));
    cache.set(side, n);
  }
  return n;
}

/** Provinces of a country on a side, ascending. */
export const provincesOf = (side: Side, country: number): readonly number[] => BOARDS[side].provinces.filter((p) => p.country === country).map((p) => p.id);

/** The province next to a country's port (its merchants' first step). */
export const portProvince = (side: Side, country: number): number => BOARDS[side].provinces.find((p) => p.country === country && p.role === 'port')!.id;
