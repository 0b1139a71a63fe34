/** Tic-tac-toe's rules page: the rules, then how the engine reads them. */
import { html } from 'lit';
import type { RulesText } from '../../../components/shared/manifest.js';

export const rulesText: RulesText = {
  title: 'Tic-tac-toe',
  body: html`<p>Two players mark the squares of a 3×3 grid in turn, X and O. The first to hold a row, a column or a
    diagonal wins; a full grid without one is a draw.</p>`,
  notesTitle: 'How this app reads the rules',
  notes: 'How this app reads the rules\n\nWho starts is drawn at random (in a room, from the shared randomness).',
};
