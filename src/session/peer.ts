/**
 * One device's view of a room: it reads the shared document, keeps the checked
 * log and its canonical history, and does the duties that need no person:
 * answering beacon rounds for every seat it controls and re-issuing its own
 * moves that lost a race (they are orphaned, not rejected). The network layer
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
import { append, logOf, observeLog } from '../room/doc.js';

export class RoomPeer {
  readonly log: Log<RoomState>;
  private listeners = new Set<() => void>();
  private stop: (() => void) | null = null;
  private running: Promise<void> = Promise.resolve();
  private dirty = false;

  constructor(
    readonly doc: Y.Doc,
    readonly author: Author,
    private readonly games: ReadonlyMap<string, AnyGame>,
  ) {
    this.log = new Log(author.room, roomMachine({ room: author.room, games }));
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

  async move(seat: Seat, action: Json): Promise<Entry> {
    const head = this.head();
    if (!head) throw new Error('no room yet');
    const e = await this.author.move(head.id, seat, action);
    this.post([e]);
    await this.running;
    return e;
  }

  /** Runs one pass at a time: ingest, then duties; a change during a pass queues one more. */
  private schedule(): Promise<void> {
    if (this.dirty) return this.running;
    this.dirty = true;
    this.running = this.running.then(async () => {
      this.dirty = false;
      const added = await this.log.ingest(logOf(this.doc).toArray());
      if (added) {
        await this.duties();
        for (const l of this.listeners) l();
      }
    });
    return this.running;
  }

  private async duties(): Promise<void> {
    const h = this.history();
    const game = this.game();
    if (!game) return;
    const links = await this.author.owedLinks(h, this.log.all(), (s) => {
      const p = game.pending(s.game);
      return p !== null && p.kind !== 'move';
    });
    this.post(links);
  }

  /** Whether `id` made it into the canonical history. */
  accepted(id: EntryId): boolean {
    return this.history().chain.some((n) => n.id === id);
  }

  static idOf(e: Entry): EntryId {
    return entryId(e);
  }
}
