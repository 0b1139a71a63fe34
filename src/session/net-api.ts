/**
 * What the app expects from net.ts (the networked session).
 * Only types live here; net-gate.ts loads the module on demand.
 */
import type { Seat } from '../../engine/core/game.js';
import type { GameId } from '../games.js';
import type { GameController, GameRecord } from './controller.js';
import type { RuleError } from '../../engine/core/result.js';

/** One seat in a room's lobby. */
export interface LobbySeat {
  readonly seat: Seat;
  readonly name: string;
  readonly connected: boolean;
  /** This device holds the seat. */
  readonly me: boolean;
}

export interface LobbySnapshot {
  readonly code: string;
  /** Invite link carrying the code (the QR code encodes it). */
  readonly link: string;
  readonly gameId: GameId;
  readonly seats: readonly LobbySeat[];
  /** This device is the host: it seats people, adds bots and starts. */
  readonly host?: boolean;
  /** Host only: the names of people who asked for a seat and wait for one. */
  readonly waiting?: readonly string[];
  /** The game has started: `controller()` returns the table's controller. */
  readonly started: boolean;
  /** This device may start the game now (every seat taken; the host). */
  readonly canStart: boolean;
  /** A seat is free and this device is the host: it may add a bot (which it then plays). */
  readonly canAddBot?: boolean;
  /** A problem to show (signaling unreachable, room full…), or ''. */
  readonly problem: string;
  /** After the game: the room a seated player opened to play again (next-room.ts), if any. */
  readonly next?: { readonly code: string; readonly by: string; readonly mine: boolean } | null;
}

export interface RoomSession {
  readonly code: string;
  subscribe(listener: (s: LobbySnapshot) => void): () => void;
  /** Starts the game (host only). Resolves with an error sentence on failure. */
  start(): Promise<{ ok: true } | { ok: false; error: RuleError }>;
  /** Host only: puts a bot in the first free seat; this device plays it and holds its secrets. */
  addBot?(): Promise<void>;
  /** The table's controller once the game started, else null. */
  controller(): GameController | null;
  /** Leaves the room on this device (the room's log stays in IndexedDB). */
  leave(): void;
  /**
   * Play again: the room a seated player already opened for the next game, joined; else a new
   * one for the same game, table size and options (with as many bots, played by this device),
   * which everyone at this table is then offered.
   */
  playAgain?(): Promise<RoomSession>;
}

export interface NetModule {
  /** Normalises a typed or pasted code ("kq7m 2pxa", a full invite link); null if it is not one. */
  parseRoomCode(text: string): string | null;
  /**
   * Creates a room and joins it as its first seat. `config` holds the options
   * chosen (the game's defaults fill the rest); the genesis entry carries it.
   */
  createRoom(opts: { gameId: GameId; name: string; seats: number; config?: Readonly<Record<string, unknown>> }): Promise<RoomSession>;
  /**
   * Joins (or re-opens after a reload) the room with this code. `onProgress` is told how far a large
   * record has been read and checked (entries read of those in the document) before the room opens.
   */
  joinRoom(code: string, opts: { name: string; onProgress?: (read: number, of: number) => void }): Promise<RoomSession>;
  /** A room of protocol version 1 (an eight-character code), read-only: its game record, from this device's copy. */
  openLegacy?(code: string): Promise<GameRecord>;
}
