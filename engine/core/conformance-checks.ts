/**
 * The checks behind the conformance suite (test/node/conformance.ts), as plain functions
 * that return the problems they find: a checked playout, deep freezing, and the
 * rejection of junk. The simulation command uses them too.
 */
import { LocalDealer } from './dealer.js';
import type { AnyGame, Seat } from './game.js';
import { replay, type AnyChooser, type Entry } from './playout.js';
import { seededRng, type Rng } from './rng.js';

/** Freezes a value and everything reachable from it, so any mutation throws (strict mode). */
export function deepFreeze<T>(x: T): T {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return x;
  Object.freeze(x);
  for (const v of Object.values(x as object)) deepFreeze(v);
  return x;
}

const json = (x: unknown): string => JSON.stringify(x);

export interface CheckOptions {
  /** Problems with one state (conservation, no negative counts…); [] when sound. */
  readonly invariants?: (state: unknown) => readonly string[];
  /** Also apply every other legal action at every step (slower, finds more). */
  readonly allLegal?: boolean;
  readonly maxActions?: number;
  /**
   * Every seat a `move` pending lists must have a legal action (concurrent answers,
   * as in reaction windows), not just one of them as the contract requires.
   */
  readonly everyListedSeatActs?: boolean;
  readonly chooser?: AnyChooser;
}

export interface CheckedPlayout {
  readonly problems: string[];
  readonly state: unknown;
  readonly actions: number;
  readonly record: readonly Entry[];
  /** Actions as played, before `publish` (replay through a dealer needs the private parts). */
  readonly privateActions: readonly { seat: Seat; action: unknown }[];
}

function checkState(game: AnyGame, dealer: LocalDealer, state: unknown, seats: number, opts: CheckOptions, problems: string[]): void {
  for (const v of opts.invariants?.(state) ?? []) problems.push(`invariant: ${v}`);
  if (json(JSON.parse(json(state))) !== json(state)) problems.push('state does not round-trip through JSON');
  if (!game.visible) return;
  const viewers = [...game.viewers(state)];
  for (let seat = 0; seat < seats; seat++) {
    const fast = dealer.knowledge(game, state, seat);
    const slow = viewers.filter(([, who]) => who.includes(seat)).map(([h]) => h);
    if (fast.size !== slow.length || slow.some((h) => !fast.has(h))) problems.push(`visible(${seat}) disagrees with viewers`);
  }
}

/**
 * Plays a random game through a LocalDealer and checks it on the way: frozen
 * states never mutate, every legal action applies, the game never waits on a
 * seat with nothing to do, invariants hold, states round-trip through JSON, views
 * build, and the public record replays to the same state.
 */
export function checkedPlayout(game: AnyGame, seats: number, seed: number, opts: CheckOptions = {}): CheckedPlayout {
  const config = game.defaultConfig(seats);
  const w: Walk = {
    game,
    opts,
    seats,
    dealer: new LocalDealer(game.cards(config, seats), seed),
    rng: seededRng((seed ^ 0x5bd1e995) >>> 0),
    problems: [],
    record: [],
    privateActions: [],
    actions: 0,
    state: deepFreeze(game.setup(config, seats)),
  };
  const maxActions = opts.maxActions ?? 20_000;
  while (w.problems.length === 0) {
    checkState(game, w.dealer, w.state, seats, opts, w.problems);
    const p = game.pending(w.state);
    if (!p) break;
    if (p.kind !== 'move') resolveStep(w);
    else if (w.actions++ >= maxActions) w.problems.push(`no end after ${maxActions} actions`);
    else moveStep(w, p.seats);
  }
  if (w.problems.length === 0) finish(w, config);
  return { problems: w.problems, state: w.state, actions: w.actions, record: w.record, privateActions: w.privateActions };
}

/** One checked playout in progress. */
interface Walk {
  readonly game: AnyGame;
  readonly opts: CheckOptions;
  readonly seats: number;
  readonly dealer: LocalDealer;
  readonly rng: Rng;
  readonly problems: string[];
  readonly record: Entry[];
  readonly privateActions: { seat: Seat; action: unknown }[];
  actions: number;
  state: unknown;
}

function resolveStep(w: Walk): void {
  const r = w.dealer.resolution(w.game, w.state)!;
  const next = w.game.resolve(w.state, r);
  if (!next.ok) {
    w.problems.push(`resolution rejected: ${next.error.message}`);
    return;
  }
  w.record.push({ kind: 'resolution', resolution: r });
  w.state = deepFreeze(next.value);
}

function moveStep(w: Walk, listed: readonly Seat[]): void {
  const { game, state, opts } = w;
  const movers = listed
    .map((seat) => ({ seat, knows: w.dealer.knowledge(game, state, seat) }))
    .map((m) => ({ ...m, legal: game.legalActions(state, m.seat, m.knows) as unknown[] }))
    .filter((m) => m.legal.length > 0);
  if (movers.length === 0) {
    w.problems.push(`dead end: seats ${listed.join(',')} have no legal action`);
    return;
  }
  if (opts.everyListedSeatActs) {
    for (const m of listed) if (!movers.some((x) => x.seat === m)) w.problems.push(`seat ${m} is waited on but has no legal action`);
  }
  if (opts.allLegal) {
    for (const m of movers)
      for (const a of m.legal) {
        const r = game.apply(state, a, m.seat);
        if (!r.ok) w.problems.push(`legal action rejected: ${json(a)} by ${m.seat}: ${r.error.message}`);
      }
  }
  if (movers.length > 1) commute(w, movers);
  const mover = movers[w.rng.int(movers.length)]!;
  const choose = opts.chooser ?? (({ legal, rng }) => legal[rng.int(legal.length)]);
  const action = choose({ game, state, seat: mover.seat, knows: mover.knows, legal: mover.legal, rng: w.rng });
  json(game.view(state, mover.seat, mover.knows));
  const next = w.dealer.act(game, state, action, mover.seat);
  if (!next.ok) {
    w.problems.push(`legal action rejected: ${json(action)}: ${next.error.message}`);
    return;
  }
  w.privateActions.push({ seat: mover.seat, action });
  w.record.push({ kind: 'action', seat: mover.seat, action: game.publish ? game.publish(action) : action });
  w.state = deepFreeze(next.value);
}

/**
 * Seats asked at once answer as a set over the network (sealed, then applied
 * together in seat order: docs/protocol.md §3), but one at a time, in any order,
 * at a hot-seat table. So their answers must not depend on each other: one
 * legal answer of each, applied in seat order and in reverse, reach one state.
 */
function commute(w: Walk, movers: readonly { seat: Seat; legal: readonly unknown[] }[]): void {
  const picks = movers.map((m) => ({ seat: m.seat, action: m.legal[w.rng.int(m.legal.length)] }));
  const run = (order: typeof picks): unknown => {
    let s = w.state;
    for (const p of order) {
      const r = w.game.apply(s, p.action, p.seat);
      if (!r.ok) return `${json(p.action)} by ${p.seat} refused after the others: ${r.error.message}`;
      s = r.value;
    }
    return s;
  };
  const forward = run(picks);
  const backward = run([...picks].reverse());
  if (json(forward) !== json(backward)) w.problems.push(`answers of seats asked at once do not commute: ${json(picks).slice(0, 200)}`);
}

/** The end: an outcome exists, the public record replays to the same state, views still build. */
function finish(w: Walk, config: unknown): void {
  if (!w.game.outcome(w.state)) w.problems.push('the game ended without an outcome');
  const again = replay(w.game, config, w.seats, w.record);
  if (json(again) !== json(w.state)) w.problems.push('replay of the public record gives a different state');
  json(w.game.view(w.state, null, new Map()));
}

/** Applies an untrusted action: any throw is a problem; rejection or success are both fine. */
export function junkProblem(game: AnyGame, state: unknown, raw: unknown, seat: Seat): string | null {
  try {
    const parsed = game.parseAction(raw);
    if (!parsed.ok) return null;
    const claims = game.claims(parsed.value);
    if (!Array.isArray(claims)) return 'claims() did not return a list';
    game.rearrangement?.(state, parsed.value);
    game.apply(state, parsed.value, seat);
    game.describe(state, parsed.value, seat, []);
    return null;
  } catch (e) {
    return `threw on ${json(raw)} by seat ${seat}: ${(e as Error).message}`;
  }
}

/** States along one random playout, to aim junk at (cheap: no checks). */
export function statesAlong(game: AnyGame, seats: number, seed: number, every: number, chooser?: AnyChooser): unknown[] {
  const config = game.defaultConfig(seats);
  const dealer = new LocalDealer(game.cards(config, seats), seed);
  const rng = seededRng(seed >>> 0);
  const out: unknown[] = [];
  let state: unknown = game.setup(config, seats);
  for (let i = 0; i < 5_000; i++) {
    if (i % every === 0) out.push(deepFreeze(state));
    const p = game.pending(state);
    if (!p) break;
    if (p.kind !== 'move') {
      state = dealer.settle(game, state);
      continue;
    }
    const seat = p.seats[rng.int(p.seats.length)]!;
    const knows = dealer.knowledge(game, state, seat);
    const legal = game.legalActions(state, seat, knows) as unknown[];
    if (legal.length === 0) break;
    const action = chooser ? chooser({ game, state, seat, knows, legal, rng }) : legal[rng.int(legal.length)];
    const next = dealer.act(game, state, action, seat);
    if (!next.ok) break;
    state = next.value;
  }
  out.push(deepFreeze(state));
  return out;
}
