/**
 * What the browser tests share: a wait that fails with what it waited for, the
 * game store in memory (test/memory-store.ts), and shadow-DOM lookups.
 */
export { memoryStore } from '../memory-store.js';

/**
 * Waits until `check()` holds, looking every 20 ms; after `ms` (generous: the
 * CI machine is shared) it throws, naming `what` it waited for, so a test
 * never goes on as if the page had got there.
 */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** An element's text, its white space collapsed. */
export const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The first element matching `sel` in `host`'s shadow root. */
export const shadow = <T extends Element>(host: Element | null | undefined, sel: string): T | null => host?.shadowRoot?.querySelector<T>(sel) ?? null;

/** Every element matching `sel` in `host`'s shadow root. */
export const shadowAll = <T extends Element>(host: Element | null | undefined, sel: string): T[] => [...(host?.shadowRoot?.querySelectorAll<T>(sel) ?? [])];
