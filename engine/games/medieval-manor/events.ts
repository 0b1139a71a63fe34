/**
 * What happened by itself this turn (hardships, gains, starving, accepted deals…),
 * as data: the state and the view carry these records, and a table words them in
 * the reader's language (components/medieval-manor/event-words.ts). `eventText`
 * is the English, for tests and Node tools.
 */
import type { Seat } from '../../core/game.js';
import { counterText } from './cards.js';
import type { CardName, Counter, Deal, Good, LandName } from './types.js';

type Counters = Readonly<Partial<Record<Counter, number>>>;

export type ManorEvent =
  | { readonly kind: 'keep'; readonly seat: Seat; readonly card: CardName; readonly discarded: readonly CardName[] }
  | { readonly kind: 'buy'; readonly seat: Seat; readonly pay: Counters }
  | { readonly kind: 'swap'; readonly seat: Seat; readonly cards: readonly [CardName, CardName] }
  | { readonly kind: 'grow'; readonly seat: Seat; readonly pay: Counters }
  | { readonly kind: 'hand-limit'; readonly seat: Seat; readonly card: CardName }
  /** The Play Deck ran out: the discards became a new deck. */
  | { readonly kind: 'reshuffle' }
  | { readonly kind: 'first-lord'; readonly seat: Seat }
  | { readonly kind: 'lose-card'; readonly seat: Seat; readonly hardship: CardName; readonly card: CardName }
  /** A Hardship dealt at setup: discarded and re-dealt. */
  | { readonly kind: 'redeal'; readonly seat: Seat; readonly card: CardName }
  /** A Hardship strikes: `lost` counters, or a random card from hand (`randomCard`). */
  | { readonly kind: 'hardship'; readonly seat: Seat; readonly card: CardName; readonly lost: Counters; readonly randomCard: boolean }
  | { readonly kind: 'accept'; readonly from: Seat; readonly to: Seat; readonly give: Deal; readonly get: Deal }
  /** A round with no trade ends the Trade Phase. */
  | { readonly kind: 'quiet' }
  | { readonly kind: 'lord'; readonly seat: Seat }
  | { readonly kind: 'build'; readonly seat: Seat; readonly card: CardName; readonly land: LandName; readonly pay: Counters }
  | { readonly kind: 'bounty'; readonly seat: Seat; readonly card: CardName; readonly land: LandName; readonly gain: Counters }
  | { readonly kind: 'sell'; readonly seat: Seat; readonly cards: readonly [CardName, CardName]; readonly good: Good }
  /** A conversion: `discarded` a card or paid `paid` counters, gained `gained`, by `card`. */
  | {
      readonly kind: 'convert';
      readonly seat: Seat;
      readonly card: CardName;
      readonly discarded: CardName | null;
      readonly paid: Counters;
      readonly gained: Counters;
    }
  | { readonly kind: 'starve'; readonly seat: Seat; readonly peasant: boolean; readonly victory: number };

const P = (seat: Seat): string => `Player ${seat + 1}`;
const deal = (d: Deal): string => [...(Object.values(d.goods).some((n) => n) ? [counterText(d.goods)] : []), ...d.cards].join(', ') || 'nothing';

/** The event in English ("Player 2" for a seat: the table puts names in). */
export function eventText(e: ManorEvent): string {
  switch (e.kind) {
    case 'keep':
      return `${P(e.seat)} keeps ${e.card}${e.discarded.length ? ` and discards ${e.discarded.join(' and ')}` : ''}.`;
    case 'buy':
      return `${P(e.seat)} pays ${counterText(e.pay)} to draw 3 cards.`;
    case 'swap':
      return `${P(e.seat)} discards ${e.cards[0]} and ${e.cards[1]} to draw 1.`;
    case 'grow':
      return `${P(e.seat)} pays ${counterText(e.pay)} for a new Peasant.`;
    case 'hand-limit':
      return `${P(e.seat)} discards ${e.card} (hand limit).`;
    case 'reshuffle':
      return 'The Play Deck ran out: the discards were shuffled into a new deck.';
    case 'first-lord':
      return `${P(e.seat)} is the first Lord of the Manor.`;
    case 'lose-card':
      return `${e.hardship}: ${P(e.seat)} loses ${e.card} from hand.`;
    case 'redeal':
      return `${P(e.seat)} was dealt ${e.card} at setup: discarded and re-dealt.`;
    case 'hardship':
      return `${e.card}! ${P(e.seat)} ${e.randomCard ? 'loses a random card from hand' : `loses ${counterText(e.lost)}`}.`;
    case 'accept':
      return `${P(e.to)} accepts: ${P(e.from)} offers ${deal(e.give)} to ${P(e.to)} for ${deal(e.get)}.`;
    case 'quiet':
      return 'A quiet round: nobody traded, so the Trade Phase ends.';
    case 'lord':
      return `${P(e.seat)} becomes Lord of the Manor.`;
    case 'build':
      return `${P(e.seat)} builds ${e.card} on the ${e.land} for ${counterText(e.pay)}.`;
    case 'bounty':
      return `${P(e.seat)} plays ${e.card} on the ${e.land}: gains ${counterText(e.gain)}.`;
    case 'sell':
      return `${P(e.seat)} discards ${e.cards[0]} and ${e.cards[1]} for ${counterText({ [e.good]: 1 })}.`;
    case 'convert':
      return `${P(e.seat)} converts ${e.discarded ?? counterText(e.paid)} into ${counterText(e.gained)} (${e.card}).`;
    case 'starve':
      return `${P(e.seat)} cannot feed every Peasant: loses ${e.peasant ? 'a Peasant and ' : ''}${e.victory} Victory.`;
  }
}
