/**
 * Feuville on the platform: its engine (engine/games/feuville/) and how the app
 * shows it, in the app's language; the log is worded in the reader's language
 * (log-words.ts), the rules' notes in German or English (the engine's).
 */
import { msg } from '@lit/localize';
import type { AnyGame } from '../../engine/core/game.js';
import { meta } from '../../engine/games/feuville/meta.js';
import { defineManifest, labelOf, titleLine } from '../../components/shared/manifest.js';

export const manifest = defineManifest({
  meta,
  ui: async () => ({
    label: labelOf((await import('./index.js')).actionLabel),
    refusal: (await import('./refusals.js')).refusal,
    table: 'fv-table',
    end: 'fv-end-screen',
    game: async (engine) => ({ ...engine, describe: (await import('./log-words.js')).describe as AnyGame['describe'] }),
  }),
  options: async () => (await import('../../components/shared/options/first-seat.js')).firstSeatForm('firstSeat'),
  blurb: () => msg('Roll the dice, call the townsfolk and build your view of the town before the dragon wakes.'),
  rules: async () => {
    const [text, notes] = await Promise.all([import('./rules.js'), import('./notes.js')]);
    const n = notes.notes();
    return { title: text.title(), body: text.body(), notesTitle: titleLine(n), notes: n };
  },
});
