/**
 * The shared document of a room: one Y.Array of signed entries. Only the
 * transport: anyone can delete from it or write under another's client id, so
 * each device keeps its own grow-only log and record (src/session/peer.ts) and
 * puts back what the document lost (src/room/reconcile.ts).
 *
 * Yjs merges concurrent pushes in an order chosen by client ids, which any
 * peer picks for itself, so nothing may depend on positions in this array:
 * the canonical history is rebuilt from the entries alone (engine/protocol/history.ts).
 * Any peer can write anything here; every value is parsed and checked as untrusted.
 * This app writes each entry in its binary form (engine/protocol/wire.ts), about
 * half the size of its JSON form, which it still reads.
 */
import type * as Y from 'yjs';
import type { Entry } from '../../engine/protocol/entry.js';
import { toWire } from '../../engine/protocol/wire.js';

export const LOG_KEY = 'log';

export function logOf(doc: Y.Doc): Y.Array<unknown> {
  return doc.getArray<unknown>(LOG_KEY);
}

/**
 * How an entry is stored: its binary form, or JSON where that cannot hold it (an entry of another version).
 * `hinted`: its author and parent are named by hints (a member of a room whose genesis says so: engine/protocol/log.ts `hintable`).
 */
export const stored = (e: Entry, hinted = false): unknown => toWire(e, hinted) ?? { ...e };

/** Which entries to store with a hint (none by default). */
export type Hintable = (e: Entry) => boolean;

/** Appends entries in one transaction, so peers receive them as one update. */
export function append(doc: Y.Doc, entries: readonly Entry[], hintable: Hintable = () => false): void {
  if (!entries.length) return;
  doc.transact(() => logOf(doc).push(entries.map((e) => stored(e, hintable(e)))));
}

/** Calls `listener` whenever the log changes (with `deleted` when something was taken out), and returns how to stop. */
export function observeLog(doc: Y.Doc, listener: (deleted: boolean) => void): () => void {
  const log = logOf(doc);
  const f = (event: Y.YArrayEvent<unknown>) => listener(event.changes.deleted.size > 0);
  log.observe(f);
  return () => log.unobserve(f);
}

/** Appends entries as new items under a fresh client id, so items squatting on this device's next ids cannot shadow them. */
export function reinsert(doc: Y.Doc, entries: readonly Entry[], hintable?: Hintable): void {
  if (!entries.length) return;
  doc.clientID = crypto.getRandomValues(new Uint32Array(1))[0]!;
  append(doc, entries, hintable);
}
