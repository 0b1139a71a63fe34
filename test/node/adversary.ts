/**
 * Test support for the adversarial poker tests: one seeded Feebleton game
 * recorded entry by entry (every device honest), the poker state at any point
 * of it, forgeries made with a seat's own keys, and "peers" — a Log and a room
 * machine each, with a proof cache of its own — that receive the same entries
 * in different orders and must judge them the same way.
 *
 * The recording plays the honest devices' duties the way RoomPeer does
 * (src/session/peer.ts), without the network: after every entry the history is
 * rebuilt and each seat gives what it owes (links, shuffle passes, shares,
 * re-encryptions); when nothing is owed, the seat asked plays (or, when several
 * are asked at once, each seals its move and then opens it).
 */
import type { AnyGame, Seat } from '../../engine/core/game.js';
import { seededRng, shuffled, type Rng } from '../../engine/core/rng.js';
import type { Author } from '../../engine/protocol/author.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import { hashValue, type Json } from '../../engine/protocol/canonical.js';
import type { Entry, EntryId } from '../../engine/protocol/entry.js';
import { afterOf, buildHistory, type History } from '../../engine/protocol/history.js';
import { knownCards, reorder, reveals, seatKeyOf } from '../../engine/protocol/hands.js';
import { Log } from '../../engine/protocol/log.js';
import { sealOf } from '../../engine/protocol/room-answers.js';
import type { RoomMachine, RoomState } from '../../engine/protocol/room.js';
import { ProofCache, type PokerState } from '../../engine/protocol/table.js';
import { fromBase64url, toBase64url } from '../../engine/protocol/poker/index.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonState } from '../../engine/games/feebleton/types.js';
import { authorOf, head, index, machineFor, openTestRoom, seatAll, seededAuthors, settle } from './table.js';

export const game = feebleton as unknown as AnyGame;

export type Body = { t: string; [k: string]: Json };

export interface Recording {
  readonly room: string;
  readonly code: string;
  readonly who: readonly Author[];
  /** The device that holds each seat (the beacon deals seats at the start). */
  readonly seats: readonly Author[];
  /** Every entry, in the order the honest devices wrote them. */
  readonly entries: Entry[];
}

/** What the recorder's chooser prefers, so a short game meets every poker step. */
function choose(legal: readonly FeebletonAction[], rng: Rng, seen: Set<string>): FeebletonAction {
  const score = (a: FeebletonAction): number => {
    if (a.type === 'arrange') return a.order?.[0] === 1 ? 10 : 9;
    if (a.type === 'trade') return a.trade ? 5 : 4;
    if (a.type === 'play') {
      if (a.card === 'Council Member' && !seen.has('reorder')) return 8;
      if (a.card === 'Spy' && a.target !== undefined && !seen.has('spy')) return 7;
      if (a.card === 'Thief' && a.target !== undefined && !seen.has('reenc')) return 7;
      // No reshuffles: each costs a full proved shuffle.
      if (a.mode === 'shuffle' || a.use === true) return -1;
      return 1;
    }
    if (a.type === 'react') return -1; // keep the game moving: reactions only delay
    return 0;
  };
  const best = Math.max(...legal.map(score));
  const top = legal.filter((a) => score(a) === best);
  return top[rng.int(top.length)]!;
}

/** The move fields a device writes (RoomPeer.move): published action, reveal shares, reorder proof. */
export async function moveFields(s: RoomState, parent: EntryId, seat: Seat, action: unknown, who: Author): Promise<{ [k: string]: Json }> {
  const out: { [k: string]: Json } = { action: (game.publish?.(action) ?? action) as Json };
  const ps = s.poker!;
  const secret = await who.seatSecret(s.seats[seat]!);
  const claims = game.claims(action);
  if (claims.length) out.reveal = reveals(ps, seat, secret, claims, s.room, parent);
  const re = game.rearrangement?.(s.game, action);
  if (re?.order) out.reorder = reorder(ps, re.handles, re.order, s.room, parent, seat, secret);
  return out;
}

/**
 * Plays a seeded 3-seat game until `enough` says the recording holds what the
 * tests need (or `maxMoves`), with one proof cache for the recorder.
 */
export async function record(seed: number, enough: (entries: readonly Entry[]) => boolean, maxMoves = 80): Promise<Recording> {
  const r = await openTestRoom([game], { firstSeat: null }, 3, await seededAuthors(`adversarial-${seed}`, 3, seed));
  const seated = head(await seatAll(r)).state;
  const seats = seated.seats.map((_, i) => authorOf(r, seated, i));
  const rng = seededRng(seed);
  const seen = new Set<string>();
  const memos = r.who.map(() => new Map<string, string>());
  let moves = 0;
  for (;;) {
    const h = await settle(r);
    if (r.all.some((e) => e.body.t === 'reenc')) seen.add('reenc');
    const n = head(h);
    const s = n.state;
    const pend = game.pending(s.game);
    if (pend?.kind !== 'move' || moves >= maxMoves || enough(r.all)) return { room: r.room, code: r.code, who: r.who, seats, entries: r.all };
    const choices: { seat: Seat; fields: { [k: string]: Json } }[] = [];
    for (const seat of pend.seats) {
      const a = authorOf(r, s, seat);
      const knows = knownCards(s.poker!, seat, seatKeyOf(await a.seatSecret(s.seats[seat]!)), game.cards(s.config, 3), memos[seat]!);
      const action = choose(game.legalActions(s.game, seat, knows) as FeebletonAction[], rng, seen);
      choices.push({ seat, fields: await moveFields(s, n.id, seat, action, a) });
    }
    if (choices.length === 1) {
      const { seat, fields } = choices[0]!;
      if (fields.reorder) seen.add('reorder');
      if ((fields.action as { card?: string }).card === 'Spy') seen.add('spy');
      r.all.push(await authorOf(r, s, seat).sign(n.id, { t: 'move', seat, ...fields, ...afterOf(n.applied) }));
    } else {
      const opens: Entry[] = [];
      for (const { seat, fields } of choices) {
        const a = authorOf(r, s, seat);
        const salt = toB64(a.randomBytes(32));
        r.all.push(await a.sign(n.id, { t: 'seal', seat, round: s.round, c: sealOf(s.room, n.id, s.round, seat, fields, salt) }));
        opens.push(await a.sign(n.id, { t: 'open', seat, round: s.round, move: fields, salt }));
      }
      r.all.push(...opens);
    }
    moves++;
  }
}

// --- the state at a point of the recording ---------------------------------------------------

/** The entries written before `e` (the log as it stood when its author wrote it). */
export function before(rec: Recording, e: Entry): Entry[] {
  const i = rec.entries.indexOf(e);
  if (i < 0) throw new Error('not in the recording');
  return rec.entries.slice(0, i);
}

export function first(rec: Recording, pred: (e: Entry) => boolean, what: string): Entry {
  const e = rec.entries.find(pred);
  if (!e) throw new Error(`the recording holds no ${what}`);
  return e;
}

/** The seat whose device signed `e`. */
export function seatOf(rec: Recording, e: Entry): Seat {
  const s = rec.seats.findIndex((a) => a.key === e.author);
  if (s < 0) throw new Error('not written by a seat');
  return s;
}

// --- forging ---------------------------------------------------------------------------------

export function bytesOf(b64: unknown): Uint8Array {
  const r = fromBase64url(b64);
  if (!r.ok) throw new Error('not base64url');
  return r.value;
}

/** The same base64url field with one bit of byte `at` flipped. */
export function flipped(b64: unknown, at: number): string {
  const b = bytesOf(b64).slice();
  b[at] = b[at]! ^ 1;
  return toBase64url(b);
}

/** The same bytes with `part` written over them at `at`. */
export function patched(b64: unknown, at: number, part: Uint8Array): string {
  const b = bytesOf(b64).slice();
  b.set(part, at);
  return toBase64url(b);
}

/** Signs `body` as `who` at `parent`, whatever seat the body names. */
export function forge(who: Author, parent: string, body: Body): Promise<Entry> {
  return who.sign(parent, body);
}

// --- peers -----------------------------------------------------------------------------------

/** One simulated device: its machine and proof cache last across tests, as a real peer's would. */
export class Peer {
  readonly cache = new ProofCache();
  readonly machine: RoomMachine;
  constructor(
    readonly room: string,
    code: string,
  ) {
    this.machine = machineFor(room, code, [game], this.cache);
  }
  /** A fresh log fed `batches` of raw copies in turn, the history built after each (as a peer does on every change). */
  async receive(batches: readonly (readonly Entry[])[]): Promise<{ log: Log<RoomState>; history: History<RoomState> }> {
    const log = new Log<RoomState>(this.room, this.machine);
    for (const b of batches) {
      await log.ingest(b.map((e) => JSON.parse(JSON.stringify(e)) as unknown));
      log.history();
    }
    return { log, history: log.history() };
  }
}

export interface Verdict {
  readonly head: string;
  readonly state: string;
  readonly rejected: readonly (readonly [string, string, string])[];
  /** Each conviction: the author, and the two entries that prove it. */
  readonly convictions: readonly (readonly [string, string, string])[];
}

export function verdictOf(h: History<RoomState>): Verdict {
  const node = h.chain[h.chain.length - 1]!;
  return {
    head: node.id,
    state: toB64(hashValue('state', node.state as never)),
    rejected: h.rejected.map((r) => [r.id, r.error.code, r.entry.author] as const).sort(),
    convictions: h.convictions.map((c) => [c.author, c.entries[0].id, c.entries[1].id] as const).sort(),
  };
}

/**
 * Every peer receives `honest` and `extra` in its own order: the first all at
 * once, the second the extra entries first, the third a seeded shuffle in
 * three batches. Returns each peer's verdict (the caller checks they agree).
 */
export async function deliver(peers: readonly Peer[], honest: readonly Entry[], extra: readonly Entry[], seed = 1): Promise<Verdict[]> {
  const orders: (readonly (readonly Entry[])[])[] = [
    [[...honest, ...extra]],
    [extra, honest],
    (() => {
      const all = shuffled([...honest, ...extra], seededRng(seed));
      const k = Math.ceil(all.length / 3);
      return [all.slice(0, k), all.slice(k, 2 * k), all.slice(2 * k)];
    })(),
  ];
  const out: Verdict[] = [];
  for (let i = 0; i < peers.length; i++) out.push(verdictOf((await peers[i]!.receive(orders[i % orders.length]!)).history));
  return out;
}

/** The poker state at the head of the log `entries`. */
export function pokerAt(peer: Peer, entries: readonly Entry[]): { id: EntryId; state: RoomState; ps: PokerState; game: FeebletonState } {
  const h = buildHistory(peer.machine, index(entries));
  const node = h.chain[h.chain.length - 1]!;
  return { id: node.id, state: node.state, ps: node.state.poker!, game: node.state.game as FeebletonState };
}
