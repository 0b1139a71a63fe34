/**
 * The two sides of Felinia's board as graphs. RECONSTRUCTED (`source:
 * 'reconstructed'`): the rulebook's map did not survive its conversion to
 * text, so the provinces' routes, symbols and places here are ours. They keep
 * what the text says of the board (README.md, board.test.ts checks each point):
 *
 * - Basic side: 5 countries × 9 provinces, "one province adjacent to a port,
 *   two with crossroads, and 6 with Trading Posts". A walk's first step is the
 *   province next to the port, and a merchant passes through crossroads only
 *   (a face-up trade tile ends the walk, a face-down one cannot be entered), so
 *   every post lies next to the port province or behind a crossroads next to
 *   it: within the basic game's three steps. Symbols: spice, gold, coin,
 *   merchandise; one or two on the port province and each crossroads, one on
 *   about a third of the posts.
 * - Advanced side: 38 posts for the 38 trade tiles (8 in each of the first
 *   three countries, 7 in the others), the port province and three crossroads
 *   a country. Crossroads next to each other make longer paths: two to four
 *   posts a country lie three or four steps away, reachable only with food.
 *   Food (some provinces with two) and Mysterious Places appear here.
 * - Both: posts border posts within a country and across the border of each
 *   neighbouring country (groups score), and no route joins countries that do
 *   not border. A province or two per side shows two gold, one two coins.
 *
 * The countries lie in a ring around the island, clockwise from the top (0
 * Lion's, 1 Cheetah's, 2 Tiger's, 3 Panther's, 4 Lynx's Kingdom), each
 * bordering the two next to it, its port province on the outer coast where
 * the boats from Katzburg land. `x`, `y` place each province for the drawing
 * (a 1000 × 700 box; no rule reads them).
 */
import type { BoardSide, Province, Reward, Side } from './types.js';

/**
 * A country on one side: its provinces in local order (the port province, the
 * crossroads, then the posts), each placed as `r a` — `r` the way from the
 * island's middle to its coast in %, `a` degrees off the country's bearing
 * (clockwise, towards the next country); its routes `a-b` between local ids;
 * its symbols, a word a province (`-` none; s spice, g gold, c coin,
 * m merchandise, f food, y Mysterious Place).
 */
interface Country {
  readonly places: string;
  readonly routes: string;
  readonly symbols: string;
}

// Basic: 0 port province, 1–2 crossroads, 3–8 posts (3, 4 on the coast, 5, 6 by the borders, 7, 8 inland).
const BASIC_PLACES = '90 0|66 -12|66 12|86 -25|86 25|52 -27|52 27|32 -14|32 14';
const BASIC: readonly Country[] = [
  // One post next to the port province; the second crossroads leads to three.
  { places: BASIC_PLACES, routes: '0-1 0-2 0-3 1-5 1-7 2-4 2-6 2-8 3-5 5-7 7-8 4-6', symbols: 'c m ss - - - g m -' },
  // Two posts next to the port province; the crossroads next to each other.
  { places: BASIC_PLACES, routes: '0-1 0-2 1-2 0-3 0-4 1-5 1-7 2-6 2-8 3-5 4-6 6-8 7-8', symbols: 'm g cc s - - c - -' },
  // One post next to the port province, the first crossroads leads to three.
  { places: BASIC_PLACES, routes: '0-1 0-2 0-4 1-3 1-5 1-7 2-6 2-8 3-5 5-7 7-8 4-6 6-8', symbols: 's cm gg - m - - s -' },
  // Two posts next to the port province; one crossroads leads inland, the other to a single post.
  { places: BASIC_PLACES, routes: '0-1 0-2 0-3 0-4 1-5 1-7 1-8 2-6 3-5 5-7 7-8 4-6', symbols: 'g m cs - - c - - s' },
  // One post next to the port province; the second crossroads leads inland.
  { places: BASIC_PLACES, routes: '0-1 0-2 0-4 1-3 1-5 2-6 2-7 2-8 3-5 7-8 6-8 4-6', symbols: 'cm s mm - g - c - -' },
];

// Advanced: 0 port province, 1–3 crossroads (3 inland), then the posts (4, 5 coast, 6, 7 and 8, 9 by the borders, 10, 11 inland).
const ADVANCED_8 = '92 0|72 -12|72 12|50 0|90 -25|90 25|68 -28|68 28|45 -26|45 26|30 -14|30 14';
const ADVANCED_7 = '92 0|72 -12|72 12|50 0|90 -25|90 25|68 -28|68 28|45 -26|45 26|27 0';
const ADVANCED: readonly Country[] = [
  // The inland crossroads behind the first: three posts for food.
  { places: ADVANCED_8, routes: '0-1 0-2 0-4 1-3 1-6 2-5 2-7 2-9 3-8 3-10 3-11 4-6 6-8 8-10 10-11 5-7 7-9', symbols: 'c ff m ys - m g - - - s -' },
  // A chain of crossroads: the second two steps away, the inland one three (its posts four).
  { places: ADVANCED_8, routes: '0-1 0-4 0-5 1-2 1-6 1-8 1-10 2-3 2-7 3-9 3-11 4-6 6-8 8-10 10-11 5-7 7-9', symbols: 'm gg f y s - - - c - - f' },
  // The inland crossroads behind both others.
  { places: ADVANCED_8, routes: '0-1 0-2 0-5 1-3 1-4 1-6 2-3 2-7 2-9 3-8 3-10 3-11 4-6 6-8 8-10 10-11 11-9 9-7', symbols: 's f cc yf - m - g - - c -' },
  // The crossroads in a chain from the first: one post three steps away, two four.
  { places: ADVANCED_7, routes: '0-1 0-4 0-5 1-2 1-6 1-8 2-3 2-7 3-9 3-10 4-6 6-8 8-10 10-9 5-7 7-9', symbols: 'ff m sc y - - g - - m -' },
  // The inland crossroads behind the second: two posts for food.
  { places: ADVANCED_7, routes: '0-1 0-2 0-5 1-4 1-6 1-8 2-3 2-7 3-9 3-10 4-6 6-8 8-10 10-9 9-7 5-7', symbols: 'gy f cf yf - m - - s - -' },
];

/** Routes across each border, country c to c + 1 (mod 5), as local ids `in c-in c + 1`: posts facing each other. */
const BASIC_BORDERS = ['4-3 8-7', '6-5', '4-3 6-5', '8-7', '4-3'];
const ADVANCED_BORDERS = ['5-4 9-8', '7-6', '5-4 7-6', '9-8', '7-6'];

const SYMBOL: Readonly<Record<string, Reward>> = { s: 'spice', g: 'gold', c: 'coin', m: 'merchandise', f: 'food', y: 'mystery' };
const pairs = (s: string): [number, number][] => s.split(' ').map((w) => w.split('-').map(Number) as [number, number]);

function build(side: Side, countries: readonly Country[], borders: readonly string[], crossroads: number): BoardSide {
  const provinces: Province[] = [];
  const routes: [number, number][] = [];
  const first: number[] = [];
  countries.forEach((country, c) => {
    first.push(provinces.length);
    const symbols = country.symbols.split(' ');
    country.places.split('|').forEach((place, i) => {
      const [r, a] = place.split(' ').map(Number) as [number, number];
      const t = ((-90 + 72 * c + a) * Math.PI) / 180;
      provinces.push({
        id: provinces.length,
        country: c,
        role: i === 0 ? 'port' : i <= crossroads ? 'crossroads' : 'post',
        rewards: symbols[i] === '-' ? [] : [...symbols[i]!].map((k) => SYMBOL[k]!),
        // The island an ellipse round (500, 350); r = 100 would be its coast.
        x: Math.round(500 + 4.3 * r * Math.cos(t)),
        y: Math.round(350 + 3.05 * r * Math.sin(t)),
      });
    });
    for (const [a, b] of pairs(country.routes)) routes.push([first[c]! + a, first[c]! + b]);
  });
  borders.forEach((border, c) => {
    for (const [a, b] of pairs(border)) routes.push([first[c]! + a, first[(c + 1) % 5]! + b]);
  });
  return { side, provinces, routes, source: 'reconstructed' };
}

export const BOARDS: Readonly<Record<Side, BoardSide>> = {
  basic: build('basic', BASIC, BASIC_BORDERS, 2),
  advanced: build('advanced', ADVANCED, ADVANCED_BORDERS, 3),
};

const lists = new Map<Side, readonly (readonly number[])[]>();

/** Each province's neighbours (sorted ascending), per side, computed once from routes. */
export function neighbours(side: Side): readonly (readonly number[])[] {
  let n = lists.get(side);
  if (!n) {
    const adj = BOARDS[side].provinces.map((): number[] => []);
    for (const [a, b] of BOARDS[side].routes) {
      adj[a]!.push(b);
      adj[b]!.push(a);
    }
    n = adj.map((l) => l.sort((a, b) => a - b));
    lists.set(side, n);
  }
  return n;
}

/** The country a province belongs to. */
export const countryOf = (side: Side, province: number): number => BOARDS[side].provinces[province]!.country;

/** Provinces of a country on a side, ascending. */
export const provincesOf = (side: Side, country: number): readonly number[] => BOARDS[side].provinces.filter((p) => p.country === country).map((p) => p.id);

/** The province next to a country's port (its merchants' first step). */
export const portProvince = (side: Side, country: number): number => BOARDS[side].provinces.find((p) => p.country === country && p.role === 'port')!.id;
