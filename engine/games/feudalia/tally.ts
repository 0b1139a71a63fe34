/**
 * Feudalia's figures for `npm run sim` (core/meta.ts `Tally`): each seat's
 * victory points by source (its fiefs' faces; the tokens of each cathedral
 * part, told apart by which part's pile shrank as the seat's tokens grew),
 * and its opening: the first vassal it took from the supply (Dirty Business's
 * chosen worker, else its first hire).
 */
import { faceOf } from './cards.js';
import type { Tally } from '../../core/meta.js';
import { actor } from './legal.js';
import type { FeudaliaState, VassalId } from './types.js';

export function tally(): Tally {
  let last: FeudaliaState | null = null;
  let tokens: Record<string, number>[] = [];
  let openings: (string | null)[] = [];
  return {
    step(state) {
      const s = state as FeudaliaState;
      if (!last) {
        tokens = s.players.map(() => ({}));
        openings = s.players.map(() => null);
      } else {
        // A vassal leaves the supply by its taker's move (a scenario's drawn vassals leave by a draw: no one's).
        const taker = actor(last);
        const taken = (Object.keys(s.supply) as VassalId[]).find((v) => (s.supply[v]?.length ?? 0) < (last!.supply[v]?.length ?? 0));
        if (taken && taker !== null && openings[taker] === null) openings[taker] = taken;
        s.players.forEach((p, i) => {
          const gained = p.tokens - last!.players[i]!.tokens;
          if (gained <= 0) return;
          const part = Object.keys(s.cathedral.tokens).find((k) => s.cathedral.tokens[k as never] < last!.cathedral.tokens[k as never]) ?? 'other';
          tokens[i]![part] = (tokens[i]![part] ?? 0) + gained / 2;
        });
      }
      last = s;
    },
    perSeat() {
      return (last?.players ?? []).map((p, i) => ({ fiefs: p.fiefs.reduce((n, f) => n + faceOf(f).vp, 0) / 2, ...tokens[i] }));
    },
    openings: () => openings,
  };
}
