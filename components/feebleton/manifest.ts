/** Feebleton on the platform: its engine (engine/games/feebleton/) and how the app shows it. */
import { msg } from '@lit/localize';
import type { AnyGame } from '../../engine/core/game.js';
import { meta } from '../../engine/games/feebleton/meta.js';
import { defineManifest, labelOf } from '../../components/shared/manifest.js';

export const manifest = defineManifest({
  meta,
  ui: async () => ({
    label: labelOf((await import('./index.js')).actionLabel),
    refusal: (await import('./refusals.js')).refusal,
    table: 'fb-table',
    end: 'fb-end-screen',
    // The log is worded in the reader's language each time it is drawn (log-words.ts).
    game: async (engine) => ({ ...engine, describe: (await import('./log-words.js')).describe as AnyGame['describe'] }),
  }),
  options: async () => (await import('../../components/shared/options/first-seat.js')).firstSeatForm('firstSeat'),
  blurb: () => msg('A greedy city, a weak guard: play cards onto the pile and grab it when an era ends.'),
  rules: async () => {
    const [text, notes] = await Promise.all([import('./rules.js'), import('./notes.js')]);
    // Worded in the app's language when the page loads them (it reloads them when the language changes).
    return {
      title: text.title(),
      body: text.body(),
      notesTitle: msg('Timing and reactions: how this app reads the rules'),
      notes: notes.notes(),
    };
  },
});
