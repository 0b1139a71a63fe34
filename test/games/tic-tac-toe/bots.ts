/** Tic-tac-toe's bots: `smart` wins when it can, blocks when it must, else takes the centre, a corner, a side. */
import type { Chooser } from '../../../engine/core/playout.js';
import { LINES, type TicTacToeAction as A, type TicTacToeState as S } from './rules.js';

/** A square that completes a line of `seat`'s marks, if any. */
function completing(board: S['board'], seat: number, legal: readonly A[]): A | undefined {
  return legal.find((a) => LINES.some((line) => line.includes(a.square) && line.every((q) => q === a.square || board[q] === seat)));
}

const PREFERENCE = [4, 0, 2, 6, 8, 1, 3, 5, 7];

const smart: Chooser<S, A> = ({ state, seat, legal }) =>
  completing(state.board, seat, legal) ??
  completing(state.board, 1 - seat, legal) ??
  PREFERENCE.map((q) => legal.find((a) => a.square === q)).find((a) => a !== undefined) ??
  legal[0]!;

const random: Chooser<S, A> = ({ legal, rng }) => legal[rng.int(legal.length)]!;

export const bots: Record<string, Chooser<S, A>> = { smart, random };
