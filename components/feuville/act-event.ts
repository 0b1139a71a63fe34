/**
 * The events Feuville components send: `fv-act` (the player chose this legal
 * action; the app plays it) and `fv-target` (a part of the table was
 * clicked; the table finds the legal actions that use it).
 */
import type { FeuvilleAction } from '../../engine/games/feuville/types.js';

export type FvActEvent = CustomEvent<{ action: FeuvilleAction }>;
export type FvTargetEvent = CustomEvent<{ key: string }>;

declare global {
  interface HTMLElementEventMap {
    'fv-act': FvActEvent;
    'fv-target': FvTargetEvent;
  }
}
