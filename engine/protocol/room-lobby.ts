/**
 * The lobby belongs to the host (docs/protocol.md §4). Anyone holding the room
 * code may answer the genesis with a join request (or withdraw it); only the
 * host writes the lobby's chain: it seats people by embedding their signed
 * requests, seats the bots it hosts, frees seats, and starts. The start opens a
 * beacon round in which every seat links; its value deals the seat order, so
 * neither the host nor an early joiner chooses who sits where.
 *
 * Every seat commits, when seated, to a beacon chain and (poker games) to a
 * card key proved for this room and for its own author, so a key message cannot
 * be copied to another seat.
 */
import { fail, ok, type Result } from '../core/result.js';
import { fromB64 } from './bytes.js';
import { MAX_BOTS, parseEntry, type Entry, type EntryId } from './entry.js';
import { roomCodeOf } from './room-code.js';
import { isPublicKey, type PublicKey } from './sign.js';
import { checkKey } from './table.js';
import { inputKey } from './table-memo.js';
import { isSeatIndex, linkOwner, MAX_NAME, wellFormed, type RoomContext, type RoomState, type SeatInfo } from './room.js';

/** The longest beacon chain a seat may commit to (one link per round it takes part in). */
export const MAX_CHAIN = 1 << 16;

const cleanName = (x: unknown): string | null =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a name with control characters is refused.
  typeof x === 'string' && x.trim().length > 0 && x.length <= MAX_NAME && !/[\u0000-\u001f\u007f]/.test(x) ? x.trim() : null;

/** The state the room's genesis opens, if it is the genesis the room code names. */
export function openRoom(ctx: RoomContext, entry: Entry, id: EntryId): Result<RoomState> {
  const b = entry.body;
  if (roomCodeOf(id) !== ctx.code) return fail('not-this-room', 'An opening entry that the room code does not name was ignored.');
  if (b.t !== 'genesis' || !wellFormed(b)) return fail('not-genesis', 'The first entry must open the room.');
  if (!fromB64(b.nonce, 16)) return fail('malformed', 'A room must open with a random nonce.');
  if ('links' in b && b.links !== 'open') return fail('malformed', 'A room\u2019s beacon links are open or signed.');
  if ('authors' in b && b.authors !== 'hinted') return fail('malformed', 'A room names its members by a hint or by their keys.');
  if ('shares' in b && b.shares !== 'batched') return fail('malformed', 'A room takes decryption shares one by one or batched.');
  if ('shuffles' in b && b.shuffles !== 'bg') return fail('malformed', 'A room\u2019s shuffles carry one of two proofs.');
  const game = typeof b.game === 'string' ? ctx.games.get(b.game) : undefined;
  if (!game) return fail('unknown-game', 'The room is for a game this version does not know.');
  if (!Number.isInteger(b.seats) || (b.seats as number) < game.minSeats || (b.seats as number) > game.maxSeats) {
    return fail('bad-seats', `${game.name} is for ${game.minSeats}–${game.maxSeats} players.`);
  }
  const n = b.seats as number;
  const config = game.parseConfig(b.config, n);
  if (!config.ok) return config;
  return ok({
    room: ctx.room,
    genesis: id,
    host: entry.author,
    openLinks: b.links === 'open',
    batchedShares: b.shares === 'batched',
    shuffles: b.shuffles === 'bg' ? 'bg' : 'tw',
    gameId: game.id,
    config: config.value,
    seats: new Array<SeatInfo | null>(n).fill(null),
    phase: 'lobby',
    game: null,
    cards: [],
    poker: null,
    round: 0,
    links: new Array<string | null>(n).fill(null),
    sealed: new Array<string | null>(n).fill(null),
    opened: new Array(n).fill(null),
    moves: 0,
    audit: new Array<string | null>(n).fill(null),
    end: null,
  });
}

/** A host's lobby entry (the history only lets the host write here). */
export function lobbyStep(ctx: RoomContext, s: RoomState, entry: Entry): Result<RoomState> {
  const b = entry.body;
  switch (b.t) {
    case 'seat': {
      const request = parseEntry(b.request, ctx.room);
      if (!request.ok) return fail('bad-request', `The seated request is not valid: ${request.error.message}`);
      const r = request.value;
      if (r.parent !== s.genesis || r.body.t !== 'join' || !wellFormed(r.body))
        return fail('bad-request', 'Only a join request answering this room\u2019s genesis can be seated.');
      if (s.seats.some((x) => x && x.bot === null && x.author === r.author)) return fail('already-seated', 'That person already holds a seat.');
      return seatAt(ctx, s, { author: r.author, bot: null, body: r.body });
    }
    case 'bot': {
      const k = b.bot;
      if (!Number.isInteger(k) || (k as number) < 1 || (k as number) > MAX_BOTS) return fail('malformed', `A bot is numbered 1–${MAX_BOTS}.`);
      if (s.seats.some((x) => x?.author === s.host && x.bot === k)) return fail('already-seated', 'That bot already holds a seat.');
      return seatAt(ctx, s, { author: s.host, bot: k as number, body: b });
    }
    case 'unseat': {
      if (!isSeatIndex(b.seat, s.seats.length) || !s.seats[b.seat]) return fail('bad-seat', 'That seat is already free.');
      const seats = s.seats.slice();
      seats[b.seat] = null;
      return ok({ ...s, seats });
    }
    case 'start':
      if (s.seats.some((x) => x === null)) return fail('seats-open', 'Every seat must be taken before the game starts.');
      return ok({ ...s, phase: 'seating', round: 0 });
    case 'move':
      return fail('not-started', 'The game has not started yet.');
    default:
      return fail('unknown-kind', `Unknown entry kind "${b.t.slice(0, 24)}".`);
  }
}

/** Seats a person or a bot in the first free seat, checking its beacon commitment and (poker) card key. */
function seatAt(ctx: RoomContext, s: RoomState, who: { author: PublicKey; bot: number | null; body: Entry['body'] }): Result<RoomState> {
  if (!isPublicKey(who.author)) return fail('bad-key', 'A seat needs a valid author key.');
  const b = who.body;
  const name = cleanName(b.name);
  if (!name) return fail('bad-name', `A name must be 1–${MAX_NAME} printable characters.`, { max: MAX_NAME });
  if (!fromB64(b.chain, 32)) return fail('malformed', 'A seat must commit to a beacon chain.');
  if (!Number.isInteger(b.n) || (b.n as number) < 1 || (b.n as number) > MAX_CHAIN) return fail('malformed', 'A beacon chain has a bad length.');
  const owner = linkOwner(who);
  let key: string | null = null;
  if (ctx.game(s).deal === 'poker') {
    // Keyed by everything it reads, a key that is not text apart from the same key as text (table-memo.ts `inputKey`).
    const k = ctx.cache.memo(inputKey('key', ctx.room, owner, b.key), () => checkKey(ctx.room, owner, b.key));
    if (!k.ok) return k;
    key = k.value;
    if (s.seats.some((x) => x?.key === key)) return fail('bad-key', 'That card key is already another seat\u2019s.');
  }
  // Last, so that a request the room would refuse is told apart from one that waits for a free seat.
  const free = s.seats.indexOf(null);
  if (free < 0) return fail('full', 'Every seat is taken.');
  const seats = s.seats.slice();
  seats[free] = { author: who.author, name, bot: who.bot, link: b.chain as string, linkIdx: 0, key, commitment: b.chain as string, chainLength: b.n as number };
  return ok({ ...s, seats });
}
