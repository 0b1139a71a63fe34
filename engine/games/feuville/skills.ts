/**
 * The six persons' skills (the rulebook, "Persons in FEUVILLE"). Each starts here;
 * the ones that ask for more choices push a task (entertainer, publican, architect,
 * magician) that `legalActions` and `apply` carry on.
 */
import type { Seat } from '../../core/game.js';
import { openSelection, refillAll } from './flow.js';
import { clockwise, push, removeAt, withPlayer } from './state.js';
import { giveHand, placeDice } from './take.js';
import { setBurnt } from './town.js';
import type { FeuvilleState, SkillAction } from './types.js';

export function skill(s0: FeuvilleState, a: SkillAction, seat: Seat): FeuvilleState {
  const gnome = a.dice.length === 2;
  // "Advance your die to this person's flag"; the gnome "slips into the role of this person".
  const s = { ...placeDice(s0, a.dice, gnome ? 'gnome' : 'person'), gnome: gnome ? a.person : s0.gnome };
  switch (a.person) {
    // "Take the die, roll it as often as you like": the first roll is owed at once.
    case 1:
      return push(s, { kind: 'entertainer', sum: 0, rolls: [], rolling: true });
    case 2:
      return thief(s, a, seat);
    // "Free tiles for all!": you first, then your fellow players clockwise, then your second tile.
    case 3:
      return push(s, { kind: 'publican', phase: 'first', queue: clockwise(s.seats, seat).slice(1) });
    // "You must first replenish the complete display … If one (or more) player(s) should play
    // out the charm while the active player is using the architect's skills, the charm(s) is
    // (are) played out first." So: architect task, under the Great Selection window, under the draws.
    case 4:
      return openSelection(refillAll(push(s, { kind: 'architect' })));
    case 5: {
      if (a.slot === undefined) return s;
      const id = s.decrees[a.slot]!;
      return giveHand({ ...s, decrees: s.decrees.map((x, i) => (i === a.slot ? null : x)) }, seat, { kind: 'decree', id });
    }
    case 6:
      return magician(s, a, seat);
  }
}

/**
 * "You may remove one tile (Building tile or Royal Decree, but no Fairy Magic!) from
 * the player board of a fellow player and either use it immediately or place it on
 * your own player board." A protected tile is safe.
 */
function thief(s: FeuvilleState, a: SkillAction, seat: Seat): FeuvilleState {
  if (!a.target) return s;
  const { seat: victim, slot } = a.target;
  const item = s.players[victim]!.board[slot]!.item;
  const robbed = withPlayer(s, victim, (p) => ({ ...p, board: removeAt(p.board, slot) }));
  return giveHand(robbed, seat, item);
}

/**
 * "You may turn up to two burnt down town districts (1 or 2 burnt columns) back onto
 * their active sides again. Additionally, you may take one Fairy Magic tile." The German
 * original goes on: "Wenn bei dir keine Stadtviertel abgebrannt sind, darfst du dir zwei
 * Feenzauber aus der offenen Auslage nehmen" (two when nothing of yours is burnt); the
 * English says one. The original stands (see notes.ts).
 */
function magician(s: FeuvilleState, a: SkillAction, seat: Seat): FeuvilleState {
  const anyBurnt = s.players[seat]!.columns.some((c) => c.burnt);
  const restored = withPlayer(s, seat, (p) => ({ ...p, columns: setBurnt(p.columns, a.restore ?? [], false) }));
  return push(restored, { kind: 'magician', picks: anyBurnt ? 1 : 2 });
}
