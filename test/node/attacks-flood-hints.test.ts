/**
 * A seated player floods a room whose entries name their author by a hint (docs/protocol.md §1, §9).
 * Past its allowance a flooder's entries are held back unread; a hinted value names no author, so before
 * each was signature-checked as every member with that hint byte first, the flooder included, and the
 * flood cost every device one check (or two) per value, up to the 64 MiB document cap.
 */
import { describe, expect, it, vi } from 'vitest';
import { entryId, verifyEntry, type Entry } from '../../engine/protocol/entry.js';
import { Log, MEMBER_BYTES } from '../../engine/protocol/log.js';
import type { RoomState } from '../../engine/protocol/room.js';
import { asStored } from './deliver.js';
import { authorOf, authors, head, machineFor, openTestRoom, seatAll, settle } from './table.js';
import { toy } from './toy-game.js';

vi.mock('../../engine/protocol/entry.js', async (load) => {
  const real = await load<typeof import('../../engine/protocol/entry.js')>();
  return { ...real, verifyEntry: vi.fn(real.verifyEntry) };
});

describe('a flood of hinted values', () => {
  it('"Seated, I write past my allowance, then 1,000 small notes stored with my hint": they cost you no signature check', async () => {
    const r = await openTestRoom([toy], { target: 90 }, 2, await authors('room-flood-hints', 2, 7));
    await seatAll(r);
    const n = head(await settle(r));
    const eve = authorOf(r, n.state, 1);
    const pad = 'x'.repeat(40_000);
    const big: Entry[] = [];
    while (big.length * pad.length < MEMBER_BYTES + 100_000) big.push(await eve.sign(n.id, { t: 'note', i: big.length, pad }));
    const small: Entry[] = [];
    for (let i = 0; i < 1000; i++) small.push(await eve.sign(n.id, { t: 'note', i: big.length + i }));

    const log = new Log<RoomState>(r.room, machineFor(r.room, r.code, [toy]));
    await log.ingest(asStored(r.all));
    await log.ingest(asStored(big));
    expect(log.isFlooding(eve.key)).toBe(true);
    const checks = vi.mocked(verifyEntry);
    checks.mockClear();
    await log.ingest(asStored(small));
    // Before: 1,000 (each read as mine, my signature checked, then held back).
    expect(checks.mock.calls.length).toBeLessThan(10);
    for (const e of small.slice(0, 20)) expect(log.has(entryId(e))).toBe(false);

    // Held back, not lost: one the other player builds on is read (and checked) then, as a keyed one would be.
    const other = authorOf(r, n.state, 0);
    const wanted = small[0]!;
    const on = await other.sign(entryId(wanted), { t: 'note', i: 0 });
    await log.ingest(asStored([on]));
    expect(log.has(entryId(wanted))).toBe(true);
    expect(log.has(entryId(on))).toBe(true);
  }, 240_000);
});
