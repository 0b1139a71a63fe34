/** Small pure helpers over Feudalia's state: cubes, fiefs, players, scores. */
import type { Seat } from '../../core/game.js';
import { faceOf, FIEFS, master } from './cards.js';
import type { Cubes, FeudaliaState, FiefState, PlayerState, Res, Queued, Turn } from './types.js';

/** A turn as it begins: nothing played, drawn, taxed or owed yet; `queue` the start phase's master effects. */
export const freshTurn = (seat: Seat, number: number, queue: readonly Queued[] = []): Turn => ({
  seat,
  number,
  taxed: false,
  influence: 'free',
  reshuffled: false,
  scouted: false,
  scouts: 0,
  late: [],
  taxHand: null,
  shown: [],
  queue,
});

export const NO_CUBES: Cubes = { wheat: 0, wood: 0, clay: 0, stone: 0 };

export const addCubes = (c: Cubes, res: Res, n: number): Cubes => ({ ...c, [res]: c[res] + n });

export const cubeCount = (c: Cubes): number => c.wheat + c.wood + c.clay + c.stone;

export const fiefType = (f: FiefState) => FIEFS[f.card]!.type;

/** Cubes on a fief (the 12 limit). */
export const heldIn = (f: FiefState): number => cubeCount(f.cubes);

/** Cubes of a fief its masters keep out of the tax collector's reach (the accountant, the cabinetmaker). */
export function sheltered(f: FiefState): number {
  let n = 0;
  for (const c of f.cities) if (c) n += master(c.id).store;
  return Math.min(n, cubeCount(f.cubes));
}

export function withPlayer(s: FeudaliaState, seat: Seat, fn: (p: PlayerState) => PlayerState): FeudaliaState {
  const players = s.players.slice();
  players[seat] = fn(s.players[seat]!);
  return { ...s, players };
}

export function withFief(s: FeudaliaState, seat: Seat, fief: number, fn: (f: FiefState) => FiefState): FeudaliaState {
  return withPlayer(s, seat, (p) => {
    const fiefs = p.fiefs.slice();
    fiefs[fief] = fn(p.fiefs[fief]!);
    return { ...p, fiefs };
  });
}

/** The sum of a player's fief levels (the treasury card, the nave). */
export const levels = (p: PlayerState): number => p.fiefs.reduce((n, f) => n + f.level, 0);

/** Victory points in halves: the fiefs' faces and the tokens. */
export function score(p: PlayerState): number {
  return p.fiefs.reduce((n, f) => n + faceOf(f).vp, p.tokens);
}

/** Noble icons on a player's masters (the tie-break). */
export function nobles(p: PlayerState): number {
  let n = 0;
  for (const f of p.fiefs) for (const c of f.cities) if (c) n += master(c.id).nobles;
  return n;
}

/** The seats still in the game, in turn order from `from`. */
export function inPlay(s: FeudaliaState, from: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.seats; i++) {
    const seat = (from + i) % s.seats;
    if (!s.players[seat]!.out) out.push(seat);
  }
  return out;
}

/** The next seat in play after `seat`. */
export function nextInPlay(s: FeudaliaState, seat: Seat): Seat {
  for (let i = 1; i <= s.seats; i++) {
    const next = (seat + i) % s.seats;
    if (!s.players[next]!.out) return next;
  }
  return seat;
}
