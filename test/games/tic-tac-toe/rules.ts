/**
 * Tic-tac-toe's rules, as pure functions over its public state: two seats mark
 * the squares of a 3×3 grid in turn, the first to hold a row, a column or a
 * diagonal wins, a full grid is a draw. Who starts is drawn from the shared
 * randomness (a `random` pending), so a networked room draws it from the beacon.
 */
import type { Outcome, Pending, Seat } from '../../../engine/core/game.js';
import { fail, ok, type Result } from '../../../engine/core/result.js';

export interface TicTacToeState {
  /** The nine squares, row by row: the seat that marked each, or null. */
  readonly board: readonly (Seat | null)[];
  /** The seat to move; null until who starts is drawn. */
  readonly turn: Seat | null;
}

export type TicTacToeAction = { readonly type: 'mark'; readonly square: number };

export interface TicTacToeView {
  readonly board: readonly (Seat | null)[];
  readonly turn: Seat | null;
  /** The squares of the winning line, if there is one. */
  readonly line: readonly number[] | null;
  readonly winner: Seat | null;
  readonly over: boolean;
}

export const LINES: readonly (readonly number[])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export const setup = (): TicTacToeState => ({ board: Array(9).fill(null), turn: null });

export function winningLine(board: readonly (Seat | null)[]): readonly number[] | null {
  return LINES.find(([a, b, c]) => board[a!] !== null && board[a!] === board[b!] && board[a!] === board[c!]) ?? null;
}

export const isOver = (s: TicTacToeState): boolean => winningLine(s.board) !== null || s.board.every((x) => x !== null);

export function pending(s: TicTacToeState): Pending | null {
  if (isOver(s)) return null;
  if (s.turn === null) return { kind: 'random', bound: 2, purpose: 'who starts' };
  return { kind: 'move', seats: [s.turn], prompt: 'mark a square' };
}

export function legalActions(s: TicTacToeState, seat: Seat): TicTacToeAction[] {
  if (isOver(s) || s.turn !== seat) return [];
  return s.board.flatMap((x, square) => (x === null ? [{ type: 'mark' as const, square }] : []));
}

export function apply(s: TicTacToeState, a: TicTacToeAction, seat: Seat): Result<TicTacToeState> {
  if (isOver(s)) return fail('over', 'The game is over.');
  if (s.turn !== seat) return fail('not-your-turn', 'It is not your turn.');
  if (s.board[a.square] !== null) return fail('taken', 'That square is already marked.');
  const board = s.board.map((x, i) => (i === a.square ? seat : x));
  return ok({ board, turn: 1 - seat });
}

export function parseAction(raw: unknown): Result<TicTacToeAction> {
  const r = raw as { type?: unknown; square?: unknown } | null;
  if (typeof r !== 'object' || r === null || r.type !== 'mark') return fail('bad-action', 'Not a tic-tac-toe move.');
  if (!Number.isInteger(r.square) || (r.square as number) < 0 || (r.square as number) > 8) return fail('bad-action', 'No such square.');
  return ok({ type: 'mark', square: r.square as number });
}

export function outcome(s: TicTacToeState): Outcome | null {
  if (!isOver(s)) return null;
  const line = winningLine(s.board);
  if (!line) return { scores: [0, 0], winners: [0, 1], ranking: [0, 1], tiebreak: '' };
  const w = s.board[line[0]!]!;
  return { scores: [w === 0 ? 1 : 0, w === 1 ? 1 : 0], winners: [w], ranking: [w, 1 - w], tiebreak: '' };
}

/** The squares by name, for the log and the buttons. */
export const SQUARES = [
  'the top left',
  'the top middle',
  'the top right',
  'the middle left',
  'the centre',
  'the middle right',
  'the bottom left',
  'the bottom middle',
  'the bottom right',
] as const;
