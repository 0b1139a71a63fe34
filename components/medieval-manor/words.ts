/**
 * Words for Medieval Manor: counters, deals, map spaces and seat names. Pure
 * formatting of view data (the engine's own sentences name seats "Player 2";
 * the table has the players' names).
 */
import type { Seat } from '../../engine/core/game.js';
import { COUNTER_WORDS } from '../../engine/games/medieval-manor/cards.js';
import type { CellView, Counter, Deal, Goods } from '../../engine/games/medieval-manor/types.js';

const ORDER = Object.keys(COUNTER_WORDS) as Counter[];

export const counterWord = (c: Counter, n: number): string => `${n} ${COUNTER_WORDS[c][n === 1 ? 0 : 1]}`;

/** "a, b and c". */
export function list(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "2 Crops and 1 Gold"; "nothing" when empty. */
export function goodsWords(g: Goods | Readonly<Partial<Record<Counter, number>>>): string {
  const parts = ORDER.filter((k) => ((g as Record<string, number | undefined>)[k] ?? 0) > 0).map((k) => counterWord(k, (g as Record<string, number>)[k]!));
  return parts.length ? list(parts) : 'nothing';
}

/** One side of a deal: "2 Crops and Wheat"; "nothing" when empty. */
export function dealWords(d: Deal): string {
  const parts: string[] = [];
  const goods = goodsWords(d.goods);
  if (goods !== 'nothing') parts.push(goods);
  parts.push(...d.cards);
  return parts.length ? list(parts) : 'nothing';
}

export const dealIsEmpty = (d: Deal): boolean => d.cards.length === 0 && Object.values(d.goods).every((n) => !n);

/** The name of a seat, or "Player 2" if the table has no name for it. */
export const nameOf = (names: readonly string[], seat: Seat): string => names[seat] ?? `Player ${seat + 1}`;

/** The engine's sentences call seats "Player 2": put the players' names in. */
export function withNames(text: string, names: readonly string[]): string {
  return text.replace(/\bPlayer (\d+)\b/g, (all, n: string) => names[Number(n) - 1] ?? all);
}

/** "Fertile Fields (row 2, column 3)": rows and columns counted from 1. */
export const cellWords = (c: Pick<CellView, 'land' | 'row' | 'col'>): string => `${c.land} (row ${c.row + 1}, column ${c.col + 1})`;

/** A possessive: "Bo's". */
export const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);
