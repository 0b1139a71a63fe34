/**
 * The checks behind the conformance suite (conformance.ts), as plain functions
 * that return the problems they find: a checked playout, deep freezing, and the
 * rejection of junk. The simulation command uses them too.
 */
import { LocalDealer } from './dealer.js';
import type { AnyGame, Seat } from './game.js';
import { replay, type Chooser, type Entry } from './playout.js';
import { seededRng } from './rng.js';

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
  readonly chooser?: Chooser;
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
  const dealer = new LocalDealer(game.cards(config, seats), seed);
  const rng = seededRng((seed ^ 0x5bd1e995) >>> 0);
  const problems: string[] = [];
  const record: Entry[] = [];
  const privateActions: { seat: Seat; action: unknown }[] = [];
  let state: unknown = deepFreeze(game.setup(config, seats));
  let actions = 0;
  const maxActions = opts.maxActions ?? 20_000;
  while (problems.length === 0) {
    checkState(game, dealer, state, seats, opts, problems);
    const p = game.pending(state);
    if (!p) break;
    if (p.kind !== 'move') {
      const r = dealer.resolution(game, state)!;
      const next = game.resolve(state, r);
      if (!next.ok) { problems.push(`resolution rejected: ${next.error.message}`); break; }
      record.push({ kind: 'resolution', resolution: r });
      state = deepFreeze(next.value);
      continue;
    }
    if (actions++ >= maxActions) { problems.push(`no end after ${maxActions} actions`); break; }
    const movers = p.seats.map((seat) => ({ seat, knows: dealer.knowledge(game, state, seat) }))
      .map((m) => ({ ...m, legal: game.legalActions(state, m.seat, m.knows) as unknown[] }))
      .filter((m) => m.legal.length > 0);
    if (movers.length === 0) { problems.push(`dead end: seats ${p.seats.join(',')} have no legal action`); break; }
    if (opts.everyListedSeatActs) {
      for (const m of p.seats) if (!movers.some((x) => x.seat === m)) problems.push(`seat ${m} is waited on but has no legal action`);
    }
    if (opts.allLegal) {
      for (const m of movers) for (const a of m.legal) {
        const r = game.apply(state, a, m.seat);
        if (!r.ok) problems.push(`legal action rejected: ${json(a)} by ${m.seat}: ${r.error.message}`);
      }
    }
    const mover = movers[rng.int(movers.length)]!;
    const choose = opts.chooser ?? (({ legal, rng: g }) => legal[g.int(legal.length)]);
    const action = choose({ game, state, seat: mover.seat, knows: mover.knows, legal: mover.legal, rng });
    for (const v of game.view(state, mover.seat, mover.knows) === undefined ? ['view is undefined'] : []) problems.push(v);
    const next = dealer.act(game, state, action, mover.seat);
    if (!next.ok) { problems.push(`legal action rejected: ${json(action)}: ${next.error.message}`); break; }
    privateActions.push({ seat: mover.seat, action });
    record.push({ kind: 'action', seat: mover.seat, action: game.publish ? game.publish(action) : action });
    state = deepFreeze(next.value);
  }
  if (problems.length === 0) {
    if (!game.outcome(state)) problems.push('the game ended without an outcome');
    const again = replay(game, config, seats, record);
    if (json(again) !== json(state)) problems.push('replay of the public record gives a different state');
    json(game.view(state, null, new Map()));
  }
  return { problems, state, actions, record, privateActions };
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
export function statesAlong(game: AnyGame, seats: number, seed: number, every: number): unknown[] {
  const config = game.defaultConfig(seats);
  const dealer = new LocalDealer(game.cards(config, seats), seed);
  const rng = seededRng(seed >>> 0);
  const out: unknown[] = [];
  let state: unknown = game.setup(config, seats);
  for (let i = 0; i < 5_000; i++) {
    if (i % every === 0) out.push(deepFreeze(state));
    const p = game.pending(state);
    if (!p) break;
    if (p.kind !== 'move') { state = dealer.settle(game, state); continue; }
    const seat = p.seats[rng.int(p.seats.length)]!;
    const legal = game.legalActions(state, seat, dealer.knowledge(game, state, seat)) as unknown[];
    if (legal.length === 0) break;
    const next = dealer.act(game, state, legal[rng.int(legal.length)], seat);
    if (!next.ok) break;
    state = next.value;
  }
  out.push(deepFreeze(state));
  return out;
}
