/** Tic-tac-toe on the platform: the test builds' fixture game, listed by test/games.ts. */
import { defineManifest, labelOf } from '../../../components/shared/manifest.js';
import { meta } from './meta.js';

export const manifest = defineManifest({
  meta,
  ui: async () => ({
    label: labelOf((await import('./ui.js')).actionLabel),
    refusal: (await import('../../../components/shared/refusals.js')).sharedRefusal,
    table: 'ttt-table',
    end: 'ttt-end-screen',
  }),
  options: null,
  rules: async () => (await import('./text.js')).rulesText,
});
