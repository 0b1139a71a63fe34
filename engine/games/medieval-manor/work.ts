/**
 * The Work Phase (the rulebook, "Work Phase", "Bounty Cards", "Upgrade
 * Cards"): placing a card on a free land its text allows, what a Bounty gains
 * there (land modifier, adjacency bonus), paying 3+X Money for an Upgrade, the
 * Castle changing the Lord, discarding 2 cards for 1 good, and conversions.
 */
import type { Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { cardRecord, counterText } from './cards.js';
import { landRecord, neighbours } from './lands.js';
import { event } from './tasks.js';
import { MONEY, type CardName, type Counter, type Good, type Goods, type MedievalManorState } from './types.js';
import { clockwise, covers, discardFromHand, gainCounters, isPayment, money, removeCards, upgradeCost, withPlayer } from './zones.js';
import type { ManorEvent } from './events.js';

type S = MedievalManorState;
type Work = Extract<S['step'], { phase: 'work' }>;

/** Cells where `card` may go now: free, and of a land class the card allows. */
export function allowedCells(s: S, card: CardName): number[] {
  const rec = cardRecord(card);
  const out: number[] = [];
  s.map!.cells.forEach((c, i) => {
    if (!c.card && rec.lands.includes(landRecord(c.land).landClass)) out.push(i);
  });
  return out;
}

/**
 * What a Bounty gains on `cell`: the card's gain, the land modifier for types it
 * gains ("Wheat … on a Fertile Field (+1C) … 5 Crops"; never below 0), and +1 Crop
 * (+1 Animal) next to a Compost, Cultivator, Manure or Pollination (a Fodder) card
 * already on the map ("These bonuses are not retroactive").
 */
export function bountyGain(s: S, card: CardName, cell: number): Partial<Record<Counter, number>> {
  const rec = cardRecord(card);
  const map = s.map!;
  const gain: Partial<Record<Counter, number>> = { ...rec.gain };
  const mod = landRecord(map.cells[cell]!.land).modifier;
  for (const [k, n] of Object.entries(mod) as [Good, number][]) {
    if ((gain[k] ?? 0) > 0) gain[k] = Math.max(0, gain[k]! + n);
  }
  const near = neighbours(cell, map.width, map.height)
    .map((i) => map.cells[i]!.card)
    .filter((c) => c !== null);
  const bonuses = new Set(near.map((c) => cardRecord(c.card).bonus));
  if ((rec.gain.crops ?? 0) > 0 && bonuses.has('crops')) gain.crops = (gain.crops ?? 0) + 1;
  if ((rec.gain.animals ?? 0) > 0 && bonuses.has('animals')) gain.animals = (gain.animals ?? 0) + 1;
  return gain;
}

export function place(s: S, st: Work, seat: Seat, card: CardName, cell: number, pay: Goods | undefined): Result<S> {
  const rec = cardRecord(card);
  const p = s.players[seat]!;
  if (!p.hand.includes(card)) return fail('not-in-hand', `You do not hold ${card}.`, { card });
  if (!Number.isInteger(cell) || cell < 0 || cell >= s.map!.cells.length) return fail('bad-cell', 'No such space on the map.');
  if (s.map!.cells[cell]!.card) return fail('occupied', 'You cannot place a card in a space that is already occupied by a card.');
  if (!allowedCells(s, card).includes(cell))
    return fail('wrong-land', `${card} cannot be placed on ${s.map!.cells[cell]!.land}.`, { card, land: s.map!.cells[cell]!.land });
  let out = withPlayer(s, seat, (q) => ({ ...q, hand: removeCards(q.hand, [card])! }));
  let line: ManorEvent;
  if (rec.kind === 'upgrade') {
    // "To play an Upgrade card you must pay 3+X Money counters. X = The number of Upgrade cards you already own."
    const cost = upgradeCost(s, seat);
    if (!pay || !isPayment(pay, MONEY, cost)) return fail('bad-payment', `${card} costs exactly ${cost} Money (Gold and/or Resources).`, { card, money: cost });
    const have = money(p.counters);
    if (have < cost)
      return fail('cannot-pay', `${card} is an Upgrade: it costs ${cost} Money (Gold and Resources), and you have ${have}.`, { card, money: cost, have });
    if (!covers(p.counters, pay)) return fail('cannot-pay', `You cannot pay ${counterText(pay)}.`, { pay });
    out = gainCounters(out, seat, pay, -1);
    line = { kind: 'build', seat, card, land: s.map!.cells[cell]!.land, pay };
  } else {
    if (pay && Object.values(pay).some((n) => n)) return fail('bad-payment', 'Bounty cards cost nothing to play.', { bounty: true });
    const gain = bountyGain(s, card, cell);
    out = gainCounters(out, seat, gain);
    line = { kind: 'bounty', seat, card, land: s.map!.cells[cell]!.land, gain };
  }
  const cells = out.map!.cells.slice();
  cells[cell] = { ...cells[cell]!, card: { card, seat, order: st.placed } };
  out = { ...out, map: { ...out.map!, cells } };
  // "Any time a card is played on the Castle, that player becomes the new Lord of the Manor."
  if (s.map!.cells[cell]!.land === 'Castle' && s.lord !== seat) {
    out = event({ ...out, lord: seat }, { kind: 'lord', seat });
  }
  const actionsLeft = spend(st, seat);
  const converting = rec.kind === 'bounty' && rec.conversion ? cell : null;
  const next = converting === null ? clockwise(s, seat, 1) : seat;
  return ok(event({ ...out, step: { ...st, actionsLeft, converting, placed: st.placed + 1, seat: next } }, line));
}

const spend = (st: Work, seat: Seat): number[] => st.actionsLeft.map((n, i) => (i === seat ? n - 1 : n));

/** "Discard 2 cards from your hand to gain 1 Good of any type." */
export function sell(s: S, st: Work, seat: Seat, cards: readonly [CardName, CardName], good: Good): Result<S> {
  if (!removeCards(s.players[seat]!.hand, cards)) return fail('not-in-hand', 'You do not hold those two cards.');
  const out = gainCounters(discardFromHand(s, seat, cards), seat, { [good]: 1 });
  const line: ManorEvent = { kind: 'sell', seat, cards, good };
  return ok(event({ ...out, step: { ...st, actionsLeft: spend(st, seat), seat: clockwise(s, seat, 1) } }, line));
}

/** Passing spends one action on nothing (a player is never forced to place or discard). */
export function pass(s: S, st: Work, seat: Seat): S {
  return { ...s, step: { ...st, actionsLeft: spend(st, seat), seat: clockwise(s, seat, 1) } };
}

/**
 * One use of a conversion (a Bounty just played, or an owned Upgrade): pay its
 * inputs (a card input discards `discard` from hand), gain its outputs.
 */
export function convertOnce(s: S, seat: Seat, card: CardName, discard: CardName | undefined): Result<S> {
  const k = cardRecord(card).conversion;
  if (!k) return fail('no-conversion', `${card} has no conversion.`, { card });
  const p = s.players[seat]!;
  if (!covers(p.counters, k.from)) return fail('cannot-pay', `You do not have ${counterText(k.from)} to convert.`, { convert: k.from });
  let out = gainCounters(s, seat, k.from, -1);
  if (k.cards > 0) {
    if (discard === undefined || !p.hand.includes(discard))
      return fail('bad-discard', `Name a card from your hand to discard for ${card}.`, { card, name: true });
    out = discardFromHand(out, seat, [discard]);
  } else if (discard !== undefined) {
    return fail('bad-discard', `${card} does not take a card.`, { card });
  }
  out = gainCounters(out, seat, k.to);
  return ok(event(out, { kind: 'convert', seat, card, discarded: k.cards > 0 ? discard! : null, paid: k.from, gained: k.to }));
}
