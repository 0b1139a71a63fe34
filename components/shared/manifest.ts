/**
 * A game's manifest (`components/<game>/manifest.ts`): its metadata and engine
 * (engine/games/<game>/meta.ts) with everything the app shows it with — the
 * table and end screen, the set-up options, the rules text, its languages.
 * Every part is loaded on demand, so the list of games (src/games.ts) costs the
 * first page almost nothing and loads in Node (npm run sim, verify, bench).
 * The type asks for every part: a game missing one does not compile.
 * CONTRIBUTING.md says how to add a game.
 */
import type { TemplateResult } from 'lit';
import type { AnyGame } from '../../engine/core/game.js';
import type { GameMeta } from '../../engine/core/meta.js';
import type { ActionLabel } from './contract.js';
import type { Locale } from './locale.js';
import type { OptionsForm } from './options/form.js';
import type { RefusalWords } from './refusals.js';

/** The window event a game's language switch sends when the language changes. */
export const LANG_EVENT = 'tt-lang-change';

/** What a game's UI module gives the app once loaded. */
export interface GameUiParts {
  /** Words for a legal action (buttons, screen readers). */
  readonly label: ActionLabel;
  /** The table element's tag: it takes `.snapshot` and `.explain` and sends `tt-act` with the chosen action. */
  readonly table: string;
  readonly end: string;
  /** Why a move is refused, in the reader's language (the game's refusals.ts). */
  readonly refusal: RefusalWords;
  /** The engine as this UI plays it (Feuville words its log in the language chosen); the engine itself if absent. */
  readonly game?: (engine: AnyGame) => Promise<AnyGame>;
}

/** What the rules page shows: a rulebook summary written for the app, then the engine's notes on how it reads the rules. */
export interface RulesText {
  readonly title: string;
  readonly body: TemplateResult;
  /** The heading over the notes. */
  readonly notesTitle: string;
  /** The engine's notes (a title line, then paragraphs). */
  readonly notes: string;
}

export interface GameManifest<Id extends string = string> {
  readonly meta: GameMeta<Id>;
  readonly ui: () => Promise<GameUiParts>;
  /** The set-up form, or null for a game with no options beyond its players. */
  readonly options: (() => Promise<OptionsForm>) | null;
  readonly rules: (lang: Locale) => Promise<RulesText>;
  /** The metadata's one line about the game in the app's language (`msg()`); the metadata's English if absent. */
  readonly blurb?: () => string;
}

/**
 * A game's `actionLabel`, typed for its own actions and view, as the app calls it. The game's UI module
 * exports it; loading that module also defines the table and the end screen.
 */
export function labelOf<A, V>(actionLabel: (action: A, names: readonly string[], view: V) => string): ActionLabel {
  return (action, names, view) => actionLabel(action as A, names, view as V);
}

/** Declares a game's manifest, keeping its id as a literal type. */
export function defineManifest<const Id extends string>(manifest: GameManifest<Id>): GameManifest<Id> {
  return manifest;
}

/** The notes' first line is their own title; the page shows it as the heading. */
export function titleLine(notes: string, fallback = 'How this app reads the rules'): string {
  return notes.trim().split('\n')[0]?.trim() || fallback;
}
