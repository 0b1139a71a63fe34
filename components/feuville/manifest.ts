/**
 * Feuville on the platform: its engine (engine/games/feuville/) and how the app
 * shows it, in English or German (its language switch, lang.ts): each log line
 * is worded in the language chosen when its move is made.
 */
import { msg } from '@lit/localize';
import { meta } from '../../engine/games/feuville/meta.js';
import { defineManifest, labelOf, titleLine } from '../shared/manifest.js';
import { currentLang } from './lang.js';

export const manifest = defineManifest({
  meta,
  ui: async () => ({
    label: labelOf((await import('./index.js')).actionLabel),
    table: 'fv-table',
    end: 'fv-end-screen',
    game: async (engine) => {
      const { describeIn } = await import('../../engine/games/feuville/notation.js');
      return { ...engine, describe: (s, a, seat, names) => describeIn(currentLang(), s as never, a as never, seat, names) };
    },
  }),
  options: async () => (await import('../shared/options/first-seat.js')).firstSeatForm('firstSeat'),
  blurb: () => msg('Roll the dice, call the townsfolk and build your view of the town before the dragon wakes.'),
  rules: async (lang) => {
    const [text, notes] = await Promise.all([import('./rules.js'), import('../../engine/games/feuville/notes.js')]);
    const n = lang === 'de' ? notes.RULES_NOTES_DE : notes.RULES_NOTES;
    return { title: lang === 'de' ? text.titleDe : text.title, body: lang === 'de' ? text.bodyDe : text.body, notesTitle: titleLine(n), notes: n };
  },
  languages: { current: currentLang, switchTag: 'fv-lang-switch', loadSwitch: () => import('./lang-switch.js') },
});
