/**
 * A device's own record of a room (docs/protocol.md §1): every entry it has
 * verified, grow-only, and every entry it has signed, filed by the position it
 * fills. The shared document is only the transport; this is what a reload
 * rebuilds from, and what keeps an honest device from ever signing two entries
 * for one position (which would convict it): an entry is recorded here, durably,
 * before anyone else can see it, and a position already filled is never signed
 * again.
 *
 * IndexedDB keeps it in the browser (src/room/record-idb.ts); tests use
 * `memoryRecord`, which outlives the peers that use it, like a disk.
 */
import { markOf, type Entry, type EntryId } from '../../engine/protocol/entry.js';

/** An entry this device verified, kept with its id (engine/protocol/entry.ts `entryId`) so a reload hashes nothing. */
export interface Verified {
  readonly id: EntryId;
  readonly entry: Entry;
}

export interface Signed {
  /** The position the entry fills: its parent and its slot (record.ts `positionOf`). */
  readonly position: string;
  readonly entry: Entry;
  /** Held back until it is due (a sealed move's opening); posted otherwise. */
  readonly held: boolean;
}

/** A room's record as read: the entries this device verified, and those it signed. */
export interface RecordLoad {
  readonly verified: readonly Verified[];
  readonly signed: readonly Signed[];
  /** The proof checks kept under a checker version, when read with the rest (`readRecord`). */
  readonly checks?: { readonly version: string; readonly list: readonly (readonly [string, unknown])[] };
}

/**
 * Everything a room's record holds for a peer about to start, read side by side (a reopened room waits for the
 * slowest read, not for their sum). Losing the checks costs time only.
 */
export async function readRecord(record: RoomRecord, version: string): Promise<RecordLoad> {
  const [load, list] = await Promise.all([record.load(), record.loadChecks(version).catch(() => [])]);
  return { ...load, checks: { version, list } };
}

export interface RoomRecord {
  load(): Promise<RecordLoad>;
  /** Adds entries this device verified (order does not matter; duplicates are harmless). */
  addVerified(list: readonly Verified[]): Promise<void>;
  /** Keeps entries this device signed; resolves once they are durably stored. */
  addSigned(signed: readonly Signed[]): Promise<void>;
  /**
   * The proof checks this device worked out in this room (engine/protocol/table.ts
   * `ProofCache`), kept under the checker's version: a room it reopens checks only
   * what is new. Results of other versions are dropped.
   */
  loadChecks(version: string): Promise<readonly (readonly [string, unknown])[]>;
  addChecks(version: string, results: readonly (readonly [string, unknown])[]): Promise<void>;
}

/** The position an entry fills: its parent, and its slot there (or the chain's next entry). */
export function positionOf(parent: string, slot: string | null): string {
  return `${parent}\u0000${slot ?? 'next'}`;
}

/** A record in memory: the same object handed to a new peer is a device restarting with its disk. */
export function memoryRecord(): RoomRecord & {
  readonly verified: Map<string, Verified>;
  readonly signed: Map<string, Signed>;
  readonly checks: Map<string, Map<string, unknown>>;
} {
  const verified = new Map<string, Verified>();
  const signed = new Map<string, Signed>();
  const checks = new Map<string, Map<string, unknown>>();
  return {
    verified,
    signed,
    checks,
    loadChecks: async (version) => {
      for (const v of checks.keys()) if (v !== version) checks.delete(v);
      return [...(checks.get(version) ?? [])];
    },
    addChecks: async (version, results) => {
      const m = checks.get(version) ?? checks.set(version, new Map()).get(version)!;
      for (const [k, v] of results) m.set(k, v);
    },
    load: async () => ({ verified: [...verified.values()], signed: [...signed.values()] }),
    addVerified: async (list) => {
      for (const v of list) verified.set(`${v.entry.author}/${markOf(v.entry)}`, v);
    },
    addSigned: async (list) => {
      for (const s of list) if (!signed.has(s.position)) signed.set(s.position, s);
    },
  };
}
