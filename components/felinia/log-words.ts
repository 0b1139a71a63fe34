/**
 * A Felinia move in words for the game log, in the app's language: the same
 * sentences as the engine's English `describe` (engine/games/felinia/notation.ts),
 * worded each time the log is drawn, so a reader who changes language reads the
 * whole log in the new one. Trade tiles taken are named: everyone saw them face
 * up on the island before they were taken.
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import { MARKETS, salePrice } from '../../engine/games/felinia/data.js';
import type { FeliniaAction, FeliniaState } from '../../engine/games/felinia/types.js';
import { boatWords, chipWords, goodsWords, tileWords, kindName, nameOf, placeName, provinceWords, sellableName, placeWords } from './words.js';

export function describe(s: FeliniaState, a: FeliniaAction, seat: Seat, names: readonly string[]): string {
  const who = nameOf(names, seat);
  switch (a.type) {
    case 'bid': {
      if (a.at === 'own') {
        const coins = s.bidRound + 1;
        return coins === 1 ? msg(str`${who} bids on their own board and takes 1 coin`) : msg(str`${who} bids on their own board and takes ${coins} coins`);
      }
      const where = placeName(a.at);
      return msg(str`${who} bids on ${where}`);
    }
    case 'buy': {
      const kind = kindName(a.kind);
      const price = s.markets[s.at]?.bids.length ?? 0;
      const where = placeName(s.at);
      return msg(str`${who} buys ${kind} at ${where} for ${price}`);
    }
    case 'exchange': {
      const give = kindName(a.give);
      const take = kindName(a.take);
      const price = s.markets[MARKETS]?.bids.length ?? 0;
      return a.extra === 'spice'
        ? msg(str`${who} exchanges ${give} for ${take} and a spice card at the guild for ${price}`)
        : msg(str`${who} exchanges ${give} for ${take} and a food card at the guild for ${price}`);
    }
    case 'chip': {
      const chip = chipWords(a.chip);
      return msg(str`${who} takes the bonus chip "${chip}" for a gold and a spice card`);
    }
    case 'pass': {
      const where = placeName(s.at);
      return msg(str`${who} takes their bid token back from ${where}`);
    }
    case 'board': {
      const boat = boatWords(s.boats[a.boat]?.tile ?? null);
      return msg(str`${who} boards ${boat}`);
    }
    case 'done':
      return msg(str`${who} boards no more`);
    case 'reveal': {
      const where = provinceWords(s.config.variant, a.province);
      return msg(str`${who} turns up the trade tile on ${where}`);
    }
    case 'step': {
      const where = provinceWords(s.config.variant, a.province);
      const tile = s.posts[a.province];
      if (typeof tile !== 'number') return msg(str`${who}'s merchant goes to ${where}`);
      const name = tileWords(tile);
      return msg(str`${who}'s merchant goes to ${where}, sets up a trading post and takes the trade tile: ${name}`);
    }
    case 'stop':
      return msg(str`${who}'s merchant goes home`);
    case 'keep': {
      const goods = goodsWords(a.goods);
      return msg(str`${who} keeps ${goods} and sells the rest`);
    }
    case 'sell': {
      const what = sellableName(a.what);
      const coins = salePrice(a.what);
      return msg(str`${who} sells ${what} for ${coins}`);
    }
    case 'mystery': {
      if (a.keep === null) return msg(str`${who} keeps neither Mysterious Place card`);
      if (a.card === null) return msg(str`${who} keeps a Mysterious Place card`);
      const name = placeWords(a.card);
      return msg(str`${who} keeps ${name} and shows it`);
    }
    case 'show': {
      const names = a.cards.map((c) => placeWords(c.card)).join(', ');
      return msg(str`${who} shows their Mysterious Place cards: ${names}`);
    }
  }
}
