/**
 * Typed custom events the components send out. Every event bubbles and is
 * composed, so a page can listen at the table whatever the nesting.
 */
export function emit<T>(el: HTMLElement, type: string, detail: T): boolean {
  return el.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable: true }));
}

/** The one event a game's components send when the player chose a legal action: the app plays it. */
export type ActEvent<A = unknown> = CustomEvent<{ action: A }>;

/** An end screen's choice: play again, save the record, or go home (every game's end screen sends it). */
export type EndActionEvent = CustomEvent<{ what: 'again' | 'export' | 'home' }>;

declare global {
  interface HTMLElementEventMap {
    'tt-act': ActEvent;
    'tt-end-action': EndActionEvent;
  }
}
