/**
 * Writing entries as one device in one room: its key for this room, the
 * secrets of the seats it holds (its person's and any bots it hosts), and the
 * answers only those secrets can give (beacon links, the audit).
 *
 * Each seat's 32-byte secret gives its beacon chain and its card key; a device
 * keeps one per seat it holds, under 'me' or 'bot<k>' (the seat order is dealt
 * only at the start, so secrets cannot be filed by seat number).
 */
import { toB64 } from './bytes.js';
import { CHAIN_LENGTH, makeChain } from './beacon.js';
import type { Json } from './canonical.js';
import { signEntry, type Body, type Entry, type EntryId } from './entry.js';
import { keyMessage } from './hands.js';
import { linkOwner, type SeatInfo } from './room.js';
import type { Identity } from './sign.js';

/** Where a device keeps each seat's secret (IndexedDB in the browser). */
export interface SeedStore {
  get(room: string, who: string): Promise<Uint8Array | undefined>;
  set(room: string, who: string, seed: Uint8Array): Promise<void>;
}

/** The name a seat's secret is kept under on the device that holds it. */
export const secretName = (bot: number | null): string => (bot === null ? 'me' : `bot${bot}`);

/** How a room's entries are written, as its genesis says (room.ts): each field is present or absent. */
export interface RoomForm {
  readonly links?: 'open';
  readonly authors?: 'hinted';
  readonly shares?: 'batched';
  readonly shuffles?: 'bg';
}

/** What this app opens rooms with. */
export const NEW_ROOM: RoomForm = { links: 'open', authors: 'hinted', shares: 'batched', shuffles: 'bg' };

export class Author {
  private chains = new Map<string, Uint8Array[]>();
  /** Secrets being read or made, so two calls at once never make two different secrets for one seat. */
  private readonly secrets = new Map<string, Promise<Uint8Array | undefined>>();

  constructor(
    readonly room: string,
    readonly identity: Identity,
    private readonly seeds: SeedStore,
    private readonly random: (n: number) => Uint8Array,
    /** Links per chain: one per beacon round a seat takes part in (tests use short chains). */
    private readonly chainLength = CHAIN_LENGTH,
  ) {}

  get key(): string {
    return this.identity.publicKey;
  }

  /** Fresh random bytes (a sealed move's salt). */
  randomBytes(n: number): Uint8Array {
    return this.random(n);
  }

  sign(parent: string, body: Body): Promise<Entry> {
    return signEntry(this.identity, { room: this.room, parent, body });
  }

  /**
   * Opens a room: its id makes the room code (room-code.ts), so it carries a fresh random nonce. By default
   * (`NEW_ROOM`) its seats post open beacon links (entry.ts `openLink`), its members' entries are stored with
   * hints (wire.ts) and each seat batches its decryption shares (table-shares.ts); a `form` that leaves one
   * out opens a room as before it, which still plays.
   */
  genesis(game: string, config: Json, seats: number, form: RoomForm = NEW_ROOM): Promise<Entry> {
    const nonce = toB64(this.random(16));
    return this.sign('', { t: 'genesis', game, config, seats, nonce, ...form });
  }

  /** A request for a seat: the person's beacon commitment and, in a poker game, its card key. */
  async requestBody(name: string, poker: boolean): Promise<Body> {
    return { t: 'join', name, ...(await this.commitments(null, poker)) };
  }

  /** A bot's seat, which this device (the host) holds: bot number `bot`, its secret kept here. */
  async botBody(bot: number, name: string, poker: boolean): Promise<Body> {
    return { t: 'bot', bot, name, ...(await this.commitments(bot, poker)) };
  }

  /** Asks the host for a seat (signed at once: tests; the app writes `requestBody` through its peer). */
  async request(genesis: EntryId, name: string, poker: boolean): Promise<Entry> {
    return this.sign(genesis, await this.requestBody(name, poker));
  }

  /** Withdraws this device's request (before the start). */
  leave(genesis: EntryId): Promise<Entry> {
    return this.sign(genesis, { t: 'leave' });
  }

  /** The host seats a person whose signed request it embeds. */
  seat(parent: EntryId, request: Entry): Promise<Entry> {
    return this.sign(parent, { t: 'seat', request: { ...request } as unknown as Json });
  }

  /** The host seats bot number `bot`, which it hosts (its secret stays on this device). */
  async bot(parent: EntryId, bot: number, name: string, poker: boolean): Promise<Entry> {
    return this.sign(parent, await this.botBody(bot, name, poker));
  }

  unseat(parent: EntryId, seat: number): Promise<Entry> {
    return this.sign(parent, { t: 'unseat', seat });
  }

  start(parent: EntryId): Promise<Entry> {
    return this.sign(parent, { t: 'start' });
  }

  private async commitments(bot: number | null, poker: boolean): Promise<{ chain: string; n: number; key?: string }> {
    const owner = linkOwner({ author: this.identity.publicKey, bot });
    const secret = await this.secret(bot, true);
    const chain = this.chainOf(owner, secret, this.chainLength);
    return { chain: toB64(chain[0]!), n: this.chainLength, ...(poker ? { key: keyMessage(this.room, owner, secret) } : {}) };
  }

  /** The secret of a seat this device holds; with `create`, made (and stored) if there is none yet. */
  async secret(bot: number | null, create = false): Promise<Uint8Array> {
    const name = secretName(bot);
    let pending = this.secrets.get(name);
    if (!pending) {
      pending = this.seeds.get(this.room, name);
      this.secrets.set(name, pending);
    }
    let seed = await pending;
    if (!seed && create) {
      // Made once: a second caller waits for this one instead of making another.
      const made = this.random(32);
      const stored = this.seeds.set(this.room, name, made).then(() => made);
      this.secrets.set(name, stored);
      seed = await stored;
    }
    if (!seed) {
      this.secrets.delete(name);
      throw new Error(`no secret for ${name} in this room`);
    }
    return seed;
  }

  /** The secret of a seat this device holds. */
  seatSecret(info: Pick<SeatInfo, 'bot'>): Promise<Uint8Array> {
    return this.secret(info.bot);
  }

  private chainOf(owner: string, secret: Uint8Array, length: number): Uint8Array[] {
    let chain = this.chains.get(owner);
    if (!chain || chain.length !== length + 1) {
      chain = makeChain(this.room, owner, secret, length);
      this.chains.set(owner, chain);
    }
    return chain;
  }

  /** The seat's next beacon link (null once its chain is spent). */
  async nextLink(info: SeatInfo): Promise<string | null> {
    const chain = this.chainOf(linkOwner(info), await this.seatSecret(info), info.chainLength);
    const link = chain[info.linkIdx + 1];
    return link ? toB64(link) : null;
  }
}
