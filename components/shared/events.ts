/**
 * Typed custom events the components send out. Every event bubbles and is
 * composed, so a page can listen at the table whatever the nesting.
 */
export function emit<T>(el: HTMLElement, type: string, detail: T): boolean {
  return el.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable: true }));
}

/** An end screen's choice: play again, save the record, or go home (every game's end screen sends it). */
export type EndActionEvent = CustomEvent<{ what: 'again' | 'export' | 'home' }>;

declare global {
  interface HTMLElementEventMap {
    'tt-end-action': EndActionEvent;
  }
}
