/**
 * The lobby as one device works it (docs/protocol.md §4). Anyone with the code
 * asks for a seat by answering the genesis with a request; the host's device
 * seats requests in the order it received them while seats are free, frees the
 * seat of anyone who withdraws, seats the bots its person adds, and starts when
 * every seat is taken. Only the host writes the lobby's chain, so two people
 * joining at once never race for a seat: the host's device orders them.
 */
import type { Entry, EntryId } from '../../engine/protocol/entry.js';
import type { RoomPeer } from './peer.js';

export interface SeatRequest {
  readonly id: EntryId;
  readonly entry: Entry;
  readonly name: string;
}

export class Lobby {
  /** This device's lobby writes, one after another (each looks at the head afresh). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly peer: RoomPeer,
    private readonly poker: boolean,
  ) {}

  /** Runs `f` after this device's earlier lobby writes, so two never compute the same seat or secret at once. */
  private once(f: () => Promise<boolean>): Promise<boolean> {
    const run = this.queue.then(f, f);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private get me(): string {
    return this.peer.author.key;
  }

  genesis(): EntryId | null {
    return this.peer.history().chain[0]?.id ?? null;
  }

  private lobbyState() {
    const s = this.peer.head()?.state;
    return s?.phase === 'lobby' && !s.end ? s : null;
  }

  isHost(): boolean {
    return this.peer.head()?.state.host === this.me;
  }

  /** Whether `author` withdrew its request. */
  private withdrew(author: string, genesis: string): boolean {
    for (const e of this.peer.log.all().values()) if (e.parent === genesis && e.author === author && e.body.t === 'leave') return true;
    return false;
  }

  /**
   * Requests at the genesis from people not seated and not withdrawn, in the
   * order this device received them; only those the room would seat (a request
   * it would refuse, such as an empty name, must not cost the host its one
   * entry at this head).
   */
  waiting(): SeatRequest[] {
    const s = this.lobbyState();
    const g = this.genesis();
    const head = this.peer.head();
    if (!s || !g || !head) return [];
    const seated = new Set(s.seats.flatMap((x) => (x && x.bot === null ? [x.author] : [])));
    const out: SeatRequest[] = [];
    for (const [id, e] of this.peer.log.all()) {
      if (e.parent !== g || e.body.t !== 'join' || seated.has(e.author) || this.withdrew(e.author, g)) continue;
      if (out.some((r) => r.entry.author === e.author)) continue;
      const seat: Entry = { ...head.entry, parent: head.id, body: { t: 'seat', request: { ...e } as never } };
      const r = this.peer.machine.step(s, seat, id);
      if (!r.ok && r.error.code !== 'full') continue; // a full room still lists who asks (the host may free a seat)
      out.push({ id, entry: e, name: typeof e.body.name === 'string' ? e.body.name : '?' });
    }
    return out;
  }

  /** Whether this device has asked for a seat (and not withdrawn). */
  requested(): boolean {
    const g = this.genesis();
    return !!g && this.peer.hasSigned(g, `join/${this.me}`) && !this.withdrew(this.me, g);
  }

  async request(name: string): Promise<void> {
    await this.once(async () => {
      const g = this.genesis();
      if (!g || !this.lobbyState() || this.peer.hasSigned(g, `join/${this.me}`)) return false;
      await this.peer.write(g, await this.peer.author.requestBody(name, this.poker));
      return true;
    });
  }

  /** Withdraws this device's request; the host then frees its seat. */
  async leave(): Promise<void> {
    const g = this.genesis();
    if (g && this.lobbyState()) await this.peer.write(g, { t: 'leave' });
  }

  /**
   * The host's device: frees the seat of a person who withdrew, else seats the
   * next waiting request if a seat is free. One chain entry per head; the next
   * waits for this one to land. Returns whether it wrote.
   */
  hostDuties(): Promise<boolean> {
    return this.once(async () => {
      const s = this.lobbyState();
      const head = this.peer.head();
      const g = this.genesis();
      if (!s || !head || !g || !this.isHost() || this.peer.hasSigned(head.id, null)) return false;
      const gone = s.seats.findIndex((x) => x && x.bot === null && this.withdrew(x.author, g));
      if (gone >= 0) {
        await this.peer.write(head.id, { t: 'unseat', seat: gone });
        return true;
      }
      const next = this.waiting()[0];
      if (!next || !s.seats.includes(null)) return false;
      await this.peer.write(head.id, { t: 'seat', request: { ...next.entry } as never });
      return true;
    });
  }

  /** The host seats a bot it will play (its secret stays on this device). */
  async addBot(): Promise<void> {
    await this.once(async () => {
      const s = this.lobbyState();
      const head = this.peer.head();
      if (!s || !head || !this.isHost() || !s.seats.includes(null) || this.peer.hasSigned(head.id, null)) return false;
      const used = new Set(s.seats.flatMap((x) => (x?.bot ? [x.bot] : [])));
      let k = 1;
      while (used.has(k)) k++;
      const seat = s.seats.indexOf(null);
      await this.peer.write(head.id, await this.peer.author.botBody(k, `Bot ${seat + 1}`, this.poker));
      return true;
    });
  }

  canStart(): boolean {
    const s = this.lobbyState();
    return !!s && this.isHost() && s.seats.every((x) => x !== null);
  }

  async start(): Promise<void> {
    await this.once(async () => {
      const head = this.peer.head();
      if (!head || !this.canStart() || this.peer.hasSigned(head.id, null)) return false;
      await this.peer.write(head.id, { t: 'start' });
      return true;
    });
  }
}
