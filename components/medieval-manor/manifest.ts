/** Medieval Manor on the platform: its engine (engine/games/medieval-manor/) and how the app shows it. */
import { meta } from '../../engine/games/medieval-manor/meta.js';
import { defineManifest, titleLine } from '../shared/manifest.js';

/** Its actions in words (buttons, screen readers); loading the module also defines the table and end screen. */
async function labels() {
  const ui = await import('./index.js');
  return (action: unknown, names: readonly string[], view: unknown) => ui.actionLabel(action as never, names, view as never);
}

export const manifest = defineManifest({
  meta,
  ui: async () => ({ label: await labels(), table: 'mm-table', end: 'mm-end-screen' }),
  options: async () => (await import('./options.js')).medievalManorOptions,
  rules: async () => {
    const [text, notes] = await Promise.all([import('./rules.js'), import('../../engine/games/medieval-manor/notes.js')]);
    return { title: text.title, body: text.body, notesTitle: titleLine(notes.RULES_NOTES), notes: notes.RULES_NOTES };
  },
});
