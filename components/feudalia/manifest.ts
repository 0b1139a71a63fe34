/** Feudalia on the platform: its engine (engine/games/feudalia/) and how the app shows it, in the app's language. */
import { msg } from '@lit/localize';
import type { AnyGame } from '../../engine/core/game.js';
import { meta } from '../../engine/games/feudalia/meta.js';
import { defineManifest, labelOf, titleLine } from '../../components/shared/manifest.js';

export const manifest = defineManifest({
  meta,
  ui: async () => ({
    label: labelOf((await import('./index.js')).actionLabel),
    refusal: (await import('./refusals.js')).refusal,
    table: 'fd-table',
    end: 'fd-end-screen',
    // The log is worded in the reader's language each time it is drawn (log-words.ts).
    game: async (engine) => ({ ...engine, describe: (await import('./log-words.js')).describe as AnyGame['describe'] }),
  }),
  options: async () => (await import('./options.js')).feudaliaOptions,
  blurb: () => msg('Hire vassals and masters, raise your fiefs and build the cathedral before the tax collector comes round.'),
  rules: async () => {
    const [text, notes] = await Promise.all([import('./rules.js'), import('./notes.js')]);
    const n = notes.notes();
    return { title: text.title(), body: text.body(), notesTitle: titleLine(n), notes: n };
  },
});
