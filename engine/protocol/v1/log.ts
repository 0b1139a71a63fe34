/**
 * FROZEN: protocol version 1, kept only to read rooms and records made before
 * version 2 (read-only, `npm run verify`). Nothing here runs in a room of this
 * version; do not change it (docs/protocol.md, "Versions").
 */
/**
 * A room's log as one peer holds it: every raw value the shared document
 * contains, each parsed and signature-checked exactly once, plus the canonical
 * history built from those that passed. Anything refused stays listed with its
 * reason, so players see it; nothing refused ever reaches the game.
 */
import { buildHistory, type History, type Machine } from './history.js';
import { entryId, parseEntry, verifyEntry, type Entry, type EntryId } from './entry.js';
import type { RuleError } from '../../core/result.js';

export interface Refused {
  /** The order in which this peer came across the value. */
  readonly index: number;
  readonly author: string | null;
  readonly error: RuleError;
}

export class Log<S> {
  private readonly entries = new Map<EntryId, Entry>();
  private readonly refused: Refused[] = [];
  /** Raw values already looked at. Positions cannot be used: Yjs may insert a peer's concurrent entries before ours. */
  private readonly seenObjects = new WeakSet<object>();
  private readonly seenOther = new Set<string>();
  private count = 0;
  private cached: History<S> | null = null;

  constructor(private readonly room: string, private readonly machine: Machine<S>) {}

  /**
   * Takes every raw value of the document (it only grows, but not only at its
   * end) and checks those not seen before. Returns how many entries were accepted.
   */
  async ingest(raws: readonly unknown[]): Promise<number> {
    const fresh = raws.filter((raw) => {
      if (typeof raw === 'object' && raw !== null) {
        if (this.seenObjects.has(raw)) return false;
        this.seenObjects.add(raw);
        return true;
      }
      const key = `${typeof raw}:${String(raw)}`;
      if (this.seenOther.has(key)) return false;
      this.seenOther.add(key);
      return true;
    });
    const start = this.count;
    this.count += fresh.length;
    const checked = await Promise.all(
      fresh.map(async (raw, i) => {
        const parsed = parseEntry(raw, this.room);
        if (!parsed.ok) return { i, refused: parsed.error, author: authorOf(raw) };
        if (!(await verifyEntry(parsed.value))) {
          return { i, refused: { code: 'forged', message: 'An entry\u2019s signature does not match its author.' }, author: parsed.value.author };
        }
        return { i, entry: parsed.value };
      }),
    );
    let added = 0;
    for (const c of checked) {
      if ('entry' in c && c.entry) {
        const id = entryId(c.entry);
        if (!this.entries.has(id)) {
          this.entries.set(id, c.entry);
          added++;
        }
      } else if ('refused' in c) {
        this.refused.push({ index: start + c.i, author: c.author, error: c.refused });
      }
    }
    if (added) this.cached = null;
    return added;
  }

  /** Forgets the built history (after outside facts changed, such as a proof checked in a worker). */
  invalidate(): void {
    this.cached = null;
  }

  history(): History<S> {
    return (this.cached ??= buildHistory(this.machine, this.entries));
  }

  /** Values the document holds that are not entries at all (malformed, forged, oversized). */
  refusals(): readonly Refused[] {
    return this.refused;
  }

  all(): ReadonlyMap<EntryId, Entry> {
    return this.entries;
  }

  has(id: EntryId): boolean {
    return this.entries.has(id);
  }
}

function authorOf(raw: unknown): string | null {
  const a = (raw as { author?: unknown } | null)?.author;
  return typeof a === 'string' && a.length <= 64 ? a : null;
}
