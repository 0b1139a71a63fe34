/**
 * Writing entries as one device: the identity key, the beacon chains of the
 * seats this device controls (its player's and any bots it hosts), and the
 * duty to answer every beacon round those seats owe.
 *
 * A revealed link is never used twice, even if the round it answered ended up
 * on an abandoned branch: whoever saw it could otherwise predict this seat's
 * share of a later round. So the next index is one past the largest this device
 * ever signed, found from the log itself.
 */
import type { Seat } from '../core/game.js';
import { toB64 } from './bytes.js';
import { CHAIN_LENGTH, makeChain } from './beacon.js';
import { signEntry, type Entry, type EntryId } from './entry.js';
import type { History } from './history.js';
import { linkOwner, needsLinks, type RoomState } from './room.js';
import { keyMessage, seatKeyOf } from './hands.js';
import type { SeatKey } from './poker/index.js';
import type { AnyGame } from '../core/game.js';
import type { Identity } from './sign.js';
import type { Json } from './canonical.js';

/** Where a device keeps each seat's 32-byte secret (IndexedDB in the browser): its beacon chain and card key come from it. */
export interface SeedStore {
  get(room: string, seat: Seat): Promise<Uint8Array | undefined>;
  set(room: string, seat: Seat, seed: Uint8Array): Promise<void>;
}

export class Author {
  private chains = new Map<Seat, Uint8Array[]>();
  private keys = new Map<Seat, SeatKey>();

  constructor(
    readonly room: string,
    readonly identity: Identity,
    private readonly seeds: SeedStore,
    private readonly random: (n: number) => Uint8Array,
    /** Links per chain: one per beacon round this seat takes part in (tests use short chains). */
    private readonly chainLength = CHAIN_LENGTH,
  ) {}

  get key(): string {
    return this.identity.publicKey;
  }

  private entry(parent: string, body: { t: string; [k: string]: Json }): Promise<Entry> {
    return signEntry(this.identity, { room: this.room, parent, body });
  }

  genesis(game: string, config: Json, seats: number): Promise<Entry> {
    return this.entry('', { t: 'genesis', game, config, seats });
  }

  /** Claims a seat (for a bot this device hosts, with `bot`); poker games also publish the seat's card key. */
  async join(parent: EntryId, seat: Seat, name: string, opts: { bot?: boolean; poker?: boolean } = {}): Promise<Entry> {
    const bot = opts.bot ?? false;
    const chain = await this.chain(seat, bot, true);
    const body: { t: string; [k: string]: Json } = { t: bot ? 'bot' : 'join', seat, name, chain: toB64(chain[0]!), n: this.chainLength };
    if (opts.poker) body.key = keyMessage(this.room, seat, await this.seatKey(seat), this.random);
    return this.entry(parent, body);
  }

  /** The card key of a seat this device controls. */
  async seatKey(seat: Seat): Promise<SeatKey> {
    let k = this.keys.get(seat);
    if (!k) {
      const secret = await this.seeds.get(this.room, seat);
      if (!secret) throw new Error(`no secret for seat ${seat}`);
      k = seatKeyOf(secret);
      this.keys.set(seat, k);
    }
    return k;
  }

  /**
   * The audits this device owes once the game is over: each of its seats
   * publishes its secret (PROTOCOL.md §7), once.
   */
  async owedAudits(history: History<RoomState>, all: ReadonlyMap<EntryId, Entry>, game: AnyGame): Promise<Entry[]> {
    const head = history.chain[history.chain.length - 1];
    if (!head || head.state.phase !== 'play') return [];
    if (game.pending(head.state.game) !== null && head.state.forfeited === null) return [];
    const out: Entry[] = [];
    for (let seat = 0; seat < head.state.seats.length; seat++) {
      if (head.state.seats[seat]!.author !== this.key || head.state.audit[seat]) continue;
      const posted = [...all.values()].some((e) => e.author === this.key && e.parent === head.id && e.body.t === 'audit' && e.body.seat === seat);
      if (!posted) out.push(await this.entry(head.id, { t: 'audit', seat, secret: toB64(await this.seatSecret(seat)) }));
    }
    return out;
  }

  /** The 32-byte secret of a seat this device controls (for a proof worker). */
  async seatSecret(seat: Seat): Promise<Uint8Array> {
    const secret = await this.seeds.get(this.room, seat);
    if (!secret) throw new Error(`no secret for seat ${seat}`);
    return secret;
  }

  /** Signs an attachment body answering chain entry `parent`. */
  attach(parent: EntryId, body: { t: string; [k: string]: Json }): Promise<Entry> {
    return this.entry(parent, body);
  }

  randomBytes(n: number): Uint8Array {
    return this.random(n);
  }

  leave(parent: EntryId, seat: Seat): Promise<Entry> {
    return this.entry(parent, { t: 'leave', seat });
  }

  start(parent: EntryId): Promise<Entry> {
    return this.entry(parent, { t: 'start' });
  }

  move(parent: EntryId, seat: Seat, action: Json): Promise<Entry> {
    return this.entry(parent, { t: 'move', seat, action });
  }

  /**
   * The links this device owes at the head of `history`: one per seat it
   * controls, for the round the game waits on, unless already posted.
   */
  async owedLinks(history: History<RoomState>, all: ReadonlyMap<EntryId, Entry>, game: AnyGame): Promise<Entry[]> {
    const head = history.chain[history.chain.length - 1];
    if (!head || !needsLinks(head.state, game)) return [];
    const out: Entry[] = [];
    for (let seat = 0; seat < head.state.seats.length; seat++) {
      const info = head.state.seats[seat]!;
      if (info.author !== this.key) continue;
      let done = false;
      let maxIdx = info.linkIdx;
      for (const e of all.values()) {
        if (e.author !== this.key || e.body.t !== 'link' || e.body.seat !== seat) continue;
        if (e.parent === head.id && e.body.round === head.state.round) done = true;
        if (typeof e.body.idx === 'number' && e.body.idx > maxIdx) maxIdx = e.body.idx;
      }
      if (done) continue;
      const chain = await this.chain(seat, info.bot, false);
      const idx = maxIdx + 1;
      if (idx >= chain.length) continue; // the chain is spent: the game cannot use more rounds than CHAIN_LENGTH
      out.push(await this.entry(head.id, { t: 'link', seat, round: head.state.round, idx, v: toB64(chain[idx]!) }));
    }
    return out;
  }

  private async chain(seat: Seat, bot: boolean, create: boolean): Promise<Uint8Array[]> {
    const cached = this.chains.get(seat);
    if (cached && !create) return cached;
    let seed = create ? undefined : await this.seeds.get(this.room, seat);
    if (!seed) {
      if (!create) throw new Error(`no beacon seed for seat ${seat}`);
      seed = this.random(32);
      await this.seeds.set(this.room, seat, seed);
      this.keys.delete(seat);
    }
    const chain = makeChain(this.room, linkOwner({ author: this.key as RoomState['host'], bot }, seat), seed, this.chainLength);
    this.chains.set(seat, chain);
    return chain;
  }
}
