/**
 * Results for untrusted input. Rules never throw on bad input: they return an
 * error with a stable code (for tests and the audit), a sentence in English
 * (logs, tests, Node tools) and, where the sentence names things, those things
 * as data (`args`), so a table can say it in the player's language
 * (components/<game>/refusals.ts). A throw means a bug in our own code.
 */
export type RuleArgs = Readonly<Record<string, string | number | boolean | Readonly<Record<string, number>>>>;

export interface RuleError {
  readonly code: string;
  readonly message: string;
  readonly args?: RuleArgs;
}

export type Result<T, E = RuleError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const fail = (code: string, message: string, args?: RuleArgs): Result<never> => ({
  ok: false,
  error: args ? { code, message, args } : { code, message },
});

/** Unwraps a result whose failure would be a bug (tests, bots, data we made ourselves). */
export function expectOk<T, E>(r: Result<T, E>): T {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.error)}`);
  return r.value;
}
