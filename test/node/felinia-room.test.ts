/**
 * Felinia in real rooms (one device per seat, real `Y.Doc`s over the test
 * network): the basic game has no hidden card, so its room deals nothing by
 * mental poker (a table of no cards) and plays to its end on the beacon alone.
 */
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { bots } from '../../engine/games/felinia/bots.js';
import { felinia } from '../../engine/games/felinia/index.js';
import { naturalEnd, roomOutcome } from '../../engine/protocol/room.js';
import { close, expectAgree, openRoom, play } from './attack-kit.js';

describe('Felinia in a room', () => {
  it('a 3-player basic game plays to its end with no hidden card dealt, and every device agrees on the outcome', async () => {
    const r = await openRoom(felinia, { variant: 'basic', seeTop: false, firstSeat: null }, 3, 11);
    await play(r, bots.smart as unknown as Chooser, (s) => naturalEnd(s, felinia), 3000, 11);
    expectAgree(r.peers);
    const s = r.peers[0]!.head()!.state;
    expect(naturalEnd(s, felinia)).toBe(true);
    expect(s.poker?.cts ?? []).toEqual([]);
    expect(roomOutcome(s, felinia)?.winners.length).toBeGreaterThan(0);
    close(r);
  }, 300_000);
});
