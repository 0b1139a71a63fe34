/**
 * The positions of a networked game record, for the replay viewer: the signed
 * entries are checked and replayed exactly as a peer does (engine/protocol),
 * and each move's position is seen by a spectator and by each seat. Once the
 * game's audit published every seat's secret, each seat's hand can be opened
 * too; before that, seats see only what was face up. Records of protocol
 * version 1 replay through the frozen version-1 reader.
 */
import type { AnyGame, Knowledge, Outcome, Seat } from '../../engine/core/game.js';
import { fromB64 } from '../../engine/protocol/bytes.js';
import { knownCards, seatKeyOf } from '../../engine/protocol/hands.js';
import { Log } from '../../engine/protocol/log.js';
import { playedMoves } from '../../engine/protocol/moves.js';
import { roomMachine, type RoomState } from '../../engine/protocol/room.js';
import type { PokerState } from '../../engine/protocol/table.js';
import type { GameRecord, RecordedMove } from './controller.js';

export interface NetReplay {
  /** One frame per position (the start, then after each move): the spectator's view, then each seat's. */
  readonly frames: (readonly unknown[])[];
  /** Why the record does not fully replay, or ''. */
  readonly problem: string;
  /**
   * What the signed entries say, not the record's unsigned fields: the seats' names, the moves that
   * were played (in words), and the outcome if the game reached its end.
   */
  readonly names: readonly string[];
  readonly moves: readonly RecordedMove[];
  readonly outcome: Outcome | null;
}

/** What a frame needs of a room state, in either protocol version. */
interface Position {
  readonly game: unknown;
  readonly cards: readonly string[];
  readonly poker: PokerState | null;
  readonly seats: readonly unknown[];
  readonly audit: readonly (string | null)[];
  readonly config: unknown;
}

export async function networkedFrames(game: AnyGame, rec: GameRecord): Promise<NetReplay> {
  const v1 = (rec.entries?.[0] as { v?: unknown } | undefined)?.v === 1;
  const r = v1 ? await versionOne(game, rec) : await versionTwo(game, rec);
  if (!r.last) return { frames: [], problem: 'The record holds no started game.', names: [], moves: [], outcome: null };
  const last = r.last;
  const seated = last.seats.map((x, i) => (x as { name?: string } | null)?.name ?? `Seat ${i + 1}`);
  const moves = r.played.map((m) => {
    const a = game.parseAction(m.action);
    return { seat: m.seat, action: m.action, text: a.ok && m.before !== null ? game.describe(m.before, a.value, m.seat, seated) : '' };
  });
  const over = r.positions.at(-1)?.game;
  const keys = last.audit.map((x) => (x ? seatKeyOf(fromB64(x, 32)!) : null));
  const names = game.cards(last.config, last.seats.length);
  const memo = new Map<string, string>();
  const knows = (s: Position, seat: Seat | null): Knowledge => {
    if (!s.poker) return new Map(s.cards.map((c, h) => [h, c]));
    const key = seat === null ? null : keys[seat];
    if (seat !== null && key) return knownCards(s.poker, seat, key, names, memo);
    return new Map(s.poker.face.flatMap((f, hd) => (f === null ? [] : [[hd, f] as const])));
  };
  const frame = (s: Position) => [null, ...last.seats.map((_, i) => i)].map((seat) => game.view(s.game, seat, knows(s, seat)));
  return { frames: r.positions.map(frame), problem: r.problem, names: seated, moves, outcome: over != null ? game.outcome(over) : null };
}

/** A move as the signed history has it: who, what (untrusted shape), and the game state it was made in. */
interface Played {
  readonly seat: Seat;
  readonly action: unknown;
  readonly before: unknown;
}

async function versionTwo(game: AnyGame, rec: GameRecord): Promise<{ positions: Position[]; played: Played[]; last: Position | null; problem: string }> {
  const room = rec.room!;
  const log = new Log<RoomState>(room, roomMachine({ room, code: rec.code ?? '', games: new Map([[game.id, game]]) }));
  await log.ingest(rec.entries ?? []);
  const h = log.history();
  const last = h.chain.at(-1)?.state;
  if (last?.phase !== 'play') return { positions: [], played: [], last: null, problem: '' };
  const moves = playedMoves(h);
  const positions: Position[] = moves.length ? [moves[0]!.before] : [];
  for (const m of moves) positions.push(m.after);
  const played = moves.map((m) => ({ seat: m.seat, action: m.action, before: m.before.game }));
  const problems = [...log.refusals().map((r) => r.error.message), ...h.rejected.map((r) => r.error.message)];
  return { positions, played, last, problem: problems.length ? `Some entries were refused: ${problems[0]}` : '' };
}

async function versionOne(game: AnyGame, rec: GameRecord): Promise<{ positions: Position[]; played: Played[]; last: Position | null; problem: string }> {
  const { Log: LogV1 } = await import('../../engine/protocol/v1/log.js');
  const { roomMachine: machineV1 } = await import('../../engine/protocol/v1/room.js');
  const room = rec.room!;
  const log = new LogV1(room, machineV1({ room, games: new Map([[game.id, game]]) }));
  await log.ingest(rec.entries ?? []);
  const h = log.history();
  const last = h.chain.at(-1)?.state;
  if (last?.phase !== 'play') return { positions: [], played: [], last: null, problem: '' };
  const positions: Position[] = [];
  const played: Played[] = [];
  const firstMove = h.chain.findIndex((n) => n.entry.body.t === 'move');
  if (firstMove > 0) positions.push(h.chain[firstMove - 1]!.state);
  h.chain.forEach((n, i) => {
    if (n.entry.body.t !== 'move' || i === 0) return;
    positions.push(n.state);
    played.push({ seat: n.entry.body.seat as Seat, action: n.entry.body.action, before: h.chain[i - 1]!.state.game });
  });
  const problems = [...log.refusals().map((r) => r.error.message), ...h.rejected.map((r) => r.error.message)];
  return { positions, played, last, problem: problems.length ? `Some entries were refused: ${problems[0]}` : '' };
}

/**
 * A game record of a room of protocol version 1, from its entries (the app
 * opens such rooms read-only, from this device's copy of their document): the
 * frozen version-1 reader checks and replays them; names, moves and outcome
 * come from its history.
 */
export async function versionOneRecord(game: AnyGame, room: string, entries: readonly unknown[]): Promise<GameRecord | null> {
  const { Log: LogV1 } = await import('../../engine/protocol/v1/log.js');
  const { roomMachine: machineV1 } = await import('../../engine/protocol/v1/room.js');
  const log = new LogV1(room, machineV1({ room, games: new Map([[game.id, game]]) }));
  await log.ingest(entries);
  const h = log.history();
  const last = h.chain.at(-1)?.state;
  if (last?.phase !== 'play') return null;
  const names = last.seats.map((x, i) => x?.name ?? `Seat ${i + 1}`);
  const moves = h.chain.flatMap((n, i) => {
    if (n.entry.body.t !== 'move' || i === 0) return [];
    const a = game.parseAction(n.entry.body.action);
    const before = h.chain[i - 1]!.state.game;
    return [
      {
        seat: n.entry.body.seat as Seat,
        action: n.entry.body.action,
        text: a.ok && before !== null ? game.describe(before, a.value, n.entry.body.seat as Seat, names) : '',
      },
    ];
  });
  return {
    format: 'tabletop-game-record',
    version: 1,
    gameId: game.id as GameRecord['gameId'],
    config: last.config,
    names,
    seed: null,
    moves,
    outcome: last.game !== null ? game.outcome(last.game) : null,
    exportedAt: new Date().toISOString(),
    room,
    entries: [...log.all().values()],
  };
}
