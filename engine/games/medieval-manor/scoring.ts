/**
 * The end and the winner (the rulebook, "Victory"): "1. The winner is the
 * player with the highest total VPs at the end of the game. 2. If tied at the end,
 * the player with the most Upgrades wins. 3. If still tied, the player with the
 * most Gold wins." Players still tied after that share the win.
 */
import type { Outcome, Seat } from '../../core/game.js';
import type { MedievalManorState, TieBreak } from './types.js';

type Key = readonly [number, number, number];

const keyOf = (s: MedievalManorState, seat: Seat): Key => {
  const p = s.players[seat]!;
  return [p.counters.victory, p.upgrades.length, p.counters.gold];
};

const cmp = (a: Key, b: Key): number => b[0] - a[0] || b[1] - a[1] || b[2] - a[2];

const TIEBREAK_TEXT: Readonly<Record<TieBreak, string>> = {
  upgrades: 'Tied on Victory: most Upgrades wins.',
  gold: 'Tied on Victory and Upgrades: most Gold wins.',
  shared: 'Tied on Victory, Upgrades and Gold: the win is shared.',
};

function ranked(s: MedievalManorState): { ranking: Seat[]; winners: Seat[]; tiebreak: TieBreak | null } {
  const seats = s.players.map((_, i) => i);
  const ranking = seats.slice().sort((a, b) => cmp(keyOf(s, a), keyOf(s, b)) || a - b);
  const best = keyOf(s, ranking[0]!);
  const winners = ranking.filter((x) => cmp(keyOf(s, x), best) === 0);
  const tiedOnVictory = seats.filter((x) => keyOf(s, x)[0] === best[0]);
  const tiedOnUpgrades = tiedOnVictory.filter((x) => keyOf(s, x)[1] === best[1]);
  if (tiedOnVictory.length < 2) return { ranking, winners, tiebreak: null };
  const tiebreak = tiedOnUpgrades.length < tiedOnVictory.length ? 'upgrades' : winners.length < tiedOnUpgrades.length ? 'gold' : 'shared';
  return { ranking, winners, tiebreak };
}

/** The rule that broke a tie for first at the end, as data (the table words it); null before the end or without a tie. */
export function tieBreakOf(s: MedievalManorState): TieBreak | null {
  return s.step.phase === 'over' ? ranked(s).tiebreak : null;
}

export function outcomeOf(s: MedievalManorState): Outcome | null {
  if (s.step.phase !== 'over') return null;
  const { ranking, winners, tiebreak } = ranked(s);
  return { scores: s.players.map((p) => p.counters.victory), winners, ranking, tiebreak: tiebreak ? TIEBREAK_TEXT[tiebreak] : '' };
}
