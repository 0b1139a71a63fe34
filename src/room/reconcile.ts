/**
 * Anti-entropy over an untrusted transport (docs/protocol.md §1). The shared
 * Yjs document can lose entries for a peer: anyone can delete from it, and a
 * peer that writes junk under another device's Yjs client id at its next clocks
 * makes that device's real entries never arrive where the junk arrived first.
 * So every device tells the others, through Yjs awareness, what it holds — per
 * author, how many verified entries and a hash of their ids — and when a peer
 * keeps saying it holds fewer of an author's entries (or other ones), the
 * devices that hold more post them again, as new inserts under a fresh client
 * id. A device also re-inserts whatever its own log holds and the document
 * lost (a deletion), the same way. A newcomer thus gets everything from any
 * honest peer.
 *
 * Nothing here changes what a device believes: its log only ever grows.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { toB64, utf8 } from '../../engine/protocol/bytes.js';
import type { Entry, EntryId } from '../../engine/protocol/entry.js';

/** Per author: how many entries a device holds, and a short hash of their sorted ids. */
export type Holdings = Readonly<Record<string, readonly [number, string]>>;

export function holdings(entries: ReadonlyMap<EntryId, Entry>): Holdings {
  const by = new Map<string, EntryId[]>();
  for (const [id, e] of entries) {
    const list = by.get(e.author);
    if (list) list.push(id);
    else by.set(e.author, [id]);
  }
  const out: Record<string, readonly [number, string]> = {};
  for (const [author, ids] of by) out[author] = [ids.length, toB64(sha256(utf8(ids.sort().join()))).slice(0, 16)];
  return out;
}

/** The authors of whom `theirs` lacks something `mine` has (fewer entries, or as many but other ones). */
export function behind(mine: Holdings, theirs: Holdings): string[] {
  return Object.keys(mine).filter((a) => {
    const t = theirs[a];
    return !t || t[0] < mine[a]![0] || (t[0] === mine[a]![0] && t[1] !== mine[a]![1]);
  }).sort();
}

/** The part of y-protocols' Awareness this uses (the app's y-webrtc awareness; tests relay their own). */
export interface AwarenessLike {
  readonly clientID: number;
  getStates(): Map<number, Record<string, unknown>>;
  setLocalStateField(field: string, value: unknown): void;
  on(event: 'change', f: () => void): void;
  off(event: 'change', f: () => void): void;
}

export interface ReconcileOptions {
  /** How long a peer must stay behind before entries are sent again (answers in flight need time). */
  readonly patienceMs: number;
  /** The entries this device holds. */
  entries(): ReadonlyMap<EntryId, Entry>;
  /** Posts these entries again as new inserts, under a fresh Yjs client id. */
  resend(entries: readonly Entry[]): void;
  /** Authors whose entries are not sent again (a flooder's: the others refuse the rest anyway). */
  skip?(author: string): boolean;
  /** Time source (tests pass a fake one). */
  readonly now?: () => number;
  readonly setTimer?: (f: () => void, ms: number) => unknown;
}

/** The longest wait between two sendings of the same entries to a peer that stays behind. */
const MAX_BACKOFF_MS = 60_000;

export class Reconciler {
  private published = '';
  /** Since when each (peer, author, their holdings) has looked behind, and how often we sent since. */
  private readonly lagging = new Map<string, { since: number; sent: number }>();
  private readonly onChange = () => this.check();
  private readonly now: () => number;
  private readonly setTimer: (f: () => void, ms: number) => unknown;

  constructor(private readonly awareness: AwarenessLike, private readonly o: ReconcileOptions) {
    this.now = o.now ?? (() => Date.now());
    this.setTimer = o.setTimer ?? ((f, ms) => setTimeout(f, ms));
    awareness.on('change', this.onChange);
    this.update();
  }

  dispose(): void {
    this.awareness.off('change', this.onChange);
  }

  /** Publishes what this device holds now (call after the log grew). */
  update(): void {
    const h = holdings(this.o.entries());
    const text = JSON.stringify(h);
    if (text === this.published) return;
    this.published = text;
    this.awareness.setLocalStateField('have', h);
    this.check();
  }

  /** Sends again an author's entries to peers that have stayed behind on it for `patienceMs`. */
  check(): void {
    const mine = JSON.parse(this.published || '{}') as Holdings;
    const due = new Set<string>();
    const seen = new Set<string>();
    for (const [client, state] of this.awareness.getStates()) {
      if (client === this.awareness.clientID) continue;
      const theirs = state.have;
      if (!theirs || typeof theirs !== 'object') continue;
      for (const author of behind(mine, theirs as Holdings)) {
        if (this.o.skip?.(author)) continue;
        const key = `${client}/${author}/${(theirs as Holdings)[author]?.join() ?? '-'}`;
        seen.add(key);
        const lag = this.lagging.get(key);
        // A peer that stays behind after a sending waits twice as long for the next (it may refuse them).
        const wait = (l: { sent: number }) => Math.min(MAX_BACKOFF_MS, Math.max(this.o.patienceMs, 1) * 2 ** l.sent);
        if (!lag) {
          this.lagging.set(key, { since: this.now(), sent: 0 });
          this.setTimer(() => this.check(), this.o.patienceMs + 1);
        } else if (this.now() - lag.since >= (lag.sent ? wait(lag) : this.o.patienceMs)) {
          due.add(author);
          const next = { since: this.now(), sent: lag.sent + 1 };
          this.lagging.set(key, next);
          this.setTimer(() => this.check(), wait(next) + 1);
        }
      }
    }
    for (const key of [...this.lagging.keys()]) if (!seen.has(key)) this.lagging.delete(key);
    if (!due.size) return;
    this.o.resend([...this.o.entries().values()].filter((e) => due.has(e.author)));
  }
}
