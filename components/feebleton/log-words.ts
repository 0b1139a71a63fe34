/**
 * A Feebleton move in words for the game log, in the app's language: the same
 * sentences as the engine's English `describe` (engine/games/feebleton/notation.ts),
 * worded each time the log is drawn, so a reader who changes language reads the
 * whole log in the new one. Hidden cards stay hidden: a play names its card (a
 * play reveals it); a trade or a peek never names what was seen.
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import { DRAWS } from '../../engine/games/feebleton/cards.js';
import type { FeebletonAction, FeebletonState, PlayAction } from '../../engine/games/feebleton/types.js';
import { cardName } from './faces.js';

const seatName = (names: readonly string[], seat: Seat): string => names[seat] ?? msg(str`Seat ${seat + 1}`);

function playLine(s: FeebletonState, a: PlayAction, who: string, names: readonly string[]): string {
  const card = cardName(a.card);
  const draws = a.card === 'Artist' || a.card === 'Philosopher' ? DRAWS[a.card] : null;
  if (draws && a.mode === 'draw') return msg(str`${who} plays ${card} and draws ${draws.draw}.`);
  if (draws && a.mode === 'shuffle') return msg(str`${who} plays ${card} and shuffles their hand into the deck to draw ${draws.shuffle}.`);
  if (a.target !== undefined) {
    const target = seatName(names, a.target);
    return msg(str`${who} plays ${card} on ${target}.`);
  }
  if (a.use === true) return msg(str`${who} plays ${card} and uses its ability.`);
  if (a.use === false) return msg(str`${who} plays ${card} without its ability.`);
  if (a.take !== undefined) {
    const taken = s.feebleton.find((p) => p.handle === a.take);
    if (!taken) return msg(str`${who} plays ${card} and takes a card from Feebleton.`);
    const what = cardName(taken.card);
    return msg(str`${who} plays ${card} and takes the ${what} from Feebleton.`);
  }
  return msg(str`${who} plays ${card}.`);
}

/** The move in words (`s` is the state before it). */
export function describe(s: FeebletonState, a: FeebletonAction, seat: Seat, names: readonly string[]): string {
  const who = seatName(names, seat);
  switch (a.type) {
    case 'play':
      return playLine(s, a, who, names);
    case 'react':
      return a.card === 'General' ? msg(str`${who} answers with the General.`) : msg(str`${who} answers with a Guard.`);
    case 'pass':
      return msg(str`${who} passes.`);
    case 'trade': {
      if (!a.trade) return msg(str`${who} keeps their hand.`);
      if (s.step.kind !== 'spy') return msg(str`${who} trades hands with the target.`);
      const target = seatName(names, s.step.target);
      return msg(str`${who} trades hands with ${target}.`);
    }
    case 'arrange':
      return msg(str`${who} puts the top cards back.`);
    case 'end': {
      if (!a.reveal) return msg(str`${who} ends the turn.`);
      const shown = a.reveal.map((r) => cardName(r.card)).join(', ');
      return msg(str`${who} shows ${shown}, none playable, and ends the turn.`);
    }
  }
}
