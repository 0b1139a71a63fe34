/**
 * Motion that explains a move (FLIP: first, last, invert, play). A table adds a
 * `Flip` controller; anything it draws, in its own shadow root or its parts',
 * may carry `data-flip="<key>"` (a card: `card:<handle>`); for when the key is
 * new, `data-flip-from="<key>"` (where such a thing comes from: the deck, a
 * player's panel); for when it goes away, `data-flip-to="<key>"` (where it goes:
 * a won pile). Before each update the controller notes where every keyed thing
 * is; after the update and its parts' updates, before the browser paints:
 * - a thing that moved within its container (a hand closing up) or to another
 *   part (a card played), or arrived from a noted place, is drawn back where it
 *   was and slides to its place (one merely pushed along with its container, by
 *   a prompt opening above, stays still);
 * - a thing its part removed flies to the place it went to and fades there: the
 *   removed element itself, lifted into a fixed, inert, aria-hidden layer.
 * Web Animations, under 300 ms. A move that arrives over the network is drawn
 * the same way. Nothing moves when the player asked for reduced motion or the
 * page is in the background, nor where the whole way is out of the window;
 * `pulse` plays a change in place (a tile that burns) under the same rules.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export const FLIP_MS = 260;
const EASING = 'cubic-bezier(0.2, 0.7, 0.3, 1)';

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

/** The player asked for reduced motion. */
const reduced = (): boolean => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Not drawn (inside something hidden or folded): nothing to move from or to. */
const unseen = (r: DOMRect): boolean => r.width === 0 && r.height === 0;

/**
 * Whether a way from `a` to `b` (page rectangles) crosses the window. One that does not is not
 * animated: nobody would see it, and every frame of it costs painting (most of a long table is
 * scrolled away on a phone).
 */
const seenOnTheWay = (a: DOMRect, b: DOMRect): boolean =>
  Math.min(a.top, b.top) < innerHeight && Math.max(a.bottom, b.bottom) > 0 && Math.min(a.left, b.left) < innerWidth && Math.max(a.right, b.right) > 0;

/** Nothing to show: the player asked for reduced motion, or the page is in the background. */
const still = (): boolean => reduced() || document.hidden;

/**
 * Plays a short change of `el` in place (a tile that burns), unless reduced motion is asked for.
 * Colours, shadows, opacity: nothing that moves it, for a `Flip` measures places while it plays.
 */
export function pulse(el: Element, keyframes: Keyframe[]): Animation | null {
  if (still()) return null;
  const r = el.getBoundingClientRect();
  return seenOnTheWay(r, r) ? el.animate(keyframes, { id: 'pulse', duration: FLIP_MS, easing: 'ease-out' }) : null;
}

/** The part (custom element) whose shadow root draws `el` (null: the document's own). */
const partOf = (el: Element): Element | null => (el.getRootNode() as Partial<ShadowRoot>).host ?? null;

/** Where a keyed thing was before an update (in the page, in its container), its part, and where it goes if it leaves. */
interface Noted {
  readonly el: Element;
  readonly rect: DOMRect;
  readonly part: Element | null;
  readonly inside: { readonly left: number; readonly top: number };
  readonly to: string | null;
}

function note(el: Element): Noted {
  const rect = el.getBoundingClientRect();
  const part = partOf(el);
  const box = (el.parentElement ?? part)?.getBoundingClientRect();
  return { el, rect, part, inside: { left: rect.left - (box?.left ?? 0), top: rect.top - (box?.top ?? 0) }, to: el.getAttribute('data-flip-to') };
}

export class Flip implements ReactiveController {
  private before = new Map<string, Noted>();

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostUpdate(): void {
    const root = this.host.shadowRoot;
    if (!root || still() || !this.host.isConnected) return;
    this.before = new Map([...keyed(root)].map(([k, el]) => [k, note(el)]));
  }

  hostUpdated(): void {
    if (this.before.size === 0) return;
    const before = this.before;
    this.before = new Map();
    void this.play(before);
  }

  private async play(before: ReadonlyMap<string, Noted>): Promise<void> {
    const root = this.host.shadowRoot;
    if (!root) return;
    await settled(root);
    const now = keyed(root);
    for (const [k, el] of now) {
      const was = before.get(k) ?? before.get(el.getAttribute('data-flip-from') ?? '');
      if (!was || unseen(was.rect)) continue;
      // A slide still running is overtaken: it starts again from where the thing was drawn (noted above).
      for (const a of el.getAnimations()) if (a.id === 'flip') a.cancel();
      const to = note(el);
      // Within one part only the move inside its container counts (not the container pushed along); from another part, the whole way.
      const same = was.part === to.part;
      const dx = same ? was.inside.left - to.inside.left : was.rect.left - to.rect.left;
      const dy = same ? was.inside.top - to.inside.top : was.rect.top - to.rect.top;
      if (unseen(to.rect) || (Math.abs(dx) < 1 && Math.abs(dy) < 1) || !seenOnTheWay(was.rect, to.rect)) continue;
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], { id: 'flip', duration: FLIP_MS, easing: EASING });
    }
    for (const [k, { el, rect, to }] of before) {
      const target = to ? now.get(to) : undefined;
      // Only a thing its part removed leaves (an element reused for something else stays where it is).
      if (now.has(k) || !target || el.isConnected || unseen(rect)) continue;
      this.leave(root, el, rect, target.getBoundingClientRect());
    }
  }

  /** Flies a removed element from where it was to the middle of `to`, shrinking and fading, then drops it. */
  private leave(root: ShadowRoot, el: Element, from: DOMRect, to: DOMRect): void {
    if (unseen(to) || !seenOnTheWay(from, to)) return;
    for (const a of ['data-flip', 'data-flip-from', 'data-flip-to']) el.removeAttribute(a);
    const ghost = document.createElement('div');
    ghost.setAttribute('data-flip-ghost', '');
    ghost.setAttribute('aria-hidden', 'true');
    ghost.inert = true;
    Object.assign(ghost.style, {
      position: 'fixed',
      left: `${from.left}px`,
      top: `${from.top}px`,
      width: `${from.width}px`,
      height: `${from.height}px`,
      margin: '0',
      pointerEvents: 'none',
      zIndex: '10',
    });
    ghost.append(el);
    root.append(ghost);
    const dx = to.left + to.width / 2 - (from.left + from.width / 2);
    const dy = to.top + to.height / 2 - (from.top + from.height / 2);
    // Seen most of the way, fading only as it lands.
    const flight = ghost.animate(
      [
        { transform: 'none', opacity: 1 },
        { opacity: 1, offset: 0.6 },
        { transform: `translate(${dx}px, ${dy}px) scale(0.5)`, opacity: 0 },
      ],
      { id: 'flip', duration: FLIP_MS, easing: EASING, fill: 'forwards' },
    );
    const drop = () => ghost.remove();
    flight.finished.then(drop, drop);
  }
}
