/** A game's set-up form, from its manifest (components/<game>/manifest.ts), for the set-up page and a new room. */
import { html } from 'lit';
import type { OptionsForm } from '../../components/shared/options/form.js';
import { manifestOf, type GameId } from '../games.js';

/** What a game without options (or whose form is still loading) shows: nothing. */
export const NO_OPTIONS: OptionsForm = { render: () => html``, resize: (c) => c };

export async function loadOptions(id: GameId): Promise<OptionsForm> {
  const load = manifestOf(id).options;
  return load ? load() : NO_OPTIONS;
}
