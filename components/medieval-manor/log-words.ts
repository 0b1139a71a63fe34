/**
 * A Medieval Manor move in words for the game log, in the app's language: the
 * same sentences as the engine's English `describe`
 * (engine/games/medieval-manor/notation.ts), worded each time the log is drawn,
 * so a reader who changes language reads the whole log in the new one. Nothing
 * is hidden in this game, so cards are always named.
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import type { MedievalManorAction, MedievalManorState, TradeItem } from '../../engine/games/medieval-manor/types.js';
import { cardName, counterWord, dealLine, goodsWords, landName, nameOf } from './words.js';

function itemLine(i: TradeItem, names: readonly string[]): string {
  switch (i.type) {
    case 'propose': {
      const give = dealLine(i.give);
      const to = nameOf(names, i.to);
      const get = dealLine(i.get);
      return msg(str`offers ${give} to ${to} for ${get}`);
    }
    case 'accept':
      return msg(str`accepts offer #${i.offer}`);
    case 'decline':
      return msg(str`declines offer #${i.offer}`);
    case 'withdraw':
      return msg(str`withdraws offer #${i.offer}`);
  }
}

function finishLine(s: MedievalManorState, me: string): string {
  switch (s.step.phase) {
    case 'draw':
      return msg(str`${me} is finished drawing`);
    case 'work':
      return msg(str`${me} is finished converting`);
    case 'upgrade':
      return msg(str`${me} is finished with Upgrade conversions`);
    case 'feeding':
      return msg(str`${me} is finished feeding`);
    default:
      return msg(str`${me} is finished`);
  }
}

function tradeLine(a: Extract<MedievalManorAction, { type: 'trade' }>, me: string, names: readonly string[]): string {
  const parts = a.items.map((i) => itemLine(i, names));
  if (a.done) parts.push(msg('is done trading'));
  if (!parts.length) return msg(str`${me} does nothing this trade round`);
  // Subject first, then what they do: "Bo offers … , and is done trading".
  return `${me} ${parts.join(msg(', and '))}`;
}

/** The move in words (`s` is the state before it). */
export function describe(s: MedievalManorState, a: MedievalManorAction, seat: Seat, names: readonly string[]): string {
  const me = nameOf(names, seat);
  switch (a.type) {
    case 'buy': {
      const pay = goodsWords(a.pay);
      return msg(str`${me} pays ${pay} to draw 3 cards`);
    }
    case 'keep': {
      const card = cardName(a.card);
      return msg(str`${me} keeps ${card} and discards the other bought cards`);
    }
    case 'swap': {
      const [x, y] = a.cards.map(cardName);
      return msg(str`${me} discards ${x} and ${y} to draw a card`);
    }
    case 'finish':
      return finishLine(s, me);
    case 'trade':
      return tradeLine(a, me, names);
    case 'place': {
      const card = cardName(a.card);
      const land = s.map?.cells[a.cell]?.land;
      const where = land ? landName(land) : msg(str`space ${a.cell}`);
      if (!a.pay) return msg(str`${me} places ${card} on the ${where}`);
      const pay = goodsWords(a.pay);
      return msg(str`${me} places ${card} on the ${where}, paying ${pay}`);
    }
    case 'sell': {
      const [x, y] = a.cards.map(cardName);
      const good = counterWord(a.good, 1);
      return msg(str`${me} discards ${x} and ${y} for ${good}`);
    }
    case 'pass':
      return msg(str`${me} passes an action`);
    case 'convert': {
      const card = cardName(a.card);
      if (!a.discard) return msg(str`${me} converts with ${card}`);
      const discard = cardName(a.discard);
      return msg(str`${me} converts with ${card}, discarding ${discard}`);
    }
    case 'feed': {
      const pay = goodsWords(a.pay);
      return msg(str`${me} feeds the Peasants with ${pay}`);
    }
    case 'grow': {
      const pay = goodsWords(a.pay);
      return msg(str`${me} pays ${pay} for a new Peasant`);
    }
    case 'discard': {
      const card = cardName(a.card);
      return msg(str`${me} discards ${card} down to the hand limit`);
    }
  }
}
