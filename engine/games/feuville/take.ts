/**
 * Taking things: dice onto their spaces, a building tile from the display, a fairy
 * magic from its display. Shared by the actions and the persons' skills.
 */
import type { Seat } from '../../core/game.js';
import { refillIfEmpty } from './flow.js';
import { addPoints, insertSorted, withPlayer } from './state.js';
import { fairy } from './tiles.js';
import type { DieIndex, DiePlace, FeuvilleState, Item, Row } from './types.js';

export function placeDice(s: FeuvilleState, dice: readonly DieIndex[], place: DiePlace): FeuvilleState {
  return { ...s, dice: (s.dice ?? []).map((d, i) => (dice.includes(i as DieIndex) ? { ...d, place } : d)) };
}

export const giveHand = (s: FeuvilleState, seat: Seat, item: Item): FeuvilleState => withPlayer(s, seat, (p) => ({ ...p, hand: item }));

/** Takes a building tile from the display into `seat`'s hand; an emptied row is refilled at once. */
export function takeFromRow(s: FeuvilleState, seat: Seat, row: Row, slot: number): FeuvilleState {
  const id = s.rows[row][slot]!;
  const taken = { ...s, rows: { ...s.rows, [row]: s.rows[row].map((x, i) => (i === slot ? null : x)) } };
  return refillIfEmpty(giveHand(taken, seat, { kind: 'tile', id }), row);
}

/**
 * Takes a fairy magic from the display. Prestige points "must be evaluated immediately"
 * and go back face down; "as soon as a Fairy Magic tile has been removed, replenish
 * the empty space immediately" (after shuffling the used ones back in).
 */
export function takeFairy(s: FeuvilleState, seat: Seat, slot: number): FeuvilleState {
  const id = s.fairyDisplay[slot]!;
  let next: FeuvilleState = { ...s, fairyDisplay: s.fairyDisplay.map((x, i) => (i === slot ? null : x)) };
  const f = fairy(id);
  if (f.kind === 'prestige') next = addPoints({ ...next, fairyPool: insertSorted(next.fairyPool, id) }, seat, 'fairy', f.points);
  else next = giveHand(next, seat, { kind: 'fairy', id });
  return refillFairy(next);
}

/**
 * Fills every empty fairy space from the face-down charms. A space that stayed empty
 * because no charm was left is filled as soon as used charms have come back.
 */
export function refillFairy(s: FeuvilleState): FeuvilleState {
  const owed = new Set(s.draws.filter((d) => d.zone === 'fairy').map((d) => d.slot));
  const draws = s.fairyDisplay.flatMap((x, slot) => (x === null && !owed.has(slot) ? [{ zone: 'fairy' as const, slot }] : []));
  return draws.length ? { ...s, draws: [...s.draws, ...draws] } : s;
}
