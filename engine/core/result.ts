/**
 * Results for untrusted input. Rules never throw on bad input: they return an
 * error with a stable code (for tests and the audit) and a sentence for players.
 * A throw means a bug in our own code.
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

export type Result<T, E = RuleError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = (code: string, message: string): Result<never> => ({
  ok: false,
  error: { code, message },
});

/** Unwraps a result whose failure would be a bug (tests, bots, data we made ourselves). */
export function expectOk<T, E>(r: Result<T, E>): T {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
}
