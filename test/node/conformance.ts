/**
 * The conformance suite every game runs (README, "Two commands"):
 *
 *   conformance(feebleton, { seats: [2, 3, 4] }); // invariants: the game's own, or pass them
 *
 * registers, inside the calling test file:
 * - random legal playouts through a LocalDealer reach the end, never waiting on a
 *   seat with nothing to do; every legal action applies; frozen states never
 *   mutate; states round-trip through JSON; game invariants hold everywhere;
 * - replay of the public record (actions + resolutions) rebuilds the same state,
 *   and a second dealer with the same seed replays the private actions identically;
 * - junk (fast-check `anything()`, and legal actions with a field replaced or
 *   sent by the wrong seat) is rejected by parseAction or apply, never thrown.
 *
 * Seeds: fast-check's seed is printed with every failure; set FC_SEED to replay
 * it and FC_RUNS to change the number of runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkedPlayout, junkProblem, statesAlong } from '../../engine/core/conformance-checks.js';
import { LocalDealer } from '../../engine/core/dealer.js';
import type { AnyGame } from '../../engine/core/game.js';
import type { AnyChooser } from '../../engine/core/playout.js';

export interface ConformanceOptions {
  /** Seat counts to play with. */
  readonly seats: readonly number[];
  /** Problems with one state; [] when sound. Defaults to the game's own `invariants`. */
  readonly invariants?: (state: never) => readonly string[];
  /** Every seat a `move` pending lists must be able to act (games whose `move` seats all must answer). */
  readonly everyListedSeatActs?: boolean;
  /** Playouts per property (default 40, or FC_RUNS). */
  readonly runs?: number;
  /**
   * How playouts choose among the legal actions (default: uniformly at random). A game
   * whose uniformly random play takes thousands of actions to end passes a random mix
   * of its bot and random moves: still random legal playouts, of a sensible length.
   */
  readonly chooser?: AnyChooser;
}

function env(name: string): string | undefined {
  const p = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return p?.env?.[name];
}

/** The seed of this run: FC_SEED, or a fresh one printed on failure. */
function runSeed(): number {
  const fromEnv = Number(env('FC_SEED'));
  return Number.isInteger(fromEnv) && env('FC_SEED') !== undefined ? fromEnv : fc.sample(fc.integer(), 1)[0]!;
}

function params(runs: number): fc.Parameters<unknown> {
  const seed = runSeed();
  return { seed, numRuns: Number(env('FC_RUNS')) || runs, endOnFailure: true };
}

/** fast-check's report carries the seed and path; say how to replay it too. */
function assertWithSeed<T>(prop: fc.IProperty<T>, p: fc.Parameters<T>): void {
  try {
    fc.assert(prop, p);
  } catch (e) {
    throw new Error(`${(e as Error).message}\nReplay with FC_SEED=${p.seed}`);
  }
}

interface Suite {
  readonly game: AnyGame;
  readonly opts: ConformanceOptions;
  readonly runs: number;
  readonly invariants: ((s: unknown) => readonly string[]) | undefined;
  readonly seats: fc.Arbitrary<number>;
}

const dealerSeed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

export function conformance(game: AnyGame, opts: ConformanceOptions): void {
  const suite: Suite = {
    game,
    opts,
    runs: opts.runs ?? 40,
    invariants: (opts.invariants ?? game.invariants?.bind(game)) as Suite['invariants'],
    seats: fc.constantFrom(...opts.seats),
  };
  describe(`${game.id}: conformance`, () => {
    it('random legal playouts end, every legal action applies, states stay frozen, JSON-safe and sound', () => playouts(suite));
    it('replay is deterministic: the same dealer seed and actions give the same states', () => determinism(suite));
    it('junk actions are rejected without a throw', () => junk(suite));
    it('legal actions with a field replaced, or sent by another seat, are rejected or applied without a throw', () => mutants(suite));
    it('resolutions that do not fit are rejected without a throw', () => badResolutions(suite));
  });
}

function playouts({ game, opts, runs, invariants, seats }: Suite): void {
  assertWithSeed(
    fc.property(seats, dealerSeed, (n, seed) => {
      const r = checkedPlayout(game, n, seed, { invariants, allLegal: true, everyListedSeatActs: opts.everyListedSeatActs, chooser: opts.chooser });
      expect(r.problems, `seats ${n}, dealer seed ${seed}`).toEqual([]);
    }),
    params(runs),
  );
}

/** A second dealer with the same seed, fed the same private actions, reaches the same state. */
function determinism({ game, opts, runs, invariants, seats }: Suite): void {
  assertWithSeed(
    fc.property(seats, dealerSeed, (n, seed) => {
      const first = checkedPlayout(game, n, seed, { invariants, chooser: opts.chooser });
      const config = game.defaultConfig(n);
      const dealer = new LocalDealer(game.cards(config, n), seed);
      let state = dealer.settle(game, game.setup(config, n));
      for (const { seat, action } of first.privateActions) {
        const next = dealer.act(game, state, action, seat);
        expect(next.ok).toBe(true);
        if (next.ok) state = dealer.settle(game, next.value);
      }
      expect(JSON.stringify(state)).toBe(JSON.stringify(first.state));
    }),
    params(Math.max(5, runs >> 2)),
  );
}

function junk({ game, opts, runs, seats }: Suite): void {
  const raw = fc.oneof(fc.anything(), fc.record({ type: fc.string(), handle: fc.anything(), card: fc.anything() }));
  assertWithSeed(
    fc.property(seats, fc.nat(), fc.nat(), fc.integer({ min: -1, max: 5 }), raw, (n, seed, pick, seat, x) => {
      const states = statesAlong(game, n, seed, 7, opts.chooser);
      expect(junkProblem(game, states[pick % states.length], x, seat)).toBeNull();
    }),
    params(runs * 5),
  );
}

function mutants({ game, opts, runs, seats }: Suite): void {
  assertWithSeed(
    fc.property(seats, fc.nat(), fc.nat(), fc.string(), fc.anything(), fc.nat(5), (n, seed, pick, key, value, seat) => {
      const states = statesAlong(game, n, seed, 5, opts.chooser);
      const state = states[pick % states.length];
      const p = game.pending(state);
      if (p?.kind !== 'move') return;
      const dealer = new LocalDealer(game.cards(game.defaultConfig(n), n), seed);
      const legal = game.legalActions(state, p.seats[0]!, dealer.knowledge(game, state, p.seats[0]!)) as object[];
      const base = legal[pick % Math.max(1, legal.length)] ?? {};
      const keys = Object.keys(base);
      const field = keys.length ? keys[pick % keys.length]! : key;
      expect(junkProblem(game, state, { ...base, [field]: value }, seat)).toBeNull();
      expect(junkProblem(game, state, base, seat)).toBeNull();
    }),
    params(runs * 5),
  );
}

function badResolutions({ game, opts, runs, seats }: Suite): void {
  const resolution = fc.oneof(fc.record({ kind: fc.constant('random'), value: fc.oneof(fc.integer(), fc.double()) }), fc.constant({ kind: 'shuffle' }));
  assertWithSeed(
    fc.property(seats, fc.nat(), fc.nat(), resolution, (n, seed, pick, r) => {
      const states = statesAlong(game, n, seed, 5, opts.chooser);
      expect(() => game.resolve(states[pick % states.length], r as never)).not.toThrow();
    }),
    params(runs),
  );
}
