/**
 * Short imperative words for every Medieval Manor action: the buttons of the
 * "All moves" list and what a screen reader says. Pure formatting of the
 * action's fields and the view; no rules.
 */
import type { MedievalManorAction, MedievalManorView, TradeItem } from '../../engine/games/medieval-manor/types.js';
import { cellWords, counterWord, dealIsEmpty, dealWords, goodsWords, nameOf, possessive } from './words.js';

function cellLabel(view: MedievalManorView | null, cell: number): string {
  const c = view?.map?.cells[cell];
  return c ? cellWords(c) : `space ${cell + 1}`;
}

function offerLabel(verb: string, id: number, names: readonly string[], view: MedievalManorView | null): string {
  const o = view?.offers.find((x) => x.id === id);
  if (!o) return `${verb} offer #${id}`;
  if (verb === 'Withdraw') return `Withdraw your offer to ${nameOf(names, o.to)}`;
  return `${verb} ${possessive(nameOf(names, o.from))} offer`;
}

function itemLabel(i: TradeItem, names: readonly string[], view: MedievalManorView | null): string {
  switch (i.type) {
    case 'propose': {
      const give = dealIsEmpty(i.give) ? 'nothing' : dealWords(i.give);
      return `Offer ${nameOf(names, i.to)} ${give} for ${dealWords(i.get)}`;
    }
    case 'accept':
      return offerLabel('Accept', i.offer, names, view);
    case 'decline':
      return offerLabel('Decline', i.offer, names, view);
    case 'withdraw':
      return offerLabel('Withdraw', i.offer, names, view);
  }
}

export function actionLabel(action: MedievalManorAction, names: readonly string[], view: MedievalManorView | null = null): string {
  switch (action.type) {
    case 'buy':
      return `Pay ${goodsWords(action.pay)} to draw 3 cards`;
    case 'keep':
      return `Keep ${action.card}, discard the other 2`;
    case 'swap':
      return `Discard ${action.cards[0]} and ${action.cards[1]} to draw 1 card`;
    case 'finish':
      return finishLabel(view);
    case 'trade': {
      const parts = action.items.map((i) => itemLabel(i, names, view));
      if (action.done) parts.push('Done trading');
      return parts.length ? parts.join(', then ') : 'Nothing this trade round';
    }
    case 'place': {
      const pay = action.pay ? `, paying ${goodsWords(action.pay)}` : '';
      return `Place ${action.card} on ${cellLabel(view, action.cell)}${pay}`;
    }
    case 'sell':
      return `Discard ${action.cards[0]} and ${action.cards[1]} for ${counterWord(action.good, 1)}`;
    case 'pass':
      return 'Pass this action';
    case 'convert':
      return `Convert with ${action.card}${action.discard ? `, discarding ${action.discard}` : ''}`;
    case 'feed':
      return `Feed your Peasants with ${goodsWords(action.pay)}`;
    case 'grow':
      return `Pay ${goodsWords(action.pay)} for a new Peasant`;
    case 'discard':
      return `Discard ${action.card}`;
  }
}

function finishLabel(view: MedievalManorView | null): string {
  switch (view?.phase) {
    case 'draw':
      return 'Finish drawing';
    case 'work':
      return 'Finish converting';
    case 'upgrade':
      return 'Finish the Upgrade conversions';
    case 'feeding':
      return 'Finish feeding';
    default:
      return 'Finish';
  }
}
