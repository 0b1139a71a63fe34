/**
 * Attacks on Feudalia's one hidden duty, in the attacker's own words
 * (SECURITY.md says what each proves). Real rooms: one device per seat, real
 * `Y.Doc`s over the test network, every personal deck shuffled by mental poker.
 * The attacker's device is honest code driven by a modified chooser: it signs
 * moves the honest table never offers.
 *
 * Whether my hand holds the tax collector nobody else can know at my start
 * phase, so nobody can refuse my first move as I make it. It must still not
 * pay: at the end of the same turn my whole hand is shown, a claim every device
 * checks, and a tax collector that was in it since the start phase convicts me.
 */
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { bots } from '../../engine/games/feudalia/bots.js';
import { feudalia } from '../../engine/games/feudalia/index.js';
import type { FeudaliaAction, FeudaliaState, VassalId } from '../../engine/games/feudalia/types.js';
import { naturalEnd, roomOutcome, type RoomState } from '../../engine/protocol/room.js';
import { close, expectAgree, openRoom, play } from './attack-kit.js';

const smart = bots.smart as unknown as Chooser;

/** Seat 0's modified client: when the tax collector is to be played, it plays another card of its hand for income instead. */
function skipTax(done: string[]): Chooser {
  return (ctx) => {
    const legal = ctx.legal as FeudaliaAction[];
    if (ctx.seat !== 0 || !legal.some((a) => a.type === 'tax')) return smart(ctx);
    const s = ctx.state as FeudaliaState;
    const other = s.players[0]!.hand.map((handle) => ({ handle, card: ctx.knows.get(handle) as VassalId })).find((c) => c.card !== 'tax-collector');
    if (!other) return smart(ctx);
    done.push(`held the tax collector, played a ${other.card}`);
    return { type: 'income', card: other } satisfies FeudaliaAction;
  };
}

describe('Feudalia: attacks on the tax collector', () => {
  it('I keep the tax collector in my hand through the start phase and play my hand instead: when my hand is shown at the end of that turn I am caught, out of the game and ranked last, alike on every device', async () => {
    const done: string[] = [];
    const r = await openRoom(feudalia, { scenario: 'learning', firstSeat: 0, target: 10 }, 2, 5);
    await play(r, skipTax(done), (s: RoomState) => naturalEnd(s, feudalia), 3000, 5);
    expectAgree(r.peers);
    expect(done.length, 'the attacker held the tax collector back').toBeGreaterThan(0);
    const s = r.peers[0]!.head()!.state;
    const game = s.game as FeudaliaState;
    expect(game.players[0]).toMatchObject({ caught: true, out: true });
    expect(naturalEnd(s, feudalia)).toBe(true);
    const outcome = roomOutcome(s, feudalia)!;
    expect(outcome.winners).toEqual([1]);
    expect(outcome.ranking.at(-1)).toBe(0);
    close(r);
  }, 300_000);
});
