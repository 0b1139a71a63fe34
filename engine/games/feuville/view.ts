/**
 * The per-seat View: everything is public in Feuville, so every seat sees the same
 * table; only `yourMove` depends on the viewer. Codes and numbers only: the UI words it.
 */
import type { Seat } from '../../core/game.js';
import { outcomeOf } from './outcome.js';
import { awaited } from './rules.js';
import { holder } from './legal.js';
import { top } from './state.js';
import { decree, fairy, tile } from './tiles.js';
import { clouds, exposed, isStartColumn } from './town.js';
import type { ChoiceView, FeuvilleState, FeuvilleView, Item, ItemView, PlayerState, PlayerView } from './types.js';
import { PERSONS, type ROWS } from './types.js';

function itemView(it: Item): ItemView {
  if (it.kind === 'tile') return { kind: 'tile', tile: tile(it.id) };
  if (it.kind === 'decree') return { kind: 'decree', decree: decree(it.id) };
  return { kind: 'fairy', fairy: fairy(it.id) };
}

function playerView(p: PlayerState, seat: Seat): PlayerView {
  return {
    seat,
    score: p.score,
    points: p.points,
    columns: p.columns.map((c) => ({
      tiles: c.tiles.map((id) => ({ tile: tile(id), burnt: c.burnt && !id.startsWith('start-') })),
      burnt: c.burnt,
      grass: c.grass,
      start: isStartColumn(c),
    })),
    clouds: clouds(p.columns),
    exposed: exposed(p.columns),
    board: p.board.map((b) => ({ item: itemView(b.item), protection: b.protection ? fairy(b.protection) : null })),
    fairy: p.fairy.map((id) => ({ fairy: fairy(id), faceDown: true as const })),
    hand: p.hand ? itemView(p.hand) : null,
    scored: p.scored.map(decree),
    townDone: p.townDone,
  };
}

export function choiceOf(s: FeuvilleState): ChoiceView {
  if (s.over) return { kind: 'over' };
  if (s.draws.length > 0) return { kind: 'draw' };
  const h = holder(s);
  if (h !== null) return { kind: 'place', seat: h, mustBuild: s.players[h]!.mustBuild };
  const t = top(s);
  const seat = s.active;
  switch (t?.kind) {
    case 'rolloff':
      return { kind: 'rolloff', contenders: t.contenders, rolls: t.rolls };
    case 'dragon':
      return { kind: 'dragon', need: t.need, waiting: t.waiting };
    case 'reroll':
      return { kind: 'reroll', seat };
    case 'act':
      return { kind: 'act', seat };
    case 'entertainer':
      return { kind: 'entertainer', seat, sum: t.sum, rolls: t.rolls };
    case 'publican':
      return { kind: 'publican', seat: t.phase === 'guests' ? t.queue[0]! : seat, phase: t.phase };
    case 'architect':
      return { kind: 'architect', seat };
    case 'magician':
      return { kind: 'magician', seat, picks: t.picks };
    case 'selection':
      return { kind: 'selection', seat: t.queue[0]! };
    default:
      return { kind: 'roll', seat };
  }
}

export function view(s: FeuvilleState, seat: Seat | null): FeuvilleView {
  const waiting = awaited(s);
  const faces = (r: (typeof ROWS)[number]) => s.rows[r].map((id) => (id ? tile(id) : null));
  const rows = { wall: faces('wall'), tower: faces('tower'), sky: faces('sky') };
  const count = (r: (typeof ROWS)[number]) => ({ I: s.stacks[r].I.length, II: s.stacks[r].II.length });
  const stacks = { wall: count('wall'), tower: count('tower'), sky: count('sky') };
  return {
    seat,
    players: s.players.map(playerView),
    rows,
    stacks,
    decrees: s.decrees.map((id) => (id ? decree(id) : null)),
    decreeStack: Math.max(0, s.decreeStack.length - s.heldBack),
    townTiles: s.townTiles.length,
    fairyDisplay: s.fairyDisplay.map((id) => (id ? fairy(id) : null)),
    fairyPool: s.fairyPool.length,
    grass: s.grass,
    dice: s.dice ? { values: s.dice.map((d) => d.value), places: s.dice.map((d) => d.place) } : null,
    gnome: s.gnome,
    persons: PERSONS,
    active: s.active,
    startSeat: s.startSeat,
    turn: s.turn,
    endTriggered: s.endTriggered,
    choice: choiceOf(s),
    awaited: waiting,
    yourMove: seat !== null && waiting.includes(seat),
    over: s.over,
    winners: outcomeOf(s)?.winners ?? [],
  };
}
