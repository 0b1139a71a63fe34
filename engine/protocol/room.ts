/**
 * The room machine: how chain entries and answers change a room, from the
 * lobby to the end of the game (docs/protocol.md §3–§7). `buildHistory` drives
 * it; every peer runs the same machine over the same entries and so reaches
 * the same state.
 *
 * Chain entries (one writer after each: the host in the lobby, then the seat asked)
 *   genesis {game, config, seats, nonce, links?, authors?, shares?, shuffles?}  opens the room; its author is the host; the room
 *                                         code is made from its id; `links: 'open'`: the seats' beacon links are open links
 *                                         (entry.ts `openLink`); `authors: 'hinted'`: members' entries are stored naming their
 *                                         author and parent by hints (wire.ts), which this app writes only where the genesis
 *                                         says so; `shares: 'batched'`: a seat's decryption shares come in one entry per chain
 *                                         entry and round (table-shares.ts); `shuffles: 'bg'`: shuffle passes carry
 *                                         Bayer–Groth proofs (poker/shuffle-bg.ts), not Terelius–Wikström ones
 *   seat    {request}                     the host seats a person: `request` is that person's signed join request
 *   bot     {bot, name, chain, n, key?}   the host seats a bot it hosts (its secrets stay on the host's device)
 *   unseat  {seat}                        the host frees a lobby seat
 *   start   {}                            the host starts once every seat is taken: a beacon round then deals the seat order
 *   move    {seat, action, reveal?, reorder?}  the move of the one seat asked
 * Every chain entry but the genesis may carry `after`: the answers settled at its
 * parent, and any settled late at an earlier node that nothing named yet, that its
 * writer built on (history.ts `afterFor`); the app always sends it.
 * Answers (each fills one slot at the chain entry it names as parent)
 *   join    {name, chain, n, key?}        at the genesis: anyone's request to be seated (never owed; the host reads them)
 *   leave   {}                            at the genesis: a person withdraws its request
 *   link    {seat, round, v}              the seat's next beacon link, exactly one step down its chain (a room
 *                                         whose genesis says `links: 'open'` takes only open links: {v, bot?}, unsigned)
 *   pass / share / shares / reenc         mental poker (table.ts, table-shares.ts): `share` in rooms from before
 *                                         `shares: 'batched'`, `shares` in those after
 *   seal    {seat, round, c}              several seats asked at once: first each commits to its move…
 *   open    {seat, round, move, salt}     …then opens it; the moves apply together, in seat order
 *   forfeit {seat, round, against}        a person's vote against the seat the head waits for (room-votes.ts)
 *   audit   {seat, secret}                after the natural end: the seat's secret, published
 *
 * A seat is a person's or a bot's; each commits on being seated to a beacon
 * chain (and, in a poker game, to a card key with a proof bound to the room and
 * to its author), all derived from one secret the seating device keeps.
 *
 * Over 300 lines: the room machine's state and its transition functions; the lobby, answers and votes are in room-*.ts.
 */
import type { AnyGame, Knowledge, Outcome, Resolution, Seat } from '../core/game.js';
import { fail, ok, type Result } from '../core/result.js';
import { chainOwner } from './beacon.js';
import type { Json } from './canonical.js';
import type { Entry, EntryId } from './entry.js';
import type { Answer, Machine, Slots } from './history.js';
import type { PublicKey } from './sign.js';
import { checkReorder, checkReveals, ProofCache, type PokerState } from './table.js';
import type { ShuffleSystem } from './poker/index.js';
import { lobbyStep, openRoom } from './room-lobby.js';
import { owedAt, type RoomOwed } from './room-answers.js';
import { awaitedAt, forfeitAt } from './room-votes.js';

export const MAX_NAME = 24;

export interface SeatInfo {
  readonly author: PublicKey;
  readonly name: string;
  /** A bot's number among its host's bots (its chain and key are bound to it); null for a person. */
  readonly bot: number | null;
  /** The last beacon link the log accepted from this seat (at first the committed chain end), and its index. */
  readonly link: string;
  readonly linkIdx: number;
  /** Poker games: the seat's public card key. */
  readonly key: string | null;
  /** The chain end the seat committed to, and the chain's length. */
  readonly commitment: string;
  readonly chainLength: number;
}

/** How a game ended other than by its own rules. */
export type RoomEnd =
  /** Every other person voted `seat` out while the head waited for it. Provisional: its valid answer there beats the votes. */
  | { readonly kind: 'forfeit'; readonly seat: Seat; readonly afterEnd: boolean }
  /**
   * Its author signed two valid entries for one position (`entries`), or more than any game needs: proof of
   * cheating. `afterEnd`: the game had reached its own end (the cheat is in the audit), so its order stands for the others.
   */
  | { readonly kind: 'cheat'; readonly seat: Seat | null; readonly author: string; readonly entries: readonly [EntryId, EntryId]; readonly afterEnd: boolean };

export interface RoomState<G = unknown> {
  readonly room: string;
  readonly genesis: EntryId;
  readonly host: PublicKey;
  /** Whether the seats' beacon links are open links (unsigned, entry.ts `openLink`) rather than signed answers. */
  readonly openLinks: boolean;
  /** Whether each seat gives its decryption shares of a chain entry and round in one entry (table-shares.ts). */
  readonly batchedShares: boolean;
  /** Which proof its shuffle passes carry: Bayer–Groth in rooms whose genesis says `shuffles: 'bg'` (poker/shuffle-bg.ts). */
  readonly shuffles: ShuffleSystem;
  readonly gameId: string;
  readonly config: unknown;
  /** Lobby: seats in the order the host filled them; from the seating round on, in the order the beacon dealt. */
  readonly seats: readonly (SeatInfo | null)[];
  readonly phase: 'lobby' | 'seating' | 'play';
  readonly game: G | null;
  /** Open games: the identity of every card handle (everyone knows them). */
  readonly cards: readonly string[];
  /** Poker games: the face-down table. */
  readonly poker: PokerState | null;
  /** Rounds already resolved after the current chain entry (beacon rounds, shuffles, sealed moves). */
  readonly round: number;
  /** The beacon round under way: each seat's link, once in. */
  readonly links: readonly (string | null)[];
  /** Several seats asked at once: each one's commitment, then its opened move. */
  readonly sealed: readonly (string | null)[];
  readonly opened: readonly (Json | null)[];
  /** Moves applied so far (chain moves and opened ones). */
  readonly moves: number;
  /** After the natural end: each seat's published secret, once it checked out. */
  readonly audit: readonly (string | null)[];
  readonly end: RoomEnd | null;
}

export interface RoomOptions {
  /** The room id every entry but the genesis carries (derived from the code). */
  readonly room: string;
  /** The room code: it names the one genesis of this room (room-code.ts). */
  readonly code: string;
  /** The games this client can run, by id. */
  readonly games: ReadonlyMap<string, AnyGame>;
  /** Where proof results are kept (and shuffle checks queued for a worker). */
  readonly cache?: ProofCache;
}

/** What the machine's parts share. */
export interface RoomContext {
  readonly room: string;
  readonly code: string;
  readonly games: ReadonlyMap<string, AnyGame>;
  readonly cache: ProofCache;
  game(s: RoomState): AnyGame;
}

export interface RoomMachine extends Machine<RoomState> {
  owed(s: RoomState, node: EntryId, answers: Slots): readonly RoomOwed[];
  /** The seats the head waits for: its writer, and every seat owing an answer there. */
  awaited(s: RoomState, node: EntryId, answers: Slots): Seat[];
}

export function roomMachine(opts: RoomOptions): RoomMachine {
  const ctx: RoomContext = {
    room: opts.room,
    code: opts.code,
    games: opts.games,
    cache: opts.cache ?? new ProofCache(),
    game: (s) => opts.games.get(s.gameId)!,
  };
  return {
    slot: slotOf,
    genesis: (entry, id) => openRoom(ctx, entry, id),
    writer: (s) => writerOf(ctx, s),
    step(s, entry, id) {
      if (!wellFormed(entry.body)) return fail(MALFORMED.code, MALFORMED.message);
      if (s.phase === 'lobby') return lobbyStep(ctx, s, entry);
      if (entry.body.t !== 'move') return fail('started', 'The game has already started.');
      const r = applyMove(ctx, s, entry.body, entry.parent, id);
      return r.ok ? ok({ ...r.value, round: 0 }) : r;
    },
    owed: (s, node, answers) => owedAt(ctx, s, node, answers),
    stuck: (s, node, answers) => forfeitAt(ctx, s, node, answers),
    convict: (s, c) => ({
      ...s,
      end: { kind: 'cheat', seat: c.seat, author: c.author, entries: [c.entries[0].id, c.entries[1].id], afterEnd: naturalEnd(s, ctx.game(s)) },
    }),
    final: (s) => !s.end && naturalEnd(s, ctx.game(s)) && s.audit.every((x) => x !== null),
    culprit(s, author) {
      const seat = s.seats.findIndex((x) => x?.author === author);
      if (seat >= 0) return { seat };
      return author === s.host ? { seat: null } : undefined;
    },
    awaited: (s, node, answers) => awaitedAt(ctx, s, node, answers),
  };
}

/** Who may write the chain entry after `s`: the host in the lobby, then the one seat asked to move. */
export function writerOf(ctx: RoomContext, s: RoomState): { author: PublicKey; seat: Seat | null } | null {
  if (s.end) return null;
  if (s.phase === 'lobby') return { author: s.host, seat: null };
  if (s.phase !== 'play') return null;
  const p = ctx.game(s).pending(s.game);
  if (p?.kind !== 'move' || p.seats.length !== 1) return null;
  const seat = p.seats[0]!;
  return { author: s.seats[seat]!.author, seat };
}

const CHAIN = new Set(['genesis', 'seat', 'bot', 'unseat', 'start', 'move']);

/** The position an answer fills at its parent (docs/protocol.md §3); null for a chain entry. */
export function slotOf(e: Entry): string | null {
  const b = e.body;
  if (CHAIN.has(b.t)) return null;
  const f = (k: string) => String(b[k]);
  switch (b.t) {
    case 'join':
    case 'leave':
      return `${b.t}/${e.author}`;
    case 'link':
      return e.sig === '' ? OPEN_LINK : `link/${f('seat')}/${f('round')}`;
    case 'pass':
    case 'seal':
    case 'open':
      return `${b.t}/${f('seat')}/${f('round')}`;
    case 'share':
      return `share/${f('seat')}/${f('round')}/${f('handle')}/${f('for')}`;
    case 'shares':
      return `shares/${f('seat')}/${f('round')}`;
    case 'reenc':
      return `reenc/${f('seat')}/${f('round')}/${f('handle')}/${f('to')}`;
    case 'forfeit':
      return `forfeit/${f('seat')}/${f('round')}/${f('against')}`;
    case 'audit':
      return `audit/${f('seat')}`;
    default:
      return `other/${b.t.slice(0, 16)}`;
  }
}

/** The slot of every open link, filed under the link before it (entry.ts `openLink`). */
export const OPEN_LINK = 'open-link';

export const isSeatIndex = (x: unknown, n: number): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < n;

/** The fields each kind of entry has (required, then optional): anything else is malformed. */
const FIELDS: Readonly<Record<string, readonly [readonly string[], readonly string[]]>> = {
  genesis: [
    ['game', 'config', 'seats', 'nonce'],
    ['links', 'authors', 'shares', 'shuffles'],
  ],
  seat: [['request'], ['after']],
  bot: [
    ['bot', 'name', 'chain', 'n'],
    ['key', 'after'],
  ],
  unseat: [['seat'], ['after']],
  start: [[], ['after']],
  move: [
    ['seat', 'action'],
    ['reveal', 'reorder', 'after'],
  ],
  join: [['name', 'chain', 'n'], ['key']],
  leave: [[], []],
  link: [['seat', 'round', 'v'], []],
  pass: [['seat', 'round', 'deck', 'proof'], []],
  share: [['seat', 'round', 'handle', 'for', 'of', 'share'], []],
  shares: [['seat', 'round', 'handles', 'viewers', 'of', 'shares'], []],
  reenc: [['seat', 'round', 'handle', 'to', 're'], []],
  seal: [['seat', 'round', 'c'], []],
  open: [['seat', 'round', 'move', 'salt'], []],
  forfeit: [['seat', 'round', 'against'], []],
  audit: [['seat', 'secret'], []],
};

const count = (x: unknown) => Number.isSafeInteger(x) && (x as number) >= 0;

/** Whether a body has exactly its kind's fields, with whole numbers where seats and rounds go. */
export function wellFormed(b: Entry['body']): boolean {
  const f = FIELDS[b.t];
  if (!f) return false;
  const [required, optional] = f;
  for (const k of Object.keys(b)) if (k !== 't' && !required.includes(k) && !optional.includes(k)) return false;
  if (!required.every((k) => k in b)) return false;
  return ['seat', 'round', 'handle', 'for', 'to', 'against'].every((k) => !(k in b) || count(b[k]));
}

export const MALFORMED = { code: 'malformed', message: 'An entry does not have the fields its kind must have.' } as const;

/**
 * A move of `body.seat` (a chain move, or an opened sealed one) applied at chain
 * entry `node`: its claims checked (reveal shares in a poker game), its private
 * reorder proved, then the game's own rules.
 */
export function applyMove(ctx: RoomContext, s: RoomState, body: { readonly [k: string]: Json }, node: string, bound: string): Result<RoomState> {
  if (s.end) return fail('game-over', 'The game is over.');
  if (!isSeatIndex(body.seat, s.seats.length)) return fail('bad-seat', 'That seat does not exist.');
  const seat = body.seat;
  const game = ctx.game(s);
  if (!game.pending(s.game)) return fail('game-over', 'The game is over.');
  const action = game.parseAction(body.action);
  if (!action.ok) return action;
  const claims = game.claims(action.value);
  const re = game.rearrangement?.(s.game, action.value) ?? null;
  let poker = s.poker;
  let cards = s.cards;
  if (poker) {
    if (re?.order) return fail('public-order', 'A private order must never be published.');
    const deckNames = game.cards(s.config, s.seats.length);
    const revealed = checkReveals(poker, s.room, node, seat, claims, body.reveal, deckNames, ctx.cache, bound);
    if (!revealed.ok) return revealed;
    poker = revealed.value;
  } else {
    for (const c of claims) {
      if (s.cards[c.handle] !== c.card) return fail('false-claim', 'The move claims a card that is not there.');
    }
  }
  const next = game.apply(s.game, action.value, seat);
  if (!next.ok) return next;
  if (re && poker) {
    const reordered = checkReorder(poker, s.room, node, seat, re.handles, body.reorder, ctx.cache);
    if (!reordered.ok) return reordered;
    poker = reordered.value;
  } else if (re?.order) {
    const order = re.order;
    const c = cards.slice();
    re.handles.forEach((h, i) => (c[h] = cards[re.handles[order[i]!]!]!));
    cards = c;
  }
  return ok({ ...s, game: next.value, cards, poker, moves: s.moves + 1 });
}

export function resolved(game: AnyGame, state: unknown, r: Resolution): unknown {
  const next = game.resolve(state, r);
  if (!next.ok) throw new Error(`the game refused its own resolution: ${next.error.message}`);
  return next.value;
}

/** The name a seat's beacon chain and card key are bound to: its author, and for a bot its number. */
export function linkOwner(info: Pick<SeatInfo, 'author' | 'bot'>): string {
  return chainOwner(info.author, info.bot);
}

/** What every seat may know in an open game: every card. */
export function openKnowledge(s: RoomState): Knowledge {
  return new Map(s.cards.map((c, h) => [h, c]));
}

/** Whether the game waits for a beacon round: a random number, or an open game's shuffle. */
export function needsLinks(s: RoomState, game: AnyGame): boolean {
  if (s.phase === 'seating') return true;
  if (s.phase !== 'play' || s.end) return false;
  const p = game.pending(s.game);
  return p?.kind === 'random' || (p?.kind === 'shuffle' && s.poker === null);
}

/** Whether the game reached its own end (not a forfeit, not a conviction). */
export function naturalEnd(s: RoomState, game: AnyGame): boolean {
  return s.phase === 'play' && s.game !== null && game.pending(s.game) === null;
}

/**
 * The result, with a forfeit or a conviction: the seat that forfeited or
 * cheated comes last and does not win. After a natural end (a seat that
 * withholds its audit, or cheats in it) the game's own order stands for
 * everyone else, so a loser cannot hand a share of the win to anyone.
 */
export function roomOutcome(s: RoomState, game: AnyGame): Outcome | null {
  const natural = s.game !== null ? game.outcome(s.game) : null;
  const e = s.end;
  if (!e) return natural;
  const out = e.seat;
  if (out === null) return null;
  // Before the game's own end, a result the game has already settled (game.ts `settled`) stands likewise.
  const settled = e.afterEnd ? natural : s.game !== null ? (game.settled?.(s.game) ?? null) : null;
  if (settled) {
    const ranking = [...settled.ranking.filter((x) => x !== out), out];
    const winners = settled.winners.filter((x) => x !== out);
    return { ...settled, ranking, winners: winners.length ? winners : [ranking[0]!] };
  }
  const others = s.seats.map((_, i) => i).filter((i) => i !== out);
  return { scores: s.seats.map(() => 0), winners: others, ranking: [...others, out], tiebreak: '' };
}

export type { Answer };
