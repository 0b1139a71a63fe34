/**
 * Anti-entropy over an untrusted transport (docs/protocol.md §1). The shared
 * Yjs document can lose entries for a peer: anyone can delete from it, and a
 * peer that writes junk under another device's Yjs client id at its next clocks
 * makes that device's real entries never arrive where the junk arrived first.
 * So every device tells the others, through Yjs awareness, what it holds — per
 * author, how many verified entries and a hash of their ids — and a hash of its
 * document's Yjs state vector. When a peer's document is the same as this one's
 * to Yjs (equal state vectors: Yjs has nothing more to send it) and yet it keeps
 * saying it holds fewer of an author's entries (or other ones), its document
 * holds junk where the entries are: the devices that hold them post them again,
 * as new inserts under a fresh client id. While the state vectors differ, Yjs is
 * still syncing and nothing is sent again. A device also re-inserts whatever its
 * own log holds and the document lost (a deletion), the same way. A newcomer
 * thus gets everything from any honest peer.
 *
 * Nothing here changes what a device believes: its log only ever grows.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import * as Y from 'yjs';
import { toB64, utf8 } from '../../engine/protocol/bytes.js';
import type { Entry, EntryId } from '../../engine/protocol/entry.js';

/** Per author: how many entries a device holds, and a short hash of their sorted ids. */
export type Holdings = Readonly<Record<string, readonly [number, string]>>;

export function holdings(entries: ReadonlyMap<EntryId, Entry>): Holdings {
  const out: Record<string, readonly [number, string]> = {};
  for (const [author, ids] of byAuthor(entries)) out[author] = held(ids);
  return out;
}

/**
 * `holdings`, kept between calls over entries that only grow (a log: log.ts): an author with as many
 * entries as last time holds the same ones, so only the authors with new entries are sorted and hashed
 * again (once per pass, over the whole log, it was a busy page's second largest cost).
 */
export function keptHoldings(): (entries: ReadonlyMap<EntryId, Entry>) => Holdings {
  let size = -1;
  let last: Holdings = {};
  return (entries) => {
    if (entries.size === size) return last;
    size = entries.size;
    const out: Record<string, readonly [number, string]> = {};
    for (const [author, ids] of byAuthor(entries)) {
      const had = last[author];
      out[author] = had?.[0] === ids.length ? had : held(ids);
    }
    return (last = out);
  };
}

function byAuthor(entries: ReadonlyMap<EntryId, Entry>): Map<string, EntryId[]> {
  const by = new Map<string, EntryId[]>();
  for (const [id, e] of entries) {
    const list = by.get(e.author);
    if (list) list.push(id);
    else by.set(e.author, [id]);
  }
  return by;
}

const held = (ids: EntryId[]): readonly [number, string] => [ids.length, toB64(sha256(utf8(ids.sort().join()))).slice(0, 16)];

/** The authors of whom `theirs` lacks something `mine` has (fewer entries, or as many but other ones). */
export function behind(mine: Holdings, theirs: Holdings): string[] {
  return Object.keys(mine)
    .filter((a) => {
      const t = theirs[a];
      return !t || t[0] < mine[a]![0] || (t[0] === mine[a]![0] && t[1] !== mine[a]![1]);
    })
    .sort();
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
  /** How long a peer may stay behind before entries are sent again (answers in flight need time). */
  readonly patienceMs: number;
  /** The entries this device holds: they only ever grow (`keptHoldings` relies on it). */
  entries(): ReadonlyMap<EntryId, Entry>;
  /** Of those, the ones the shared document does not hold (lost to a deletion). */
  missing(): Entry[];
  /** A hash of the shared document's Yjs state vector. */
  stateVector(): string;
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

/**
 * Who sends: of the devices that hold the same entries of an author, the one
 * with the smallest awareness id sends at once, the others only if it has not
 * after three times as long; so an author's entries go out once, not once per
 * device. A peer that stays behind after a sending waits twice as long for the
 * next (it may refuse them), up to a minute.
 */
export class Reconciler {
  private published = '';
  private sv = '';
  private mine: Holdings = {};
  private readonly holdings = keptHoldings();
  /** Since when each (peer, author) has looked behind, and how often we sent since. */
  private readonly lagging = new Map<string, { since: number; sent: number }>();
  /** When this device puts back what the document lost, if it must. */
  private repairAt: number | null = null;
  private readonly onChange = () => this.check();
  private readonly now: () => number;
  private readonly setTimer: (f: () => void, ms: number) => unknown;

  constructor(
    private readonly awareness: AwarenessLike,
    private readonly o: ReconcileOptions,
  ) {
    this.now = o.now ?? (() => Date.now());
    this.setTimer = o.setTimer ?? ((f, ms) => setTimeout(f, ms));
    awareness.on('change', this.onChange);
    this.update();
  }

  dispose(): void {
    this.awareness.off('change', this.onChange);
  }

  /** Publishes what this device holds now (call after the log or the document changed). */
  update(): void {
    const h = this.holdings(this.o.entries());
    const sv = this.o.stateVector();
    const text = JSON.stringify(h);
    if (text === this.published && sv === this.sv) return;
    this.published = text;
    this.sv = sv;
    this.mine = h;
    this.awareness.setLocalStateField('have', h);
    this.awareness.setLocalStateField('sv', sv);
    this.check();
  }

  /** The shared document lost entries this device holds: put them back, unless another device does first. */
  lost(): void {
    if (this.repairAt !== null) return;
    const wait = this.first(null) ? 0 : 3 * this.o.patienceMs;
    this.repairAt = this.now() + wait;
    if (wait) this.setTimer(() => this.check(), wait + 1);
    else this.check();
  }

  /** Whether this device is the first, by awareness id, of those holding what it holds of `author` (null: of everything). */
  private first(author: string | null): boolean {
    for (const [client, state] of this.awareness.getStates()) {
      if (client >= this.awareness.clientID) continue;
      const theirs = state.have as Holdings | undefined;
      if (!theirs || typeof theirs !== 'object') continue;
      if (author === null ? JSON.stringify(theirs) === this.published : theirs[author]?.join() === this.mine[author]?.join()) return false;
    }
    return true;
  }

  check(): void {
    if (this.repairAt !== null && this.now() >= this.repairAt) {
      this.repairAt = null;
      this.o.resend(this.o.missing());
    }
    const due = new Set<string>();
    const seen = new Set<string>();
    for (const [client, state] of this.awareness.getStates()) {
      if (client === this.awareness.clientID) continue;
      const theirs = state.have;
      // Only a peer whose document Yjs thinks is the same as this one's: otherwise Yjs is still syncing it.
      if (!theirs || typeof theirs !== 'object' || state.sv !== this.sv) continue;
      for (const author of behind(this.mine, theirs as Holdings)) {
        if (this.o.skip?.(author)) continue;
        const key = `${client}/${author}`;
        seen.add(key);
        const lag = this.lagging.get(key);
        const patience = this.first(author) ? this.o.patienceMs : 3 * this.o.patienceMs;
        const wait = (l: { sent: number }) => (l.sent ? Math.min(MAX_BACKOFF_MS, Math.max(patience, 1) * 2 ** l.sent) : patience);
        if (!lag) {
          this.lagging.set(key, { since: this.now(), sent: 0 });
          this.setTimer(() => this.check(), patience + 1);
        } else if (this.now() - lag.since >= wait(lag)) {
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

/** A short hash of a document's Yjs state vector. */
export function stateVectorHash(doc: Y.Doc): string {
  return toB64(sha256(Y.encodeStateVector(doc))).slice(0, 16);
}
