/**
 * The banner sentence for a Feebleton view: what happens now, and whether it
 * is up to this device ("Your turn: play a card"). Pure words from the view,
 * in the app's language (@lit/localize): called at render time.
 */
import { msg, str } from '@lit/localize';
import type { FeebletonView } from '../../engine/games/feebleton/types.js';
import { reactionQuestion } from './reaction-prompt.js';
import { withArticle } from './faces.js';

export interface Prompt {
  readonly text: string;
  /** The sentence asks this device to act. */
  readonly mine: boolean;
}

const list = (names: readonly string[]): string => {
  if (names.length <= 1) return names.join('');
  const head = names.slice(0, -1).join(', ');
  const last = names.at(-1)!;
  return msg(str`${head} and ${last}`);
};

export function tablePrompt(v: FeebletonView, names: readonly string[]): Prompt {
  const me = v.viewer;
  const name = (s: number) => names[s] ?? msg(str`Seat ${s + 1}`);
  const turn = name(v.turn.seat);
  const myTurn = me !== null && v.turn.seat === me;
  switch (v.phase) {
    case 'over': {
      const o = v.outcome;
      if (!o) return { text: msg('The game is over.'), mine: false };
      return o.winners.length === 1
        ? { text: msg(str`Game over: ${name(o.winners[0]!)} wins with ${o.scores[o.winners[0]!]} gold.`), mine: false }
        : { text: msg(str`Game over: ${list(o.winners.map(name))} tie.`), mine: false };
    }
    case 'reaction': {
      const w = v.window!;
      if (w.mine) return { text: reactionQuestion(w, names, me), mine: true };
      const waiting = list(w.waiting.map(name));
      const who = name(w.cause.seat);
      const card = withArticle(w.cause.card);
      return w.kind === 'general'
        ? { text: msg(str`${who} played ${card}: waiting for ${waiting} (the General or pass).`), mine: false }
        : { text: msg(str`${who} played ${card}: waiting for ${waiting} (a Guard or pass).`), mine: false };
    }
    case 'spy': {
      const target = v.peek?.target ?? null;
      if (myTurn) {
        const text =
          target === null
            ? msg('Your Spy looks at a hand: trade hands or keep yours.')
            : target === me
              ? msg('Your Spy looks at your hand: trade hands or keep yours.')
              : msg(str`Your Spy looks at ${name(target)}'s hand: trade hands or keep yours.`);
        return { text, mine: true };
      }
      const text =
        target === null
          ? msg(str`${turn}'s Spy is looking at a hand.`)
          : target === me
            ? msg(str`${turn}'s Spy is looking at your hand.`)
            : msg(str`${turn}'s Spy is looking at ${name(target)}'s hand.`);
      return { text, mine: false };
    }
    case 'arrange':
      return myTurn
        ? { text: msg('Your Council Member: put the top cards of the deck back in any order.'), mine: true }
        : { text: msg(str`${turn} looks at the top cards of the deck.`), mine: false };
    case 'dealing':
    case 'setup':
      return { text: msg('Shuffling and dealing…'), mine: false };
    case 'play': {
      if (!myTurn) return { text: msg(str`${turn}'s turn.`), mine: false };
      if (!v.turn.played) return { text: msg('Your turn: play a card.'), mine: true };
      if (v.turn.extraPlays > 0) {
        const n = v.turn.extraPlays;
        return {
          text:
            n === 1
              ? msg('Your turn: play another card (1 extra play left) or end your turn.')
              : msg(str`Your turn: play another card (${n} extra plays left) or end your turn.`),
          mine: true,
        };
      }
      return { text: msg('Your turn: end your turn to draw up to 4.'), mine: true };
    }
  }
}
