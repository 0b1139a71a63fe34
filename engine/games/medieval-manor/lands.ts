/**
 * The Land Deck and the map (the rulebook, "The Map"): 12 Basic lands on a
 * 3×4 grid for 2–3 players, all 16 on a 4×4 grid for 4+; "The Road and River must
 * be placed on a Map edge". The land modifiers of Fertile Fields (+1 Crop) and Poor
 * Fields (−1 Crop) are in the text (Bounty Cards); the others are reconstructed.
 */
import { fail, ok, type Result } from '../../core/result.js';
import { BASIC_LANDS, LAND_NAMES, type Cell, type Goods, type LandClass, type LandName, type ManorMap } from './types.js';

export interface LandRecord {
  readonly name: LandName;
  readonly set: 'basic' | 'extra';
  /** "Treat the Irrigated Fields as Fields, the Mountains as Hills, and the Forest and Hunting Grounds as Woods." */
  readonly landClass: LandClass;
  /** Added to a gain of the same type ("if you are gaining counters of the same type"). */
  readonly modifier: Goods;
  readonly source: 'rulebook' | 'reconstructed';
}

const land = (name: LandName, landClass: LandClass, modifier: Goods = {}, source: LandRecord['source'] = 'reconstructed'): LandRecord => ({
  name,
  set: (BASIC_LANDS as readonly string[]).includes(name) ? 'basic' : 'extra',
  landClass,
  modifier,
  source,
});

export const LANDS: readonly LandRecord[] = [
  land('River', 'River', {}, 'rulebook'),
  land('Fertile Fields', 'Fields', { crops: 1 }, 'rulebook'),
  land('Good Fields', 'Fields', {}, 'rulebook'),
  land('Poor Fields', 'Fields', { crops: -1 }, 'rulebook'),
  land('Woods', 'Woods', {}, 'rulebook'),
  land('Pasture', 'Pasture', { animals: 1 }),
  land('Hills', 'Hills', {}, 'rulebook'),
  land('Road', 'Road', {}, 'rulebook'),
  land('Village', 'Village', {}, 'rulebook'),
  land('Market', 'Market', { gold: 1 }),
  land('Church', 'Church', {}, 'rulebook'),
  land('Castle', 'Castle', {}, 'rulebook'),
  land('Irrigated Fields', 'Fields', { crops: 1 }),
  land('Hunting Grounds', 'Woods', { animals: 1 }),
  land('Mountains', 'Hills', { gold: 1 }),
  land('Forest', 'Woods', { resources: 1 }),
];

const BY_NAME = new Map(LANDS.map((l) => [l.name, l]));

export function landRecord(name: LandName): LandRecord {
  return BY_NAME.get(name)!;
}

export function isLandName(x: unknown): x is LandName {
  return typeof x === 'string' && (LAND_NAMES as readonly string[]).includes(x);
}

/** The lands used and the grid size for a table of `seats`. */
export function landsFor(seats: number): { lands: readonly LandName[]; width: number; height: number } {
  return seats >= 4 ? { lands: LAND_NAMES, width: 4, height: 4 } : { lands: BASIC_LANDS, width: 4, height: 3 };
}

export function isEdge(index: number, width: number, height: number): boolean {
  const r = Math.floor(index / width),
    c = index % width;
  return r === 0 || c === 0 || r === height - 1 || c === width - 1;
}

/** Orthogonal neighbours of a cell. */
export function neighbours(index: number, width: number, height: number): number[] {
  const r = Math.floor(index / width),
    c = index % width;
  const out: number[] = [];
  if (r > 0) out.push(index - width);
  if (r < height - 1) out.push(index + width);
  if (c > 0) out.push(index - 1);
  if (c < width - 1) out.push(index + 1);
  return out;
}

/** Checks a layout chosen in the lobby: the right lands, each once, Road and River on an edge. */
export function parseLayout(raw: unknown, seats: number): Result<readonly LandName[]> {
  const { lands, width, height } = landsFor(seats);
  if (!Array.isArray(raw) || raw.length !== lands.length) return fail('bad-layout', `The map needs ${lands.length} lands.`);
  if (!raw.every(isLandName)) return fail('bad-layout', 'Unknown land in the layout.');
  const names = raw as LandName[];
  if (new Set(names).size !== names.length || !names.every((n) => lands.includes(n))) {
    return fail('bad-layout', `The map uses each of these lands once: ${lands.join(', ')}.`);
  }
  for (const edgeLand of ['Road', 'River'] as const) {
    if (!isEdge(names.indexOf(edgeLand), width, height)) return fail('bad-layout', `The ${edgeLand} must be on a map edge.`);
  }
  return ok(names);
}

export function buildMap(names: readonly LandName[], seats: number): ManorMap {
  const { width, height } = landsFor(seats);
  const cells: Cell[] = names.map((land) => ({ land, card: null }));
  return { width, height, cells };
}

/**
 * Random layout as a sequence of picks, one per land in layout order (Road, River,
 * then the rest): each pick is an index among the cells still free (edge cells
 * only for Road and River). `layoutBound(j, …)` is the number of choices of pick j.
 */
export function layoutOrder(seats: number): readonly LandName[] {
  const { lands } = landsFor(seats);
  return ['Road', 'River', ...lands.filter((l) => l !== 'Road' && l !== 'River')];
}

function freeCells(picks: readonly number[], j: number, seats: number): number[] {
  const { width, height } = landsFor(seats);
  const taken = new Set(picks.slice(0, j));
  const out: number[] = [];
  for (let i = 0; i < width * height; i++) {
    if (taken.has(i)) continue;
    if (j < 2 && !isEdge(i, width, height)) continue;
    out.push(i);
  }
  return out;
}

/** Choices of pick j: free edge cells for Road and River (always edges), then every free cell. */
export function layoutBound(j: number, seats: number): number {
  const { width, height } = landsFor(seats);
  const edges = 2 * (width + height) - 4;
  return j < 2 ? edges - j : width * height - j;
}

/** The cell chosen by choice `k` of the next pick. */
export function layoutPick(picks: readonly number[], k: number, seats: number): number {
  return freeCells(picks, picks.length, seats)[k]!;
}

/** The map from complete picks (`picks[j]` is the cell of `layoutOrder[j]`). */
export function mapFromPicks(picks: readonly number[], seats: number): ManorMap {
  const order = layoutOrder(seats);
  const names: LandName[] = [];
  picks.forEach((cell, j) => {
    names[cell] = order[j]!;
  });
  return buildMap(names, seats);
}
