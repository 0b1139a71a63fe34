/**
 * Motion that explains a move (FLIP: first, last, invert, play). A table adds a
 * `Flip` controller; anything it draws, in its own shadow root or its parts',
 * may carry `data-flip="<key>"` (a card: `card:<handle>`) and, for when the key
 * is new, `data-flip-from="<key>"` (where such a thing comes from: the deck, a
 * player's panel). Before each update the controller notes where every keyed
 * thing is; after the update and its parts' updates, before the browser paints,
 * each thing that moved, or arrived from a noted place, is drawn back where it
 * was and slides to its place (Web Animations, under 300 ms). A move that
 * arrives over the network is drawn the same way. Nothing moves when the player
 * asked for reduced motion.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const FLIP_MS = 260;

type Part = Element & { isUpdatePending?: boolean; updateComplete?: Promise<unknown> };

/** Every element under `root`, through nested shadow roots. */
function* deep(root: ParentNode): Generator<Part> {
  for (const el of root.querySelectorAll<Part>('*')) {
    yield el;
    if (el.shadowRoot) yield* deep(el.shadowRoot);
  }
}

function keyed(root: ParentNode): Map<string, Element> {
  const out = new Map<string, Element>();
  for (const el of deep(root)) {
    const k = el.getAttribute('data-flip');
    if (k) out.set(k, el);
  }
  return out;
}

/** Waits until no part under `root` has an update pending (parts update after their parent, grandparts after them). */
async function settled(root: ParentNode): Promise<void> {
  for (let round = 0; round < 5; round++) {
    const pending = [...deep(root)].filter((el) => el.isUpdatePending && el.updateComplete);
    if (pending.length === 0) return;
    await Promise.all(pending.map((el) => el.updateComplete));
  }
}

const reduced = (): boolean => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export class Flip implements ReactiveController {
  private before = new Map<string, DOMRect>();

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostUpdate(): void {
    const root = this.host.shadowRoot;
    if (!root || reduced() || !this.host.isConnected) return;
    this.before = new Map([...keyed(root)].map(([k, el]) => [k, el.getBoundingClientRect()]));
  }

  hostUpdated(): void {
    if (this.before.size === 0) return;
    const before = this.before;
    this.before = new Map();
    void this.play(before);
  }

  private async play(before: ReadonlyMap<string, DOMRect>): Promise<void> {
    const root = this.host.shadowRoot;
    if (!root) return;
    await settled(root);
    for (const [k, el] of keyed(root)) {
      const from = before.get(k) ?? before.get(el.getAttribute('data-flip-from') ?? '');
      if (!from) continue;
      const to = el.getBoundingClientRect();
      const dx = from.left - to.left;
      const dy = from.top - to.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
        duration: FLIP_MS,
        easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)',
      });
    }
  }
}
