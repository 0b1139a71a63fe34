/**
 * Bots. `random` picks uniformly among the legal actions (fuzzing, baselines).
 * `smart` tries every legal action and keeps the one that leaves its position
 * worth most by a rule-of-thumb valuation (`worth`): Victory, Food enough for the
 * next feeding, Money toward the next Upgrade, hand cards by what they would gain,
 * Upgrades by what they yield over the turns left. In the Trade Phase it accepts a
 * deal that does not make it worse off and proposes one that helps it without
 * hurting the partner by the same measure.
 *
 * Strategy variants for the balance study differ only in their weights:
 * `farmer` (Food and Peasants), `builder` (Upgrades and Money), `trader` (proposes
 * and accepts more freely).
 */
import type { Seat } from '../../core/game.js';
import type { ChoiceContext, Chooser } from '../../core/playout.js';
import { cardRecord } from './cards.js';
import { VICTORY_TARGET } from './flow.js';
import { apply } from './rules.js';
import { canPay, mayPropose } from './trade.js';
import {
  GOODS,
  type CardName,
  type Counter,
  type Counters,
  type Deal,
  type Good,
  type MedievalManorAction as A,
  type MedievalManorState as S,
  type TradeItem,
} from './types.js';
import { addCounters, handLimit, removeCards, upgradeCost, withPlayer } from './zones.js';

type Ctx = ChoiceContext<S, A>;

export interface Weights {
  /** Worth of a good beyond what feeding needs. */
  readonly food: number;
  readonly money: number;
  /** Worth of a Peasant early in the game. */
  readonly peasant: number;
  /** Multiplier on the future yield of Upgrades. */
  readonly upgrade: number;
  /** A proposal must give the partner at least this (by its own measure). */
  readonly partnerMargin: number;
  /** Accept deals worth at least this to us. */
  readonly acceptMargin: number;
}

export const BALANCED: Weights = { food: 2.5, money: 3, peasant: 14, upgrade: 1, partnerMargin: 0, acceptMargin: 0.01 };
const FARMER: Weights = { ...BALANCED, food: 3.2, peasant: 20, upgrade: 0.7 };
const BUILDER: Weights = { ...BALANCED, money: 3.6, peasant: 10, upgrade: 1.4 };
const TRADER: Weights = { ...BALANCED, partnerMargin: -1, acceptMargin: -0.6 };

const VALUE: Record<Counter, number> = { peasants: 0, victory: 10, crops: 3, animals: 3, gold: 3.2, resources: 3 };

/** Turns the game probably has left, from the leader's Victory. */
function turnsLeft(s: S): number {
  const lead = Math.max(...s.players.map((p) => p.counters.victory));
  return Math.max(1, Math.min(12, (VICTORY_TARGET - lead) / 2));
}

const gainValue = (g: Readonly<Partial<Record<Counter, number>>>): number =>
  (Object.entries(g) as [Counter, number][]).reduce((n, [k, v]) => n + VALUE[k] * v, 0);

const perTurnMemo = new Map<Weights, Map<CardName, number>>();

/** What an Upgrade yields in one Upgrade Phase, roughly, by the weights. */
function perTurn(card: CardName, w: Weights): number {
  let byCard = perTurnMemo.get(w);
  if (!byCard) perTurnMemo.set(w, (byCard = new Map()));
  let m = byCard.get(card);
  if (m === undefined) {
    m = perTurnOf(card, w);
    byCard.set(card, m);
  }
  return m;
}

/**
 * A good that an Upgrade yields every turn, free, is worth more than one held:
 * it feeds a Peasant (worth 5 a Food up to the need in `worth`) or pays toward the
 * next Upgrade, turn after turn. Victory is counted at face value; Food and Money
 * are scaled by the strategy's own weights for them.
 */
const PLAIN_GOOD = 1.25;
/** A conversion's inputs are not free: Goods held are worth about 0.7 of their face value here. */
const INPUT = 0.7;

function perTurnOf(card: CardName, w: Weights): number {
  const r = cardRecord(card);
  const scale: Record<Counter, number> = {
    victory: 1,
    peasants: 0,
    crops: (PLAIN_GOOD * w.food) / BALANCED.food,
    animals: (PLAIN_GOOD * w.food) / BALANCED.food,
    gold: (PLAIN_GOOD * w.money) / BALANCED.money,
    resources: (PLAIN_GOOD * w.money) / BALANCED.money,
  };
  const goods = (Object.entries(r.gain) as [Counter, number][]).reduce((n, [k, v]) => n + scale[k] * VALUE[k] * v, 0);
  let v = goods + r.gainCards * 4 + r.handSize * 1.5;
  if (r.conversion) v += Math.max(0, gainValue(r.conversion.to) - gainValue(r.conversion.from) * INPUT - r.conversion.cards * 0.5);
  return v;
}

const bountyMemo = new Map<CardName, number>();

function bountyWorth(card: CardName): number {
  let m = bountyMemo.get(card);
  if (m === undefined) {
    const r = cardRecord(card);
    const conv = r.conversion ? Math.max(0, gainValue(r.conversion.to) - gainValue(r.conversion.from)) * 1.5 : 0;
    m = 0.55 * (gainValue(r.gain) + conv) + 0.5;
    bountyMemo.set(card, m);
  }
  return m;
}

function cardWorth(card: CardName, left: number, cost: number, w: Weights): number {
  if (cardRecord(card).kind === 'bounty') return bountyWorth(card);
  const future = perTurn(card, w) * Math.max(0, left - 1) * w.upgrade;
  return Math.max(1, 0.5 * (future - cost * VALUE.gold));
}

/** How good `seat`'s position is, by the weights. */
export function worth(s: S, seat: Seat, w: Weights): number {
  const p = s.players[seat]!;
  const c = p.counters;
  const left = turnsLeft(s);
  let v = c.victory * VALUE.victory + c.gold * 0.2; // Gold breaks ties
  v += c.peasants * w.peasant * Math.min(1, (left - 1) / 4);
  const f = c.crops + c.animals;
  const need = c.peasants;
  v += Math.min(f, need) * 5 + Math.max(0, f - need) * w.food;
  if (f < need && s.step.phase !== 'feeding') v -= 4 * (need - f);
  v += (c.gold + c.resources) * w.money;
  const cost = upgradeCost(s, seat);
  const hand = p.hand.map((card) => cardWorth(card, left, cost, w)).sort((a, b) => b - a);
  const limit = handLimit(p);
  hand.forEach((x, i) => {
    v += i < limit + 1 ? x : x * 0.3;
  });
  const owned = [...p.upgrades];
  for (const cell of s.map?.cells ?? []) if (cell.card?.seat === seat && cardRecord(cell.card.card).kind === 'upgrade') owned.push(cell.card.card);
  for (const u of owned) v += perTurn(u, w) * left * w.upgrade;
  // Cards still to come: a "pay 3 goods" draw keeps only one of its three.
  for (const t of s.tasks) if (t.kind === 'draw' && t.seat === seat) v += 3.5 * (t.why === 'buy' ? 1 : t.count);
  if (s.step.phase === 'draw' && s.step.seat === seat) v += s.step.bought.length > 0 ? 4 : 0;
  if (s.lord === seat) v += 1.5;
  return v;
}

/** The state as if a deal went through (no checks: the caller asked canPay). */
function dealt(s: S, from: Seat, to: Seat, give: Deal, get: Deal): S {
  const move = (x: S, a: Seat, b: Seat, d: Deal): S => {
    const y = withPlayer(x, a, (p) => ({ ...p, counters: addCounters(p.counters, d.goods, -1), hand: removeCards(p.hand, d.cards) ?? p.hand }));
    return withPlayer(y, b, (p) => ({ ...p, counters: addCounters(p.counters, d.goods), hand: [...p.hand, ...d.cards] }));
  };
  return move(move(s, from, to, give), to, from, get);
}

/**
 * A trade round's answer: accept the best offer made to it that is worth it and
 * decline the others; propose the best deal of a sample when it may; wait while
 * its own offer is open; say done when there is nothing left to do.
 */
function tradeChoice(c: Ctx, w: Weights): A {
  const { state: s, seat, legal } = c;
  const st = s.step as Extract<S['step'], { phase: 'trade' }>;
  const base = worth(s, seat, w);
  const items: TradeItem[] = [];
  let bestAccept: { id: number; gain: number } | null = null;
  for (const o of s.offers) {
    // A bot never gives Victory Points away.
    if (o.to !== seat || (o.get.goods.victory ?? 0) > 0) continue;
    const gain = worth(dealt(s, o.from, o.to, o.give, o.get), seat, w) - base;
    if (gain >= w.acceptMargin && (!bestAccept || gain > bestAccept.gain)) bestAccept = { id: o.id, gain };
  }
  for (const o of s.offers) {
    if (o.to === seat) items.push(o.id === bestAccept?.id ? { type: 'accept', offer: o.id } : { type: 'decline', offer: o.id });
  }
  let best: TradeItem | null = null;
  let bestGain = 1;
  if (!bestAccept && mayPropose(s, st, seat)) {
    const partnerBase = s.players.map((_, i) => (i === seat ? 0 : worth(s, i, BALANCED)));
    // Weigh a random sample of the listed proposals: enough to find a good one, cheap enough for long simulations.
    const props = legal.flatMap((a) => (a.type === 'trade' && a.items[0]?.type === 'propose' ? [a.items[0]] : []));
    const sample = props.length <= 16 ? props : Array.from({ length: 16 }, () => props[c.rng.int(props.length)]!);
    for (const a of sample) {
      if (a.type !== 'propose' || !canPay(s, a.to, a.get)) continue;
      const after = dealt(s, seat, a.to, a.give, a.get);
      const mine = worth(after, seat, w) - base;
      const theirs = worth(after, a.to, BALANCED) - partnerBase[a.to]!;
      if (theirs >= w.partnerMargin + 0.01 && mine > bestGain) {
        best = a;
        bestGain = mine;
      }
    }
  }
  if (best) items.push(best);
  // An open offer of ours waits for its answer this round; with nothing else to do, we are done.
  const waiting = s.offers.some((o) => o.from === seat);
  return { type: 'trade', items, done: items.length === 0 && !waiting };
}

/** A smart bot with the given weights. */
export function smartBot(w: Weights): Chooser<S, A> {
  return (c) => {
    if (c.state.step.phase === 'trade') return tradeChoice(c, w);
    let best = c.legal[0]!;
    let bestV = -Infinity;
    for (const a of candidates(c, w)) {
      const r = apply(c.state, a, c.seat);
      if (!r.ok) continue;
      const v = worth(r.value, c.seat, w) + c.rng.int(100) / 1e4;
      if (v > bestV) {
        bestV = v;
        best = a;
      }
    }
    return best;
  };
}

/**
 * The actions worth evaluating: every one, except that discarding 2 cards (for a
 * good, or to draw) is only tried with the two cards worth least, and paying 3
 * goods to draw only with the goods held most (the others cannot be better).
 */
function candidates(c: Ctx, w: Weights): readonly A[] {
  const p = c.state.players[c.seat]!;
  if (p.hand.length < 2 && !c.legal.some((a) => a.type === 'buy')) return c.legal;
  const left = turnsLeft(c.state);
  const cost = upgradeCost(c.state, c.seat);
  const hand = p.hand.slice().sort((a, b) => cardWorth(a, left, cost, w) - cardWorth(b, left, cost, w));
  const cheap = [hand[0], hand[1]].sort().join('|');
  const pay = greedyPayment(p.counters);
  return c.legal.filter((a) => {
    if (a.type === 'sell' || a.type === 'swap') return [...a.cards].sort().join('|') === cheap;
    if (a.type === 'buy') return GOODS.every((g) => (a.pay[g] ?? 0) === (pay[g] ?? 0));
    return true;
  });
}

/** 3 goods taken one at a time from the most plentiful kind. */
function greedyPayment(c: Counters): Partial<Record<Good, number>> {
  const left = { ...c };
  const pay: Partial<Record<Good, number>> = {};
  for (let i = 0; i < 3; i++) {
    const g = GOODS.reduce((a, b) => (left[b] > left[a] ? b : a));
    left[g]--;
    pay[g] = (pay[g] ?? 0) + 1;
  }
  return pay;
}

export const randomBot: Chooser<S, A> = ({ legal, rng }) => legal[rng.int(legal.length)]!;

export const bots: Record<string, Chooser<S, A>> = {
  smart: smartBot(BALANCED),
  random: randomBot,
  farmer: smartBot(FARMER),
  builder: smartBot(BUILDER),
  trader: smartBot(TRADER),
};
