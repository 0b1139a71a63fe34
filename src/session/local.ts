/**
 * Hot-seat and solo games: every seat on this device, every secret local.
 *
 * The whole game is (setup, seed, moves). The LocalDealer (engine/core/dealer.ts)
 * is rebuilt from the seed, so replaying the moves rebuilds every hidden card
 * exactly; that is all a reload, an export or the replay viewer needs. The
 * saved game lives in IndexedDB behind the small `GameStore` interface
 * (saved-games.ts), so the unit tests run in Node with an in-memory store.
 *
 * Hot-seat: whenever the seat that must act changes (a new turn, or an opponent
 * who must answer a Thief), the table shows a "pass the device" screen and
 * the spectator view until that player says they have the device.
 * Solo: bots act after a short delay so their moves are visible. The game
 * itself is a LocalGame (local-game.ts); what every controller shares, core.ts.
 */
import type { AnyGame, Knowledge, Seat } from '../../engine/core/game.js';
import { fail, ok, type Result, type RuleError } from '../../engine/core/result.js';
import { seededRng, type Rng } from '../../engine/core/rng.js';
import type { Chooser } from '../../engine/core/playout.js';
import type { GameId } from '../games.js';
import type { ActionLabel, GameController, GameRecord, Handoff, LogLine, TableSnapshot, Waiting } from './controller.js';
import { ControllerCore, waitingFor } from './core.js';
import { LocalGame, type LocalSetup } from './local-game.js';
import { writeSaved, type GameStore, type SavedGame, type SavedSummary } from './saved-games.js';

export { LocalGame, freshSeed, type LocalSetup, type SavedMove } from './local-game.js';

/** A bot: picks one of the legal actions from what its seat knows (engine/core/playout.ts). */
export type Bot = Chooser;

export interface LocalOptions {
  game: AnyGame;
  store: GameStore;
  /** Bot for a seat; required when setup.bots is not empty. */
  bot?: Bot;
  /** Waits before each bot move (tests pass () => Promise.resolve()). */
  botDelay?: () => Promise<void>;
  /** Labels a legal action for buttons and screen readers (default: the game's log sentence). */
  label?: ActionLabel;
}

export class LocalController<V = unknown, A = unknown> extends ControllerCore<V, A> implements GameController<V, A> {
  readonly gameId: GameId;
  private readonly g: LocalGame;
  private viewer: Seat | null;
  /** Hot-seat: the player the device was passed to while several are asked at once. */
  private wanted: Seat | null = null;
  /** No hidden cards (every card face up): hot-seat needs no hand-over screen. */
  private readonly open: boolean;
  private saving: Promise<void> = Promise.resolve();
  private readonly botRandom: Rng;
  /** Hints break ties from their own stream, so asking for one never changes what the bots do. */
  private readonly hintRng: Rng = seededRng(Date.now() >>> 0);

  private constructor(
    private readonly opts: LocalOptions,
    readonly id: string,
    g: LocalGame,
    viewer: Seat | null,
  ) {
    super();
    this.g = g;
    this.gameId = g.setup.gameId;
    this.viewer = viewer;
    this.open = g.game.cards(g.setup.config, g.setup.names.length).length === 0;
    // Bots break ties from their own stream; their moves are recorded, so a reload need not repeat it.
    this.botRandom = seededRng((g.setup.seed ^ 0x5bd1e995) >>> 0);
  }

  /** Starts a new game and saves it. */
  static async create<V = unknown, A = unknown>(
    opts: LocalOptions,
    setup: LocalSetup,
    id = `g${setup.seed.toString(36)}${Date.now().toString(36)}`,
  ): Promise<LocalController<V, A>> {
    const c = new LocalController<V, A>(opts, id, new LocalGame(opts.game, setup), null);
    c.viewer = c.humans().length === 1 ? c.humans()[0]! : null;
    await c.save();
    c.runBots();
    return c;
  }

  /** Continues a saved game (after a reload). */
  static resume<V = unknown, A = unknown>(opts: LocalOptions, saved: SavedGame): Result<LocalController<V, A>> {
    const g = LocalGame.replay(opts.game, saved.setup, saved.moves);
    if (!g.ok) return g;
    const c = new LocalController<V, A>(opts, saved.id, g.value, saved.viewer);
    if (c.humans().length === 1) c.viewer = c.humans()[0]!;
    c.runBots();
    return ok(c);
  }

  private humans(): Seat[] {
    return this.g.setup.names.map((_, i) => i).filter((s) => !this.g.setup.bots.includes(s));
  }

  private isBot(seat: Seat): boolean {
    return this.g.setup.bots.includes(seat);
  }

  /** The human seats the game asks now. */
  private askedHumans(): Seat[] {
    return this.g.actingSeats().filter((s) => !this.isBot(s));
  }

  /**
   * The human seat that acts now, if any: when several are asked at once (a
   * trade phase, a reaction window), the one the device was passed to, else
   * whoever holds it, else the first in turn order.
   */
  private humanToAct(): Seat | null {
    const asked = this.askedHumans();
    if (this.wanted !== null && asked.includes(this.wanted)) return this.wanted;
    if (this.viewer !== null && asked.includes(this.viewer)) return this.viewer;
    return asked[0] ?? null;
  }

  private handoff(): Handoff | null {
    if (this.humans().length < 2 || this.open) return null;
    const seat = this.humanToAct();
    if (seat === null || seat === this.viewer) return null;
    const last = this.g.moves.length - 1;
    return {
      seat,
      name: this.g.setup.names[seat]!,
      reason: last >= 0 ? this.g.describe(last) : null,
    };
  }

  private waiting(): Waiting | null {
    const p = this.g.game.pending(this.g.state);
    return p?.kind === 'move' ? waitingFor(p.seats, p.prompt) : null;
  }

  /** The seat whose view this device shows now: none during a hand-over, nor at a hot-seat game's end. */
  private seatNow(): Seat | null {
    if (this.handoff()) return null;
    if (this.g.game.outcome(this.g.state)) return this.humans().length === 1 ? this.viewer : null;
    // With every card face up, the table simply shows whoever acts next.
    return this.open ? (this.humanToAct() ?? this.viewer) : this.viewer;
  }

  snapshot(): TableSnapshot<V, A> {
    const { game, setup } = this.g;
    const handoff = this.handoff();
    const over = game.outcome(this.g.state);
    const seat = this.seatNow();
    const knows: Knowledge = seat === null ? new Map() : this.g.knows(seat);
    const acting = seat !== null && this.g.actingSeats().includes(seat);
    const label = this.opts.label ?? ((a: unknown) => game.describe(this.g.state, a, seat ?? 0, setup.names));
    const { view, legal } = this.seen(game, this.g.state, seat, knows, acting, setup.names, label);
    const log: LogLine[] = this.g.moves.map((m, index) => ({ index, seat: m.seat, text: this.g.describe(index) }));
    return {
      gameId: this.gameId,
      names: setup.names,
      bots: setup.bots,
      connected: setup.names.map((_, i) => i),
      mySeat: seat,
      view,
      legal,
      log,
      waiting: this.waiting(),
      handoff,
      alsoAsked: this.humans().length > 1 && seat !== null ? this.askedHumans().filter((s) => s !== seat) : [],
      outcome: over,
      rejected: [],
      busy: this.botBusy,
    };
  }

  suggest(): A | null {
    const seat = this.seatNow();
    const bot = this.opts.bot;
    if (seat === null || !bot || !this.g.actingSeats().includes(seat)) return null;
    return this.hint(bot, this.g.game, this.g.state, seat, this.g.knows(seat), this.hintRng);
  }

  passTo(seat: Seat): void {
    if (!this.askedHumans().includes(seat)) return;
    this.wanted = seat;
    this.emit();
  }

  acceptHandoff(): void {
    const h = this.handoff();
    if (!h) return;
    this.viewer = h.seat;
    void this.save();
    this.emit();
  }

  async act(action: A): Promise<Result<void>> {
    const seat = this.seatNow();
    if (seat === null) return fail('no-holder', 'Nobody holds the device: pass it on first.');
    const r = this.g.play(seat, action);
    if (!r.ok) return r;
    await this.save();
    this.emit();
    this.runBots();
    return ok(undefined);
  }

  explain(action: A): RuleError | null {
    const seat = this.seatNow();
    if (seat === null) return { code: 'no-holder', message: 'Nobody holds the device.' };
    if (!this.g.actingSeats().includes(seat)) return { code: 'not-your-turn', message: 'It is not your turn to act.' };
    return this.g.explain(seat, action);
  }

  /** Lets the bots play while the game waits only for them. */
  private runBots(): void {
    const seat = this.g.actingSeats().find((s) => this.isBot(s));
    if (seat === undefined || this.humanToAct() !== null) return;
    const bot = this.opts.bot;
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    const delay = this.opts.botDelay ?? (() => new Promise<void>((r) => setTimeout(r, 700)));
    this.playBot(
      delay,
      async () => {
        const legal = this.g.legal(seat);
        const action = bot({ game: this.g.game, state: this.g.state, seat, knows: this.g.knows(seat), legal, rng: this.botRandom });
        const r = this.g.play(seat, action);
        if (!r.ok) throw new Error(`bot ${seat} chose an illegal move: ${r.error.message}`);
        await this.save();
      },
      () => {
        this.emit();
        this.runBots();
      },
    );
  }

  private save(): Promise<void> {
    const saved: SavedGame = {
      version: 1,
      id: this.id,
      setup: this.g.setup,
      moves: this.g.moves.slice(),
      viewer: this.viewer,
      updatedAt: Date.now(),
    };
    const store = this.opts.store;
    const summary: SavedSummary = {
      id: this.id,
      gameId: this.gameId,
      names: this.g.setup.names,
      bots: this.g.setup.bots,
      over: this.g.game.outcome(this.g.state) !== null,
      updatedAt: saved.updatedAt,
    };
    // Writes are chained so an older save never lands after a newer one.
    this.saving = this.saving.then(() => writeSaved(store, saved, summary));
    return this.saving;
  }

  exportRecord(): GameRecord {
    return {
      format: 'tabletop-game-record',
      version: 1,
      gameId: this.gameId,
      config: this.g.setup.config,
      names: this.g.setup.names,
      seed: this.g.setup.seed,
      moves: this.g.moves.map((m) => ({ seat: m.seat, action: m.action, text: m.text })),
      outcome: this.g.game.outcome(this.g.state),
      exportedAt: new Date().toISOString(),
    };
  }
}
