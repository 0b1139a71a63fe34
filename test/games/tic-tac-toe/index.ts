/**
 * Tic-tac-toe as a game of the platform, declared with `defineGame`: an
 * open-information game leaves the hidden-card members out.
 */
import { defineGame, type Seat } from '../../../engine/core/game.js';
import { configObject } from '../../../engine/core/config.js';
import { fail, ok } from '../../../engine/core/result.js';
import { apply, isOver, legalActions, outcome, parseAction, pending, setup, SQUARES, winningLine } from './rules.js';
import type { TicTacToeAction, TicTacToeState, TicTacToeView } from './rules.js';

export type { TicTacToeAction, TicTacToeState, TicTacToeView } from './rules.js';

export const ticTacToe = defineGame<TicTacToeState, TicTacToeAction, Record<string, never>, TicTacToeView>({
  id: 'tic-tac-toe',
  name: 'Tic-tac-toe',
  minSeats: 2,
  maxSeats: 2,
  defaultConfig: () => ({}),
  parseConfig: (raw) => {
    const c = configObject(raw);
    return c.ok ? ok({}) : c;
  },
  setup,
  parseAction,
  legalActions: (s, seat) => legalActions(s, seat),
  apply,
  resolve: (s, r) => {
    if (s.turn !== null || r.kind !== 'random') return fail('bad-resolution', 'Nothing is drawn now.');
    if (!Number.isInteger(r.value) || r.value < 0 || r.value > 1) return fail('bad-resolution', 'No such seat.');
    return ok({ ...s, turn: r.value });
  },
  pending,
  view: (s): TicTacToeView => {
    const line = winningLine(s.board);
    return { board: s.board, turn: s.turn, line, winner: line ? s.board[line[0]!]! : null, over: isOver(s) };
  },
  invariants: (s) => {
    const marks = [0, 1].map((seat) => s.board.filter((x) => x === seat).length);
    return Math.abs(marks[0]! - marks[1]!) > 1 ? ['one seat has marked two squares more than the other'] : [];
  },
  outcome,
  describe: (_s, a, seat: Seat, names) => `${names[seat] ?? `Player ${seat + 1}`} marks ${SQUARES[a.square]}`,
});
