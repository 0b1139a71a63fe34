/**
 * Feuville's UI, loaded on demand with the game: the table, the end screen,
 * the words for its actions in the current language, and the language itself
 * (the app's, lang.ts: kept in localStorage `tt-lang`; a change sends the
 * window event `tt-lang-change` so the app can re-word its own parts).
 */
import type { FeuvilleAction, FeuvilleView } from '../../engine/games/feuville/types.js';
import { actionLabel as label } from './labels.js';
import './table.js';
import './end-screen.js';

export { currentLang, setLang, type Lang } from './lang.js';
export type { FeuvilleSnapshot } from './table.js';

/** An action in words, in the current language (buttons, screen readers). */
export function actionLabel(action: FeuvilleAction, names: readonly string[], view: FeuvilleView): string {
  return label(action, names, view);
}
