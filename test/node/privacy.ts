/**
 * The privacy scan of the networked Feebleton tests: in every field of every
 * entry (the audit's included), no card may be named except where a move
 * claims it.
 */
import { feebleton } from '../../engine/games/feebleton/index.js';
import { CARD_NAMES } from '../../engine/games/feebleton/types.js';
import type { Entry } from '../../engine/protocol/entry.js';

/**
 * Every card name found in an entry where no move claims it: a string that is a
 * card's name, or a sentence naming one (base64url fields are opaque bytes).
 */
export function cardsNamed(entries: readonly Entry[]): string[] {
  const found: string[] = [];
  const words = new RegExp(`\\b(${CARD_NAMES.join('|')})\\b`);
  const walk = (v: unknown, path: string, claimed: ReadonlySet<string>): void => {
    if (typeof v === 'string') {
      const named = (CARD_NAMES as readonly string[]).includes(v) ? v : !/^[A-Za-z0-9_-]*$/.test(v) ? words.exec(v)?.[1] : undefined;
      if (named && !claimed.has(named)) found.push(`${path}: ${named}`);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`, claimed));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`, claimed);
  };
  for (const e of entries) {
    const raw = e.body.t === 'open' ? (e.body.move as { action?: unknown } | null)?.action : e.body.action;
    const action = raw === undefined ? null : feebleton.parseAction(raw);
    const claimed = new Set(action?.ok ? feebleton.claims(action.value).map((c) => c.card) : []);
    walk(e, String(e.body.t), claimed);
  }
  return found;
}
