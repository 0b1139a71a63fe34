/**
 * The table of a networked room as a GameController (controller.ts): the same
 * snapshots a local game gives, computed from the room's history.
 *
 * This device acts for its player's seat and plays the bots it hosts (their
 * secrets are on this device, and the table says so). Everything else the game
 * waits for is named: a seat's move, a beacon link, a shuffle pass, a card being
 * dealt or handed over, a sealed answer. What every peer rejected is listed with
 * its reason; a forfeit says it is provisional; a conviction names the cheat.
 * What every controller shares is in core.ts.
 *
 * Over 300 lines: what a room waits for, in words (moves, lots, shuffles, dealing, the audit, forfeits, a cheat), is most of it, and reads the room's state throughout.
 */
import type { AnyGame, Seat } from '../../engine/core/game.js';
import { fail, ok, type Result, type RuleError } from '../../engine/core/result.js';
import { seededRng } from '../../engine/core/rng.js';
import type { Chooser } from '../../engine/core/playout.js';
import type { GameId } from '../games.js';
import { playedMoves } from '../../engine/protocol/moves.js';
import { naturalEnd, needsLinks, roomOutcome, type RoomState } from '../../engine/protocol/room.js';
import { votersAgainst } from '../../engine/protocol/room-votes.js';
import { obligations } from '../../engine/protocol/table.js';
import type { ActionLabel, Audit, GameController, GameRecord, LogLine, RejectedEntry, RoomEnding, TableSnapshot, Waiting } from './controller.js';
import { ControllerCore, waitingFor } from './core.js';
import type { RoomPeer } from './peer.js';

export interface NetControllerOptions {
  readonly peer: RoomPeer;
  readonly game: AnyGame;
  readonly code: string;
  readonly label: ActionLabel;
  readonly bot: Chooser;
  /** Public keys of the devices connected now. */
  readonly connectedKeys: () => ReadonlySet<string>;
  readonly botDelay?: number;
  /** How long the game must wait for one seat before the others may sign its forfeit. */
  readonly forfeitAfterMs?: number;
}

/** The visible timeout before a forfeit may be signed. */
export const FORFEIT_AFTER_MS = 90_000;

export class NetController<V = unknown, A = unknown> extends ControllerCore<V, A> implements GameController<V, A> {
  readonly gameId: GameId;
  /** Hints break ties from their own stream, apart from the hosted bots'. */
  private readonly hintRng = seededRng(crypto.getRandomValues(new Uint32Array(1))[0]!);
  private stop: () => void;
  /** Since when the game has waited for the same seats at the same head and round (this device's clock). */
  private waitingSince = { key: '', at: 0 };
  private readonly ticker: ReturnType<typeof setInterval>;

  constructor(private readonly o: NetControllerOptions) {
    super();
    this.gameId = o.game.id as GameId;
    const stops = [o.peer.onChange(() => void this.refresh()), o.peer.onProgress(() => this.emit())];
    this.stop = () => stops.forEach((f) => f());
    // The forfeit offer appears with time alone, so look again every few seconds.
    this.ticker = setInterval(() => this.emit(), 5000);
    void this.refresh();
  }

  private state(): RoomState {
    return this.o.peer.head()!.state;
  }

  private names(): string[] {
    return this.state().seats.map((s, i) => s?.name ?? `Seat ${i + 1}`);
  }

  /** The seat this device's player holds (not a bot it hosts). */
  private mySeat(): Seat | null {
    const i = this.state().seats.findIndex((s) => s?.author === this.o.peer.author.key && s.bot === null);
    return i < 0 ? null : i;
  }

  private myBots(): Seat[] {
    return this.state().seats.flatMap((s, i) => (s?.author === this.o.peer.author.key && s.bot !== null ? [i] : []));
  }

  /** The seat the head has waited for past the timeout, if this device's player may vote it out. */
  private forfeitOffer(): TableSnapshot['forfeit'] {
    const head = this.o.peer.head();
    const me = this.mySeat();
    if (!head || me === null || head.state.end) return null;
    const s = head.state;
    const awaited = this.o.peer.awaited();
    const key = `${head.id}/${s.round}/${awaited.join()}`;
    if (this.waitingSince.key !== key) this.waitingSince = { key, at: Date.now() };
    const against = awaited.find((x) => votersAgainst(s, x).includes(me));
    const waitedMs = Date.now() - this.waitingSince.at;
    if (against === undefined || waitedMs < (this.o.forfeitAfterMs ?? FORFEIT_AFTER_MS)) return null;
    const signed = this.o.peer.hasSigned(head.id, `forfeit/${me}/${s.round}/${against}`);
    return { seat: against, name: this.names()[against]!, waitedMs, signed };
  }

  async forfeit(): Promise<void> {
    const offer = this.forfeitOffer();
    const head = this.o.peer.head();
    const me = this.mySeat();
    if (!offer || !head || me === null) return;
    await this.o.peer.write(head.id, { t: 'forfeit', seat: me, round: head.state.round, against: offer.seat });
  }

  private ending(): RoomEnding | null {
    const e = this.state().end;
    if (!e) return null;
    const names = this.names();
    if (e.kind === 'forfeit') return { kind: 'forfeit', name: names[e.seat]!, afterEnd: e.afterEnd, mine: e.seat === this.mySeat() };
    return { kind: 'cheat', name: e.seat === null ? 'The host' : names[e.seat]!, entries: e.entries, afterEnd: e.afterEnd };
  }

  /**
   * Tells the table and lets bots move. What a seat knows is read at the head each
   * time it is used (RoomPeer.knowledgeNow), never kept from an earlier head: a
   * choice made on an older view can name a card that is not there any more.
   * Here the seats' keys are loaded, once.
   */
  async refresh(): Promise<void> {
    if (this.disposed) return;
    const seats = [this.mySeat(), ...this.myBots()].filter((s): s is Seat => s !== null);
    // A key that cannot be read (storage failing) leaves that seat's hand unknown: the table still shows.
    for (const s of seats) await this.o.peer.knowledge(s).catch(() => undefined);
    this.emit();
    this.runBots();
  }

  /** Whether `seat` is asked now and has not yet answered at this head (a forfeit is provisional: its seat may still answer). */
  private asked(seat: Seat): boolean {
    const head = this.o.peer.head()!;
    const s = this.o.peer.live()!;
    const p = this.o.game.pending(s.game);
    if (s.end || p?.kind !== 'move' || !p.seats.includes(seat)) return false;
    return !this.o.peer.hasSigned(head.id, null) && !this.o.peer.hasSigned(head.id, `seal/${seat}/${s.round}`);
  }

  snapshot(): TableSnapshot<V, A> {
    const { game } = this.o;
    const s = this.state();
    const names = this.names();
    const seat = this.mySeat();
    const known = seat === null ? new Map() : this.o.peer.knowledgeNow(seat);
    const knows = known ?? new Map();
    const checking = this.o.peer.progress;
    const reading = !!checking && checking.read < checking.of;
    const { view, legal } = this.seen(game, s.game, seat, knows, seat !== null && !reading && known !== null && this.asked(seat), names, this.o.label);
    const keys = this.o.connectedKeys();
    return {
      gameId: this.gameId,
      names,
      bots: s.seats.flatMap((x, i) => (x && x.bot !== null ? [i] : [])),
      connected: s.seats.flatMap((x, i) => (x && keys.has(x.author) ? [i] : [])),
      mySeat: seat,
      view,
      legal,
      log: this.log(),
      waiting: this.withDealing(this.waiting()),
      handoff: null,
      outcome: s.end || naturalEnd(s, game) ? roomOutcome(s, game) : null,
      rejected: this.rejected(),
      busy: this.botBusy,
      audit: this.audit(),
      forfeit: this.forfeitOffer(),
      ended: this.ending(),
      checking,
    };
  }

  private log(): LogLine[] {
    const names = this.names();
    return playedMoves(this.o.peer.history()).flatMap((m, index) => {
      const action = this.o.game.parseAction(m.action);
      if (!action.ok || m.before.game === null) return [];
      return [{ index, seat: m.seat, text: this.o.game.describe(m.before.game, action.value, m.seat, names) }];
    });
  }

  /** Who the game waits for: a move, a sealed answer, randomness, a shuffle pass, a card to deal. */
  private waiting(): Waiting | null {
    const { game } = this.o;
    const s = this.state();
    if (s.end || s.phase !== 'play') return null;
    const p = game.pending(s.game);
    const awaited = this.o.peer.awaited();
    if (!p) return awaited.length ? { seats: awaited, prompt: 'audit', for: { kind: 'audit', who: awaited }, dealing: null } : null;
    if (p.kind === 'move') {
      const who = p.seats.filter((x) => awaited.includes(x));
      return waitingFor(p.seats, p.prompt, p.seats.length > 1, who.length ? who : p.seats);
    }
    if (needsLinks(s, game)) return { seats: awaited, prompt: p.purpose, for: { kind: 'lots', purpose: p.purpose, who: awaited }, dealing: null };
    if (s.poker) {
      const pass = obligations(s.poker, game.viewers(s.game), p).find((o) => o.kind === 'pass');
      if (pass) {
        const shuffle = { kind: 'shuffle', who: pass.seat, pass: pass.seat + 1, of: s.seats.length } as const;
        return { seats: [pass.seat], prompt: 'shuffle', for: shuffle, dealing: null };
      }
    }
    return { seats: [], prompt: p.kind, for: { kind: 'checking' }, dealing: null };
  }

  /** Cards still being dealt or handed over (every other seat's share, or the holder's re-encryption). */
  private dealing(): Waiting['dealing'] {
    const s = this.state();
    if (!s.poker || s.game === null || s.end) return null;
    const obs = obligations(s.poker, this.o.game.viewers(s.game), this.o.game.pending(s.game)).filter((o) => o.kind !== 'pass');
    if (!obs.length) return null;
    const from = [...new Set(obs.map((o) => o.seat))];
    const to = [
      ...new Set(obs.flatMap((o) => (o.kind === 'share' ? [o.for] : o.kind === 'shares' ? o.cards.map((c) => c.for) : o.kind === 'reenc' ? [o.to] : []))),
    ];
    return { to, from };
  }

  /** A seat cannot act on cards it has not received yet: say so while they are dealt. */
  private withDealing(w: Waiting | null): Waiting | null {
    const dealing = this.dealing();
    if (!dealing) return w;
    return w ? { ...w, dealing } : { seats: [], prompt: 'deal', for: { kind: 'deal' }, dealing };
  }

  /** The end-of-game audit: after a natural end every seat publishes its secret and every peer checks it. */
  audit(): Audit | null {
    const s = this.state();
    if (s.end) {
      if (!s.end.afterEnd) return { kind: 'unaudited' };
      return { kind: s.end.kind === 'forfeit' ? 'forfeit' : 'cheat', seat: s.end.seat };
    }
    if (!naturalEnd(s, this.o.game)) return null;
    if (this.o.peer.history().rejected.some((r) => r.error.code === 'audit-failed')) return { kind: 'mismatch' };
    const missing = s.audit.flatMap((x, i) => (x ? [] : [i]));
    return missing.length ? { kind: 'waiting', who: missing } : { kind: 'passed' };
  }

  private rejected(): RejectedEntry[] {
    const seatOf = (author: string | null) => {
      const i = this.state().seats.findIndex((x) => x?.author === author);
      return i < 0 ? null : i;
    };
    const out: RejectedEntry[] = this.o.peer.history().rejected.map((r) => ({
      seat: seatOf(r.entry.author),
      what: { kind: 'entry', t: String(r.entry.body.t).slice(0, 16) },
      why: r.error,
    }));
    for (const c of this.o.peer.history().convictions) {
      const entries = c.entries.map((e) => e.id.slice(0, 10));
      const why = { code: 'equivocation', message: `Proof of cheating: ${entries.join(' and ')}.` };
      out.push({ seat: c.seat, what: { kind: 'equivocation', host: c.seat === null, entries }, why });
    }
    for (const r of this.o.peer.log.refusals()) out.push({ seat: seatOf(r.author), what: { kind: 'unreadable' }, why: r.error });
    return out;
  }

  async act(action: A): Promise<Result<void>> {
    const seat = this.mySeat();
    if (seat === null) return fail('spectator', 'You are watching this game, not playing in it.');
    const why = this.explain(action);
    if (why) return { ok: false, error: why };
    try {
      await this.o.peer.move(seat, action);
    } catch (e) {
      return fail('moved-on', (e as Error).message);
    }
    return ok(undefined);
  }

  explain(action: A): RuleError | null {
    const seat = this.mySeat();
    if (seat === null) return { code: 'spectator', message: 'You are watching this game.' };
    const s = this.state();
    const p = this.o.game.pending(s.game);
    if (p?.kind !== 'move' || !p.seats.includes(seat)) return { code: 'not-your-turn', message: 'It is not your turn to act.' };
    if (!this.asked(seat))
      return s.end ? { code: 'game-over', message: 'The game is over.' } : { code: 'answered', message: 'You have answered; the others are still answering.' };
    const r = this.o.game.apply(s.game, action, seat);
    return r.ok ? null : r.error;
  }

  suggest(): A | null {
    const seat = this.mySeat();
    const s = this.state();
    const knows = seat === null ? null : this.o.peer.knowledgeNow(seat);
    if (seat === null || !knows || !this.asked(seat)) return null;
    return this.hint(this.o.bot, this.o.game, s.game, seat, knows, this.hintRng);
  }

  /** Plays the bots this device hosts, one move at a time, after a short pause. */
  private runBots(): void {
    if (this.botBusy) return;
    const seat = this.myBots().find((b) => this.asked(b));
    if (seat === undefined) return;
    const legalNow = () => {
      const knows = this.o.peer.knowledgeNow(seat);
      return knows ? { knows, legal: this.o.game.legalActions(this.state().game, seat, knows) } : null;
    };
    if (!legalNow()?.legal.length) return;
    const headId = this.o.peer.head()!.id;
    const delay = () => new Promise<void>((r) => setTimeout(r, this.o.botDelay ?? 600));
    this.playBot(
      delay,
      async () => {
        if (this.o.peer.head()?.id !== headId) return;
        // The bot's choice comes from its secret and the position: the same if this device restarts here.
        const rng = await this.o.peer.botRng(seat);
        // Chosen on the table as it is now (shares may have arrived during the pause).
        const now = legalNow();
        if (!now?.legal.length || !this.asked(seat)) return;
        const action = this.o.bot({ game: this.o.game, state: this.state().game, seat, knows: now.knows, legal: now.legal, rng });
        await this.o.peer.move(seat, action).catch(() => undefined); // the game moved on: the next run decides again
      },
      () => void this.refresh(),
    );
  }

  exportRecord(): GameRecord {
    const names = this.names();
    const log = this.log();
    const s = this.state();
    return {
      format: 'tabletop-game-record',
      version: 1,
      gameId: this.gameId,
      config: s.config,
      names,
      seed: null,
      moves: playedMoves(this.o.peer.history()).map((m, i) => ({ seat: m.seat, action: m.action, text: log[i]?.text ?? '' })),
      outcome: s.end || naturalEnd(s, this.o.game) ? roomOutcome(s, this.o.game) : null,
      exportedAt: new Date().toISOString(),
      room: s.room,
      code: this.o.code,
      entries: [...this.o.peer.log.all().values()],
    };
  }

  override dispose(): void {
    super.dispose();
    clearInterval(this.ticker);
    this.stop();
  }
}
