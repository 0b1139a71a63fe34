/**
 * `pending` and `resolve`: what play waits for (a draw or a seat's choice) and
 * how a `random` from the platform lands. Every draw is from a public multiset
 * (the bag, the boat pile, a country's face-down trade tiles), so the state
 * never knows what comes next.
 */
import type { Pending, Resolution } from '../../core/game.js';
import { fail, ok, type Result } from '../../core/result.js';
import { settle } from './flow.js';
import { awaited } from './legal.js';
import { drawBound, land } from './draws.js';
import type { FeliniaState } from './types.js';

const PROMPTS: Readonly<Record<string, string>> = {
  bidding: 'Place a bid token: on your own board for coins, or on a market or the guild.',
  trading: 'Your bid token is on top: make a deal, or take the token back.',
  boarding: 'You made a deal: board a boat with a merchant, or go on.',
  exploration: 'Your merchant explores: turn up trade tiles, step on, or stop.',
  mystery: 'Keep one of the Mysterious Place cards you drew, or neither.',
  reveal: 'Show the Mysterious Place cards you kept secret.',
  storage: 'Keep three merchandise tiles (a fourth for 2 coins); the rest are sold for 1 each.',
};

export function pending(s: FeliniaState): Pending | null {
  if (s.phase === 'over') return null;
  const d = s.draws[0];
  if (d?.zone === 'mysteries') return { kind: 'shuffle', handles: s.deck, purpose: 'mysteries' };
  if (d) return { kind: 'random', bound: drawBound(s, d), purpose: `draw-${d.zone}` };
  const seats = awaited(s);
  const key = s.mystery ? 'mystery' : s.phase === 'trading' && s.boarding !== null ? 'boarding' : s.phase;
  return { kind: 'move', seats, prompt: PROMPTS[key] ?? '' };
}

export function resolve(s: FeliniaState, r: Resolution): Result<FeliniaState> {
  const d = s.draws[0];
  if (d?.zone === 'mysteries' && r.kind === 'shuffle') return ok(settle({ ...s, draws: s.draws.slice(1) }));
  if (!d || d.zone === 'mysteries' || r.kind !== 'random') return fail('no-draw', 'No draw is due.');
  const bound = drawBound(s, d);
  if (!Number.isInteger(r.value) || r.value < 0 || r.value >= bound) return fail('bad-draw', 'The draw is out of range.');
  return ok(settle(land({ ...s, draws: s.draws.slice(1) }, d, r.value)));
}
