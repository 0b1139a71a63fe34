/**
 * The deals of the trading phase (the rulebook, "Buying at the market" and
 * "Exchanging at the Merchant's Guild"): what the seat whose bid token is on
 * top may do where trading is, at the price of the tokens there.
 */
import { MARKETS } from './data.js';
import { trader } from './state.js';
import { KINDS, type FeliniaAction, type FeliniaState } from './types.js';

/** The Merchants' Guild, after the markets. */
const GUILD = MARKETS;

/** The price where trading is: the bid tokens on that space, whatever their colour. */
export const price = (s: FeliniaState): number => s.markets[s.at]!.bids.length;

/** Every deal the trader could make if it had the money (none at an empty market; the guild's exchanges and chips). */
export function deals(s: FeliniaState): FeliniaAction[] {
  const seat = trader(s);
  if (seat === null) return [];
  const p = s.players[seat]!;
  if (s.at !== GUILD) return [...new Set(s.markets[s.at]!.goods)].map((kind): FeliniaAction => ({ type: 'buy', kind }));
  const extras = s.config.variant === 'advanced' ? (['spice', 'food'] as const) : (['spice'] as const);
  const out: FeliniaAction[] = [];
  for (const give of KINDS) {
    if (!p.goods[give]) continue;
    for (const take of KINDS) if (take !== give && s.bag[take] > 0) for (const extra of extras) out.push({ type: 'exchange', give, take, extra });
  }
  if (p.gold > 0 && p.spice > 0) for (const chip of s.chips) out.push({ type: 'chip', chip });
  return out;
}

/** The token on top has no deal to make, whatever its owner sold first: its token simply goes back. */
export const nothingToDo = (s: FeliniaState): boolean => deals(s).length === 0;
