/**
 * Attacks on Felinia's one secret, the advanced game's Mysterious Place cards,
 * in the attacker's own words (SECURITY.md says what each proves). Real rooms:
 * one device per seat, real `Y.Doc`s over the test network, the cards dealt by
 * mental poker. The attacker's device is honest code driven by a modified
 * chooser: it signs moves the honest table never offers.
 *
 * Which card I drew nobody else can know, so nobody can refuse my keep as I
 * make it. What the rules forbid must still not pay: at the end every secret
 * card is shown, each a claim the others check, and a place kept twice or a
 * Books or Fine Wine card kept without paying convicts me (ranked last).
 */
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { BOARDS } from '../../engine/games/felinia/board.js';
import { mysteryCard } from '../../engine/games/felinia/data.js';
import { felinia } from '../../engine/games/felinia/index.js';
import { bots } from '../../engine/games/felinia/bots.js';
import { outcomeOf } from '../../engine/games/felinia/scoring.js';
import type { FeliniaAction, FeliniaState } from '../../engine/games/felinia/types.js';
import { naturalEnd, roomOutcome, type RoomState } from '../../engine/protocol/room.js';
import { close, expectAgree, holder, openRoom, play, sync } from './attack-kit.js';

const smart = bots.smart as unknown as Chooser;
const advanced = { variant: 'advanced', seeTop: false, firstSeat: 0 };

/** Seat 0's modified client: every Mysterious Place card it draws it keeps secretly, a place it owns or a card it cannot pay for first. */
function cheat(done: string[]): Chooser {
  return (ctx) => {
    const s = ctx.state as FeliniaState;
    if (ctx.seat !== 0 || s.mystery?.seat !== 0) return smart(ctx);
    const owned = new Set(s.players[0]!.places.map((k) => mysteryCard(ctx.knows.get(k.handle) ?? '')?.place));
    const drawn = s.mystery.drawn.map((h) => ({ h, card: mysteryCard(ctx.knows.get(h) ?? '')! }));
    const wrong = drawn.find((d) => owned.has(d.card.place)) ?? drawn.find((d) => d.card.needs !== null);
    const pick = wrong ?? drawn[0]!;
    if (wrong) done.push(owned.has(wrong.card.place) ? `kept ${wrong.card.card}, a place I own` : `kept ${wrong.card.card} without paying`);
    return { type: 'mystery', keep: pick.h, card: null } satisfies FeliniaAction;
  };
}

/** The walker from seat 0 always heads for a Mysterious Place when it can. */
function toPlaces(inner: Chooser): Chooser {
  return (ctx) => {
    const s = ctx.state as FeliniaState;
    if (ctx.seat === 0 && s.walk?.seat === 0) {
      const place = (ctx.legal as FeliniaAction[]).find((a) => a.type === 'step' && PLACES.has(a.province));
      if (place) return place;
    }
    return inner(ctx);
  };
}

/** The advanced board's Mysterious Places. */
const PLACES = new Set(BOARDS.advanced.provinces.filter((p) => p.rewards.includes('mystery')).map((p) => p.id));

describe('Felinia: attacks on the Mysterious Place cards', () => {
  it('I keep Mysterious Place cards against the rules, in secret: a place I own again, a Books or Fine Wine card unpaid. At the end my shown cards convict me, alike on every device', async () => {
    const done: string[] = [];
    const r = await openRoom(felinia, advanced, 3, 7);
    await play(r, toPlaces(cheat(done)), (s: RoomState) => naturalEnd(s, felinia), 3000, 7);
    expectAgree(r.peers);
    const s = r.peers[0]!.head()!.state;
    expect(naturalEnd(s, felinia)).toBe(true);
    expect(done.length, 'the attacker broke the rules at least once').toBeGreaterThan(0);
    const game = s.game as FeliniaState;
    expect(game.caught).toEqual([0]);
    const outcome = roomOutcome(s, felinia)!;
    expect(outcome.winners).not.toContain(0);
    expect(outcome.ranking.at(-1)).toBe(0);
    close(r);
  }, 300_000);

  it('I am losing, so when the secret cards are to be shown I show nothing and let the others vote me out: the settled result stands, I am last and the leader still wins', async () => {
    const r = await openRoom(felinia, advanced, 3, 9);
    const inReveal = (s: RoomState) => (s.game as FeliniaState | null)?.phase === 'reveal';
    await play(r, smart, inReveal, 3000, 9);
    const head = r.peers[0]!.head()!;
    const game = head.state.game as FeliniaState;
    expect(game.phase, 'the game reached the showing of the secret cards').toBe('reveal');
    // Every score is known: showing the secret cards changes none of them.
    const settled = outcomeOf({ ...game, phase: 'over' })!;
    const awaited = (felinia.pending(game) as unknown as { seats: number[] }).seats;
    // The withholder: the lowest-ranked seat the game waits for, if it is not the leader.
    const me = [...settled.ranking].reverse().find((x) => awaited.includes(x))!;
    expect(settled.winners).not.toContain(me);
    for (const seat of awaited.filter((x) => x !== me)) {
      const peer = holder(r, seat);
      const legal = felinia.legalActions(game, seat, await peer.knowledge(seat));
      await peer.move(seat, legal[0]!);
    }
    await sync(r);
    const at = r.peers[0]!.head()!;
    for (const p of r.peers.filter((x) => !x.mySeats().includes(me)))
      await p.write(at.id, { t: 'forfeit', seat: p.mySeats()[0]!, round: at.state.round, against: me });
    await sync(r);
    expectAgree(r.peers);
    const end = r.peers[0]!.head()!.state;
    expect(end.end).toMatchObject({ kind: 'forfeit', seat: me, afterEnd: false });
    const o = roomOutcome(end, felinia)!;
    // Before the game's settled result counted, every score was 0 and both others shared the win.
    expect(o.ranking.at(-1)).toBe(me);
    expect(o.winners).toEqual(settled.winners);
    expect(o.scores).toEqual(settled.scores);
    close(r);
  }, 300_000);
});
