/**
 * Medieval Manor's Trade Phase on the network: lock-step rounds in which every
 * player still trading seals an answer, then opens it; the round happens once
 * every answer is open (engine/games/medieval-manor/trade.ts). Over a network
 * that delays, reorders, duplicates and loses updates, every peer must end in
 * the same state, no deal may create or lose a counter or a card, and no
 * answer is refused: nothing races.
 */
import { describe, expect, it } from 'vitest';
import type { Chooser } from '../../engine/core/playout.js';
import { medievalManor } from '../../engine/games/medieval-manor/index.js';
import { bots } from '../../engine/games/medieval-manor/bots.js';
import { GOODS, type MedievalManorAction, type MedievalManorState } from '../../engine/games/medieval-manor/types.js';
import { playedMoves } from '../../engine/protocol/moves.js';
import { playRoom } from './rooms.js';

/** The trading bot, made keener: in a trade round it accepts any offer it can, and mostly proposes. */
const keenTrader: Chooser = (ctx) => {
  const legal = ctx.legal as MedievalManorAction[];
  const single = (t: string) => legal.filter((a) => a.type === 'trade' && a.items[0]?.type === t);
  const accepts = single('accept');
  if (accepts.length) return accepts[ctx.rng.int(accepts.length)];
  const deals = single('propose');
  if (deals.length && ctx.rng.int(3) > 0) return deals[ctx.rng.int(deals.length)];
  return bots.trader!(ctx as never);
};

const total = (s: MedievalManorState) => GOODS.map((g) => s.players.reduce((n, p) => n + p.counters[g], 0));
const cards = (s: MedievalManorState) => s.players.reduce((n, p) => n + p.hand.length, 0);

describe('Medieval Manor: trade rounds over the network', () => {
  it('peers agree on every round, and deals move goods and cards without creating or losing any', async () => {
    let accepted = 0;
    let rounds = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const seats = 2 + (seed % 2);
      const r = await playRoom({
        game: medievalManor,
        config: { ...medievalManor.defaultConfig(seats), firstLord: 0 },
        seats,
        seed,
        chooser: keenTrader,
        net: { loss: 0.1, duplicate: 0.1, maxDelay: 6 },
        deterministic: true,
        maxSteps: 250,
      });
      const where = `seed ${seed}, ${seats} seats`;
      expect(new Set(r.heads).size, where).toBe(1);
      expect(new Set(r.hashes).size, where).toBe(1);
      const h = r.peers[0]!.history();
      expect(h.rejected, where).toEqual([]);
      expect(h.convictions, where).toEqual([]);
      for (const m of playedMoves(h)) {
        const before = m.before.game as MedievalManorState;
        const after = m.after.game as MedievalManorState;
        expect(medievalManor.invariants!(after), where).toEqual([]);
        const a = m.action as MedievalManorAction;
        if (a.type !== 'trade') continue;
        rounds++;
        if (!a.items.some((i) => i.type === 'accept')) continue;
        accepted++;
        expect(total(after), `${where}: a round keeps every good`).toEqual(total(before));
        expect(cards(after), `${where}: a round keeps every card`).toBe(cards(before));
      }
    }
    expect(accepted, 'deals were accepted').toBeGreaterThan(2);
    expect(rounds, 'trade rounds were played').toBeGreaterThan(10);
  }, 600_000);
});
