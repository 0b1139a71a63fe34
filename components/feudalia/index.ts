/**
 * Feudalia's UI, loaded on demand with the game: the table, the end screen and
 * the words for its actions.
 */
import './table.js';
import './end-screen.js';
export { actionLabel } from './labels.js';
