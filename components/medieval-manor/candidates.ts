/**
 * Which legal actions use a hand card, and a typical action with a card that
 * has none, so the controller's dry run (`explain`) can say why in the rules'
 * own words ("Wheat goes on Fields", "It is not the Work Phase"). No rules
 * here: the candidate is only a question put to the engine.
 */
import type { CardName, Goods, MedievalManorAction, MedievalManorView } from '../../engine/games/medieval-manor/types.js';

/** The action spends or names this hand card (a bought card to keep is not in the hand yet). */
export function usesCard(a: MedievalManorAction, card: CardName): boolean {
  switch (a.type) {
    case 'place': case 'discard': return a.card === card;
    case 'swap': case 'sell': return a.cards.includes(card);
    case 'convert': return a.discard === card;
    default: return false;
  }
}

/** What an Upgrade would cost this seat, paid in Gold first, then Resources. */
function upgradePay(v: MedievalManorView): Goods {
  const p = v.seat !== null ? v.players[v.seat] : undefined;
  if (!p) return {};
  const gold = Math.min(p.counters.gold, p.upgradeCost);
  return { gold, resources: p.upgradeCost - gold };
}

/** The first free land the card's text allows, else the first land. */
function likelyCell(v: MedievalManorView, card: CardName): number {
  const lands = v.cards[card]?.lands ?? [];
  const cells = v.map?.cells ?? [];
  const ok = cells.find((c) => lands.includes(c.landClass) && !c.card) ?? cells.find((c) => lands.includes(c.landClass));
  return ok?.index ?? 0;
}

/** A typical action with `card` now (on `cell`, paying `pay`, if given), or null if none makes sense. */
export function candidate(v: MedievalManorView, card: CardName, cell?: number, pay?: Goods): MedievalManorAction | null {
  const hand = v.seat !== null ? (v.players[v.seat]?.hand ?? []) : [];
  switch (v.phase) {
    case 'end':
      return { type: 'discard', card };
    case 'draw': {
      const i = hand.indexOf(card);
      const other = hand.find((_, k) => k !== i);
      return other === undefined ? null : { type: 'swap', cards: [card, other] };
    }
    case 'trade':
      return null;
    default: {
      const at = cell ?? likelyCell(v, card);
      const upgrade = v.cards[card]?.kind === 'upgrade';
      return upgrade ? { type: 'place', card, cell: at, pay: pay ?? upgradePay(v) } : { type: 'place', card, cell: at };
    }
  }
}
