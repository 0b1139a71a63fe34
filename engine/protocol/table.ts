/**
 * The mental-poker table: the public half of the dealer for games whose common
 * deck is face down (docs/protocol.md §8). Every peer keeps this state from the log
 * and checks every proof; nobody needs a secret to follow it.
 *
 * Per card handle h the table keeps:
 *   cts[h]      its ciphertext under the joint key K = ΣY_i (from the last shuffle);
 *   held[h][s]  a ciphertext seat s alone can open, once s may see the card;
 *   face[h]     its identity, once it was revealed (until it is shuffled again).
 *
 * How cards become visible (`obligations`): when the game says seat S may see
 * h (`viewers`) and S cannot open it yet, either a seat A that holds it
 * re-encrypts it to S with a same-card proof (TRANSFER/SHOW: the Thief, a
 * traded hand, the Spy's look), or, if nobody holds it (a draw, a peek), every
 * other seat posts its decryption share of cts[h] with a DLEQ proof. A joint
 * ciphertext is opened that way to one seat at most between two shuffles: later
 * viewers get it by re-encryption, so the shares of two openings never combine.
 *
 * A shuffle (`pending` shuffle) is one pass per seat in seat order, each
 * re-randomising and permuting the previous output with a proof of shuffle
 * (Terelius–Wikström, poker/shuffle.ts) that every peer checks before the next
 * pass, or any share of the result, counts. A play reveals its card with the
 * holder's share and proof; the Council Member's reorder is a small shuffle
 * whose order only the peeker knows.
 *
 * Over 300 lines: the poker table's state, its obligations and how each attachment applies, which one another's checks depend on.
 */
import type { Claim, Handle, Pending, Seat } from '../core/game.js';
import { fail, ok, type Result, type RuleError } from '../core/result.js';
import type { Json } from './canonical.js';
import { ct, ctMemo, deckFrom, deckStrings, digest, inputKey, plainKey, point, remember } from './table-memo.js';
import { applyShare, applyShares, batchShares, withHeld } from './table-shares.js';
import {
  cardTable,
  openCardB64,
  decodeDeck,
  decodeKeyMessage,
  decodeReencryption,
  decodeShare,
  encodePoint,
  fromBase64url,
  jointKey,
  openRevealed,
  toBase64url,
  verifyKey,
  verifyReencryption,
  verifyReorder,
  verifyShare,
  verifyShuffle,
  verifyShuffles,
  type Deck,
  type ProofContext,
  type ShuffleClaim,
  type ShuffleSystem,
} from './poker/index.js';

export interface PokerState {
  /** The card-point label: cards are hashed onto the curve per room. */
  readonly deck: string;
  readonly keys: readonly string[];
  readonly joint: string;
  readonly cts: readonly string[];
  readonly held: readonly (readonly (string | null)[])[];
  readonly face: readonly (string | null)[];
  /** Decryption shares gathered so far, by `${handle}/${forSeat}`: one per giving seat. */
  readonly shares: { readonly [key: string]: readonly (string | null)[] };
  /** The shuffle under way: each pass's output so far (ciphertexts in order). */
  readonly passes: readonly (readonly string[])[];
  /** Whether each seat gives all its decryption shares of a chain entry and round in one entry (table-shares.ts). */
  readonly batched: boolean;
  /** Which proof the shuffle passes carry (poker/shuffle.ts `ShuffleSystem`). */
  readonly shuffles: ShuffleSystem;
}

export type Obligation =
  | { readonly kind: 'pass'; readonly seat: Seat; readonly handles: readonly Handle[] }
  | { readonly kind: 'share'; readonly seat: Seat; readonly handle: Handle; readonly for: Seat }
  | { readonly kind: 'shares'; readonly seat: Seat; readonly cards: readonly { readonly handle: Handle; readonly for: Seat }[] }
  | { readonly kind: 'reenc'; readonly seat: Seat; readonly handle: Handle; readonly to: Seat };

/**
 * Checks and their results are pure in their inputs (each key names every
 * input), and the history is replayed often, so each is worked out once per
 * peer; a device also keeps the results it worked out (`drain`), so a room it
 * reopens checks only what is new (`learn`, src/session/peer.ts). Every result
 * is plain data: strings, numbers, null, arrays and `Result` objects.
 */
export class ProofCache {
  private readonly m = new Map<string, unknown>();
  /** Shuffle checks waiting for a worker (only when `offload` is on): single passes, and whole shuffles by their first key. */
  readonly queued = new Map<string, PassJob>();
  readonly batches = new Map<string, PassBatch>();
  private readonly batched = new Set<string>();
  private readonly alone = new Set<string>();
  /** Results worked out since the last `drain`. */
  private fresh: [string, unknown][] = [];
  /** A checked pass's output, by the key of its check (`inputName`). */
  private readonly produced = new WeakMap<object, string>();
  /** How many checks were worked out here (or by the worker), not answered from what was known. */
  runs = 0;

  /** With `offload`, shuffle proofs are checked elsewhere (a Web Worker) and fed back with `settle`. */
  constructor(readonly offload = false) {}

  memo<T>(key: string, run: () => T): T {
    if (this.m.has(key)) return this.m.get(key) as T;
    const v = run();
    this.keep(key, v);
    return v;
  }
  /** A shuffle check: its result if known; else queued (offload) and undefined, or done here. */
  pass(key: string, job: PassJob): readonly string[] | null | undefined {
    if (this.m.has(key)) return this.m.get(key) as readonly string[] | null;
    if (!this.offload) return this.memo(key, () => checkPass(job));
    if (!this.batched.has(key)) this.queued.set(key, job);
    return undefined;
  }
  /** Whether a pass is not to be put in a batch: known, being checked (in a batch or alone), or left by a batch to be checked alone. */
  unbatchable(key: string): boolean {
    return this.m.has(key) || this.batched.has(key) || this.queued.has(key) || this.alone.has(key);
  }
  queueBatch(b: PassBatch): void {
    this.batches.set(b.keys[0]!, b);
    for (const k of b.keys) this.batched.add(k);
  }
  /** Files a batch's results (`checkPassBatch`); a pass left undefined is checked alone if it is ever reached. */
  settleBatch(b: PassBatch, results: readonly (readonly string[] | null | undefined)[]): void {
    this.batches.delete(b.keys[0]!);
    b.keys.forEach((k, i) => {
      this.batched.delete(k);
      const r = results[i];
      if (r !== undefined) this.settle(k, r);
      else this.alone.add(k);
    });
  }
  has(key: string): boolean {
    return this.m.has(key);
  }
  settle(key: string, result: readonly string[] | null): void {
    this.queued.delete(key);
    this.keep(key, result);
  }
  /** Results this device worked out before (its record, under this checker's version): trusted as its own. */
  learn(known: Iterable<readonly [string, unknown]>): void {
    for (const [k, v] of known) this.set(k, v);
  }
  /** The key of the pass check whose output `deck` is (this very array), if any. */
  producer(deck: readonly string[]): string | undefined {
    return this.produced.get(deck);
  }
  /** The results worked out since the last call, for the device's record. */
  drain(): [string, unknown][] {
    const f = this.fresh;
    this.fresh = [];
    return f;
  }
  private set(key: string, v: unknown): void {
    this.m.set(key, v);
    if (Array.isArray(v) && key.startsWith('pass/')) this.produced.set(v, key);
  }
  private keep(key: string, v: unknown): void {
    this.set(key, v);
    this.fresh.push([key, v]);
    this.runs++;
  }
}

/** Everything needed to check one shuffle pass, as plain data (it crosses to a worker). */
export interface PassJob {
  readonly ctx: ProofContext;
  readonly joint: string;
  readonly input: readonly string[];
  readonly deck: Json;
  readonly proof: Json;
  /** Absent: Terelius–Wikström. */
  readonly system?: 'bg';
}

/** Checks a pass: the output ciphertexts if its proof holds, else null. */
export function checkPass(job: PassJob): string[] | null {
  const outBytes = fromBase64url(job.deck);
  const out = outBytes.ok ? decodeDeck(outBytes.value, job.input.length) : null;
  const proof = fromBase64url(job.proof);
  if (!out?.ok || !proof.ok) return null;
  if (!verifyShuffle(job.ctx, point(job.joint)!, deckFrom(job.input), out.value, proof.value, 'shuffle', job.system ?? 'tw').ok) return null;
  const strings = deckStrings(out.value.bytes);
  // The output is the next pass's input and then the deck that shares open: decode it once.
  strings.forEach((s, i) => remember(ctMemo, s, out.value.cts[i]!));
  return strings;
}

/**
 * A shuffle's passes, checked together (`checkPassBatch`): the first with its input, each later one
 * reading the output the one before it posted, decoded where the batch is checked (a worker, in the
 * browser). `keys[i]` is the key pass i's result is filed under.
 */
export interface PassBatch {
  readonly keys: readonly string[];
  readonly first: PassJob;
  readonly rest: readonly Omit<PassJob, 'input'>[];
}

/**
 * Checks a batch: the passes whose decks decode are checked together (`verifyShuffles`: one
 * multi-scalar multiplication, ≈ 40% less work than one per pass); if that fails, each alone, so a
 * bad proof is named exactly as without the batch. Each pass's output if its proof holds, null if
 * not, undefined past a malformed deck (its successors' input is unknown: they are never reached).
 */
export function checkPassBatch(b: PassBatch): (string[] | null | undefined)[] {
  const jobs = [b.first, ...b.rest];
  const k = point(b.first.joint)!;
  const claims: ShuffleClaim[] = [];
  const outputs: string[][] = [];
  let input = b.first.input;
  let inDeck: Deck | null = null;
  for (const j of jobs) {
    const outBytes = fromBase64url(j.deck);
    const out = outBytes.ok ? decodeDeck(outBytes.value, input.length) : null;
    const proof = fromBase64url(j.proof);
    if (!out?.ok || !proof.ok) break;
    inDeck ??= deckFrom(input);
    claims.push({ ctx: j.ctx, k, input: inDeck, output: out.value, proof: proof.value, system: j.system ?? 'tw' });
    const strings = deckStrings(out.value.bytes);
    strings.forEach((s, i) => remember(ctMemo, s, out.value.cts[i]!));
    outputs.push(strings);
    input = strings;
    inDeck = out.value;
  }
  const batched = claims.length >= 2 && verifyShuffles(claims);
  const results: (string[] | null | undefined)[] = jobs.map(() => undefined);
  input = b.first.input;
  for (const [i, j] of jobs.entries()) {
    results[i] = batched && i < claims.length ? outputs[i]! : checkPass({ ...j, input });
    if (i >= outputs.length) break;
    input = outputs[i]!;
  }
  return results;
}

/**
 * A whole shuffle's passes, usually all here at once (a room read from nothing), are checked as one
 * batch (`checkPassBatch`), here or, with `offload`, in a worker (`ProofCache.queueBatch`); each result
 * is filed under the key `applyAttachment` will look up, so nothing is checked twice. `passes[i]` is
 * the candidate for pass i, whose input is the output of `passes[i − 1]`.
 */
export function precheckPasses(ps: PokerState, passes: readonly Attached[], room: string, node: string, handles: readonly Handle[], cache: ProofCache): void {
  if (ps.passes.length !== 0 || passes.length < 2) return;
  const input = handles.map((h) => ps.cts[h]!);
  const jobs = passes.map((a, i) => ({
    ctx: { game: room, entry: node, seat: a.seat, index: i },
    joint: ps.joint,
    deck: a.body.deck as Json,
    proof: a.body.proof as Json,
    ...systemOf(ps),
  }));
  const keys: string[] = [];
  let name = inputName(cache, input);
  for (const [i, a] of passes.entries()) {
    keys.push(passKey(jobs[i]!, a.id, name));
    name = `after ${keys[i]}`; // its output is filed under this key (ProofCache `set`)
  }
  if (keys.some((k) => cache.unbatchable(k))) return; // checked, or being checked: the rest goes one by one
  const batch: PassBatch = { keys, first: { ...jobs[0]!, input }, rest: jobs.slice(1) };
  if (cache.offload) cache.queueBatch(batch);
  else cache.settleBatch(batch, checkPassBatch(batch));
}

/**
 * A shuffle check's result is filed under a hash of everything it reads, so no two different checks can
 * share it: the proof context, the joint key, the input (`inputName`), and the pass's entry id, which
 * binds its output deck and its proof (entry.ts `entryId`) without hashing them again.
 */
export const passKey = (job: Pick<PassJob, 'ctx' | 'joint' | 'system'>, entry: string, input: string): string =>
  `pass/${digest(['pass-check', job.ctx.game, job.ctx.entry, String(job.ctx.seat), String(job.ctx.index), job.joint, input, entry, ...(job.system ? [job.system] : [])])}`;

/** A job's proof system, as its table says (absent for Terelius–Wikström, so older keys stay as they were). */
const systemOf = (ps: PokerState): Pick<PassJob, 'system'> => (ps.shuffles === 'bg' ? { system: 'bg' } : {});

/**
 * What names a pass's input in its key: the key of the pass whose checked output it is (which binds that
 * output), else a hash of its ciphertexts (a shuffle's first pass).
 */
export const inputName = (cache: ProofCache, input: readonly string[]): string => {
  const from = cache.producer(input);
  return from ? `after ${from}` : `cts ${digest(input)}`;
};

// --- setting up ------------------------------------------------------------------------------

export const deckLabel = (room: string, gameId: string): string => `${gameId}/${room}`;

/**
 * Checks a seat's key message (its public key with a proof of knowing the
 * secret), proved for this room and for `owner`: the seat's author (and bot
 * number), so nobody can copy another seat's key message as its own.
 */
export function checkKey(room: string, owner: string, b64: unknown, ctx: ProofContext = keyContext(room, owner)): Result<string> {
  const bytes = fromBase64url(b64);
  const msg = bytes.ok ? decodeKeyMessage(bytes.value) : null;
  if (!msg?.ok || !verifyKey(msg.value.y, msg.value.proof, ctx)) {
    return fail('bad-key', 'A seat\u2019s card key comes without a valid proof.');
  }
  return ok(toBase64url(encodePoint(msg.value.y)));
}

export const keyContext = (room: string, owner: string): ProofContext => ({ game: room, entry: `key/${owner}`, seat: 0, index: 0 });

/** The table at the start: every card openly encrypted in handle order; the opening shuffle hides them. */
export function startTable(
  room: string,
  gameId: string,
  keys: readonly string[],
  cardCount: number,
  batched: boolean,
  shuffles: ShuffleSystem = 'tw',
  cache?: ProofCache,
): PokerState {
  const memoKey = `${room}/${gameId}/${cardCount}/${keys.join()}/${batched}/${shuffles}`;
  let t = starts.get(memoKey);
  if (!t) {
    t = makeStartTable(room, gameId, keys, cardCount, batched, shuffles, cache);
    starts.set(memoKey, t);
  } else if (cache) {
    // This page made the table before, for another cache: this one still gets the card points to keep.
    cardTable(deckLabel(room, gameId), cardCount, (key, run) => cache.memo(key, run));
  }
  return t;
}

const starts = new Map<string, PokerState>();

function makeStartTable(
  room: string,
  gameId: string,
  keys: readonly string[],
  cardCount: number,
  batched: boolean,
  shuffles: ShuffleSystem,
  cache: ProofCache | undefined,
): PokerState {
  const deck = deckLabel(room, gameId);
  // The card points' encodings are a check's result like any other: a device that opened this room before kept them.
  const table = cardTable(deck, cardCount, cache && ((key, run) => cache.memo(key, run)));
  const K = jointKey(keys.map((k) => point(k)!));
  return {
    deck,
    keys,
    joint: toBase64url(encodePoint(K)),
    cts: table.encodings.map(openCardB64),
    held: table.encodings.map(() => keys.map(() => null)),
    face: table.encodings.map(() => null),
    shares: {},
    passes: [],
    batched,
    shuffles,
  };
}

// --- what is owed ----------------------------------------------------------------------------

/** Who must post what before the game can go on, or before a seat can see what it may see. */
export function obligations(ps: PokerState, viewers: ReadonlyMap<Handle, readonly Seat[]>, pending: Pending | null): Obligation[] {
  const out: Obligation[] = [];
  if (pending?.kind === 'shuffle') out.push({ kind: 'pass', seat: ps.passes.length, handles: pending.handles });
  for (const [h, seats] of viewers) {
    if (ps.face[h] !== null) continue;
    const row = ps.held[h]!;
    // Most cards are held by every seat that may see them: nothing owed, and nothing allocated to say so.
    if (seats.every((s) => row[s])) continue;
    const holder = row.findIndex((x) => x !== null);
    const lacking = seats.filter((s) => !row[s]);
    if (holder >= 0) {
      for (const s of lacking) out.push({ kind: 'reenc', seat: holder, handle: h, to: s });
      continue;
    }
    if (!lacking.length) continue;
    // Shares open a joint ciphertext to ONE seat: a share x_i·C1 is the same whoever it is
    // for, so shares for two seats would publish every seat's share and the card with them.
    // Once an opening has begun it is finished for that seat, even if it no longer looks;
    // every other viewer then gets the card re-encrypted by it.
    const target = openingFor(ps, h) ?? lacking[0]!;
    const got = ps.shares[`${h}/${target}`] ?? [];
    ps.keys.forEach((_, giver) => {
      if (giver !== target && !got[giver]) out.push({ kind: 'share', seat: giver, handle: h, for: target });
    });
  }
  return ps.batched ? batchShares(out) : out;
}

/** The seat a share-opening of this card has begun for, if any. */
function openingFor(ps: PokerState, h: Handle): Seat | null {
  const prefix = `${h}/`;
  for (const k of Object.keys(ps.shares)) if (k.startsWith(prefix)) return Number(k.slice(prefix.length));
  return null;
}

// --- attachments -----------------------------------------------------------------------------

export interface Attached {
  readonly id: string;
  readonly seat: Seat;
  readonly body: { readonly [k: string]: unknown };
}

export interface Applied {
  readonly ps: PokerState;
  /** True when the last pass of a shuffle went in: the game's shuffle pending is resolved. */
  readonly shuffled: boolean;
  readonly used: boolean;
  readonly error: RuleError | null;
  /** A pass whose proof is being checked elsewhere (a worker): neither used nor refused yet. */
  readonly checking?: boolean;
}

const BAD = (message: string): RuleError => ({ code: 'bad-proof', message });

/**
 * Applies one attachment if it fulfils an open obligation. Returns used=false
 * for one that is not (yet) wanted, and an error for one whose proof fails.
 */
export function applyAttachment(ps: PokerState, a: Attached, room: string, node: string, obligations: readonly Obligation[], cache: ProofCache): Applied {
  const b = a.body;
  const none: Applied = { ps, shuffled: false, used: false, error: null };
  if (b.t === 'pass') {
    const ob = obligations.find((o) => o.kind === 'pass');
    if (ob?.kind !== 'pass' || ob.seat !== a.seat) return none;
    const input = passInput(ps, ob.handles);
    const ctx: ProofContext = { game: room, entry: node, seat: a.seat, index: ps.passes.length };
    const job: PassJob = { ctx, joint: ps.joint, input, deck: b.deck as Json, proof: b.proof as Json, ...systemOf(ps) };
    const outCts = cache.pass(passKey(job, a.id, inputName(cache, input)), job);
    if (outCts === undefined) return { ...none, checking: true }; // being checked in a worker: the pass counts once it is
    if (!outCts) return { ...none, error: BAD('A shuffle pass fails its proof of shuffle.') };
    if (ps.passes.length + 1 < ps.keys.length) return { ps: { ...ps, passes: [...ps.passes, outCts] }, shuffled: false, used: true, error: null };
    // The last pass: the new order stands; nobody holds or knows any of these cards now.
    const cts = ps.cts.slice();
    const held = ps.held.slice();
    const face = ps.face.slice();
    const shares = { ...ps.shares };
    ob.handles.forEach((h, i) => {
      cts[h] = outCts[i]!;
      held[h] = ps.keys.map(() => null);
      face[h] = null;
      for (const k of Object.keys(shares)) if (k.startsWith(`${h}/`)) delete shares[k];
    });
    return { ps: { ...ps, cts, held, face, shares, passes: [] }, shuffled: true, used: true, error: null };
  }
  if (b.t === 'shares') return applyShares(ps, a, room, node, obligations, cache);
  const h = b.handle;
  if (typeof h !== 'number' || !Number.isInteger(h) || h < 0 || h >= ps.cts.length) return none;
  if (b.t === 'share') return applyShare(ps, a, room, node, obligations, cache);
  if (b.t === 'reenc') {
    const ob = obligations.find((o) => o.kind === 'reenc' && o.seat === a.seat && o.handle === h && o.to === b.to);
    if (ob?.kind !== 'reenc') return none;
    const from = ps.held[h]![a.seat]!;
    const out = cache.memo(inputKey('reenc', room, node, a.seat, h, ps.keys[a.seat], ps.keys[ob.to], from, b.re), (): string | null => {
      const bytes = fromBase64url(b.re);
      const re = bytes.ok ? decodeReencryption(bytes.value) : null;
      const ctx: ProofContext = { game: room, entry: node, seat: a.seat, index: h };
      if (!bytes.ok || !re?.ok) return null;
      const valid = verifyReencryption('transfer', point(ps.keys[a.seat]!)!, ct(from)!, point(ps.keys[ob.to]!)!, re.value, ctx);
      if (!valid) return null;
      const s = toBase64url(bytes.value.subarray(0, 64));
      remember(ctMemo, s, re.value.ct); // the receiver's held card, opened or passed on later
      return s;
    });
    if (!out) return { ...none, error: BAD('A card handed to another seat fails its same-card proof.') };
    return { ps: withHeld(ps, h, ob.to, out), shuffled: false, used: true, error: null };
  }
  return none;
}

/** The deck a pass shuffles: the previous pass's output, or the cards themselves for the first. */
export function passInput(ps: PokerState, handles: readonly Handle[]): readonly string[] {
  return ps.passes.length ? ps.passes[ps.passes.length - 1]! : handles.map((h) => ps.cts[h]!);
}

// --- moves: reveals and reorders -------------------------------------------------------------

/**
 * Checks the cards a move claims. A card already face up needs nothing; any
 * other must come with its holder's reveal share: `reveals[i]` for claims[i].
 * `bound` is a hash that binds the room, `parent` and `reveals` (the move's entry id, or a sealed move's
 * seal): a check's key names it instead of hashing those again (a reopened room hashes every key).
 */
export function checkReveals(
  ps: PokerState,
  room: string,
  parent: string,
  seat: Seat,
  claims: readonly Claim[],
  reveals: unknown,
  cards: readonly string[],
  cache: ProofCache,
  bound: string,
): Result<PokerState> {
  const list = Array.isArray(reveals) ? reveals : [];
  const table = cardTable(ps.deck, cards.length);
  let face = ps.face;
  for (let i = 0; i < claims.length; i++) {
    const { handle: h, card } = claims[i]!;
    if (h < 0 || h >= ps.cts.length || !Number.isInteger(h)) return fail('false-claim', 'The move names a card that does not exist.');
    if (face[h] !== null) {
      if (face[h] !== card) return fail('false-claim', 'The move claims a card that is not there.');
      continue;
    }
    const held = ps.held[h]![seat];
    if (!held) return fail('not-held', 'The move reveals a card its seat cannot open.');
    const heldCt = held;
    const index = cache.memo(plainKey('reveal', bound, i, seat, h, ps.keys[seat]!, heldCt, ps.deck, cards.length), (): number | null => {
      const bytes = fromBase64url(list[i]);
      const sh = bytes.ok ? decodeShare(bytes.value) : null;
      const ctx: ProofContext = { game: room, entry: parent, seat, index: h };
      if (!sh?.ok || !verifyShare('reveal', point(ps.keys[seat]!)!, ct(heldCt)!, sh.value, ctx)) return null;
      const opened = openRevealed(ct(heldCt)!, sh.value.share, table);
      return opened.ok ? opened.value : null;
    });
    if (index === null) return fail('bad-proof', 'A revealed card fails its proof.');
    if (cards[index] !== card) return fail('false-claim', 'The move claims a card that is not there.');
    if (face === ps.face) face = face.slice();
    (face as (string | null)[])[h] = card;
  }
  return ok(face === ps.face ? ps : { ...ps, face });
}

/** The Council Member's private reorder: a proof that the new ciphertexts are the same cards. */
export function checkReorder(
  ps: PokerState,
  room: string,
  parent: string,
  seat: Seat,
  handles: readonly Handle[],
  body: unknown,
  cache: ProofCache,
): Result<PokerState> {
  const b = body as { deck?: unknown; proof?: unknown } | null;
  const input = handles.map((h) => ps.cts[h]!);
  const outCts = cache.memo(inputKey('reorder', room, parent, seat, ps.joint, input.join(), b?.deck, b?.proof), (): string[] | null => {
    const outBytes = fromBase64url(b?.deck);
    const out = outBytes.ok ? decodeDeck(outBytes.value, handles.length) : null;
    const proof = fromBase64url(b?.proof);
    if (!out?.ok || !proof.ok) return null;
    const ctx: ProofContext = { game: room, entry: parent, seat, index: 0 };
    if (!verifyReorder(ctx, point(ps.joint)!, deckFrom(input), out.value, proof.value).ok) return null;
    const strings = deckStrings(out.value.bytes);
    strings.forEach((s, i) => remember(ctMemo, s, out.value.cts[i]!));
    return strings;
  });
  if (!outCts) return fail('bad-proof', 'The reordered cards fail their proof.');
  const cts = ps.cts.slice();
  const held = ps.held.slice();
  const shares = { ...ps.shares };
  handles.forEach((h, i) => {
    cts[h] = outCts[i]!;
    held[h] = ps.keys.map(() => null);
    for (const k of Object.keys(shares)) if (k.startsWith(`${h}/`)) delete shares[k];
  });
  return ok({ ...ps, cts, held, shares });
}

export const decodeCt = ct;
export const decodePt = point;
