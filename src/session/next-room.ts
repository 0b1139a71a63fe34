/**
 * "Play again" in a networked room: whoever asks first opens a new room for
 * the same game and table size, and leaves a pointer to it in the finished
 * room's document, so everyone else still at that table is offered the same
 * new room in one click instead of a code to pass around.
 *
 * A pointer is an entry signed by its author's key for this room, with body
 * `{ t: 'next', code }`, kept under the author's key in the document's `next`
 * map (beside the log, never in it: the finished game's history does not
 * change). Only a seated player's pointer counts, its signature checked; if two
 * players asked at once, the lowest seat's room is everyone's.
 */
import type * as Y from 'yjs';
import type { Author } from '../../engine/protocol/author.js';
import { parseEntry, verifyEntry } from '../../engine/protocol/entry.js';
import type { RoomState } from '../../engine/protocol/room.js';
import { parseRoomCode } from '../room/code.js';

export interface NextRoom {
  readonly code: string;
  /** The name of the player who opened it. */
  readonly by: string;
  /** This device opened it. */
  readonly mine: boolean;
}

const mapOf = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('next');

export class NextRooms {
  private found: { code: string; seat: number; by: string; key: string }[] = [];
  /** Signatures already checked, by the text of the pointer. */
  private readonly checked = new Map<string, boolean>();
  private readonly observer = () => void this.read();
  private reading: Promise<void> = Promise.resolve();

  constructor(
    private readonly doc: Y.Doc,
    private readonly author: Author,
    private readonly state: () => RoomState | undefined,
    private readonly changed: () => void,
  ) {
    mapOf(doc).observe(this.observer);
    void this.read();
  }

  /** The room the players went on to, if a seated player opened one. */
  current(): NextRoom | null {
    const n = this.found[0];
    return n ? { code: n.code, by: n.by, mine: n.key === this.author.key } : null;
  }

  /** Reads the pointers again (the seats may have changed too). */
  read(): Promise<void> {
    // No pointer yet (the whole game long): nothing to read.
    if (!mapOf(this.doc).size && !this.found.length) return this.reading;
    this.reading = this.reading.then(async () => {
      const s = this.state();
      const out: typeof this.found = [];
      for (const [key, raw] of mapOf(this.doc).entries()) {
        const seat = s?.seats.findIndex((x) => x?.author === key && x.bot === null) ?? -1;
        if (seat < 0) continue;
        const e = parseEntry(raw, this.author.room);
        if (!e.ok || e.value.author !== key || e.value.body.t !== 'next') continue;
        const code = parseRoomCode(String(e.value.body.code));
        if (!code) continue;
        const text = JSON.stringify(raw);
        let good = this.checked.get(text);
        if (good === undefined) this.checked.set(text, (good = await verifyEntry(e.value)));
        if (good) out.push({ code, seat, by: s!.seats[seat]!.name, key });
      }
      out.sort((a, b) => a.seat - b.seat);
      const before = JSON.stringify(this.found);
      this.found = out;
      if (JSON.stringify(out) !== before) this.changed();
    });
    return this.reading;
  }

  /** Leaves this device's pointer to `code` (parent: the room's genesis). */
  async point(genesis: string, code: string): Promise<void> {
    const entry = await this.author.sign(genesis, { t: 'next', code });
    mapOf(this.doc).set(this.author.key, { ...entry });
    await this.read();
  }

  dispose(): void {
    mapOf(this.doc).unobserve(this.observer);
  }
}
