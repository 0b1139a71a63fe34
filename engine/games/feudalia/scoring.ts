/** The result (the rulebook, "End of the game"): the winner the last round's judgement named, everyone ranked by points, caught seats last. */
import type { Outcome, Seat } from '../../core/game.js';
import { nobles, score } from './state.js';
import type { FeudaliaState } from './types.js';

export function outcomeOf(s: FeudaliaState): Outcome | null {
  if (s.step.kind !== 'over' || !s.winners) return null;
  const winners = s.winners;
  const key = (x: Seat): number[] => {
    const p = s.players[x]!;
    return [p.caught ? 1 : 0, winners.includes(x) ? 0 : 1, -score(p), -nobles(p)];
  };
  const seats = s.players.map((_, i) => i);
  const ranking = seats.slice().sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return a - b;
  });
  const tied = winners.length === 1 && s.players.filter((p) => !p.caught && score(p) === score(s.players[winners[0]!]!)).length > 1;
  return {
    scores: s.players.map((p) => score(p) / 2),
    winners,
    ranking,
    tiebreak: tied ? 'noble cards' : '',
  };
}
