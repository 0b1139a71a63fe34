/**
 * The turn sequence (the rulebook, "Turn Sequence"): seven phases, each
 * played "starting with the Lord of the Manor and proceeding clockwise". `advance`
 * runs every automatic step (Rest, simple gains, forced feeding, skipping players
 * with nothing to decide) until a player must act or a `random` is needed.
 */
import type { Seat } from '../../core/game.js';
import { cardRecord } from './cards.js';
import { event, settleTasks } from './tasks.js';
import type { CardName, MedievalManorState, PlayerState, Task } from './types.js';
import { bagAdd, clockwise, covers, gainCounters, handLimit, withPlayer } from './zones.js';

type S = MedievalManorState;

/** "The game is over at the end of the turn in which any player has 25 or more Victory Points." */
export const VICTORY_TARGET = 25;
/** Feeding Phase 3: "discard 5 Food counters to gain 1 Peasant counter". */
export const PEASANT_PRICE = 5;
/** Feeding Phase 2: "discard one of them and lose 2 VT". */
export const STARVING_LOSS = 2;

export function advance(s: S): S {
  let out = s;
  for (;;) {
    out = settleTasks(out);
    if (out.tasks.length > 0) return out;
    const next = autoStep(out);
    if (next === null) return out;
    out = next;
  }
}

/** The next automatic step, or null when a player must act (or the game is over). */
function autoStep(s: S): S | null {
  const st = s.step;
  switch (st.phase) {
    case 'setup':
      return startTurn(s, 1);
    case 'draw':
      return null;
    case 'trade':
      return st.done.every(Boolean) ? startWork(s) : null;
    case 'work':
      return workStep(s, st);
    case 'upgrade':
      if (convertibleUpgrades(s, st.seat).length > 0) return null;
      return nextSeat(s, st.seat) === null
        ? { ...s, step: { phase: 'feeding', seat: s.lord, fed: false } }
        : { ...s, step: { phase: 'upgrade', seat: nextSeat(s, st.seat)! } };
    case 'feeding':
      return feedingStep(s, st);
    case 'end':
      if (s.players[st.seat]!.hand.length > handLimit(s.players[st.seat]!)) return null;
      return nextSeat(s, st.seat) === null ? endOfTurn(s) : { ...s, step: { phase: 'end', seat: nextSeat(s, st.seat)! } };
    case 'over':
      return null;
  }
}

/** The seat after `seat` in this phase's order, or null when the phase went round to the Lord. */
export function nextSeat(s: S, seat: Seat): Seat | null {
  const n = clockwise(s, seat, 1);
  return n === s.lord ? null : n;
}

export const drawTask = (seat: Seat, count: number, why: Extract<Task, { kind: 'draw' }>['why']): Task => ({ kind: 'draw', seat, count, why });

/** Draw Phase 2: "Each player is dealt as many cards from the Play Deck as they have Peasants." */
export function startDraw(s: S, seat: Seat): S {
  return {
    ...s,
    step: { phase: 'draw', seat, bought: [] },
    tasks: [...s.tasks, drawTask(seat, s.players[seat]!.counters.peasants, 'deal')],
  };
}

function startTurn(s: S, turn: number): S {
  return startDraw({ ...s, turn, events: [] }, s.lord);
}

/** After a player finishes drawing: the next one, or the Trade Phase. */
export function finishDraw(s: S, seat: Seat): S {
  const n = nextSeat(s, seat);
  if (n !== null) return startDraw(s, n);
  return {
    ...s,
    step: { phase: 'trade', done: s.players.map(() => false), proposals: s.players.map(() => 0), answers: s.players.map(() => null), round: 0 },
    offers: [],
  };
}

function startWork(s: S): S {
  const actionsLeft = s.players.map((p) => p.counters.peasants);
  return { ...s, offers: [], step: { phase: 'work', seat: s.lord, actionsLeft, converting: null, placed: 0 } };
}

function workStep(s: S, st: Extract<S['step'], { phase: 'work' }>): S | null {
  if (st.converting !== null) {
    const placed = s.map!.cells[st.converting]!.card!;
    if (canConvert(s, placed.seat, placed.card)) return null;
    return { ...s, step: { ...st, converting: null, seat: clockwise(s, placed.seat, 1) } };
  }
  if (st.actionsLeft.every((n) => n === 0)) return startUpgrade(rest(s));
  // "Players take turns using one action at a time … going clockwise"; players out of actions are skipped.
  if (st.actionsLeft[st.seat] === 0) return { ...s, step: { ...st, seat: clockwise(s, st.seat, 1) } };
  return null;
}

/** Rest Phase: "All Bounty cards on the map are discarded. All Upgrade cards … placed in front of their owning player." */
export function rest(s: S): S {
  let out = s;
  const cells = s.map!.cells.map((c) => {
    if (!c.card) return c;
    const { card, seat } = c.card;
    if (cardRecord(card).kind === 'upgrade') out = withPlayer(out, seat, (p) => ({ ...p, upgrades: [...p.upgrades, card] }));
    else out = { ...out, discard: bagAdd(out.discard, card) };
    return { ...c, card: null };
  });
  return { ...out, map: { ...s.map!, cells } };
}

/** Upgrade Phase: "The simple gain of an upgrade is automatic and occurs only once per turn." */
function startUpgrade(s: S): S {
  let out: S = { ...s, step: { phase: 'upgrade', seat: s.lord } };
  for (let k = 0; k < s.seats; k++) {
    const seat = clockwise(s, s.lord, k);
    for (const u of s.players[seat]!.upgrades) {
      const rec = cardRecord(u);
      if (Object.keys(rec.gain).length > 0) out = gainCounters(out, seat, rec.gain);
      if (rec.gainCards > 0) out = { ...out, tasks: [...out.tasks, drawTask(seat, rec.gainCards, 'convert')] };
    }
  }
  return out;
}

/** Whether one more use of `card`'s conversion is affordable for `seat`. */
export function canConvert(s: S, seat: Seat, card: CardName): boolean {
  const k = cardRecord(card).conversion;
  const p = s.players[seat]!;
  return k !== null && covers(p.counters, k.from) && p.hand.length >= k.cards;
}

/** Distinct owned Upgrades whose conversion `seat` can use now. */
export function convertibleUpgrades(s: S, seat: Seat): CardName[] {
  return [...new Set(s.players[seat]!.upgrades)].filter((u) => canConvert(s, seat, u));
}

/** Ways to feed: Crops eaten from `lo` to `hi` (the rest Animals); null when the Peasants cannot all be fed. */
export function feedRange(p: PlayerState, n: number): [number, number] | null {
  const { crops, animals } = p.counters;
  if (crops + animals < n) return null;
  return [Math.max(0, n - animals), Math.min(crops, n)];
}

function feedingStep(s: S, st: Extract<S['step'], { phase: 'feeding' }>): S | null {
  const p = s.players[st.seat]!;
  if (!st.fed) {
    const r = feedRange(p, p.counters.peasants);
    if (r === null) return after(starve(s, st.seat), st.seat);
    if (r[0] < r[1]) return null;
    const fed = gainCounters(s, st.seat, { crops: r[0], animals: p.counters.peasants - r[0] }, -1);
    return { ...fed, step: { ...st, fed: true } };
  }
  if (feedRange(p, PEASANT_PRICE) !== null) return null;
  return after(s, st.seat);
}

function after(s: S, seat: Seat): S {
  const n = nextSeat(s, seat);
  return n === null ? { ...s, step: { phase: 'end', seat: s.lord } } : { ...s, step: { phase: 'feeding', seat: n, fed: false } };
}

/**
 * Feeding Phase 2: "If you cannot feed all your peasants fully, discard one of them
 * and lose 2 VT. You cannot lose your last remaining Peasant." The Food there is
 * still eaten; Victory does not go below 0.
 */
export function starve(s: S, seat: Seat): S {
  const c = s.players[seat]!.counters;
  const peasants = c.peasants > 1 ? 1 : 0;
  const victory = Math.min(STARVING_LOSS, c.victory);
  const out = gainCounters(s, seat, { crops: c.crops, animals: c.animals, peasants, victory }, -1);
  return event(out, { kind: 'starve', seat, peasant: peasants > 0, victory });
}

/** "The game is over at the end of the turn in which any player has 25 or more Victory Points." */
function endOfTurn(s: S): S {
  if (s.players.some((p) => p.counters.victory >= VICTORY_TARGET)) return { ...s, step: { phase: 'over' } };
  return startTurn(s, s.turn + 1);
}
