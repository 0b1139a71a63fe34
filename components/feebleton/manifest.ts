/** Feebleton on the platform: its engine (engine/games/feebleton/) and how the app shows it. */
import { meta } from '../../engine/games/feebleton/meta.js';
import { defineManifest, labelOf } from '../shared/manifest.js';

export const manifest = defineManifest({
  meta,
  ui: async () => ({ label: labelOf((await import('./index.js')).actionLabel), table: 'fb-table', end: 'fb-end-screen' }),
  options: async () => (await import('../shared/options/first-seat.js')).firstSeatForm('firstSeat'),
  rules: async () => {
    const [text, notes] = await Promise.all([import('./rules.js'), import('../../engine/games/feebleton/notes.js')]);
    return { title: text.title, body: text.body, notesTitle: 'Timing and reactions: how this app reads the rules', notes: notes.RULES_NOTES };
  },
});
