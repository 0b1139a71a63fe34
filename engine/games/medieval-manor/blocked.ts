/**
 * Why the viewer's hand cards cannot be used now, in the rules' own words: the
 * view carries it (`MedievalManorView.handUse`), so a table says it when a
 * card or a land is chosen without knowing the rules ("Wheat cannot be placed on
 * the Castle", "It is not your turn", an Upgrade's price). A card or a land that
 * some legal action uses is not blocked.
 */
import type { Seat } from '../../core/game.js';
import type { RuleError } from '../../core/result.js';
import { legalActions } from './actions.js';
import { cardRecord } from './cards.js';
import { landRecord } from './lands.js';
import { apply } from './rules.js';
import type { CardName, CardUse, Goods, MedievalManorAction as A, MedievalManorState as S } from './types.js';
import { usesCard } from './uses.js';
import { upgradeCost } from './zones.js';

/** An Upgrade's price as the rules would take it: Gold first, then Resources. */
function typicalPay(s: S, seat: Seat): Goods {
  const p = s.players[seat]!;
  const cost = upgradeCost(s, seat);
  const gold = Math.min(p.counters.gold, cost);
  return { gold, resources: cost - gold };
}

/** The first free land the card's text allows, else the first land. */
function likelyCell(s: S, card: CardName): number {
  const lands = cardRecord(card).lands;
  const cells = s.map?.cells ?? [];
  const fits = (i: number) => lands.includes(landRecord(cells[i]!.land).landClass);
  const free = cells.findIndex((c, i) => fits(i) && !c.card);
  return free >= 0
    ? free
    : Math.max(
        0,
        cells.findIndex((_, i) => fits(i)),
      );
}

function placing(s: S, seat: Seat, card: CardName, cell: number): A {
  return cardRecord(card).kind === 'upgrade' ? { type: 'place', card, cell, pay: typicalPay(s, seat) } : { type: 'place', card, cell };
}

/** A typical action with `card` now, so the rules judge the card, not a missing choice; null if none makes sense. */
function typical(s: S, seat: Seat, card: CardName): A | null {
  const hand = s.players[seat]!.hand;
  switch (s.step.phase) {
    case 'end':
      return { type: 'discard', card };
    case 'draw': {
      const other = hand.find((_, k) => k !== hand.indexOf(card));
      return other === undefined ? null : { type: 'swap', cards: [card, other] };
    }
    case 'work':
      return placing(s, seat, card, likelyCell(s, card));
    default:
      return null;
  }
}

const NO_USE: RuleError = { code: 'no-use', message: 'This card has no use now.' };
const TRADE: RuleError = { code: 'trade-panel', message: 'In the Trade Phase cards change hands by deals: tick them in the trade panel.' };

/** For each card of `seat`'s hand, why it cannot be used now and why it cannot go on each land. */
export function handUse(s: S, seat: Seat): CardUse[] {
  const legal = legalActions(s, seat);
  const working = s.step.phase === 'work' && s.map !== null;
  return s.players[seat]!.hand.map((card) => {
    const why = (a: A | null): RuleError => {
      if (!a) return s.step.phase === 'trade' ? TRADE : NO_USE;
      const r = apply(s, a, seat);
      return r.ok ? NO_USE : r.error;
    };
    const lands = working
      ? s.map!.cells.map((_, cell) => (legal.some((l) => l.type === 'place' && l.card === card && l.cell === cell) ? null : why(placing(s, seat, card, cell))))
      : [];
    return { why: legal.some((a) => usesCard(a, card)) ? null : why(typical(s, seat, card)), lands };
  });
}
