/** What holds in every reachable Felinia state: every component is somewhere once, no stock below zero. */
import { BOATS, CARDS_PER_STOCK, CHIPS, MAX_MONEY, MERCHANTS, MYSTERIES, PER_KIND, tilesFor } from './data.js';
import { cardsFor } from './state.js';
import { KINDS, type FeliniaState } from './types.js';

export function invariants(s: FeliniaState): string[] {
  const out: string[] = [];
  for (const k of KINDS) {
    const n = s.bag[k] + s.players.reduce((a, p) => a + p.goods[k], 0) + s.markets.reduce((a, m) => a + m.goods.filter((g) => g === k).length, 0);
    if (n !== PER_KIND) out.push(`${k}: ${n} tiles in the game, not ${PER_KIND}`);
  }
  const boats = [...s.grey, ...s.blue, ...(s.top === null ? [] : [s.top]), ...s.boats.flatMap((b) => (b.tile === null ? [] : [b.tile])), ...s.discarded];
  if (boats.length !== BOATS.length || new Set(boats).size !== BOATS.length) out.push(`boat tiles: ${boats.length}, not each of ${BOATS.length} once`);
  const trade = [...s.hidden.flat(), ...s.posts.filter((t): t is number => typeof t === 'number'), ...s.players.flatMap((p) => p.trade), ...s.removed];
  const all = tilesFor(s.config.variant).length;
  if (trade.length !== all || new Set(trade).size !== all) out.push(`trade tiles: ${trade.length}, not each of ${all} once`);
  const places = [...s.deck, ...(s.mystery?.drawn ?? []), ...s.players.flatMap((p) => p.places.map((k) => k.handle))];
  const cards = s.config.variant === 'advanced' ? MYSTERIES.length : 0;
  if (places.length !== cards || new Set(places).size !== cards) out.push(`Mysterious Place cards: ${places.length}, not each of ${cards} once`);
  const chips = [...s.chips, ...s.players.flatMap((p) => p.chips)];
  if (chips.length !== CHIPS.length || new Set(chips).size !== CHIPS.length) out.push('bonus chips lost or doubled');
  s.players.forEach((p, seat) => {
    const placed = s.merchants.filter((m) => m === seat).length;
    const aboard = s.boats.reduce((a, b) => a + b.riders.filter((r) => r === seat).length, 0);
    const walking = s.walk?.seat === seat ? 1 : 0;
    if (p.stock + placed + aboard + walking !== MERCHANTS) out.push(`seat ${seat}: ${p.stock + placed + aboard + walking} merchants, not ${MERCHANTS}`);
    if (p.money < 0 || p.money > MAX_MONEY) out.push(`seat ${seat}: money ${p.money}`);
    if (p.stock < 0 || p.gold < 0 || p.spice < 0 || p.food < 0 || KINDS.some((k) => p.goods[k] < 0)) out.push(`seat ${seat}: a stock below zero`);
  });
  for (const stock of ['gold', 'spice', 'food'] as const) {
    const cards = s.players.reduce((a, p) => a + cardsFor(p[stock]), 0);
    if (cards > CARDS_PER_STOCK) out.push(`${stock}: ${cards} cards, more than ${CARDS_PER_STOCK}`);
  }
  return out;
}
