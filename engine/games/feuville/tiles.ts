/**
 * Feuville's components (the rulebook, "Contents"): 90 building tiles, 30 royal
 * decrees, 18 fairy magic tiles, 4 start tiles, 20 grass tiles.
 *
 * The text gives every count above and every kind of face, but not the faces
 * themselves (the pictures did not survive the conversion). What the text fixes is
 * `source: 'rulebook'`; faces we had to draw ourselves (clouds, gates, corner-tower
 * parts, status symbols per tile, how the 30 decrees and 18 charms split into kinds,
 * the prestige charms' values) are `source: 'reconstructed'`, following README.md and notes.ts:
 * sky tiles show 0–3 clouds; walls carry gates, corner-tower bases and guards; towers
 * and skies carry status symbols and the upper corner-tower parts.
 */
import type { Back, BuildingTile, Corner, Decree, DecreeKind, FairyKind, FairyMagic, Row, StatusSymbol, Symbols } from './types.js';

const NONE: Symbols = { guard: 0, star: 0, flag: 0, griffin: 0 };

/** One line of a face table: how many tiles of each back show this face. */
interface FaceSpec {
  readonly I: number;
  readonly II: number;
  readonly star?: number;
  readonly clouds?: number;
  readonly gate?: boolean;
  readonly corner?: Corner;
  readonly symbols?: Partial<Symbols>;
}

// Walls: 30 (15 I, 15 II). Gates and corner bases are what the town evaluation needs.
const WALLS: readonly FaceSpec[] = [
  { I: 4, II: 4 },
  { I: 3, II: 3, gate: true },
  { I: 2, II: 2, corner: 'left' },
  { I: 2, II: 2, corner: 'right' },
  { I: 3, II: 3, symbols: { guard: 1 } },
  { I: 1, II: 1, symbols: { guard: 2 } },
];

// Towers: 30 (15 I, 15 II), the status-symbol tier.
const TOWERS: readonly FaceSpec[] = [
  { I: 3, II: 3, corner: 'left', symbols: { flag: 1 } },
  { I: 3, II: 3, corner: 'right', symbols: { flag: 1 } },
  { I: 2, II: 2, symbols: { guard: 1 } },
  { I: 2, II: 2, symbols: { star: 1 } },
  { I: 2, II: 2, symbols: { griffin: 1 } },
  { I: 1, II: 1, symbols: { flag: 1 } },
  { I: 1, II: 1, symbols: { guard: 1, star: 1 } },
  { I: 1, II: 1, symbols: { griffin: 1, flag: 1 } },
];

// Skies: 30 (6 star-backed laid out at set-up, 12 I, 12 II). Clouds protect columns.
const SKIES: readonly FaceSpec[] = [
  { I: 0, II: 0, star: 2, clouds: 1 },
  { I: 0, II: 0, star: 2, clouds: 2 },
  { I: 0, II: 0, star: 1, clouds: 1, symbols: { star: 1 } },
  { I: 0, II: 0, star: 1, clouds: 0, symbols: { griffin: 1 } },
  { I: 1, II: 1, clouds: 1 },
  { I: 1, II: 1, clouds: 2 },
  { I: 1, II: 1, clouds: 3 },
  { I: 1, II: 1, clouds: 1, symbols: { star: 1 } },
  { I: 1, II: 1, clouds: 0, symbols: { griffin: 2 } },
  { I: 1, II: 1, clouds: 1, symbols: { griffin: 1 } },
  { I: 1, II: 1, clouds: 0, symbols: { flag: 1, star: 1 } },
  { I: 1, II: 1, clouds: 1, corner: 'left' },
  { I: 1, II: 1, clouds: 1, corner: 'right' },
  { I: 1, II: 0, clouds: 2, corner: 'left' },
  { I: 0, II: 1, clouds: 2, corner: 'right' },
  { I: 1, II: 1, clouds: 0, corner: 'left', symbols: { flag: 1 } },
  { I: 1, II: 1, clouds: 0, corner: 'right', symbols: { flag: 1 } },
];

const pad = (n: number): string => String(n).padStart(2, '0');

function expand(row: Row, specs: readonly FaceSpec[]): BuildingTile[] {
  const out: BuildingTile[] = [];
  for (const back of ['star', 'I', 'II'] as const) {
    for (const f of specs) {
      const n = f[back] ?? 0;
      for (let i = 0; i < n; i++) {
        out.push({
          id: `${row}-${pad(out.length + 1)}`,
          row,
          back: back as Back,
          clouds: f.clouds ?? 0,
          gate: f.gate ?? false,
          corner: f.corner ?? null,
          symbols: { ...NONE, ...f.symbols },
          source: 'reconstructed',
        });
      }
    }
  }
  return out;
}

export const BUILDING_TILES: readonly BuildingTile[] = [...expand('wall', WALLS), ...expand('tower', TOWERS), ...expand('sky', SKIES)];

/** The start tiles: plain walls with a coat of arms (the rulebook, "Set up"; README.md and notes.ts). */
export const START_TILES: readonly BuildingTile[] = [0, 1, 2, 3].map((s) => ({
  id: `start-${s}`,
  row: 'wall',
  back: 'start',
  clouds: 0,
  gate: false,
  corner: null,
  symbols: NONE,
  source: 'rulebook',
}));

interface DecreeSpec {
  readonly kind: DecreeKind;
  readonly symbol?: StatusSymbol;
  readonly factor?: number;
  readonly count: number;
  readonly source: Decree['source'];
}

// 30 decrees. Town evaluation: one per player, so 4 (the text's maximum of players).
// The faces of districts (5 / 10), town evaluation (2 per tile), discretion (×3) and
// splendid view (1 per symbol) are in the text; the split of the other 26 is ours.
const DECREE_SPECS: readonly DecreeSpec[] = [
  { kind: 'town', count: 4, source: 'rulebook' },
  { kind: 'little', count: 4, source: 'reconstructed' },
  { kind: 'large', count: 4, source: 'reconstructed' },
  ...(['guard', 'star', 'flag', 'griffin'] as const).flatMap((symbol) =>
    [1, 2, 3].map((factor) => ({ kind: 'symbol' as const, symbol, factor, count: 1, source: 'reconstructed' as const })),
  ),
  { kind: 'view', factor: 1, count: 3, source: 'reconstructed' },
  { kind: 'discretion', factor: 3, count: 3, source: 'reconstructed' },
];

export const DECREES: readonly Decree[] = DECREE_SPECS.flatMap((d) => Array.from({ length: d.count }, () => d)).map((d, i) => ({
  id: `decree-${pad(i + 1)}`,
  kind: d.kind,
  symbol: d.symbol ?? null,
  factor: d.factor ?? 0,
  source: d.source,
}));

interface FairySpec {
  readonly kind: FairyKind;
  readonly points?: number;
  readonly count: number;
}

// 18 charms: the four kinds are in the text; the split and the points are ours.
const FAIRY_SPECS: readonly FairySpec[] = [
  { kind: 'prestige', points: 2, count: 2 },
  { kind: 'prestige', points: 3, count: 2 },
  { kind: 'prestige', points: 4, count: 1 },
  { kind: 'prestige', points: 5, count: 1 },
  { kind: 'selection', count: 4 },
  { kind: 'theft', count: 4 },
  { kind: 'fire', count: 4 },
];

export const FAIRY_MAGIC: readonly FairyMagic[] = FAIRY_SPECS.flatMap((f) => Array.from({ length: f.count }, () => f)).map((f, i) => ({
  id: `fairy-${pad(i + 1)}`,
  kind: f.kind,
  points: f.points ?? 0,
  source: 'reconstructed',
}));

/** Grass tiles: 20 plain ones (the rulebook, "Contents"), and each player's own with their coat of arms. */
export const GRASS_TILES = 20;

const TILE_BY_ID = new Map([...BUILDING_TILES, ...START_TILES].map((t) => [t.id, t]));
const DECREE_BY_ID = new Map(DECREES.map((d) => [d.id, d]));
const FAIRY_BY_ID = new Map(FAIRY_MAGIC.map((f) => [f.id, f]));

export const isDecreeId = (id: string): boolean => DECREE_BY_ID.has(id);
export const isFairyId = (id: string): boolean => FAIRY_BY_ID.has(id);

/** Lookups of our own ids: an unknown id is a bug, so they throw. */
export function tile(id: string): BuildingTile {
  const t = TILE_BY_ID.get(id);
  if (!t) throw new Error(`no tile ${id}`);
  return t;
}
export function decree(id: string): Decree {
  const d = DECREE_BY_ID.get(id);
  if (!d) throw new Error(`no decree ${id}`);
  return d;
}
export function fairy(id: string): FairyMagic {
  const f = FAIRY_BY_ID.get(id);
  if (!f) throw new Error(`no fairy magic ${id}`);
  return f;
}
