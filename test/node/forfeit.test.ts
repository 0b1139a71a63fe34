/**
 * Forfeit: when the game waits for a seat that never answers, every other seat
 * may vote it out (the UI offers it after a visible timeout). The vote takes
 * effect only when every other seat signed it while the game waited for that
 * seat, the same way on every peer; then no move is accepted any more.
 */
import { describe, expect, it } from 'vitest';
import { toy } from './toy-game.js';
import { playRoom } from './rooms.js';
import { awaited } from '../../engine/protocol/room.js';
import type { Chooser } from '../../engine/core/playout.js';

const firstLegal: Chooser = ({ legal }) => legal[0];

describe('forfeit', () => {
  it('ends the game once every other seat votes out the seat the game waits for', async () => {
    const run = await playRoom({ game: toy, config: { target: 12 }, seats: 3, seed: 3, net: { loss: 0, duplicate: 0, maxDelay: 2 }, chooser: firstLegal, maxSteps: 40 });
    const [p0] = run.peers;
    // Let every automatic answer (beacon links) arrive: then the game waits for a move nobody makes.
    for (let i = 0; i < 5; i++) {
      run.net.heal();
      for (const p of run.peers) await p.idle();
    }
    const head = p0!.head()!;
    expect(toy.pending(head.state.game as never)?.kind).toBe('move');
    const answers = [...p0!.log.all().values()].filter((e) => e.parent === head.id);
    const [absent] = awaited(head.state, toy, answers);
    expect(absent).toBeDefined();
    const others = run.peers.filter((p) => p.mySeats()[0] !== absent);
    const bystander = [0, 1, 2].find((x) => x !== absent)!;

    // One vote is not enough; a vote against a seat the game is not waiting for counts for nothing.
    const [first, second] = others;
    first!.post([await first!.author.attach(head.id, { t: 'forfeit', seat: first!.mySeats()[0]!, against: absent! })]);
    first!.post([await first!.author.attach(head.id, { t: 'forfeit', seat: first!.mySeats()[0]!, against: bystander })]);
    run.net.heal();
    for (const p of run.peers) await p.idle();
    for (const p of run.peers) expect(p.head()!.state.forfeited).toBeNull();

    second!.post([await second!.author.attach(head.id, { t: 'forfeit', seat: second!.mySeats()[0]!, against: absent! })]);
    run.net.heal();
    for (let i = 0; i < 3; i++) for (const p of run.peers) await p.idle();
    for (const p of run.peers) expect(p.head()!.state.forfeited).toBe(absent);

    // The absent seat coming back cannot move any more: its move is rejected everywhere.
    const late = run.peers.find((p) => p.mySeats()[0] === absent)!;
    late.post([await late.author.move(head.id, absent!, { type: 'roll' })]);
    run.net.heal();
    for (let i = 0; i < 3; i++) for (const p of run.peers) await p.idle();
    for (const p of run.peers) {
      expect(p.head()!.id).toBe(head.id);
      expect(p.history().rejected.map((r) => r.error.code)).toContain('game-over');
    }
  }, 120_000);
});
