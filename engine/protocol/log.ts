/**
 * A room's log as one device holds it: every entry it has verified, grow-only,
 * and the history built from them (docs/protocol.md §1–§3). The shared Yjs
 * document only carries entries here; whatever it loses (a deletion, a
 * squatted client id) this log keeps, and the device's own record
 * (src/room/record.ts) keeps it across reloads.
 *
 * Each raw value is parsed and its signature checked once. Anything refused is
 * listed with its reason, so players see it; nothing refused reaches the game.
 *
 * Bounds, so that nobody can make a device hold or check without end:
 *   - an entry is at most MAX_ENTRY_BYTES (entry.ts);
 *   - the room's members (the host, and everyone the host seated) may write up
 *     to MEMBER_BYTES each; a member past it is flooding, which convicts it.
 *     Its further entries are held back unread, except one that another
 *     member's entry builds on (names as its parent or in `after`): so every
 *     device ends up with the flooder's entries others built on, whatever
 *     reached it first, and convicts it at the same place (history.ts);
 *   - everyone else (people asking to join, spectators) shares OUTSIDER_ENTRIES
 *     entries and OUTSIDER_BYTES between them; past that, their entries are left
 *     in the document unread until their author is seated;
 *   - open beacon links (entry.ts `openLink`) are unsigned and count against
 *     nobody: one is taken only once the link before it is held (a seated
 *     owner's committed chain end, or its link taken before), so junk, which
 *     never follows a real link, waits unread, never held, recorded or put back;
 *   - a value naming its author by a hint (wire.ts) is read as each member's
 *     whose key starts with it, once per member, and taken as the one whose
 *     signature holds (an open link: whose chain it follows); until a member
 *     signs it, it waits unread, as an outsider's past the allowance does.
 *
 * Over 300 lines: every bound above acts in `ingest` and `accept` over the same indexes (members, bytes,
 * what others built on, what is withheld); split, each part would need all of them.
 */
import { AFTER_ID, historyBuilder, type History, type HistoryBuilder, type Machine } from './history.js';
import { chainOwner } from './beacon.js';
import { entryId, entrySize, isOpenLink, markOf, parseEntry, verifyEntry, type Entry, type EntryId } from './entry.js';
import { hintOf, markOfStored } from './wire-mark.js';
import { HintedValues, type HintsHost } from './log-hints.js';
import type { RuleError } from '../core/result.js';

export const MEMBER_BYTES = 16 * 1024 * 1024;
export const OUTSIDER_ENTRIES = 256;
export const OUTSIDER_BYTES = 1024 * 1024;
/** At most this many names of one entry's `after` are noted for reading a flooder's entries others built on. */
const MAX_NAMES_READ = 256;

export interface Refused {
  /** The order in which this device came across the value. */
  readonly index: number;
  readonly author: string | null;
  readonly error: RuleError;
}

interface Parsed {
  readonly index: number;
  readonly entry: Entry;
  /** Its id, worked out once (hashing an entry is a good part of reading it). */
  readonly id: EntryId;
  readonly size: number;
  /** Its signature already checked (a hinted value, read as the member who signed it). */
  readonly verified?: boolean;
}

export class Log<S> {
  private readonly entries = new Map<EntryId, Entry>();
  /** The id of each held entry, by its author and mark (its signature; an open link's value). */
  private readonly byMark = new Map<string, EntryId>();
  /**
   * The links an open link may follow, as `owner parent`: the chain end each seated owner committed to (in the
   * host's seat and bot entries) and each open link taken. Open links that follow none of these yet wait, by it.
   */
  private readonly chainEnds = new Set<string>();
  private readonly waitingLinks = new Map<string, Parsed[]>();
  /** The seat and bot entries held, whoever wrote them: those by members seat people, the host's commit chain ends. */
  private readonly seatings: Entry[] = [];
  /** The author of the genesis the room code names, once here. */
  private host: string | null = null;
  private readonly refused: Refused[] = [];
  /** Raw values already looked at. Positions cannot be used: Yjs may insert a peer's concurrent entries before ours. */
  private readonly seenObjects = new WeakSet<object>();
  private readonly seenOther = new Set<string>();
  /** Parsed entries of authors not (yet) known to be members, past the outsiders' allowance. */
  private deferred: Parsed[] = [];
  private readonly bytes = new Map<string, number>();
  private outsiderEntries = 0;
  private outsiderBytes = 0;
  private readonly members = new Set<string>();
  /** Members whose entries may name them by a hint (`addMember`). */
  private readonly hintedMembers = new Set<string>();
  /** Entries left unread past the outsiders' allowance, known as parents for hinted values (`ingest`). */
  private readonly deferredKnown = new WeakSet<Parsed>();
  /** Values naming their author by a hint, read as members' once members and parents are here. */
  private readonly hinted: HintedValues;
  /** Whether the room's genesis has its members' entries stored with hints (wire.ts). */
  private hints = false;
  private readonly flooded = new Set<string>();
  /** A flooder's entries past its allowance, by id and by shortened id, until a member builds on one. */
  private readonly withheld = new Map<string, Parsed>();
  /**
   * What members' entries here build on (their parents' ids, the shortened ids they name in `after`), with
   * who built on it: its one author, or '' once two authors have (or a flooder's entry read because another
   * member built on it).
   */
  private readonly wanted = new Map<string, string>();
  private count = 0;
  private cached: History<S> | null = null;
  /** The history, kept up to date entry by entry rather than rebuilt from the genesis on each arrival. */
  private readonly builder: HistoryBuilder<S>;

  constructor(
    private readonly room: string,
    private readonly machine: Machine<S>,
  ) {
    this.builder = historyBuilder(machine);
    this.hinted = new HintedValues(room);
  }

  /**
   * Takes every raw value of the document (it only grows, but not only at its
   * end) and checks those not seen before. Returns the entries accepted.
   */
  async ingest(raws: readonly unknown[]): Promise<Entry[]> {
    const fresh: Parsed[] = [];
    const accepted: Entry[] = [];
    for (const raw of raws) {
      if (typeof raw === 'object' && raw !== null) {
        if (this.seenObjects.has(raw)) continue;
        this.seenObjects.add(raw);
      } else {
        const key = `${typeof raw}:${String(raw).slice(0, 64)}`;
        if (this.seenOther.has(key)) continue;
        this.seenOther.add(key);
      }
      if (this.isHeldCopy(raw)) continue;
      const hint = hintOf(raw);
      if (hint !== null) {
        this.hinted.add(this.count++, raw, hint);
        continue;
      }
      const index = this.count++;
      const parsed = parseEntry(raw, this.room);
      if (!parsed.ok) {
        this.refused.push({ index, author: authorOf(raw), error: parsed.error });
        continue;
      }
      const [entry, id] = [parsed.value, entryId(parsed.value)];
      if (this.entries.has(id)) continue;
      else if (isOpenLink(entry)) this.offerLink({ index, entry, id, size: 0 }, accepted);
      else if (entry.parent === '') {
        // Only the genesis the room code names is read (before its signature is checked); any other costs nothing.
        const g = this.machine.genesis(entry, id);
        if (g.ok) fresh.push({ index, entry, id, size: entrySize(entry) });
        else this.refused.push({ index, author: entry.author, error: g.error });
      } else fresh.push({ index, entry, id, size: entrySize(entry) });
    }
    // Genesis candidates and members first: they may make more authors members, and hinted values readable.
    let queue = [...this.deferred, ...fresh];
    this.deferred = [];
    const host = this.hintsHost(accepted);
    do {
      for (let grew = true; grew; ) {
        queue.push(...(await this.hinted.read(host)));
        const now: Parsed[] = [];
        const later: Parsed[] = [];
        for (const p of queue) (this.isMember(p.entry) || p.entry.parent === '' ? now : later).push(p);
        grew = false;
        for (const p of now) if ((await this.accept(p, accepted)) === 'member') grew = true;
        queue = later;
        grew ||= this.hinted.pending;
      }
      for (const p of queue) {
        if (this.outsiderEntries >= OUTSIDER_ENTRIES || this.outsiderBytes + p.size > OUTSIDER_BYTES) {
          this.deferred.push(p);
          // Another device may have read it within its allowance: as a parent it is here alike on every device.
          if (!this.deferredKnown.has(p)) {
            this.deferredKnown.add(p);
            this.hinted.entry(p.id);
          }
          continue;
        }
        if (await this.accept(p, accepted)) {
          this.outsiderEntries++;
          this.outsiderBytes += p.size;
        }
      }
      queue = [];
    } while (this.hinted.pending);
    if (accepted.length) this.cached = null;
    return accepted;
  }

  /**
   * Entries from this device's own record, verified when they were first
   * stored: they go in as they are, without a second signature check.
   */
  preload(list: readonly { readonly entry: Entry; readonly id?: EntryId }[]): void {
    for (const { entry, id } of list) {
      if (this.isHeldCopy(entry)) continue;
      // The record keeps each entry's id with it: trusted as the rest of it is, so a reopened room hashes nothing.
      const i = id ?? entryId(entry);
      if (this.entries.has(i)) continue;
      this.hold(i, entry);
      this.noteMember(entry);
    }
    this.cached = null;
  }

  /** What the hinted values' reader asks of this log (log-hints.ts). */
  private hintsHost(accepted: Entry[]): HintsHost {
    return {
      holds: (author, mark) => this.byMark.has(`${author} ${mark}`),
      has: (id) => this.entries.has(id),
      offerLink: (index, e, id) => {
        this.offerLink({ index, entry: e, id, size: 0 }, accepted);
        return this.entries.has(id);
      },
      refuse: (index, error) => this.refused.push({ index, author: null, error }),
      unrefuse: (index) => {
        const at = this.refused.findIndex((x) => x.index === index);
        if (at >= 0) this.refused.splice(at, 1);
      },
    };
  }

  /** Whether this device should store `author`'s entries with a hint: a member, in a room whose genesis says so. */
  hintable(author: string): boolean {
    return this.hints && this.hintedMembers.has(author);
  }

  /** The id of an entry this log holds (found by its mark, without hashing it). */
  idOf(e: Entry): EntryId | undefined {
    return this.byMark.get(`${e.author} ${markOf(e)}`);
  }

  /**
   * An open link (entry.ts `openLink`) has no signature to check, and it is no one's to count against, since
   * anyone may post a link in anyone's name. It is taken once the link before it (its parent) is one its owner
   * committed to or posted: then it is the real next link of a seated owner's chain (another value there would
   * be a preimage). Until then it waits, unread: junk never follows a real link, so it is never held.
   */
  private offerLink(p: Parsed, accepted: Entry[]): void {
    const key = `${linkOwnerOf(p.entry)} ${p.entry.parent}`;
    if (!this.chainEnds.has(key)) {
      const list = this.waitingLinks.get(key);
      if (list) list.push(p);
      else this.waitingLinks.set(key, [p]);
      return;
    }
    accepted.push(p.entry);
    this.hold(p.id, p.entry, accepted);
  }

  /** A link an open link may follow is known: those that waited for it are taken (and those that wait for them). */
  private chainEnd(owner: string, value: string, accepted: Entry[]): void {
    const key = `${owner} ${value}`;
    if (this.chainEnds.has(key)) return;
    this.chainEnds.add(key);
    const waiting = this.waitingLinks.get(key);
    this.waitingLinks.delete(key);
    for (const p of waiting ?? []) if (!this.entries.has(p.id)) this.offerLink(p, accepted);
  }

  private isMember(e: Entry): boolean {
    return this.members.has(e.author);
  }

  /**
   * A copy of an entry held already (a reopened room's, from its record) is not parsed or hashed again: a
   * signature by a key not of small order (sign.ts) binds one message, so it is that entry or a forgery; an
   * open link's author, bot and value are the whole of it.
   */
  private isHeldCopy(raw: unknown): boolean {
    // A value naming its author by a hint names no author to look up (its reader, log-hints.ts, looks instead).
    if (hintOf(raw) !== null) return false;
    const { mark, author } = markOfStored(raw);
    return typeof mark === 'string' && typeof author === 'string' && this.byMark.has(`${author} ${mark}`);
  }

  private hold(id: EntryId, e: Entry, accepted: Entry[] = []): void {
    this.entries.set(id, e);
    this.hinted.entry(id);
    this.byMark.set(`${e.author} ${markOf(e)}`, id);
    this.builder.add(id, e);
    if (isOpenLink(e) && typeof e.body.v === 'string') this.chainEnd(linkOwnerOf(e), e.body.v, accepted);
  }

  /** Checks a signature (and a seated request's) and files the entry: 'member' if it made someone a member, false if refused. */
  private async accept(p: Parsed, accepted: Entry[]): Promise<boolean | 'member'> {
    const [e, id] = [p.entry, p.id];
    if (this.entries.has(id)) return false;
    const used = (this.bytes.get(e.author) ?? 0) + p.size;
    if (this.flooded.has(e.author) || (this.isMember(e) && used > MEMBER_BYTES)) {
      if (!this.flooded.has(e.author)) {
        this.flooded.add(e.author);
        this.cached = null;
        this.refused.push({
          index: p.index,
          author: e.author,
          error: { code: 'flood', message: 'A player wrote more to this room than any game needs: the rest is refused.' },
        });
      }
      if (!this.wantedByOther(id, e.author)) {
        this.withheld.set(id, p);
        this.withheld.set(id.slice(0, AFTER_ID), p);
        // An entry another member builds on may name it by a prefix: that one must be readable to pull it in.
        this.hinted.entry(id);
        return false;
      }
      if (!(await this.file(p, accepted))) return false;
      await this.builtOn(e, accepted, '');
      return true;
    }
    if (!(await this.file(p, accepted))) return false;
    this.bytes.set(e.author, used);
    const member = this.noteMember(e, accepted);
    await this.builtOn(e, accepted, e.author);
    return member ? 'member' : true;
  }

  /** Checks an entry's signatures and keeps it; false (and refused) if forged. */
  private async file(p: Parsed, accepted: Entry[]): Promise<boolean> {
    const e = p.entry;
    if (!(p.verified || (await verifyEntry(e))) || !(await this.embeddedValid(e))) {
      this.refused.push({ index: p.index, author: e.author, error: { code: 'forged', message: 'An entry\u2019s signature does not match its author.' } });
      return false;
    }
    this.hold(p.id, e);
    accepted.push(e);
    return true;
  }

  /** Whether an entry of `author` is built on by another member's entry here (or by a flooder's entry read because of one). */
  private wantedByOther(id: string, author: string): boolean {
    return [id, id.slice(0, AFTER_ID)].some((k) => {
      const by = this.wanted.get(k);
      return by !== undefined && by !== author;
    });
  }

  /**
   * A member's entry `e` reads the flooder's entries it builds on (its parent, the answers it names), and
   * those read read theirs in turn (`by` ''). An entry never pulls in its own author's: a flooder cannot
   * have its own entries read past its allowance.
   */
  private async builtOn(e: Entry, accepted: Entry[], by: string): Promise<void> {
    if (!this.isMember(e)) return;
    // An honest entry names the answers of a node or two; the cap keeps this index proportional to the log.
    const after = Array.isArray(e.body.after)
      ? e.body.after.slice(0, MAX_NAMES_READ).filter((x): x is string => typeof x === 'string' && x.length === AFTER_ID)
      : [];
    const keys = [e.parent, ...after];
    for (const key of keys) {
      const was = this.wanted.get(key);
      if (was === undefined) this.wanted.set(key, by);
      else if (was !== by) this.wanted.set(key, '');
    }
    for (const key of keys) {
      const p = this.withheld.get(key);
      if (!p || p.entry.author === by) continue;
      const id = p.id;
      this.withheld.delete(id);
      this.withheld.delete(id.slice(0, AFTER_ID));
      if (this.entries.has(id) || !(await this.file(p, accepted))) continue;
      this.cached = null;
      await this.builtOn(p.entry, accepted, '');
    }
  }

  /** A host's seat entry embeds the seated person's signed request: that signature must hold too. */
  private async embeddedValid(e: Entry): Promise<boolean> {
    if (e.body.t !== 'seat') return true;
    const r = parseEntry(e.body.request, this.room);
    return r.ok && (await verifyEntry(r.value));
  }

  /**
   * The host (a valid genesis's author) and everyone it seats are members. The chain ends the host's seat and bot
   * entries commit to are links open links may follow (`offerLink`). A seat entry held before its author was known
   * as the host (taken as an outsider's, its genesis not here yet) counts once the genesis comes.
   */
  private noteMember(e: Entry, accepted: Entry[] = []): boolean {
    const before = this.members.size;
    const seating = e.body.t === 'seat' || e.body.t === 'bot';
    if (seating) this.seatings.push(e);
    if (e.parent === '' && this.machine.genesis(e, entryId(e)).ok) {
      this.addMember(e.author, true);
      this.host = e.author;
      this.hints = e.body.authors === 'hinted';
    }
    if (!seating && this.members.size === before) return false;
    for (let size = -1; size !== this.members.size; ) {
      size = this.members.size;
      for (const x of this.seatings) if (this.members.has(x.author)) this.seated(x, accepted);
    }
    return this.members.size > before;
  }

  /**
   * A member's seat or bot entry: the person it seats is a member (for the allowances). Only the host's commit
   * chain ends, since only the host seats anyone (so another member cannot open chains for open links to follow).
   */
  private seated(e: Entry, accepted: Entry[]): void {
    if (e.body.t === 'seat') {
      const r = parseEntry(e.body.request, this.room);
      if (!r.ok) return;
      this.addMember(r.value.author, e.author === this.host);
      if (e.author === this.host && typeof r.value.body.chain === 'string') this.chainEnd(chainOwner(r.value.author, null), r.value.body.chain, accepted);
    } else if (e.author === this.host && Number.isInteger(e.body.bot) && typeof e.body.chain === 'string') {
      this.chainEnd(chainOwner(e.author, e.body.bot as number), e.body.chain, accepted);
    }
  }

  /**
   * `hinted`: the host, or someone the host seated, whose entries may name it by a hint. Another member's seat
   * entry makes a member for the allowances only: else a seated cheater could seat keys ground to share a
   * player's hint, and every value with that hint would be checked against each of them.
   */
  private addMember(key: string, hinted: boolean): void {
    this.members.add(key);
    if (!hinted || this.hintedMembers.has(key)) return;
    this.hintedMembers.add(key);
    this.hinted.member(key);
  }

  /** Forgets the built history (after outside facts changed, such as a proof checked in a worker). */
  invalidate(): void {
    this.builder.invalidate();
    this.cached = null;
  }

  history(): History<S> {
    return (this.cached ??= this.builder.build(this.flooded));
  }

  /** How many times the history was walked from the genesis (the other builds resumed at its head). */
  get fullWalks(): number {
    return this.builder.fullWalks;
  }

  /** Whether `author` wrote past its allowance (its further entries are refused). */
  isFlooding(author: string): boolean {
    return this.flooded.has(author);
  }

  /** Values the document holds that are not entries at all (malformed, forged, oversized, flooding). */
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
  const a = markOfStored(raw).author;
  return typeof a === 'string' && a.length <= 64 ? a : null;
}

/** The chain an open link belongs to: its author's, or a hosted bot's (beacon.ts `chainOwner`). */
function linkOwnerOf(e: Entry): string {
  const bot = e.body.bot;
  return chainOwner(e.author, typeof bot === 'number' ? bot : null);
}
