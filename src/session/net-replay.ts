/**
 * The positions of a networked game record, for the replay viewer: the signed
 * entries are checked and replayed exactly as a peer does (engine/protocol),
 * and each move's position is seen by a spectator and by each seat. Once the
 * game's audit published every seat's secret, each seat's hand can be opened
 * too; before that, seats see only what was face up.
 */
import type { AnyGame, Knowledge, Seat } from '../../engine/core/game.js';
import { fromB64 } from '../../engine/protocol/bytes.js';
import { knownCards, seatKeyOf } from '../../engine/protocol/hands.js';
import { Log } from '../../engine/protocol/log.js';
import { openKnowledge, roomMachine, type RoomState } from '../../engine/protocol/room.js';
import type { GameRecord } from './controller.js';

export interface NetReplay {
  /** One frame per position (the start, then after each move): the spectator's view, then each seat's. */
  readonly frames: (readonly unknown[])[];
  /** Why the record does not fully replay, or ''. */
  readonly problem: string;
}

export async function networkedFrames(game: AnyGame, rec: GameRecord): Promise<NetReplay> {
  const room = rec.room!;
  const log = new Log<RoomState>(room, roomMachine({ room, games: new Map([[game.id, game]]) }));
  await log.ingest(rec.entries ?? []);
  const h = log.history();
  const last = h.chain.at(-1)?.state;
  if (!last || last.phase !== 'play') return { frames: [], problem: 'The record holds no started game.' };
  const keys = last.audit.map((x) => (x ? seatKeyOf(fromB64(x, 32)!) : null));
  const names = game.cards(last.config, last.seats.length);
  const memo = new Map<string, string>();
  const knows = (s: RoomState, seat: Seat | null): Knowledge => {
    if (!s.poker) return openKnowledge(s);
    const key = seat === null ? null : keys[seat];
    if (seat !== null && key) return knownCards(s.poker, seat, key, names, memo);
    return new Map(s.poker.face.flatMap((f, hd) => (f === null ? [] : [[hd, f] as const])));
  };
  const frame = (s: RoomState) => [null, ...last.seats.map((_, i) => i)].map((seat) => game.view(s.game, seat, knows(s, seat)));
  const frames: (readonly unknown[])[] = [];
  const firstMove = h.chain.findIndex((n) => n.entry.body.t === 'move');
  if (firstMove > 0) frames.push(frame(h.chain[firstMove - 1]!.state));
  for (const n of h.chain) if (n.entry.body.t === 'move') frames.push(frame(n.state));
  const problems = [...log.refusals().map((r) => r.error.message), ...h.rejected.map((r) => r.error.message)];
  return { frames, problem: problems.length ? `Some entries were refused: ${problems[0]}` : '' };
}
