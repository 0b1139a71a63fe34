/**
 * A whole game on one machine: a LocalDealer resolves every `random` and
 * `shuffle`, and one chooser per seat (a bot, a test's script) picks each move.
 * Used by the simulation command, the conformance suite, tests and the bench.
 *
 * The record it keeps is the public history (actions as the log would carry them,
 * with their authors, and the dealer's resolutions); `replay` rebuilds the state
 * from it alone, which is how every peer rebuilds a room's state.
 */
import { LocalDealer } from './dealer.js';
import type { AnyGame, Knowledge, Resolution, Seat } from './game.js';
import { seededRng, type Rng } from './rng.js';

/** What a chooser sees: the public state, what its seat knows, and its legal actions (never empty). */
export interface ChoiceContext<S = unknown, A = unknown> {
  readonly game: AnyGame;
  readonly state: S;
  readonly seat: Seat;
  readonly knows: Knowledge;
  readonly legal: readonly A[];
  readonly rng: Rng;
}

export type Chooser<S = unknown, A = unknown> = (ctx: ChoiceContext<S, A>) => A;
/** A chooser of any game, so a game's typed bots need no cast. */
// biome-ignore lint/suspicious/noExplicitAny: a chooser of any game, as the lists hold them.
export type AnyChooser = Chooser<any, any>;

export type Entry =
  | { readonly kind: 'action'; readonly seat: Seat; readonly action: unknown }
  | { readonly kind: 'resolution'; readonly resolution: Resolution };

export interface PlayoutOptions {
  readonly seats: number;
  /** Seeds the dealer; choosers and the pick among concurrent seats use seed + 1. */
  readonly seed: number;
  /** One chooser per seat (or one for all). */
  readonly choosers: readonly AnyChooser[] | AnyChooser;
  readonly config?: unknown;
  /** Keep the public record (for replay). Off by default: it costs time. */
  readonly record?: boolean;
  /** A game that runs longer is reported as stuck (a bug). */
  readonly maxActions?: number;
  /** Called with every state reached (tests: invariants, freezing). */
  readonly onState?: (state: unknown) => void;
}

export interface PlayoutResult<S = unknown> {
  readonly state: S;
  readonly actions: number;
  readonly resolutions: number;
  /** 'over': pending is null; 'stuck': a move pending with no seat able to act; 'too-long': maxActions reached. */
  readonly end: 'over' | 'stuck' | 'too-long';
  readonly record: readonly Entry[];
  readonly config: unknown;
}

function chooserFor(c: PlayoutOptions['choosers'], seat: Seat): AnyChooser {
  return typeof c === 'function' ? c : c[seat % c.length]!;
}

/** Plays a whole game from a seed. Throws only on a bug (an action the game itself listed is rejected). */
export function playout<S>(game: AnyGame, opts: PlayoutOptions): PlayoutResult<S> {
  const config = opts.config ?? game.defaultConfig(opts.seats);
  const dealer = new LocalDealer(game.cards(config, opts.seats), opts.seed);
  const rng = seededRng((opts.seed + 1) >>> 0);
  const record: Entry[] = [];
  const maxActions = opts.maxActions ?? 100_000;
  let state = game.setup(config, opts.seats) as S;
  let actions = 0;
  let resolutions = 0;
  for (;;) {
    opts.onState?.(state);
    const p = game.pending(state);
    if (!p) return { state, actions, resolutions, end: 'over', record, config };
    if (p.kind !== 'move') {
      const r = dealer.resolution(game, state)!;
      const next = game.resolve(state, r);
      if (!next.ok) throw new Error(`resolution rejected: ${next.error.message}`);
      if (opts.record) record.push({ kind: 'resolution', resolution: r });
      state = next.value as S;
      resolutions++;
      continue;
    }
    if (actions >= maxActions) return { state, actions, resolutions, end: 'too-long', record, config };
    // Concurrent answers (reaction windows) come in a random order.
    const start = p.seats.length > 1 ? rng.int(p.seats.length) : 0;
    let moved = false;
    for (let i = 0; i < p.seats.length && !moved; i++) {
      const seat = p.seats[(start + i) % p.seats.length]!;
      const knows = dealer.knowledge(game, state, seat);
      const legal = game.legalActions(state, seat, knows);
      if (legal.length === 0) continue;
      const action = chooserFor(opts.choosers, seat)({ game, state, seat, knows, legal, rng });
      const next = dealer.act(game, state, action, seat);
      if (!next.ok) throw new Error(`legal action rejected (seed ${opts.seed}): ${JSON.stringify(action)}: ${next.error.message}`);
      if (opts.record) record.push({ kind: 'action', seat, action: game.publish ? game.publish(action) : action });
      state = next.value as S;
      actions++;
      moved = true;
    }
    if (!moved) return { state, actions, resolutions, end: 'stuck', record, config };
  }
}

/**
 * Rebuilds the public state from a record alone: no dealer, no secrets. Every
 * peer does this with the log, so it must give exactly the state play reached.
 */
export function replay<S>(game: AnyGame, config: unknown, seats: number, record: readonly Entry[]): S {
  let state = game.setup(config, seats) as S;
  for (const e of record) {
    const next = e.kind === 'action' ? game.apply(state, e.action, e.seat) : game.resolve(state, e.resolution);
    if (!next.ok) throw new Error(`replay rejected ${JSON.stringify(e)}: ${next.error.message}`);
    state = next.value as S;
  }
  return state;
}

/** A chooser that picks uniformly among the legal actions. */
export const randomChooser: Chooser = ({ legal, rng }) => legal[rng.int(legal.length)]!;
