/** Saved local games in IndexedDB (idb-keyval), behind the session's GameStore interface. */
import { createStore, del, get, set } from 'idb-keyval';
import type { GameStore } from '../session/saved-games.js';

let store: GameStore | null = null;

export function browserStore(): GameStore {
  if (!store) {
    const idb = createStore('tabletop-local', 'games');
    store = {
      get: (key) => get(key, idb),
      set: (key, value) => set(key, value, idb),
      del: (key) => del(key, idb),
    };
  }
  return store;
}
