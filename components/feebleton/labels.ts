/**
 * Words for Feebleton actions: button labels and what a screen reader says.
 * Pure formatting of the action's own fields, the view and the card data
 * (how many cards the Artist and the Philosopher draw); no rules.
 * In the app's language (@lit/localize): called at render time.
 */
import { msg, str } from '@lit/localize';
import { DRAWS } from '../../engine/games/feebleton/cards.js';
import type { FeebletonAction, FeebletonView, PlayAction } from '../../engine/games/feebleton/types.js';
import { cardName } from './faces.js';

function modeText(a: PlayAction): string {
  if (a.card !== 'Artist' && a.card !== 'Philosopher') return '';
  const n = DRAWS[a.card];
  return a.mode === 'shuffle' ? msg(str`: shuffle your hand into the deck, draw ${n.shuffle}`) : msg(str`: draw ${n.draw}`);
}

function useText(a: PlayAction): string {
  if (a.use === undefined) return '';
  if (a.card === 'Broker') return a.use ? msg(' and take all hands to redistribute') : msg(' without taking the hands');
  if (a.card === 'Scientist') return a.use ? msg(' and shuffle all hands into the deck') : msg(' without shuffling hands');
  return a.use ? msg(' and use its ability') : msg(' without its ability');
}

function takeText(a: PlayAction, view: FeebletonView | null): string {
  if (a.take === undefined) return '';
  const card = view?.feebleton.find((c) => c.handle === a.take)?.card;
  return card ? msg(str`, taking a ${cardName(card)} from Feebleton`) : msg(', taking a card from Feebleton');
}

export function actionLabel(action: FeebletonAction, names: readonly string[], view: FeebletonView | null = null): string {
  switch (action.type) {
    case 'play': {
      const target = action.target !== undefined ? msg(str` on ${names[action.target] ?? msg(str`seat ${action.target + 1}`)}`) : '';
      return msg(str`Play ${cardName(action.card)}${target}${modeText(action)}${useText(action)}${takeText(action, view)}`);
    }
    case 'react':
      return action.card === 'General' ? msg('Play the General: prevent this End of Era') : msg('Play a Guard: protect your hand this turn');
    case 'pass':
      return msg('Pass: do not react');
    case 'trade':
      return action.trade ? msg('Trade hands') : msg('Keep your own hand');
    case 'arrange':
      return msg('Put the cards back in this order');
    case 'end':
      return view && !view.turn.played ? msg('End your turn without playing') : msg('End your turn and draw up to 4');
  }
}
