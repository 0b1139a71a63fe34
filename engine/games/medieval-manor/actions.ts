/**
 * Actions from untrusted input (`parseAction`) and every legal action of a seat
 * (`legalActions`). Trade proposals are the one exception to "every": the space of
 * deals is huge, so only a bounded representative set is listed (1 or 2 of a good
 * for 1 of another, a card for goods); `apply` accepts ANY well-formed proposal.
 */
import type { Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { cardRecord, isCardName } from './cards.js';
import { canConvert, convertibleUpgrades, feedRange, PEASANT_PRICE } from './flow.js';
import { mayPropose } from './trade.js';
import type { TradeItem } from './types.js';
import {
  COUNTERS,
  GOODS,
  MONEY,
  type CardName,
  type Counter,
  type Deal,
  type Good,
  type Goods,
  type MedievalManorAction as A,
  type MedievalManorState as S,
  type Tradeable,
} from './types.js';
import { allowedCells } from './work.js';
import { payments, upgradeCost } from './zones.js';

type R = Record<string, unknown>;
const isObj = (x: unknown): x is R => typeof x === 'object' && x !== null && !Array.isArray(x);
const isSmallInt = (x: unknown, max = 10_000): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;
const bad = (what: string): Result<never> => fail('bad-action', `Not a valid action: ${what}.`);

export function parseGoods(x: unknown): Goods | null {
  if (!isObj(x)) return null;
  const out: Partial<Record<Good, number>> = {};
  for (const [k, v] of Object.entries(x)) {
    if (!(GOODS as readonly string[]).includes(k) || !isSmallInt(v, 1000)) return null;
    if (v > 0) out[k as Good] = v;
  }
  return out;
}

/** Any counters (a deal's side): each of the six at most 1000. */
function parseCounters(x: unknown): Tradeable | null {
  if (!isObj(x)) return null;
  const out: Partial<Record<Counter, number>> = {};
  for (const [k, v] of Object.entries(x)) {
    if (!(COUNTERS as readonly string[]).includes(k) || !isSmallInt(v, 1000)) return null;
    if (v > 0) out[k as Counter] = v;
  }
  return out;
}

function parseDeal(x: unknown): Deal | null {
  if (!isObj(x)) return null;
  const goods = parseCounters(x.goods ?? {});
  const cards = x.cards ?? [];
  if (!goods || !Array.isArray(cards) || cards.length > 50 || !cards.every(isCardName)) return null;
  return { goods, cards: cards as CardName[] };
}

const card = (x: R): CardName | null => (isCardName(x.card) ? x.card : null);

function parsePair(x: unknown): readonly [CardName, CardName] | null {
  return Array.isArray(x) && x.length === 2 && x.every(isCardName) ? [x[0] as CardName, x[1] as CardName] : null;
}

function parseItem(raw: unknown): TradeItem | null {
  if (!isObj(raw)) return null;
  switch (raw.type) {
    case 'propose': {
      const give = parseDeal(raw.give),
        get = parseDeal(raw.get);
      return give && get && isSmallInt(raw.to, 64) ? { type: 'propose', to: raw.to, give, get } : null;
    }
    case 'accept':
    case 'decline':
    case 'withdraw':
      return isSmallInt(raw.offer, 2 ** 31) ? { type: raw.type, offer: raw.offer } : null;
    default:
      return null;
  }
}

export function parseAction(raw: unknown): Result<A> {
  if (!isObj(raw) || typeof raw.type !== 'string') return bad('no type');
  const x = raw;
  switch (raw.type) {
    case 'finish':
    case 'pass':
      return ok({ type: raw.type });
    case 'trade': {
      if (!Array.isArray(x.items) || x.items.length > 8 || typeof x.done !== 'boolean') return bad('trade answer');
      const items: TradeItem[] = [];
      for (const raw of x.items as unknown[]) {
        const item = parseItem(raw);
        if (!item) return bad('trade item');
        items.push(item);
      }
      return ok({ type: 'trade', items, done: x.done });
    }
    case 'buy':
    case 'feed':
    case 'grow': {
      const pay = parseGoods(x.pay);
      return pay ? ok({ type: raw.type, pay }) : bad('payment');
    }
    case 'keep':
    case 'discard': {
      const c = card(x);
      return c ? ok({ type: raw.type, card: c }) : bad('card');
    }
    case 'swap': {
      const cards = parsePair(x.cards);
      return cards ? ok({ type: 'swap', cards }) : bad('two cards');
    }
    case 'sell': {
      const cards = parsePair(x.cards);
      const good = x.good;
      if (!cards || typeof good !== 'string' || !(GOODS as readonly string[]).includes(good)) return bad('two cards and a good');
      return ok({ type: 'sell', cards, good: good as Good });
    }
    case 'place': {
      const c = card(x);
      const pay = x.pay === undefined ? undefined : parseGoods(x.pay);
      if (!c || !isSmallInt(x.cell, 64) || pay === null) return bad('card and space');
      return ok(pay === undefined ? { type: 'place', card: c, cell: x.cell } : { type: 'place', card: c, cell: x.cell, pay });
    }
    case 'convert': {
      const c = card(x);
      if (!c || (x.discard !== undefined && !isCardName(x.discard))) return bad('conversion');
      return ok(x.discard === undefined ? { type: 'convert', card: c } : { type: 'convert', card: c, discard: x.discard as CardName });
    }
    default:
      return bad(`unknown type ${raw.type}`);
  }
}

const distinct = (cards: readonly CardName[]): CardName[] => [...new Set(cards)];

/** Distinct unordered pairs of hand cards (a multiset: two Wheat make a pair). */
export function pairs(hand: readonly CardName[]): [CardName, CardName][] {
  const names = distinct(hand).sort();
  const out: [CardName, CardName][] = [];
  names.forEach((a, i) => {
    if (hand.filter((c) => c === a).length >= 2) out.push([a, a]);
    for (const b of names.slice(i + 1)) out.push([a, b]);
  });
  return out;
}

function convertActions(s: S, seat: Seat, c: CardName): A[] {
  if (!canConvert(s, seat, c)) return [];
  if (cardRecord(c).conversion!.cards === 0) return [{ type: 'convert', card: c }];
  return distinct(s.players[seat]!.hand).map((d) => ({ type: 'convert', card: c, discard: d }));
}

function foodChoices(s: S, seat: Seat, n: number, type: 'feed' | 'grow'): A[] {
  const r = feedRange(s.players[seat]!, n);
  if (!r) return [];
  const out: A[] = [];
  for (let c = r[0]; c <= r[1]; c++) out.push({ type, pay: { crops: c, animals: n - c } });
  return out;
}

function workActions(s: S, seat: Seat): A[] {
  const p = s.players[seat]!;
  const out: A[] = [];
  for (const c of distinct(p.hand)) {
    const cells = allowedCells(s, c);
    if (cardRecord(c).kind === 'upgrade') {
      const pays = payments(p.counters, MONEY, upgradeCost(s, seat));
      for (const cell of cells) for (const pay of pays) out.push({ type: 'place', card: c, cell, pay });
    } else {
      for (const cell of cells) out.push({ type: 'place', card: c, cell });
    }
  }
  for (const cards of pairs(p.hand)) for (const good of GOODS) out.push({ type: 'sell', cards, good });
  out.push({ type: 'pass' });
  return out;
}

/** A bounded, representative set of proposals (the UI composes any other deal). */
function proposals(s: S, seat: Seat): TradeItem[] {
  const st = s.step;
  if (st.phase !== 'trade' || !mayPropose(s, st, seat)) return [];
  const me = s.players[seat]!;
  const out: TradeItem[] = [];
  const deal = (goods: Goods, cards: CardName[] = []): Deal => ({ goods, cards });
  for (let to = 0; to < s.seats; to++) {
    if (to === seat || st.done[to]) continue;
    const them = s.players[to]!;
    for (const g of GOODS)
      for (const h of GOODS) {
        if (g === h || me.counters[g] < 1 || them.counters[h] < 1) continue;
        out.push({ type: 'propose', to, give: deal({ [g]: 1 }), get: deal({ [h]: 1 }) });
        if (me.counters[g] >= 2) out.push({ type: 'propose', to, give: deal({ [g]: 2 }), get: deal({ [h]: 1 }) });
      }
    const richest = GOODS.reduce((a, b) => (me.counters[b] > me.counters[a] ? b : a));
    if (me.counters[richest] >= 2) {
      for (const c of distinct(them.hand)) out.push({ type: 'propose', to, give: deal({ [richest]: 2 }), get: deal({}, [c]) });
    }
    const theirs = GOODS.reduce((a, b) => (them.counters[b] > them.counters[a] ? b : a));
    if (them.counters[theirs] >= 1) {
      for (const c of distinct(me.hand)) out.push({ type: 'propose', to, give: deal({}, [c]), get: deal({ [theirs]: 1 }) });
    }
  }
  return out;
}

/**
 * A trade round's answers: nothing this round, done, and each single item
 * (an answer may hold several items; `apply` takes any that fit together).
 */
function tradeActions(s: S, seat: Seat): A[] {
  const st = s.step;
  if (st.phase !== 'trade' || st.done[seat] || st.answers[seat] !== null) return [];
  const items: TradeItem[] = [];
  for (const o of s.offers) {
    if (o.to === seat) items.push({ type: 'accept', offer: o.id }, { type: 'decline', offer: o.id });
    if (o.from === seat) items.push({ type: 'withdraw', offer: o.id });
  }
  const answer = (i: readonly TradeItem[], done = false): A => ({ type: 'trade', items: i, done });
  return [answer([]), answer([], true), ...[...items, ...proposals(s, seat)].map((i) => answer([i]))];
}

export function legalActions(s: S, seat: Seat): A[] {
  if (s.tasks.length > 0) return [];
  const st = s.step;
  if (st.phase === 'trade') return tradeActions(s, seat);
  if (!('seat' in st) || st.seat !== seat) return [];
  const p = s.players[seat]!;
  switch (st.phase) {
    case 'draw': {
      if (st.bought.length > 0) return distinct(st.bought).map((c) => ({ type: 'keep', card: c }));
      const out: A[] = [{ type: 'finish' }];
      for (const pay of payments(p.counters, GOODS, 3)) out.push({ type: 'buy', pay });
      for (const cards of pairs(p.hand)) out.push({ type: 'swap', cards });
      return out;
    }
    case 'work':
      if (st.converting === null) return workActions(s, seat);
      return [...convertActions(s, seat, s.map!.cells[st.converting]!.card!.card), { type: 'finish' }];
    case 'upgrade':
      return [...convertibleUpgrades(s, seat).flatMap((u) => convertActions(s, seat, u)), { type: 'finish' }];
    case 'feeding':
      if (!st.fed) return foodChoices(s, seat, p.counters.peasants, 'feed');
      return [...foodChoices(s, seat, PEASANT_PRICE, 'grow'), { type: 'finish' }];
    case 'end':
      return distinct(p.hand).map((c) => ({ type: 'discard', card: c }));
  }
}
