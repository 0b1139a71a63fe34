/**
 * One device's view of a room: it reads the shared document, keeps the checked
 * log and its canonical history, and does the duties that need no person:
 * answering beacon rounds for every seat it controls and re-issuing its own
 * moves that lost a race (they are orphaned, not rejected): when two seats
 * answer at once, the canonical history keeps one; the other is played again
 * on the new head if it is still legal there, or reported in `lost` with the
 * reason it no longer is ("That offer was withdrawn."). The network layer
 * (y-webrtc) and the UI sit on either side of it; tests drive it directly.
 */
import type * as Y from 'yjs';
import type { AnyGame, Seat } from '../../engine/core/game.js';
import type { Author } from '../../engine/protocol/author.js';
import { entryId, type Entry, type EntryId } from '../../engine/protocol/entry.js';
import type { History } from '../../engine/protocol/history.js';
import { Log } from '../../engine/protocol/log.js';
import { roomMachine, type RoomState } from '../../engine/protocol/room.js';
import type { Json } from '../../engine/protocol/canonical.js';
import type { Knowledge } from '../../engine/core/game.js';
import { openKnowledge } from '../../engine/protocol/room.js';
import { obligations } from '../../engine/protocol/table.js';
import { knownCards } from '../../engine/protocol/hands.js';
import { ProofCache } from '../../engine/protocol/table.js';
import { inlineProver, type Prover } from './prover.js';
import { append, logOf, observeLog } from '../room/doc.js';

export class RoomPeer {
  readonly log: Log<RoomState>;
  private listeners = new Set<() => void>();
  private stop: (() => void) | null = null;
  private running: Promise<void> = Promise.resolve();
  private dirty = false;
  /** Opened ciphertexts, so each is decrypted once. */
  private readonly opened = new Map<string, string>();

  private readonly cache: ProofCache;
  private readonly prover: Prover;
  private readonly checking = new Set<string>();
  private stale = false;
  /** The actions of this device's moves as chosen (a private order included), by entry. */
  private readonly actions = new Map<EntryId, unknown>();
  /** Entries after which this device has signed a move (never two after the same one). */
  private readonly signed = new Set<string>();
  /** Orphaned moves already reported in `lost`. */
  private readonly reported = new Set<EntryId>();
  /** This device's moves that lost a race and could not be played again, with the reason. */
  readonly lost: { readonly entry: Entry; readonly reason: string }[] = [];

  constructor(
    readonly doc: Y.Doc,
    readonly author: Author,
    private readonly games: ReadonlyMap<string, AnyGame>,
    prover?: Prover,
  ) {
    this.prover = prover ?? inlineProver((n) => author.randomBytes(n));
    this.cache = new ProofCache(this.prover.offloads);
    this.log = new Log(author.room, roomMachine({ room: author.room, games, cache: this.cache }));
  }

  /** Starts following the document; resolves once what it already holds is read. */
  start(): Promise<void> {
    this.stop = observeLog(this.doc, () => this.schedule());
    return this.schedule();
  }

  dispose(): void {
    this.stop?.();
    this.listeners.clear();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  history(): History<RoomState> {
    return this.log.history();
  }

  head(): History<RoomState>['chain'][number] | undefined {
    const c = this.history().chain;
    return c[c.length - 1];
  }

  game(): AnyGame | undefined {
    const h = this.head();
    return h ? this.games.get(h.state.gameId) : undefined;
  }

  /** The seats this device controls (its player's and the bots it hosts). */
  mySeats(): Seat[] {
    const s = this.head()?.state;
    return s ? s.seats.flatMap((x, i) => (x?.author === this.author.key ? [i] : [])) : [];
  }

  post(entries: readonly Entry[]): void {
    append(this.doc, entries);
  }

  /**
   * Plays an action for a seat this device controls, on the current head. In a
   * poker game the entry carries the reveal shares of the cards it plays and,
   * for a private reorder, the proof instead of the order.
   */
  async move(seat: Seat, action: unknown): Promise<Entry> {
    // One device signs at most one chain entry after each entry (two would be equivocation,
    // PROTOCOL.md): if it has just moved here (its other seat, a bot it hosts, a re-issue),
    // this move waits until that one is in the history and goes on the head after it.
    for (let tries = 0; this.signed.has(this.head()?.id ?? ''); tries++) {
      if (tries > 100) throw new Error('The table did not take this device\u2019s previous move; try again.');
      await this.nextChange(100);
    }
    const head = this.head();
    const game = this.game();
    const r = head && game ? game.apply(head.state.game, action, seat) : null;
    if (r && !r.ok) throw new Error(r.error.message);
    const e = await this.moveEntry(seat, action);
    this.post([e]);
    await this.running;
    return e;
  }

  /** Resolves after the next pass that changed something, or after `ms`. */
  private nextChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => { off(); clearTimeout(timer); resolve(); };
      const off = this.onChange(done);
      const timer = setTimeout(done, ms);
    });
  }

  private async moveEntry(seat: Seat, action: unknown): Promise<Entry> {
    const head = this.head();
    const game = this.game();
    if (!head || !game) throw new Error('no game yet');
    const s = head.state;
    const body: { t: string; [k: string]: Json } = { t: 'move', seat, action: (game.publish?.(action) ?? action) as Json };
    if (s.poker) {
      const re = game.rearrangement?.(s.game, action);
      const proofs = await this.prover.moveProofs({
        ps: s.poker, seat, secret: await this.author.seatSecret(seat), claims: game.claims(action), room: s.room, parent: head.id,
        reorder: re?.order ? { handles: re.handles, order: re.order } : null,
      });
      if (proofs.reveal) body.reveal = proofs.reveal;
      if (proofs.reorder) body.reorder = proofs.reorder;
    }
    if (this.signed.has(head.id)) throw new Error('This device has already moved here.');
    this.signed.add(head.id);
    const e = await this.author.attach(head.id, body);
    this.actions.set(entryId(e), action);
    return e;
  }

  /** What `seat` knows now: every face-up card, and the hidden ones it may see. */
  async knowledge(seat: Seat): Promise<Knowledge> {
    const head = this.head();
    const game = this.game();
    if (!head || !game || head.state.phase !== 'play') return new Map();
    const s = head.state;
    if (!s.poker) return openKnowledge(s);
    if (s.seats[seat]?.author !== this.author.key) return new Map(s.poker.face.flatMap((f, h) => (f === null ? [] : [[h, f] as const])));
    return knownCards(s.poker, seat, await this.author.seatKey(seat), game.cards(s.config, s.seats.length), this.opened);
  }

  /** Resolves when every change seen so far has been read and answered. */
  idle(): Promise<void> {
    return this.running;
  }

  /** Runs one pass at a time: ingest, then duties; a change during a pass queues one more. */
  private schedule(): Promise<void> {
    if (this.dirty) return this.running;
    this.dirty = true;
    this.running = this.running.then(async () => {
      this.dirty = false;
      const added = await this.log.ingest(logOf(this.doc).toArray());
      if (added || this.stale) {
        this.stale = false;
        await this.duties();
        this.checkQueued();
        for (const l of this.listeners) l();
      }
    });
    return this.running;
  }

  /** Sends shuffle checks the replay deferred to the prover; each answer triggers a new pass. */
  private checkQueued(): void {
    for (const [key, job] of this.cache.queued) {
      if (this.checking.has(key)) continue;
      this.checking.add(key);
      void this.prover.checkPass(job).then((result) => {
        this.checking.delete(key);
        this.cache.settle(key, result);
        this.log.invalidate();
        this.stale = true;
        void this.schedule();
      });
    }
  }

  private async duties(): Promise<void> {
    const h = this.history();
    const game = this.game();
    if (!game) return;
    this.post(await this.author.owedLinks(h, this.log.all(), game));
    this.post(await this.reissue());
    this.post(await this.pokerDuties());
    this.post(await this.author.owedAudits(h, this.log.all(), game));
  }

  /**
   * Plays again, on the head, this device's moves that lost a race. Decided
   * afresh from the history on every pass, because a branch that lost may
   * still win later: an orphan is played again if its seat is asked now, the
   * chain has played since the orphan's branch left it just the moves of that
   * seat the branch made before the orphan (so it is the seat's next move, not
   * one already replaced), and this device has not yet moved at the head. If
   * the action no longer applies, it is reported in `lost` instead.
   */
  private async reissue(): Promise<Entry[]> {
    const h = this.history();
    const head = this.head();
    const game = this.game();
    if (!head || !game || head.state.phase !== 'play') return [];
    const p = game.pending(head.state.game);
    if (p?.kind !== 'move') return [];
    const at = new Map(h.chain.map((n, i) => [n.id, i] as const));
    const all = this.log.all();
    const isMove = (e: Entry, seat: Seat) => e.body.t === 'move' && e.body.seat === seat;
    /**
     * Where an orphan's branch left the canonical chain (its parent may have lost
     * a race too), and how many moves of its seat that branch made before it.
     */
    const branchOf = (o: Entry, seat: Seat): { fork: number; before: number } | null => {
      let before = 0;
      for (let id = o.parent as EntryId; ; ) {
        const i = at.get(id);
        if (i !== undefined) return { fork: i, before };
        const up = all.get(id);
        if (!up) return null;
        if (isMove(up, seat)) before++;
        id = up.parent as EntryId;
      }
    };
    if (this.signed.has(head.id)) return [];
    for (const e of all.values()) if (e.author === this.author.key && e.parent === head.id && e.body.t === 'move') return [];
    const out: Entry[] = [];
    for (const o of h.orphaned) {
      const b = o.entry.body;
      const seat = b.seat as Seat;
      if (o.entry.author !== this.author.key || b.t !== 'move' || !p.seats.includes(seat)) continue;
      // The orphan is due if the chain has since played exactly the moves of its seat its branch made before it.
      const branch = branchOf(o.entry, seat);
      if (!branch || h.chain.slice(branch.fork + 1).filter((n) => isMove(n.entry, seat)).length !== branch.before) continue;
      const action = this.actions.get(o.id) ?? b.action;
      const r = game.apply(head.state.game, action, seat);
      if (r.ok) {
        // One re-issue per pass: the next waits for this one to land (one entry per parent).
        out.push(await this.moveEntry(seat, action));
        break;
      } else if (!this.reported.has(o.id)) {
        this.reported.add(o.id);
        this.lost.push({ entry: o.entry, reason: r.error.message });
      }
    }
    return out;
  }

  /** The passes, shares and re-encryptions this device's seats owe at the head. */
  private async pokerDuties(): Promise<Entry[]> {
    const head = this.head();
    const game = this.game();
    const s = head?.state;
    if (!head || !game || !s?.poker) return [];
    const mine = obligations(s.poker, game.viewers(s.game), game.pending(s.game)).filter((o) => s.seats[o.seat]?.author === this.author.key);
    const done = new Set<string>();
    for (const e of this.log.all().values()) {
      if (e.author === this.author.key && e.parent === head.id) done.add(dutyKey(e.body));
    }
    const out: Entry[] = [];
    for (const ob of mine) {
      const key = dutyKey(
        ob.kind === 'pass' ? { t: 'pass', seat: ob.seat, round: s.round, i: s.poker.passes.length }
        : ob.kind === 'share' ? { t: 'share', seat: ob.seat, handle: ob.handle, for: ob.for }
        : { t: 'reenc', seat: ob.seat, handle: ob.handle, to: ob.to },
      );
      if (done.has(key)) continue;
      done.add(key);
      const body = await this.prover.fulfil(s.poker, ob, await this.author.seatSecret(ob.seat), s.room, head.id, s.round);
      out.push(await this.author.attach(head.id, body));
    }
    return out;
  }
}

/** What makes two answers the same duty (a device answers each duty at a head once). */
function dutyKey(b: { readonly [k: string]: unknown }): string {
  return [b.t, b.seat, b.round, b.i, b.handle, b.for, b.to].map(String).join('/');
}
