/**
 * Feuville's own event: `fv-target` (a part of the table was clicked; the table
 * finds the legal actions that use it). A chosen action is the shared `tt-act`
 * (components/shared/events.ts).
 */
export type FvTargetEvent = CustomEvent<{ key: string }>;

declare global {
  interface HTMLElementEventMap {
    'fv-target': FvTargetEvent;
  }
}
