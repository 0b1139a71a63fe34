/**
 * The history: what every peer computes from the same set of entries, whatever
 * order they arrived in (docs/protocol.md §3).
 *
 * There is one writer per position and no fork-choice rule. After every chain
 * entry the room machine says who may write next:
 *   - the next CHAIN entry: one author (the host in the lobby, the one seat
 *     asked to move), or nobody while the game waits for answers;
 *   - ANSWERS at that chain entry: slots (a seat's beacon link for a round, its
 *     shuffle pass, a decryption share, a sealed move…), each owed by one
 *     author and filled by exactly one valid answer.
 * An entry by anyone else for a position is rejected. A position filled by two
 * different valid entries of its author is proof that the author cheated: the
 * machine convicts that seat and the game ends there, on every peer alike.
 * Nothing is decided by arrival order, id order or branch length, so a late
 * entry can never displace one that others built on: it either fills a
 * position nobody filled yet, or it convicts its own author.
 *
 * Answers at a node are looked at in the order the machine owes them; each
 * applied answer can make new ones owed (the next round, the next pass). When
 * nothing more can be filled and no valid chain entry follows, the machine
 * decides whether the votes at that node end the game by forfeit.
 *
 * Over 300 lines: the walk is one closure over indexes built once per history (children, answers, names, memo); split, they would be passed through every call.
 */
import type { Entry, EntryId } from './entry.js';
import type { Result, RuleError } from '../core/result.js';

export interface Answer {
  readonly id: EntryId;
  readonly entry: Entry;
}

export interface Rejection extends Answer {
  readonly error: RuleError;
}

/** Two valid entries of one author for one position: the proof that convicts it. */
export interface Conviction {
  readonly author: string;
  /** The seat it wrote for (null in the lobby: the host). */
  readonly seat: number | null;
  /** The position: the chain entry both follow or answer, and the slot ('' for the next chain entry). */
  readonly parent: string;
  readonly slot: string;
  readonly entries: readonly [Answer, Answer];
}

/** The error code of an answer that cannot be judged yet (its proof is being checked elsewhere): neither used nor rejected. */
export const NOT_YET = 'not-yet';

/** A slot the machine waits on: exactly one valid answer by `author` fills it. */
export interface Owed<S> {
  readonly slot: string;
  readonly author: string;
  readonly seat: number | null;
  /**
   * Where its answer is filed, if not at the node: an open beacon link is filed under the link before it
   * (entry.ts `openLink`), which is where a seat's next link is looked for, whatever the node. What is filed
   * there is unsigned: one that does not fit is passed over, never rejected in anyone's name, and only one can fit.
   */
  readonly at?: string;
  /** The state with this answer in it, or why the answer does not fit. */
  apply(state: S, answer: Answer): Result<S>;
}

/** Answers at one chain entry, by slot. */
export type Slots = ReadonlyMap<string, readonly Answer[]>;

export interface Machine<S> {
  /** The slot an answer fills at its parent, read from the entry alone; null for a chain entry. */
  slot(entry: Entry): string | null;
  /** The state a genesis opens, or why it is not this room's. */
  genesis(entry: Entry, id: EntryId): Result<S>;
  /** Who may write the chain entry after state `s`, or null while the rules wait for answers or the game is over. */
  writer(s: S): { readonly author: string; readonly seat: number | null } | null;
  step(s: S, entry: Entry, id: EntryId): Result<S>;
  /** The slots owed now at chain entry `node`, in the order they are looked at. */
  owed(s: S, node: EntryId, answers: Slots): readonly Owed<S>[];
  /** Nothing more can be filled at `node` and no chain entry follows: the state after any forfeit its votes carry. */
  stuck(s: S, node: EntryId, answers: Slots): { readonly state: S; readonly used: readonly Answer[] };
  /** The state once a seat is proven to have cheated: the game is over. */
  convict(s: S, c: Conviction): S;
  /** Whether the game in `s` reached its own end and every secret is published: its result can no longer change. */
  final(s: S): boolean;
  /** Where `author` writes in state `s`: its seat (null for the host in the lobby), or undefined if nowhere. */
  culprit(s: S, author: string): { readonly seat: number | null } | undefined;
}

export interface Applied<S> extends Answer {
  /** The state just before this answer was applied. */
  readonly before: S;
}

export interface HistoryNode<S> extends Answer {
  /** The state after this entry and every answer applied at it. */
  readonly state: S;
  /** The answers used at this chain entry, in the order they were applied. */
  readonly applied: readonly Applied<S>[];
}

export interface History<S> {
  /** The chain, genesis first; empty if this room's genesis is not here. */
  readonly chain: readonly HistoryNode<S>[];
  readonly rejected: readonly Rejection[];
  readonly convictions: readonly Conviction[];
}

/** How many characters of an answer's id a chain entry names in `after` (96 bits). */
export const AFTER_ID = 16;

const short = (id: string): string => id.slice(0, AFTER_ID);

/**
 * What a chain entry written after `applied` (the answers settled at its parent,
 * in the order applied) names: those answers' ids, shortened, or nothing when
 * there were none. An honest writer names every answer it built on, so that an
 * answer, like a chain entry, is named by what was built on it; a chain entry
 * that names an answer its chain does not hold is refused.
 */
export function afterOf(applied: readonly Answer[]): { after?: string[] } {
  // An open link is never named: nothing else can be filed where it is (entry.ts `openLink`).
  const named = applied.filter((a) => a.entry.sig !== '');
  return named.length ? { after: named.map((a) => short(a.id)) } : {};
}

/**
 * What an honest chain entry written after `chain[at]` names (`afterOf`): the
 * answers settled at `chain[at]`, and before them every answer settled at an
 * earlier node that no chain entry up to `chain[at]` named — one nobody waited
 * for (a card opened to a seat that does not move next), settled after the
 * chain entry that followed its node was written. So every answer but those at
 * the last node is named by some chain entry, and read first if an author signs
 * others for its slot. `keep` leaves some answers out (a forfeit's votes).
 */
export function afterFor(chain: readonly HistoryNode<unknown>[], at: number, keep: (a: Answer) => boolean = () => true): { after?: string[] } {
  if (at < 0 || at >= chain.length) return {};
  const named = new Set<string>();
  for (const n of chain.slice(1, at + 1)) for (const x of namesIn(n.entry)) named.add(x);
  const late = chain
    .slice(0, at)
    .flatMap((n) => n.applied)
    .filter((a) => keep(a) && !named.has(short(a.id)));
  return afterOf([...late, ...chain[at]!.applied.filter(keep)]);
}

/** The shortened ids a chain entry names in `after` (none if it is not a list of strings). */
function namesIn(entry: Entry): readonly string[] {
  const after = entry.body.after;
  return Array.isArray(after) && after.every((x) => typeof x === 'string') ? (after as string[]) : [];
}

/**
 * Whether every answer a chain entry names was settled on its chain: at its
 * parent (`applied`) or at an earlier node (`earlier`): 'yes'. 'no' if it names
 * an answer this device holds that was not settled there (or `after` is not a
 * list of names); 'not-yet' if one it names is not here at all, or its proof is
 * still being checked (`unjudged`): it may still arrive. Not all need be named:
 * an answer nobody waits for may be settled after the next chain entry was written.
 */
function namesApplied(
  entry: Entry,
  applied: readonly Answer[],
  earlier: ReadonlySet<string>,
  held: () => ReadonlySet<string>,
  unjudged: ReadonlySet<string>,
): 'yes' | 'no' | 'not-yet' {
  const after = entry.body.after ?? [];
  if (!Array.isArray(after) || !after.every((x) => typeof x === 'string')) return 'no';
  const ids = new Set(applied.map((a) => short(a.id)));
  const missing = (after as string[]).filter((x) => !ids.has(x) && !earlier.has(x));
  if (!missing.length) return 'yes';
  const here = held();
  return missing.some((x) => here.has(x) && !unjudged.has(x)) ? 'no' : 'not-yet';
}

/** At most this many candidates in all are followed, per history, to see which one reached a final game. */
export const MAX_BRANCHES = 16;
/** At most this many entries of one author for one position are looked at (in order); the rest are refused unread. */
export const MAX_LOOKED = 4;

interface Walk<S> {
  readonly nodes: HistoryNode<S>[];
  /** The shortened ids of the answers settled at nodes before this walk's start, and at its finished nodes. */
  readonly settled: Set<string>;
  readonly rejected: Rejection[];
  readonly convictions: Conviction[];
  readonly used: Set<EntryId>;
  final: boolean;
  /** The last node's state before its answers, and how many rejections there were before it was settled: where a walk resumes. */
  tipPre: S;
  tipMark: number;
  /** Whether a node behind the last one has a chain entry left unjudged for an answer it names that is not here yet. */
  waitingBehind: boolean;
}

/**
 * `flooded`: authors whose entries went past what any game needs (log.ts). Once
 * a device sees that, the flooder is convicted like an equivocator (unless the
 * game is final), at the last chain entry that is not its own alone.
 *
 * Finality: a position filled by two valid entries convicts their author, and
 * the game ends there — unless one of the candidates leads to a game that
 * reached its own end with every secret published (`Machine.final`). Then that
 * result stands and the conviction is only recorded: a late equivocation does
 * not void a finished, audited game. Candidates are followed in a fixed order
 * (first those another author built on, then by id), each branch may branch
 * again, and the first final branch is taken, up to MAX_BRANCHES branches per
 * history. A final branch carries every seat's audit at its end; an honest seat
 * audits only the end it saw, so while one seat is honest every final branch is
 * one that seat built, whichever is taken.
 *
 * An author's entries for one position beyond MAX_LOOKED are refused unread
 * (after those another author built on, in id order), so that a flood of
 * candidates costs the checker at most that many checks per position.
 */
export function buildHistory<S>(machine: Machine<S>, entries: ReadonlyMap<EntryId, Entry>, flooded: ReadonlySet<string> = new Set()): History<S> {
  const b = historyBuilder(machine);
  for (const [id, entry] of entries) b.add(id, entry);
  return b.build(flooded);
}

/** A history kept up to date as entries arrive (log.ts): `buildHistory`'s result, without walking from the genesis each time. */
export interface HistoryBuilder<S> {
  /** Files an entry (one already filed is ignored). */
  add(id: EntryId, entry: Entry): void;
  /**
   * Outside facts changed (a proof checked elsewhere): the answers still waiting for a check are judged again.
   * If every one waited at the last node, the next build resumes there; else it walks from the genesis.
   */
  invalidate(): void;
  build(flooded: ReadonlySet<string>): History<S>;
  /** How many builds walked from the genesis (the rest resumed at the last node). */
  readonly fullWalks: number;
}

/**
 * The walk of `buildHistory`, kept between builds. An entry that can only
 * change the last node (an answer at it, a chain entry after it, or one whose
 * parent is not on the chain), or a proof checked elsewhere for answers that
 * waited at it, makes the next build resume there: the last node is settled
 * again and the walk goes on. Anything else (a second genesis, an entry at an
 * earlier node, a flooder, a conviction, a chain entry behind the last node
 * still waiting for an answer it names, a check for an answer behind it)
 * makes it walk from the genesis. Either way the result is `buildHistory`'s
 * over the same entries (history.test.ts checks it for every arrival order,
 * reopen.test.ts after checks made elsewhere), but for the order of
 * rejections, which follows the order entries were judged in.
 */
export function historyBuilder<S>(machine: Machine<S>): HistoryBuilder<S> {
  const entries = new Map<EntryId, Entry>();
  const children = new Map<string, Answer[]>();
  const answers = new Map<string, Map<string, Answer[]>>();
  /** The last walk from the genesis, while it can be resumed. */
  let last: { w: Walk<S>; genesisRejected: Rejection[] } | null = null;
  /** Where each node of that walk is on its chain. */
  const position = new Map<string, number>();
  let redo: 'none' | 'tip' | 'all' = 'all';
  let built: History<S> | null = null;
  let fullWalks = 0;
  const none: Slots = new Map();
  /**
   * Every answer here, by shortened id (built only when a chain entry names one its chain did not
   * settle, which an honest one never does); and those whose proof is still being checked (NOT_YET).
   */
  let heldIds: Set<string> | null = null;
  const held = () => (heldIds ??= new Set([...answers.values()].flatMap((m) => [...m.values()].flat()).map((a) => short(a.id))));
  let unjudged = new Set<string>();
  /** The chain entry each unjudged answer was met at (by shortened id): where a walk must resume once its proof is checked. */
  let unjudgedAt = new Map<string, EntryId>();
  type Valid = { a: Answer; next: S };
  /** Two valid entries of one author for one position, or more than MAX_LOOKED entries: `pair` convicts it. */
  type Ambiguity = { c: Omit<Conviction, 'entries'>; valid: Valid[]; pair: readonly [Answer, Answer]; own: readonly Answer[] };
  const pairOf = (valid: readonly Valid[], own: readonly Answer[], over: boolean): readonly [Answer, Answer] | null =>
    over ? [own[0]!, own[1]!] : valid.length > 1 ? [valid[0]!.a, valid[1]!.a] : null;
  /**
   * Who is seated in `s`, as a key: builtOn and the names below depend on `s` only through it, so
   * their memos hold across every node of the game (the authors here are the members and at most
   * the outsiders' allowance, log.ts).
   */
  let authorsHere: string[] | null = null;
  let seatedKeys = new Map<S, string>();
  const seatedKey = (s: S): string => {
    let k = seatedKeys.get(s);
    if (k === undefined) {
      authorsHere ??= [...new Set([...entries.values()].map((e) => e.author))].sort();
      seatedKeys.set(s, (k = authorsHere.filter((x) => machine.culprit(s, x) !== undefined).join(',')));
    }
    return k;
  };
  /**
   * Whether another seated author (one the machine gives a seat in `s`) wrote
   * after `a`: a chain entry or an answer of theirs has `a` among its ancestors
   * (an author may write several chain entries in a row). Entries by people
   * outside the seats never count: how many of those a device took depends on
   * what reached it first. Asked only where an author has more than one entry
   * for a place; the search stops at the first such entry.
   */
  let builtOnMemo = new Map<string, Map<EntryId, boolean>>();
  const builtOn = (s: S, a: Answer): boolean => {
    const key = seatedKey(s);
    let memo = builtOnMemo.get(key);
    if (!memo) builtOnMemo.set(key, (memo = new Map()));
    const known = memo.get(a.id);
    if (known !== undefined) return known;
    const other = (x: Answer) => x.entry.author !== a.entry.author && machine.culprit(s, x.entry.author) !== undefined;
    let found = false;
    const seen = new Set<EntryId>([a.id]);
    /** The searched chain entries of `a`'s own author: not built on either, if `a` is not. */
    const same: EntryId[] = [];
    for (const stack = [a.id]; stack.length && !found; ) {
      const id = stack.pop()!;
      const kids = children.get(id) ?? [];
      found = kids.some(other) || [...(answers.get(id)?.values() ?? [])].some((list) => list.some(other));
      for (const k of kids) {
        if (seen.has(k.id)) continue;
        seen.add(k.id);
        stack.push(k.id);
        if (k.entry.author === a.entry.author) same.push(k.id);
      }
    }
    memo.set(a.id, found);
    if (!found) for (const id of same) memo.set(id, false);
    return found;
  };
  /** The order candidates of one position are looked at: those another seat built on first, then by id. */
  const inOrder = (s: S, list: readonly Answer[]) => {
    if (list.length < 2) return list;
    const on = list.filter((a) => builtOn(s, a));
    if (!on.length) return list;
    const first = new Set(on);
    return [...on, ...list.filter((a) => !first.has(a))];
  };
  /**
   * The answers named in `after` by chain entries another seat built on, anywhere
   * in the log (an answer settled late is named by a later chain entry), and by
   * every seated author's chain entry that follows `node`, if none there is
   * built on; as shortened ids.
   */
  let namedAt = new Map<string, Set<string>>();
  let chainEntries: Answer[] | null = null;
  /** The names in chain entries another seat built on, anywhere in the log: once per set of seated authors. */
  let namedOnBuilt = new Map<string, Set<string>>();
  const namedAnywhere = (s: S): Set<string> => {
    const key = seatedKey(s);
    let set = namedOnBuilt.get(key);
    if (!set) {
      set = new Set();
      for (const k of (chainEntries ??= [...children.values()].flat())) {
        if (k.entry.body.after === undefined || machine.culprit(s, k.entry.author) === undefined || !builtOn(s, k)) continue;
        for (const x of namesIn(k.entry)) set.add(x);
      }
      namedOnBuilt.set(key, set);
    }
    return set;
  };
  const named = (s: S, node: EntryId) => {
    let set = namedAt.get(node);
    if (!set) {
      const here = (children.get(node) ?? []).filter((k) => machine.culprit(s, k.entry.author) !== undefined);
      set = namedAnywhere(s);
      if (!here.some((x) => builtOn(s, x))) {
        set = new Set(set);
        for (const k of here) for (const x of namesIn(k.entry)) set.add(x);
      }
      namedAt.set(node, set);
    }
    return set;
  };
  /**
   * The order answers for one slot are looked at: those a chain entry names first, then by id.
   * Only an author with more than one entry for the slot needs an order.
   */
  const answerOrder = (s: S, node: EntryId, author: string, list: readonly Answer[]) => {
    if (list.filter((a) => a.entry.author === author).length < 2) return list;
    const n = named(s, node);
    if (!n.size) return list;
    const first = list.filter((a) => n.has(short(a.id)));
    if (!first.length) return list;
    const set = new Set(first);
    return [...first, ...list.filter((a) => !set.has(a))];
  };
  const tooMany = (a: Answer): Rejection => ({
    ...a,
    error: { code: 'too-many', message: `An author wrote more than ${MAX_LOOKED} entries for one place: the rest were not read, and that is cheating.` },
  });
  let branches = MAX_BRANCHES;
  /** The memos above hold for one set of entries. */
  const forget = () => {
    heldIds = null;
    authorsHere = null;
    seatedKeys = new Map();
    builtOnMemo = new Map();
    namedAt = new Map();
    chainEntries = null;
    namedOnBuilt = new Map();
  };

  /** Fills what is owed at `node` until nothing more can be filled, or two valid answers fill one slot. */
  const settle = (w: Walk<S>, state: S, node: EntryId, excluded: ReadonlySet<EntryId>) => {
    const slots = answers.get(node) ?? none;
    const applied: Applied<S>[] = [];
    const looked = new Set<EntryId>();
    for (let progress = true; progress; ) {
      progress = false;
      for (const o of machine.owed(state, node, slots)) {
        const valid: Valid[] = [];
        const own: Answer[] = [];
        const list = (o.at === undefined ? slots.get(o.slot) : answers.get(o.at)?.get(o.slot)) ?? [];
        for (const a of answerOrder(state, node, o.author, list)) {
          if (w.used.has(a.id) || excluded.has(a.id)) continue;
          // What is filed under `at` (an open link) is unsigned: it is no one's, so what does not fit is passed over, never blamed.
          if (o.at !== undefined) {
            const r = a.entry.author === o.author ? guarded(() => o.apply(state, a)) : null;
            if (r?.ok) valid.push({ a, next: r.value });
            continue;
          }
          if (a.entry.author !== o.author) {
            if (!looked.has(a.id))
              w.rejected.push({ ...a, error: { code: 'wrong-seat', message: 'An answer was signed by someone who does not hold its seat.' } });
            looked.add(a.id);
            continue;
          }
          if (own.push(a) > MAX_LOOKED) {
            if (!looked.has(a.id)) w.rejected.push(tooMany(a));
            looked.add(a.id);
            continue;
          }
          const r = guarded(() => o.apply(state, a));
          if (!r.ok && r.error.code === NOT_YET) {
            unjudged.add(short(a.id));
            unjudgedAt.set(short(a.id), node);
            continue;
          }
          if (r.ok) valid.push({ a, next: r.value });
          else if (!looked.has(a.id)) w.rejected.push({ ...a, error: r.error });
          looked.add(a.id);
        }
        const pair = pairOf(valid, own, own.length > MAX_LOOKED);
        if (pair) {
          const ambiguity: Ambiguity = { c: { author: o.author, seat: o.seat, parent: node, slot: o.slot }, valid, pair, own };
          return { state, applied, ambiguity };
        }
        if (valid.length === 1) {
          const { a, next } = valid[0]!;
          applied.push({ ...a, before: state });
          w.used.add(a.id);
          state = next;
          progress = true;
          break;
        }
      }
    }
    return { state, applied, ambiguity: null };
  };

  /**
   * The chain from chain entry `start` (its state before its answers): settled,
   * then on through the one valid entry that follows each node. At an ambiguity
   * each candidate is followed in turn, while branches are left, until one
   * reaches a final game.
   */
  const walk = (start: Answer, before: S, excluded: ReadonlySet<EntryId>, settled: ReadonlySet<string>): Walk<S> => {
    const w: Walk<S> = {
      nodes: [],
      settled: new Set(settled),
      rejected: [],
      convictions: [],
      used: new Set(),
      final: false,
      tipPre: before,
      tipMark: 0,
      waitingBehind: false,
    };
    return walkOn(w, start, before, excluded);
  };
  /** Walk `w` on from chain entry `start`. */
  const walkOn = (w: Walk<S>, start: Answer, before: S, excluded: ReadonlySet<EntryId>): Walk<S> => {
    /** A node whose answers are all settled joins the walk. */
    const done = (n: HistoryNode<S>) => {
      w.nodes.push(n);
      for (const a of n.applied) w.settled.add(short(a.id));
    };
    let at = start;
    let pre = before;
    for (;;) {
      w.tipPre = pre;
      w.tipMark = w.rejected.length;
      let waiting = false;
      const s = settle(w, pre, at.id, excluded);
      const node: HistoryNode<S> = { ...at, state: s.state, applied: s.applied };
      let ambiguity: Ambiguity | null = s.ambiguity;
      let next: Valid | null = null;
      if (!ambiguity) {
        const writer = machine.writer(node.state);
        const valid: Valid[] = [];
        const own: Answer[] = [];
        for (const k of inOrder(node.state, children.get(node.id) ?? [])) {
          if (!writer || excluded.has(k.id)) continue; // nobody may write here yet (or ever): not rejected, just not used
          if (k.entry.author !== writer.author) {
            w.rejected.push({ ...k, error: { code: 'out-of-turn', message: 'A move was signed by someone who was not asked to move.' } });
            continue;
          }
          if (own.push(k) > MAX_LOOKED) {
            w.rejected.push(tooMany(k));
            continue;
          }
          const names = namesApplied(k.entry, node.applied, w.settled, held, unjudged);
          if (names === 'not-yet') {
            waiting = true;
            continue; // it names an answer this device does not hold yet: not used, not rejected
          }
          if (names === 'no') {
            w.rejected.push({ ...k, error: { code: 'wrong-after', message: 'A move names answers (`after`) that are not the ones it follows.' } });
            continue;
          }
          const r = guarded(() => machine.step(node.state, k.entry, k.id));
          if (r.ok) valid.push({ a: k, next: r.value });
          else w.rejected.push({ ...k, error: r.error });
        }
        const pair = pairOf(valid, own, own.length > MAX_LOOKED);
        if (pair) ambiguity = { c: { author: writer!.author, seat: writer!.seat, parent: node.id, slot: '' }, valid, pair, own };
        else next = valid[0] ?? null;
      }
      if (ambiguity) {
        const c: Conviction = { ...ambiguity.c, entries: ambiguity.pair };
        let final: Walk<S> | null = null;
        const order = inOrder(
          node.state,
          ambiguity.valid.map((v) => v.a),
        );
        for (const [i, a] of order.entries()) {
          // The first candidate (the one another seat built on, if any) is followed for free, so that the
          // real path never runs out; only the alternatives tried after it count against the budget.
          if (i > 0 && branches-- <= 0) break;
          const v = ambiguity.valid.find((x) => x.a === a)!;
          // Every other entry of the author for this position is left out of the branch.
          const others = new Set([...excluded, ...ambiguity.own.filter((x) => x !== v.a).map((x) => x.id)]);
          // An answer's alternatives share the node: the branch starts again at it; a chain entry's start the next node.
          const b =
            ambiguity.c.slot === ''
              ? walk(v.a, v.next, others, new Set([...w.settled, ...node.applied.map((x) => short(x.id))]))
              : walk(at, pre, others, w.settled);
          if (b.final) {
            final = b;
            break;
          }
        }
        if (final) {
          const b = final;
          // The finished game stands; the cheat is on record.
          if (ambiguity.c.slot === '') done(node);
          for (const n of b.nodes) done(n);
          w.rejected.push(...b.rejected);
          w.convictions.push(c, ...b.convictions);
          for (const id of b.used) w.used.add(id);
          w.final = true;
          return w;
        }
        w.convictions.push(c);
        done({ ...node, state: machine.convict(node.state, c) });
        return w;
      }
      if (next) {
        done(node);
        w.waitingBehind ||= waiting;
        at = next.a;
        pre = next.next;
        continue;
      }
      const votes = machine.stuck(node.state, node.id, answers.get(node.id) ?? none);
      for (const v of votes.used) w.used.add(v.id);
      done(votes.used.length ? { ...node, state: votes.state, applied: [...node.applied, ...votes.used.map((a) => ({ ...a, before: node.state }))] } : node);
      w.final = machine.final(w.nodes[w.nodes.length - 1]!.state);
      return w;
    }
  };

  /** Walks from the genesis, or resumes the last walk at its last node (see `historyBuilder`). */
  const walkAll = (): { w: Walk<S> | null; genesisRejected: Rejection[] } => {
    if (last && redo === 'tip') {
      const { w } = last;
      const tip = w.nodes.pop()!;
      position.delete(tip.id);
      // What waited at the tip is judged again there.
      for (const [a, at] of unjudgedAt)
        if (at === tip.id) {
          unjudged.delete(a);
          unjudgedAt.delete(a);
        }
      w.rejected.length = w.tipMark;
      for (const a of tip.applied) {
        w.used.delete(a.id);
        w.settled.delete(short(a.id));
      }
      w.final = false;
      walkOn(w, { id: tip.id, entry: tip.entry }, w.tipPre, new Set());
      return { w, genesisRejected: last.genesisRejected };
    }
    fullWalks++;
    last = null;
    position.clear();
    unjudged = new Set();
    unjudgedAt = new Map();
    const genesisRejected: Rejection[] = [];
    let genesis: { g: Answer; state: S } | null = null;
    for (const g of children.get('') ?? []) {
      const r = machine.genesis(g.entry, g.id);
      if (!r.ok) genesisRejected.push({ ...g, error: r.error });
      else if (genesis) genesisRejected.push({ ...g, error: { code: 'second-genesis', message: 'A second opening entry for this room.' } });
      else genesis = { g, state: r.value };
    }
    if (!genesis) return { w: null, genesisRejected };
    return { w: walk(genesis.g, genesis.state, new Set(), new Set()), genesisRejected };
  };

  const build = (flooded: ReadonlySet<string>): History<S> => {
    if (built && redo === 'none' && !flooded.size) return built;
    if (flooded.size) redo = 'all';
    branches = MAX_BRANCHES;
    const { w, genesisRejected } = walkAll();
    redo = 'none';
    if (!w) return (built = { chain: [], rejected: genesisRejected, convictions: [] });
    // Resumable while nothing but the last node can change (see `historyBuilder`).
    last = !flooded.size && !w.convictions.length && !w.waitingBehind ? { w, genesisRejected } : null;
    if (last) for (let i = position.size; i < w.nodes.length; i++) position.set(w.nodes[i]!.id, i);
    const rejected = genesisRejected;
    const chain = w.nodes.slice();
    const convictions = [...w.convictions];
    for (const author of [...flooded].sort()) {
      if (convictions.length || machine.final(chain[chain.length - 1]!.state)) break;
      // The flooder is convicted at the last chain entry that is not its own alone: one another seat built
      // on, or another's. Which of its later ones a device took before the flood depends on what reached it
      // first; those others built on every device reads (log.ts).
      // The answers there are left out (a device may have taken the flooder's, another not): the state is the
      // one its chain entry made. The two entries on record are examples: its first on that chain, by id.
      let i = chain.length - 1;
      while (i > 0 && chain[i]!.entry.author === author && !builtOn(chain[i]!.state, chain[i]!)) i--;
      const at = chain[i]!;
      const state = at.applied[0]?.before ?? at.state;
      const seat = machine.culprit(state, author);
      if (!seat) continue;
      const byId = (x: Answer, y: Answer) => (x.id < y.id ? -1 : 1);
      // Not the answers at `at`: a device that got the flood first refused the flooder's there.
      const onChain = [...chain.slice(0, i).flatMap((n) => [n, ...n.applied]), at].filter((a) => a.entry.author === author).sort(byId);
      const any = [...entries]
        .filter(([, e]) => e.author === author && e.sig !== '')
        .map(([id, entry]) => ({ id, entry }))
        .sort(byId);
      const mine = onChain.length >= 2 ? onChain : any;
      if (mine.length < 2) continue;
      const c: Conviction = {
        author,
        seat: seat.seat,
        parent: at.id,
        slot: 'flood',
        entries: [
          { id: mine[0]!.id, entry: mine[0]!.entry },
          { id: mine[1]!.id, entry: mine[1]!.entry },
        ],
      };
      convictions.push(c);
      chain.length = i + 1;
      chain[i] = { ...at, state: machine.convict(state, c), applied: [] };
    }
    // An answer judged before the state it fits (a share looked at too early) may be used later on.
    const seen = new Set<EntryId>();
    const late = w.rejected.filter((r) => !w.used.has(r.id) && !seen.has(r.id) && seen.add(r.id));
    return (built = { chain, rejected: [...rejected, ...late], convictions });
  };

  return {
    add(id, entry) {
      if (entries.has(id)) return;
      entries.set(id, entry);
      const slot = machine.slot(entry);
      if (slot === null) insert(children, entry.parent, { id, entry });
      else {
        let bySlot = answers.get(entry.parent);
        if (!bySlot) answers.set(entry.parent, (bySlot = new Map()));
        insert(bySlot, slot, { id, entry });
      }
      forget();
      if (redo === 'all') return;
      const at = position.get(entry.parent);
      const onTip = last && entry.parent !== '' && (at === undefined || at === last.w.nodes.length - 1);
      redo = onTip ? 'tip' : 'all';
    },
    invalidate() {
      // Outside facts only judge answers that waited for them: if all waited at the last node, the walk resumes there.
      const tip = last?.w.nodes[last.w.nodes.length - 1]?.id;
      const atTip = tip !== undefined && [...unjudgedAt.values()].every((at) => at === tip);
      redo = redo === 'all' || !atTip ? 'all' : 'tip';
    },
    build,
    get fullWalks() {
      return fullWalks;
    },
  };
}

/**
 * The rules' verdict on an entry; if the rules themselves throw on it (a game's
 * parser meeting input nobody foresaw), the entry is refused, the same on every
 * peer, instead of stopping the peer that reads it.
 */
function guarded<S>(f: () => Result<S>): Result<S> {
  try {
    return f();
  } catch (e) {
    return {
      ok: false,
      error: {
        code: 'rules-failed',
        message: `The rules could not read an entry (${e instanceof Error ? e.message.slice(0, 120) : 'error'}): it was refused.`,
      },
    };
  }
}

/** Files `v` under `k`, the list kept in id order (every peer looks at candidates in the same order). */
function insert(m: Map<string, Answer[]>, k: string, v: Answer): void {
  const list = m.get(k);
  if (!list) {
    m.set(k, [v]);
    return;
  }
  let lo = 0;
  for (let hi = list.length; lo < hi; ) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.id < v.id) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, v);
}
