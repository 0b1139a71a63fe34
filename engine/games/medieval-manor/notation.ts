/**
 * `describe`: every action in words for the log. Nothing is hidden in this game,
 * so cards are always named.
 */
import type { Seat } from '../../core/game.js';
import { counterText } from './cards.js';
import { seatName } from './tasks.js';
import { dealText } from './trade.js';
import type { MedievalManorAction, MedievalManorState, TradeItem } from './types.js';

export function describe(s: MedievalManorState, a: MedievalManorAction, seat: Seat, names: readonly string[]): string {
  const who = (x: Seat): string => names[x] ?? seatName(x);
  const me = who(seat);
  switch (a.type) {
    case 'buy':
      return `${me} pays ${counterText(a.pay)} to draw 3 cards`;
    case 'keep':
      return `${me} keeps ${a.card} and discards the other bought cards`;
    case 'swap':
      return `${me} discards ${a.cards[0]} and ${a.cards[1]} to draw a card`;
    case 'finish':
      return `${me} is finished ${finishWhat(s)}`;
    case 'trade': {
      const parts = a.items.map((i) => itemText(i, who));
      if (a.done) parts.push('is done trading');
      return `${me} ${parts.length ? parts.join(', and ') : 'does nothing this trade round'}`;
    }
    case 'place': {
      const land = s.map?.cells[a.cell]?.land ?? `space ${a.cell}`;
      return `${me} places ${a.card} on the ${land}${a.pay ? `, paying ${counterText(a.pay)}` : ''}`;
    }
    case 'sell':
      return `${me} discards ${a.cards[0]} and ${a.cards[1]} for ${counterText({ [a.good]: 1 })}`;
    case 'pass':
      return `${me} passes an action`;
    case 'convert':
      return `${me} converts with ${a.card}${a.discard ? `, discarding ${a.discard}` : ''}`;
    case 'feed':
      return `${me} feeds the Peasants with ${counterText(a.pay)}`;
    case 'grow':
      return `${me} pays ${counterText(a.pay)} for a new Peasant`;
    case 'discard':
      return `${me} discards ${a.card} down to the hand limit`;
  }
}

function itemText(i: TradeItem, who: (x: Seat) => string): string {
  switch (i.type) {
    case 'propose':
      return `offers ${dealText(i.give)} to ${who(i.to)} for ${dealText(i.get)}`;
    case 'accept':
      return `accepts offer #${i.offer}`;
    case 'decline':
      return `declines offer #${i.offer}`;
    case 'withdraw':
      return `withdraws offer #${i.offer}`;
  }
}

function finishWhat(s: MedievalManorState): string {
  switch (s.step.phase) {
    case 'draw':
      return 'drawing';
    case 'work':
      return 'converting';
    case 'upgrade':
      return 'with Upgrade conversions';
    case 'feeding':
      return 'feeding';
    default:
      return '';
  }
}
