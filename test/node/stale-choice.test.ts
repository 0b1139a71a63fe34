/**
 * A device never signs a move its own seat cannot back (docs/protocol.md §3).
 *
 * A move names the cards it plays by handle; every peer checks each against the
 * reveal share the mover attaches. A move chosen on an older view of the table
 * (a bot or a player choosing while shares, a redistribution or a swap arrive)
 * can name a card that is not at that handle any more. Signed, every peer
 * refuses it, and the mover can never answer at that position again (a second
 * entry there is equivocation), so the game waits forever. Found by the draw
 * bench (three Chromiums, the game's hint choosing as the head moved on); here
 * the stale choice is made on purpose: the move must be refused before it is
 * signed, with a reason, and the right move must still go through.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../engine/core/game.js';
import { randomBot } from '../../engine/games/feebleton/bots.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction } from '../../engine/games/feebleton/types.js';
import type { Chooser } from '../../engine/core/playout.js';
import { close, expectAgree, holder, openRoom, play, sync } from './attack-kit.js';

describe('a move chosen on an older view', () => {
  it('is refused before it is signed, and the seat can still make its real move', async () => {
    const r = await openRoom(feebleton, { firstSeat: null }, 3, 41);
    try {
      // Play until the asked seat holds two different cards it could play.
      let found: { seat: Seat; stale: FeebletonAction; real: FeebletonAction } | null = null;
      for (let n = 0; n < 40 && !found; n++) {
        const s = r.peers[0]!.head()!.state;
        const p = feebleton.pending(s.game as never);
        if (p?.kind !== 'move') {
          await play(r, randomBot as Chooser, () => false, 1, n);
          continue;
        }
        const seat = p.seats[0]!;
        const peer = holder(r, seat);
        const knows = await peer.knowledge(seat);
        const legal = feebleton.legalActions(s.game as never, seat, knows) as FeebletonAction[];
        for (const a of legal) {
          if (a.type !== 'play') continue;
          for (const [h, name] of knows) {
            if (h === a.handle || name === a.card) continue;
            const stale = { ...a, card: name } as FeebletonAction;
            if (feebleton.apply(s.game as never, stale, seat).ok) {
              found = { seat, stale, real: a };
              break;
            }
          }
          if (found) break;
        }
        if (!found) await play(r, randomBot as Chooser, () => false, 1, n);
      }
      expect(found, 'a position where a seat holds two cards it could play').not.toBeNull();
      const { seat, stale, real } = found!;
      const peer = holder(r, seat);
      const head = peer.head()!.id;
      // The public rules alone accept it (the state holds handles, not names); only the cards refuse it.
      await expect(peer.move(seat, stale)).rejects.toThrow(/not .*hand|choose again/i);
      expect(peer.hasSigned(head, null), 'nothing was signed at that position').toBe(false);
      await peer.move(seat, real);
      await sync(r);
      for (const p of r.peers) expect(p.history().rejected).toEqual([]);
      expect(r.peers[0]!.head()!.state.moves).toBeGreaterThan(0);
      expectAgree(r.peers);
    } finally {
      close(r);
    }
  }, 120_000);
});
