/**
 * Actions in words for the game log. Hidden cards stay hidden: a play names its
 * card (a play reveals it), a trade or a peek never names what was seen.
 */
import type { Seat } from '../../core/game.js';
import { DRAWS } from './cards.js';
import type { FeebletonAction, FeebletonState, PlayAction } from './types.js';

const seatName = (names: readonly string[], seat: Seat): string => names[seat] ?? `Seat ${seat + 1}`;

function playChoice(s: FeebletonState, a: PlayAction, names: readonly string[]): string {
  const draws = a.card === 'Artist' || a.card === 'Philosopher' ? DRAWS[a.card] : null;
  if (draws && a.mode === 'draw') return ` and draws ${draws.draw}`;
  if (draws && a.mode === 'shuffle') return ` and shuffles their hand into the deck to draw ${draws.shuffle}`;
  if (a.target !== undefined) return ` on ${seatName(names, a.target)}`;
  if (a.use === true) return ' and uses its ability';
  if (a.use === false) return ' without its ability';
  if (a.take !== undefined) {
    const taken = s.feebleton.find((p) => p.handle === a.take);
    return ` and takes ${taken ? `the ${taken.card}` : 'a card'} from Feebleton`;
  }
  return '';
}

/** The action in words, for the log (`state` is the state before the action). */
export function describe(s: FeebletonState, a: FeebletonAction, seat: Seat, names: readonly string[]): string {
  const who = seatName(names, seat);
  switch (a.type) {
    case 'play':
      return `${who} plays ${a.card}${playChoice(s, a, names)}.`;
    case 'react':
      return `${who} answers with ${a.card === 'General' ? 'the General' : 'a Guard'}.`;
    case 'pass':
      return `${who} passes.`;
    case 'trade': {
      const target = s.step.kind === 'spy' ? seatName(names, s.step.target) : 'the target';
      return a.trade ? `${who} trades hands with ${target}.` : `${who} keeps their hand.`;
    }
    case 'arrange':
      return `${who} puts the top cards back.`;
    case 'end':
      return a.reveal ? `${who} shows ${a.reveal.map((r) => r.card).join(', ')}, none playable, and ends the turn.` : `${who} ends the turn.`;
  }
}
