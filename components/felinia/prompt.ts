/**
 * The banner sentence for a Felinia view: what happens now and whether this
 * device must act ("Bidding, round 2 of 3, your turn: …"). Pure words from the
 * view (the rulebook, "Course of the game").
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import type { FeliniaView } from '../../engine/games/felinia/types.js';
import { listWords } from '../../components/shared/status-words.js';
import { countryName, nameOf, placeName } from './words.js';

export interface Prompt {
  readonly text: string;
  /** The sentence asks this device to act. */
  readonly mine: boolean;
}

/** The phase's name, with the bidding round. */
export function phaseWords(v: FeliniaView): string {
  switch (v.phase) {
    case 'bidding': {
      const r = v.bidRound + 1;
      return msg(str`Bidding, round ${r} of 3`);
    }
    case 'trading':
      return msg('Trading');
    case 'exploration':
      return msg('Exploration');
    case 'storage':
      return msg('Storage');
    case 'reveal':
      return msg('Showing the Mysterious Place cards');
    default:
      return msg('Setting up');
  }
}

/** What the awaited seat does, said to that seat. */
function task(v: FeliniaView): string {
  if (v.mystery) return msg('your merchant found a Mysterious Place: keep one of the cards you drew, or neither');
  switch (v.phase) {
    case 'bidding': {
      const coins = v.bidRound + 1;
      return msg(str`place a bid token on a market, on the guild, or on your own board for ${coins} coins`);
    }
    case 'trading': {
      if (v.boarding !== null) return msg('board a boat with a merchant, or board no more');
      const where = placeName(v.at);
      const price = v.markets[v.at]?.bids.length ?? 0;
      return msg(str`your bid token is on top at ${where}: make a deal for ${price} coins, or take the token back`);
    }
    case 'exploration': {
      const country = countryName(v.walk?.country ?? 0);
      return msg(str`your merchant explores ${country}: choose where it goes, or stop`);
    }
    case 'storage':
      return msg('keep 3 merchandise (a fourth for 2 coins); the rest is sold for 1 coin each');
    case 'reveal':
      return msg('show the Mysterious Place cards you kept secret, so that everyone can check them');
    default:
      return '';
  }
}

export function tablePrompt(v: FeliniaView, names: readonly string[], mySeat: Seat | null, canAct: boolean): Prompt {
  if (v.phase === 'over') return { text: msg('The game is over.'), mine: false };
  const seats = v.toAct;
  if (v.phase === 'setup' || seats.length === 0) return { text: msg('Drawing from the bag and the piles…'), mine: false };
  const phase = phaseWords(v);
  if (mySeat !== null && seats.includes(mySeat) && canAct) {
    const todo = task(v);
    return { text: msg(str`${phase}, your turn: ${todo}.`), mine: true };
  }
  const who = listWords(seats.map((s) => nameOf(names, s)));
  return v.phase === 'storage' ? { text: msg(str`${phase}: waiting for ${who}.`), mine: false } : { text: msg(str`${phase}: ${who}'s turn.`), mine: false };
}
