/**
 * Signing as one device in one room, so that it never signs two entries for one
 * position (docs/protocol.md §3): each entry is kept in the device's record,
 * durably, before it goes out, and a position already signed is never signed
 * again — its entry is handed back instead. Two calls for one position at once
 * share one signing.
 */
import type { Author } from '../../engine/protocol/author.js';
import type { Body, Entry } from '../../engine/protocol/entry.js';
import { slotOf } from '../../engine/protocol/room.js';
import { positionOf, type RoomRecord, type Signed } from './record.js';

export class Signer {
  private readonly signed = new Map<string, Signed>();
  private readonly signing = new Map<string, Promise<Signed>>();

  constructor(
    private readonly author: Author,
    private readonly record: RoomRecord,
  ) {}

  /** What the record says this device signed before (after a restart). */
  load(signed: readonly Signed[]): void {
    for (const s of signed) this.signed.set(s.position, s);
  }

  has(parent: string, slot: string | null): boolean {
    return this.signed.has(positionOf(parent, slot));
  }

  /** The entry this device signed for a position, if any. */
  at(parent: string, slot: string | null): Signed | undefined {
    return this.signed.get(positionOf(parent, slot));
  }

  /**
   * The entry for the position `body` fills at `parent`: signed and kept now, or,
   * if this device signed for that position before, that entry. `held`: kept
   * back from posting (a sealed move's opening); `fresh` says whether it is new.
   */
  async sign(parent: string, body: Body, held = false): Promise<Signed & { fresh: boolean }> {
    const position = positionOf(parent, slotOf({ body, author: this.author.key } as Entry));
    const done = this.signed.get(position);
    if (done) return { ...done, fresh: false };
    let busy = this.signing.get(position);
    if (!busy) {
      busy = (async () => {
        const s: Signed = { position, entry: await this.author.sign(parent, body), held };
        await this.record.addSigned([s]);
        this.signed.set(position, s);
        return s;
      })();
      this.signing.set(position, busy);
      const clear = () => void this.signing.delete(position);
      busy.then(clear, clear);
    }
    return { ...(await busy), fresh: true };
  }
}
