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
import { linkOwner, type RoomState } from './room.js';
import type { Identity } from './sign.js';
import type { Json } from './canonical.js';

/** Where a device keeps the secret seed of each seat's chain (IndexedDB in the browser). */
export interface SeedStore {
  get(room: string, seat: Seat): Promise<Uint8Array | undefined>;
  set(room: string, seat: Seat, seed: Uint8Array): Promise<void>;
}

export class Author {
  private chains = new Map<Seat, Uint8Array[]>();

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

  async join(parent: EntryId, seat: Seat, name: string, bot = false): Promise<Entry> {
    const chain = await this.chain(seat, bot, true);
    return this.entry(parent, { t: bot ? 'bot' : 'join', seat, name, chain: toB64(chain[0]!) });
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
  async owedLinks(history: History<RoomState>, all: ReadonlyMap<EntryId, Entry>, waiting: (s: RoomState) => boolean): Promise<Entry[]> {
    const head = history.chain[history.chain.length - 1];
    if (!head || head.state.phase !== 'play' || !waiting(head.state)) return [];
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
    }
    const chain = makeChain(this.room, linkOwner({ author: this.key as RoomState['host'], bot }, seat), seed, this.chainLength);
    this.chains.set(seat, chain);
    return chain;
  }
}
