/**
 * `legalActions`: every move a seat may make now. `apply` accepts exactly these
 * (it looks the action up here), so the UI, the bots and the rules never disagree.
 */
import type { Seat } from '../../core/game.js';
import { scoreOptions } from './decrees.js';
import { clockwise, top } from './state.js';
import { fairy, tile } from './tiles.js';
import { buildSpots, burnable, cloudRestorable, grasslessColumns, townTiles } from './town.js';
import type { DieIndex, Face, FeuvilleAction, FeuvilleState, From, PlayerState, Row } from './types.js';
import { ROWS } from './types.js';

/** The seat that must place what it holds first (play order from the active player), or null. */
export function holder(s: FeuvilleState): Seat | null {
  return clockwise(s.seats, s.active).find((seat) => s.players[seat]!.hand !== null) ?? null;
}

function combinations(xs: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  xs.forEach((x, i) => {
    for (const rest of combinations(xs.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

const BOARD_SLOTS = 2;
const FAIRY_SLOTS = 2;

function storeOptions(used: number, cap: number): FeuvilleAction[] {
  return used < cap
    ? [{ type: 'store' }]
    : [
        { type: 'store', replace: 0 },
        { type: 'store', replace: 1 },
      ];
}

function unprotected(p: PlayerState): (0 | 1)[] {
  return p.board.flatMap((b, i) => (b.protection === null ? [i as 0 | 1] : []));
}

/** Placing what `seat` holds: build it, score it, store it, or lay a theft protection. */
function placement(s: FeuvilleState, seat: Seat): FeuvilleAction[] {
  const p = s.players[seat]!;
  const h = p.hand!;
  if (h.kind === 'tile') {
    const builds: FeuvilleAction[] = buildSpots(p.columns, tile(h.id).row).map((at) => ({ type: 'build', from: 'hand', at }));
    return [...builds, ...storeOptions(p.board.length, BOARD_SLOTS)];
  }
  if (h.kind === 'decree') return [...scoreOptions(h.id, 'hand', p.columns, s.grass), ...storeOptions(p.board.length, BOARD_SLOTS)];
  const protect: FeuvilleAction[] = fairy(h.id).kind === 'theft' ? unprotected(p).map((target) => ({ type: 'protect', from: 'hand', target })) : [];
  return [...protect, ...storeOptions(p.fairy.length, FAIRY_SLOTS)];
}

/** What the active player may do with the board at any time in their turn. */
function freeActions(s: FeuvilleState, seat: Seat): FeuvilleAction[] {
  const p = s.players[seat]!;
  const out: FeuvilleAction[] = [];
  p.board.forEach((b, i) => {
    const from = i as From;
    if (b.item.kind === 'tile') for (const at of buildSpots(p.columns, tile(b.item.id).row)) out.push({ type: 'build', from, at });
    else out.push(...scoreOptions(b.item.id, from, p.columns, s.grass));
  });
  p.fairy.forEach((id, i) => {
    if (fairy(id).kind === 'theft') for (const target of unprotected(p)) out.push({ type: 'protect', from: i as From, target });
  });
  for (const column of cloudRestorable(p.columns)) out.push({ type: 'restore', column });
  return out;
}

/** The skill of a person, with each choice it asks for (never empty: a skill with nothing to take is still a use of the die). */
function skillOptions(s: FeuvilleState, seat: Seat, dice: readonly DieIndex[], person: Face): FeuvilleAction[] {
  const base = { type: 'skill' as const, dice, person };
  if (person === 2) {
    const targets = clockwise(s.seats, seat)
      .slice(1)
      .flatMap((other) =>
        unprotected(s.players[other]!)
          .filter((i) => s.players[other]!.board[i]!.item.kind !== 'fairy')
          .map((slot) => ({ ...base, target: { seat: other, slot } })),
      );
    return targets.length > 0 ? targets : [base];
  }
  if (person === 5) {
    const slots = s.decrees.flatMap((d, slot) => (d !== null ? [{ ...base, slot }] : []));
    return slots.length > 0 ? slots : [base];
  }
  if (person === 6) {
    const burnt = s.players[seat]!.columns.flatMap((c, i) => (c.burnt ? [i] : []));
    const sets = [[], ...combinations(burnt, 1), ...combinations(burnt, 2)];
    return sets.map((restore) => ({ ...base, restore }));
  }
  return [base];
}

function personOptions(s: FeuvilleState, seat: Seat, dice: readonly DieIndex[], person: Face): FeuvilleAction[] {
  const out: FeuvilleAction[] = [];
  for (const row of ROWS) if (s.rows[row][person - 1]) out.push({ type: 'tile', dice, person, row });
  if (s.decrees[person - 1]) out.push({ type: 'decree', dice, person });
  return [...out, ...skillOptions(s, seat, dice, person)];
}

function dieActions(s: FeuvilleState, seat: Seat): FeuvilleAction[] {
  const dice = s.dice ?? [];
  const free = ([0, 1] as const).filter((i) => dice[i] && dice[i]!.place === null);
  const p = s.players[seat]!;
  const out: FeuvilleAction[] = [];
  // "You may only ever use one die for the Friendly Fairy" (the rulebook, "Fairy Magic").
  const fairyFree = !dice.some((d) => d?.place === 'fairy');
  for (const i of free) {
    out.push(...personOptions(s, seat, [i], dice[i]!.value));
    if (fairyFree)
      s.fairyDisplay.forEach((f, slot) => {
        if (f) out.push({ type: 'fairy', die: i, slot });
      });
    if (!p.townDone && s.townTiles.length > 0 && townTiles(p.columns) > 0) {
      for (const grass of grasslessColumns(p)) out.push({ type: 'town', die: i, grass });
    }
  }
  // The grumpy gnome: both dice, imitating any of the six persons.
  if (free.length === 2) for (const person of [1, 2, 3, 4, 5, 6] as const) out.push(...personOptions(s, seat, [0, 1], person));
  if (free.length === 0 && p.hand === null) out.push({ type: 'end' });
  return out;
}

const displayPicks = (s: FeuvilleState): { row: Row; slot: number }[] =>
  ROWS.flatMap((row) => s.rows[row].flatMap((x, slot) => (x !== null ? [{ row, slot }] : [])));

export function legalActions(s: FeuvilleState, seat: Seat): FeuvilleAction[] {
  if (s.over || s.draws.length > 0) return [];
  const h = holder(s);
  const t = top(s);
  if (h !== null) {
    if (seat !== h) return [];
    return t?.kind === 'act' && seat === s.active ? [...placement(s, seat), ...freeActions(s, seat)] : placement(s, seat);
  }
  if (!t) return [];
  const p = s.players[seat]!;
  switch (t.kind) {
    case 'dragon': {
      if (!t.waiting.includes(seat)) return [];
      const burns: FeuvilleAction[] = burnable(p.columns).map((c) => ({ type: 'burn', columns: [c] }));
      // Fire protection saves the whole town "this time": not once the player has begun to burn.
      const fires: FeuvilleAction[] = t.started?.includes(seat)
        ? []
        : p.fairy.flatMap((id, i) => (fairy(id).kind === 'fire' ? [{ type: 'fire', slot: i as 0 | 1 }] : []));
      return [...burns, ...fires];
    }
    case 'reroll':
      return seat === s.active ? [{ type: 'roll' }, { type: 'end' }] : [];
    case 'act':
      return seat === s.active ? [...dieActions(s, seat), ...freeActions(s, seat)] : [];
    case 'entertainer':
      return seat === s.active && !t.rolling ? [{ type: 'roll' }, { type: 'stop' }] : [];
    case 'publican': {
      if (t.phase !== 'guests') return seat === s.active ? displayPicks(s).map((d) => ({ type: 'pick', ...d })) : [];
      if (seat !== t.queue[0]) return [];
      const builds: FeuvilleAction[] = displayPicks(s).flatMap((d) => buildSpots(p.columns, d.row).map((at) => ({ type: 'pick' as const, ...d, at })));
      return [...builds, { type: 'pass' }];
    }
    case 'architect':
      return seat === s.active ? displayPicks(s).map((d) => ({ type: 'pick', ...d })) : [];
    case 'magician':
      if (seat !== s.active) return [];
      return [...s.fairyDisplay.flatMap((f, slot) => (f ? [{ type: 'fairy' as const, slot }] : [])), { type: 'pass' }];
    case 'selection': {
      if (seat !== t.queue[0]) return [];
      const charms = p.fairy.flatMap((id, i) => (fairy(id).kind === 'selection' ? [i as 0 | 1] : [])).slice(0, 1);
      return [...charms.flatMap((slot) => displayPicks(s).map((d) => ({ type: 'charm' as const, slot, row: d.row, pick: d.slot }))), { type: 'pass' }];
    }
    default:
      return [];
  }
}
