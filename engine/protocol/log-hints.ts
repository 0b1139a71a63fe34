/**
 * Values that name their author by a hint, and a signed one its parent by a
 * prefix (wire.ts), as a room's log reads them (docs/protocol.md §1): each is
 * read as every member whose key starts with its hint and every held entry
 * whose id starts with its prefix, once per pair, and taken as the pair whose
 * signature holds (an open link: the member whose chain it follows, log.ts
 * `offerLink`). One whose parent is not here waits unread, as an entry with
 * an unknown parent could not be placed anyway; one no member signs is listed
 * as refused and waits for the next member with that hint.
 */
import { entryId, entrySize, isOpenLink, parseEntry, verifyEntry, type Entry, type EntryId } from './entry.js';
import type { RuleError } from '../core/result.js';
import { hintOfKey, markOfStored, parentPrefixOf, prefixOfId } from './wire-mark.js';

/** A value read as its signer's entry, its signature checked. */
export interface Read {
  readonly index: number;
  readonly entry: Entry;
  readonly id: EntryId;
  readonly size: number;
  readonly verified: true;
}

/** What the log tells the reader and does for it. */
export interface HintsHost {
  /** Whether this author's entry with this mark (wire-mark.ts `markOfStored`) is held. */
  holds(author: string, mark: string): boolean;
  has(id: EntryId): boolean;
  /** Offers an open link read as a member's; whether it was taken. */
  offerLink(index: number, e: Entry, id: EntryId): boolean;
  refuse(index: number, error: RuleError): void;
  /** Takes a value off the refused list (a member with its hint came, and signed it). */
  unrefuse(index: number): void;
}

/** A value read as one author and parent: malformed, or the entry with its id and whether its signature holds. */
type Parse = { readonly error: RuleError } | { readonly e: Entry; readonly id: EntryId; readonly signed: boolean };

interface Hinted {
  readonly index: number;
  readonly raw: unknown;
  readonly hint: number;
  /** A signed value's parent prefix; null for an open link (its parent is worked out). */
  readonly prefix: string | null;
  /** The author and parent pairs it was read as. */
  readonly tried: Set<string>;
  /** Listed as refused: no pair it may be has signed it (taken off the list if one later does). */
  refused: boolean;
  /** Waiting for an entry with its parent prefix. */
  parked: boolean;
}

export class HintedValues {
  private readonly members = new Map<number, string[]>();
  /** Held (or withheld) entries' ids by prefix, for parents. */
  private readonly ids = new Map<string, EntryId[]>();
  private readonly waiting = new Set<Hinted>();
  private readonly parked = new Map<string, Hinted[]>();
  private dirty: Hinted[] = [];
  private allDirty = false;

  constructor(private readonly room: string) {}

  /** A value naming its author by a hint (wire-mark.ts `hintOf`), first seen. */
  add(index: number, raw: unknown, hint: number): void {
    const h: Hinted = { index, raw, hint, prefix: parentPrefixOf(raw), tried: new Set(), refused: false, parked: false };
    this.waiting.add(h);
    this.dirty.push(h);
  }

  member(key: string): void {
    push(this.members, hintOfKey(key), key);
    this.allDirty = true;
  }

  /** An entry is held (or withheld, so that one built on it can be read and pull it in): values naming it may be read. */
  entry(id: EntryId): void {
    const prefix = prefixOfId(id);
    if (this.ids.get(prefix)?.includes(id)) return;
    push(this.ids, prefix, id);
    const parked = this.parked.get(prefix);
    if (!parked) return;
    this.parked.delete(prefix);
    for (const h of parked) h.parked = false;
    this.dirty.push(...parked);
  }

  /** Whether something is there to read again (a new value, member or parent). */
  get pending(): boolean {
    return this.dirty.length > 0 || (this.allDirty && this.waiting.size > 0);
  }

  /** Reads what may read differently now; returns the signed entries taken (open links are offered as read). */
  async read(host: HintsHost): Promise<Read[]> {
    const list = this.allDirty ? [...this.waiting] : [...new Set(this.dirty)];
    this.allDirty = false;
    this.dirty = [];
    const out: Read[] = [];
    const parentsOf = (h: Hinted): (EntryId | undefined)[] => (h.prefix === null ? [undefined] : (this.ids.get(h.prefix) ?? []));
    // Every pair this read will try is parsed and its signature check started at once (WebCrypto checks them off
    // this thread; one by one, each waiting on its own, a large document took a round trip per entry). This pass
    // only reads the host; the loop below awaits the pairs in its own order and does everything that changes state.
    const reads = new Map<string, Promise<Parse>>();
    const held = (h: Hinted, authors: readonly string[]) => authors.some((a) => host.holds(a, String(markOfStored(h.raw).mark)));
    for (const h of list) {
      const authors = this.members.get(h.hint) ?? [];
      if (!this.waiting.has(h) || h.parked || held(h, authors)) continue;
      for (const author of authors)
        for (const parent of parentsOf(h)) {
          const pair = `${author} ${parent ?? ''}`;
          if (!h.tried.has(pair)) reads.set(`${h.index} ${pair}`, this.parse(h, author, parent, host));
        }
    }
    for (const h of list) {
      if (!this.waiting.has(h) || h.parked) continue;
      const parents = parentsOf(h);
      const authors = this.members.get(h.hint) ?? [];
      // A copy of an entry held already (a reopened room's) is not read again, whichever member shares its hint.
      let done = held(h, authors);
      for (const author of authors) {
        for (const parent of parents) {
          const pair = `${author} ${parent ?? ''}`;
          if (done || h.tried.has(pair)) continue;
          h.tried.add(pair);
          done = this.take(h, await (reads.get(`${h.index} ${pair}`) ?? this.parse(h, author, parent, host)), out, host);
        }
      }
      if (done) {
        this.waiting.delete(h);
        if (h.refused) host.unrefuse(h.index);
      } else if (h.prefix !== null && !parents.length) {
        h.parked = true;
        push(this.parked, h.prefix, h);
      } else if (h.tried.size && !h.refused && h.prefix !== null) {
        h.refused = true;
        host.refuse(h.index, { code: 'forged', message: 'No member\u2019s signature matches an entry naming its author by a hint.' });
      }
    }
    return out;
  }

  /** One value read as `author`'s, after `parent`, and a signed entry's signature check started. */
  private parse(h: Hinted, author: string, parent: EntryId | undefined, host: HintsHost): Promise<Parse> {
    const parsed = parseEntry(h.raw, this.room, { author, parent });
    if (!parsed.ok) return Promise.resolve({ error: parsed.error });
    const e = parsed.value;
    const id = entryId(e);
    if (host.has(id) || isOpenLink(e)) return Promise.resolve({ e, id, signed: false });
    return verifyEntry(e).then(
      (signed) => ({ e, id, signed }),
      () => ({ e, id, signed: false }),
    );
  }

  /** Whether a value read as one pair settles it (taken, held, or malformed whoever wrote it). */
  private take(h: Hinted, r: Parse, out: Read[], host: HintsHost): boolean {
    // Nothing in a hinted value's form depends on its author and parent but the hint and prefix, which these match.
    if ('error' in r) {
      host.refuse(h.index, r.error);
      return true;
    }
    if (host.has(r.id)) return true;
    if (isOpenLink(r.e)) return host.offerLink(h.index, r.e, r.id);
    if (!r.signed) return false;
    out.push({ index: h.index, entry: r.e, id: r.id, size: entrySize(r.e), verified: true });
    return true;
  }
}

/** Appends to a list in a map of lists, in place (a copy each time would make n values cost n²). */
function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}
