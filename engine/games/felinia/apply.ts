/**
 * Felinia's moves: each legal action's effect, then `settle` runs whatever
 * follows without a choice. An action not in `legalActions` is refused with
 * the reason in words (and as data for the tables' own languages).
 */
import type { Seat } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { BOATS, KEEP_FOURTH, KEEP_FREE, PRICES, salePrice } from './data.js';
import { price } from './deals.js';
import { endTurnAt, home, settle } from './flow.js';
import { awaited, boardable, legalActions } from './legal.js';
import { keepMystery, showMysteries } from './mysteries.js';
import { enterRewards, takeTile } from './rewards.js';
import { addGoods, countOf, earn, gain, minus, next, plus, total, withPlayer } from './state.js';
import type { FeliniaAction, FeliniaState, Kind, Sellable, Walk } from './types.js';

/** An action's identity for comparing with the legal list (kept merchandise in any order). */
export function actionKey(a: FeliniaAction): string {
  return a.type === 'keep' ? JSON.stringify({ type: 'keep', goods: [...a.goods].sort() }) : JSON.stringify(a);
}

export function apply(s: FeliniaState, a: FeliniaAction, seat: Seat): Result<FeliniaState> {
  if (!awaited(s).includes(seat)) return fail('not-your-turn', 'It is not your turn.');
  // Which Mysterious Place cards were drawn only the drawer knows: what the others can check is checked there.
  if (a.type === 'mystery') {
    const t = keepMystery(s, seat, a.keep, a.card);
    return t.ok ? ok(settle(t.value)) : t;
  }
  if (a.type === 'show') return showMysteries(s, seat, a.cards);
  const key = actionKey(a);
  if (!legalActions(s, seat, new Map(), false).some((l) => actionKey(l) === key)) {
    const code = refusalCode(s, a);
    return fail(code, refusalText(s, a), code === 'no-deal' ? { price: price(s) } : undefined);
  }
  return ok(settle(effect(s, a, seat)));
}

function refusalCode(s: FeliniaState, a: FeliniaAction): string {
  if (a.type === 'buy' || a.type === 'exchange' || a.type === 'chip') return s.phase === 'trading' ? 'no-deal' : 'wrong-phase';
  if (a.type === 'board') return 'cannot-board';
  if (a.type === 'step' || a.type === 'reveal') return 'cannot-go';
  return 'illegal';
}

function refusalText(s: FeliniaState, a: FeliniaAction): string {
  switch (refusalCode(s, a)) {
    case 'no-deal':
      return `That deal is not possible here for ${price(s)} coins.`;
    case 'cannot-board':
      return 'That boat has no free space, or you lack the merchandise or the coin it asks.';
    case 'cannot-go':
      return 'Your merchant cannot go there.';
    default:
      return 'That move is not possible now.';
  }
}

/** After a deal: the dealer may board at once if a boat would take a merchant, else the next token. */
const afterDeal = (s: FeliniaState, seat: Seat): FeliniaState => (boardable(s, seat).length ? { ...s, boarding: seat } : endTurnAt(s));

function pay(s: FeliniaState, seat: Seat, coins: number): FeliniaState {
  return withPlayer(s, seat, (p) => ({ ...p, money: p.money - coins }));
}

function effect(s: FeliniaState, a: FeliniaAction, seat: Seat): FeliniaState {
  switch (a.type) {
    case 'sell':
      return sell(s, seat, a.what);
    case 'bid': {
      const t =
        a.at === 'own'
          ? withPlayer(s, seat, (p) => earn({ ...p, own: p.own.map((o, i) => o || i === s.bidRound) }, s.bidRound + 1))
          : { ...s, markets: s.markets.map((m, i) => (i === a.at ? { ...m, bids: [...m.bids, seat] } : m)) };
      const turn = next(s, seat);
      return turn === s.first ? { ...t, turn, bidRound: s.bidRound + 1 } : { ...t, turn };
    }
    case 'buy': {
      const m = s.markets[s.at]!;
      const at = m.goods.indexOf(a.kind);
      const t = withPlayer(pay(s, seat, price(s)), seat, (p) => ({ ...p, goods: addGoods(p.goods, a.kind, 1) }));
      return afterDeal({ ...t, markets: t.markets.map((x, i) => (i === s.at ? { ...x, goods: x.goods.filter((_, j) => j !== at) } : x)) }, seat);
    }
    case 'exchange': {
      const t = withPlayer(pay(s, seat, price(s)), seat, (p) => ({ ...p, goods: addGoods(addGoods(p.goods, a.give, -1), a.take, 1) }));
      return afterDeal(gain({ ...t, bag: addGoods(addGoods(t.bag, a.give, 1), a.take, -1) }, seat, a.extra, 1), seat);
    }
    case 'chip': {
      const t = withPlayer(pay(s, seat, price(s)), seat, (p) => ({ ...p, gold: p.gold - 1, spice: p.spice - 1, chips: [...p.chips, a.chip] }));
      return afterDeal({ ...t, chips: t.chips.filter((c) => c !== a.chip) }, seat);
    }
    case 'pass':
    case 'done':
      return endTurnAt(s);
    case 'board':
      return board(s, seat, a.boat);
    case 'reveal':
      return { ...s, walk: { ...s.walk!, reveals: s.walk!.reveals - 1 }, draws: [...s.draws, { zone: 'trade', province: a.province }] };
    case 'step':
      return step(s, a.province);
    case 'stop':
      return home(s);
    case 'keep':
      return keep(s, seat, a.goods);
    case 'mystery':
    case 'show':
      // Applied before the legal list is read (`apply`).
      return s;
  }
}

function sell(s: FeliniaState, seat: Seat, what: Sellable): FeliniaState {
  if (what === 'gold' || what === 'spice') return withPlayer(s, seat, (p) => earn({ ...p, [what]: p[what] - 1 }, salePrice(what)));
  const t = withPlayer(s, seat, (p) => earn({ ...p, goods: addGoods(p.goods, what, -1) }, salePrice(what)));
  return { ...t, bag: addGoods(t.bag, what, 1) };
}

/** A merchant boards, on the foremost free space; the merchandise goes back into the bag. The last merchant ends the game after this round. */
function board(s: FeliniaState, seat: Seat, boat: number): FeliniaState {
  const tile = BOATS[s.boats[boat]!.tile!]!;
  const need = countOf(tile.needs);
  const t = withPlayer(s, seat, (p) => ({ ...p, goods: minus(p.goods, need), money: p.money - tile.coins, stock: p.stock - 1 }));
  const last = t.players[seat]!.stock === 0;
  const boats = t.boats.map((b, i) => (i === boat ? { ...b, riders: [...b.riders, seat] } : b));
  const u = { ...t, boats, bag: plus(t.bag, need), final: t.final || last };
  return boardable(u, seat).length ? u : endTurnAt(u);
}

/** The walker enters a province: its rewards, and a face-up trade tile ends the walk there for good. */
function step(s: FeliniaState, province: number): FeliniaState {
  const w = s.walk!;
  const paid = w.steps === 0 ? withPlayer(s, w.seat, (p) => ({ ...p, food: p.food - 1 })) : s;
  const walk: Walk = { ...w, path: [...w.path, province], steps: Math.max(0, w.steps - 1), reveals: 0 };
  const t = enterRewards({ ...paid, walk }, w.seat, province);
  const tile = t.posts[province];
  if (typeof tile !== 'number') return t;
  const placed = {
    ...t,
    walk: null,
    posts: t.posts.map((x, i) => (i === province ? null : x)),
    merchants: t.merchants.map((m, i) => (i === province ? w.seat : m)),
  };
  return takeTile(placed, w.seat, tile);
}

/** Storage: 3 kept free, a 4th for 2 coins, the rest sold for 1 each. */
function keep(s: FeliniaState, seat: Seat, goods: readonly Kind[]): FeliniaState {
  const kept = countOf(goods);
  const p = s.players[seat]!;
  const surplus = minus(p.goods, kept);
  const cost = goods.length > KEEP_FREE ? KEEP_FOURTH : 0;
  const t = withPlayer(s, seat, (q) => earn({ ...q, goods: kept, money: q.money - cost }, total(surplus) * PRICES.goods));
  return { ...t, bag: plus(t.bag, surplus), storing: t.storing.filter((x) => x !== seat) };
}
