/**
 * What a seat sees: everything on the table but the decks' order and other
 * players' hands, which it sees by their size only; its own hand by name as
 * its knowledge names it.
 */
import type { Knowledge, Seat } from '../../core/game.js';
import { saved } from './flow.js';
import { actor } from './legal.js';
import { outcomeOf } from './scoring.js';
import { nobles, score } from './state.js';
import type { FeudaliaState, FeudaliaView, VassalId } from './types.js';

export function view(s: FeudaliaState, viewer: Seat | null, knows: Knowledge = new Map()): FeudaliaView {
  const { players, masterPile, masterBottom, fiefPile, draws: _draws, ...open } = s;
  const seat = actor(s);
  return {
    ...open,
    viewer,
    toAct: seat === null ? [] : [seat],
    masterDeck: masterPile.length + masterBottom.length,
    fiefDeck: fiefPile.length,
    ranking: outcomeOf(s)?.ranking ?? null,
    players: players.map(({ deck, hand, ...p }, i) => ({
      ...p,
      seat: i,
      deckSize: deck.length,
      handSize: hand.length,
      hand: i === viewer ? hand.map((handle) => ({ handle, card: (knows.get(handle) as VassalId | undefined) ?? null })) : null,
      score: score(players[i]!),
      nobles: nobles(players[i]!),
      saves: saved(players[i]!),
    })),
  };
}
