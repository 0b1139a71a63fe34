/**
 * A tiny game for protocol tests, so the log can be tested apart from any real
 * game's rules: seats take turns to roll a die (a beacon round) or to name one
 * of three shuffled face-down cards (a claim); the first to `target` points
 * (12 in most tests) wins.
 */
import type { Game, Pending, Seat } from '../../engine/core/game.js';
import { fail, ok } from '../../engine/core/result.js';

export interface ToyState {
  readonly seats: number;
  readonly target: number;
  readonly turn: Seat;
  readonly scores: readonly number[];
  readonly shuffled: boolean;
  readonly rolling: boolean;
  readonly shown: readonly number[];
}
export type ToyAction = { type: 'roll' } | { type: 'show'; handle: number; card: string };

export const toy: Game<ToyState, ToyAction, { target: number }> = {
  id: 'toy',
  name: 'Toy',
  minSeats: 2,
  maxSeats: 4,
  deal: 'open',
  defaultConfig: () => ({ target: 12 }),
  parseConfig: (raw) =>
    raw && typeof raw === 'object' && Number.isInteger((raw as { target?: unknown }).target)
      ? ok({ target: (raw as { target: number }).target })
      : fail('bad-config', 'bad config'),
  setup: (c, seats) => ({ seats, target: c.target, turn: 0, scores: new Array(seats).fill(0), shuffled: false, rolling: false, shown: [] }),
  cards: () => ['a', 'b', 'c'],
  parseAction(raw) {
    const r = raw as Record<string, unknown> | null;
    if (r?.type === 'roll') return ok({ type: 'roll' });
    if (r?.type === 'show' && Number.isInteger(r.handle) && typeof r.card === 'string') return ok({ type: 'show', handle: r.handle as number, card: r.card });
    return fail('malformed', 'not a toy action');
  },
  legalActions(s, seat, knows) {
    if (s.turn !== seat || s.rolling || !s.shuffled || Math.max(...s.scores) >= s.target) return [];
    const out: ToyAction[] = [{ type: 'roll' }];
    for (const h of [0, 1, 2]) if (!s.shown.includes(h) && knows.has(h)) out.push({ type: 'show', handle: h, card: knows.get(h)! });
    return out;
  },
  apply(s, a, seat) {
    if (Math.max(...s.scores) >= s.target) return fail('over', 'The game is over.');
    if (!s.shuffled || s.rolling) return fail('waiting', 'Waiting for randomness.');
    if (seat !== s.turn) return fail('not-your-turn', 'It is not your turn.');
    if (a.type === 'roll') return ok({ ...s, rolling: true });
    if (s.shown.includes(a.handle) || a.handle < 0 || a.handle > 2) return fail('bad-handle', 'No such card.');
    const scores = s.scores.slice();
    scores[seat]! += 1;
    return ok({ ...s, scores, shown: [...s.shown, a.handle], turn: (s.turn + 1) % s.seats });
  },
  claims: (a) => (a.type === 'show' ? [{ handle: a.handle, card: a.card }] : []),
  resolve(s, r) {
    if (r.kind === 'shuffle' && !s.shuffled) return ok({ ...s, shuffled: true });
    if (r.kind === 'random' && s.rolling) {
      const scores = s.scores.slice();
      scores[s.turn]! += r.value + 1;
      return ok({ ...s, scores, rolling: false, turn: (s.turn + 1) % s.seats });
    }
    return fail('unexpected', 'Nothing to resolve.');
  },
  pending(s): Pending | null {
    if (!s.shuffled) return { kind: 'shuffle', handles: [0, 1, 2], purpose: 'deal' };
    if (Math.max(...s.scores) >= s.target) return null;
    if (s.rolling) return { kind: 'random', bound: 6, purpose: 'die' };
    return { kind: 'move', seats: [s.turn], prompt: 'roll or show' };
  },
  viewers: () => new Map(),
  view: (s) => s,
  outcome(s) {
    const best = Math.max(...s.scores);
    if (best < s.target) return null;
    const winners = s.scores.flatMap((x, i) => (x === best ? [i] : []));
    return { scores: s.scores, winners, ranking: [...s.scores.keys()].sort((a, b) => s.scores[b]! - s.scores[a]!), tiebreak: '' };
  },
  describe: (_s, a, seat, names) => `${names[seat]} ${a.type === 'roll' ? 'rolled' : 'showed a card'}`,
};
