/**
 * Why a Medieval Manor move is refused, in the reader's language: the
 * engine's codes and data (engine/games/medieval-manor/rules.ts, work.ts,
 * trade.ts, blocked.ts) worded here; what every game shares is in
 * components/shared/refusals.ts.
 */
import { msg, str } from '@lit/localize';
import type { RuleError } from '../../engine/core/result.js';
import type { Counter } from '../../engine/games/medieval-manor/types.js';
import { sharedRefusal } from '../../components/shared/refusals.js';
import { cardName, goodsWords, landName, nameOf } from './words.js';

type Goods = Readonly<Partial<Record<Counter, number>>>;

function payment(e: RuleError, card: string): string {
  const a = e.args ?? {};
  if (a.bounty) return msg('Bounty cards cost nothing to play.');
  if (typeof a.goods === 'number') return msg('Pay exactly 3 goods.');
  if (typeof a.food === 'number') {
    const n = a.food;
    return msg(str`Pay exactly ${n} Food (Crops and/or Animals).`);
  }
  const money = Number(a.money);
  return msg(str`${card} costs exactly ${money} Money (Gold and/or Resources).`);
}

function cannotPay(e: RuleError, card: string): string {
  const a = e.args ?? {};
  if (typeof a.have === 'number') {
    const money = Number(a.money);
    const have = a.have;
    return msg(str`${card} is an Upgrade: it costs ${money} Money (Gold and Resources), and you have ${have}.`);
  }
  if (a.pay) {
    const pay = goodsWords(a.pay as Goods);
    return msg(str`You cannot pay ${pay}.`);
  }
  if (a.convert) {
    const from = goodsWords(a.convert as Goods);
    return msg(str`You do not have ${from} to convert.`);
  }
  return msg('You cannot pay that conversion.');
}

function trade(e: RuleError, who: string): string | null {
  switch (e.code) {
    case 'no-offer':
      return msg('That offer was withdrawn or already answered.');
    case 'bad-target':
      return msg('Propose a deal to another player.');
    case 'target-done':
      return msg(str`${who} is done trading this phase.`);
    case 'offer-open':
      return msg('You already have an open offer; withdraw it first.');
    case 'too-many': {
      const max = Number(e.args?.max);
      return msg(str`At most ${max} proposals per player in a Trade Phase.`);
    }
    case 'empty-deal':
      return msg('A deal must trade something.');
    case 'cannot-give':
      return msg('You do not have what you offer.');
    case 'cannot-get':
      return msg(str`${who} does not have what you ask for.`);
    case 'last-peasant':
      return e.args?.seat === undefined ? msg('You cannot trade away your last Peasant.') : msg(str`${who} cannot trade away their last Peasant.`);
    case 'one-proposal':
      return msg('Propose one deal at a time.');
    case 'done':
      return msg('A player who is done trading proposes nothing.');
    case 'twice':
      return msg('Answer each offer once.');
    case 'trade-panel':
      return msg('In the Trade Phase cards change hands by deals: tick them in the trade panel.');
    default:
      return null;
  }
}

export function refusal(e: RuleError, names: readonly string[]): string {
  const a = e.args ?? {};
  const card = typeof a.card === 'string' ? cardName(a.card) : '';
  const who = typeof a.seat === 'number' ? nameOf(names, a.seat) : '';
  const traded = trade(e, who);
  if (traded !== null) return traded;
  switch (e.code) {
    case 'no-use':
      return msg('This card has no use now.');
    case 'not-in-hand':
      return card ? msg(str`You do not hold ${card}.`) : msg('You do not hold those two cards.');
    case 'occupied':
      return msg('You cannot place a card in a space that is already occupied by a card.');
    case 'wrong-land': {
      const land = landName(String(a.land));
      return msg(str`${card} cannot be placed on ${land}.`);
    }
    case 'bad-payment':
      return payment(e, card);
    case 'cannot-pay':
      return cannotPay(e, card);
    case 'no-conversion':
      return msg(str`${card} has no conversion.`);
    case 'bad-discard':
      return a.name ? msg(str`Name a card from your hand to discard for ${card}.`) : msg(str`${card} does not take a card.`);
    case 'wrong-card':
      return msg(str`Only ${card}, just played, may convert now.`);
    case 'cannot-convert':
      return msg(str`You cannot use ${card} now.`);
    case 'within-limit':
      return msg('Your hand is within its limit.');
    case 'keep-one':
      return msg('Keep one of the 3 cards you bought.');
    case 'not-bought':
      return msg(str`${card} is not among the cards you bought.`);
    case 'wrong-phase':
      return msg('That action does not fit this moment of the turn.');
    default:
      return sharedRefusal(e);
  }
}
