/**
 * The table of a networked room as a GameController (controller.ts): the same
 * snapshots a local game gives, computed from the room's canonical history.
 *
 * This device acts for its player's seat and plays the bots it hosts (their
 * secrets are on this device, and the table says so). Everything else the game
 * waits for is named: a seat's move, a beacon link, a shuffle pass, a card being
 * dealt or handed over. What every peer rejected is listed with its reason.
 */
import type { AnyGame, Knowledge, Seat } from '../../engine/core/game.js';
import { fail, ok, type Result } from '../../engine/core/result.js';
import { seededRng } from '../../engine/core/rng.js';
import type { Chooser } from '../../engine/core/playout.js';
import type { GameId } from '../../engine/games/index.js';
import { awaited, needsLinks, type RoomState } from '../../engine/protocol/room.js';
import type { Entry } from '../../engine/protocol/entry.js';
import { obligations } from '../../engine/protocol/table.js';
import type {
  GameController, GameRecord, LegalAction, Listener, LogLine, RejectedEntry, TableSnapshot, Waiting,
} from './controller.js';
import type { RoomPeer } from './peer.js';

export interface NetControllerOptions {
  readonly peer: RoomPeer;
  readonly game: AnyGame;
  readonly label: (action: unknown, names: readonly string[], view: unknown) => string;
  readonly bot: Chooser;
  /** Public keys of the devices connected now. */
  readonly connectedKeys: () => ReadonlySet<string>;
  readonly botDelay?: number;
  /** How long the game must wait for one seat before the others may sign its forfeit. */
  readonly forfeitAfterMs?: number;
}

/** The visible timeout before a forfeit may be signed. */
export const FORFEIT_AFTER_MS = 90_000;

const listOf = (names: readonly string[]): string =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export class NetController<V = unknown, A = unknown> implements GameController<V, A> {
  readonly gameId: GameId;
  private listeners = new Set<Listener<V, A>>();
  private knows = new Map<Seat, Knowledge>();
  /** Hints break ties from their own stream, apart from the hosted bots'. */
  private readonly hintRng = seededRng(crypto.getRandomValues(new Uint32Array(1))[0]!);
  private stop: () => void;
  private botBusy = false;
  private disposed = false;
  private readonly rng = seededRng(crypto.getRandomValues(new Uint32Array(1))[0]!);
  /** Since when the game has waited for the same seats at the same head (this device's clock). */
  private waitingSince = { key: '', at: 0 };
  private readonly ticker: ReturnType<typeof setInterval>;

  constructor(private readonly o: NetControllerOptions) {
    this.gameId = o.game.id as GameId;
    this.stop = o.peer.onChange(() => void this.refresh());
    // The forfeit offer appears with time alone, so look again every few seconds.
    this.ticker = setInterval(() => this.emit(), 5000);
    void this.refresh();
  }

  /** The answers (beacon links, votes…) attached to the head of the history. */
  private headAnswers(): Entry[] {
    const id = this.o.peer.head()?.id;
    return [...this.o.peer.log.all().values()].filter((e) => e.parent === id);
  }

  /** The seat the game has waited for past the timeout, if this device may vote it out. */
  private forfeitOffer(): TableSnapshot['forfeit'] {
    const head = this.o.peer.head();
    if (!head) return null;
    const s = head.state;
    const answers = this.headAnswers();
    const seats = awaited(s, this.o.game, answers);
    const key = `${head.id}/${seats.join()}`;
    if (this.waitingSince.key !== key) this.waitingSince = { key, at: Date.now() };
    const mine = s.seats.flatMap((x, i) => (x?.author === this.o.peer.author.key ? [i] : []));
    const against = seats.find((x) => !mine.includes(x));
    const waitedMs = Date.now() - this.waitingSince.at;
    if (against === undefined || !mine.length || waitedMs < (this.o.forfeitAfterMs ?? FORFEIT_AFTER_MS)) return null;
    const signed = answers.some((e) => e.author === this.o.peer.author.key && e.body.t === 'forfeit' && e.body.against === against);
    return { seat: against, name: this.names()[against]!, waitedMs, signed };
  }

  async forfeit(): Promise<void> {
    const offer = this.forfeitOffer();
    const head = this.o.peer.head();
    if (!offer || !head) return;
    const mine = head.state.seats.flatMap((x, i) => (x?.author === this.o.peer.author.key && i !== offer.seat ? [i] : []));
    const votes = await Promise.all(mine.map((seat) => this.o.peer.author.attach(head.id, { t: 'forfeit', seat, against: offer.seat })));
    this.o.peer.post(votes);
  }

  private outcome(): TableSnapshot['outcome'] {
    const s = this.state();
    if (s.forfeited === null) return this.o.game.outcome(s.game);
    const others = s.seats.map((_, i) => i).filter((i) => i !== s.forfeited);
    return { scores: s.seats.map(() => 0), winners: others, ranking: [...others, s.forfeited], tiebreak: `${this.names()[s.forfeited]} forfeited` };
  }

  private state(): RoomState {
    return this.o.peer.head()!.state;
  }

  private names(): string[] {
    return this.state().seats.map((s, i) => s?.name ?? `Seat ${i + 1}`);
  }

  /** The seat this device's player holds (not a bot it hosts). */
  private mySeat(): Seat | null {
    const i = this.state().seats.findIndex((s) => s?.author === this.o.peer.author.key && !s.bot);
    return i < 0 ? null : i;
  }

  private myBots(): Seat[] {
    return this.state().seats.flatMap((s, i) => (s?.author === this.o.peer.author.key && s.bot ? [i] : []));
  }

  /** Re-reads what this device's seats know, then tells the table and lets bots move. */
  async refresh(): Promise<void> {
    if (this.disposed) return;
    const seats = [this.mySeat(), ...this.myBots()].filter((s): s is Seat => s !== null);
    for (const s of seats) this.knows.set(s, await this.o.peer.knowledge(s));
    this.emit();
    this.runBots();
  }

  private emit(): void {
    if (this.disposed) return;
    const snap = this.snapshot();
    for (const l of this.listeners) l(snap);
  }

  subscribe(listener: Listener<V, A>): () => void {
    this.listeners.add(listener);
    listener(this.snapshot());
    return () => this.listeners.delete(listener);
  }

  snapshot(): TableSnapshot<V, A> {
    const { game } = this.o;
    const s = this.state();
    const names = this.names();
    const seat = this.mySeat();
    const knows = seat === null ? new Map() : this.knows.get(seat) ?? new Map();
    const view = game.view(s.game, seat, knows) as V;
    const p = game.pending(s.game);
    const acting = seat !== null && p?.kind === 'move' && p.seats.includes(seat) && s.forfeited === null;
    const legal: LegalAction<A>[] = acting
      ? game.legalActions(s.game, seat, knows).map((action) => ({ action: action as A, label: this.o.label(action, names, view) }))
      : [];
    const keys = this.o.connectedKeys();
    return {
      gameId: this.gameId,
      names,
      bots: s.seats.flatMap((x, i) => (x?.bot ? [i] : [])),
      connected: s.seats.flatMap((x, i) => (x && keys.has(x.author) ? [i] : [])),
      mySeat: seat,
      view,
      legal,
      log: this.log(),
      waiting: this.withDealing(this.waiting()),
      handoff: null,
      outcome: this.outcome(),
      rejected: this.rejected(),
      busy: this.botBusy,
      audit: this.auditText(),
      forfeit: this.forfeitOffer(),
      forfeited: s.forfeited === null ? null : names[s.forfeited]!,
    };
  }

  private log(): LogLine[] {
    const chain = this.o.peer.history().chain;
    const names = this.names();
    const out: LogLine[] = [];
    for (let i = 1; i < chain.length; i++) {
      const b = chain[i]!.entry.body;
      if (b.t !== 'move') continue;
      const before = chain[i - 1]!.state;
      const action = this.o.game.parseAction(b.action);
      if (!action.ok || before.game === null) continue;
      out.push({ index: out.length, seat: b.seat as Seat, text: this.o.game.describe(before.game, action.value, b.seat as Seat, names) });
    }
    return out;
  }

  /** Who the game waits for, in words: a move, randomness, a shuffle pass, a card to deal. */
  private waiting(): Waiting | null {
    const { game } = this.o;
    const s = this.state();
    const names = this.names();
    const p = game.pending(s.game);
    if (!p || s.forfeited !== null) return null;
    if (p.kind === 'move') {
      const who = p.seats.map((x) => names[x]!);
      return { seats: p.seats, prompt: p.prompt, text: `Waiting for ${listOf(who)}: ${p.prompt}` };
    }
    if (needsLinks(s, game)) {
      const seats = awaited(s, game, this.headAnswers());
      return { seats, prompt: p.purpose, text: `Drawing lots (${p.purpose}): waiting for ${listOf(seats.map((x) => names[x]!))}` };
    }
    if (s.poker) {
      const pass = obligations(s.poker, game.viewers(s.game), p).find((o) => o.kind === 'pass');
      if (pass) {
        return { seats: [pass.seat], prompt: 'shuffle', text: `Shuffling the cards: ${names[pass.seat]} shuffles (${pass.seat + 1} of ${s.seats.length})` };
      }
    }
    return { seats: [], prompt: p.kind, text: 'Checking the shuffle…' };
  }

  /** Cards still being dealt or handed over (every other seat's share, or the holder's re-encryption). */
  private dealing(): string | null {
    const s = this.state();
    if (!s.poker || s.game === null) return null;
    const obs = obligations(s.poker, this.o.game.viewers(s.game), this.o.game.pending(s.game)).filter((o) => o.kind !== 'pass');
    if (!obs.length) return null;
    const names = this.names();
    const from = [...new Set(obs.map((o) => o.seat))].map((x) => names[x]!);
    const to = [...new Set(obs.map((o) => (o.kind === 'share' ? o.for : o.kind === 'reenc' ? o.to : -1)))].filter((x) => x >= 0).map((x) => names[x]!);
    return `Dealing cards to ${listOf(to)}: waiting for ${listOf(from)}`;
  }

  /** A seat cannot act on cards it has not received yet: say so while they are dealt. */
  private withDealing(w: Waiting | null): Waiting | null {
    const d = this.dealing();
    if (!d) return w;
    return w ? { ...w, text: `${w.text}. ${d}` } : { seats: [], prompt: 'deal', text: d };
  }

  /** The end-of-game audit, in words: every seat publishes its secret and every peer checks it. */
  auditText(): string | null {
    const s = this.state();
    if (s.game === null || (this.o.game.pending(s.game) !== null && s.forfeited === null)) return null;
    const missing = s.audit.flatMap((x, i) => (x ? [] : [this.names()[i]!]));
    if (this.o.peer.history().rejected.some((r) => r.error.code === 'audit-failed')) return 'Audit failed: a published secret does not match its commitments.';
    return missing.length ? `Audit: waiting for ${listOf(missing)} to publish their secrets.` : 'Audit passed: every secret matches, every proof checked.';
  }

  private rejected(): RejectedEntry[] {
    const me = this.o.peer.author.key;
    const names = this.names();
    const seatOf = (author: string | null) => {
      const i = this.state().seats.findIndex((x) => x?.author === author);
      return i < 0 ? null : i;
    };
    const out: RejectedEntry[] = this.o.peer.history().rejected.map((r) => ({
      seat: seatOf(r.entry.author),
      text: `${names[seatOf(r.entry.author) ?? -1] ?? 'Someone'}: ${String(r.entry.body.t)}`,
      reason: r.error.message,
      mine: r.entry.author === me,
    }));
    for (const l of this.o.peer.lost) {
      out.push({ seat: seatOf(l.entry.author), text: `Your move (another move landed first)`, reason: l.reason, mine: true });
    }
    for (const r of this.o.peer.log.refusals()) {
      out.push({ seat: seatOf(r.author), text: 'An unreadable entry', reason: r.error.message, mine: r.author === me });
    }
    return out;
  }

  async act(action: A): Promise<Result<void>> {
    const seat = this.mySeat();
    if (seat === null) return fail('spectator', 'You are watching this game, not playing in it.');
    const why = this.explain(action);
    if (why) return fail('illegal', why);
    try {
      await this.o.peer.move(seat, action);
    } catch (e) {
      return fail('moved-on', (e as Error).message);
    }
    return ok(undefined);
  }

  explain(action: A): string | null {
    const seat = this.mySeat();
    if (seat === null) return 'You are watching this game.';
    const s = this.state();
    const p = this.o.game.pending(s.game);
    if (p?.kind !== 'move' || !p.seats.includes(seat)) return 'It is not your turn to act.';
    const r = this.o.game.apply(s.game, action, seat);
    return r.ok ? null : r.error.message;
  }

  suggest(): A | null {
    const seat = this.mySeat();
    const s = this.state();
    const p = this.o.game.pending(s.game);
    const knows = seat === null ? undefined : this.knows.get(seat);
    if (seat === null || !knows || p?.kind !== 'move' || !p.seats.includes(seat)) return null;
    const legal = this.o.game.legalActions(s.game, seat, knows);
    return legal.length ? (this.o.bot({ game: this.o.game, state: s.game, seat, knows, legal, rng: this.hintRng }) as A) : null;
  }

  /** Plays the bots this device hosts, one move at a time, after a short pause. */
  private runBots(): void {
    if (this.botBusy || this.disposed) return;
    const s = this.state();
    const p = this.o.game.pending(s.game);
    if (p?.kind !== 'move' || s.forfeited !== null) return;
    const seat = this.myBots().find((b) => p.seats.includes(b));
    if (seat === undefined) return;
    const knows = this.knows.get(seat);
    if (!knows) return;
    const legal = this.o.game.legalActions(s.game, seat, knows);
    if (!legal.length) return;
    this.botBusy = true;
    const headId = this.o.peer.head()!.id;
    setTimeout(() => {
      void (async () => {
        try {
          if (this.disposed || this.o.peer.head()?.id !== headId) return;
          const action = this.o.bot({ game: this.o.game, state: s.game, seat, knows, legal, rng: this.rng });
          await this.o.peer.move(seat, action).catch(() => undefined); // the game moved on: the next run decides again
        } finally {
          this.botBusy = false;
          void this.refresh();
        }
      })();
    }, this.o.botDelay ?? 600);
  }

  exportRecord(): GameRecord {
    const chain = this.o.peer.history().chain;
    const names = this.names();
    const log = this.log();
    const moves = chain.filter((n) => n.entry.body.t === 'move');
    return {
      format: 'tabletop-game-record',
      version: 1,
      gameId: this.gameId,
      config: this.state().config,
      names,
      seed: null,
      moves: moves.map((n, i) => ({ seat: n.entry.body.seat as Seat, action: n.entry.body.action, text: log[i]?.text ?? '' })),
      outcome: this.outcome(),
      exportedAt: new Date().toISOString(),
      room: this.state().room,
      entries: [...this.o.peer.log.all().values()],
    };
  }

  dispose(): void {
    this.disposed = true;
    clearInterval(this.ticker);
    this.stop();
    this.listeners.clear();
  }
}
