/**
 * A flooder and an accomplice against devices reading hinted values (docs/protocol.md §1, §9). Found by an
 * attacker's review of a change that held back, unchecked, what no other member signed in a flooder's name: a
 * forgery in the flooder's name then became a known parent on a device that read it after the flood only, and
 * an accomplice building on it pulled the flooder's withheld second move in there alone. The change was
 * withdrawn; this test keeps any later one honest.
 */
import { describe, expect, it } from 'vitest';
import { entryId, type Entry } from '../../engine/protocol/entry.js';
import { AFTER_ID, afterOf } from '../../engine/protocol/history.js';
import { Log, MEMBER_BYTES } from '../../engine/protocol/log.js';
import type { RoomState } from '../../engine/protocol/room.js';
import { asStored } from './deliver.js';
import { authorOf, authors, head, machineFor, openTestRoom, seatAll, settle, type TestRoom } from './table.js';
import { toy } from './toy-game.js';

/** The seat asked at the head rolls; returns the head it rolled at. */
async function roll(r: TestRoom) {
  const n = head(await settle(r));
  const p = toy.pending(n.state.game as never);
  if (p?.kind !== 'move') throw new Error('no move asked');
  const seat = p.seats[0]!;
  r.all.push(await authorOf(r, n.state, seat).sign(n.id, { t: 'move', seat, action: { type: 'roll' }, ...afterOf(n.applied) }));
  return { n, seat };
}

describe('a flood with an accomplice', () => {
  it('"I flood; a forgery in my name gets in before or after it; my accomplice builds on it and names my second move at an old place": both devices agree', async () => {
    const r = await openTestRoom([toy], { target: 90 }, 2, await authors('room-flood-accomplice', 2, 31));
    await seatAll(r);
    let at = await roll(r);
    while (at.seat !== 1) at = await roll(r);
    const eve = authorOf(r, at.n.state, 1);
    const bo = authorOf(r, at.n.state, 0);
    for (let i = 0; i < 3; i++) await roll(r);
    const n = head(await settle(r));
    const pad = 'x'.repeat(40_000);
    const big: Entry[] = [];
    while (big.length * pad.length < MEMBER_BYTES + 100_000) big.push(await eve.sign(n.id, { t: 'note', i: big.length, pad }));
    // My second move where I moved already, signed after my flood.
    const second = await eve.sign(at.n.id, { t: 'move', seat: 1, action: { type: 'roll' }, ...afterOf(at.n.applied), reveal: 1 });
    // A value in my name that nobody signed (anyone can write it), and my accomplice's note on it, naming my move.
    const real = await eve.sign(n.id, { t: 'note', i: 1 });
    const fake: Entry = { ...real, body: { ...real.body, i: 2 } };
    const on = await bo.sign(entryId(fake), { t: 'note', i: 0, after: [entryId(second).slice(0, AFTER_ID)] });

    const device = async (order: Entry[][]) => {
      const log = new Log<RoomState>(r.room, machineFor(r.room, r.code, [toy]));
      for (const batch of order) await log.ingest(asStored(batch));
      return log;
    };
    const a = await device([r.all, big, [fake], [second, on]]);
    const b = await device([r.all, [fake], big, [second, on]]);
    for (const log of [a, b]) expect(log.isFlooding(eve.key)).toBe(true);
    const [ha, hb] = [a.history(), b.history()];
    expect(head(hb).id).toBe(head(ha).id);
    expect(head(hb).state).toEqual(head(ha).state);
    expect(hb.convictions).toEqual(ha.convictions);
    for (const e of [second, on]) expect(b.has(entryId(e))).toBe(a.has(entryId(e)));
  }, 240_000);
});
