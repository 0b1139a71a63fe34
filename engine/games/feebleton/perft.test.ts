/**
 * Perft-style counts (as chessops counts): the number of action and resolution
 * sequences to depth k from fixed deals. Each ply is one action by any seat a
 * `move` lists, one value of a `random`, or a shuffle (one branch: the dealer's
 * secret order is not the rules' business). The counts pin move generation down:
 * any change to what is legal shows up here first.
 */
import { describe, expect, it } from 'vitest';
import { LocalDealer } from '../../core/dealer.js';
import type { Handle, Seat } from '../../core/game.js';
import { expectOk } from '../../core/result.js';
import { feebleton } from './index.js';
import type { FeebletonState } from './types.js';

function knows(state: FeebletonState, cards: readonly string[], seat: Seat): Map<Handle, string> {
  const out = new Map<Handle, string>();
  for (const [h, seats] of feebleton.viewers(state)) if (seats.includes(seat)) out.set(h, cards[h]!);
  return out;
}

function perft(state: FeebletonState, cards: readonly string[], depth: number): number {
  const p = feebleton.pending(state);
  if (depth === 0 || !p) return 1;
  if (p.kind === 'shuffle') return perft(expectOk(feebleton.resolve(state, { kind: 'shuffle' })), cards, depth - 1);
  if (p.kind === 'random') {
    let n = 0;
    for (let value = 0; value < p.bound; value++) n += perft(expectOk(feebleton.resolve(state, { kind: 'random', value })), cards, depth - 1);
    return n;
  }
  let n = 0;
  for (const seat of p.seats) {
    for (const a of feebleton.legalActions(state, seat, knows(state, cards, seat))) {
      const re = feebleton.rearrangement!(state, a);
      const next = cards.slice();
      if (re?.order) {
        const { handles, order } = re as { handles: readonly Handle[]; order: readonly number[] };
        handles.forEach((h, i) => {
          next[h] = cards[handles[order[i]!]!]!;
        });
      }
      n += perft(expectOk(feebleton.apply(state, a, seat)), next, depth - 1);
    }
  }
  return n;
}

function dealt(seats: number, seed: number): { state: FeebletonState; cards: readonly string[] } {
  const dealer = new LocalDealer(feebleton.cards({ firstSeat: 0 }, seats), seed);
  const state = dealer.settle(feebleton, feebleton.setup({ firstSeat: 0 }, seats));
  return { state, cards: dealer.save().cards };
}

describe('perft from fixed deals', () => {
  // Depths 1 and 2 checked by hand. 2 seats, seed 1: seat 0 holds Guard, Merchant, Farmer,
  // Marauders (4 plays); seat 1 answers Marauders' General window by passing (1) and has
  // 4 plays after each other card: 3 × 4 + 1 = 13. 3 seats, seed 2: Spy on seat 1 or 2,
  // Farmer, Noble, Farmer (5); seat 2 holds a Guard for the Spy (pass or react), seat 1 can
  // never play its Tyranny (no Council Member or King in Feebleton): 1 + 2 + 3 × 3 = 12.
  it.each([
    [2, 1, [1, 4, 13, 44, 134, 415, 1178]],
    [3, 2, [1, 5, 12, 43, 136, 353, 1124]],
    [4, 3, [1, 6, 18, 57, 253, 1089, 4458]],
  ])('%i seats, dealer seed %i', (seats, seed, counts) => {
    const { state, cards } = dealt(seats, seed);
    expect(counts.map((_, depth) => perft(state, cards, depth))).toEqual(counts);
  });
});
