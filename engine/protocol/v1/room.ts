/**
 * FROZEN: protocol version 1, kept only to read rooms and records made before
 * version 2 (read-only, `npm run verify`). Nothing here runs in a room of this
 * version; do not change it (docs/protocol.md, "Versions").
 */
/**
 * The room machine: how chain entries and attachments change a room, from the
 * lobby to the end of the game. `buildHistory` drives it; every peer runs the
 * same machine over the same entries and so reaches the same state.
 *
 * Chain entries
 *   genesis {game, config, seats}        opens the room (its author is the host)
 *   join    {seat, name, chain}          claims a free seat, committing to a beacon chain
 *   bot     {seat, name, chain}          the author hosts a bot in a free seat, holding its secrets
 *   leave   {seat}                       frees a seat (lobby only)
 *   start   {}                           any seated author starts once every seat is taken
 *   move    {seat, action}               a game action by the seat's controller
 * Attachments
 *   link    {seat, round, idx, v}        a seat's next beacon link for round `round` after the parent
 *   pass    {seat, round, i, deck, proof}     a shuffle pass (poker games; table.ts)
 *   share   {seat, handle, for, of, share}    a decryption share opening a card to a seat
 *   reenc   {seat, handle, to, re}            a held card re-encrypted to another seat
 *   audit   {seat, secret}                    after the end: the seat's secret, published
 *   forfeit {seat, against}                   a seat's vote that `against` forfeits: the game
 *                                             ends once every other seat voted while the game
 *                                             waited for `against` (the UI offers it after a
 *                                             visible timeout; the log has no clock)
 *
 * The audit (docs/protocol.md §7): once the game is over every seat publishes its
 * 32-byte secret. Every peer checks that it gives the seat's committed beacon
 * chain and card key; `npm run verify` also opens every shuffle with all the
 * secrets and checks each pass kept the same cards. Every proof was already
 * checked as the game went, so the audit is the backstop, not the guard.
 *
 * Randomness (docs/protocol.md §5): whenever the game waits for a random number or a
 * shuffle, every seat owes one link naming the chain entry play stopped at. With
 * all links in, the round value decides the number, or (in an open game, where
 * every card is face up) the new order of the shuffled cards. Games with a
 * face-down common deck ('poker' games) shuffle, draw and reveal through the
 * mental-poker table (table.ts): a join then carries the seat's card key, a move
 * that reveals cards carries their reveal shares, a private reorder its proof.
 */
import type { AnyGame, Knowledge, Resolution, Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { fromB64, toB64, utf8 } from '../bytes.js';
import { beaconValue, chainStep, Draws, makeChain } from '../beacon.js';
import { equalBytes } from '../bytes.js';
import { seatKeyOf } from '../hands.js';
import { encodePoint as encodePt } from '../poker/index.js';
import type { Entry, EntryId } from './entry.js';
import type { Machine, Rejection } from './history.js';
import type { PublicKey } from '../sign.js';
import {
  applyAttachment, checkKey, checkReorder, checkReveals, obligations, precheckPasses, startTable, ProofCache, type Attached, type PokerState,
} from '../table.js';

export const MAX_NAME = 24;

export interface SeatInfo {
  readonly author: PublicKey;
  readonly name: string;
  readonly bot: boolean;
  /** The last beacon link the log accepted from this seat, and its index (0: the committed end). */
  readonly link: string;
  readonly linkIdx: number;
  /** Poker games: the seat's public card key. */
  readonly key: string | null;
  /** The chain end the seat committed to when it joined (`link` moves on as links are revealed), and the chain's length. */
  readonly commitment: string;
  readonly chainLength: number;
}

export interface RoomState<G = unknown> {
  readonly room: string;
  readonly genesis: EntryId;
  readonly host: PublicKey;
  readonly gameId: string;
  readonly config: unknown;
  readonly seats: readonly (SeatInfo | null)[];
  readonly phase: 'lobby' | 'play';
  readonly game: G | null;
  /** Open games: the identity of every card handle (everyone knows them). */
  readonly cards: readonly string[];
  /** Poker games: the face-down table. */
  readonly poker: PokerState | null;
  /** Beacon rounds already resolved after the current chain entry. */
  readonly round: number;
  /** The moves of the canonical game so far, for export and replay. */
  readonly moves: number;
  /** After the end: each seat's published secret (base64url), once it checked out. */
  readonly audit: readonly (string | null)[];
  /** A seat every other seat voted out while the game waited for it: the game is over. */
  readonly forfeited: Seat | null;
}

export interface RoomOptions {
  readonly room: string;
  /** The games this client can run, by id (loaded before the machine is built). */
  readonly games: ReadonlyMap<string, AnyGame>;
  /** Where proof results are kept (and shuffle checks queued for a worker). */
  readonly cache?: ProofCache;
}

const isSeatIndex = (x: unknown, n: number): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < n;
const cleanName = (x: unknown): string | null =>
  typeof x === 'string' && x.trim().length > 0 && x.length <= MAX_NAME && !/[\u0000-\u001f]/.test(x) ? x.trim() : null;

export function roomMachine(opts: RoomOptions): Machine<RoomState> {
  const gameOf = (s: RoomState): AnyGame => opts.games.get(s.gameId)!;
  const cache = opts.cache ?? new ProofCache();

  const genesis = (entry: Entry, id: EntryId): Result<RoomState> => {
    const b = entry.body;
    if (entry.room !== opts.room) return fail('wrong-room', 'An entry belongs to another room.');
    if (b.t !== 'genesis') return fail('not-genesis', 'The first entry must open the room.');
    const game = typeof b.game === 'string' ? opts.games.get(b.game) : undefined;
    if (!game) return fail('unknown-game', 'The room is for a game this version does not know.');
    if (!Number.isInteger(b.seats) || (b.seats as number) < game.minSeats || (b.seats as number) > game.maxSeats) {
      return fail('bad-seats', `${game.name} is for ${game.minSeats}–${game.maxSeats} players.`);
    }
    const config = game.parseConfig(b.config, b.seats as number);
    if (!config.ok) return config;
    return ok({
      room: opts.room,
      genesis: id,
      host: entry.author,
      gameId: game.id,
      config: config.value,
      seats: new Array<SeatInfo | null>(b.seats as number).fill(null),
      phase: 'lobby',
      game: null,
      cards: [],
      poker: null,
      round: 0,
      moves: 0,
      audit: new Array<string | null>(b.seats as number).fill(null),
      forfeited: null,
    });
  };

  const lobbyStep = (s: RoomState, entry: Entry, id: EntryId): Result<RoomState> => {
    const b = entry.body;
    if (b.t === 'join' || b.t === 'bot') {
      if (!isSeatIndex(b.seat, s.seats.length)) return fail('bad-seat', 'That seat does not exist.');
      if (s.seats[b.seat]) return fail('seat-taken', 'That seat is already taken.');
      const name = cleanName(b.name);
      if (!name) return fail('bad-name', `A name must be 1–${MAX_NAME} printable characters.`);
      if (!fromB64(b.chain, 32)) return fail('malformed', 'A seat must commit to a beacon chain.');
      if (!Number.isInteger(b.n) || (b.n as number) < 1 || (b.n as number) > 1 << 16) return fail('malformed', 'A beacon chain has a bad length.');
      if (b.t === 'join' && s.seats.some((x) => x && !x.bot && x.author === entry.author)) {
        return fail('already-seated', 'You already hold a seat at this table.');
      }
      let key: string | null = null;
      if (gameOf(s).deal === 'poker') {
        const k = cache.memo(`${id}/key`, () => checkKey(s.room, '', b.key, { game: s.room, entry: 'key', seat: b.seat as number, index: 0 }));
        if (!k.ok) return k;
        key = k.value;
      }
      const seats = s.seats.slice();
      seats[b.seat] = { author: entry.author, name, bot: b.t === 'bot', link: b.chain as string, linkIdx: 0, key, commitment: b.chain as string, chainLength: b.n as number };
      return ok({ ...s, seats });
    }
    if (b.t === 'leave') {
      if (!isSeatIndex(b.seat, s.seats.length) || s.seats[b.seat]?.author !== entry.author) {
        return fail('not-your-seat', 'Only whoever holds a seat can free it.');
      }
      const seats = s.seats.slice();
      seats[b.seat] = null;
      return ok({ ...s, seats });
    }
    if (b.t === 'start') {
      if (!s.seats.some((x) => x?.author === entry.author)) return fail('not-seated', 'Only a seated player can start the game.');
      if (s.seats.some((x) => x === null)) return fail('seats-open', 'Every seat must be taken before the game starts.');
      const game = gameOf(s);
      const n = s.seats.length;
      const cards = game.cards(s.config, n);
      const poker = game.deal === 'poker' ? startTable(s.room, game.id, s.seats.map((x) => x!.key!), cards.length, false) : null;
      return ok({ ...s, phase: 'play', game: game.setup(s.config, n), cards: poker ? [] : cards, poker });
    }
    if (b.t === 'move') return fail('not-started', 'The game has not started yet.');
    return fail('unknown-kind', `Unknown entry kind "${String(b.t)}".`);
  };

  const playStep = (s: RoomState, entry: Entry, id: EntryId): Result<RoomState> => {
    const b = entry.body;
    if (b.t !== 'move') return fail('started', 'The game has already started.');
    if (s.forfeited !== null) return fail('game-over', 'The game ended when a player forfeited.');
    if (!isSeatIndex(b.seat, s.seats.length) || s.seats[b.seat]!.author !== entry.author) {
      return fail('wrong-seat', 'This move was signed by someone who does not control that seat.');
    }
    const game = gameOf(s);
    if (!game.pending(s.game)) return fail('game-over', 'The game is over.');
    const action = game.parseAction(b.action);
    if (!action.ok) return action;
    const claims = game.claims(action.value);
    const re = game.rearrangement?.(s.game, action.value) ?? null;
    let poker = s.poker;
    let cards = s.cards;
    if (poker) {
      if (re?.order) return fail('public-order', 'A private order must never be published.');
      const deckNames = game.cards(s.config, s.seats.length);
      const revealed = checkReveals(poker, s.room, entry.parent, b.seat, claims, b.reveal, deckNames, cache, id);
      if (!revealed.ok) return revealed;
      poker = revealed.value;
    } else {
      for (const c of claims) {
        if (s.cards[c.handle] !== c.card) return fail('false-claim', 'The move claims a card that is not there.');
      }
    }
    const next = game.apply(s.game, action.value, b.seat);
    if (!next.ok) return next;
    if (re && poker) {
      const reordered = checkReorder(poker, s.room, entry.parent, b.seat, re.handles, b.reorder, cache);
      if (!reordered.ok) return reordered;
      poker = reordered.value;
    } else if (re?.order) {
      const order = re.order;
      const c = cards.slice();
      re.handles.forEach((h, i) => (c[h] = cards[re.handles[order[i]!]!]!));
      cards = c;
    }
    return ok({ ...s, game: next.value, cards, poker, round: 0, moves: s.moves + 1 });
  };

  type Att = { readonly id: EntryId; readonly entry: Entry };

  /** One beacon round, if every seat's link for it is in: the state after resolving it, or null. */
  const beaconRound = (s: RoomState, id: EntryId, attachments: readonly Att[], used: Set<EntryId>, rejected: Rejection[]): RoomState | null => {
    const game = gameOf(s);
    const p = game.pending(s.game);
    if (!p || p.kind === 'move') return null;
    const links: Uint8Array[] = [];
    const seats = s.seats.slice();
    for (let seat = 0; seat < seats.length; seat++) {
      const info = seats[seat]!;
      let found: Uint8Array | null = null;
      for (const a of attachments) {
        const b = a.entry.body;
        if (b.t !== 'link' || b.seat !== seat || b.round !== s.round || used.has(a.id)) continue;
        used.add(a.id);
        const v = fromB64(b.v, 32);
        const valid =
          a.entry.author === info.author && v !== null && Number.isSafeInteger(b.idx) &&
          checkLink(s.room, linkOwner(info, seat), fromB64(info.link, 32)!, info.linkIdx, v, b.idx as number);
        if (!valid) {
          rejected.push({ id: a.id, entry: a.entry, error: { code: 'bad-link', message: 'A beacon link does not follow from its seat\u2019s chain.' } });
          continue;
        }
        found = v;
        seats[seat] = { ...info, link: toB64(v), linkIdx: b.idx as number };
      }
      if (found) links.push(found);
    }
    if (links.length < seats.length) return null;
    const draws = new Draws(beaconValue(s.room, utf8(`${id}/${s.round}`), links), p.kind);
    if (p.kind === 'random') return { ...s, game: resolved(game, s.game, { kind: 'random', value: draws.int(p.bound) }), seats, round: s.round + 1 };
    // An open game's shuffle: a public permutation from the beacon.
    const ids = p.handles.map((h) => s.cards[h]!);
    for (let i = ids.length - 1; i > 0; i--) {
      const j = draws.int(i + 1);
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    const cards = s.cards.slice();
    p.handles.forEach((h, i) => (cards[h] = ids[i]!));
    return { ...s, game: resolved(game, s.game, { kind: 'shuffle' }), seats, cards, round: s.round + 1 };
  };

  /** One poker attachment that fulfils an obligation: the state after it, or null if none does yet. */
  const pokerStep = (s: RoomState, id: EntryId, attachments: readonly Att[], used: Set<EntryId>, rejected: Rejection[]): RoomState | null => {
    const game = gameOf(s);
    const p = game.pending(s.game);
    const obs = obligations(s.poker!, game.viewers(s.game), p);
    if (!obs.length) return null;
    const passOb = obs.find((o) => o.kind === 'pass');
    if (passOb?.kind === 'pass' && s.poker!.passes.length === 0) {
      // A whole shuffle's passes are usually here at once: check them as one batch.
      const chain: Attached[] = [];
      for (let i = 0; i < s.seats.length; i++) {
        const a = attachments.find(({ id, entry: { author, body: b } }) =>
          !used.has(id) && b.t === 'pass' && b.round === s.round && b.seat === i && b.i === i && s.seats[i]!.author === author);
        if (!a) break;
        chain.push({ id: a.id, seat: i, body: a.entry.body });
      }
      precheckPasses(s.poker!, chain, s.room, id, passOb.handles, cache);
    }
    for (const a of attachments) {
      const b = a.entry.body;
      if (used.has(a.id) || (b.t !== 'pass' && b.t !== 'share' && b.t !== 'reenc')) continue;
      if (!isSeatIndex(b.seat, s.seats.length) || s.seats[b.seat]!.author !== a.entry.author) {
        used.add(a.id);
        rejected.push({ id: a.id, entry: a.entry, error: { code: 'wrong-seat', message: 'An answer was signed by someone who does not control its seat.' } });
        continue;
      }
      if (b.t === 'pass' && b.round !== s.round) continue;
      const r = applyAttachment(s.poker!, { id: a.id, seat: b.seat, body: b }, s.room, id, obs, cache);
      if (r.error) {
        used.add(a.id);
        rejected.push({ id: a.id, entry: a.entry, error: r.error });
        continue;
      }
      if (!r.used) continue;
      used.add(a.id);
      if (!r.shuffled) return { ...s, poker: r.ps };
      return { ...s, poker: r.ps, game: resolved(game, s.game, { kind: 'shuffle' }), round: s.round + 1 };
    }
    return null;
  };

  const settle: Machine<RoomState>['settle'] = (state, id, attachments) => {
    const rejected: Rejection[] = [];
    if (state.phase !== 'play') {
      for (const a of attachments) rejected.push({ id: a.id, entry: a.entry, error: { code: 'not-started', message: 'No answers are owed before the game starts.' } });
      return { state, rejected, used: 0 };
    }
    const used = new Set<EntryId>();
    let s = state;
    for (;;) {
      const next = beaconRound(s, id, attachments, used, rejected) ?? (s.poker ? pokerStep(s, id, attachments, used, rejected) : null);
      if (!next) break;
      s = next;
    }
    s = forfeitStep(s, attachments, used);
    s = auditStep(s, attachments, used, rejected);
    // Name every answer signed by a device that does not control its seat, even one nobody needed.
    for (const a of attachments) {
      const seat = a.entry.body.seat;
      if (used.has(a.id) || (isSeatIndex(seat, s.seats.length) && s.seats[seat]!.author === a.entry.author)) continue;
      used.add(a.id);
      rejected.push({ id: a.id, entry: a.entry, error: { code: 'wrong-seat', message: 'An answer was signed by someone who does not control its seat.' } });
    }
    const rejectedIds = new Set(rejected.map((r) => r.id));
    return { state: s, rejected, used: [...used].filter((x) => !rejectedIds.has(x)).length };
  };

  /** A seat is out once every other seat voted so while the game waited for it. */
  const forfeitStep = (s: RoomState, attachments: readonly Att[], used: Set<EntryId>): RoomState => {
    if (s.forfeited !== null || gameOf(s).pending(s.game) === null) return s;
    for (const against of awaited(s, gameOf(s), attachments.map((a) => a.entry))) {
      const votes = attachments.filter((a) => {
        const b = a.entry.body;
        return b.t === 'forfeit' && b.against === against && isSeatIndex(b.seat, s.seats.length) && b.seat !== against &&
          s.seats[b.seat]!.author === a.entry.author;
      });
      const voters = new Set(votes.map((a) => a.entry.body.seat));
      if (s.seats.every((_, seat) => seat === against || voters.has(seat))) {
        for (const a of votes) used.add(a.id);
        return { ...s, forfeited: against };
      }
    }
    return s;
  };

  /** Checks the secrets seats publish once the game is over. */
  const auditStep = (s: RoomState, attachments: readonly Att[], used: Set<EntryId>, rejected: Rejection[]): RoomState => {
    if (gameOf(s).pending(s.game) !== null && s.forfeited === null) return s;
    let audit = s.audit;
    for (const a of attachments) {
      const b = a.entry.body;
      if (b.t !== 'audit' || used.has(a.id)) continue;
      used.add(a.id);
      const info = isSeatIndex(b.seat, s.seats.length) ? s.seats[b.seat] : null;
      if (!info || info.author !== a.entry.author) {
        rejected.push({ id: a.id, entry: a.entry, error: { code: 'wrong-seat', message: 'An audit was signed by someone who does not control its seat.' } });
        continue;
      }
      const secret = fromB64(b.secret, 32);
      const valid = secret !== null && cache.memo(`${a.id}/audit`, () => secretOpens(s, b.seat as number, info, secret));
      if (!valid) {
        rejected.push({ id: a.id, entry: a.entry, error: { code: 'audit-failed', message: 'A published secret does not match what its seat committed to: the audit fails.' } });
        continue;
      }
      if (audit === s.audit) audit = audit.slice();
      (audit as (string | null)[])[b.seat as number] = b.secret as string;
    }
    return audit === s.audit ? s : { ...s, audit };
  };

  return {
    isAttachment: (e) => ATTACHMENTS.has(e.body.t),
    slot,
    genesis,
    step: (s, entry, id) =>
      entry.room !== opts.room ? fail('wrong-room', 'An entry belongs to another room.')
      : s.phase === 'lobby' ? lobbyStep(s, entry, id) : playStep(s, entry, id),
    settle,
    ready: (s) => {
      if (s.phase !== 'play') return true;
      const p = gameOf(s).pending(s.game);
      return p === null || p.kind === 'move';
    },
  };
}

const ATTACHMENTS = new Set(['link', 'pass', 'share', 'reenc', 'audit', 'forfeit']);

/** The seats the game waits for now: to move, to link a beacon round, or to shuffle, share or hand over a card. */
export function awaited(s: RoomState, game: AnyGame, answers: readonly Entry[]): Seat[] {
  if (s.phase !== 'play' || s.forfeited !== null) return [];
  const p = game.pending(s.game);
  if (!p) return [];
  if (p.kind === 'move') return [...p.seats];
  const out = new Set<Seat>();
  if (needsLinks(s, game)) {
    const linked = new Set(answers.filter((e) => e.body.t === 'link' && e.body.round === s.round).map((e) => e.body.seat));
    s.seats.forEach((_, i) => linked.has(i) || out.add(i));
  }
  if (s.poker) for (const o of obligations(s.poker, game.viewers(s.game), p)) out.add(o.seat);
  return [...out].sort((a, b) => a - b);
}

/** Whether a published secret gives the seat's committed chain end and card key. */
function secretOpens(s: RoomState, seat: Seat, info: SeatInfo, secret: Uint8Array): boolean {
  const chain = makeChain(s.room, linkOwner(info, seat), secret, info.chainLength);
  if (toB64(chain[0]!) !== info.commitment) return false;
  if (!s.poker) return true;
  return toB64(encodePt(seatKeyOf(secret).y)) === info.key;
}

/** The place an attachment fills: one per author and slot, or it is equivocation. */
function slot(e: Entry): string {
  const b = e.body;
  switch (b.t) {
    case 'link':
      return `link/${String(b.seat)}/${String(b.round)}`;
    case 'pass':
      return `pass/${String(b.round)}/${String(b.i)}`;
    case 'share':
      return `share/${String(b.seat)}/${String(b.handle)}/${String(b.for)}/${String(b.of)}`;
    case 'audit':
      return `audit/${String(b.seat)}`;
    case 'forfeit':
      return `forfeit/${String(b.seat)}/${String(b.against)}`;
    default:
      return `reenc/${String(b.seat)}/${String(b.handle)}/${String(b.to)}`;
  }
}

function resolved(game: AnyGame, state: unknown, r: Resolution): unknown {
  const next = game.resolve(state, r);
  if (!next.ok) throw new Error(`the game refused its own resolution: ${next.error.message}`);
  return next.value;
}

/**
 * The name a seat's chain is bound to: a bot's chain belongs to its seat, so a
 * host with two bots has two chains.
 */
export function linkOwner(info: Pick<SeatInfo, 'author' | 'bot'>, seat: Seat): string {
  return info.bot ? `${info.author}#${seat}` : info.author;
}

/** What every seat may know in an open game: every card. */
export function openKnowledge(s: RoomState): Knowledge {
  return new Map(s.cards.map((c, h) => [h, c]));
}

/** Whether the game waits for a beacon round: a random number, or an open game's shuffle. */
export function needsLinks(s: RoomState, game: AnyGame): boolean {
  if (s.phase !== 'play') return false;
  const p = game.pending(s.game);
  return p?.kind === 'random' || (p?.kind === 'shuffle' && s.poker === null);
}


/** How far a version-1 link could skip ahead of the last one accepted. */
const MAX_SKIP = 64;

/** Version 1: `link` is link `t` of the chain whose link `prevT` is `prev` (hashing it t − prevT times gives prev). */
function checkLink(room: string, author: string, prev: Uint8Array, prevT: number, link: Uint8Array, t: number): boolean {
  const gap = t - prevT;
  if (!Number.isSafeInteger(t) || gap < 1 || gap > MAX_SKIP || link.length !== 32) return false;
  let v = link;
  for (let i = 0; i < gap; i++) v = chainStep(room, author, v);
  return equalBytes(v, prev);
}
