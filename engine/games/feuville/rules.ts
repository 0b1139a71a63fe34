/**
 * `pending` and `resolve`: what play waits for (a draw, a die roll, a player's
 * choice) and how a `random` from the platform lands. Nothing random happens
 * anywhere else.
 */
import type { Pending, Resolution, Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { drawBound, placeDrawn, settle } from './flow.js';
import { holder } from './legal.js';
import { addPoints, pop, push, replaceTop, top, withPlayer } from './state.js';
import { fairy } from './tiles.js';
import { burnable, dragonNeed, setBurnt } from './town.js';
import type { Face, FeuvilleState, Task } from './types.js';

/** Who a task waits for (empty: a `random`, or nothing). */
export function awaited(s: FeuvilleState): Seat[] {
  if (s.over || s.draws.length > 0) return [];
  const h = holder(s);
  if (h !== null) return [h];
  const t = top(s);
  if (!t) return [];
  switch (t.kind) {
    case 'dragon':
      return [...t.waiting];
    case 'publican':
      return t.phase === 'guests' ? [t.queue[0]!] : [s.active];
    case 'selection':
      return [t.queue[0]!];
    case 'entertainer':
      return t.rolling ? [] : [s.active];
    case 'rolloff':
    case 'roll':
    case 'endturn':
      return [];
    default:
      return [s.active];
  }
}

const PROMPTS: Readonly<Record<Task['kind'], string>> = {
  rolloff: 'Roll for the start player.',
  roll: 'Roll both dice.',
  dragon: 'Dragomir the dragon attacks: choose which columns burn, or play a fire protection.',
  reroll: 'After the dragon: roll again and take your regular turn, or end your turn.',
  act: 'Use each die: a person (building tile, royal decree or skill), the fairy, or both dice for the gnome; build and score as you like.',
  entertainer: 'Travelling Entertainer: roll again or stop.',
  publican: 'Publican: free tiles for all — choose a building tile.',
  architect: 'Architect: take any building tile.',
  magician: 'Magician: take a fairy magic.',
  selection: 'Great Selection: play it to take any building tile, or pass.',
  endturn: 'End of turn.',
};

export function pending(s: FeuvilleState): Pending | null {
  if (s.over) return null;
  const d = s.draws[0];
  if (d) return { kind: 'random', bound: drawBound(s, d), purpose: `draw-${d.zone}` };
  const seats = awaited(s);
  const h = holder(s);
  if (h !== null) return { kind: 'move', seats, prompt: 'Place the tile you took: build it, score it, or put it on your player board.' };
  const t = top(s);
  if (!t) return null;
  if (t.kind === 'rolloff') return { kind: 'random', bound: 6, purpose: 'rolloff' };
  if (t.kind === 'roll') return { kind: 'random', bound: 36, purpose: 'dice' };
  if (t.kind === 'entertainer' && t.rolling) return { kind: 'random', bound: 6, purpose: 'entertainer' };
  return { kind: 'move', seats, prompt: PROMPTS[t.kind] };
}

export function resolve(s: FeuvilleState, r: Resolution): Result<FeuvilleState> {
  const p = pending(s);
  if (p?.kind !== 'random' || r.kind !== 'random') return fail('no-random', 'No random value is owed.');
  if (!Number.isInteger(r.value) || r.value < 0 || r.value >= p.bound) return fail('bad-random', 'Random value out of range.');
  const d = s.draws[0];
  if (d) return ok(settle(placeDrawn(s, d, r.value)));
  const t = top(s)!;
  if (t.kind === 'rolloff') return ok(settle(rolloff(s, t, r.value + 1)));
  if (t.kind === 'roll') return ok(settle(rolled(s, (Math.floor(r.value / 6) + 1) as Face, ((r.value % 6) + 1) as Face)));
  if (t.kind === 'entertainer') return ok(settle(entertainerRoll(s, t, r.value + 1)));
  return fail('no-random', 'No random value is owed.');
}

/** "Each player rolls one die. The one with the highest number begins. In the case of a tie, those players must continue rolling." */
function rolloff(s: FeuvilleState, t: Extract<Task, { kind: 'rolloff' }>, value: number): FeuvilleState {
  const rolls = [...t.rolls, value];
  if (rolls.length < t.contenders.length) return replaceTop(s, { ...t, rolls });
  const best = Math.max(...rolls);
  const tied = t.contenders.filter((_, i) => rolls[i] === best);
  if (tied.length > 1) return replaceTop(s, { kind: 'rolloff', contenders: tied, rolls: [] });
  return { ...s, active: tied[0]!, startSeat: tied[0]!, tasks: [{ kind: 'roll' }] };
}

/**
 * Both dice rolled. "If you throw a double, you must place both dice on the Dragon
 * spaces" — every town is attacked; "when you throw a double, you may roll the dice
 * again and take your regular turn".
 */
function rolled(s: FeuvilleState, a: Face, b: Face): FeuvilleState {
  if (a !== b)
    return replaceTop(
      {
        ...s,
        dice: [
          { value: a, place: null },
          { value: b, place: null },
        ],
      },
      { kind: 'act' },
    );
  let next: FeuvilleState = replaceTop(
    {
      ...s,
      dice: [
        { value: a, place: 'dragon' },
        { value: b, place: 'dragon' },
      ],
    },
    { kind: 'reroll' },
  );
  const need = s.players.map((p) => dragonNeed(p.columns));
  const waiting: Seat[] = [];
  s.players.forEach((p, seat) => {
    if (need[seat]! === 0) return;
    const hasFire = p.fairy.some((id) => fairy(id).kind === 'fire');
    const free = burnable(p.columns);
    // A choice exists when the player may pick which columns burn or may play a fire protection;
    // otherwise every burnable column burns without asking.
    if (hasFire || free.length > need[seat]!) waiting.push(seat);
    else next = withPlayer(next, seat, (q) => ({ ...q, columns: setBurnt(q.columns, free, true) }));
  });
  return waiting.length > 0 ? push(next, { kind: 'dragon', need, waiting }) : next;
}

/** "Whatever you do, don't overstep the sum of 10! If so, you'll go empty-handed … the others receive the difference to 10." */
function entertainerRoll(s: FeuvilleState, t: Extract<Task, { kind: 'entertainer' }>, value: number): FeuvilleState {
  const sum = t.sum + value;
  const rolls = [...t.rolls, value];
  if (sum <= 10) return replaceTop(s, { kind: 'entertainer', sum, rolls, rolling: false });
  let next = pop(s);
  for (let o = 0; o < s.seats; o++) if (o !== s.active) next = addPoints(next, o, 'entertainer', sum - 10);
  return next;
}
