/**
 * `apply`: an action the seat may make now (looked up in `legalActions`, so a
 * move the rules do not list is refused with a reason) and its effect.
 */
import type { Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { scoring, TOWN_POINTS_PER_TILE } from './decrees.js';
import { refillIfEmpty, settle } from './flow.js';
import { legalActions } from './legal.js';
import { actionKey } from './parse.js';
import { skill } from './skills.js';
import { addPoints, discard, pop, removeAt, replaceTop, top, withPlayer } from './state.js';
import { giveHand, placeDice, refillFairy, takeFairy, takeFromRow } from './take.js';
import { build, burnable, setBurnt, townTiles } from './town.js';
import type { Column, DieIndex, FeuvilleAction, FeuvilleState, From, Item, PlayerState } from './types.js';

export function apply(s: FeuvilleState, a: FeuvilleAction, seat: Seat): Result<FeuvilleState> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return fail('bad-seat', 'No such seat.');
  const key = actionKey(a);
  if (!legalActions(s, seat).some((l) => actionKey(l) === key)) {
    if (a.type === 'fairy' && a.die !== undefined && s.dice?.some((d) => d.place === 'fairy'))
      return fail('one-fairy-die', 'You may only ever use one die for the Friendly Fairy.');
    return fail('illegal', 'That move is not possible now.');
  }
  return ok(settle(effect(s, a, seat)));
}

/** Removes what `from` names (hand or board slot) and returns it; a protection on it goes back to the fairy's pile. */
function takeOwn(s: FeuvilleState, seat: Seat, from: From): [FeuvilleState, Item] {
  const p = s.players[seat]!;
  if (from === 'hand') return [withPlayer(s, seat, (q) => ({ ...q, hand: null })), p.hand!];
  const slot = p.board[from]!;
  let next = withPlayer(s, seat, (q) => ({ ...q, board: removeAt(q.board, from) }));
  // "As soon as you build with the protected tile or evaluate the Decree, the theft protection becomes invalid."
  if (slot.protection) next = discard(next, { kind: 'fairy', id: slot.protection });
  return [next, slot.item];
}

const setColumns = (s: FeuvilleState, seat: Seat, columns: readonly Column[]): FeuvilleState => withPlayer(s, seat, (p) => ({ ...p, columns }));

function store(s: FeuvilleState, seat: Seat, replace: 0 | 1 | undefined): FeuvilleState {
  const p = s.players[seat]!;
  const item = p.hand!;
  let next = withPlayer(s, seat, (q) => ({ ...q, hand: null }));
  if (item.kind === 'fairy') {
    // "You may remove one of the Fairy Magic tiles already lying there … put face down with the other charms."
    if (replace !== undefined)
      next = discard(
        withPlayer(next, seat, (q) => ({ ...q, fairy: removeAt(q.fairy, replace) })),
        { kind: 'fairy', id: p.fairy[replace]! },
      );
    return withPlayer(next, seat, (q) => ({ ...q, fairy: [...q.fairy, item.id] }));
  }
  // "You may remove one of the Building tiles (or a Royal Decree) already lying there … The old tile is withdrawn from the game."
  if (replace !== undefined) [next] = takeOwnAndDiscard(next, seat, replace);
  return withPlayer(next, seat, (q) => ({ ...q, board: [...q.board, { item, protection: null }] }));
}

function takeOwnAndDiscard(s: FeuvilleState, seat: Seat, slot: 0 | 1): [FeuvilleState] {
  const [next, item] = takeOwn(s, seat, slot);
  return [discard(next, item)];
}

function score(s: FeuvilleState, seat: Seat, a: Extract<FeuvilleAction, { type: 'score' }>): FeuvilleState {
  const [next, item] = takeOwn(s, seat, a.from);
  const p = next.players[seat]!;
  const sc = scoring(item.id, p.columns, a);
  const columns = p.columns.map((c, i) => (sc.grass.includes(i) ? { ...c, grass: 'plain' as const } : c));
  const done = withPlayer({ ...next, grass: next.grass - sc.grass.length }, seat, (q: PlayerState) => ({ ...q, columns, scored: [...q.scored, item.id] }));
  return addPoints(done, seat, sc.source, sc.points);
}

function town(s: FeuvilleState, seat: Seat, die: DieIndex, grass: number): FeuvilleState {
  const p = s.players[seat]!;
  const points = TOWN_POINTS_PER_TILE * townTiles(p.columns);
  const [tileId, ...rest] = s.townTiles;
  const columns = p.columns.map((c, i) => (i === grass ? { ...c, grass: 'crest' as const } : c));
  const next = withPlayer({ ...placeDice(s, [die], 'town'), townTiles: rest }, seat, (q) => ({
    ...q,
    columns,
    townDone: true,
    scored: [...q.scored, tileId!],
  }));
  return addPoints(next, seat, 'town', points);
}

function protect(s: FeuvilleState, seat: Seat, from: From, target: 0 | 1): FeuvilleState {
  const p = s.players[seat]!;
  const id = from === 'hand' ? p.hand!.id : p.fairy[from]!;
  return withPlayer(s, seat, (q) => ({
    ...q,
    hand: from === 'hand' ? null : q.hand,
    fairy: from === 'hand' ? q.fairy : removeAt(q.fairy, from),
    board: q.board.map((b, i) => (i === target ? { ...b, protection: id } : b)),
  }));
}

function pick(s: FeuvilleState, seat: Seat, a: Extract<FeuvilleAction, { type: 'pick' }>): FeuvilleState {
  const t = top(s)!;
  if (t.kind === 'architect') return takeFromRow(pop(s), seat, a.row, a.slot);
  if (t.kind !== 'publican') return s;
  if (t.phase === 'first') return takeFromRow(replaceTop(s, { ...t, phase: 'guests' }), seat, a.row, a.slot);
  if (t.phase === 'second') return takeFromRow(pop(s), seat, a.row, a.slot);
  // A guest "must use it immediately and may not place it on his player board".
  const next = replaceTop(s, { ...t, queue: t.queue.slice(1) });
  const id = next.rows[a.row][a.slot]!;
  const built = setColumns(next, seat, build(next.players[seat]!.columns, id, a.at!));
  return refillIfEmpty({ ...built, rows: { ...built.rows, [a.row]: built.rows[a.row].map((x, i) => (i === a.slot ? null : x)) } }, a.row);
}

function endTurn(s: FeuvilleState): FeuvilleState {
  // "After your turn, replenish the empty Royal Decree spaces."
  const draws = s.decrees.flatMap((d, slot) => (d === null ? [{ zone: 'decree' as const, slot }] : []));
  return replaceTop(refillFairy({ ...s, draws: [...s.draws, ...draws] }), { kind: 'endturn' });
}

function effect(s: FeuvilleState, a: FeuvilleAction, seat: Seat): FeuvilleState {
  switch (a.type) {
    case 'tile': {
      const next = placeDice(s, a.dice, a.dice.length === 2 ? 'gnome' : 'person');
      return takeFromRow(a.dice.length === 2 ? { ...next, gnome: a.person } : next, seat, a.row, a.person - 1);
    }
    case 'decree': {
      const next = placeDice(s, a.dice, a.dice.length === 2 ? 'gnome' : 'person');
      const id = s.decrees[a.person - 1]!;
      const taken = { ...next, gnome: a.dice.length === 2 ? a.person : next.gnome, decrees: s.decrees.map((x, i) => (i === a.person - 1 ? null : x)) };
      return giveHand(taken, seat, { kind: 'decree', id });
    }
    case 'skill':
      return skill(s, a, seat);
    case 'fairy': {
      if (a.die !== undefined) return takeFairy(placeDice(s, [a.die], 'fairy'), seat, a.slot);
      const t = top(s)!;
      return takeFairy(t.kind === 'magician' ? replaceTop(s, { ...t, picks: t.picks - 1 }) : s, seat, a.slot);
    }
    case 'town':
      return town(s, seat, a.die, a.grass);
    case 'build': {
      const [next, item] = takeOwn(s, seat, a.from);
      return setColumns(next, seat, build(next.players[seat]!.columns, item.id, a.at));
    }
    case 'store':
      return store(s, seat, a.replace);
    case 'score':
      return score(s, seat, a);
    case 'protect':
      return protect(s, seat, a.from, a.target);
    case 'restore':
      return setColumns(s, seat, setBurnt(s.players[seat]!.columns, [a.column], false));
    case 'burn': {
      const t = top(s)!;
      let columns = setBurnt(s.players[seat]!.columns, a.columns, true);
      if (t.kind !== 'dragon') return setColumns(s, seat, columns);
      const need = t.need.map((k, i) => (i === seat ? k - a.columns.length : k));
      // The last columns to burn are no choice: once as many are left as must burn, they all do.
      const left = burnable(columns);
      if (need[seat]! > 0 && left.length <= need[seat]!) {
        columns = setBurnt(columns, left, true);
        need[seat] = 0;
      }
      const waiting = need[seat] === 0 ? t.waiting.filter((x) => x !== seat) : t.waiting;
      // In seat order, so the victims' answers give one state whatever order they come in (they are sealed together online).
      const started = t.started?.includes(seat) ? t.started : [...(t.started ?? []), seat].sort((x, y) => x - y);
      return setColumns(replaceTop(s, { ...t, need, waiting, started }), seat, columns);
    }
    case 'fire': {
      // "This time, your town is safe from Dragomir the Dragon … Discard the charm once you have used it."
      const t = top(s)!;
      const next = t.kind === 'dragon' ? replaceTop(s, { ...t, waiting: t.waiting.filter((x) => x !== seat) }) : s;
      const id = next.players[seat]!.fairy[a.slot]!;
      return discard(
        withPlayer(next, seat, (q) => ({ ...q, fairy: removeAt(q.fairy, a.slot) })),
        { kind: 'fairy', id },
      );
    }
    case 'pick':
      return pick(s, seat, a);
    case 'charm': {
      const t = top(s)!;
      const id = s.players[seat]!.fairy[a.slot]!;
      const next = t.kind === 'selection' ? replaceTop(s, { ...t, queue: t.queue.slice(1) }) : s;
      const used = discard(
        withPlayer(next, seat, (q) => ({ ...q, fairy: removeAt(q.fairy, a.slot) })),
        { kind: 'fairy', id },
      );
      return takeFromRow(used, seat, a.row, a.pick);
    }
    case 'pass': {
      const t = top(s)!;
      if (t.kind === 'magician') return pop(s);
      if (t.kind === 'publican' || t.kind === 'selection') return replaceTop(s, { ...t, queue: t.queue.slice(1) });
      return s;
    }
    case 'roll': {
      const t = top(s)!;
      if (t.kind === 'entertainer') return replaceTop(s, { ...t, rolling: true });
      return replaceTop({ ...s, dice: null }, { kind: 'roll' });
    }
    case 'stop':
      return stopEntertainer(s, seat);
    case 'end':
      return endTurn(s);
  }
}

/**
 * The Travelling Entertainer stops (the rulebook, "Travelling Entertainer"): "If the
 * sum is under 10, advance that many spaces … your fellow players receive the difference
 * to 10"; "if the sum is exactly 10, you receive 10 points and all the others go empty-handed".
 */
export function stopEntertainer(s: FeuvilleState, seat: Seat): FeuvilleState {
  const t = top(s)!;
  if (t.kind !== 'entertainer') return s;
  let next = pop(s);
  next = addPoints(next, seat, 'entertainer', Math.min(t.sum, 10));
  if (t.sum < 10) for (let o = 0; o < s.seats; o++) if (o !== seat) next = addPoints(next, o, 'entertainer', 10 - t.sum);
  return next;
}
