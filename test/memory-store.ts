/**
 * A game store in memory for the tests (node and browser), one per test. It
 * copies what it keeps and gives back copies, as IndexedDB does, so a test
 * notices a controller that changes a saved game after saving it.
 */
import type { GameStore } from '../src/session/saved-games.js';

export function memoryStore(entries: Readonly<Record<string, unknown>> = {}): GameStore & { readonly data: Map<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(entries).map(([k, v]) => [k, structuredClone(v)]));
  return {
    data,
    get: async (k) => structuredClone(data.get(k)),
    set: async (k, v) => void data.set(k, structuredClone(v)),
    del: async (k) => void data.delete(k),
  };
}
