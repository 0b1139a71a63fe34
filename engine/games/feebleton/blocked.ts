/**
 * Why a card in the viewer's hand cannot be played now, in the rules' own
 * words: the view carries it, so a table can say it when the card is chosen
 * without knowing the rules. A card some legal action uses is not blocked.
 */
import type { Knowledge, Seat } from '../../core/game.js';
import type { RuleError } from '../../core/result.js';
import { legalActions } from './actions.js';
import { apply } from './rules.js';
import type { FeebletonAction, FeebletonState, PlayAction, Shown } from './types.js';

const uses = (a: FeebletonAction, handle: number): boolean => (a.type === 'play' || a.type === 'react') && a.handle === handle;

/** A typical way to play `c` (a target, a mode, a choice filled in), so the rules judge the card, not a missing choice. */
function typical(s: FeebletonState, seat: Seat, c: Shown): FeebletonAction {
  const asked = s.step.kind === 'react' && s.step.window.waiting.includes(seat);
  if (asked && (c.card === 'Guard' || c.card === 'General')) return { type: 'react', handle: c.handle, card: c.card };
  const play: { -readonly [K in keyof PlayAction]: PlayAction[K] } = { type: 'play', handle: c.handle, card: c.card };
  const opponent = Array.from({ length: s.seats }, (_, i) => i).find((i) => i !== seat);
  if ((c.card === 'Spy' || c.card === 'Thief') && opponent !== undefined) play.target = opponent;
  if (c.card === 'Artist' || c.card === 'Philosopher') play.mode = 'draw';
  if (c.card === 'Broker' || c.card === 'Scientist') play.use = false;
  if (c.card === 'Historian' && s.feebleton[0]) play.take = s.feebleton[0].handle;
  return play;
}

const NOT_NOW: RuleError = { code: 'not-now', message: 'This card cannot be played now.' };

/** For each card of `hand`, why it cannot be played now, or null if it can. */
export function blocked(s: FeebletonState, seat: Seat, knows: Knowledge, hand: readonly Shown[]): (RuleError | null)[] {
  const legal = legalActions(s, seat, knows);
  return hand.map((c) => {
    if (legal.some((a) => uses(a, c.handle))) return null;
    const r = apply(s, typical(s, seat, c), seat);
    return r.ok ? NOT_NOW : r.error;
  });
}
