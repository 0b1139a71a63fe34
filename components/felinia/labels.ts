/**
 * Short imperative words for every Felinia action: the buttons of the "All
 * moves" list, the island's and harbour's buttons, and what a screen reader
 * says. Pure formatting of the action and the view; no rules. Called at render
 * time (msg()).
 */
import { msg, str } from '@lit/localize';
import { salePrice } from '../../engine/games/felinia/data.js';
import type { FeliniaAction, FeliniaView } from '../../engine/games/felinia/types.js';
import { boatWords, chipWords, goodsWords, kindName, placeName, provinceWords, sellableName, placeWords, mysteryNeeds, tileWords } from './words.js';

/** Coins the trader pays where trading is: the bid tokens on that space. */
const priceHere = (v: FeliniaView | null): number | null => (v ? (v.markets[v.at]?.bids.length ?? null) : null);

export function actionLabel(a: FeliniaAction, _names: readonly string[], v: FeliniaView | null = null): string {
  switch (a.type) {
    case 'bid': {
      if (a.at !== 'own') {
        const where = placeName(a.at);
        return msg(str`Bid on ${where}`);
      }
      const coins = (v?.bidRound ?? 0) + 1;
      return coins === 1 ? msg('Take 1 coin (bid on your board)') : msg(str`Take ${coins} coins (bid on your board)`);
    }
    case 'buy': {
      const kind = kindName(a.kind);
      const price = priceHere(v);
      return price === null ? msg(str`Buy ${kind}`) : price === 1 ? msg(str`Buy ${kind} for 1 coin`) : msg(str`Buy ${kind} for ${price} coins`);
    }
    case 'exchange': {
      const give = kindName(a.give);
      const take = kindName(a.take);
      return a.extra === 'spice' ? msg(str`Exchange ${give} for ${take} and a spice card`) : msg(str`Exchange ${give} for ${take} and a food card`);
    }
    case 'chip': {
      const chip = chipWords(a.chip);
      return msg(str`Pay a gold and a spice card for the bonus chip "${chip}"`);
    }
    case 'pass':
      return msg('Take your bid token back (no deal)');
    case 'board': {
      const boat = boatWords(v?.boats[a.boat]?.tile ?? null);
      return msg(str`Board ${boat}`);
    }
    case 'done':
      return msg('Board no more');
    case 'reveal': {
      const where = v ? provinceWords(v.config.variant, a.province) : String(a.province + 1);
      return msg(str`Turn up the trade tile on ${where}`);
    }
    case 'step': {
      const where = v ? provinceWords(v.config.variant, a.province) : String(a.province + 1);
      const tile = v?.posts[a.province];
      if (typeof tile !== 'number') return msg(str`Go to ${where}`);
      const name = tileWords(tile);
      return msg(str`Go to ${where} and take its trade tile: ${name}`);
    }
    case 'stop':
      return msg('Stop: your merchant goes home');
    case 'keep': {
      const goods = goodsWords(a.goods);
      return a.goods.length === 4 ? msg(str`Keep ${goods} (2 coins for the fourth)`) : msg(str`Keep ${goods}`);
    }
    case 'sell': {
      const what = sellableName(a.what);
      const coins = salePrice(a.what);
      return coins === 1 ? msg(str`Sell ${what} for 1 coin`) : msg(str`Sell ${what} for ${coins} coins`);
    }
    case 'mystery': {
      if (a.keep === null) return msg('Keep neither card (both go back under the pile)');
      const at = v?.mystery?.handles.indexOf(a.keep) ?? -1;
      const name = placeWords(a.card ?? (at >= 0 ? v?.mystery?.drawn[at] : null) ?? null);
      const needs = a.card === null ? null : mysteryNeeds(a.card);
      if (needs === null) return msg(str`Keep the card: ${name}`);
      const kind = kindName(needs);
      return msg(str`Keep ${name}: show it and pay ${kind}`);
    }
    case 'show':
      return msg('Show your Mysterious Place cards');
  }
}
