/**
 * How a Feebleton card looks: its printed text and colour family, from the
 * game's card data (engine/games/feebleton/cards.ts holds data, no rules).
 */
import { cardRecord } from '../../engine/games/feebleton/cards.js';
import type { CardName } from '../../engine/games/feebleton/types.js';
import type { CardTone } from '../shared/card.js';

export function cardTone(name: CardName): CardTone {
  const kind = cardRecord(name).kind;
  return kind === 'great' ? 'great' : kind === 'end-of-era' ? 'era' : 'plain';
}

/** The printed text, with Blockade's "Banker" read as the Broker (engine/games/feebleton/notes.ts). */
export function cardText(name: CardName): string {
  const text = cardRecord(name).text;
  return name === 'Blockade' ? text.replace('the Banker', 'the Banker (the Broker)') : text;
}

/** "a Farmer", "an Artist", "the King" (great people and End of Era cards are unique). */
export function withArticle(name: CardName): string {
  const kind = cardRecord(name).kind;
  if (kind === 'great') return `the ${name}`;
  if (kind === 'end-of-era') return name;
  return /^[AEIOU]/.test(name) ? `an ${name}` : `a ${name}`;
}
