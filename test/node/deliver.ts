/**
 * Table-level help for the delivery-order attack tests: a toy game played by
 * rolls, its entries in the forms the app stores, and a fresh log fed a
 * document in chunks, in an order of the test's choosing.
 */
import type { Rng } from '../../engine/core/rng.js';
import type { Entry } from '../../engine/protocol/entry.js';
import { afterOf } from '../../engine/protocol/history.js';
import { Log } from '../../engine/protocol/log.js';
import type { RoomState } from '../../engine/protocol/room.js';
import { toWire } from '../../engine/protocol/wire.js';
import { head, machineFor, settle, type TestRoom } from './table.js';
import { toy } from './toy-game.js';

/** Each seat asked rolls, up to `moves` times or until the toy game ends. */
export async function rollToEnd(r: TestRoom, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const n = head(await settle(r));
    const p = toy.pending(n.state.game as never);
    if (p?.kind !== 'move') break;
    const seat = p.seats[0]!;
    const a = r.who.find((x) => x.key === n.state.seats[seat]!.author)!;
    r.all.push(await a.sign(n.id, { t: 'move', seat, action: { type: 'roll' }, ...afterOf(n.applied) }));
  }
}

/**
 * Entries as the app stores them in a room that says `authors: 'hinted'` (wire.ts): the genesis and join requests
 * with their keys, every other with hints (`hinted` false: all with their keys).
 */
export const asStored = (entries: readonly Entry[], hinted = true): unknown[] =>
  entries.map((e) => toWire(e, hinted && e.parent !== '' && e.body.t !== 'join') ?? e);

/** A fresh log of the room fed `values` in chunks of 1 to 12 more, in the order `rng` shuffled them into. */
export async function deliverInChunks(r: Pick<TestRoom, 'room' | 'code'>, values: readonly unknown[], rng: Rng): Promise<Log<RoomState>> {
  const log = new Log<RoomState>(r.room, machineFor(r.room, r.code, [toy]));
  for (let at = 0; at < values.length; ) {
    const k = 1 + rng.int(12);
    await log.ingest(values.slice(0, at + k));
    log.history();
    at += k;
  }
  return log;
}
