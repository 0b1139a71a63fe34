/** Medieval Manor on the platform: its engine (engine/games/medieval-manor/) and how the app shows it. */
import { msg } from '@lit/localize';
import type { AnyGame } from '../../engine/core/game.js';
import { meta } from '../../engine/games/medieval-manor/meta.js';
import { defineManifest, labelOf, titleLine } from '../../components/shared/manifest.js';

export const manifest = defineManifest({
  meta,
  ui: async () => ({
    label: labelOf((await import('./index.js')).actionLabel),
    refusal: (await import('./refusals.js')).refusal,
    table: 'mm-table',
    end: 'mm-end-screen',
    // The log is worded in the reader's language each time it is drawn (log-words.ts).
    game: async (engine) => ({ ...engine, describe: (await import('./log-words.js')).describe as AnyGame['describe'] }),
  }),
  options: async () => (await import('./options.js')).medievalManorOptions,
  blurb: () => msg('Send your peasants to work the lands of a small fiefdom, trade, feed them and score.'),
  rules: async () => {
    const [text, notes] = await Promise.all([import('./rules.js'), import('./notes.js')]);
    const n = notes.notes();
    return { title: text.title(), body: text.body(), notesTitle: titleLine(n), notes: n };
  },
});
