/**
 * Feebleton played by three devices over the in-memory network with mental
 * poker: every shuffle proved and checked, every draw opened by shares, every
 * play revealed with a proof. Every peer ends with one history, no entry is
 * rejected, the end-of-game audit passes, and no card name appears in the log
 * except where a card is revealed (the audit's published secrets aside).
 */
import { describe, expect, it } from 'vitest';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { randomBot } from '../../engine/games/feebleton/bots.js';
import { playRoom } from './rooms.js';
import type { Chooser } from '../../engine/core/playout.js';
import { verifyRoom } from '../../engine/protocol/verify.js';
import { networkedFrames } from '../../src/session/net-replay.js';
import type { FeebletonView } from '../../engine/games/feebleton/types.js';
import { playedMoves } from '../../engine/protocol/moves.js';
import { cardsNamed } from './privacy.js';

describe('Feebleton over mental poker', () => {
  it('plays a 3-seat game to the end on every peer, identically, leaking no hidden card', async () => {
    const seed = Number(process.env.POKER_SEED ?? 1);
    const t0 = performance.now();
    const run = await playRoom({
      game: feebleton,
      config: { firstSeat: null },
      seats: 3,
      seed,
      net: { loss: 0, duplicate: 0.05, maxDelay: 4 },
      chooser: randomBot as Chooser,
      deterministic: true,
    });
    const where = `seed ${seed} (POKER_SEED=${seed})`;
    const h = run.peers[0]!.history();
    console.log(
      `poker room: ${h.chain.length} chain entries, ${run.peers[0]!.log.all().size} entries, ${run.steps} steps, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    expect(h.convictions, where).toEqual([]);
    expect(h.rejected, where).toEqual([]);
    expect(new Set(run.heads).size, where).toBe(1);
    expect(new Set(run.hashes).size, where).toBe(1);
    expect(run.over, where).toBe(true);
    // The audit: every seat published its secret and it matched its commitments, on every peer.
    for (const p of run.peers)
      expect(
        p.head()!.state.audit.every((x) => x !== null),
        where,
      ).toBe(true);
    // The whole record verifies from scratch (signatures, history, proofs, audit); a tampered copy does not.
    const entries = [...run.peers[0]!.log.all().values()];
    const room = run.peers[0]!.author.room;
    const games = new Map([[feebleton.id, feebleton]]);
    const report = await verifyRoom(room, run.code, entries, games);
    expect(report, where).toMatchObject({ ok: true, audit: 'passed', over: true, rejected: [], refused: [] });
    const victim = entries.findIndex((e) => e.body.t === 'move');
    const tampered = entries.map((e, i) => (i === victim ? { ...e, body: { ...e.body, seat: ((e.body.seat as number) + 1) % 3 } } : e));
    const bad = await verifyRoom(room, run.code, tampered, games);
    expect(bad.ok).toBe(false);
    expect(bad.refused.map((r) => r.code)).toEqual(['forged']);
    // The replay viewer rebuilds every position from the record; after the audit every hand opens.
    const moves = playedMoves(h).length;
    const record = {
      format: 'tabletop-game-record',
      version: 1,
      gameId: 'feebleton',
      config: {},
      names: ['a', 'b', 'c'],
      seed: null,
      moves: [],
      outcome: null,
      exportedAt: '',
      room,
      code: run.code,
      entries,
    } as const;
    const replay = await networkedFrames(feebleton, record);
    expect(replay.problem).toBe('');
    expect(replay.frames).toHaveLength(moves + 1);
    const early = replay.frames[1]! as FeebletonView[];
    expect(early[0]!.hand).toEqual([]); // the spectator
    for (let seat = 0; seat < 3; seat++) expect(early[seat + 1]!.hand.length, `seat ${seat}`).toBeGreaterThan(0);
    // Privacy: in every field of every entry, the audit's included, no card is named but where a move claims it.
    expect(cardsNamed([...run.peers[0]!.log.all().values()]), where).toEqual([]);
  }, 600_000);
});
