/**
 * One device's view of a room: it reads the shared document into its own
 * grow-only log (seeded from its record, so a deletion in the document loses
 * it nothing), builds the history, and does the duties that need no person:
 * beacon links, shuffle passes, decryption shares, re-encryptions, opening its
 * sealed moves and, after the end, the audit, for every seat it holds.
 *
 * Every entry it signs goes through `write`: recorded durably first, then
 * posted, and never a second one for a position it has already filled
 * (docs/protocol.md §3): an honest device cannot equivocate, even across a
 * crash, a reload or two seats on one device. The network layer (y-webrtc) and
 * the UI sit on either side of it; tests drive it directly.
 *
 * Over 300 lines: one device's duties in a room (reading, signing, answering, resending) share its log and signer.
 */
import type * as Y from 'yjs';
import type { AnyGame, Knowledge, Seat } from '../../engine/core/game.js';
import { seededRng, type Rng } from '../../engine/core/rng.js';
import type { Author } from '../../engine/protocol/author.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import { hashValue, type Json } from '../../engine/protocol/canonical.js';
import { entryId, markOf, openLink, parseEntry, type Body, type Entry } from '../../engine/protocol/entry.js';
import { afterFor, type Answer, type History, type Slots } from '../../engine/protocol/history.js';
import { knownCards, seatKeyOf } from '../../engine/protocol/hands.js';
import type { SeatKey } from '../../engine/protocol/poker/index.js';
import { Log } from '../../engine/protocol/log.js';
import { sealOf } from '../../engine/protocol/room-answers.js';
import { hintOf, hintOfKey, markOfStored } from '../../engine/protocol/wire-mark.js';
import { linkOwner, openKnowledge, roomMachine, slotOf, type RoomMachine, type RoomState } from '../../engine/protocol/room.js';
import { ProofCache } from '../../engine/protocol/table.js';
import { shareChecks } from '../../engine/protocol/table-shares.js';
import { CHECKER_VERSION } from './checker-version.js';
import { inlineProver, type Prover } from './prover.js';
import { memoryRecord, type RecordLoad, type RoomRecord } from './record.js';
import { Signer } from './signer.js';
import { append, logOf, observeLog, reinsert, stored } from '../room/doc.js';
import { Reconciler, stateVectorHash, type AwarenessLike } from '../room/reconcile.js';

/** How many of a document's values are read at a time when many arrive at once (`RoomPeer.read`). */
const READ_SLICE = 48;

export interface PeerOptions {
  readonly doc: Y.Doc;
  readonly author: Author;
  /** The room code: it names the room's genesis. */
  readonly code: string;
  readonly games: ReadonlyMap<string, AnyGame>;
  readonly prover?: Prover;
  /** This device's record of the room (IndexedDB in the browser). */
  readonly record?: RoomRecord;
  /** Another tab holds this room: this one only watches, it never signs. */
  readonly readOnly?: boolean;
  /** The room's awareness (y-webrtc's): devices tell each other what they hold (src/room/reconcile.ts). */
  readonly awareness?: AwarenessLike;
  /** How long a peer may stay behind before this device sends it entries again (default 2 s). */
  readonly patienceMs?: number;
  /** The version the record keeps proof checks under (default: this build's checker, checker-version.ts). */
  readonly checksVersion?: string;
}

export type HistoryNode = History<RoomState>['chain'][number];

export class RoomPeer {
  readonly log: Log<RoomState>;
  readonly machine: RoomMachine;
  readonly doc: Y.Doc;
  readonly author: Author;
  readonly readOnly: boolean;
  private readonly games: ReadonlyMap<string, AnyGame>;
  private listeners = new Set<() => void>();
  private progressListeners = new Set<() => void>();
  private stop: (() => void) | null = null;
  private running: Promise<void> = Promise.resolve();
  /** The proof checks worked out, being written to the record. */
  private keeping: Promise<void> = Promise.resolve();
  private waited: { running: Promise<void>; keeping: Promise<void>; idle: Promise<void> } | null = null;
  /** How many of the document's values were read (an estimate: Yjs may insert before the end), and a large read under way. */
  private known = 0;
  private reading: { read: number; of: number } | null = null;
  private dirty = false;
  private stale = false;
  /** Share checks are being worked out ahead of the walk (`precheckShares`), from the entries it looked at and the ciphertexts they named. */
  private prechecking = false;
  private readonly lookedAt = new WeakSet<Entry>();
  /** The open links this device posted (by mark). */
  private readonly linksPosted = new Set<string>();
  private readonly joints = new Map<string, string>();
  /** Opened ciphertexts, so each is decrypted once. */
  private readonly opened = new Map<string, string>();
  private readonly cache: ProofCache;
  private readonly checksVersion: string;
  private readonly prover: Prover;
  private readonly record: RoomRecord;
  private readonly checking = new Set<string>();
  private readonly signer: Signer;
  private readonly reconciler: Reconciler | null;
  /** The document lost entries (a deletion): put back what this device holds. */
  private lost = false;
  /** The document is not read yet (`start`): nothing is answered or posted again meanwhile. */
  private unread = false;
  /**
   * Why this device stopped: its record could not keep what it signed (storage
   * failing, the disk full). It then signs nothing more until it is started
   * again from its record, as a reload does; it never posts what it did not keep.
   */
  failure: Error | null = null;

  constructor(o: PeerOptions) {
    this.doc = o.doc;
    this.author = o.author;
    this.readOnly = o.readOnly ?? false;
    this.games = o.games;
    this.prover = o.prover ?? inlineProver();
    this.record = o.record ?? memoryRecord();
    this.signer = new Signer(o.author, this.record);
    this.cache = new ProofCache(this.prover.offloads);
    this.checksVersion = o.checksVersion ?? CHECKER_VERSION;
    this.machine = roomMachine({ room: o.author.room, code: o.code, games: o.games, cache: this.cache });
    this.log = new Log(o.author.room, this.machine);
    this.reconciler = o.awareness
      ? new Reconciler(o.awareness, {
          patienceMs: o.patienceMs ?? 2000,
          entries: () => this.log.all(),
          missing: () => this.missing([...this.log.all().values()]),
          stateVector: () => stateVectorHash(this.doc),
          resend: (es) => reinsert(this.doc, es, this.hintable),
          skip: (a) => this.log.isFlooding(a),
        })
      : null;
  }

  /**
   * Reads this device's record (`saved`: as the caller already read it, with its kept checks if `readRecord` read
   * them under this peer's checker version), then follows the document; resolves once both are read and answered.
   * `documentRead`: the document is still to be read from this device's storage (a room shown from its record
   * first, src/session/net.ts); until it resolves this device answers nothing and posts nothing again, since the
   * document may hold it already.
   */
  async start(saved?: RecordLoad, documentRead?: Promise<void>): Promise<void> {
    // The checks worked out here before (read alongside): a reopened room checks only what is new. Losing them costs time only.
    const kept = saved?.checks?.version === this.checksVersion ? saved.checks.list : this.record.loadChecks(this.checksVersion).catch(() => []);
    const [{ verified, signed }, checks] = await Promise.all([saved ?? this.record.load(), kept]);
    this.cache.learn(checks);
    this.log.preload([...verified, ...signed.filter((s) => !s.held).map(({ entry }) => ({ entry }))]);
    this.signer.load(signed);
    this.stale = true;
    this.stop = observeLog(this.doc, (deleted) => {
      this.lost ||= deleted;
      void this.schedule();
    });

    // What this device signed and posted before a restart goes out again (the document may not have it).
    const repost = () => {
      if (!this.readOnly) this.repost(signed.filter((s) => !s.held).map((s) => s.entry));
    };
    if (documentRead) {
      this.unread = true;
      void documentRead.then(() => {
        if (!this.stop) return; // disposed meanwhile: it signs nothing more
        this.unread = false;
        this.stale = true;
        repost();
        void this.schedule();
      });
    }
    await this.schedule();
    if (!documentRead) repost();
  }

  dispose(): void {
    this.stop?.();
    this.stop = null;
    this.reconciler?.dispose();
    this.listeners.clear();
    this.progressListeners.clear();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Called while a large document is read, after each slice (`progress`). Not a change to act on: the
   * head is only part of the way, so the lobby and the bots wait for `onChange`; a table may show it.
   */
  onProgress(listener: () => void): () => void {
    this.progressListeners.add(listener);
    return () => this.progressListeners.delete(listener);
  }

  history(): History<RoomState> {
    return this.log.history();
  }

  head(): HistoryNode | undefined {
    const c = this.history().chain;
    return c[c.length - 1];
  }

  game(): AnyGame | undefined {
    const h = this.head();
    return h ? this.gameOf(h.state) : undefined;
  }

  private gameOf(s: RoomState): AnyGame | undefined {
    return this.games.get(s.gameId);
  }

  /** The answers at chain entry `node`, by slot. */
  slotsAt(node: string): Slots {
    const out = new Map<string, Answer[]>();
    for (const [id, entry] of this.log.all()) {
      if (entry.parent !== node) continue;
      const slot = slotOf(entry);
      if (slot === null) continue;
      const list = out.get(slot);
      if (list) list.push({ id, entry });
      else out.set(slot, [{ id, entry }]);
    }
    return out;
  }

  /**
   * The head's state for writing: a forfeit is provisional (the awaited seat's
   * valid answer there beats the votes), so a device whose seat was voted out
   * may still answer as if it had not been.
   */
  live(): RoomState | undefined {
    const s = this.head()?.state;
    return s?.end?.kind === 'forfeit' ? { ...s, end: null } : s;
  }

  /** The seats the head waits for. */
  awaited(): Seat[] {
    const head = this.head();
    return head ? this.machine.awaited(head.state, head.id, this.slotsAt(head.id)) : [];
  }

  /** The seats this device holds (its person's and the bots it hosts). */
  mySeats(): Seat[] {
    const s = this.head()?.state;
    return s && s.phase === 'play' ? s.seats.flatMap((x, i) => (x?.author === this.author.key ? [i] : [])) : [];
  }

  /** Whether this device has signed anything for a position. */
  hasSigned(parent: string, slot: string | null): boolean {
    return this.signer.has(parent, slot);
  }

  /**
   * Signs an entry for the position it fills, keeps it in the record, then posts
   * it (unless `held`). If this device already signed for that position, nothing
   * new is signed: that entry is returned (and posted again, unless held).
   */
  async write(parent: string, body: Body, held = false): Promise<Entry> {
    if (this.readOnly) throw new Error('This room is open in another tab of this browser: this tab only watches.');
    if (this.failure) throw new Error(`This device could not keep what it signed (${this.failure.message}): reload the page.`);
    const s = await this.signer.sign(parent, slotOf({ body, author: this.author.key } as Entry) === null ? { ...body, ...this.afterAt(parent) } : body, held);
    if (!s.held) this.post([s.entry]);
    return s.entry;
  }

  /**
   * What a chain entry written at `parent` names: the answers settled there, and any settled late at an
   * earlier node that nothing named yet (`afterFor`); not a forfeit's votes, which a move beats.
   */
  private afterAt(parent: string): { after?: string[] } {
    const chain = this.history().chain;
    return afterFor(
      chain,
      chain.findIndex((n) => n.id === parent),
      (a) => !slotOf(a.entry)?.startsWith('forfeit/'),
    );
  }

  post(entries: readonly Entry[]): void {
    append(this.doc, entries, this.hintable);
  }

  /** Members' entries go into the document naming their author and parent by hints, where the room says so. */
  private readonly hintable = (e: Entry): boolean => this.log.hintable(e.author);

  /**
   * Posts an open link (nothing to sign or keep: it is worked out again from the seat's secret), once: the
   * duties are looked at again before the document hands it back.
   */
  private postLink(e: Entry): void {
    const mark = markOf(e);
    if (this.linksPosted.has(mark) || this.log.idOf(e)) return;
    this.linksPosted.add(mark);
    this.post([e]);
  }

  /** Posts entries the document does not hold (after a restart). */
  repost(entries: readonly Entry[]): void {
    this.post(this.missing(entries));
  }

  /**
   * Those of `entries` the shared document does not hold. A value is taken for an entry only if it is the bytes
   * this device would store for it, or reads as that entry: one with its author (or hint) and mark, read from its
   * first bytes, may be junk in its place.
   */
  private missing(entries: readonly Entry[]): Entry[] {
    const inDoc = new Map<string, unknown[]>();
    for (const raw of logOf(this.doc).toArray()) {
      const { mark, author } = markOfStored(raw);
      const hint = hintOf(raw);
      const by = typeof author === 'string' ? author : hint === null ? null : `#${hint}`;
      if (typeof mark !== 'string' || by === null) continue;
      const key = `${by} ${mark}`;
      inDoc.set(key, [...(inDoc.get(key) ?? []), raw]);
    }
    const room = this.author.room;
    const holds = (e: Entry) => {
      const mark = markOf(e);
      const found = [...(inDoc.get(`${e.author} ${mark}`) ?? []), ...(inDoc.get(`#${hintOfKey(e.author)} ${mark}`) ?? [])];
      if (!found.length) return false;
      // The form this device would write is the usual one; another (written before its author was known as a
      // member, or by hand) is read.
      const mine = stored(e, this.hintable(e));
      if (mine instanceof Uint8Array && found.some((raw) => raw instanceof Uint8Array && sameBytes(raw, mine))) return true;
      const id = this.log.idOf(e) ?? entryId(e);
      return found.some((raw) => {
        const p = parseEntry(raw, room, { author: e.author, parent: e.parent });
        return p.ok && entryId(p.value) === id;
      });
    };
    return entries.filter((e) => !holds(e));
  }

  /**
   * Plays an action for a seat this device holds, at the head. The one seat
   * asked writes the next chain entry; when several are asked at once, the
   * move is sealed now and opened once every asked seat has sealed its own.
   * In a poker game the move carries the reveal shares of the cards it plays
   * and, for a private reorder, the proof instead of the order.
   */
  async move(seat: Seat, action: unknown): Promise<Entry> {
    await this.running;
    await this.loadKey(seat);
    for (let tries = 0; ; tries++) {
      const head = this.head();
      if (!head) throw new Error('The room is not open yet.');
      const mine = this.hasSigned(head.id, null) || this.hasSigned(head.id, `seal/${seat}/${head.state.round}`);
      if (!mine) break;
      // This device already answered here (its other seat, a bot it hosts): wait for that to land.
      if (tries > 100) throw new Error('The table did not take this device\u2019s previous move; try again.');
      await this.nextChange(100);
    }
    const head = this.head()!;
    const s = this.live()!;
    const game = this.gameOf(s);
    if (!game || s.phase !== 'play' || s.end) throw new Error('The game is not running.');
    const p = game.pending(s.game);
    if (p?.kind !== 'move' || !p.seats.includes(seat)) throw new Error('It is not that seat\u2019s turn.');
    const r = game.apply(s.game, action, seat);
    if (!r.ok) throw new Error(r.error.message);
    // Never sign what every peer would refuse: a choice made on an older view can name a card
    // that is not at its handle any more, and a refused move leaves this seat unable to answer here again.
    const known = this.knownIn(s, seat);
    for (const c of game.claims(action)) {
      if (known?.get(c.handle) !== c.card)
        throw new Error(`Your ${c.card} is not in your hand as chosen: the table changed while the move was chosen. Choose again.`);
    }
    if (this.machine.writer(s)?.seat === seat) {
      const e = await this.write(head.id, { t: 'move', seat, ...(await this.moveBody(head, seat, action)) });
      await this.running;
      return e;
    }
    // Several seats are asked: seal now (the opening is recorded first), open when every seal is in.
    // An opening kept before a crash, without its seal, is the move: it is sealed as it was kept.
    const kept = this.signer.at(head.id, `open/${seat}/${s.round}`)?.entry.body;
    const move = kept ? (kept.move as { [k: string]: Json }) : await this.moveBody(head, seat, action);
    const salt = kept ? String(kept.salt) : toB64(this.author.randomBytes(32));
    await this.write(head.id, { t: 'open', seat, round: s.round, move, salt }, true);
    const c = sealOf(s.room, head.id, s.round, seat, move, salt);
    const e = await this.write(head.id, { t: 'seal', seat, round: s.round, c });
    await this.running;
    return e;
  }

  /** The fields of a move: the published action, and in a poker game its reveal shares and reorder proof. */
  private async moveBody(head: HistoryNode, seat: Seat, action: unknown): Promise<{ [k: string]: Json }> {
    const s = head.state;
    const game = this.gameOf(s)!;
    const out: { [k: string]: Json } = { action: (game.publish?.(action) ?? action) as Json };
    if (!s.poker) return out;
    const re = game.rearrangement?.(s.game, action);
    const proofs = await this.prover.moveProofs({
      ps: s.poker,
      seat,
      secret: await this.author.seatSecret(s.seats[seat]!),
      claims: game.claims(action),
      room: s.room,
      parent: head.id,
      reorder: re?.order ? { handles: re.handles, order: re.order } : null,
    });
    if (proofs.reveal) out.reveal = proofs.reveal;
    if (proofs.reorder) out.reorder = proofs.reorder;
    return out;
  }

  /** A bot's random choices at the head, derived from its secret and the position (the same after a restart). */
  async botRng(seat: Seat): Promise<Rng> {
    const head = this.head()!;
    const secret = await this.author.seatSecret(head.state.seats[seat]!);
    const h = hashValue('bot-choice', { secret: toB64(secret), node: head.id, round: head.state.round, seat });
    return seededRng(((h[0]! << 24) | (h[1]! << 16) | (h[2]! << 8) | h[3]!) >>> 0);
  }

  /** Resolves after the next pass that changed something, or after `ms`. */
  private nextChange(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        off();
        clearTimeout(timer);
        resolve();
      };
      const off = this.onChange(done);
      const timer = setTimeout(done, ms);
    });
  }

  /** This device's seats' card keys, by owner (a seat's secret never changes). */
  private readonly cardKeys = new Map<string, SeatKey>();

  /** Loads the card key of `seat` if this device holds it. */
  private async loadKey(seat: Seat): Promise<void> {
    const info = this.head()?.state.seats[seat];
    if (info?.author !== this.author.key || this.cardKeys.has(linkOwner(info))) return;
    this.cardKeys.set(linkOwner(info), seatKeyOf(await this.author.seatSecret(info)));
  }

  /** What `seat` knows in `s`; null while this device's key for it is not loaded (`knowledge` loads it). */
  private knownIn(s: RoomState, seat: Seat): Knowledge | null {
    const game = this.gameOf(s);
    if (!game || s.phase !== 'play') return new Map();
    if (!s.poker) return openKnowledge(s);
    const info = s.seats[seat];
    if (info?.author !== this.author.key) return new Map(s.poker.face.flatMap((f, h) => (f === null ? [] : [[h, f] as const])));
    const key = this.cardKeys.get(linkOwner(info));
    return key ? knownCards(s.poker, seat, key, game.cards(s.config, s.seats.length), this.opened) : null;
  }

  /**
   * What `seat` knows at the head, read now, so it always matches the head it
   * is used with (a view, a choice); null until `knowledge(seat)` has loaded the key.
   */
  knowledgeNow(seat: Seat): Knowledge | null {
    const head = this.head();
    return head ? this.knownIn(head.state, seat) : new Map();
  }

  /** What `seat` knows now: every face-up card, and the hidden ones it may see. */
  async knowledge(seat: Seat): Promise<Knowledge> {
    await this.loadKey(seat);
    return this.knowledgeNow(seat) ?? new Map();
  }

  /** Resolves when every change seen so far has been read and answered, and the checks worked out are kept. */
  idle(): Promise<void> {
    // The same promise while nothing new was queued (test/node/rooms.ts `quiesce` compares them).
    const w = this.waited;
    if (w?.running !== this.running || w.keeping !== this.keeping) {
      const keeping = this.keeping;
      this.waited = { running: this.running, keeping, idle: this.running.then(() => keeping) };
    }
    return this.waited!.idle;
  }

  /** Runs one pass at a time: ingest, then duties; a change during a pass queues one more. */
  private schedule(): Promise<void> {
    if (this.dirty) return this.running;
    this.dirty = true;
    this.running = this.running.then(async () => {
      this.dirty = false;
      // Stopped (disposed, or its record failing): it reads, answers and signs nothing more.
      if (this.failure || !this.stop) return;
      try {
        await this.pass();
      } catch (e) {
        this.failure = e instanceof Error ? e : new Error(String(e));
        for (const l of this.listeners) l();
      }
    });
    return this.running;
  }

  /** One pass: read the document, tell the listeners, keep what was read, put back what it lost, answer what is owed. */
  private async pass(): Promise<void> {
    const added = await this.read(logOf(this.doc).toArray());
    const changed = added.length > 0 || this.stale;
    this.stale = false;
    // The table shows what arrived at once; keeping it and answering what it asks of this device follow
    // (an answer this device writes comes back through the document, and the next pass shows it).
    if (changed) for (const l of this.listeners) l();
    if (added.length) await this.record.addVerified(added.map((entry) => ({ id: this.log.idOf(entry)!, entry })));
    if (this.lost) {
      // Never act on a deletion: what this device verified stays, and goes back into the document
      // (through the reconciler, so one device puts it back, not every one).
      this.lost = false;
      if (this.reconciler) this.reconciler.lost();
      else reinsert(this.doc, this.missing([...this.log.all().values()]), this.hintable);
    }
    // What this device holds and its document's state vector go out together, once the log has read the document.
    if (!this.unread) this.reconciler?.update();
    if (changed) await this.duties();
    // The history (built once per change) works out the checks, and defers the shuffle passes to the prover
    // (a read-only peer has no duties that would have built it before); what it worked out is kept.
    this.history();
    this.checkQueued();
    const worked = this.cache.drain();
    // Not waited for by the next pass; losing them costs time only.
    if (worked.length) this.keeping = this.keeping.then(() => this.record.addChecks(this.checksVersion, worked)).catch(() => undefined);
  }

  /**
   * Reads the document's values. Many new ones at once (opening a room from nothing, or after a long
   * time away) are read READ_SLICE at a time, the history built after each and the progress listeners
   * told, so the table shows how far the check has come instead of freezing; nothing is answered, and
   * nobody acts on the head, until all are read. The history is kept up to date (engine/protocol/history.ts), so this costs little more.
   */
  private async read(raws: readonly unknown[]): Promise<Entry[]> {
    // A reopened room's values are mostly in the log already (from its record): no slices.
    if (raws.length - Math.max(this.known, this.log.all().size) <= READ_SLICE) {
      this.known = raws.length;
      return this.log.ingest(raws);
    }
    // Many checks are coming: the prover may get faster arithmetic ready for them.
    this.prover.prepare?.();
    const added: Entry[] = [];
    for (let k = this.known + READ_SLICE; ; k += READ_SLICE) {
      const upTo = Math.min(k, raws.length);
      added.push(...(await this.log.ingest(raws.slice(0, upTo))));
      this.known = upTo;
      if (upTo === raws.length) break;
      this.reading = { read: upTo, of: raws.length };
      this.history();
      // The Worker checks the shuffles met so far while the rest is read.
      this.checkQueued();
      for (const l of this.progressListeners) l();
      await new Promise((r) => setTimeout(r, 0));
    }
    this.reading = null;
    return added;
  }

  /**
   * How far this device is in checking the room: values of the document read (while a large one is
   * read in slices), and shuffle passes still being checked in the Worker; null when it is not behind.
   */
  get progress(): { readonly read: number; readonly of: number; readonly proofs: number } | null {
    if (this.reading) return { ...this.reading, proofs: this.checking.size };
    return this.checking.size ? { read: this.known, of: this.known, proofs: this.checking.size } : null;
  }

  /** How many proof checks this device has worked out since it started (not answered from its record). */
  get checksRun(): number {
    return this.cache.runs;
  }

  /** Sends shuffle checks the history deferred to the prover (single passes, and whole shuffles at once); each answer triggers a new pass. */
  private checkQueued(): void {
    const done = () => {
      this.log.invalidate();
      this.stale = true;
      void this.schedule();
    };
    for (const [key, job] of this.cache.queued) {
      if (this.checking.has(key)) continue;
      this.checking.add(key);
      // A check that throws (input the checker cannot read) refuses the pass; it never leaves the room waiting.
      const settle = (result: readonly string[] | null) => {
        this.checking.delete(key);
        this.cache.settle(key, result);
        done();
      };
      void this.prover.checkPass(job).then(settle, () => settle(null));
    }
    for (const [first, batch] of this.cache.batches) {
      const key = `batch ${first}`;
      if (this.checking.has(key)) continue;
      this.checking.add(key);
      // A batch that throws settles nothing: its passes are then checked one by one.
      const settle = (results: readonly (readonly string[] | null | undefined)[]) => {
        this.checking.delete(key);
        this.cache.settleBatch(batch, results);
        done();
      };
      void this.prover.checkBatch(batch).then(settle, () => settle([]));
    }
    this.precheckShares();
  }

  /**
   * While the Worker checks shuffles and the walk waits for it, the page checks the decryption
   * shares the walk has not reached yet (`shareChecks`: keyed as the walk keys them), a few
   * milliseconds at a time so the Worker's answers are not kept waiting.
   */
  private precheckShares(): void {
    const s = this.head()?.state;
    if (this.prechecking || !this.checking.size || !s?.poker) return;
    // Each entry is looked at once: later calls (every pass while a shuffle is checked, in play too) cost nothing for it.
    const fresh = [...this.log.all()].filter(([, e]) => !this.lookedAt.has(e));
    for (const [, e] of fresh) this.lookedAt.add(e);
    const jobs = shareChecks(fresh, s.room, s.poker.keys, this.cache, this.joints);
    if (!jobs.length) return;
    this.prechecking = true;
    let i = 0;
    const slice = () => {
      const until = performance.now() + 8;
      while (i < jobs.length && performance.now() < until) jobs[i++]!();
      if (i < jobs.length && this.checking.size && this.stop) setTimeout(slice, 0);
      else this.prechecking = false;
    };
    setTimeout(slice, 0);
  }

  /** The answers this device's seats owe at the head (protected: the attack tests' modified clients withhold some). */
  protected async duties(): Promise<void> {
    if (this.readOnly || this.unread) return;
    const head = this.head();
    const s = this.live();
    if (!head || !s) return;
    const me = this.author.key;
    for (const o of this.machine.owed(s, head.id, this.slotsAt(head.id))) {
      if (o.author !== me) continue;
      const d = o.duty;
      const info = s.seats[d.seat]!;
      if (d.t === 'link') {
        const v = await this.author.nextLink(info);
        if (v && s.openLinks) this.postLink(openLink(s.room, info.author, info.bot, v));
        else if (v) await this.write(head.id, { t: 'link', seat: d.seat, round: d.round, v });
      } else if (d.t === 'poker') {
        if (this.hasSigned(head.id, o.slot)) continue;
        const body = await this.prover.fulfil(s.poker!, d.ob, await this.author.seatSecret(info), s.room, head.id, d.round);
        await this.write(head.id, body);
      } else if (d.t === 'open') {
        const held = this.signer.at(head.id, o.slot);
        if (held) this.post([held.entry]);
      } else if (d.t === 'audit') {
        await this.write(head.id, { t: 'audit', seat: d.seat, secret: toB64(await this.author.seatSecret(info)) });
      }
    }
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
