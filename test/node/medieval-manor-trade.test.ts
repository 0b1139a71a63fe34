/**
 * Medieval Manor's Trade Phase on the network (issue: "two players proposing and
 * accepting deals at the same moment … every peer ends in the same state and no
 * counter is created or lost"). Every seat is asked at once in the Trade Phase;
 * the peers here act in the same step on the same head, so proposals, accepts
 * and "done"s race, over a network that delays, reorders, duplicates and loses
 * updates. The canonical history keeps one answer per fork; the loser is played
 * again if it still applies, or reported as lost with the rules' reason.
 */
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { medievalManor } from '../../engine/games/medieval-manor/index.js';
import { bots } from '../../engine/games/medieval-manor/bots.js';
import { GOODS, type MedievalManorAction, type MedievalManorState } from '../../engine/games/medieval-manor/types.js';
import type { RoomState } from '../../engine/protocol/room.js';
import { playRoom } from './rooms.js';

/** The trading bot, made keener: in the Trade Phase it accepts any offer it can, and mostly proposes. */
const keenTrader: Chooser = (ctx) => {
  const legal = ctx.legal as MedievalManorAction[];
  const deals = legal.filter((a) => a.type === 'accept' || a.type === 'propose');
  const accepts = deals.filter((a) => a.type === 'accept');
  if (accepts.length) return accepts[ctx.rng.int(accepts.length)];
  if (deals.length && ctx.rng.int(3) > 0) return deals[ctx.rng.int(deals.length)];
  return bots.trader!(ctx as never);
};

const total = (s: MedievalManorState) =>
  GOODS.map((g) => s.players.reduce((n, p) => n + p.counters[g], 0));
const cards = (s: MedievalManorState) => s.players.reduce((n, p) => n + p.hand.length, 0);

describe('Medieval Manor: deals made at the same moment', () => {
  it('peers agree on every trade, and an accepted deal moves goods and cards without creating or losing any', async () => {
    let accepted = 0;
    let raced = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const seats = 2 + (seed % 2);
      const r = await playRoom({
        game: medievalManor, config: { ...medievalManor.defaultConfig(seats), firstLord: 0 }, seats, seed, chooser: keenTrader,
        net: { loss: 0.1, duplicate: 0.1, maxDelay: 6 }, deterministic: true, maxSteps: 250,
      });
      const where = `seed ${seed}, ${seats} seats`;
      expect(new Set(r.heads).size, where).toBe(1);
      expect(new Set(r.hashes).size, where).toBe(1);
      const h = r.peers[0]!.history();
      expect(h.rejected, where).toEqual([]);
      const chain = h.chain.filter((n) => (n.state as RoomState).phase === 'play');
      for (let i = 1; i < chain.length; i++) {
        const body = chain[i]!.entry.body as { t: string; action?: MedievalManorAction };
        const before = chain[i - 1]!.state.game as MedievalManorState;
        const after = chain[i]!.state.game as MedievalManorState;
        expect(medievalManor.invariants!(after), where).toEqual([]);
        if (body.t !== 'move' || body.action?.type !== 'accept') continue;
        accepted++;
        expect(total(after), `${where}: an accepted deal keeps every good`).toEqual(total(before));
        expect(cards(after), `${where}: an accepted deal keeps every card`).toBe(cards(before));
      }
      raced += h.orphaned.filter((o) => o.entry.body.t === 'move').length;
    }
    expect(accepted, 'deals were accepted').toBeGreaterThan(2);
    expect(raced, 'answers raced').toBeGreaterThan(2);
  }, 600_000);
});
