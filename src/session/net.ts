/**
 * Networked rooms (the NetModule the app loads on demand, net-api.ts).
 *
 * Creating a room signs its genesis with a fresh identity key (the genesis's id
 * makes the code); the creator asks for a seat like anyone else, and its device,
 * the host, seats it. Joining reads the room's document (y-indexeddb + y-webrtc,
 * src/room/connect.ts), waits for the genesis, and asks for a seat, or watches.
 * Reopening a room shows it from this device's record at once (which knows its
 * seat); the document is read and shared once the page is idle. One tab signs
 * for a room (Web Locks): a second tab of the same browser opens it read-only,
 * so no two tabs can ever sign two entries for one position. Rooms of protocol
 * version 1 (eight-character codes) open read-only too.
 */
import type { AnyGame } from '../../engine/core/game.js';
import { loadGame, loadGameUi, loadWordedGame, type GameId } from '../games.js';
import { Author } from '../../engine/protocol/author.js';
import { toB64 } from '../../engine/protocol/bytes.js';
import type { Json } from '../../engine/protocol/canonical.js';
import { entryId, signEntry, type Entry } from '../../engine/protocol/entry.js';
import { roomCodeOf } from '../../engine/protocol/room-code.js';
import { newIdentity } from '../../engine/protocol/sign.js';
import { codeVersion, inviteLink, parseRoomCode, roomSecrets } from '../room/code.js';
import { openRoom, type OpenRoom } from '../room/connect.js';
import { append } from '../room/doc.js';
import { lockRoom } from '../room/lock.js';
import { idbRecord, roomIdentity } from '../room/record-idb.js';
import { seatSecrets } from '../room/storage.js';
import type { LobbySnapshot, NetModule, RoomSession } from './net-api.js';
import type { GameController } from './controller.js';
import { roomGame } from './genesis.js';
import { Lobby } from './lobby.js';
import { NextRooms } from './next-room.js';
import { NetController } from './net-controller.js';
import { CHECKER_VERSION } from './checker-version.js';
import { RoomPeer } from './peer.js';
import { readRecord } from './record.js';
import { pokerProver } from './prover.js';
import type { RuleError } from '../../engine/core/result.js';

export { parseRoomCode };

const random = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n));

class NetRoom implements RoomSession {
  private listeners = new Set<(s: LobbySnapshot) => void>();
  private table: NetController | null = null;
  private stops: (() => void)[] = [];
  private readonly lobby: Lobby;
  private readonly next: NextRooms;

  constructor(
    readonly code: string,
    private readonly room: OpenRoom,
    private readonly peer: RoomPeer,
    private readonly game: AnyGame,
    private readonly name: string,
    private readonly release: () => void,
  ) {
    this.lobby = new Lobby(peer, game.deal === 'poker');
    this.next = new NextRooms(
      room.doc,
      peer.author,
      () => this.peer.head()?.state,
      () => this.emit(),
    );
    this.stops.push(
      peer.onChange(() => this.changed()),
      () => this.next.dispose(),
      room.onPeersChange(() => this.emit()),
    );
  }

  /** Why the room's document could not be read or shared, if it could not. */
  private unread: Error | null = null;

  /** Reads and shares the room's document once the page is idle (a known room's table drawn); a failure is the room's problem. */
  connect(): void {
    this.room.connect(true).catch((e: unknown) => {
      this.unread = e instanceof Error ? e : new Error(String(e));
      this.emit();
    });
  }

  private changed(): void {
    if (!this.peer.readOnly) {
      void this.lobby.request(this.name).catch(() => undefined);
      void this.lobby.hostDuties().catch(() => undefined);
    }
    if (this.started() && !this.table) void this.makeTable();
    if (this.table) void this.next.read();
    this.emit();
  }

  private started(): boolean {
    const phase = this.peer.head()?.state.phase;
    return phase === 'seating' || phase === 'play';
  }

  /** Asks the host for a seat (the host's own device seats it at once). */
  async join(): Promise<void> {
    if (!this.peer.readOnly) await this.lobby.request(this.name);
  }

  async addBot(): Promise<void> {
    await this.lobby.addBot();
  }

  /** The table, once the game is played; then the room's document is read, if it was not. */
  private async makeTable(): Promise<void> {
    try {
      if (this.peer.head()?.state.phase !== 'play') return;
      const ui = await loadGameUi(this.game.id as GameId);
      if (this.table) return;
      this.table = new NetController({
        peer: this.peer,
        game: this.game,
        code: this.code,
        label: ui.label,
        bot: ui.bot,
        connectedKeys: () => this.room.connectedKeys(),
        forfeitAfterMs: this.room.config.forfeitAfterSeconds * 1000,
        botDelay: this.room.config.botDelayMs,
      });
      this.emit();
    } finally {
      this.connect();
    }
  }

  snapshot(): LobbySnapshot {
    const s = this.peer.head()?.state;
    const keys = this.room.connectedKeys();
    const me = this.peer.author.key;
    const seats = (s?.seats ?? []).map((x, seat) => ({
      seat,
      name: x ? (x.bot !== null ? `${x.name} (a bot on ${x.author === me ? 'this device' : 'the host\u2019s device'})` : x.name) : 'Free seat',
      connected: x ? keys.has(x.author) : false,
      me: x?.author === me && x.bot === null,
    }));
    const seated = seats.some((x) => x.me);
    const host = this.lobby.isHost();
    return {
      code: this.code,
      link: inviteLink(this.code, location),
      gameId: (s?.gameId ?? this.game.id) as GameId,
      seats,
      waiting: host ? this.lobby.waiting().map((r) => r.name) : [],
      host,
      started: s?.phase === 'play' && this.table !== null,
      canStart: this.lobby.canStart(),
      canAddBot: host && s?.phase === 'lobby' && s.seats.includes(null),
      problem: this.problem(s?.phase, seated),
      next: this.next.current(),
    };
  }

  async playAgain(): Promise<RoomSession> {
    // Another seat may have opened the next room already: the document says (read now, if it was not).
    await this.room.connect().catch(() => undefined);
    const there = this.next.current();
    if (there) return joinRoom(there.code, { name: this.name });
    const s = this.peer.head()?.state;
    const genesis = this.lobby.genesis();
    if (!s || !genesis) throw new Error('the room is not open');
    const config = (s.config ?? {}) as Readonly<Record<string, unknown>>;
    const again = await create({ gameId: this.game.id as GameId, name: this.name, seats: s.seats.length, config });
    await again.addBots(s.seats.filter((x) => x !== null && x.bot !== null).length);
    await this.next.point(genesis, again.code);
    return again;
  }

  /** Seats `n` more bots this device plays, one after another (each lobby entry waits for the last to land). */
  async addBots(n: number): Promise<void> {
    const bots = () => this.peer.head()?.state.seats.filter((x) => x !== null && x.bot !== null).length ?? 0;
    const want = bots() + n;
    for (let tries = 0; bots() < want && tries < 4 * n; tries++) {
      await this.lobby.addBot();
      await this.peer.idle();
    }
  }

  private problem(phase: string | undefined, seated: boolean): string {
    if (this.unread) return `This device could not read the room\u2019s document (${this.unread.message}): reload the page.`;
    if (this.room.overflow())
      return 'Someone is flooding this room\u2019s shared document (over 64 MiB): this device stopped syncing it, and keeps everything it had checked.';
    if (this.peer.failure) return `This device could not keep what it signed (${this.peer.failure.message}): reload the page.`;
    if (this.peer.readOnly) return 'This room is open in another tab of this browser: this tab only watches.';
    if (phase === 'seating') return 'The game is starting: the seat order is being drawn.';
    if (phase !== 'lobby' || seated || this.lobby.isHost()) return '';
    const full = !this.peer.head()!.state.seats.includes(null);
    if (full) return 'The table is full: you are watching.';
    return this.lobby.requested() ? 'Waiting for the host\u2019s device to seat you.' : '';
  }

  private emit(): void {
    const snap = this.snapshot();
    for (const l of this.listeners) l(snap);
  }

  subscribe(listener: (s: LobbySnapshot) => void): () => void {
    this.listeners.add(listener);
    listener(this.snapshot());
    return () => this.listeners.delete(listener);
  }

  async start(): Promise<{ ok: true } | { ok: false; error: RuleError }> {
    if (!this.lobby.canStart()) return { ok: false, error: { code: 'cannot-start', message: 'Every seat must be taken first, and only the host starts.' } };
    await this.lobby.start();
    return { ok: true };
  }

  controller(): GameController | null {
    return this.table;
  }

  leave(): void {
    for (const s of this.stops) s();
    this.table?.dispose();
    this.peer.dispose();
    this.room.close();
    this.release();
  }
}

async function open(code: string, name: string, genesis?: Entry, onProgress?: (read: number, of: number) => void): Promise<NetRoom> {
  if (codeVersion(code) === 1) throw new Error('this room was made by an earlier version of the app: it opens read-only, in the replay viewer');
  const secrets = await roomSecrets(code);
  const lock = await lockRoom(secrets.name);
  // What an opening that fails lets go of: by the end, the whole room.
  const undo: (() => void)[] = [() => lock.release()];
  try {
    const identity = await roomIdentity(secrets.name);
    const record = idbRecord(secrets.name);
    const [saved, room] = await Promise.all([readRecord(record, CHECKER_VERSION), openRoom(secrets, identity.publicKey)]);
    undo.unshift(() => room.close());
    if (genesis) append(room.doc, [genesis]);
    // A room this device knows shows from its record; its document is read once the table is drawn (protocol.md §1).
    const { gameId, fromRecord } = await roomGame(room, code, [...saved.verified.map((v) => v.entry), ...(genesis ? [genesis] : [])]);
    // The rules of the engine, the log in the reader's language (the game's UI words it).
    const game = await loadWordedGame(gameId as GameId);
    const author = new Author(secrets.name, identity, seatSecrets, random);
    const peer = new RoomPeer({
      doc: room.doc,
      author,
      code,
      games: new Map([[game.id, game]]),
      record,
      readOnly: !lock.held,
      awareness: room.awareness,
      prover: game.deal === 'poker' ? pokerProver() : undefined,
    });
    const net = new NetRoom(code, room, peer, game, name, lock.release);
    undo.splice(0, undo.length, () => net.leave());
    // A large record is read in slices: the page says how far, before the room opens.
    const stop = peer.onProgress(() => {
      const p = peer.progress;
      if (p && p.read < p.of) onProgress?.(p.read, p.of);
    });
    await peer.start(saved, fromRecord ? room.read : undefined);
    stop();
    // A game in play reads it once its table is made (makeTable); a lobby now.
    if (peer.head()?.state.phase !== 'play') net.connect();
    await net.join();
    return net;
  } catch (e) {
    for (const f of undo) f();
    throw e;
  }
}

export const createRoom: NetModule['createRoom'] = (opts) => create(opts);

async function create(opts: Parameters<NetModule['createRoom']>[0]): Promise<NetRoom> {
  const game = await loadGame(opts.gameId);
  const parsed = game.parseConfig({ ...(game.defaultConfig(opts.seats) as object), ...opts.config }, opts.seats);
  if (!parsed.ok) throw new Error(parsed.error.message);
  // The room's own identity signs its genesis; the genesis's id makes the code.
  const identity = await newIdentity(false);
  const genesis = await signEntry(identity, {
    room: '',
    parent: '',
    body: { t: 'genesis', game: game.id, config: parsed.value as Json, seats: opts.seats, nonce: toB64(random(16)), links: 'open' },
  });
  const code = roomCodeOf(entryId(genesis));
  await roomIdentity((await roomSecrets(code)).name, identity);
  return open(code, opts.name, genesis);
}

export const joinRoom: NetModule['joinRoom'] = (code, opts) => {
  const parsed = parseRoomCode(code);
  if (!parsed) return Promise.reject(new Error('this room code is not valid'));
  return open(parsed, opts.name, undefined, opts.onProgress);
};

/** A version-1 room, read-only (src/session/legacy.ts, loaded only for such a room). */
const openLegacy: NetModule['openLegacy'] = async (code) => (await import('./legacy.js')).openLegacy(code);

/** The module the app loads (src/app/net-gate.ts): checked against the interface it expects. */
export const net: NetModule = { parseRoomCode, createRoom, joinRoom, openLegacy };
