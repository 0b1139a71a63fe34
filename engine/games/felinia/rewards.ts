/**
 * What a merchant gets on entering a province (the rulebook, "Arrival" and the
 * advanced "Collecting on provinces with symbols"), with the special trade
 * tiles' extras, and what taking a trade tile gives.
 */
import type { Seat } from '../../core/game.js';
import { BOARDS } from './board.js';
import { TRADE_TILES } from './data.js';
import { drawMysteries } from './mysteries.js';
import { earn, gain, withPlayer } from './state.js';
import type { Draw, FeliniaState, Reward, Special } from './types.js';

const owns = (s: FeliniaState, seat: Seat, special: Special): boolean => s.players[seat]!.trade.some((id) => TRADE_TILES[id]!.special === special);

/** One reward: a stock from the supply, a coin, or a merchandise tile drawn from the bag. */
function give(s: FeliniaState, seat: Seat, r: Reward, n: number): FeliniaState {
  switch (r) {
    case 'spice':
    case 'gold':
    case 'food':
      return gain(s, seat, r, n);
    case 'coin':
      return withPlayer(s, seat, (p) => earn(p, n));
    case 'merchandise':
      return { ...s, draws: [...s.draws, ...Array.from({ length: n }, (): Draw => ({ zone: 'bag', to: { seat } }))] };
    case 'mystery':
      return drawMysteries(s, seat, n);
  }
}

/** The special tile that adds one more of a reward on entering a province with 1 or 2 of its symbols. */
const MORE: Partial<Record<Reward, Special>> = { food: 'more-food', coin: 'more-coins', gold: 'more-gold' };

export function enterRewards(s: FeliniaState, seat: Seat, province: number): FeliniaState {
  const rewards = BOARDS[s.config.variant].provinces[province]!.rewards;
  let t = s;
  for (const r of new Set(rewards)) {
    const n = rewards.filter((x) => x === r).length;
    const more = MORE[r];
    t = give(t, seat, r, n + (more && owns(t, seat, more) ? 1 : 0));
  }
  return t;
}

/**
 * A trade tile taken: it goes to the player; a special tile with an effect on taking gives it at once
 * ("You also get a food immediately when you receive this tile"; the windfall tile is then removed from the game).
 */
export function takeTile(s: FeliniaState, seat: Seat, tile: number): FeliniaState {
  const special = TRADE_TILES[tile]!.special;
  if (special === 'windfall') {
    const t = give(give(give(s, seat, 'food', 1), seat, 'gold', 1), seat, 'coin', 1);
    return { ...give(t, seat, 'merchandise', 1), removed: [...t.removed, tile] };
  }
  const t = withPlayer(s, seat, (p) => ({ ...p, trade: [...p.trade, tile] }));
  if (special === 'more-food') return give(t, seat, 'food', 1);
  if (special === 'more-coins') return give(t, seat, 'coin', 1);
  if (special === 'more-gold') return give(t, seat, 'gold', 1);
  return t;
}
