/**
 * What a seat sees: everything on the table; other players' trade tiles and
 * bonus chips only by their backs until the end; Mysterious Place cards (the
 * advanced game) by name only where the seat's knowledge names them or they
 * were shown.
 */
import type { Knowledge, Seat } from '../../core/game.js';
import { TRADE_TILES } from './data.js';
import { awaited } from './legal.js';
import type { FeliniaState, FeliniaView } from './types.js';

export function view(s: FeliniaState, viewer: Seat | null, knows: Knowledge = new Map()): FeliniaView {
  const { hidden, grey, blue, draws: _draws, players, deck, mystery, ...open } = s;
  const over = s.phase === 'over';
  return {
    ...open,
    viewer,
    toAct: awaited(s),
    pile: grey.length + blue.length,
    hiddenLeft: hidden.map((h) => h.length),
    mysteriesLeft: deck.length,
    mystery: mystery && { seat: mystery.seat, handles: mystery.drawn, drawn: mystery.drawn.map((h) => knows.get(h) ?? null) },
    players: players.map((p, seat) => {
      const sees = over || seat === viewer;
      return {
        ...p,
        seat,
        trade: p.trade.map((id) => ({ country: TRADE_TILES[id]!.country, id: sees ? id : null })),
        chips: p.chips.map((id) => (sees ? id : null)),
        places: p.places.map((k) => k.card ?? knows.get(k.handle) ?? null),
      };
    }),
  };
}
