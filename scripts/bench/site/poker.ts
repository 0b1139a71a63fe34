/**
 * The mental-poker figures in the browser: the same runs as in Node
 * (scripts/bench/poker.ts), started by the bench through `window.__bench`.
 * They run on the page's main thread; the app runs the same functions in a
 * Web Worker, which costs the same work.
 */
import { pokerRuns, type PokerRuns } from '../poker.js';

export interface PokerHook {
  poker(runs: number): Promise<PokerRuns>;
}

(window as unknown as { __bench: PokerHook }).__bench = { poker: (runs) => pokerRuns(runs) };
document.getElementById('status')!.textContent = 'ready';
