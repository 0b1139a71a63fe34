/**
 * The notes under each game's in-app rules (components/<game>/notes.ts): how the
 * app reads what the rulebook leaves open. They open with a title line and say
 * plainly which parts are reconstructed (Medieval Manor's card faces and lands,
 * Feuville's tile faces); Feebleton's name the reaction windows the engine
 * implements. The translations are checked with every other message (i18n.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { notes as feebleton } from '../../components/feebleton/notes.js';
import { notes as feuville } from '../../components/feuville/notes.js';
import { notes as manor } from '../../components/medieval-manor/notes.js';

describe('the rules notes', () => {
  it('Feebleton: a title line, then the timing readings (reactions, the end, the Council Member)', () => {
    const n = feebleton();
    expect(n.split('\n')[0]).toBe('Feebleton — how we read the rules');
    for (const topic of ['Reactions', 'End of the game', 'Council Member']) expect(n).toContain(topic);
  });
  it('Medieval Manor says plainly which parts are reconstructed', () => {
    expect(manor()).toContain('RECONSTRUCTED');
  });
  it('Feuville says plainly which parts are reconstructed', () => {
    expect(feuville()).toMatch(/^Feuville — how this app reads the rules\n\nReconstructed/);
  });
});
