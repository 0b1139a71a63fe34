/**
 * Networked rooms (the NetModule the app loads on demand, src/app/net-api.ts).
 *
 * Creating a room makes a code, opens the room's document (y-indexeddb +
 * y-webrtc, src/room/connect.ts), writes the genesis and takes the first seat.
 * Joining opens the same document from the code, waits for the genesis (from
 * IndexedDB after a reload, or from a peer), loads that game and takes the first
 * free seat — or watches, if the table is full. Re-opening a room this device
 * already sits in changes nothing: the seat is found in the log.
 *
 * A seat claim that loses a race to another (two players joining at once) is
 * orphaned; this device then claims the next free seat on the new head.
 */
import type { AnyGame } from '../../engine/core/game.js';
import { loadGame, isGameId, type GameId } from '../../engine/games/index.js';
import { Author } from '../../engine/protocol/author.js';
import type { Json } from '../../engine/protocol/canonical.js';
import { inviteLink, newRoomCode, parseRoomCode, roomSecrets } from '../room/code.js';
import { openRoom, type OpenRoom } from '../room/connect.js';
import { logOf } from '../room/doc.js';
import { deviceIdentity, rememberRoom, seatSecrets } from '../room/storage.js';
import { loadGameUi } from '../app/games.js';
import type { LobbySnapshot, NetModule, RoomSession } from '../app/net-api.js';
import type { GameController } from './controller.js';
import { NetController } from './net-controller.js';
import { RoomPeer } from './peer.js';
import { workerProver } from './prover.js';

export { parseRoomCode };

const random = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n));

class NetRoom implements RoomSession {
  private listeners = new Set<(s: LobbySnapshot) => void>();
  private table: NetController | null = null;
  private problem = '';
  private joining = false;
  private stops: (() => void)[] = [];

  constructor(
    readonly code: string,
    private readonly room: OpenRoom,
    private readonly peer: RoomPeer,
    private readonly game: AnyGame,
    private readonly name: string,
  ) {
    this.stops.push(peer.onChange(() => this.changed()));
    this.stops.push(room.onPeersChange(() => this.emit()));
  }

  private changed(): void {
    void this.claimSeat();
    if (this.started() && !this.table) void this.makeTable();
    this.emit();
  }

  private started(): boolean {
    return this.peer.head()?.state.phase === 'play';
  }

  /** Takes the first free seat unless this device already sits or has a claim on the head. */
  async claimSeat(): Promise<void> {
    const head = this.peer.head();
    if (!head || head.state.phase !== 'lobby' || this.joining) return;
    const me = this.peer.author.key;
    if (head.state.seats.some((x) => x?.author === me && !x.bot)) return;
    const free = head.state.seats.findIndex((x) => x === null);
    if (free < 0) return;
    const pending = [...this.peer.log.all().values()].some((e) => e.author === me && e.parent === head.id && e.body.t === 'join');
    if (pending) return;
    this.joining = true;
    try {
      this.peer.post([await this.peer.author.join(head.id, free, this.name, { poker: this.game.deal === 'poker' })]);
    } finally {
      this.joining = false;
    }
  }

  /** Hosts a bot in the first free seat (its secrets stay on this device). */
  async addBot(): Promise<void> {
    const head = this.peer.head();
    if (!head || head.state.phase !== 'lobby') return;
    const free = head.state.seats.findIndex((x) => x === null);
    if (free < 0) return;
    this.peer.post([await this.peer.author.join(head.id, free, `Bot ${free + 1}`, { bot: true, poker: this.game.deal === 'poker' })]);
  }

  private async makeTable(): Promise<void> {
    const ui = await loadGameUi(this.game.id as GameId);
    if (this.table) return;
    this.table = new NetController({
      peer: this.peer,
      game: this.game,
      label: ui.label,
      bot: ui.bot,
      connectedKeys: () => this.room.connectedKeys(),
      forfeitAfterMs: this.room.config.forfeitAfterSeconds * 1000,
      botDelay: this.room.config.botDelayMs,
    });
    this.emit();
  }

  snapshot(): LobbySnapshot {
    const s = this.peer.head()?.state;
    const keys = this.room.connectedKeys();
    const me = this.peer.author.key;
    const seats = (s?.seats ?? []).map((x, seat) => ({
      seat,
      name: x ? (x.bot ? `${x.name} (a bot on ${x.author === me ? 'this device' : 'another device'})` : x.name) : 'Free seat',
      connected: x ? keys.has(x.author) : false,
      me: x?.author === me && !x.bot,
    }));
    const seated = s?.seats.some((x) => x?.author === me) ?? false;
    return {
      code: this.code,
      link: inviteLink(this.code, location),
      gameId: (s?.gameId ?? this.game.id) as GameId,
      seats,
      started: this.started() && this.table !== null,
      canStart: !!s && s.phase === 'lobby' && seated && s.seats.every((x) => x !== null),
      canAddBot: !!s && s.phase === 'lobby' && seated && s.seats.some((x) => x === null),
      problem: this.problem || (s && s.phase === 'lobby' && !seated && s.seats.every((x) => x) ? 'The table is full: you are watching.' : ''),
    };
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

  async start(): Promise<{ ok: true } | { ok: false; error: { message: string } }> {
    const head = this.peer.head();
    if (!head || !this.snapshot().canStart) return { ok: false, error: { message: 'Every seat must be taken first.' } };
    this.peer.post([await this.peer.author.start(head.id)]);
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
  }
}

/** Waits until the document holds a genesis entry (from IndexedDB or a peer); returns its game. */
function genesisGame(room: OpenRoom): Promise<string> {
  const find = (): string | null => {
    for (const raw of logOf(room.doc).toArray()) {
      const e = raw as { parent?: unknown; body?: { t?: unknown; game?: unknown } } | null;
      if (e?.parent === '' && e.body?.t === 'genesis' && isGameId(e.body.game)) return e.body.game;
    }
    return null;
  };
  const now = find();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const log = logOf(room.doc);
    const check = () => {
      const g = find();
      if (g) {
        log.unobserve(check);
        resolve(g);
      }
    };
    log.observe(check);
  });
}

async function open(
  code: string,
  name: string,
  create?: { gameId: GameId; seats: number; config?: Readonly<Record<string, unknown>> },
): Promise<NetRoom> {
  // A new room's options over the game's defaults, checked as every peer will check them.
  let config: Json | null = null;
  if (create) {
    const game = await loadGame(create.gameId);
    const parsed = game.parseConfig({ ...(game.defaultConfig(create.seats) as object), ...create.config }, create.seats);
    if (!parsed.ok) throw new Error(parsed.error.message);
    config = parsed.value as Json;
  }
  const secrets = await roomSecrets(code);
  const identity = await deviceIdentity();
  const room = await openRoom(secrets, identity.publicKey);
  const author = new Author(secrets.name, identity, seatSecrets, random);
  if (create) {
    const genesis = await author.genesis(create.gameId, config, create.seats);
    logOf(room.doc).push([{ ...genesis }]);
  }
  const gameId = (await genesisGame(room)) as GameId;
  const game = await loadGame(gameId);
  const peer = new RoomPeer(room.doc, author, new Map([[game.id, game]]), game.deal === 'poker' ? workerProver() : undefined);
  const net = new NetRoom(code, room, peer, game, name);
  await peer.start();
  await net.claimSeat();
  await rememberRoom({ code, gameId, openedAt: Date.now() });
  return net;
}

export const createRoom: NetModule['createRoom'] = (opts) => open(newRoomCode(random), opts.name, opts);

export const joinRoom: NetModule['joinRoom'] = (code, opts) => {
  const parsed = parseRoomCode(code);
  if (!parsed) return Promise.reject(new Error('this room code is not valid'));
  return open(parsed, opts.name);
};

/** The module the app loads (src/app/net-gate.ts): checked against the interface it expects. */
export const net: NetModule = { parseRoomCode, createRoom, joinRoom };
