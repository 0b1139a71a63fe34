/**
 * The motion keys of Feuville's things (`data-flip`, components/shared/motion.ts):
 * the same key wherever the thing lies (the board's display, a hand, a player
 * board, a town), so the table's `Flip` moves it from where it was to where it is.
 */
import type { ItemView } from '../../engine/games/feuville/types.js';

export const tileKey = (id: string): string => `tile:${id}`;
export const decreeKey = (id: string): string => `decree:${id}`;
export const fairyKey = (id: string): string => `fairy:${id}`;

export const itemKey = (item: ItemView): string =>
  item.kind === 'tile' ? tileKey(item.tile.id) : item.kind === 'decree' ? decreeKey(item.decree.id) : fairyKey(item.fairy.id);

/** Where a thing that leaves the table goes: a scored decree to its player's points, a used charm back beside the board. */
export const leavesFor = (item: ItemView, seat: number): string | null =>
  item.kind === 'decree' ? `score:${seat}` : item.kind === 'fairy' ? 'stack:fairy' : null;
