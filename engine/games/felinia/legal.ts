/**
 * Who Felinia waits for, and every legal action of a seat. Selling is allowed
 * "at any (!) time": here, whenever the game waits for that seat.
 */
import type { Knowledge, Seat } from '../../core/game.js';
import { mysteryChoices, showChoice } from './mysteries.js';
import { countryOf, neighbours } from './board.js';
import { BOATS, KEEP_FOURTH, KEEP_FREE } from './data.js';
import { deals, price } from './deals.js';
import { countOf, covers, total, trader } from './state.js';
import { KINDS, type FeliniaAction, type FeliniaState, type Kind, type Sellable } from './types.js';

/** The seats the game waits for (none while a draw is due). */
export function awaited(s: FeliniaState): Seat[] {
  if (s.draws.length) return [];
  if (s.mystery) return [s.mystery.seat];
  switch (s.phase) {
    case 'bidding':
      return [s.turn];
    case 'trading': {
      const t = s.boarding ?? trader(s);
      return t === null ? [] : [t];
    }
    case 'exploration':
      return s.walk ? [s.walk.seat] : [];
    case 'storage':
      return [...s.storing];
    case 'reveal':
      return s.players.flatMap((p, i) => (p.places.some((k) => k.card === null) ? [i] : []));
    default:
      return [];
  }
}

/** Boats a seat's merchant could board now with its merchandise (money aside): a free space and the tiles asked. */
export function boardable(s: FeliniaState, seat: Seat): number[] {
  const p = s.players[seat]!;
  if (p.stock === 0) return [];
  return [0, 1, 2, 3].filter((i) => {
    const b = s.boats[i]!;
    if (b.tile === null) return false;
    const tile = BOATS[b.tile]!;
    return b.riders.length < tile.spaces && covers(p.goods, countOf(tile.needs));
  });
}

/** Where the walking merchant may go next: a province of its country next to where it stands, not visited, free, not face down. */
export function steps(s: FeliniaState): number[] {
  const w = s.walk;
  if (!w) return [];
  if (w.steps === 0 && s.players[w.seat]!.food === 0) return [];
  const here = w.path[w.path.length - 1]!;
  return neighbours(s.config.variant)[here]!.filter(
    (p) => countryOf(s.config.variant, p) === w.country && !w.path.includes(p) && s.merchants[p] === null && s.posts[p] !== 'down',
  );
}

/** Face-down trade tiles of the walker's country it may turn up now (basic: up to two, right after its first step). */
export function reveals(s: FeliniaState): number[] {
  const w = s.walk;
  if (!w || w.reveals === 0 || w.path.length !== 1) return [];
  return s.posts.flatMap((t, p) => (t === 'down' && countryOf(s.config.variant, p) === w.country ? [p] : []));
}

/** Every way to keep 3 (or, for 2 coins, 4) of a seat's merchandise, each as kinds in KINDS order. */
export function keeps(s: FeliniaState, seat: Seat): Kind[][] {
  const p = s.players[seat]!;
  const held = total(p.goods);
  // Down to three or fewer (sold meanwhile): it keeps them all.
  const sizes = held <= KEEP_FREE ? [held] : p.money >= KEEP_FOURTH ? [KEEP_FREE, KEEP_FREE + 1] : [KEEP_FREE];
  const out: Kind[][] = [];
  const walk = (i: number, left: number, acc: Kind[]) => {
    if (left === 0) return void out.push(acc);
    if (i === KINDS.length) return;
    const k = KINDS[i]!;
    for (let n = Math.min(left, p.goods[k]); n >= 0; n--) walk(i + 1, left - n, [...acc, ...Array<Kind>(n).fill(k)]);
  };
  for (const size of sizes) walk(0, size, []);
  return out;
}

export function sellables(s: FeliniaState, seat: Seat): Sellable[] {
  const p = s.players[seat]!;
  return [...(p.gold ? (['gold'] as const) : []), ...(p.spice ? (['spice'] as const) : []), ...KINDS.filter((k) => p.goods[k] > 0)];
}

/**
 * `waitForCards`: a drawer who does not yet see every Mysterious Place card it drew is offered nothing (the
 * tables and bots wait); `apply`, which judges what anyone may check, reads the list without that wait.
 */
export function legalActions(s: FeliniaState, seat: Seat, knows: Knowledge = new Map(), waitForCards = true): FeliniaAction[] {
  if (!awaited(s).includes(seat)) return [];
  if (s.phase === 'reveal') return showChoice(s, seat, knows);
  const sells = sellables(s, seat).map((what): FeliniaAction => ({ type: 'sell', what }));
  const p = s.players[seat]!;
  let own: FeliniaAction[] = [];
  if (s.mystery) {
    own = mysteryChoices(s, seat, knows);
    // Nothing at all, selling included, before the drawn cards have reached the drawer.
    if (!own.length && waitForCards) return [];
  } else if (s.phase === 'bidding') {
    const open = s.markets.flatMap((m, i) => (m.closed ? [] : [i]));
    own = [{ type: 'bid', at: 'own' }, ...open.map((at): FeliniaAction => ({ type: 'bid', at }))];
  } else if (s.phase === 'trading' && s.boarding !== null) {
    const boats = boardable(s, seat).filter((i) => p.money >= BOATS[s.boats[i]!.tile!]!.coins);
    own = [...boats.map((boat): FeliniaAction => ({ type: 'board', boat })), { type: 'done' }];
  } else if (s.phase === 'trading') {
    const affordable = p.money >= price(s);
    own = [...(affordable ? deals(s) : []), { type: 'pass' }];
  } else if (s.phase === 'exploration') {
    own = [
      ...reveals(s).map((province): FeliniaAction => ({ type: 'reveal', province })),
      ...steps(s).map((province): FeliniaAction => ({ type: 'step', province })),
      { type: 'stop' },
    ];
  } else if (s.phase === 'storage') {
    own = keeps(s, seat).map((goods): FeliniaAction => ({ type: 'keep', goods }));
  }
  return [...own, ...sells];
}
