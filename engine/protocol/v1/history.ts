/**
 * FROZEN: protocol version 1, kept only to read rooms and records made before
 * version 2 (read-only, `npm run verify`). Nothing here runs in a room of this
 * version; do not change it (docs/protocol.md, "Versions").
 */
/**
 * The canonical history: what every peer computes from the same set of entries,
 * whatever order they arrived in (docs/protocol.md §1–§3).
 *
 * Chain entries form a tree through their parents. From the genesis down, each
 * entry is replayed through the room's machine; an entry the machine refuses is
 * rejected, the same way on every peer. Where valid siblings compete (two seats
 * answered at once), the one with the longest valid line of descendants wins,
 * then the one with more answers attached, then the smaller id. So a late entry
 * can never displace one that others already built on: it has no descendants.
 * The losing branch is orphaned, not rejected; its authors re-issue on the head.
 *
 * Attachments (beacon links, shares, shuffle passes) answer one chain entry and
 * are settled as a set, so their arrival order cannot matter either.
 *
 * Two different entries by one author in the same position (the same parent for
 * a chain entry, the same slot for an attachment) are proof of cheating: the
 * smaller id is kept, the other is rejected, and both are reported.
 */
import type { Entry, EntryId } from './entry.js';
import type { Result, RuleError } from '../../core/result.js';

export interface Rejection {
  readonly id: EntryId;
  readonly entry: Entry;
  readonly error: RuleError;
}

export interface Equivocation {
  readonly author: string;
  readonly kept: Entry;
  readonly dropped: Entry;
}

export interface Machine<S> {
  /** Whether an entry of this body kind answers a chain entry instead of extending the chain. */
  isAttachment(entry: Entry): boolean;
  /** The position an attachment fills (two different entries by one author in one slot are equivocation). */
  slot(entry: Entry): string;
  genesis(entry: Entry, id: EntryId): Result<S>;
  step(state: S, entry: Entry, id: EntryId): Result<S>;
  /** Settles the state after chain entry `id` with its attachments (sorted by id); must not depend on their order. */
  settle(state: S, id: EntryId, attachments: readonly { id: EntryId; entry: Entry }[]): { state: S; rejected: Rejection[]; used: number };
  /** Whether the state can take the next chain entry (false while it waits for attachments). */
  ready(state: S): boolean;
}

export interface HistoryNode<S> {
  readonly id: EntryId;
  readonly entry: Entry;
  /** The state after this entry and its attachments. */
  readonly state: S;
}

export interface History<S> {
  /** The canonical chain, genesis first; empty if no valid genesis is present. */
  readonly chain: readonly HistoryNode<S>[];
  readonly rejected: readonly Rejection[];
  readonly equivocations: readonly Equivocation[];
  /** Valid chain entries on branches that lost (their authors may re-issue them). */
  readonly orphaned: readonly { id: EntryId; entry: Entry }[];
}

interface Evaluated<S> {
  readonly node: HistoryNode<S>;
  readonly depth: number;
  readonly answers: number;
  readonly best: Evaluated<S> | null;
}

export function buildHistory<S>(machine: Machine<S>, entries: ReadonlyMap<EntryId, Entry>): History<S> {
  const rejected: Rejection[] = [];
  const equivocations: Equivocation[] = [];
  const children = new Map<string, { id: EntryId; entry: Entry }[]>();
  const answers = new Map<string, { id: EntryId; entry: Entry }[]>();
  const positions = new Map<string, { id: EntryId; entry: Entry }>();

  const ids = [...entries.keys()].sort();
  for (const id of ids) {
    const entry = entries.get(id)!;
    const att = machine.isAttachment(entry);
    const position = `${att ? 'a' : 'c'}\u0000${entry.author}\u0000${entry.parent}\u0000${att ? machine.slot(entry) : ''}`;
    const first = positions.get(position);
    if (first) {
      // ids are visited in order, so `first` has the smaller id and is kept.
      equivocations.push({ author: entry.author, kept: first.entry, dropped: entry });
      rejected.push({ id, entry, error: { code: 'equivocation', message: 'Its author signed two different entries for the same place in the log.' } });
      continue;
    }
    positions.set(position, { id, entry });
    const into = att ? answers : children;
    const list = into.get(entry.parent);
    if (list) list.push({ id, entry });
    else into.set(entry.parent, [{ id, entry }]);
  }

  const seen = new Set<EntryId>();
  /** Answers each node actually used: rejected or superfluous ones must not sway a race. */
  const usedAnswers = new Map<EntryId, number>();
  const settle = (state: S, id: EntryId): S => {
    const r = machine.settle(state, id, answers.get(id) ?? []);
    rejected.push(...r.rejected);
    usedAnswers.set(id, r.used);
    return r.state;
  };

  // Iterative post-order over the tree, so a long game cannot overflow the stack.
  const evaluate = (root: HistoryNode<S>): Evaluated<S> => {
    type Frame = { node: HistoryNode<S>; kids: { id: EntryId; entry: Entry }[]; i: number; done: Evaluated<S>[] };
    const frameFor = (node: HistoryNode<S>): Frame => ({
      node,
      kids: machine.ready(node.state) ? children.get(node.id) ?? [] : [],
      i: 0,
      done: [],
    });
    const stack: Frame[] = [frameFor(root)];
    let result: Evaluated<S> | null = null;
    while (stack.length) {
      const f = stack[stack.length - 1]!;
      if (f.i < f.kids.length) {
        const { id, entry } = f.kids[f.i++]!;
        seen.add(id);
        const r = machine.step(f.node.state, entry, id);
        if (!r.ok) {
          rejected.push({ id, entry, error: r.error });
          continue;
        }
        stack.push(frameFor({ id, entry, state: settle(r.value, id) }));
        continue;
      }
      stack.pop();
      let best: Evaluated<S> | null = null;
      for (const c of f.done) {
        if (!best || c.depth > best.depth || (c.depth === best.depth && c.answers > best.answers)) best = c;
      }
      const ev: Evaluated<S> = {
        node: f.node,
        depth: 1 + (best?.depth ?? 0),
        answers: (usedAnswers.get(f.node.id) ?? 0) + f.done.reduce((n, c) => n + c.answers, 0),
        best,
      };
      if (stack.length) stack[stack.length - 1]!.done.push(ev);
      else result = ev;
    }
    return result!;
  };

  let root: Evaluated<S> | null = null;
  for (const g of children.get('') ?? []) {
    seen.add(g.id);
    const r = machine.genesis(g.entry, g.id);
    if (!r.ok) {
      rejected.push({ id: g.id, entry: g.entry, error: r.error });
      continue;
    }
    const ev = evaluate({ id: g.id, entry: g.entry, state: settle(r.value, g.id) });
    if (!root || ev.depth > root.depth) root = ev;
  }

  const chain: HistoryNode<S>[] = [];
  const onChain = new Set<EntryId>();
  for (let e = root; e; e = e.best) {
    chain.push(e.node);
    onChain.add(e.node.id);
  }
  const rejectedIds = new Set(rejected.map((r) => r.id));
  const orphaned = [...seen].sort().filter((id) => !onChain.has(id) && !rejectedIds.has(id)).map((id) => ({ id, entry: entries.get(id)! }));
  return { chain, rejected, equivocations, orphaned };
}
