/**
 * Words for Feebleton actions: button labels and what a screen reader says.
 * Pure formatting of the action's own fields, the view and the card data
 * (how many cards the Artist and the Philosopher draw); no rules.
 */
import { DRAWS } from '../../engine/games/feebleton/cards.js';
import type { FeebletonAction, FeebletonView, PlayAction } from '../../engine/games/feebleton/types.js';

function modeText(a: PlayAction): string {
  if (a.card !== 'Artist' && a.card !== 'Philosopher') return '';
  const n = DRAWS[a.card];
  return a.mode === 'shuffle' ? `: shuffle your hand into the deck, draw ${n.shuffle}` : `: draw ${n.draw}`;
}

function useText(a: PlayAction): string {
  if (a.use === undefined) return '';
  if (a.card === 'Broker') return a.use ? ' and take all hands to redistribute' : ' without taking the hands';
  if (a.card === 'Scientist') return a.use ? ' and shuffle all hands into the deck' : ' without shuffling hands';
  return a.use ? ' and use its ability' : ' without its ability';
}

function takeText(a: PlayAction, view: FeebletonView | null): string {
  if (a.take === undefined) return '';
  const card = view?.feebleton.find((c) => c.handle === a.take)?.card;
  return card ? `, taking a ${card} from Feebleton` : ', taking a card from Feebleton';
}

export function actionLabel(action: FeebletonAction, names: readonly string[], view: FeebletonView | null = null): string {
  switch (action.type) {
    case 'play': {
      const target = action.target !== undefined ? ` on ${names[action.target] ?? `seat ${action.target + 1}`}` : '';
      return `Play ${action.card}${target}${modeText(action)}${useText(action)}${takeText(action, view)}`;
    }
    case 'react':
      return action.card === 'General' ? 'Play the General: prevent this End of Era' : 'Play a Guard: protect your hand this turn';
    case 'pass':
      return 'Pass: do not react';
    case 'trade':
      return action.trade ? 'Trade hands' : 'Keep your own hand';
    case 'arrange':
      return 'Put the cards back in this order';
    case 'end':
      return view && !view.turn.played ? 'End your turn without playing' : 'End your turn and draw up to 4';
  }
}
