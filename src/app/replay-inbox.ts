/**
 * A game record handed to the replay viewer by another page (a room of an
 * earlier version, opened read-only), taken once when the viewer opens.
 */
import type { GameRecord } from '../session/controller.js';

let pending: GameRecord | null = null;

export function sendToReplay(record: GameRecord): void {
  pending = record;
}

export function takeForReplay(): GameRecord | null {
  const r = pending;
  pending = null;
  return r;
}
