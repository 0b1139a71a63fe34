/**
 * The shared document of a room: one Y.Array of signed entries, append only.
 *
 * Yjs merges concurrent pushes in an order chosen by client ids, which any
 * peer picks for itself, so nothing may depend on positions in this array:
 * the canonical history is rebuilt from the entries alone (engine/protocol/history.ts).
 * Any peer can write anything here; every value is parsed and checked as untrusted.
 */
import * as Y from 'yjs';
import type { Entry } from '../../engine/protocol/entry.js';

export const LOG_KEY = 'log';

export function logOf(doc: Y.Doc): Y.Array<unknown> {
  return doc.getArray<unknown>(LOG_KEY);
}

/** Appends entries in one transaction, so peers receive them as one update. */
export function append(doc: Y.Doc, entries: readonly Entry[]): void {
  if (!entries.length) return;
  doc.transact(() => logOf(doc).push(entries.map((e) => ({ ...e }))));
}

/** Calls `listener` whenever the log grows, and returns how to stop. */
export function observeLog(doc: Y.Doc, listener: () => void): () => void {
  const log = logOf(doc);
  log.observe(listener);
  return () => log.unobserve(listener);
}
