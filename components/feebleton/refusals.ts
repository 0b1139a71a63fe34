/**
 * Why a Feebleton move is refused, in the reader's language: the engine's
 * codes and data (engine/games/feebleton/rules.ts, blocked.ts) worded here;
 * what every game shares is in components/shared/refusals.ts.
 */
import { msg, str } from '@lit/localize';
import type { RuleError } from '../../engine/core/result.js';
import type { CardName } from '../../engine/games/feebleton/types.js';
import { sharedRefusal } from '../../components/shared/refusals.js';
import { cardName } from './faces.js';

function unplayable(card: CardName | undefined): string {
  if (card === 'Marauders') return msg('Marauders cannot be played while a Guard or the General is in Feebleton.');
  if (card === 'Tyranny') return msg('Tyranny can only be played when a Council Member or the King is in Feebleton.');
  if (!card) return msg('This card cannot be played now.');
  const name = cardName(card);
  return msg(str`${name} cannot be played now.`);
}

export function refusal(e: RuleError): string {
  const card = typeof e.args?.card === 'string' ? (e.args.card as CardName) : undefined;
  switch (e.code) {
    case 'unplayable':
      return unplayable(card);
    case 'bad-target': {
      if (!card) return msg('Choose an opponent.');
      const name = cardName(card);
      return card === 'Thief' ? msg(str`${name}: choose an unguarded opponent holding a card.`) : msg(str`${name}: choose an unguarded opponent.`);
    }
    case 'bad-take':
      return msg('Historian: take a card that is in Feebleton.');
    case 'no-plays':
      return msg('You have no plays left this turn.');
    case 'not-in-hand':
      return msg('That card is not in your hand.');
    case 'must-play':
      return e.args?.why === 'playable' ? msg('You hold a card you can play.') : msg('Play a card: your turn starts with a play.');
    case 'answer-window':
      return msg('Answer the reaction window first.');
    case 'wrong-reaction':
      return e.args?.want === 'Guard' ? msg('Only a Guard answers this.') : msg('Only the General answers this.');
    case 'bad-order':
      return msg('Put back exactly the cards you looked at.');
    default:
      return sharedRefusal(e);
  }
}
