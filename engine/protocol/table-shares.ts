/**
 * Decryption shares: how the other seats open a joint ciphertext to the one seat that may see it
 * (table.ts, docs/protocol.md §8). A room whose genesis says `shares: 'batched'` takes one entry per
 * giving seat and round at a chain entry, with every share that seat owes there under ONE proof
 * (poker/draw.ts `verifyShareBatch`): a deal of k cards costs a seat 32k + 64 bytes and one check
 * instead of k entries of 96 bytes and k checks. Rooms from before take one share per entry.
 *
 *   share  {seat, round, handle, for, of, share}          one card: `of` is the first 16 characters of its
 *                                                          ciphertext, `share` S ‖ c ‖ s
 *   shares {seat, round, handles, viewers, of, shares}    every card the seat owes at that entry and round, in
 *                                                          the order `obligations` lists them: handle i opens to
 *                                                          viewers[i]; `of` the ciphertexts' 16 characters end to
 *                                                          end, `shares` S_1 … S_k ‖ c ‖ s
 *
 * A seat's cards are the same whenever it answers: within one chain entry and round the game's viewers
 * do not change, and each card a seat shares stays owed until that seat's own answer (table.ts
 * `obligations`). So a batch names exactly that list or is not taken; one written for another round or
 * other ciphertexts is unused, not blamed, and one whose proof fails convicts its seat.
 */
import type { Handle, Seat } from '../core/game.js';
import type { Body, EntryId } from './entry.js';
import { decodeShare, decodeShareBatch, removeShares, toBase64url, verifyShare, verifyShareBatch, fromBase64url, type ProofContext } from './poker/index.js';
import { ct, ctB64, ctMemo, plainKey, point, pointMemo, remember } from './table-memo.js';
import type { Applied, Attached, Obligation, PokerState, ProofCache } from './table.js';

/** The share obligations of one seat, one per giving seat (in the order of each one's first card). */
export function batchShares(obs: readonly Obligation[]): Obligation[] {
  const out: Obligation[] = [];
  const bySeat = new Map<Seat, { handle: Handle; for: Seat }[]>();
  for (const o of obs) {
    if (o.kind !== 'share') {
      out.push(o);
      continue;
    }
    let cards = bySeat.get(o.seat);
    if (!cards) {
      cards = [];
      bySeat.set(o.seat, cards);
      out.push({ kind: 'shares', seat: o.seat, cards });
    }
    cards.push({ handle: o.handle, for: o.for });
  }
  return out;
}

/** The 16 characters of each card's ciphertext that a share entry names it by, end to end. */
export const namesOf = (ps: PokerState, handles: readonly Handle[]): string => handles.map((h) => ps.cts[h]!.slice(0, 16)).join('');

const BAD = (message: string): Applied['error'] => ({ code: 'bad-proof', message });

/** One card's share (a room from before batches). */
export function applyShare(ps: PokerState, a: Attached, room: string, node: string, obligations: readonly Obligation[], cache: ProofCache): Applied {
  const b = a.body;
  const h = b.handle as number;
  const none: Applied = { ps, shuffled: false, used: false, error: null };
  const ob = obligations.find((o) => o.kind === 'share' && o.seat === a.seat && o.handle === h && o.for === b.for);
  if (ob?.kind !== 'share' || b.of !== namesOf(ps, [h])) return none;
  const joint = ps.cts[h]!;
  const share = cache.memo(shareKey(a.id, a.seat, h, ps.keys[a.seat]!, joint), () => shareResult(room, node, a.seat, h, ps.keys[a.seat]!, joint, b.share));
  if (!share) return { ...none, error: BAD('A decryption share fails its proof.') };
  return { ps: addShare(ps, h, ob.for, a.seat, share, cache), shuffled: false, used: true, error: null };
}

/** A seat's shares of every card it owes at this entry and round, under one proof. */
export function applyShares(ps: PokerState, a: Attached, room: string, node: string, obligations: readonly Obligation[], cache: ProofCache): Applied {
  const b = a.body;
  const none: Applied = { ps, shuffled: false, used: false, error: null };
  const ob = obligations.find((o) => o.kind === 'shares' && o.seat === a.seat);
  if (ob?.kind !== 'shares' || !sameCards(ob.cards, b.handles, b.viewers)) return none;
  const handles = ob.cards.map((c) => c.handle);
  if (b.of !== namesOf(ps, handles)) return none;
  const joints = handles.map((h) => ps.cts[h]!);
  const key = ps.keys[a.seat]!;
  const points = cache.memo(sharesKey(a.id, a.seat, handles, key, joints), () => sharesResult(room, node, a.seat, handles, key, joints, b.shares));
  if (!points) return { ...none, error: BAD('A seat\u2019s decryption shares fail their proof.') };
  let next = ps;
  ob.cards.forEach((c, i) => (next = addShare(next, c.handle, c.for, a.seat, points[i]!, cache)));
  return { ps: next, shuffled: false, used: true, error: null };
}

const sameCards = (cards: readonly { handle: Handle; for: Seat }[], handles: unknown, viewers: unknown): boolean =>
  Array.isArray(handles) &&
  Array.isArray(viewers) &&
  handles.length === cards.length &&
  viewers.length === cards.length &&
  cards.every((c, i) => handles[i] === c.handle && viewers[i] === c.for);

/** Files `giver`'s checked share of card h for `target`; with the last one, the card is opened to it. */
function addShare(ps: PokerState, h: Handle, target: Seat, giver: Seat, share: string, cache: ProofCache): PokerState {
  const key = `${h}/${target}`;
  const got = (ps.shares[key] ?? ps.keys.map(() => null)).slice();
  got[giver] = share;
  if (!got.every((x, seat) => seat === target || x !== null)) return { ...ps, shares: { ...ps.shares, [key]: got } };
  const joint = ps.cts[h]!;
  const left = cache.memo(`left/${joint}/${got.join()}`, () => {
    const c = removeShares(
      ct(joint)!,
      got.flatMap((x) => (x ? [point(x)!] : [])),
    );
    const s = ctB64(c);
    remember(ctMemo, s, c);
    return s;
  });
  const shares = { ...ps.shares };
  delete shares[key];
  return withHeld({ ...ps, shares }, h, target, left);
}

/** The table with `c` as what `seat` holds of card h. */
export function withHeld(ps: PokerState, h: Handle, seat: Seat, c: string): PokerState {
  const held = ps.held.slice();
  const row = held[h]!.slice();
  row[seat] = c;
  held[h] = row;
  return { ...ps, held };
}

/**
 * A share check's key: the share's entry id (which binds the room, the chain entry it answers and the
 * share itself, so they are not hashed again) with what the check reads from the table.
 */
const shareKey = (id: string, seat: Seat, h: Handle, key: string, joint: string): string => plainKey('share', id, seat, h, key, joint);

const sharesKey = (id: string, seat: Seat, handles: readonly Handle[], key: string, joints: readonly string[]): string =>
  plainKey('shares', id, seat, handles.join(), key, joints.join());

/** A draw share's check: the share's point (base64) if it proves itself against the seat's key and the card, else null. */
function shareResult(room: string, node: string, seat: Seat, h: Handle, key: string, joint: string, share: unknown): string | null {
  const bytes = fromBase64url(share);
  const sh = bytes.ok ? decodeShare(bytes.value) : null;
  const k = point(key);
  const c = ct(joint);
  const ctx: ProofContext = { game: room, entry: node, seat, index: h };
  if (!bytes.ok || !sh?.ok || !k || !c || !verifyShare('draw', k, c, sh.value, ctx)) return null;
  const s = toBase64url(bytes.value.subarray(0, 32));
  remember(pointMemo, s, sh.value.share); // removeShares needs it decoded
  return s;
}

/** A batch's check: each share's point (base64) if the batch proves itself, else null. Its context's index is the first card's handle. */
function sharesResult(
  room: string,
  node: string,
  seat: Seat,
  handles: readonly Handle[],
  key: string,
  joints: readonly string[],
  shares: unknown,
): string[] | null {
  const bytes = fromBase64url(shares);
  const batch = bytes.ok ? decodeShareBatch(bytes.value, joints.length) : null;
  const k = point(key);
  const cts = joints.map(ct);
  const ctx: ProofContext = { game: room, entry: node, seat, index: handles[0]! };
  if (
    !bytes.ok ||
    !batch?.ok ||
    !k ||
    cts.some((c) => !c) ||
    !verifyShareBatch(
      'draw',
      k,
      cts.map((c) => c!),
      batch.value,
      ctx,
    )
  )
    return null;
  return batch.value.shares.map((p, i) => {
    const s = toBase64url(bytes.value.subarray(32 * i, 32 * i + 32));
    remember(pointMemo, s, p);
    return s;
  });
}

/**
 * The decryption-share checks among `entries` (each with its id, as the log worked it out) that
 * `cache` does not know yet, keyed exactly as the walk keys them, for a device with time to spare
 * while a worker checks the shuffles (opening a large record). A share names its card by the
 * first 16 characters of its ciphertext (`of`), found among the shuffle passes' and private
 * reorders' output decks: `joints` collects them from `entries` (a device keeps it between calls
 * and passes only entries it has not looked at); a guess that is wrong only makes a key the walk
 * never asks for, and an entry the walk refuses or never reaches costs one check, nothing more.
 */
export function shareChecks(
  entries: Iterable<readonly [EntryId, { readonly parent: string; readonly body: Body }]>,
  room: string,
  keys: readonly string[],
  cache: ProofCache,
  joints = new Map<string, string>(),
): (() => void)[] {
  const list = [...entries];
  // Joint ciphertexts come from shuffle passes and from private reorders (a move's, or a sealed one's when opened).
  const moved = (m: unknown) => (m as { reorder?: { deck?: unknown } } | null)?.reorder?.deck ?? null;
  for (const [, { body: b }] of list) {
    for (const text of [b.t === 'pass' ? b.deck : null, moved(b), moved(b.move)]) {
      const deck = typeof text === 'string' ? fromBase64url(text) : null;
      if (!deck?.ok || deck.value.length % 64) continue;
      for (let i = 0; i < deck.value.length; i += 64) {
        const c = toBase64url(deck.value.subarray(i, i + 64));
        joints.set(c.slice(0, 16), c);
      }
    }
  }
  const out: (() => void)[] = [];
  for (const [id, { parent, body: b }] of list) {
    if (typeof b.seat !== 'number' || typeof b.of !== 'string' || !keys[b.seat]) continue;
    const [seat, key] = [b.seat, keys[b.seat]!];
    if (b.t === 'share' && typeof b.handle === 'number') {
      const [h, joint] = [b.handle, joints.get(b.of)];
      if (!joint) continue;
      const k = shareKey(id, seat, h, key, joint);
      if (!cache.has(k)) out.push(() => void cache.memo(k, () => shareResult(room, parent, seat, h, key, joint, b.share)));
    } else if (b.t === 'shares' && Array.isArray(b.handles) && b.handles.length > 0 && b.handles.every(Number.isSafeInteger)) {
      // Whole numbers only: the key joins the handles with commas, and the walk's are whole numbers.
      const handles = b.handles as Handle[];
      if (b.of.length !== 16 * handles.length || new Set(handles).size !== handles.length) continue;
      const names = handles.map((_, i) => (b.of as string).slice(16 * i, 16 * i + 16));
      // Distinct cards, each a ciphertext seen: a batch costs no more than the cards there are.
      if (new Set(names).size !== names.length) continue;
      const cts = names.map((name) => joints.get(name));
      if (cts.some((j) => !j)) continue;
      const known = cts as string[];
      const k = sharesKey(id, seat, handles, key, known);
      if (!cache.has(k)) out.push(() => void cache.memo(k, () => sharesResult(room, parent, seat, handles, key, known, b.shares)));
    }
  }
  return out;
}
