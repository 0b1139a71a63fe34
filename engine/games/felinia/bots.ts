/**
 * Bots: `random` (uniform over the legal moves) and `smart`, which works
 * towards boarding: it bids where the merchandise its next boat asks for is,
 * buys or exchanges for it, boards whenever it can, walks its merchants to the
 * trade tile that best joins its groups and sets, and keeps what boats ask for.
 */
import type { Seat } from '../../core/game.js';
import type { Chooser } from '../../core/playout.js';
import { randomChooser } from '../../core/playout.js';
import { neighbours } from './board.js';
import { BOATS, MARKETS, TRADE_TILES } from './data.js';
import { KINDS, type FeliniaAction, type FeliniaState, type Kind } from './types.js';

/** The Merchants' Guild, after the markets. */
const GUILD = MARKETS;

type S = FeliniaState;
type A = FeliniaAction;

/**
 * How much the seat wants one more tile of each kind: what the boats with a free space ask for beyond what it
 * holds, the boats it is closest to boarding weighing most (a boat one tile away counts 6, two away 2, three 1).
 */
function wants(s: S, seat: Seat): Record<Kind, number> {
  const have = s.players[seat]!.goods;
  const w = { books: 0, wine: 0, watches: 0, clothing: 0, glass: 0 };
  for (const b of s.boats) {
    if (b.tile === null) continue;
    const tile = BOATS[b.tile]!;
    if (b.riders.length >= tile.spaces) continue;
    const short = KINDS.map((k) => Math.max(0, tile.needs.filter((n) => n === k).length - have[k]));
    const missing = short.reduce((a, n) => a + n, 0);
    const weight = missing === 1 ? 6 : missing === 2 ? 2 : 1;
    KINDS.forEach((k, i) => {
      if (short[i]) w[k] += weight;
    });
  }
  return w;
}

/** A trade tile's worth to the seat when its merchant stands at `p`: its figure's set, and the seat's merchants around. */
function tileWorth(s: S, seat: Seat, p: number): number {
  const t = s.posts[p];
  if (typeof t !== 'number') return 0;
  const figure = TRADE_TILES[t]!.figure;
  const same = s.players[seat]!.trade.filter((id) => figure !== null && TRADE_TILES[id]!.figure === figure).length;
  const friends = neighbours(s.config.variant)[p]!.filter((q) => s.merchants[q] === seat).length;
  return 3 + same + 2 * friends;
}

function rate(s: S, seat: Seat, a: A, w: Record<Kind, number>): number {
  const p = s.players[seat]!;
  switch (a.type) {
    case 'bid': {
      if (a.at === 'own') return p.money <= 2 ? 5 + s.bidRound : 1 + s.bidRound;
      const m = s.markets[a.at]!;
      const price = m.bids.length + 1;
      if (price > p.money) return -5;
      if (a.at === GUILD) {
        const spare = KINDS.filter((k) => p.goods[k] > 0 && w[k] === 0).length;
        return Math.max(p.gold && p.spice ? 3 : 0, spare ? Math.max(...KINDS.map((k) => w[k])) - 1 : 0) - price;
      }
      return Math.max(0, ...m.goods.map((k) => w[k])) - price;
    }
    case 'buy':
      return w[a.kind] + 1;
    case 'exchange':
      return w[a.take] - w[a.give] + (a.extra === 'spice' ? 0.5 : 0.3);
    case 'chip':
      return 4;
    case 'board':
      return 100;
    case 'reveal':
      return 20;
    case 'step': {
      const worth = tileWorth(s, seat, a.province);
      if (worth) return 50 + worth;
      // A step towards face-up tiles beyond.
      return 10 + neighbours(s.config.variant)[a.province]!.reduce((n, q) => n + tileWorth(s, seat, q), 0);
    }
    case 'stop':
      return 0;
    case 'keep':
      return a.goods.reduce((n, k) => n + w[k] + 1, 0) - (a.goods.length > 3 ? 4 : 0);
    case 'sell':
      return -10;
    case 'pass':
    case 'done':
      return 0;
    case 'mystery':
      // A card kept is a point or two; one that costs merchandise a little less.
      return a.keep === null ? 0 : a.card === null ? 2 : 1;
    case 'show':
      return 0;
  }
}

const smart: Chooser<S, A> = ({ state, seat, legal }) => {
  // What the boats ask for, worked out once for every move rated.
  const w = wants(state, seat);
  let best = legal[0]!;
  let score = -Infinity;
  for (const a of legal) {
    const r = rate(state, seat, a, w);
    if (r <= score) continue;
    best = a;
    score = r;
  }
  return best;
};

export const bots: Readonly<Record<string, Chooser<S, A>>> = { random: randomChooser as Chooser<S, A>, smart };
