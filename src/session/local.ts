/**
 * Hot-seat and solo games: every seat on this device, every secret local.
 *
 * The whole game is (setup, seed, moves). The LocalDealer (engine/core/dealer.ts)
 * is rebuilt from the seed, so replaying the moves rebuilds every hidden card
 * exactly; that is all a reload, an export or the replay viewer needs. The
 * saved game lives in IndexedDB behind the small `GameStore` interface, so the
 * unit tests run in Node with an in-memory store.
 *
 * Hot-seat: whenever the seat that must act changes (a new turn, or an opponent
 * who must answer a Thief), the table shows a "pass the device" screen and
 * the spectator view until that player says they have the device.
 * Solo: bots act after a short delay so their moves are visible.
 *
 * Over 300 lines: hot-seat and solo as one controller; its snapshot, waiting text, bot loop and hints are to be shared with net-controller.ts (issue: one controller core).
 */
import type { AnyGame, Knowledge, Seat } from '../../engine/core/game.js';
import { LocalDealer } from '../../engine/core/dealer.js';
import { fail, ok, type Result } from '../../engine/core/result.js';
import { seededRng, type Rng } from '../../engine/core/rng.js';
import type { Chooser } from '../../engine/core/playout.js';
import type { GameId } from '../games.js';
import type {
  GameController, GameRecord, Handoff, LegalAction, Listener, LogLine, TableSnapshot, Waiting,
} from './controller.js';

/** Where saved games live: idb-keyval in the browser, a Map in tests. */
export interface GameStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** A bot: picks one of the legal actions from what its seat knows (engine/core/playout.ts). */
export type Bot = Chooser;

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
  readonly text: string;
}

export interface SavedGame {
  readonly version: 1;
  readonly id: string;
  readonly setup: LocalSetup;
  readonly moves: readonly SavedMove[];
  /** Hot-seat: the seat whose hand was last shown (so a reload does not reveal a hand). */
  readonly viewer: Seat | null;
  readonly updatedAt: number;
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
  private dealer: LocalDealer;
  private current: unknown;

  constructor(readonly game: AnyGame, readonly setup: LocalSetup) {
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
    this.current = this.dealer.settle(this.game, next.value);
    const move = { seat, action, text };
    this.moves.push(move);
    return ok(move);
  }

  /** Why `action` is refused for `seat` now, or null if the rules accept it. */
  explain(seat: Seat, action: unknown): string | null {
    const r = this.game.apply(this.current, action, seat);
    return r.ok ? null : r.error.message;
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

export interface LocalOptions {
  game: AnyGame;
  store: GameStore;
  /** Bot for a seat; required when setup.bots is not empty. */
  bot?: Bot;
  /** Waits before each bot move (tests pass () => Promise.resolve()). */
  botDelay?: () => Promise<void>;
  /** Labels a legal action for buttons and screen readers (default: the game's log sentence). */
  label?: (action: unknown, names: readonly string[], view: unknown) => string;
}

const INDEX_KEY = 'local-games';
const gameKey = (id: string) => `local-game:${id}`;

export interface SavedSummary {
  readonly id: string;
  readonly gameId: GameId;
  readonly names: readonly string[];
  readonly bots: readonly Seat[];
  readonly over: boolean;
  readonly updatedAt: number;
}

/** Saved local games, newest first. */
export async function listSaved(store: GameStore): Promise<SavedSummary[]> {
  const list = (await store.get(INDEX_KEY)) as SavedSummary[] | undefined;
  return (list ?? []).slice().sort((a, b) => b.updatedAt - a.updatedAt);
}

export async function loadSaved(store: GameStore, id: string): Promise<SavedGame | null> {
  const s = (await store.get(gameKey(id))) as SavedGame | undefined;
  return s && s.version === 1 ? s : null;
}

export async function deleteSaved(store: GameStore, id: string): Promise<void> {
  await store.del(gameKey(id));
  const list = await listSaved(store);
  await store.set(INDEX_KEY, list.filter((g) => g.id !== id));
}

export class LocalController<V = unknown, A = unknown> implements GameController<V, A> {
  readonly gameId: GameId;
  private readonly g: LocalGame;
  private readonly listeners = new Set<Listener<V, A>>();
  private viewer: Seat | null;
  /** Hot-seat: the player the device was passed to while several are asked at once. */
  private wanted: Seat | null = null;
  /** No hidden cards (every card face up): hot-seat needs no hand-over screen. */
  private readonly open: boolean;
  private thinking = false;
  private disposed = false;
  private saving: Promise<void> = Promise.resolve();
  private readonly botRandom: Rng;
  /** Hints break ties from their own stream, so asking for one never changes what the bots do. */
  private readonly hintRng: Rng = seededRng(Date.now() >>> 0);

  private constructor(private readonly opts: LocalOptions, readonly id: string, g: LocalGame, viewer: Seat | null) {
    this.g = g;
    this.gameId = g.setup.gameId;
    this.viewer = viewer;
    this.open = g.game.cards(g.setup.config, g.setup.names.length).length === 0;
    // Bots break ties from their own stream; their moves are recorded, so a reload need not repeat it.
    this.botRandom = seededRng((g.setup.seed ^ 0x5bd1e995) >>> 0);
  }

  /** Starts a new game and saves it. */
  static async create<V = unknown, A = unknown>(opts: LocalOptions, setup: LocalSetup,
    id = `g${setup.seed.toString(36)}${Date.now().toString(36)}`): Promise<LocalController<V, A>> {
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
    const last = this.g.moves.at(-1);
    return {
      seat,
      name: this.g.setup.names[seat]!,
      reason: last ? last.text : `${this.g.setup.names[seat]} starts.`,
    };
  }

  private waiting(): Waiting | null {
    const p = this.g.game.pending(this.g.state);
    if (!p || p.kind !== 'move') return null;
    const names = p.seats.map((s) => this.g.setup.names[s]!);
    const who = names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    return { seats: p.seats, prompt: p.prompt, text: `Waiting for ${who}: ${p.prompt}` };
  }

  /** The seat whose view this device shows now: none during a hand-over, nor at a hot-seat game's end. */
  private seatNow(): Seat | null {
    if (this.handoff()) return null;
    if (this.g.game.outcome(this.g.state)) return this.humans().length === 1 ? this.viewer : null;
    // With every card face up, the table simply shows whoever acts next.
    return this.open ? this.humanToAct() ?? this.viewer : this.viewer;
  }

  snapshot(): TableSnapshot<V, A> {
    const { game, setup } = this.g;
    const handoff = this.handoff();
    const over = game.outcome(this.g.state);
    const seat = this.seatNow();
    const knows: Knowledge = seat === null ? new Map() : this.g.knows(seat);
    const acting = seat !== null && this.g.actingSeats().includes(seat);
    const view = game.view(this.g.state, seat, knows) as V;
    const label = this.opts.label ?? ((a: unknown) => game.describe(this.g.state, a, seat ?? 0, setup.names));
    const legal: LegalAction<A>[] = acting
      ? this.g.legal(seat).map((action) => ({ action: action as A, label: label(action, setup.names, view) }))
      : [];
    const log: LogLine[] = this.g.moves.map((m, index) => ({ index, seat: m.seat, text: m.text }));
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
      busy: this.thinking,
    };
  }

  subscribe(listener: Listener<V, A>): () => void {
    this.listeners.add(listener);
    listener(this.snapshot());
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    if (this.disposed) return;
    const s = this.snapshot();
    for (const l of this.listeners) l(s);
  }

  suggest(): A | null {
    const seat = this.seatNow();
    const bot = this.opts.bot;
    if (seat === null || !bot || !this.g.actingSeats().includes(seat)) return null;
    const legal = this.g.legal(seat);
    if (!legal.length) return null;
    return bot({ game: this.g.game, state: this.g.state, seat, knows: this.g.knows(seat), legal, rng: this.hintRng }) as A;
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
    if (seat === null) return fail('no-seat', 'Nobody holds the device: pass it on first.');
    const r = this.g.play(seat, action);
    if (!r.ok) return r;
    await this.save();
    this.emit();
    this.runBots();
    return ok(undefined);
  }

  explain(action: A): string | null {
    const seat = this.seatNow();
    if (seat === null) return 'Nobody holds the device.';
    if (!this.g.actingSeats().includes(seat)) return 'It is not your turn to act.';
    return this.g.explain(seat, action);
  }

  /** Lets the bots play while the game waits only for them. */
  private runBots(): void {
    if (this.thinking || this.disposed) return;
    const seat = this.g.actingSeats().find((s) => this.isBot(s));
    if (seat === undefined || this.humanToAct() !== null) return;
    const bot = this.opts.bot;
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    this.thinking = true;
    this.emit();
    const delay = this.opts.botDelay ?? (() => new Promise<void>((r) => setTimeout(r, 700)));
    void delay().then(async () => {
      this.thinking = false;
      if (this.disposed) return;
      const legal = this.g.legal(seat);
      const action = bot({
        game: this.g.game, state: this.g.state, seat, knows: this.g.knows(seat), legal, rng: this.botRandom,
      });
      const r = this.g.play(seat, action);
      if (!r.ok) throw new Error(`bot ${seat} chose an illegal move: ${r.error.message}`);
      await this.save();
      this.emit();
      this.runBots();
    });
  }

  private save(): Promise<void> {
    const saved: SavedGame = {
      version: 1, id: this.id, setup: this.g.setup, moves: this.g.moves.slice(),
      viewer: this.viewer, updatedAt: Date.now(),
    };
    const store = this.opts.store;
    const summary: SavedSummary = {
      id: this.id, gameId: this.gameId, names: this.g.setup.names, bots: this.g.setup.bots,
      over: this.g.game.outcome(this.g.state) !== null, updatedAt: saved.updatedAt,
    };
    // Writes are chained so an older save never lands after a newer one.
    this.saving = this.saving.then(async () => {
      await store.set(gameKey(this.id), saved);
      const list = await listSaved(store);
      await store.set(INDEX_KEY, [summary, ...list.filter((g) => g.id !== this.id)]);
    });
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

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }
}
