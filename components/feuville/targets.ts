/**
 * Direct manipulation without rules (as chessground does): every part of
 * the table a player can click has a key, and every legal action names the
 * keys it uses. A click picks the legal actions that name its key: one is
 * played at once, several open a menu, none asks the controller why (its
 * `explain`) with a typical action for that spot.
 *
 * Keys: `row:<row>:<slot>`, `decree:<slot>`, `person:<face>`, `fairy:<slot>`,
 * `town`, `col:<seat>:<i>`, `end:<seat>:left|right`, `slot:<seat>:<i>` (player
 * board), `magic:<seat>:<i>` (face-down fairy magic), `hand:<seat>`. A move's
 * first key is the thing it moves, its others where it goes: a thing may also be
 * dragged there (`moving`, components/shared/drag.ts).
 */
import type { Seat } from '../../engine/core/game.js';
import type { DieIndex, Face, FeuvilleAction, FeuvilleView, From, Row } from '../../engine/games/feuville/types.js';

const fromKey = (seat: Seat, from: From): string => (from === 'hand' ? `hand:${seat}` : `slot:${seat}:${from}`);
const colKey = (seat: Seat, c: number): string => `col:${seat}:${c}`;
const atKey = (seat: Seat, at: 'left' | 'right' | number): string => (typeof at === 'number' ? colKey(seat, at) : `end:${seat}:${at}`);

/** The keys an action uses; `seat` is the seat that would play it. */
export function keysOf(a: FeuvilleAction, v: FeuvilleView, seat: Seat): string[] {
  switch (a.type) {
    case 'tile':
      return [`row:${a.row}:${a.person - 1}`];
    case 'decree':
      return [`decree:${a.person - 1}`];
    case 'skill': {
      const out = [`person:${a.person}`];
      if (a.target) out.push(`slot:${a.target.seat}:${a.target.slot}`);
      if (a.slot !== undefined) out.push(`decree:${a.slot}`);
      for (const c of a.restore ?? []) out.push(colKey(seat, c));
      return out;
    }
    case 'fairy':
      return [`fairy:${a.slot}`];
    case 'town':
      return ['town', colKey(seat, a.grass)];
    case 'build':
      return [fromKey(seat, a.from), atKey(seat, a.at)];
    case 'store': {
      if (a.replace === undefined) return [`hand:${seat}`];
      const fairy = v.players[seat]?.hand?.kind === 'fairy';
      return [`hand:${seat}`, fairy ? `magic:${seat}:${a.replace}` : `slot:${seat}:${a.replace}`];
    }
    case 'score': {
      const out = [fromKey(seat, a.from)];
      for (const c of a.columns ?? []) out.push(colKey(seat, c));
      if (a.grid) out.push(colKey(seat, a.grid.column), colKey(seat, a.grid.column + 1));
      return out;
    }
    case 'protect':
      return [a.from === 'hand' ? `hand:${seat}` : `magic:${seat}:${a.from}`, `slot:${seat}:${a.target}`];
    case 'restore':
      return [colKey(seat, a.column)];
    case 'burn':
      return a.columns.map((c) => colKey(seat, c));
    case 'fire':
      return [`magic:${seat}:${a.slot}`];
    case 'pick':
      return a.at === undefined ? [`row:${a.row}:${a.slot}`] : [`row:${a.row}:${a.slot}`, atKey(seat, a.at)];
    case 'charm':
      return [`row:${a.row}:${a.pick}`, `magic:${seat}:${a.slot}`];
    default:
      return [];
  }
}

/**
 * Drag it there: the legal moves that take the thing at `from` (a move's first key: a tile of a row,
 * the tile in hand, a space of the player board, a person) to `to` (one of its other keys: a column, an
 * end of the town, a space); without `to`, every move that takes it somewhere.
 */
export function moving<L>(legal: readonly L[], keys: (l: L) => readonly string[], from: string, to?: string): L[] {
  return legal.filter((l) => {
    const [first, ...rest] = keys(l);
    return first === from && rest.length > 0 && (to === undefined || rest.includes(to));
  });
}

/** A free die for a spot: the one showing its person, else the first unused. */
function freeDie(v: FeuvilleView, face?: number): DieIndex {
  const d = v.dice;
  if (!d) return 0;
  const free = ([0, 1] as const).filter((i) => d.places[i] === null);
  return free.find((i) => d.values[i] === face) ?? free[0] ?? 0;
}

/** A typical action for a spot, so `explain` can say why it is refused. */
export function candidate(key: string, v: FeuvilleView, seat: Seat): FeuvilleAction | null {
  const [zone, a = '', b = ''] = key.split(':');
  const acting = v.choice.kind === 'act';
  switch (zone) {
    case 'row': {
      const slot = Number(b);
      if (acting) return { type: 'tile', dice: [freeDie(v, slot + 1)], person: (slot + 1) as Face, row: a as Row };
      return { type: 'pick', row: a as Row, slot };
    }
    case 'decree':
      return { type: 'decree', dice: [freeDie(v, Number(a) + 1)], person: (Number(a) + 1) as Face };
    case 'person':
      return { type: 'skill', dice: [freeDie(v, Number(a))], person: Number(a) as Face };
    case 'fairy':
      return acting ? { type: 'fairy', die: freeDie(v), slot: Number(a) } : { type: 'fairy', slot: Number(a) };
    case 'town':
      return { type: 'town', die: freeDie(v), grass: 0 };
    case 'col': {
      const c = Number(b);
      if (v.choice.kind === 'dragon') return { type: 'burn', columns: [c] };
      if (v.players[seat]?.hand?.kind === 'tile') return { type: 'build', from: 'hand', at: c };
      return { type: 'restore', column: c };
    }
    case 'end':
      return { type: 'build', from: 'hand', at: b === 'left' ? 'left' : 'right' };
    case 'slot': {
      const s = Number(a);
      const i = Number(b) as 0 | 1;
      if (s !== seat) return { type: 'skill', dice: [freeDie(v, 2)], person: 2, target: { seat: s, slot: i } };
      const item = v.players[s]?.board[i]?.item;
      return item?.kind === 'decree' ? { type: 'score', from: i } : { type: 'build', from: i, at: 'right' };
    }
    case 'magic':
      return { type: 'fire', slot: Number(b) as 0 | 1 };
    case 'hand':
      return { type: 'store' };
    default:
      return null;
  }
}
