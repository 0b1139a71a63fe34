/**
 * One local game, synchronous and DOM-free: the dealer, the public state and the
 * moves. LocalController (local.ts) drives it; the replay viewer steps one
 * through a record. The whole game is (setup, seed, moves).
 */
import type { AnyGame, Knowledge, Seat } from '../../engine/core/game.js';
import { LocalDealer } from '../../engine/core/dealer.js';
import { fail, ok, type Result, type RuleError } from '../../engine/core/result.js';
import type { GameId } from '../games.js';

export interface LocalSetup {
  readonly gameId: GameId;
  readonly config: unknown;
  readonly names: readonly string[];
  /** Seats played by bots. Zero or one human: no hand-overs. */
  readonly bots: readonly Seat[];
  /** The dealer's seed (crypto.getRandomValues in the app). */
  readonly seed: number;
}

export interface SavedMove {
  readonly seat: Seat;
  readonly action: unknown;
  /** The move in words when it was made (kept in saved games and records for people reading the file; the app words its log afresh). */
  readonly text: string;
}

/** A fresh 32-bit seed from the platform's CSPRNG (never Math.random). */
export function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/**
 * The game itself, synchronous and DOM-free: dealer + public state + moves.
 * LocalController drives it; the replay viewer steps one through a record.
 */
export class LocalGame {
  readonly moves: SavedMove[] = [];
  /** The state before each move, so the log can word a move again (in another language). */
  private readonly befores: unknown[] = [];
  private dealer: LocalDealer;
  private current: unknown;

  constructor(
    readonly game: AnyGame,
    readonly setup: LocalSetup,
  ) {
    const seats = setup.names.length;
    this.dealer = new LocalDealer(game.cards(setup.config, seats), setup.seed);
    this.current = this.dealer.settle(game, game.setup(setup.config, seats));
  }

  get state(): unknown {
    return this.current;
  }

  knows(seat: Seat): Knowledge {
    return this.dealer.knowledge(this.game, this.current, seat);
  }

  /** Seats the game waits for now (empty once it is over or waits on the dealer). */
  actingSeats(): readonly Seat[] {
    const p = this.game.pending(this.current);
    return p && p.kind === 'move' ? p.seats : [];
  }

  legal(seat: Seat): unknown[] {
    return this.game.legalActions(this.current, seat, this.knows(seat));
  }

  /** Plays `action` for `seat` after checking it is one of its legal actions. */
  play(seat: Seat, action: unknown): Result<SavedMove> {
    if (!this.actingSeats().includes(seat)) return fail('not-your-turn', 'It is not your turn to act.');
    // The rules and the dealer judge the action (apply never throws; claims are checked):
    // a Council Member's private order, for one, is not among the enumerated actions.
    const text = this.game.describe(this.current, action, seat, this.setup.names);
    const next = this.dealer.act(this.game, this.current, action, seat);
    if (!next.ok) return next;
    this.befores.push(this.current);
    this.current = this.dealer.settle(this.game, next.value);
    const move = { seat, action, text };
    this.moves.push(move);
    return ok(move);
  }

  /** Move `i` in words, in the language the game's `describe` speaks now. */
  describe(i: number): string {
    const m = this.moves[i]!;
    return this.game.describe(this.befores[i], m.action, m.seat, this.setup.names);
  }

  /** Why `action` is refused for `seat` now, or null if the rules accept it. */
  explain(seat: Seat, action: unknown): RuleError | null {
    const r = this.game.apply(this.current, action, seat);
    return r.ok ? null : r.error;
  }

  /** Rebuilds a game from its setup and moves; fails at the first move that does not replay. */
  static replay(game: AnyGame, setup: LocalSetup, moves: readonly { seat: Seat; action: unknown }[]): Result<LocalGame> {
    const g = new LocalGame(game, setup);
    for (const [i, m] of moves.entries()) {
      const parsed = game.parseAction(m.action);
      if (!parsed.ok) return fail('bad-move', `Move ${i + 1} cannot be read: ${parsed.error.message}`);
      const r = g.play(m.seat, parsed.value);
      if (!r.ok) return fail('bad-move', `Move ${i + 1} does not replay: ${r.error.message}`);
    }
    return ok(g);
  }
}
