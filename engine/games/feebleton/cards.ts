/**
 * Feebleton's 71 cards (the rulebook, "Components" and "Card Descriptions").
 * Every number here is printed in the rulebook; nothing is reconstructed.
 */
import { CARD_NAMES, END_OF_ERA, type CardName, type EndOfEra } from './types.js';

export interface CardRecord {
  readonly name: CardName;
  readonly count: number;
  /** Gold the card produces in a won pile before modifiers (0: none). */
  readonly gold: number;
  readonly kind: 'common' | 'great' | 'end-of-era';
  /** The card's text as printed. */
  readonly text: string;
  readonly source: 'rulebook';
}

const card = (name: CardName, count: number, gold: number, kind: CardRecord['kind'], text: string): CardRecord => ({
  name,
  count,
  gold,
  kind,
  text,
  source: 'rulebook',
});

export const CARDS: readonly CardRecord[] = [
  card('Farmer', 18, 1, 'common', '+1 Gold'),
  card('Merchant', 9, 2, 'common', '+2 Gold'),
  card('Noble', 6, 3, 'common', '+3 Gold'),
  card('Artist', 4, 0, 'common', 'Draw 2. -or- Shuffle your hand into the deck. Draw 4.'),
  card('Worker', 4, 2, 'common', '+2 Gold. You can play an additional card this turn.'),
  card('Council Member', 4, 2, 'common', '+2 Gold. Look at the top 2 cards of the deck. Put them back in any order.'),
  card(
    'Guard',
    4,
    0,
    'common',
    'Play Anytime: cards played by opponents do not affect your hand this turn. Note: This prevents your hand from being looked at, taken, taken from, traded, or shuffled away.',
  ),
  card('Spy', 4, 0, 'common', "Look at an opponent's hand. You can trade hands with that player."),
  card('Thief', 4, 0, 'common', "Take a random card from an opponent's hand."),
  card('King', 1, 6, 'great', "+6 Gold. Take a random card from each opponent's hand."),
  card(
    'Broker',
    1,
    0,
    'great',
    '+1 Gold for every 2 Gold. You can take all hands. Shuffle and redistribute the cards evenly to all affected players starting with you. Note: Effective 1.5 multiplier.',
  ),
  card(
    'Scientist',
    1,
    0,
    'great',
    'Farmers give +2 Gold instead. You can shuffle all hands into the deck. All affected players then draw 4 starting with you.',
  ),
  card('Philosopher', 1, 0, 'great', 'Draw 3. -or- Shuffle your hand into the deck. Draw 5.'),
  card('Engineer', 1, 3, 'great', '+3 Gold. You can play up to 3 additional cards this turn.'),
  card('Historian', 1, 0, 'great', 'Take a card from Feebleton.'),
  card('General', 1, 0, 'great', 'Play Anytime: prevent an End of Era.'),
  card('Conflagration', 1, 0, 'end-of-era', 'End of Era. Farmers and the Scientist produce no gold.'),
  card('Blockade', 1, 0, 'end-of-era', 'End of Era. Merchants and the Banker produce no gold.'),
  card('Insurrection', 1, 0, 'end-of-era', 'End of Era. Nobles and the King produce no gold.'),
  card(
    'Marauders',
    1,
    0,
    'end-of-era',
    'End of Era. -2 Gold. Cannot be played if a Guard or the General is in Feebleton. Note: Guards played in reaction to Marauders do not prevent it.',
  ),
  card('Tyranny', 1, 0, 'end-of-era', 'End of Era. -3 Gold. Can only be played if a Council Member or the King is in Feebleton.'),
  card('Invasion', 1, 0, 'end-of-era', 'End of Era. -4 Gold.'),
  card('Bribery', 1, 0, 'end-of-era', 'End of Era. -1 Gold for every 3 Gold. This cannot be prevented. Note: Effective 2/3rd multiplier.'),
];

const BY_NAME = new Map<string, CardRecord>(CARDS.map((c) => [c.name, c]));

export function cardRecord(name: CardName): CardRecord {
  return BY_NAME.get(name)!;
}

export function isCardName(x: unknown): x is CardName {
  return typeof x === 'string' && BY_NAME.has(x);
}

const EOE = new Set<string>(END_OF_ERA);
export function isEndOfEra(name: CardName): name is EndOfEra {
  return EOE.has(name);
}

/** The identities of handles 0..70 before the opening shuffle, in rulebook order. */
export const DECK: readonly CardName[] = CARDS.flatMap((c) => Array<CardName>(c.count).fill(c.name));

/** Cards dealt to each seat and the hand size a turn's end draws up to (Setup 2; Player Turn, Step 2). */
export const HAND_SIZE = 4;

/**
 * What the Artist and the Philosopher draw, from their card texts: "Draw 2. -or- Shuffle your
 * hand into the deck. Draw 4." and "Draw 3. -or- … Draw 5." The rules, the log and the UI's
 * words all read it here.
 */
export const DRAWS = { Artist: { draw: 2, shuffle: 4 }, Philosopher: { draw: 3, shuffle: 5 } } as const;

if (DECK.length !== 71 || CARD_NAMES.length !== CARDS.length) throw new Error('Feebleton has 71 cards');
