/**
 * The end (the rulebook, "End of the game"): "The player with the most prestige
 * points wins." The text names no tie-break, so tied players share the win.
 */
import type { Outcome } from '../../core/game.js';
import type { FeuvilleState } from './types.js';

export function outcomeOf(s: FeuvilleState): Outcome | null {
  if (!s.over) return null;
  const scores = s.players.map((p) => p.score);
  const best = Math.max(...scores);
  const winners = scores.flatMap((x, i) => (x === best ? [i] : []));
  const ranking = scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  return { scores, winners, ranking, tiebreak: '' };
}
