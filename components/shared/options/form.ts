/**
 * A game's set-up options as a small form, shared by the hot-seat/solo set-up
 * page and the networked room's creation form. Each game has its module here
 * (index.ts picks it); the page owns the config and the seat count, the form
 * shows them and asks for changes. The game's `parseConfig` has the last word
 * when the game starts.
 */
import type { TemplateResult } from 'lit';

/** The config being edited: the game's own config type, seen as plain data. */
export type ConfigDraft = Readonly<Record<string, unknown>>;

export interface OptionsContext {
  readonly config: ConfigDraft;
  readonly seats: number;
  /** A name per seat ("Ana", or "You" and "Seat 2" in a room not yet filled). */
  readonly names: readonly string[];
  /** Replaces some fields of the config. */
  readonly set: (patch: ConfigDraft) => void;
}

export interface OptionsForm {
  render(ctx: OptionsContext): TemplateResult;
  /** The config kept as far as it still fits a table of `seats` (called when the player count changes). */
  resize(config: ConfigDraft, seats: number): ConfigDraft;
}
