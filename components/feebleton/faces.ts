/**
 * How a Feebleton card looks: its name, printed text and colour family, from
 * the game's card data (engine/games/feebleton/cards.ts holds data, no rules),
 * in the app's language (@lit/localize; call these at render time).
 */
import { msg, str } from '@lit/localize';
import type { SVGTemplateResult } from 'lit';
import { cardRecord } from '../../engine/games/feebleton/cards.js';
import type { CardName } from '../../engine/games/feebleton/types.js';
import type { CardTone } from '../../components/shared/card.js';
import { cardArt } from './card-art.js';

export function cardTone(name: CardName): CardTone {
  const kind = cardRecord(name).kind;
  return kind === 'great' ? 'great' : kind === 'end-of-era' ? 'era' : 'plain';
}

/** The gold a card produces in a won pile before modifiers, for its coin badge (null: none). */
export function cardValue(name: CardName): number | null {
  const gold = cardRecord(name).gold;
  return gold > 0 ? gold : null;
}

/** Everything `<tt-card>` shows of a face-up card, in the app's language. */
export interface Face {
  readonly name: string;
  readonly text: string;
  readonly tone: CardTone;
  readonly art: SVGTemplateResult;
  readonly value: number | null;
  readonly valueLabel: string;
}

export function cardFace(name: CardName): Face {
  const value = cardValue(name);
  return {
    name: cardName(name),
    text: cardText(name),
    tone: cardTone(name),
    art: cardArt(name),
    value,
    valueLabel: value === null ? '' : msg(str`Worth ${value} gold`),
  };
}

const names = (): Record<CardName, string> => ({
  Farmer: msg('Farmer'),
  Merchant: msg('Merchant'),
  Noble: msg('Noble'),
  Artist: msg('Artist'),
  Worker: msg('Worker'),
  'Council Member': msg('Council Member'),
  Guard: msg('Guard'),
  Spy: msg('Spy'),
  Thief: msg('Thief'),
  King: msg('King'),
  Broker: msg('Broker'),
  Scientist: msg('Scientist'),
  Philosopher: msg('Philosopher'),
  Engineer: msg('Engineer'),
  Historian: msg('Historian'),
  General: msg('General'),
  Conflagration: msg('Conflagration'),
  Blockade: msg('Blockade'),
  Insurrection: msg('Insurrection'),
  Marauders: msg('Marauders'),
  Tyranny: msg('Tyranny'),
  Invasion: msg('Invasion'),
  Bribery: msg('Bribery'),
});

/** A card's name as shown (the engine's English name, translated). */
export function cardName(name: CardName): string {
  return names()[name] ?? name;
}

const texts = (): Record<CardName, string> => ({
  Farmer: msg('+1 Gold'),
  Merchant: msg('+2 Gold'),
  Noble: msg('+3 Gold'),
  Artist: msg('Draw 2. -or- Shuffle your hand into the deck. Draw 4.'),
  Worker: msg('+2 Gold. You can play an additional card this turn.'),
  'Council Member': msg('+2 Gold. Look at the top 2 cards of the deck. Put them back in any order.'),
  Guard: msg(
    'Play Anytime: cards played by opponents do not affect your hand this turn. Note: This prevents your hand from being looked at, taken, taken from, traded, or shuffled away.',
  ),
  Spy: msg("Look at an opponent's hand. You can trade hands with that player."),
  Thief: msg("Take a random card from an opponent's hand."),
  King: msg("+6 Gold. Take a random card from each opponent's hand."),
  Broker: msg(
    '+1 Gold for every 2 Gold. You can take all hands. Shuffle and redistribute the cards evenly to all affected players starting with you. Note: Effective 1.5 multiplier.',
  ),
  Scientist: msg('Farmers give +2 Gold instead. You can shuffle all hands into the deck. All affected players then draw 4 starting with you.'),
  Philosopher: msg('Draw 3. -or- Shuffle your hand into the deck. Draw 5.'),
  Engineer: msg('+3 Gold. You can play up to 3 additional cards this turn.'),
  Historian: msg('Take a card from Feebleton.'),
  General: msg('Play Anytime: prevent an End of Era.'),
  Conflagration: msg('End of Era. Farmers and the Scientist produce no gold.'),
  // The printed "Banker" is read as the Broker (engine/games/feebleton/notes.ts).
  Blockade: msg('End of Era. Merchants and the Banker (the Broker) produce no gold.'),
  Insurrection: msg('End of Era. Nobles and the King produce no gold.'),
  Marauders: msg(
    'End of Era. -2 Gold. Cannot be played if a Guard or the General is in Feebleton. Note: Guards played in reaction to Marauders do not prevent it.',
  ),
  Tyranny: msg('End of Era. -3 Gold. Can only be played if a Council Member or the King is in Feebleton.'),
  Invasion: msg('End of Era. -4 Gold.'),
  Bribery: msg('End of Era. -1 Gold for every 3 Gold. This cannot be prevented. Note: Effective 2/3rd multiplier.'),
});

/** The printed text, with Blockade's "Banker" read as the Broker (engine/games/feebleton/notes.ts). */
export function cardText(name: CardName): string {
  const text = texts()[name];
  if (text !== undefined) return text;
  const printed = cardRecord(name).text;
  return name === 'Blockade' ? printed.replace('the Banker', 'the Banker (the Broker)') : printed;
}

const withArticles = (): Partial<Record<CardName, string>> => ({
  Farmer: msg('a Farmer'),
  Merchant: msg('a Merchant'),
  Noble: msg('a Noble'),
  Artist: msg('an Artist'),
  Worker: msg('a Worker'),
  'Council Member': msg('a Council Member'),
  Guard: msg('a Guard'),
  Spy: msg('a Spy'),
  Thief: msg('a Thief'),
  King: msg('the King'),
  Broker: msg('the Broker'),
  Scientist: msg('the Scientist'),
  Philosopher: msg('the Philosopher'),
  Engineer: msg('the Engineer'),
  Historian: msg('the Historian'),
  General: msg('the General'),
});

/**
 * "a Farmer", "an Artist", "the King" (great people and End of Era cards are unique),
 * as the object of "played" (German: accusative, "einen Bauern").
 */
export function withArticle(name: CardName): string {
  const kind = cardRecord(name).kind;
  if (kind === 'end-of-era') return cardName(name);
  const known = withArticles()[name];
  if (known !== undefined) return known;
  if (kind === 'great') return `the ${name}`;
  return /^[AEIOU]/.test(name) ? `an ${name}` : `a ${name}`;
}
