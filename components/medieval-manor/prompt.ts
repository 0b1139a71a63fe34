/**
 * The banner sentence for a Medieval Manor view: what happens now and whether
 * this device must act ("Your turn: place a card, discard 2 for a good, or
 * pass"). Pure words from the view and the kinds of the legal actions
 * (the rulebook, "Turn Sequence").
 */
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
        ? 'keep 1 of the 3 cards you bought'
        : 'pay any 3 goods (Crops, Animals, Gold, Resources) to draw 3 and keep 1, swap 2 cards for 1, or finish drawing';
    case 'trade':
      return 'propose, accept or decline deals, then say you are done trading';
    case 'work':
      if (v.converting !== null) return 'convert with the card you just played, or finish';
      return `place a card on the map, discard 2 cards for a good, or pass (${p?.actionsLeft ?? 0} ${p?.actionsLeft === 1 ? 'action' : 'actions'} left)`;
    case 'upgrade':
      return 'use your Upgrade conversions, or finish';
    case 'feeding':
      return kinds.has('feed') ? 'choose the Food that feeds your Peasants' : 'pay 5 Food for a new Peasant, or finish';
    case 'end':
      return `discard down to your hand limit of ${p?.handLimit ?? 3}`;
    default:
      return 'act';
  }
}

const PHASE_NAMES: Record<string, string> = {
  draw: 'Draw Phase',
  trade: 'Trade Phase',
  work: 'Work Phase',
  rest: 'Rest Phase',
  upgrade: 'Upgrade Phase',
  feeding: 'Feeding Phase',
  end: 'End Phase',
};

export const phaseName = (phase: string): string => PHASE_NAMES[phase] ?? '';

export function tablePrompt(v: MedievalManorView, names: readonly string[], mySeat: Seat | null, kinds: ReadonlySet<string>): Prompt {
  if (v.phase === 'over') {
    const w = v.outcome?.winners ?? [];
    if (w.length === 0) return { text: 'The game is over.', mine: false };
    const vp = v.players[w[0]!]?.counters.victory ?? 0;
    return w.length === 1
      ? { text: `Game over: ${nameOf(names, w[0]!)} wins with ${vp} Victory Points.`, mine: false }
      : { text: `Game over: ${list(w.map((s) => nameOf(names, s)))} share the win.`, mine: false };
  }
  if (v.phase === 'setup' || v.toAct.length === 0) return { text: 'Shuffling and dealing…', mine: false };
  const phase = phaseName(v.phase);
  if (mySeat !== null && v.toAct.includes(mySeat) && kinds.size > 0) {
    return { text: `${phase}, your turn: ${task(v, mySeat, kinds)}.`, mine: true };
  }
  if (v.phase === 'trade') {
    const open = v.toAct.map((s) => nameOf(names, s));
    return { text: `${phase}: waiting for ${list(open)} to finish trading.`, mine: false };
  }
  return { text: `${phase}: ${nameOf(names, v.toAct[0]!)}'s turn.`, mine: false };
}
