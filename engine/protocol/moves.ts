/**
 * The moves of a history in the order they were applied, for logs, records
 * and replays: the one asked seat's chain moves, and the opened moves of seats
 * asked at once (applied together when the round's last one opened).
 */
import type { Seat } from '../core/game.js';
import type { EntryId } from './entry.js';
import type { History } from './history.js';
import type { RoomState } from './room.js';

export interface PlayedMove {
  readonly id: EntryId;
  readonly seat: Seat;
  /** The action as published (untrusted shape: parse it with the game). */
  readonly action: unknown;
  /** The state the move was made in (for a sealed round, where the round began). */
  readonly before: RoomState;
  /** The state once it and everything it led to at that point were settled. */
  readonly after: RoomState;
}

export function playedMoves(h: History<RoomState>): PlayedMove[] {
  const out: PlayedMove[] = [];
  h.chain.forEach((n, i) => {
    if (n.entry.body.t === 'move' && i > 0) {
      const firstOpen = n.applied.find((a) => a.entry.body.t === 'open')?.before ?? n.state;
      out.push({ id: n.id, seat: n.entry.body.seat as Seat, action: n.entry.body.action, before: h.chain[i - 1]!.state, after: firstOpen });
    }
    const opens = n.applied.map((a, k) => ({ a, k })).filter(({ a }) => a.entry.body.t === 'open');
    for (let j = 0; j < opens.length; ) {
      const round = opens[j]!.a.entry.body.round;
      const group = [];
      while (j < opens.length && opens[j]!.a.entry.body.round === round) group.push(opens[j++]!);
      const last = group[group.length - 1]!;
      const after = n.applied[last.k + 1]?.before ?? n.state;
      const before = group[0]!.a.before;
      for (const { a } of [...group].sort((x, y) => (x.a.entry.body.seat as number) - (y.a.entry.body.seat as number))) {
        const move = a.entry.body.move as { action?: unknown } | null;
        out.push({ id: a.id, seat: a.entry.body.seat as Seat, action: move?.action, before, after });
      }
    }
  });
  return out;
}
