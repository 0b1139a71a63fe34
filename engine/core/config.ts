/**
 * Parsing the parts of an untrusted game configuration (the genesis entry's
 * `config`) that several games share.
 */
import type { Seat } from './game.js';
import { fail, ok, type Result } from './result.js';

/** The configuration as an object with unknown fields, or a failure if it is not one. */
export function configObject(raw: unknown): Result<Readonly<Record<string, unknown>>> {
  return typeof raw === 'object' && raw !== null ? ok(raw as Record<string, unknown>) : fail('bad-config', 'Not a configuration.');
}

/**
 * A seat chosen in the lobby (who starts), or null when the game picks one at
 * random (absent counts as null). `what` names it in the error: "first seat".
 */
export function optionalSeat(raw: unknown, seats: number, what: string): Result<Seat | null> {
  if (raw === null || raw === undefined) return ok(null);
  if (!Number.isInteger(raw) || (raw as number) < 0 || (raw as number) >= seats) return fail('bad-config', `No such ${what}.`);
  return ok(raw as Seat);
}
