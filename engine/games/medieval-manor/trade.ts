/**
 * The Trade Phase (the rulebook, "Trade Phase"): "There is no set order for
 * trading, anyone may trade at any time in this phase … Players may freely make
 * deals and trade counters and cards with each other."
 *
 * Played in lock-step rounds, so that no answer races another (notes.ts). In a
 * round every player not yet done gives one answer: any number of items —
 * propose a deal to one other player, accept or decline offers made to them,
 * withdraw their own offer — and whether they are done. Nothing of a round
 * happens until every answer is in (over the network the answers are sealed,
 * so nobody answers knowing another's); then, the same on every device:
 *   1. withdrawals and declines, so a withdrawal beats an accept in the same round;
 *   2. accepts, in seat order: a deal that can still be paid goes through, and
 *      any open offer it made unpayable is cancelled;
 *   3. proposals, in seat order, if they can still be paid;
 *   4. "done": final for the phase; it cancels every open offer from or to that player.
 * A round in which nobody proposes, accepts, declines or withdraws anything ends
 * the phase. How we bound it: at most one open offer per proposer and
 * MAX_PROPOSALS proposals per player per phase.
 * Any counters may be traded — goods, Peasants and Victory Points — and hand
 * cards; Upgrades in play are not (they are cards on the map or in front of
 * their owner, not "counters and cards" held). A deal may not take a player's
 * last Peasant: "You cannot lose your last remaining Peasant" (Feeding Phase).
 */
import type { Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { counterText } from './cards.js';
import { event, seatName } from './tasks.js';
import { COUNTERS, type Deal, type MedievalManorState, type Offer, type TradeAnswer, type TradeItem } from './types.js';
import { addCounters, covers, removeCards, withPlayer } from './zones.js';

type S = MedievalManorState;
type Trade = Extract<S['step'], { phase: 'trade' }>;

export const MAX_PROPOSALS = 3;

/** How many counters one side of a deal holds. */
const size = (d: Deal): number => COUNTERS.reduce((n, k) => n + (d.goods[k] ?? 0), 0);

export function dealText(d: Deal): string {
  const parts: string[] = [];
  if (size(d) > 0) parts.push(counterText(d.goods));
  parts.push(...d.cards);
  return parts.length ? parts.join(', ') : 'nothing';
}

export const offerText = (o: Offer): string => `${seatName(o.from)} offers ${dealText(o.give)} to ${seatName(o.to)} for ${dealText(o.get)}`;

/** Whether `seat` holds everything of one side of a deal. */
export function canPay(s: S, seat: Seat, d: Deal): boolean {
  const p = s.players[seat]!;
  return covers(p.counters, d.goods) && removeCards(p.hand, d.cards) !== null;
}

const isEmpty = (d: Deal): boolean => size(d) === 0 && d.cards.length === 0;

/** Whether `seat`, giving `give` and getting `get`, keeps a Peasant ("You cannot lose your last remaining Peasant"). */
function keepsAPeasant(s: S, seat: Seat, give: Deal, get: Deal): boolean {
  return s.players[seat]!.counters.peasants - (give.goods.peasants ?? 0) + (get.goods.peasants ?? 0) >= 1;
}

/** Whether a deal can go through now: both sides hold what they give and keep a Peasant. */
function goesThrough(s: S, from: Seat, to: Seat, give: Deal, get: Deal): boolean {
  return canPay(s, from, give) && canPay(s, to, get) && keepsAPeasant(s, from, give, get) && keepsAPeasant(s, to, get, give);
}

/** Whether `seat` may propose in this round (no open offer of its own, proposals left). */
export function mayPropose(s: S, st: Trade, seat: Seat): boolean {
  return !st.done[seat] && st.proposals[seat]! < MAX_PROPOSALS && !s.offers.some((o) => o.from === seat);
}

const GONE = 'That offer was withdrawn or already answered.';

/** Why one item of `seat`'s answer does not fit the round as it began, or null. */
function itemProblem(s: S, st: Trade, seat: Seat, item: TradeItem, withdrawing: boolean): Result<never> | null {
  switch (item.type) {
    case 'accept':
    case 'decline': {
      const o = s.offers.find((x) => x.id === item.offer);
      return !o || o.to !== seat ? fail('no-offer', GONE) : null;
    }
    case 'withdraw': {
      const o = s.offers.find((x) => x.id === item.offer);
      return !o || o.from !== seat ? fail('no-offer', GONE) : null;
    }
    case 'propose': {
      const { to, give, get } = item;
      if (!Number.isInteger(to) || to < 0 || to >= s.seats || to === seat) return fail('bad-target', 'Propose a deal to another player.');
      if (st.done[to]) return fail('target-done', `${seatName(to)} is done trading this phase.`, { seat: to });
      if (s.offers.some((o) => o.from === seat) && !withdrawing) return fail('offer-open', 'You already have an open offer; withdraw it first.');
      if (st.proposals[seat]! >= MAX_PROPOSALS)
        return fail('too-many', `At most ${MAX_PROPOSALS} proposals per player in a Trade Phase.`, { max: MAX_PROPOSALS });
      if (isEmpty(give) && isEmpty(get)) return fail('empty-deal', 'A deal must trade something.');
      if (!canPay(s, seat, give)) return fail('cannot-give', 'You do not have what you offer.');
      if (!canPay(s, to, get)) return fail('cannot-get', `${seatName(to)} does not have what you ask for.`, { seat: to });
      if (!keepsAPeasant(s, seat, give, get)) return fail('last-peasant', 'You cannot trade away your last Peasant.');
      if (!keepsAPeasant(s, to, get, give)) return fail('last-peasant', `${seatName(to)} cannot trade away their last Peasant.`, { seat: to });
      return null;
    }
  }
}

/** Records `seat`'s answer for the round; the round happens once every player not done has answered. */
export function answer(s: S, st: Trade, seat: Seat, a: TradeAnswer): Result<S> {
  if (st.done[seat] || st.answers[seat] !== null)
    return fail('not-your-turn', 'You have answered this round; the others are still answering.', { answered: true });
  if (a.items.filter((i) => i.type === 'propose').length > 1) return fail('one-proposal', 'Propose one deal at a time.');
  if (a.done && a.items.some((i) => i.type === 'propose')) return fail('done', 'A player who is done trading proposes nothing.');
  const offers = a.items.flatMap((i) => (i.type === 'propose' ? [] : [i.offer]));
  if (new Set(offers).size !== offers.length) return fail('twice', 'Answer each offer once.');
  const withdrawing = a.items.some((i) => i.type === 'withdraw');
  for (const item of a.items) {
    const problem = itemProblem(s, st, seat, item, withdrawing);
    if (problem) return problem;
  }
  const answers = st.answers.map((x, i) => (i === seat ? a : x));
  const next: S = { ...s, step: { ...st, answers } };
  return ok(answers.every((x, i) => st.done[i] || x !== null) ? resolveRound(next) : next);
}

function transfer(s: S, from: Seat, to: Seat, d: Deal): S {
  let out = withPlayer(s, from, (p) => ({ ...p, counters: addCounters(p.counters, d.goods, -1), hand: removeCards(p.hand, d.cards)! }));
  out = withPlayer(out, to, (p) => ({ ...p, counters: addCounters(p.counters, d.goods), hand: [...p.hand, ...d.cards] }));
  return out;
}

/** Every answer is in: the round happens, in the order the rules above give. */
function resolveRound(s: S): S {
  const st = s.step as Trade;
  const answers = st.answers;
  const items = (t: TradeItem['type']) => answers.flatMap((a, seat) => (a ? a.items.filter((i) => i.type === t).map((i) => ({ seat, i })) : []));
  // 1. Withdrawals and declines.
  const gone = new Set([...items('withdraw'), ...items('decline')].map(({ i }) => (i as { offer: number }).offer));
  let out: S = { ...s, offers: s.offers.filter((o) => !gone.has(o.id)) };
  // 2. Accepts, in seat order.
  for (const { i } of items('accept')) {
    const o = out.offers.find((x) => x.id === (i as { offer: number }).offer);
    if (!o || !goesThrough(out, o.from, o.to, o.give, o.get)) continue;
    out = transfer(transfer(out, o.from, o.to, o.give), o.to, o.from, o.get);
    out = { ...out, offers: out.offers.filter((x) => x.id !== o.id) };
    // Offers that a trade made unpayable are cancelled at once.
    out = { ...out, offers: out.offers.filter((x) => goesThrough(out, x.from, x.to, x.give, x.get)) };
    out = event(out, { kind: 'accept', from: o.from, to: o.to, give: o.give, get: o.get });
  }
  // 3. Proposals, in seat order.
  const proposals = st.proposals.slice();
  let nextOfferId = out.nextOfferId;
  for (const { seat, i } of items('propose')) {
    if (i.type !== 'propose' || answers[i.to]?.done || !goesThrough(out, seat, i.to, i.give, i.get)) continue;
    out = { ...out, offers: [...out.offers, { id: nextOfferId++, from: seat, to: i.to, give: i.give, get: i.get }] };
    proposals[seat]!++;
  }
  // 4. Done, and a quiet round ends the phase.
  const quiet = answers.every((a) => !a || (a.items.length === 0 && !a.done));
  const done = st.done.map((d, i) => d || quiet || !!answers[i]?.done);
  out = { ...out, offers: out.offers.filter((o) => !done[o.from] && !done[o.to]), nextOfferId };
  if (quiet) out = event(out, { kind: 'quiet' });
  return { ...out, step: { phase: 'trade', done, proposals, answers: done.map(() => null), round: st.round + 1 } };
}

/** The answer to a round with nothing in it. */
export const WAIT: TradeAnswer = { type: 'trade', items: [], done: false };
