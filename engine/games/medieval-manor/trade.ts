/**
 * The Trade Phase (medieval-manor.txt, "Trade Phase"): "There is no set order for
 * trading, anyone may trade at any time in this phase … Players may freely make
 * deals and trade counters and cards with each other."
 *
 * Played as concurrent moves: every player not yet done may act, and the signed log
 * orders them. A player proposes a deal to one other player, who accepts or
 * declines; the proposer may withdraw it. How we bound it (notes.ts):
 * - at most one open offer per proposer, and MAX_PROPOSALS proposals per player per phase;
 * - saying done is final for the phase and cancels every open offer from or to that
 *   player; nobody may propose to a player who is done;
 * - after a trade, offers that can no longer be paid by either side are cancelled,
 *   so an accept that lands after a conflicting one is rejected with a sentence.
 * Counters traded are goods (Crops, Animals, Gold, Resources) and hand cards;
 * Peasants, Victory and Upgrades in play are not traded.
 */
import type { Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { counterText } from './cards.js';
import { event, seatName } from './tasks.js';
import type { Deal, MedievalManorState, Offer } from './types.js';
import { addCounters, covers, removeCards, total, withPlayer } from './zones.js';

type S = MedievalManorState;
type Trade = Extract<S['step'], { phase: 'trade' }>;

export const MAX_PROPOSALS = 3;

export function dealText(d: Deal): string {
  const parts: string[] = [];
  if (total(d.goods) > 0) parts.push(counterText(d.goods));
  parts.push(...d.cards);
  return parts.length ? parts.join(', ') : 'nothing';
}

export const offerText = (o: Offer): string =>
  `${seatName(o.from)} offers ${dealText(o.give)} to ${seatName(o.to)} for ${dealText(o.get)}`;

/** Whether `seat` holds everything of one side of a deal. */
export function canPay(s: S, seat: Seat, d: Deal): boolean {
  const p = s.players[seat]!;
  return covers(p.counters, d.goods) && removeCards(p.hand, d.cards) !== null;
}

const isEmpty = (d: Deal): boolean => total(d.goods) === 0 && d.cards.length === 0;

export function mayPropose(s: S, st: Trade, seat: Seat): boolean {
  return !st.done[seat] && st.proposals[seat]! < MAX_PROPOSALS && !s.offers.some((o) => o.from === seat);
}

export function propose(s: S, st: Trade, seat: Seat, to: Seat, give: Deal, get: Deal): Result<S> {
  if (st.done[seat]) return fail('done', 'You are done trading this phase.');
  if (!Number.isInteger(to) || to < 0 || to >= s.seats || to === seat) return fail('bad-target', 'Propose a deal to another player.');
  if (st.done[to]) return fail('target-done', `${seatName(to)} is done trading this phase.`);
  if (s.offers.some((o) => o.from === seat)) return fail('offer-open', 'You already have an open offer; withdraw it first.');
  if (st.proposals[seat]! >= MAX_PROPOSALS) return fail('too-many', `At most ${MAX_PROPOSALS} proposals per player in a Trade Phase.`);
  if (isEmpty(give) && isEmpty(get)) return fail('empty-deal', 'A deal must trade something.');
  if (!canPay(s, seat, give)) return fail('cannot-give', 'You do not have what you offer.');
  if (!canPay(s, to, get)) return fail('cannot-get', `${seatName(to)} does not have what you ask for.`);
  const offer: Offer = { id: s.nextOfferId, from: seat, to, give, get };
  const proposals = st.proposals.map((n, i) => (i === seat ? n + 1 : n));
  return ok({ ...s, offers: [...s.offers, offer], nextOfferId: s.nextOfferId + 1, step: { ...st, proposals } });
}

function find(s: S, id: number): Offer | undefined {
  return s.offers.find((o) => o.id === id);
}

const GONE = 'That offer was withdrawn or already answered.';

function transfer(s: S, from: Seat, to: Seat, d: Deal): S {
  let out = withPlayer(s, from, (p) => ({ ...p, counters: addCounters(p.counters, d.goods, -1), hand: removeCards(p.hand, d.cards)! }));
  out = withPlayer(out, to, (p) => ({ ...p, counters: addCounters(p.counters, d.goods), hand: [...p.hand, ...d.cards] }));
  return out;
}

export function accept(s: S, seat: Seat, id: number): Result<S> {
  const o = find(s, id);
  if (!o || o.to !== seat) return fail('no-offer', GONE);
  if (!canPay(s, o.from, o.give) || !canPay(s, o.to, o.get)) return fail('unpayable', 'That deal can no longer be paid.');
  let out = transfer(transfer(s, o.from, o.to, o.give), o.to, o.from, o.get);
  out = { ...out, offers: out.offers.filter((x) => x.id !== id) };
  // Offers that a trade made unpayable are cancelled at once, the same on every peer.
  out = { ...out, offers: out.offers.filter((x) => canPay(out, x.from, x.give) && canPay(out, x.to, x.get)) };
  return ok(event(out, `${seatName(o.to)} accepts: ${offerText(o)}.`));
}

export function decline(s: S, seat: Seat, id: number): Result<S> {
  const o = find(s, id);
  if (!o || o.to !== seat) return fail('no-offer', GONE);
  return ok({ ...s, offers: s.offers.filter((x) => x.id !== id) });
}

export function withdraw(s: S, seat: Seat, id: number): Result<S> {
  const o = find(s, id);
  if (!o || o.from !== seat) return fail('no-offer', GONE);
  return ok({ ...s, offers: s.offers.filter((x) => x.id !== id) });
}

/** "Done" is final for this phase and cancels the player's open offers, made and received. */
export function done(s: S, st: Trade, seat: Seat): Result<S> {
  if (st.done[seat]) return fail('done', 'You are already done trading.');
  const offers = s.offers.filter((o) => o.from !== seat && o.to !== seat);
  return ok({ ...s, offers, step: { ...st, done: st.done.map((d, i) => d || i === seat) } });
}
