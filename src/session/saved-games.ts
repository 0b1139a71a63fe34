/**
 * Hot-seat and solo games kept on this device: each game (its setup and moves,
 * local-game.ts) under its own key, and an index of summaries for the home
 * page's list, behind the small `GameStore` interface.
 */
import type { Seat } from '../../engine/core/game.js';
import type { GameId } from '../games.js';
import type { LocalSetup, SavedMove } from './local-game.js';

/** Where saved games live: idb-keyval in the browser, a Map in tests. */
export interface GameStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export interface SavedGame {
  readonly version: 1;
  readonly id: string;
  readonly setup: LocalSetup;
  readonly moves: readonly SavedMove[];
  /** Hot-seat: the seat whose hand was last shown (so a reload does not reveal a hand). */
  readonly viewer: Seat | null;
  readonly updatedAt: number;
}

const INDEX_KEY = 'local-games';
const gameKey = (id: string) => `local-game:${id}`;

export interface SavedSummary {
  readonly id: string;
  readonly gameId: GameId;
  readonly names: readonly string[];
  readonly bots: readonly Seat[];
  readonly over: boolean;
  readonly updatedAt: number;
}

/** Saved local games, newest first. */
export async function listSaved(store: GameStore): Promise<SavedSummary[]> {
  const list = (await store.get(INDEX_KEY)) as SavedSummary[] | undefined;
  return (list ?? []).slice().sort((a, b) => b.updatedAt - a.updatedAt);
}

export async function loadSaved(store: GameStore, id: string): Promise<SavedGame | null> {
  const s = (await store.get(gameKey(id))) as SavedGame | undefined;
  return s && s.version === 1 ? s : null;
}

export async function deleteSaved(store: GameStore, id: string): Promise<void> {
  await store.del(gameKey(id));
  const list = await listSaved(store);
  await store.set(
    INDEX_KEY,
    list.filter((g) => g.id !== id),
  );
}

/** Writes a game and puts its summary first in the index. */
export async function writeSaved(store: GameStore, saved: SavedGame, summary: SavedSummary): Promise<void> {
  await store.set(gameKey(saved.id), saved);
  const list = await listSaved(store);
  await store.set(INDEX_KEY, [summary, ...list.filter((g) => g.id !== saved.id)]);
}
