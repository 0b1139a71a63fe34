/**
 * Feudalia in real rooms (one device per seat, real `Y.Doc`s over the test
 * network): every personal deck is shuffled by mental poker each time it runs
 * out, each hand drawn by the others' decryption shares, each card played shown
 * as a claim every device checks; the game plays to its end and every device
 * agrees on the outcome. A short game (4 VP) keeps the suite quick; the
 * full-length 4-player game is measured by `scripts/feudalia-room.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { bots } from '../../engine/games/feudalia/bots.js';
import { feudalia } from '../../engine/games/feudalia/index.js';
import type { FeudaliaState } from '../../engine/games/feudalia/types.js';
import { naturalEnd, roomOutcome } from '../../engine/protocol/room.js';
import { close, expectAgree, openRoom, play, storedIn } from './attack-kit.js';

describe('Feudalia in a room', () => {
  it('a 2-player Learning Game to 4 VP plays to its end, decks reshuffled by mental poker, and every device agrees on the outcome', async () => {
    const r = await openRoom(feudalia, { scenario: 'learning', firstSeat: 0, target: 4 }, 2, 12);
    await play(r, bots.smart as unknown as Chooser, (s) => naturalEnd(s, feudalia), 3000, 12);
    expectAgree(r.peers);
    const s = r.peers[0]!.head()!.state;
    const game = s.game as FeudaliaState;
    expect(naturalEnd(s, feudalia)).toBe(true);
    expect(roomOutcome(s, feudalia)?.winners.length).toBeGreaterThan(0);
    // Decks ran out and were shuffled again in the room: more shuffle passes (one a seat a shuffle) than the opening deals' two decks.
    const passes = storedIn(r, r.net.docs[0]!, r.peers[0]!.author.room).filter((e) => e?.body.t === 'pass').length;
    expect(passes).toBeGreaterThan(2 * 2);
    expect(game.round).toBeGreaterThan(4);
    close(r);
  }, 300_000);
});
