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
 *
 * Randomness (PROTOCOL.md §2): whenever the game waits for a random number or a
 * shuffle, every seat owes one link naming the chain entry play stopped at. With
 * all links in, the round value decides the number, or (in an open game, where
 * every card is face up) the new order of the shuffled cards. Games with hidden
 * cards get their shuffles and draws from the mental-poker dealer instead.
 */
import type { AnyGame, Knowledge, Seat } from '../core/game.js';
import { fail, ok, type Result } from '../core/result.js';
import { fromB64, toB64, utf8 } from './bytes.js';
import { beaconValue, checkLink, Draws } from './beacon.js';
import type { Entry, EntryId } from './entry.js';
import type { Machine, Rejection } from './history.js';
import type { PublicKey } from './sign.js';

export const MAX_NAME = 24;

export interface SeatInfo {
  readonly author: PublicKey;
  readonly name: string;
  readonly bot: boolean;
  /** The last beacon link the log accepted from this seat, and its index (0: the committed end). */
  readonly link: string;
  readonly linkIdx: number;
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
  /** Beacon rounds already resolved after the current chain entry. */
  readonly round: number;
  /** The moves of the canonical game so far, for export and replay. */
  readonly moves: number;
}

export interface RoomOptions {
  readonly room: string;
  /** The games this client can run, by id (loaded before the machine is built). */
  readonly games: ReadonlyMap<string, AnyGame>;
}

const isSeatIndex = (x: unknown, n: number): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < n;
const cleanName = (x: unknown): string | null =>
  typeof x === 'string' && x.trim().length > 0 && x.length <= MAX_NAME && !/[\u0000-\u001f]/.test(x) ? x.trim() : null;

export function roomMachine(opts: RoomOptions): Machine<RoomState> {
  const gameOf = (s: RoomState): AnyGame => opts.games.get(s.gameId)!;

  const genesis = (entry: Entry, id: EntryId): Result<RoomState> => {
    const b = entry.body;
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
      round: 0,
      moves: 0,
    });
  };

  const lobbyStep = (s: RoomState, entry: Entry): Result<RoomState> => {
    const b = entry.body;
    if (b.t === 'join' || b.t === 'bot') {
      if (!isSeatIndex(b.seat, s.seats.length)) return fail('bad-seat', 'That seat does not exist.');
      if (s.seats[b.seat]) return fail('seat-taken', 'That seat is already taken.');
      const name = cleanName(b.name);
      if (!name) return fail('bad-name', `A name must be 1–${MAX_NAME} printable characters.`);
      if (!fromB64(b.chain, 32)) return fail('malformed', 'A seat must commit to a beacon chain.');
      if (b.t === 'join' && s.seats.some((x) => x && !x.bot && x.author === entry.author)) {
        return fail('already-seated', 'You already hold a seat at this table.');
      }
      const seats = s.seats.slice();
      seats[b.seat] = { author: entry.author, name, bot: b.t === 'bot', link: b.chain as string, linkIdx: 0 };
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
      return ok({ ...s, phase: 'play', game: game.setup(s.config, s.seats.length), cards: game.cards(s.config, s.seats.length) });
    }
    if (b.t === 'move') return fail('not-started', 'The game has not started yet.');
    return fail('unknown-kind', `Unknown entry kind "${String(b.t)}".`);
  };

  const playStep = (s: RoomState, entry: Entry): Result<RoomState> => {
    const b = entry.body;
    if (b.t !== 'move') return fail('started', 'The game has already started.');
    if (!isSeatIndex(b.seat, s.seats.length) || s.seats[b.seat]!.author !== entry.author) {
      return fail('wrong-seat', 'This move was signed by someone who does not control that seat.');
    }
    const game = gameOf(s);
    if (!game.pending(s.game)) return fail('game-over', 'The game is over.');
    const action = game.parseAction(b.action);
    if (!action.ok) return action;
    for (const c of game.claims(action.value)) {
      if (s.cards[c.handle] !== c.card) return fail('false-claim', 'The move claims a card that is not there.');
    }
    const re = game.rearrangement?.(s.game, action.value) ?? null;
    const next = game.apply(s.game, action.value, b.seat);
    if (!next.ok) return next;
    let cards = s.cards;
    if (re) {
      const c = cards.slice();
      re.handles.forEach((h, i) => (c[h] = cards[re.handles[re.order[i]!]!]!));
      cards = c;
    }
    return ok({ ...s, game: next.value, cards, round: 0, moves: s.moves + 1 });
  };

  const settle: Machine<RoomState>['settle'] = (state, id, attachments) => {
    const rejected: Rejection[] = [];
    let s = state;
    if (s.phase !== 'play') {
      for (const a of attachments) rejected.push({ id: a.id, entry: a.entry, error: { code: 'not-started', message: 'No beacon round before the game starts.' } });
      return { state: s, rejected };
    }
    const game = gameOf(s);
    const used = new Set<EntryId>();
    for (;;) {
      const p = game.pending(s.game);
      if (!p || p.kind === 'move') break;
      const links: Uint8Array[] = [];
      const seats = s.seats.slice();
      for (let seat = 0; seat < seats.length; seat++) {
        const info = seats[seat]!;
        const mine = attachments.filter((a) => a.entry.body.seat === seat && a.entry.body.round === s.round && !used.has(a.id));
        let found: Uint8Array | null = null;
        for (const a of mine) {
          used.add(a.id);
          const v = fromB64(a.entry.body.v, 32);
          const idx = a.entry.body.idx;
          const valid =
            a.entry.author === info.author && v !== null && Number.isSafeInteger(idx) &&
            checkLink(s.room, linkOwner(info, seat), fromB64(info.link, 32)!, info.linkIdx, v, idx as number);
          if (!valid) {
            rejected.push({ id: a.id, entry: a.entry, error: { code: 'bad-link', message: 'A beacon link does not follow from its seat\u2019s chain.' } });
            continue;
          }
          found = v;
          seats[seat] = { ...info, link: toB64(v), linkIdx: idx as number };
        }
        if (found) links.push(found);
      }
      if (links.length < seats.length) break;
      const r = beaconValue(s.room, utf8(`${id}/${s.round}`), links);
      const draws = new Draws(r, p.kind);
      let cards = s.cards;
      const res = p.kind === 'random' ? game.resolve(s.game, { kind: 'random', value: draws.int(p.bound) }) : game.resolve(s.game, { kind: 'shuffle' });
      if (p.kind === 'shuffle') {
        const c = cards.slice();
        const ids = p.handles.map((h) => cards[h]!);
        for (let i = ids.length - 1; i > 0; i--) {
          const j = draws.int(i + 1);
          [ids[i], ids[j]] = [ids[j]!, ids[i]!];
        }
        p.handles.forEach((h, i) => (c[h] = ids[i]!));
        cards = c;
      }
      if (!res.ok) throw new Error(`the game refused its own resolution: ${res.error.message}`);
      s = { ...s, game: res.value, seats, cards, round: s.round + 1 };
    }
    for (const a of attachments) {
      if (!used.has(a.id) && (a.entry.body.t !== 'link' || typeof a.entry.body.round !== 'number' || a.entry.body.round < s.round)) {
        rejected.push({ id: a.id, entry: a.entry, error: { code: 'unexpected', message: 'An answer nobody asked for.' } });
      }
    }
    return { state: s, rejected };
  };

  return {
    isAttachment: (e) => e.body.t === 'link',
    slot: (e) => `${String(e.body.t)}/${String(e.body.seat)}/${String(e.body.round)}`,
    genesis,
    step: (s, entry) => (s.phase === 'lobby' ? lobbyStep(s, entry) : playStep(s, entry)),
    settle,
    ready: (s) => {
      if (s.phase !== 'play') return true;
      const p = gameOf(s).pending(s.game);
      return p === null || p.kind === 'move';
    },
  };
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

/** Whose beacon link the room waits for after the chain entry `head`, if any. */
export function owedLinks(s: RoomState, game: AnyGame, attachments: readonly Entry[]): Seat[] {
  if (s.phase !== 'play') return [];
  const p = game.pending(s.game);
  if (!p || p.kind === 'move') return [];
  return s.seats.flatMap((_, seat) =>
    attachments.some((a) => a.body.t === 'link' && a.body.seat === seat && a.body.round === s.round) ? [] : [seat],
  );
}
