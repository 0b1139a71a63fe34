/** What a seat sees: everything on the table, other players' trade tiles and bonus chips only by their backs until the end. */
import type { Seat } from '../../core/game.js';
import { TRADE_TILES } from './data.js';
import type { FeliniaState, FeliniaView } from './types.js';

export function view(s: FeliniaState, viewer: Seat | null): FeliniaView {
  const { hidden, grey, blue, draws: _draws, players, ...open } = s;
  const over = s.phase === 'over';
  return {
    ...open,
    viewer,
    pile: grey.length + blue.length,
    hiddenLeft: hidden.map((h) => h.length),
    players: players.map((p, seat) => {
      const sees = over || seat === viewer;
      return {
        ...p,
        seat,
        trade: p.trade.map((id) => ({ country: TRADE_TILES[id]!.country, id: sees ? id : null })),
        chips: p.chips.map((id) => (sees ? id : null)),
      };
    }),
  };
}
