/**
 * Which legal moves the table's prompt lists as buttons (table.ts). Moves that
 * use no spot of the table (pass, roll, stop, end, a fire protection) always;
 * the dragon, which asks everyone at once and outside their turn, every answer
 * however many; placing what was just taken, the moves of the hand; any other
 * choice its moves when they are few. On a phone (narrow.ts) such a list would
 * push the dice, the persons and the viewer's own town, where the move goes,
 * below the first screen: there the prompt keeps the plain answers and the
 * dragon's, and the rest are made on the highlighted town and board (a click
 * offers the moves of a spot) or in "All moves", a button away.
 */
import type { FeuvilleAction, FeuvilleView } from '../../engine/games/feuville/types.js';
import type { LegalAction } from '../../components/shared/contract.js';

type Legal = LegalAction<FeuvilleAction>;

/** Answers a prompt lists as buttons at most; bigger choices are made on the board or in "All moves". */
const PROMPT_MAX = 12;
/** Actions that use no spot of the table: always answers of the prompt. */
const PLAIN = new Set(['pass', 'roll', 'stop', 'end', 'fire']);

/** The answers the prompt lists for `v`'s choice; `keysOf` names the spots a move uses (targets.ts). */
export function promptAnswers(
  v: FeuvilleView,
  legal: readonly Legal[],
  keysOf: (a: FeuvilleAction) => string[],
  seat: number,
  phone: boolean,
): readonly Legal[] {
  const plain = () => legal.filter((l) => PLAIN.has(l.action.type));
  // The dragon asks everyone at once and outside their turn: always every answer, however many.
  if (v.choice.kind === 'dragon') return legal;
  if (v.choice.kind === 'act' || phone) return plain();
  if (v.choice.kind === 'place') return legal.filter((l) => keysOf(l.action).includes(`hand:${seat}`));
  return legal.length <= PROMPT_MAX ? legal : plain();
}
