/**
 * Small immutable updates of the state, shared by the rules: a player's fields,
 * points, the task stack, multisets of face-down tiles.
 */
import type { Seat } from '../../core/game.js';
import { fairy } from './tiles.js';
import type { FeuvilleState, Item, PlayerState, PointSource, Stack, Task } from './types.js';

export function withPlayer(s: FeuvilleState, seat: Seat, f: (p: PlayerState) => PlayerState): FeuvilleState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? f(p) : p)) };
}

export function addPoints(s: FeuvilleState, seat: Seat, source: PointSource, n: number): FeuvilleState {
  if (n === 0) return s;
  return withPlayer(s, seat, (p) => ({ ...p, score: p.score + n, points: { ...p.points, [source]: p.points[source] + n } }));
}

export const top = (s: FeuvilleState): Task | undefined => s.tasks[s.tasks.length - 1];
export const push = (s: FeuvilleState, t: Task): FeuvilleState => ({ ...s, tasks: [...s.tasks, t] });
export const pop = (s: FeuvilleState): FeuvilleState => ({ ...s, tasks: s.tasks.slice(0, -1) });
export const replaceTop = (s: FeuvilleState, t: Task): FeuvilleState => ({ ...s, tasks: [...s.tasks.slice(0, -1), t] });

/** A sorted multiset insert: face-down piles keep no order, only contents. */
export function insertSorted(xs: readonly string[], id: string): string[] {
  const out = [...xs, id];
  out.sort();
  return out;
}
export const removeAt = <T>(xs: readonly T[], i: number): T[] => [...xs.slice(0, i), ...xs.slice(i + 1)];

/** Seats in play order starting at `from` (the active player first). */
export const clockwise = (seats: number, from: Seat): Seat[] => Array.from({ length: seats }, (_, i) => (from + i) % seats);

export const stackSize = (st: Stack): number => st.I.length + st.II.length;

/** Where a discarded item goes: tiles and decrees out of the game, charms back under the fairy's pile. */
export function discard(s: FeuvilleState, item: Item): FeuvilleState {
  if (item.kind === 'fairy') return { ...s, fairyPool: insertSorted(s.fairyPool, item.id) };
  return { ...s, box: [...s.box, item.id] };
}

/** Great Selection holders, in play order from the active player ("the active player, or the one sitting nearest, begins"). */
export function selectionHolders(s: FeuvilleState): Seat[] {
  return clockwise(s.seats, s.active).filter((seat) => s.players[seat]!.fairy.some((id) => fairy(id).kind === 'selection'));
}
