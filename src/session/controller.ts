/**
 * The table contract (components/shared/contract.ts) with this app's game ids,
 * and the check of an untrusted game record.
 */
import type { Result } from '../../engine/core/result.js';
import type * as Contract from '../../components/shared/contract.js';
import { isGameId, type GameId } from '../games.js';

export type {
  ActionLabel,
  LegalAction,
  LogLine,
  RejectedEntry,
  Waiting,
  WaitFor,
  Audit,
  Handoff,
  TableSnapshot,
  RoomEnding,
  RecordedMove,
  Listener,
} from '../../components/shared/contract.js';
export type GameRecord = Contract.GameRecord<GameId>;
export type GameController<V = unknown, A = unknown> = Contract.GameController<V, A, GameId>;

/** Checks the shape of an untrusted record (a file a user opened). */
export function parseRecord(raw: unknown): Result<GameRecord> {
  const bad = (message: string): Result<never> => ({ ok: false, error: { code: 'bad-record', message } });
  if (typeof raw !== 'object' || raw === null) return bad('This file is not a game record.');
  const r = raw as Record<string, unknown>;
  if (r.format !== 'tabletop-game-record' || r.version !== 1) return bad('This file is not a game record.');
  if (!isGameId(r.gameId)) return bad('The record names a game this app does not know.');
  if (!Array.isArray(r.names) || !r.names.every((n) => typeof n === 'string')) return bad('The record has no player names.');
  if (!Array.isArray(r.moves)) return bad('The record has no moves.');
  for (const m of r.moves as unknown[]) {
    const mv = m as Record<string, unknown> | null;
    if (!mv || typeof mv.seat !== 'number' || typeof mv.text !== 'string' || !('action' in mv)) {
      return bad('A move in the record is malformed.');
    }
  }
  if (r.seed !== null && typeof r.seed !== 'number') return bad('The record has a malformed seed.');
  return { ok: true, value: r as unknown as GameRecord };
}
