/**
 * What the rules page shows for each game, loaded on demand: a rulebook
 * summary written for the app (src/app/rules/<game>.ts) where there is one,
 * then the engine's notes on how it reads the rules (engine/games/<game>/notes.ts).
 * Feuville's notes exist in English and German and follow its language switch.
 */
import type { TemplateResult } from 'lit';

export type Lang = 'en' | 'de';

export interface RulesText {
  /** The page's title. */
  readonly title: string;
  /** The rulebook summary, or null if the app has none for this game yet. */
  readonly body: TemplateResult | null;
  /** The heading over the notes. */
  readonly notesTitle: string;
  /** The engine's notes (a title line, then paragraphs), or '' if it has none. */
  readonly notes: string;
  /** The notes' language, when it is not English. */
  readonly lang?: Lang;
}

/** The notes' first line is their own title; the page shows it as the heading. */
function titleLine(notes: string, fallback: string): string {
  return notes.trim().split('\n')[0]?.trim() || fallback;
}

export async function loadRules(game: string, lang: Lang = 'en'): Promise<RulesText | null> {
  switch (game) {
    case 'feebleton': {
      const [text, notes] = await Promise.all([import('./feebleton.js'), import('../../../engine/games/feebleton/notes.js')]);
      return { title: text.title, body: text.body, notesTitle: 'Timing and reactions: how this app reads the rules', notes: notes.RULES_NOTES };
    }
    case 'medieval-manor': {
      const [text, notes] = await Promise.all([import('./medieval-manor.js'), import('../../../engine/games/medieval-manor/notes.js')]);
      return { title: text.title, body: text.body, notesTitle: titleLine(notes.RULES_NOTES, 'How this app reads the rules'), notes: notes.RULES_NOTES };
    }
    case 'feuville': {
      const [text, notes] = await Promise.all([import('./feuville.js'), import('../../../engine/games/feuville/notes.js')]);
      const de = lang === 'de';
      const n = de ? notes.RULES_NOTES_DE : notes.RULES_NOTES;
      return {
        title: de ? text.titleDe : text.title,
        body: text.body,
        notesTitle: titleLine(n, 'How this app reads the rules'),
        notes: n,
        ...(de ? { lang: 'de' as const } : {}),
      };
    }
    default:
      return null;
  }
}
