/**
 * Felinia's draws: each from a public multiset (the bag, the boat pile — grey
 * tiles over blue ones —, a country's face-down trade tiles), resolved by a
 * `random` value from the shared randomness.
 */
import { countryOf } from './board.js';
import { addGoods, withPlayer } from './state.js';
import { KINDS, type Draw, type FeliniaState, type Kind } from './types.js';

/** How many things a draw chooses among (0: nothing left to draw). */
export function drawBound(s: FeliniaState, d: Draw): number {
  switch (d.zone) {
    case 'first':
      return s.seats;
    case 'boat':
      return s.grey.length || s.blue.length;
    case 'bag':
      return KINDS.reduce((n, k) => n + s.bag[k], 0);
    case 'trade':
      return s.hidden[countryOf(s.config.variant, d.province)]!.length;
    case 'mysteries':
      // Not a random number: a shuffle (rules.ts `pending`).
      return 1;
  }
}

/** The value-th merchandise tile of the bag, counting kind by kind. */
function nthKind(s: FeliniaState, value: number): Kind {
  let v = value;
  for (const k of KINDS) {
    if (v < s.bag[k]) return k;
    v -= s.bag[k];
  }
  throw new Error('felinia: draw past the bag');
}

export function land(s: FeliniaState, d: Draw, value: number): FeliniaState {
  switch (d.zone) {
    case 'first':
      return { ...s, first: value, turn: value };
    case 'boat': {
      const fromGrey = s.grey.length > 0;
      const pile = fromGrey ? s.grey : s.blue;
      const tile = pile[value]!;
      const rest = pile.filter((_, i) => i !== value);
      const t = fromGrey ? { ...s, grey: rest } : { ...s, blue: rest };
      return d.to === 'top' ? { ...t, top: tile } : { ...t, boats: t.boats.map((b, i) => (i === d.to ? { tile, riders: [] } : b)) };
    }
    case 'bag': {
      const kind = nthKind(s, value);
      const t = { ...s, bag: addGoods(s.bag, kind, -1) };
      if ('seat' in d.to) return withPlayer(t, d.to.seat, (p) => ({ ...p, goods: addGoods(p.goods, kind, 1) }));
      const m = d.to.market;
      return { ...t, markets: t.markets.map((x, i) => (i === m ? { ...x, goods: [...x.goods, kind] } : x)) };
    }
    case 'trade': {
      const c = countryOf(s.config.variant, d.province);
      const tile = s.hidden[c]![value]!;
      return {
        ...s,
        hidden: s.hidden.map((h, i) => (i === c ? h.filter((_, j) => j !== value) : h)),
        posts: s.posts.map((x, i) => (i === d.province ? tile : x)),
      };
    }
    case 'mysteries':
      return s;
  }
}

/** Drops draws from an empty source ("if there are not enough in the common stock, you cannot get any"). */
export function dropEmpty(s: FeliniaState): FeliniaState {
  let t = s;
  while (t.draws.length && drawBound(t, t.draws[0]!) === 0) t = { ...t, draws: t.draws.slice(1) };
  return t;
}
