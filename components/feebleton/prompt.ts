/**
 * The banner sentence for a Feebleton view: what happens now, and whether it
 * is up to this device ("Your turn: play a card"). Pure words from the view.
 */
import type { FeebletonView } from '../../engine/games/feebleton/types.js';
import { reactionQuestion } from './reaction-prompt.js';
import { withArticle } from './faces.js';

export interface Prompt {
  readonly text: string;
  /** The sentence asks this device to act. */
  readonly mine: boolean;
}

const list = (names: readonly string[]): string => (names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export function tablePrompt(v: FeebletonView, names: readonly string[]): Prompt {
  const me = v.viewer;
  const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
  const turn = name(v.turn.seat);
  const myTurn = me !== null && v.turn.seat === me;
  switch (v.phase) {
    case 'over': {
      const o = v.outcome;
      if (!o) return { text: 'The game is over.', mine: false };
      return o.winners.length === 1
        ? { text: `Game over: ${name(o.winners[0]!)} wins with ${o.scores[o.winners[0]!]} gold.`, mine: false }
        : { text: `Game over: ${list(o.winners.map(name))} tie.`, mine: false };
    }
    case 'reaction': {
      const w = v.window!;
      if (w.mine) return { text: reactionQuestion(w, names, me), mine: true };
      const waiting = list(w.waiting.map(name));
      const what = w.kind === 'general' ? 'the General' : 'a Guard';
      return { text: `${name(w.cause.seat)} played ${withArticle(w.cause.card)}: waiting for ${waiting} (${what} or pass).`, mine: false };
    }
    case 'spy': {
      const target = v.peek?.target ?? null;
      const whose = target === null ? 'a hand' : target === me ? 'your hand' : `${name(target)}'s hand`;
      return myTurn
        ? { text: `Your Spy looks at ${whose}: trade hands or keep yours.`, mine: true }
        : { text: `${turn}'s Spy is looking at ${whose}.`, mine: false };
    }
    case 'arrange':
      return myTurn
        ? { text: 'Your Council Member: put the top cards of the deck back in any order.', mine: true }
        : { text: `${turn} looks at the top cards of the deck.`, mine: false };
    case 'dealing':
    case 'setup':
      return { text: 'Shuffling and dealing…', mine: false };
    case 'play': {
      if (!myTurn) return { text: `${turn}'s turn.`, mine: false };
      if (!v.turn.played) return { text: 'Your turn: play a card.', mine: true };
      if (v.turn.extraPlays > 0) {
        const n = v.turn.extraPlays;
        return { text: `Your turn: play another card (${n} extra ${n === 1 ? 'play' : 'plays'} left) or end your turn.`, mine: true };
      }
      return { text: 'Your turn: end your turn to draw up to 4.', mine: true };
    }
  }
}
