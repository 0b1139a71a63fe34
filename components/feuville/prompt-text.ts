/**
 * The sentence for what happens now (the banner and the prompt): whether it
 * asks this device ("Dragomir attacks! … choose the column to burn") or says
 * whom the table waits for. Pure words from the view's `choice` and `awaited`.
 */
import type { Seat } from '../../engine/core/game.js';
import type { FeuvilleView } from '../../engine/games/feuville/types.js';
import { list, t, type Words } from './i18n.js';
import { itemName } from './faces.js';

export interface Prompt {
  readonly text: string;
  /** The sentence asks this device to act. */
  readonly mine: boolean;
  /** Asked outside the seat's own turn (the dragon, a Publican's guest, a Great Selection). */
  readonly outOfTurn: boolean;
}

export function tablePrompt(v: FeuvilleView, names: readonly string[], w: Words = t()): Prompt {
  const A = w.actions;
  const name = (s: Seat) => names[s] ?? w.seat(s);
  const me = v.seat;
  const mine = v.yourMove;
  const c = v.choice;
  const say = (text: string, asks = mine, outOfTurn = false): Prompt => ({ text, mine: asks, outOfTurn: asks && outOfTurn });
  switch (c.kind) {
    case 'over':
      return say(A.over, false);
    case 'draw':
      return say(A.drawing, false);
    case 'rolloff':
      return say(A.rolloff, false);
    case 'roll':
      return say(A.rolling(name(c.seat)), false);
    case 'dragon': {
      if (me !== null && c.waiting.includes(me)) {
        const fire = v.players[me]?.fairy.some((f) => f.fairy.kind === 'fire') ?? false;
        return say(A.dragonMine(c.need[me] ?? 0) + (fire ? A.dragonFire : ''), true, me !== v.active);
      }
      return say(A.dragonWait(list(c.waiting.map(name))), false);
    }
    case 'reroll':
      return mine ? say(A.rerollMine) : say(A.rerollWait(name(c.seat)));
    case 'act': {
      if (!mine) return say(A.actWait(name(c.seat)));
      const d = v.dice;
      const free = d ? d.values.filter((_, i) => d.places[i] === null) : [];
      return say(free.length ? A.actMine(free.join(` ${w.and} `)) : A.actDone);
    }
    case 'place': {
      const hand = v.players[c.seat]?.hand;
      const item = hand ? itemName(hand, w) : '';
      if (!mine) return say(A.placeWait(name(c.seat), item));
      return say(c.mustBuild ? A.placeBuild(item) : A.placeMine(item, hand?.kind ?? 'tile'), true, c.seat !== v.active);
    }
    case 'entertainer':
      return mine ? say(A.entMine(c.sum, c.rolls.join(' + '))) : say(A.entWait(name(c.seat), c.sum));
    case 'publican': {
      const host = name(v.active);
      if (c.phase === 'guests') return mine ? say(A.pubGuest(host), true, true) : say(A.pubWait(name(c.seat), host));
      return mine ? say(A.pubMine(c.phase === 'second')) : say(A.pubWait(name(c.seat), host));
    }
    case 'architect':
      return mine ? say(A.architectMine) : say(A.architectWait(name(c.seat)));
    case 'magician':
      return mine ? say(A.magicianMine(c.picks)) : say(A.magicianWait(name(c.seat)));
    case 'selection':
      return mine ? say(A.selectionMine, true, c.seat !== v.active) : say(A.selectionWait(name(c.seat)));
  }
}
