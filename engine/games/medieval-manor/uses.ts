/**
 * Which hand card an action spends or names: what the table maps a chosen card
 * to (the legal actions that use it), and what blocked.ts asks of the legal
 * actions. No rules here, so the table may import it.
 */
import type { CardName, MedievalManorAction } from './types.js';

/** The action spends or names this hand card (a bought card to keep is not in the hand yet). */
export function usesCard(a: MedievalManorAction, card: CardName): boolean {
  switch (a.type) {
    case 'place':
    case 'discard':
      return a.card === card;
    case 'swap':
    case 'sell':
      return a.cards.includes(card);
    case 'convert':
      return a.discard === card;
    default:
      return false;
  }
}
