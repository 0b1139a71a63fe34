/**
 * The banner sentence for a Medieval Manor view: what happens now and whether
 * this device must act ("Your turn: place a card, discard 2 for a good, or
 * pass"). Pure words from the view and the kinds of the legal actions
 * (the rulebook, "Turn Sequence").
 */
import { msg, str } from '@lit/localize';
import type { Seat } from '../../engine/core/game.js';
import type { MedievalManorView } from '../../engine/games/medieval-manor/types.js';
import { list, nameOf } from './words.js';

export interface Prompt {
  readonly text: string;
  /** The sentence asks this device to act. */
  readonly mine: boolean;
}

/** What the acting seat does in each step, said to that seat. */
function task(v: MedievalManorView, me: Seat, kinds: ReadonlySet<string>): string {
  const p = v.players[me];
  switch (v.phase) {
    case 'draw':
      return kinds.has('keep')
        ? msg('keep 1 of the 3 cards you bought')
        : msg('pay any 3 goods (Crops, Animals, Gold, Resources) to draw 3 and keep 1, swap 2 cards for 1, or finish drawing');
    case 'trade':
      return msg('propose, accept or decline deals, then say you are done trading');
    case 'work': {
      if (v.converting !== null) return msg('convert with the card you just played, or finish');
      const left = p?.actionsLeft ?? 0;
      return left === 1
        ? msg('place a card on the map, discard 2 cards for a good, or pass (1 action left)')
        : msg(str`place a card on the map, discard 2 cards for a good, or pass (${left} actions left)`);
    }
    case 'upgrade':
      return msg('use your Upgrade conversions, or finish');
    case 'feeding':
      return kinds.has('feed') ? msg('choose the Food that feeds your Peasants') : msg('pay 5 Food for a new Peasant, or finish');
    case 'end': {
      const limit = p?.handLimit ?? 3;
      return msg(str`discard down to your hand limit of ${limit}`);
    }
    default:
      return msg('act');
  }
}

const phaseNames = (): Record<string, string> => ({
  draw: msg('Draw Phase'),
  trade: msg('Trade Phase'),
  work: msg('Work Phase'),
  rest: msg('Rest Phase'),
  upgrade: msg('Upgrade Phase'),
  feeding: msg('Feeding Phase'),
  end: msg('End Phase'),
});

export const phaseName = (phase: string): string => phaseNames()[phase] ?? '';

export function tablePrompt(v: MedievalManorView, names: readonly string[], mySeat: Seat | null, kinds: ReadonlySet<string>): Prompt {
  if (v.phase === 'over') {
    const w = v.outcome?.winners ?? [];
    if (w.length === 0) return { text: msg('The game is over.'), mine: false };
    const vp = v.players[w[0]!]?.counters.victory ?? 0;
    const winner = nameOf(names, w[0]!);
    const all = list(w.map((s) => nameOf(names, s)));
    return w.length === 1
      ? { text: msg(str`Game over: ${winner} wins with ${vp} Victory Points.`), mine: false }
      : { text: msg(str`Game over: ${all} share the win.`), mine: false };
  }
  if (v.phase === 'setup' || v.toAct.length === 0) return { text: msg('Shuffling and dealing…'), mine: false };
  const phase = phaseName(v.phase);
  if (mySeat !== null && v.toAct.includes(mySeat) && kinds.size > 0) {
    const todo = task(v, mySeat, kinds);
    return { text: msg(str`${phase}, your turn: ${todo}.`), mine: true };
  }
  if (v.phase === 'trade') {
    const open = list(v.toAct.map((s) => nameOf(names, s)));
    return { text: msg(str`${phase}: waiting for ${open} to finish trading.`), mine: false };
  }
  const who = nameOf(names, v.toAct[0]!);
  return { text: msg(str`${phase}: ${who}'s turn.`), mine: false };
}
