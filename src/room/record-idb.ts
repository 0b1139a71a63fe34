/**
 * The device's own record of its rooms in IndexedDB (src/session/record.ts),
 * apart from the y-indexeddb copy of each room's shared document: whatever
 * happens to that document (a peer's deletion, a squatted client id, a
 * corrupted update), a reload rebuilds the game from here.
 *
 * Four stores, keyed by room id: the entries this device verified (with their ids), the
 * entries it signed (by position), the room's own identity key (a fresh
 * non-extractable Ed25519 key per room, so two rooms cannot be linked by it),
 * and the proof checks it worked out (by the checker's version), so a room it
 * reopens checks only what is new. Signed entries are written with strict
 * durability before they are posted. Verified entries and checks are written a
 * batch a row, as JSON text (rows of one each, kept by earlier versions, are
 * still read).
 */
import { entryId, markOf, type Entry, type EntryId } from '../../engine/protocol/entry.js';
import { newIdentity, type Identity } from '../../engine/protocol/sign.js';
import type { RoomRecord, Signed } from '../session/record.js';

const DB = 'tabletop-record';
const VERIFIED = 'verified';
const SIGNED = 'signed';
const IDENTITY = 'identity';
const CHECKS = 'checks';

let opening: Promise<IDBDatabase> | null = null;

function db(): Promise<IDBDatabase> {
  return (opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 2);
    req.onupgradeneeded = (e) => {
      const d = req.result;
      if (e.oldVersion < 1) {
        d.createObjectStore(VERIFIED, { keyPath: ['room', 'id'] }).createIndex('room', 'room');
        d.createObjectStore(SIGNED, { keyPath: ['room', 'position'] }).createIndex('room', 'room');
        d.createObjectStore(IDENTITY);
      }
      if (e.oldVersion < 2) d.createObjectStore(CHECKS, { keyPath: ['room', 'version', 'key'] }).createIndex('room', 'room');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  }));
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function all<T>(store: IDBObjectStore, room: string): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const req = store.index('room').getAll(IDBKeyRange.only(room));
    req.onsuccess = () => resolve(req.result as T[]);
    req.onerror = () => reject(req.error);
  });
}

/** The record of one room, by its room id. */
export function idbRecord(room: string): RoomRecord {
  return {
    async load() {
      const d = await db();
      const tx = d.transaction([VERIFIED, SIGNED], 'readonly');
      const [verified, signed] = await Promise.all([
        all<{ entry: Entry; eid?: EntryId } | { batch: string }>(tx.objectStore(VERIFIED), room),
        all<Signed & { room: string }>(tx.objectStore(SIGNED), room),
      ]);
      // Rows kept before ids were stored with them are hashed once here.
      return {
        verified: verified.flatMap((v) =>
          'batch' in v ? (JSON.parse(v.batch) as { id: EntryId; entry: Entry }[]) : [{ id: v.eid ?? entryId(v.entry), entry: v.entry }],
        ),
        signed: signed.map(({ position, entry, held }) => ({ position, entry, held })),
      };
    },
    async addVerified(list) {
      if (!list.length) return;
      const tx = (await db()).transaction(VERIFIED, 'readwrite');
      const store = tx.objectStore(VERIFIED);
      // One row a call, its entries as one JSON text: a reopened room reads a few strings, not an object graph an entry
      // (1,400 entries took about 60 ms to read as rows in Chromium). Rows kept one entry each before are still read.
      const first = list[0]!.entry;
      store.put({ room, id: `#${first.author}/${markOf(first)}/${list.length}`, batch: JSON.stringify(list) });
      await done(tx);
    },
    async loadChecks(version) {
      const d = await db();
      const rows = await all<{ version: string; key: string; value?: unknown; batch?: string }>(d.transaction(CHECKS, 'readonly').objectStore(CHECKS), room);
      // Another version's results may not hold for this checker: they go, in a transaction of their own that the
      // reading does not wait for (a read-write one waits for its commit, which kept every reopen waiting).
      const stale = rows.filter((r) => r.version !== version);
      if (stale.length) {
        const tx = d.transaction(CHECKS, 'readwrite');
        for (const r of stale) tx.objectStore(CHECKS).delete([room, r.version, r.key]);
        done(tx).catch(() => undefined); // tried again at the next reading
      }
      return rows
        .filter((r) => r.version === version)
        .flatMap((r) => (r.batch !== undefined ? (JSON.parse(r.batch) as [string, unknown][]) : [[r.key, r.value] as const]));
    },
    async addChecks(version, results) {
      if (!results.length) return;
      const tx = (await db()).transaction(CHECKS, 'readwrite');
      const store = tx.objectStore(CHECKS);
      // One row a call, as one JSON text (every result is plain data, table.ts `ProofCache`): read back in one go.
      store.put({ room, version, key: `#${results[0]![0]}/${results.length}`, batch: JSON.stringify(results) });
      await done(tx);
    },
    async addSigned(list) {
      if (!list.length) return;
      const tx = (await db()).transaction(SIGNED, 'readwrite', { durability: 'strict' });
      const store = tx.objectStore(SIGNED);
      // Never replace what is there: a position this device signed stays signed with that entry.
      for (const s of list) store.add({ room, position: s.position, entry: s.entry, held: s.held });
      await done(tx);
    },
  };
}

/** This device's identity in a room: made on first use, kept with the room's record. */
export async function roomIdentity(room: string, fresh?: Identity): Promise<Identity> {
  const d = await db();
  const saved = await new Promise<Identity | undefined>((resolve, reject) => {
    const req = d.transaction(IDENTITY, 'readonly').objectStore(IDENTITY).get(room);
    req.onsuccess = () => resolve(req.result as Identity | undefined);
    req.onerror = () => reject(req.error);
  });
  if (saved?.publicKey && saved.privateKey) return saved;
  const id = fresh ?? (await newIdentity(false));
  const tx = d.transaction(IDENTITY, 'readwrite', { durability: 'strict' });
  tx.objectStore(IDENTITY).put(id, room);
  await done(tx);
  return id;
}
