/**
 * What a room owes at a chain entry (docs/protocol.md §5–§7): the slots the
 * history waits on, each owed by one seat's author and filled by one valid
 * answer. Rounds resolve once every slot of theirs is filled:
 *   - a beacon round (the seating, a random number, an open game's shuffle):
 *     every seat's next link; the value comes from all of them in seat order;
 *   - mental poker: each shuffle pass in seat order, decryption shares,
 *     re-encryptions (table.ts);
 *   - several seats asked at once: each seals its move, then, once every seal
 *     is in, opens it; the opened moves apply together in seat order, so no
 *     seat answers knowing another's answer;
 *   - after the natural end: every seat's secret (the audit).
 */
import type { AnyGame, Seat } from '../core/game.js';
import { fail, ok } from '../core/result.js';
import { fromB64, toB64, utf8 } from './bytes.js';
import { beaconValue, Draws, isNextLink, makeChain } from './beacon.js';
import { hashValue, type Json } from './canonical.js';
import { isOpenLink, type EntryId } from './entry.js';
import { NOT_YET, type Answer, type Owed, type Slots } from './history.js';
import { seatKeyOf } from './hands.js';
import { encodePoint } from './poker/index.js';
import { applyAttachment, obligations, precheckPasses, startTable, type Attached, type Obligation, type PokerState } from './table.js';
import { applyMove, linkOwner, MALFORMED, needsLinks, OPEN_LINK, resolved, wellFormed, type RoomContext, type RoomState, type SeatInfo } from './room.js';

/** What a seat owes, for the device that answers for it. */
export type Duty =
  | { readonly t: 'link'; readonly seat: Seat; readonly round: number }
  | { readonly t: 'poker'; readonly seat: Seat; readonly round: number; readonly ob: Obligation }
  | { readonly t: 'seal' | 'open'; readonly seat: Seat; readonly round: number }
  | { readonly t: 'audit'; readonly seat: Seat };

export interface RoomOwed extends Owed<RoomState> {
  readonly seat: Seat;
  readonly duty: Duty;
}

type O = RoomOwed;

export function owedAt(ctx: RoomContext, s: RoomState, node: EntryId, answers: Slots): O[] {
  if (s.end || s.phase === 'lobby') return [];
  const game = ctx.game(s);
  if (s.phase === 'seating') return linkSlots(ctx, s, node, deal);
  const p = game.pending(s.game);
  if (p === null) return auditSlots(ctx, s);
  const out: O[] = [];
  if (needsLinks(s, game)) out.push(...linkSlots(ctx, s, node, resolveRound));
  if (s.poker) out.push(...pokerSlots(ctx, s, node, answers));
  if (p.kind === 'move' && p.seats.length > 1) out.push(...sealedSlots(ctx, s, node, p.seats));
  return out;
}

/** A slot owed by `duty.seat`'s author: its answer must be well formed and name exactly that seat (and round). */
const owedBy = (s: RoomState, duty: Duty, slot: string, apply: O['apply']): O => ({
  slot,
  author: s.seats[duty.seat]!.author,
  seat: duty.seat,
  duty,
  apply: (st, a) => {
    const b = a.entry.body;
    if (!wellFormed(b) || b.seat !== duty.seat || ('round' in duty && b.round !== duty.round)) return fail(MALFORMED.code, MALFORMED.message);
    return apply(st, a);
  },
});

// --- beacon rounds -----------------------------------------------------------------------------

type Resolve = (ctx: RoomContext, s: RoomState, value: Uint8Array) => RoomState;

function linkSlots(ctx: RoomContext, s: RoomState, node: EntryId, resolve: Resolve): O[] {
  return s.seats.flatMap((info, seat) => {
    if (s.links[seat] !== null) return [];
    const duty = { t: 'link', seat, round: s.round } as const;
    const apply: O['apply'] = (st, a) => {
      const v = fromB64(a.entry.body.v, 32);
      const me = st.seats[seat]!;
      if (!v || !isNextLink(ctx.room, linkOwner(me), fromB64(me.link, 32)!, v)) {
        return fail('bad-link', 'A beacon link is not the next link of its seat\u2019s chain.');
      }
      if (me.linkIdx + 1 > me.chainLength) return fail('bad-link', 'A beacon link past the end of its chain.');
      const links = st.links.slice();
      links[seat] = toB64(v);
      const seats = st.seats.slice();
      seats[seat] = { ...(info as SeatInfo), link: links[seat]!, linkIdx: me.linkIdx + 1 };
      const next = { ...st, links, seats };
      if (links.some((x) => x === null)) return ok(next);
      const value = beaconValue(
        ctx.room,
        utf8(`${node}/${st.round}`),
        links.map((x) => fromB64(x, 32)!),
      );
      return ok({ ...resolve(ctx, next, value), links: links.map(() => null), round: st.round + 1 });
    };
    if (!s.openLinks) return [owedBy(s, duty, `link/${seat}/${s.round}`, apply)];
    // An open link: looked for under the seat's last link, whatever node it was posted at (entry.ts `openLink`).
    const me = info as SeatInfo;
    const open: O = {
      slot: OPEN_LINK,
      at: me.link,
      author: me.author,
      seat,
      duty,
      apply: (st, a) => (isOpenLink(a.entry) && (a.entry.body.bot ?? null) === me.bot ? apply(st, a) : fail(MALFORMED.code, MALFORMED.message)),
    };
    return [open];
  });
}

/** The seating round: the beacon deals the seat order, then the game begins. */
function deal(ctx: RoomContext, s: RoomState, value: Uint8Array): RoomState {
  const draws = new Draws(value, 'seating');
  const seats = s.seats.slice();
  for (let i = seats.length - 1; i > 0; i--) {
    const j = draws.int(i + 1);
    [seats[i], seats[j]] = [seats[j]!, seats[i]!];
  }
  const game = ctx.game(s);
  const n = seats.length;
  const cards = game.cards(s.config, n);
  const poker =
    game.deal === 'poker'
      ? startTable(
          s.room,
          game.id,
          seats.map((x) => x!.key!),
          cards.length,
          s.batchedShares,
          s.shuffles,
          ctx.cache,
        )
      : null;
  return { ...s, seats, phase: 'play', game: game.setup(s.config, n), cards: poker ? [] : cards, poker };
}

/** A random number, or an open game's shuffle: a public permutation from the beacon. */
function resolveRound(ctx: RoomContext, s: RoomState, value: Uint8Array): RoomState {
  const game = ctx.game(s);
  const p = game.pending(s.game)!;
  const draws = new Draws(value, p.kind);
  if (p.kind === 'random') return { ...s, game: resolved(game, s.game, { kind: 'random', value: draws.int(p.bound) }) };
  if (p.kind !== 'shuffle') throw new Error('a beacon round for a move');
  const ids = p.handles.map((h) => s.cards[h]!);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = draws.int(i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  const cards = s.cards.slice();
  p.handles.forEach((h, i) => (cards[h] = ids[i]!));
  return { ...s, game: resolved(game, s.game, { kind: 'shuffle' }), cards };
}

// --- mental poker ------------------------------------------------------------------------------

const pokerSlot = (ob: Obligation, round: number): string =>
  ob.kind === 'pass'
    ? `pass/${ob.seat}/${round}`
    : ob.kind === 'share'
      ? `share/${ob.seat}/${round}/${ob.handle}/${ob.for}`
      : ob.kind === 'shares'
        ? `shares/${ob.seat}/${round}`
        : `reenc/${ob.seat}/${round}/${ob.handle}/${ob.to}`;

/** What the table owes in a state: pure in its poker and game states (both immutable), so worked out once for each pair. */
const owedMemo = new WeakMap<PokerState, WeakMap<object, readonly Obligation[]>>();
function owedIn(game: AnyGame, st: RoomState): readonly Obligation[] {
  const ps = st.poker!;
  let byGame = owedMemo.get(ps);
  if (!byGame) owedMemo.set(ps, (byGame = new WeakMap()));
  let obs = byGame.get(st.game as object);
  if (!obs) byGame.set(st.game as object, (obs = obligations(ps, game.viewers(st.game), game.pending(st.game))));
  return obs;
}

function pokerSlots(ctx: RoomContext, s: RoomState, node: EntryId, answers: Slots): O[] {
  const game = ctx.game(s);
  const obs = owedIn(game, s);
  const pass = obs.find((o) => o.kind === 'pass');
  if (pass?.kind === 'pass' && s.poker!.passes.length === 0) {
    // A whole shuffle's passes are usually here at once: check them as one batch.
    const chain: Attached[] = [];
    for (let i = 0; i < s.seats.length; i++) {
      const a = answers.get(`pass/${i}/${s.round}`)?.find((x) => x.entry.author === s.seats[i]!.author);
      if (!a) break;
      chain.push({ id: a.id, seat: i, body: a.entry.body });
    }
    precheckPasses(s.poker!, chain, s.room, node, pass.handles, ctx.cache);
  }
  return obs.map((ob) =>
    owedBy(s, { t: 'poker', seat: ob.seat, round: s.round, ob }, pokerSlot(ob, s.round), (st, a) => {
      const now = owedIn(game, st);
      const r = applyAttachment(st.poker!, { id: a.id, seat: ob.seat, body: a.entry.body }, st.room, node, now, ctx.cache);
      if (r.error) return fail(r.error.code, r.error.message);
      if (!r.used) return r.checking ? fail(NOT_YET, 'Its proof is still being checked.') : fail('not-owed', 'This answer does not fit what is owed.');
      if (!r.shuffled) return ok({ ...st, poker: r.ps });
      return ok({ ...st, poker: r.ps, game: resolved(game, st.game, { kind: 'shuffle' }), round: st.round + 1 });
    }),
  );
}

// --- several seats asked at once ---------------------------------------------------------------

/** The commitment a sealed move opens to: bound to the room, the chain entry, the round and the seat. */
export function sealOf(room: string, node: string, round: number, seat: Seat, move: Json, salt: string): string {
  return toB64(hashValue('seal', { room, node, round, seat, move, salt }));
}

function sealedSlots(ctx: RoomContext, s: RoomState, node: EntryId, asked: readonly Seat[]): O[] {
  const unsealed = asked.filter((seat) => s.sealed[seat] === null);
  if (unsealed.length) {
    return unsealed.map((seat) =>
      owedBy(s, { t: 'seal', seat, round: s.round }, `seal/${seat}/${s.round}`, (st, a) => {
        if (!fromB64(a.entry.body.c, 32)) return fail('malformed', 'A sealed move must carry a 32-byte commitment.');
        const sealed = st.sealed.slice();
        sealed[seat] = a.entry.body.c as string;
        return ok({ ...st, sealed });
      }),
    );
  }
  return asked
    .filter((seat) => s.opened[seat] === null)
    .map((seat) =>
      owedBy(s, { t: 'open', seat, round: s.round }, `open/${seat}/${s.round}`, (st, a) => {
        const b = a.entry.body;
        const move = b.move;
        if (
          typeof move !== 'object' ||
          move === null ||
          Array.isArray(move) ||
          !fromB64(b.salt, 32) ||
          Object.keys(move).some((k) => k !== 'action' && k !== 'reveal' && k !== 'reorder')
        ) {
          return fail('malformed', 'An opened move must carry the move and its 32-byte salt.');
        }
        if (sealOf(st.room, node, st.round, seat, move, b.salt as string) !== st.sealed[seat]) {
          return fail('bad-open', 'An opened move does not match what its seat sealed.');
        }
        // Each sealed move must be legal where the round began (nothing is applied until every one is open).
        const alone = applyMove(ctx, st, { ...(move as { [k: string]: Json }), seat }, node, st.sealed[seat]!);
        if (!alone.ok) return alone;
        const opened = st.opened.slice();
        opened[seat] = move;
        const next = { ...st, opened };
        return ok(asked.every((x) => opened[x] !== null) ? applyOpened(ctx, next, node, asked) : next);
      }),
    );
}

/**
 * Every sealed move is open: they apply in seat order. The games make the
 * answers of seats asked together independent of each other (a reaction, a
 * burned column, a round of trade answers), so the order cannot matter; a move
 * that an earlier one made impossible would be skipped, the same on every peer.
 */
function applyOpened(ctx: RoomContext, s: RoomState, node: EntryId, asked: readonly Seat[]): RoomState {
  let st: RoomState = s;
  for (const seat of asked) {
    const r = applyMove(ctx, st, { ...(s.opened[seat] as { [k: string]: Json }), seat }, node, s.sealed[seat]!);
    if (r.ok) st = r.value;
  }
  const none = s.seats.map(() => null);
  return { ...st, sealed: none, opened: none, round: s.round + 1 };
}

// --- the audit ---------------------------------------------------------------------------------

function auditSlots(ctx: RoomContext, s: RoomState): O[] {
  return s.seats.flatMap((info, seat) =>
    s.audit[seat] !== null
      ? []
      : [
          owedBy(s, { t: 'audit', seat }, `audit/${seat}`, (st, a) => {
            const secret = fromB64(a.entry.body.secret, 32);
            const me = info!;
            const valid =
              secret !== null &&
              ctx.cache.memo(
                `audit\u0000${ctx.room}\u0000${linkOwner(me)}\u0000${me.commitment}\u0000${me.chainLength}\u0000${String(me.key)}\u0000${String(a.entry.body.secret)}`,
                () => secretOpens(ctx.room, me, secret),
              );
            if (!valid) return fail('audit-failed', 'A published secret does not match what its seat committed to.');
            const audit = st.audit.slice();
            audit[seat] = a.entry.body.secret as string;
            return ok({ ...st, audit });
          }),
        ],
  );
}

/** Whether a published secret gives the seat's committed chain end and card key. */
function secretOpens(room: string, info: SeatInfo, secret: Uint8Array): boolean {
  const chain = makeChain(room, linkOwner(info), secret, info.chainLength);
  if (toB64(chain[0]!) !== info.commitment) return false;
  return info.key === null || toB64(encodePoint(seatKeyOf(secret).y)) === info.key;
}

export type { Answer };
