/**
 * Forfeit (docs/protocol.md §6). The log has no clock, so nobody can prove
 * that a seat took too long; the others can only agree that they stop waiting.
 *
 * A vote {seat, round, against} counts only at the head of the history, against
 * a seat the head waits for in that round (to move, to link, to shuffle, to
 * open a card or a sealed move, to publish its secret after the end). It takes
 * effect when every other person has voted — not bots, and not the person of
 * the device that hosts the seat voted out (a bot's own host) — and it
 * is provisional: the awaited seat's valid answer there beats it, whenever it
 * arrives, and play goes on. Nothing secret is published on a forfeit: the game
 * ends unaudited. After the natural end, a seat voted out for withholding its
 * secret loses, and everyone else keeps the game's own order.
 */
import type { Seat } from '../core/game.js';
import type { EntryId } from './entry.js';
import type { Answer, Slots } from './history.js';
import { owedAt } from './room-answers.js';
import { naturalEnd, wellFormed, writerOf, type RoomContext, type RoomState } from './room.js';

/** The seats the head waits for: the writer of the next chain entry, and every seat owing an answer. */
export function awaitedAt(ctx: RoomContext, s: RoomState, node: EntryId, answers: Slots): Seat[] {
  const out = new Set<Seat>();
  const w = writerOf(ctx, s);
  if (w?.seat !== null && w?.seat !== undefined) out.add(w.seat);
  for (const o of owedAt(ctx, s, node, answers)) if (o.seat !== null) out.add(o.seat);
  return [...out].sort((a, b) => a - b);
}

/** The persons whose votes put `against` out: every other person, but not a bot's own host. */
export function votersAgainst(s: RoomState, against: Seat): Seat[] {
  const target = s.seats[against]!;
  return s.seats.flatMap((x, v) => (x && x.bot === null && v !== against && x.author !== target.author ? [v] : []));
}

export function forfeitAt(ctx: RoomContext, s: RoomState, node: EntryId, answers: Slots): { state: RoomState; used: Answer[] } {
  const none = { state: s, used: [] };
  if (s.end || s.phase === 'lobby') return none;
  const awaited = awaitedAt(ctx, s, node, answers);
  for (const against of awaited) {
    const voters = votersAgainst(s, against);
    if (!voters.length) continue;
    const votes = voters.map((v) =>
      answers
        .get(`forfeit/${v}/${s.round}/${against}`)
        ?.find(
          (a) =>
            a.entry.author === s.seats[v]!.author &&
            wellFormed(a.entry.body) &&
            a.entry.body.seat === v &&
            a.entry.body.round === s.round &&
            a.entry.body.against === against,
        ),
    );
    if (votes.every((a): a is Answer => a !== undefined)) {
      return { state: { ...s, end: { kind: 'forfeit', seat: against, afterEnd: naturalEnd(s, ctx.game(s)) } }, used: votes };
    }
  }
  return none;
}
