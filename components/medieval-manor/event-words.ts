/**
 * What happened by itself this turn (engine/games/medieval-manor/events.ts), in
 * the reader's language: worded when the table is drawn, so a change of
 * language re-words the whole list.
 */
import { msg, str } from '@lit/localize';
import type { ManorEvent } from '../../engine/games/medieval-manor/events.js';
import { cardName, counterWord, dealLine, goodsWords, landName, list, nameOf } from './words.js';

function cardEvent(e: Extract<ManorEvent, { kind: 'keep' | 'swap' | 'hand-limit' | 'lose-card' | 'redeal' | 'sell' }>, who: string): string {
  switch (e.kind) {
    case 'keep': {
      const card = cardName(e.card);
      if (!e.discarded.length) return msg(str`${who} keeps ${card}.`);
      const rest = list(e.discarded.map(cardName));
      return msg(str`${who} keeps ${card} and discards ${rest}.`);
    }
    case 'swap': {
      const [a, b] = e.cards.map(cardName);
      return msg(str`${who} discards ${a} and ${b} to draw 1.`);
    }
    case 'hand-limit': {
      const card = cardName(e.card);
      return msg(str`${who} discards ${card} (hand limit).`);
    }
    case 'lose-card': {
      const hardship = cardName(e.hardship);
      const card = cardName(e.card);
      return msg(str`${hardship}: ${who} loses ${card} from hand.`);
    }
    case 'redeal': {
      const card = cardName(e.card);
      return msg(str`${who} was dealt ${card} at setup: discarded and re-dealt.`);
    }
    case 'sell': {
      const [a, b] = e.cards.map(cardName);
      const good = counterWord(e.good, 1);
      return msg(str`${who} discards ${a} and ${b} for ${good}.`);
    }
  }
}

/** One event in a sentence. */
export function eventWords(e: ManorEvent, names: readonly string[]): string {
  const who = 'seat' in e ? nameOf(names, e.seat) : '';
  switch (e.kind) {
    case 'keep':
    case 'swap':
    case 'hand-limit':
    case 'lose-card':
    case 'redeal':
    case 'sell':
      return cardEvent(e, who);
    case 'buy': {
      const pay = goodsWords(e.pay);
      return msg(str`${who} pays ${pay} to draw 3 cards.`);
    }
    case 'grow': {
      const pay = goodsWords(e.pay);
      return msg(str`${who} pays ${pay} for a new Peasant.`);
    }
    case 'reshuffle':
      return msg('The Play Deck ran out: the discards were shuffled into a new deck.');
    case 'first-lord':
      return msg(str`${who} is the first Lord of the Manor.`);
    case 'hardship': {
      const card = cardName(e.card);
      if (e.randomCard) return msg(str`${card}! ${who} loses a random card from hand.`);
      const lost = goodsWords(e.lost);
      return msg(str`${card}! ${who} loses ${lost}.`);
    }
    case 'accept': {
      const to = nameOf(names, e.to);
      const from = nameOf(names, e.from);
      const give = dealLine(e.give);
      const get = dealLine(e.get);
      return msg(str`${to} accepts: ${from} offers ${give} to ${to} for ${get}.`);
    }
    case 'quiet':
      return msg('A quiet round: nobody traded, so the Trade Phase ends.');
    case 'lord':
      return msg(str`${who} becomes Lord of the Manor.`);
    case 'build': {
      const card = cardName(e.card);
      const land = landName(e.land);
      const pay = goodsWords(e.pay);
      return msg(str`${who} builds ${card} on the ${land} for ${pay}.`);
    }
    case 'bounty': {
      const card = cardName(e.card);
      const land = landName(e.land);
      const gain = goodsWords(e.gain);
      return msg(str`${who} plays ${card} on the ${land}: gains ${gain}.`);
    }
    case 'convert': {
      const card = cardName(e.card);
      const paid = e.discarded ? cardName(e.discarded) : goodsWords(e.paid);
      const gained = goodsWords(e.gained);
      return msg(str`${who} converts ${paid} into ${gained} (${card}).`);
    }
    case 'starve': {
      const v = e.victory;
      return e.peasant
        ? msg(str`${who} cannot feed every Peasant: loses a Peasant and ${v} Victory.`)
        : msg(str`${who} cannot feed every Peasant: loses ${v} Victory.`);
    }
  }
}
