/**
 * `setup`, `apply`, `pending` and `resolve`: the game as a state machine over the
 * turn sequence (flow.ts), with the actions of each phase (draw and feeding here,
 * trade.ts, work.ts).
 */
import type { Pending, Resolution, Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { cardRecord, counterText, fullDeck } from './cards.js';
import { advance, canConvert, convertibleUpgrades, drawTask, feedRange, finishDraw, nextSeat, PEASANT_PRICE } from './flow.js';
import { buildMap } from './lands.js';
import { event, hardshipStrikes, product, runTask, seatName, taskBounds } from './tasks.js';
import * as trade from './trade.js';
import { FOOD, GOODS, type Goods, type MedievalManorAction as A, type MedievalManorConfig, type MedievalManorState as S, type Task } from './types.js';
import { convertOnce, pass, place, sell } from './work.js';
import { covers, discardFromHand, gainCounters, handLimit, isPayment, removeCards, withPlayer, ZERO } from './zones.js';

/** Setup: "Each player starts with 2 Peasants and 4 Crops. Deal each player 3 random cards." */
export function initialState(config: MedievalManorConfig, seats: number): S {
  const tasks: Task[] = [];
  if (config.layout === 'random') tasks.push({ kind: 'layout' });
  if (config.firstLord === null) tasks.push({ kind: 'lord' });
  for (let seat = 0; seat < seats; seat++) tasks.push(drawTask(seat, 3, 'setup'));
  const s: S = {
    seats,
    config,
    map: config.layout === 'random' ? null : buildMap(config.layout, seats),
    layoutPicks: [],
    deck: fullDeck(),
    discard: {},
    players: Array.from({ length: seats }, () => ({ counters: { ...ZERO, peasants: 2, crops: 4 }, hand: [], upgrades: [] })),
    lord: config.firstLord ?? -1,
    turn: 0,
    step: { phase: 'setup' },
    tasks,
    offers: [],
    nextOfferId: 0,
    events: [],
  };
  return advance(s);
}

export function pending(s: S): Pending | null {
  const bounds = taskBounds(s);
  if (bounds) return { kind: 'random', bound: product(bounds), purpose: purposeOf(s.tasks[0]!) };
  const seats = actingSeats(s);
  if (seats.length === 0) return null;
  return { kind: 'move', seats, prompt: promptFor(s) };
}

function purposeOf(t: Task): string {
  switch (t.kind) {
    case 'layout':
      return 'lay out the map';
    case 'lord':
      return 'pick the first Lord of the Manor';
    case 'lose-card':
      return `${t.hardship}: a random card from ${seatName(t.seat)}'s hand`;
    case 'draw':
      return `deal ${t.count === 1 ? 'a card' : `${t.count} cards`} to ${seatName(t.seat)}`;
  }
}

/** Who may act now (several in the Trade Phase). */
export function actingSeats(s: S): Seat[] {
  const st = s.step;
  if (s.tasks.length > 0 || st.phase === 'over' || st.phase === 'setup') return [];
  if (st.phase === 'trade') return st.done.flatMap((d, i) => (d || st.answers[i] !== null ? [] : [i]));
  return [st.seat];
}

/** A one-line description of what the game waits for. */
export function promptFor(s: S): string {
  const st = s.step;
  const who = 'seat' in st ? seatName(st.seat) : '';
  switch (st.phase) {
    case 'draw':
      return st.bought.length ? `${who}: keep 1 of the 3 cards bought, discard the others` : `${who}: draw more cards or finish drawing`;
    case 'trade':
      return 'Trade round: propose, accept, decline or withdraw deals, or nothing this round; say done when finished';
    case 'work':
      return st.converting !== null ? `${who}: convert with the card just played, or finish` : `${who}: place a card, discard 2 for a good, or pass`;
    case 'upgrade':
      return `${who}: use Upgrade conversions, or finish`;
    case 'feeding':
      return st.fed ? `${who}: pay 5 Food for a new Peasant, or finish` : `${who}: choose the Food that feeds your Peasants`;
    case 'end':
      return `${who}: discard down to your hand limit`;
    default:
      return '';
  }
}

export function resolve(s: S, r: Resolution): Result<S> {
  const bounds = taskBounds(s);
  if (!bounds) return fail('no-random', 'Nothing random is pending.');
  if (r.kind !== 'random' || !Number.isInteger(r.value) || r.value < 0 || r.value >= product(bounds)) {
    return fail('bad-resolution', 'That random value does not fit.');
  }
  return ok(advance(runTask(s, r.value)));
}

export function apply(s: S, a: A, seat: Seat): Result<S> {
  if (!actingSeats(s).includes(seat)) return fail('not-your-turn', 'It is not your turn to act.');
  const r = applyStep(s, a, seat);
  return r.ok ? ok(advance(r.value)) : r;
}

const wrong = (): Result<never> => fail('wrong-phase', 'That action does not fit this moment of the turn.');

function applyStep(s: S, a: A, seat: Seat): Result<S> {
  const st = s.step;
  switch (st.phase) {
    case 'draw':
      return drawAction(s, st, a, seat);
    case 'trade':
      return a.type === 'trade' ? trade.answer(s, st, seat, a) : wrong();
    case 'work':
      if (st.converting !== null) {
        const c = s.map!.cells[st.converting]!.card!.card;
        if (a.type === 'finish') return ok({ ...s, step: { ...st, converting: null, seat: (seat + 1) % s.seats } });
        if (a.type !== 'convert') return wrong();
        if (a.card !== c) return fail('wrong-card', `Only ${c}, just played, may convert now.`, { card: c });
        return canConvert(s, seat, c) ? convertOnce(s, seat, c, a.discard) : fail('cannot-pay', 'You cannot pay that conversion.');
      }
      if (a.type === 'place') return place(s, st, seat, a.card, a.cell, a.pay);
      if (a.type === 'sell') return sell(s, st, seat, a.cards, a.good);
      if (a.type === 'pass') return ok(pass(s, st, seat));
      return wrong();
    case 'upgrade':
      if (a.type === 'finish') return ok(nextUpgradeSeat(s, seat));
      if (a.type !== 'convert') return wrong();
      if (!convertibleUpgrades(s, seat).includes(a.card)) return fail('cannot-convert', `You cannot use ${a.card} now.`, { card: a.card });
      return convertOnce(s, seat, a.card, a.discard);
    case 'feeding':
      return feedingAction(s, st, a, seat);
    case 'end': {
      if (a.type !== 'discard') return wrong();
      const p = s.players[seat]!;
      if (!p.hand.includes(a.card)) return fail('not-in-hand', `You do not hold ${a.card}.`, { card: a.card });
      if (p.hand.length <= handLimit(p)) return fail('within-limit', 'Your hand is within its limit.');
      return ok(event(discardFromHand(s, seat, [a.card]), { kind: 'hand-limit', seat, card: a.card }));
    }
    default:
      return wrong();
  }
}

function nextUpgradeSeat(s: S, seat: Seat): S {
  const n = nextSeat(s, seat);
  return { ...s, step: n === null ? { phase: 'feeding', seat: s.lord, fed: false } : { phase: 'upgrade', seat: n } };
}

/**
 * Draw Phase 3: "pay 3 goods to draw 3 more cards … They must discard 2 of these
 * cards. They may discard Hardship cards." A Hardship kept takes effect then.
 * Draw Phase 4: "discard 2 cards (that are not Hardship cards) and draw 1".
 * Both may be repeated while the player can pay; `finish` ends the player's draw.
 */
function drawAction(s: S, st: Extract<S['step'], { phase: 'draw' }>, a: A, seat: Seat): Result<S> {
  const p = s.players[seat]!;
  if (st.bought.length > 0) {
    if (a.type !== 'keep') return fail('keep-one', 'Keep one of the 3 cards you bought.');
    const rest = removeCards(st.bought, [a.card]);
    if (!rest) return fail('not-bought', `${a.card} is not among the cards you bought.`, { card: a.card });
    let out: S = { ...s, step: { ...st, bought: [] } };
    for (const c of rest) out = { ...out, discard: { ...out.discard, [c]: (out.discard[c] ?? 0) + 1 } };
    out = event(out, { kind: 'keep', seat, card: a.card, discarded: rest });
    if (cardRecord(a.card).kind !== 'hardship') return ok(withPlayer(out, seat, (q) => ({ ...q, hand: [...q.hand, a.card] })));
    out = hardshipStrikes(out, seat, a.card);
    if (cardRecord(a.card).hardship!.loseCard) out = { ...out, tasks: [{ kind: 'lose-card', seat, hardship: a.card }] };
    return ok(out);
  }
  switch (a.type) {
    case 'finish':
      return ok(finishDraw(s, seat));
    case 'buy':
      if (!isPayment(a.pay, GOODS, 3)) return fail('bad-payment', 'Pay exactly 3 goods.', { goods: 3 });
      if (!covers(p.counters, a.pay)) return fail('cannot-pay', `You cannot pay ${counterText(a.pay)}.`, { pay: a.pay });
      return ok(event({ ...gainCounters(s, seat, a.pay, -1), tasks: [drawTask(seat, 3, 'buy')] }, { kind: 'buy', seat, pay: a.pay }));
    case 'swap':
      if (!removeCards(p.hand, a.cards)) return fail('not-in-hand', 'You do not hold those two cards.');
      return ok(event({ ...discardFromHand(s, seat, a.cards), tasks: [drawTask(seat, 1, 'swap')] }, { kind: 'swap', seat, cards: a.cards }));
    default:
      return wrong();
  }
}

/** Feeding Phase 1 and 3: the Food a player eats, then optionally 5 Food for a Peasant (once a turn). */
function feedingAction(s: S, st: Extract<S['step'], { phase: 'feeding' }>, a: A, seat: Seat): Result<S> {
  const p = s.players[seat]!;
  const n = st.fed ? PEASANT_PRICE : p.counters.peasants;
  if (a.type === 'finish' && st.fed) return ok(after(s, seat));
  if (a.type !== (st.fed ? 'grow' : 'feed')) return wrong();
  const pay = (a as { pay: Goods }).pay;
  if (!isPayment(pay, FOOD, n)) return fail('bad-payment', `Pay exactly ${n} Food (Crops and/or Animals).`, { food: n });
  if (!covers(p.counters, pay) || feedRange(p, n) === null) return fail('cannot-pay', `You cannot pay ${counterText(pay)}.`, { pay });
  const out = gainCounters(s, seat, pay, -1);
  if (!st.fed) return ok({ ...out, step: { ...st, fed: true } });
  return ok(after(event(gainCounters(out, seat, { peasants: 1 }), { kind: 'grow', seat, pay }), seat));
}

function after(s: S, seat: Seat): S {
  const n = nextSeat(s, seat);
  return { ...s, step: n === null ? { phase: 'end', seat: s.lord } : { phase: 'feeding', seat: n, fed: false } };
}
