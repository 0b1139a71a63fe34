/**
 * Test-only helpers (imported by the *.test.ts files beside it, never by a
 * component): real Medieval Manor positions from the engine, the seeded
 * randomness resolved as a hot-seat dealer would, and the app's own controller
 * opening at one of them.
 */
import { medievalManor as game } from '../../engine/games/medieval-manor/index.js';
import type { MedievalManorAction, MedievalManorConfig, MedievalManorState, MedievalManorView, TradeItem } from '../../engine/games/medieval-manor/types.js';
import type { Seat } from '../../engine/core/game.js';
import { controllerAt as openAt } from '../../test/browser/controller-at.js';
import { labelOf } from '../../components/shared/manifest.js';
import { actionLabel } from './labels.js';

type S = MedievalManorState;
export const NAMES = ['Ana', 'Bo', 'Cy', 'Di'] as const;

/**
 * A fixed 3×4 map (Road and River on the edge), so tests name spaces by index:
 *   Village  River          Hills   Woods
 *   Pasture  Fertile Fields Market  Church
 *   Castle   Poor Fields    Road    Good Fields
 */
export const LAYOUT = [
  'Village',
  'River',
  'Hills',
  'Woods',
  'Pasture',
  'Fertile Fields',
  'Market',
  'Church',
  'Castle',
  'Poor Fields',
  'Road',
  'Good Fields',
] as const;

/**
 * Sets hands (and some counters) by hand, so tests do not hang on what a seed
 * deals while the card data is being tuned. Only card names the rulebook itself
 * gives are used (Wheat, Mine, Cathedral, Compost, Cultivator, Manure, Pollination, Fodder).
 */
export function pin(s: S, hands: readonly (readonly string[])[], counters: readonly Partial<Record<string, number>>[] = []): S {
  return {
    ...s,
    players: s.players.map((p, i) => ({
      ...p,
      hand: hands[i] ?? p.hand,
      counters: { ...p.counters, ...(counters[i] ?? {}) } as typeof p.counters,
    })),
  };
}

/** mulberry32: a small seeded PRNG in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Resolves every `random` pending until a seat must move. */
export function settle(s: S, rand: () => number): S {
  for (let i = 0; i < 10_000; i++) {
    const p = game.pending(s);
    if (!p || p.kind === 'move') return s;
    const r = p.kind === 'random' ? game.resolve(s, { kind: 'random', value: Math.floor(rand() * p.bound) }) : game.resolve(s, { kind: 'shuffle' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  throw new Error('the randomness never settled');
}

export function start(seats = 2, seed = 7, config: Partial<MedievalManorConfig> = {}): { s: S; rand: () => number } {
  const rand = rng(seed);
  const layout = seats < 4 ? [...LAYOUT] : 'random';
  const s = settle(game.setup({ layout, firstLord: 0, ...config }, seats), rand);
  return { s, rand };
}

export function play(s: S, seat: Seat, a: MedievalManorAction, rand: () => number): S {
  const r = game.apply(s, a, seat);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
  return settle(r.value, rand);
}

export const legal = (s: S, seat: Seat): MedievalManorAction[] => game.legalActions(s, seat, new Map());
export const viewOf = (s: S, seat: Seat | null): MedievalManorView => game.view(s, seat, new Map());

/** A trade round: `seat` answers with `item`, everyone else still trading answers nothing; the round then happens. */
export function tradeRound(s: S, seat: Seat, item: TradeItem, rand: () => number): S {
  let out = play(s, seat, { type: 'trade', items: [item], done: false }, rand);
  const st = s.step;
  if (st.phase !== 'trade') throw new Error('not in a Trade Phase');
  st.done.forEach((d, i) => {
    if (!d && i !== seat) out = play(out, i, { type: 'trade', items: [], done: false }, rand);
  });
  return out;
}

/** Plays the quietest legal move (finish, done trading, pass, else the first) until `until` holds. */
export function advance(s: S, rand: () => number, until: (v: MedievalManorView) => boolean): S {
  const quiet = ['finish', 'pass'];
  for (let i = 0; i < 2_000; i++) {
    const v = viewOf(s, null);
    if (until(v)) return s;
    const seat = v.toAct[0];
    if (seat === undefined) throw new Error('nobody to act');
    const options = legal(s, seat);
    const a = options.find((x) => quiet.includes(x.type) || (x.type === 'trade' && x.done && !x.items.length)) ?? options[0]!;
    s = play(s, seat, a, rand);
  }
  throw new Error('never reached');
}

/**
 * A real hot-seat controller whose game opens at `s`, `seat` holding the device
 * (test/browser/controller-at.ts): the snapshot, the dry run and the moves are the app's own.
 */
export const controllerAt = (s: S, seat: Seat | null, names: readonly string[] = NAMES.slice(0, s.seats)) =>
  openAt<MedievalManorView, MedievalManorAction>({ game, state: s, names, label: labelOf(actionLabel) }, seat);
