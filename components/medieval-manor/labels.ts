/**
 * Short imperative words for every Medieval Manor action: the buttons of the
 * "All moves" list and what a screen reader says. Pure formatting of the
 * action's fields and the view; no rules. Called at render time (msg()).
 */
import { msg, str } from '@lit/localize';
import type { MedievalManorAction, MedievalManorView, TradeItem } from '../../engine/games/medieval-manor/types.js';
import { cardName, cellWords, counterWord, dealIsEmpty, dealWords, goodsWords, nameOf, possessive } from './words.js';

function cellLabel(view: MedievalManorView | null, cell: number): string {
  const c = view?.map?.cells[cell];
  const n = cell + 1;
  return c ? cellWords(c) : msg(str`space ${n}`);
}

type Verb = 'accept' | 'decline' | 'withdraw';

function offerLabel(verb: Verb, id: number, names: readonly string[], view: MedievalManorView | null): string {
  const o = view?.offers.find((x) => x.id === id);
  if (!o) {
    if (verb === 'accept') return msg(str`Accept offer #${id}`);
    if (verb === 'decline') return msg(str`Decline offer #${id}`);
    return msg(str`Withdraw offer #${id}`);
  }
  if (verb === 'withdraw') {
    const to = nameOf(names, o.to);
    return msg(str`Withdraw your offer to ${to}`);
  }
  const from = possessive(nameOf(names, o.from));
  return verb === 'accept' ? msg(str`Accept ${from} offer`) : msg(str`Decline ${from} offer`);
}

function itemLabel(i: TradeItem, names: readonly string[], view: MedievalManorView | null): string {
  switch (i.type) {
    case 'propose': {
      const to = nameOf(names, i.to);
      const give = dealIsEmpty(i.give) ? msg('nothing') : dealWords(i.give);
      const get = dealWords(i.get);
      return msg(str`Offer ${to} ${give} for ${get}`);
    }
    case 'accept':
    case 'decline':
    case 'withdraw':
      return offerLabel(i.type, i.offer, names, view);
  }
}

export function actionLabel(action: MedievalManorAction, names: readonly string[], view: MedievalManorView | null = null): string {
  switch (action.type) {
    case 'buy': {
      const pay = goodsWords(action.pay);
      return msg(str`Pay ${pay} to draw 3 cards`);
    }
    case 'keep': {
      const card = cardName(action.card);
      return msg(str`Keep ${card}, discard the other 2`);
    }
    case 'swap': {
      const a = cardName(action.cards[0]);
      const b = cardName(action.cards[1]);
      return msg(str`Discard ${a} and ${b} to draw 1 card`);
    }
    case 'finish':
      return finishLabel(view);
    case 'trade': {
      const parts = action.items.map((i) => itemLabel(i, names, view));
      if (action.done) parts.push(msg('Done trading'));
      return parts.length ? parts.reduce((all, p) => msg(str`${all}, then ${p}`)) : msg('Nothing this trade round');
    }
    case 'place': {
      const card = cardName(action.card);
      const cell = cellLabel(view, action.cell);
      if (!action.pay) return msg(str`Place ${card} on ${cell}`);
      const pay = goodsWords(action.pay);
      return msg(str`Place ${card} on ${cell}, paying ${pay}`);
    }
    case 'sell': {
      const a = cardName(action.cards[0]);
      const b = cardName(action.cards[1]);
      const good = counterWord(action.good, 1);
      return msg(str`Discard ${a} and ${b} for ${good}`);
    }
    case 'pass':
      return msg('Pass this action');
    case 'convert': {
      const card = cardName(action.card);
      if (!action.discard) return msg(str`Convert with ${card}`);
      const discard = cardName(action.discard);
      return msg(str`Convert with ${card}, discarding ${discard}`);
    }
    case 'feed': {
      const pay = goodsWords(action.pay);
      return msg(str`Feed your Peasants with ${pay}`);
    }
    case 'grow': {
      const pay = goodsWords(action.pay);
      return msg(str`Pay ${pay} for a new Peasant`);
    }
    case 'discard': {
      const card = cardName(action.card);
      return msg(str`Discard ${card}`);
    }
  }
}

function finishLabel(view: MedievalManorView | null): string {
  switch (view?.phase) {
    case 'draw':
      return msg('Finish drawing');
    case 'work':
      return msg('Finish converting');
    case 'upgrade':
      return msg('Finish the Upgrade conversions');
    case 'feeding':
      return msg('Finish feeding');
    default:
      return msg('Finish');
  }
}
