/**
 * The flow of play: set-up, refilling the displays, what happens by itself between
 * choices (`settle`), the end of a turn and the end of the game.
 *
 * Order of business after every action or resolution: first every owed draw (a
 * `random` each), then anything a player holds and must place, then the current task.
 */
import type { Seat } from '../../core/game.js';
import { addPoints, clockwise, pop, push, replaceTop, selectionHolders, stackSize, top } from './state.js';
import { buildSpots } from './town.js';
import { BUILDING_TILES, DECREES, FAIRY_MAGIC, GRASS_TILES, START_TILES } from './tiles.js';
import type { Draw, FeuvilleConfig, FeuvilleState, PlayerState, PointSource, Row, Task } from './types.js';
import { POINT_SOURCES, ROWS } from './types.js';

/** "Draw the top 7 tiles and return them to the box without looking at them." */
export const HELD_BACK = 7;
const DISPLAY = 6;
const FAIRY_DISPLAY = 3;

const zeroPoints = (): Record<PointSource, number> => Object.fromEntries(POINT_SOURCES.map((k) => [k, 0])) as Record<PointSource, number>;

function newPlayer(seat: Seat): PlayerState {
  return {
    columns: [{ tiles: [START_TILES[seat]!.id], burnt: false, grass: 'none' }],
    board: [],
    fairy: [],
    hand: null,
    mustBuild: false,
    scored: [],
    townDone: false,
    points: zeroPoints(),
    score: 0,
  };
}

const ids = (row: Row, back: string): string[] =>
  BUILDING_TILES.filter((t) => t.row === row && t.back === back)
    .map((t) => t.id)
    .sort();

/**
 * Set-up exactly as written (the rulebook, "Set up"): the 6 star-backed skies face up;
 * each stack is I on top of II; 6 walls and 6 towers drawn face up; one town evaluation
 * per player; the decrees shuffled, 7 returned unseen, 6 laid out; 3 fairy magic face
 * up; then the start player's roll-off. Shuffles are not stored: a face-down stack is
 * a multiset and every draw is a `random` over it, so returning 7 unseen means the last
 * 7 of the stack are never drawn (the same chances, and nobody learns which they are).
 */
export function initialState(config: FeuvilleConfig, seats: number): FeuvilleState {
  const town = DECREES.filter((d) => d.kind === 'town').map((d) => d.id);
  const draws: Draw[] = [
    ...(['wall', 'tower'] as const).flatMap((zone) => Array.from({ length: DISPLAY }, (_, slot) => ({ zone, slot }))),
    ...Array.from({ length: DISPLAY }, (_, slot) => ({ zone: 'decree' as const, slot })),
    ...Array.from({ length: FAIRY_DISPLAY }, (_, slot) => ({ zone: 'fairy' as const, slot })),
  ];
  const first = config.firstSeat;
  const tasks: Task[] = first === null ? [{ kind: 'rolloff', contenders: clockwise(seats, 0), rolls: [] }] : [{ kind: 'roll' }];
  const s: FeuvilleState = {
    seats,
    players: Array.from({ length: seats }, (_, i) => newPlayer(i)),
    stacks: {
      wall: { I: ids('wall', 'I'), II: ids('wall', 'II') },
      tower: { I: ids('tower', 'I'), II: ids('tower', 'II') },
      sky: { I: ids('sky', 'I'), II: ids('sky', 'II') },
    },
    rows: { wall: Array(DISPLAY).fill(null), tower: Array(DISPLAY).fill(null), sky: ids('sky', 'star') },
    decreeStack: DECREES.filter((d) => d.kind !== 'town')
      .map((d) => d.id)
      .sort(),
    heldBack: HELD_BACK,
    decrees: Array(DISPLAY).fill(null),
    townTiles: town.slice(0, seats),
    box: town.slice(seats),
    fairyPool: FAIRY_MAGIC.map((f) => f.id).sort(),
    fairyDisplay: Array(FAIRY_DISPLAY).fill(null),
    grass: GRASS_TILES,
    dice: null,
    gnome: null,
    draws,
    tasks,
    active: first ?? 0,
    startSeat: first ?? 0,
    turn: 1,
    endTriggered: false,
    over: false,
  };
  return settle(s);
}

/** How many tiles a draw could come from (0: it cannot be made and is dropped). */
export function drawBound(s: FeuvilleState, d: Draw): number {
  // Any tile left may come up, but never more than length − heldBack of them: the 7
  // returned unseen are whichever remain at the end, a uniformly random 7.
  if (d.zone === 'decree') return s.decreeStack.length > s.heldBack ? s.decreeStack.length : 0;
  if (d.zone === 'fairy') return s.fairyPool.length;
  const st = s.stacks[d.zone];
  return st.I.length > 0 ? st.I.length : st.II.length;
}

/**
 * A row is empty: "you must replenish this row immediately … from left to right".
 * If it really is refilled, holders of a Great Selection may play it ("as soon as at
 * least one row is replenished").
 */
export function refillIfEmpty(s: FeuvilleState, row: Row): FeuvilleState {
  if (s.rows[row].some((x) => x !== null) || stackSize(s.stacks[row]) === 0) return s;
  const draws = Array.from({ length: DISPLAY }, (_, slot) => ({ zone: row, slot }));
  return openSelection({ ...s, draws: [...s.draws, ...draws] });
}

/** The Architect: "you must first replenish the complete display of the building tiles". */
export function refillAll(s: FeuvilleState): FeuvilleState {
  const draws: Draw[] = [];
  for (const row of ROWS)
    s.rows[row].forEach((x, slot) => {
      if (x === null) draws.push({ zone: row, slot });
    });
  return { ...s, draws: [...s.draws, ...draws] };
}

export function openSelection(s: FeuvilleState): FeuvilleState {
  const queue = selectionHolders(s);
  return queue.length > 0 ? push(s, { kind: 'selection', queue }) : s;
}

export const displayHasTiles = (s: FeuvilleState): boolean => ROWS.some((r) => s.rows[r].some((x) => x !== null));

/** Can this seat build any tile lying in the display right now (a Publican guest)? */
export function guestCanBuild(s: FeuvilleState, seat: Seat): boolean {
  const cols = s.players[seat]!.columns;
  return ROWS.some((r) => s.rows[r].some((x) => x !== null) && buildSpots(cols, r).length > 0);
}

/** Runs what needs no choice until a draw, a held item or a player's choice is owed. */
export function settle(s0: FeuvilleState): FeuvilleState {
  let s = s0;
  for (let guard = 0; guard < 1000; guard++) {
    if (s.over) return s;
    const d = s.draws[0];
    if (d) {
      if (drawBound(s, d) > 0) return s;
      s = { ...s, draws: s.draws.slice(1) };
      continue;
    }
    if (s.players.some((p) => p.hand !== null)) return s;
    const next = step(s);
    if (next === s) return s;
    s = next;
  }
  throw new Error('settle did not settle');
}

/** One automatic step of the current task, or `s` itself when a choice is owed. */
function step(s: FeuvilleState): FeuvilleState {
  const t = top(s);
  if (!t) return s;
  switch (t.kind) {
    case 'dragon':
      return t.waiting.length === 0 ? pop(s) : s;
    case 'publican': {
      if (!displayHasTiles(s)) return pop(s);
      if (t.phase !== 'guests') return s;
      const [guest, ...rest] = t.queue;
      if (guest === undefined) return replaceTop(s, { ...t, phase: 'second', queue: [] });
      // "Fellow players who are unable to build with this tile immediately go empty-handed."
      return guestCanBuild(s, guest) ? s : replaceTop(s, { ...t, queue: rest });
    }
    case 'architect':
      return displayHasTiles(s) ? s : pop(s);
    case 'magician':
      return t.picks > 0 && s.fairyDisplay.some((x) => x !== null) ? s : pop(s);
    case 'selection': {
      const [holder, ...rest] = t.queue;
      if (holder === undefined) return pop(s);
      const holds = selectionHolders(s).includes(holder);
      return holds && displayHasTiles(s) ? s : replaceTop(s, { ...t, queue: rest });
    }
    case 'endturn':
      return endTurn(pop(s));
    default:
      return s;
  }
}

/**
 * After the decree refill (the rulebook, "End of the game"): "The end sets in as soon
 * as you can no longer replenish the Royal Decrees. Then continue that round to the
 * end, so that all players have the same number of turns."
 */
function endTurn(s0: FeuvilleState): FeuvilleState {
  const s = s0.decrees.some((x) => x === null) ? { ...s0, endTriggered: true } : s0;
  const next = (s.active + 1) % s.seats;
  if (s.endTriggered && next === s.startSeat) return finish(s);
  return { ...s, active: next, turn: s.turn + 1, dice: null, gnome: null, tasks: [{ kind: 'roll' }] };
}

/** "The player with the fewest Royal Decrees receives another 7 points" (all who tie for fewest: our reading). */
export function finish(s0: FeuvilleState): FeuvilleState {
  const fewest = Math.min(...s0.players.map((p) => p.scored.length));
  let s: FeuvilleState = { ...s0, over: true, tasks: [], dice: null, gnome: null };
  s.players.forEach((p, seat) => {
    if (p.scored.length === fewest) s = addPoints(s, seat, 'bonus', FEWEST_BONUS);
  });
  return s;
}
export const FEWEST_BONUS = 7;

/** Places a drawn tile (the resolution of a draw). */
export function placeDrawn(s: FeuvilleState, d: Draw, value: number): FeuvilleState {
  const rest = { ...s, draws: s.draws.slice(1) };
  if (d.zone === 'decree') {
    const id = s.decreeStack[value]!;
    return { ...rest, decreeStack: s.decreeStack.filter((_, i) => i !== value), decrees: s.decrees.map((x, i) => (i === d.slot ? id : x)) };
  }
  if (d.zone === 'fairy') {
    const id = s.fairyPool[value]!;
    return { ...rest, fairyPool: s.fairyPool.filter((_, i) => i !== value), fairyDisplay: s.fairyDisplay.map((x, i) => (i === d.slot ? id : x)) };
  }
  const st = s.stacks[d.zone];
  const fromI = st.I.length > 0;
  const pile = fromI ? st.I : st.II;
  const id = pile[value]!;
  const left = pile.filter((_, i) => i !== value);
  return {
    ...rest,
    stacks: { ...s.stacks, [d.zone]: fromI ? { ...st, I: left } : { ...st, II: left } },
    rows: { ...s.rows, [d.zone]: s.rows[d.zone].map((x, i) => (i === d.slot ? id : x)) },
  };
}
