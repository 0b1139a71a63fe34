/**
 * Drag it there (issue 13, "Act where the thing is"): besides clicking a thing
 * and then where it goes, a player may press on a thing that may move now (a
 * card in the hand, a tile) and drag it onto a place it may go. A table adds a
 * `DragController` and says, in its own keys, what a press picks up (`source`),
 * which legal place lies under the pointer (`target`) and what a drop there
 * plays (`drop`: the one action, or the menu a click opens when several fit);
 * the controller knows no game and no rule. While a drag is on, `dragging` names
 * the thing and the table lights up where it may go, as a click on it does. A
 * drop anywhere else plays nothing: the ghost (drag-ghost.ts) goes back.
 *
 * Pointer Events, for the HTML drag and drop API never fires on a touch screen.
 * A press that travels less than a few pixels stays a click, and the click a
 * browser sends after a real drag is swallowed. A finger pressing on a thing
 * that may move holds the page still (its `touchmove` is cancelled), so it
 * drags the thing; pressed anywhere else it scrolls as ever; near the window's
 * top or bottom edge a drag scrolls the page, so a place out of sight can be
 * reached. Escape cancels a drag. Keyboard and screen-reader play are unchanged:
 * dragging is an extra way for a pointer, never the only one.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type Ghost, ghostOf } from './drag-ghost.js';
import type { TtHand } from './hand.js';

/** What a press picked up: its key (the table's words for it) and the element drawn as it. */
export interface Picked {
  readonly key: string;
  readonly el: HTMLElement | SVGElement;
}

export interface DragSpec {
  /** What a press at `path` (its composed path, innermost first) picks up, if it may go somewhere now; null: not a drag, the press stays a click. */
  source(path: readonly EventTarget[]): Picked | null;
  /** The key of a place `source` may go, at `path` (the composed path under the pointer, innermost first), or null. */
  target(path: readonly EventTarget[], source: string): string | null;
  /** Plays a drop of `source` on `target` (a key `target` gave): as the click sequence would. */
  drop(source: string, target: string): void;
}

/** Pixels a press must travel to become a drag, by mouse and by finger or pen: a click (a tap) that wobbles stays one. */
const THRESHOLD = { mouse: 6, other: 10 };
/** Within this many pixels of the window's top or bottom, a drag scrolls the page that way (pixels a frame: `SCROLL`). */
const EDGE = 40;
const SCROLL = 12;

/** The first element on `path` carrying attribute `name`, with its value as the key. */
export function keyIn(path: readonly EventTarget[], name: string): Picked | null {
  for (const t of path) if ((t instanceof HTMLElement || t instanceof SVGElement) && t.hasAttribute(name)) return { key: t.getAttribute(name)!, el: t };
  return null;
}

/** The hand card (`<tt-hand>`, hand.ts) on `path`, keyed by its `HandCard.key`: a hand draws its cards, in order, as its `button.card`s. */
export function handCard(path: readonly EventTarget[]): Picked | null {
  for (const t of path) {
    if (!(t instanceof HTMLElement) || !t.matches('button.card')) continue;
    const root = t.getRootNode();
    if (!(root instanceof ShadowRoot) || root.host.localName !== 'tt-hand') continue;
    const key = (root.host as TtHand).cards[[...root.querySelectorAll('button.card')].indexOf(t)]?.key;
    return key === undefined ? null : { key, el: t };
  }
  return null;
}

/**
 * A drag from spot to spot, each spot carrying its key in attribute `name` (Feuville's `data-key`): `moves(from)`
 * are the legal moves taking the thing at `from` somewhere, `moves(from, to)` those taking it to `to`; a drop hands those to `play`.
 */
export function spotDrag<M>(name: string, moves: (from: string, to?: string) => readonly M[], play: (from: string, moves: readonly M[]) => void): DragSpec {
  return {
    source: (path) => {
      const spot = keyIn(path, name);
      return spot && moves(spot.key).length ? spot : null;
    },
    target: (path, from) => {
      const to = keyIn(path, name)?.key;
      return to !== undefined && moves(from, to).length ? to : null;
    },
    drop: (from, to) => play(from, moves(from, to)),
  };
}

/** What lies under the point (x, y), innermost first, through every shadow root up to the window (a composed path). */
export function pathAt(x: number, y: number): EventTarget[] {
  let el = document.elementFromPoint(x, y);
  for (let inner = el?.shadowRoot?.elementFromPoint(x, y); el && inner && inner !== el; inner = el.shadowRoot?.elementFromPoint(x, y)) el = inner;
  const path: EventTarget[] = [];
  for (let n: Node | null = el; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) path.push(n);
  return el ? [...path, window] : path;
}

export class DragController implements ReactiveController {
  /** The key of the thing being dragged ('' when none): the table lights up where it may go. */
  dragging = '';

  private press: { readonly id: number; readonly x: number; readonly y: number; readonly picked: Picked } | null = null;
  private ghost: Ghost | null = null;
  private pointer = { x: 0, y: 0 };
  private scrolling = 0;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly spec: DragSpec,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('pointerdown', this.down);
    this.host.addEventListener('touchmove', this.hold, { passive: false });
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.down);
    this.host.removeEventListener('touchmove', this.hold);
    this.end(null);
  }

  private readonly down = (e: PointerEvent): void => {
    if (this.press || !e.isPrimary || e.button !== 0) return;
    const picked = this.spec.source(e.composedPath());
    if (!picked) return;
    this.press = { id: e.pointerId, x: e.clientX, y: e.clientY, picked };
    this.listen(true);
  };

  /** A finger on a thing that may move drags it rather than scrolling the page. */
  private readonly hold = (e: TouchEvent): void => {
    if (this.press && e.cancelable) e.preventDefault();
  };

  private readonly move = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    this.pointer = { x: e.clientX, y: e.clientY };
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    if (!this.dragging) {
      if (Math.hypot(dx, dy) < (e.pointerType === 'mouse' ? THRESHOLD.mouse : THRESHOLD.other)) return;
      this.begin(e);
    }
    this.ghost?.move(dx, dy);
    if (!this.scrolling && (e.clientY < EDGE || e.clientY > innerHeight - EDGE)) this.scrolling = requestAnimationFrame(this.scroll);
  };

  private readonly up = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    // A press that never became a drag ends here; its click follows.
    this.end(this.dragging ? this.spec.target(pathAt(e.clientX, e.clientY), this.dragging) : null);
  };

  private readonly cancel = (e: Event): void => {
    if (e instanceof KeyboardEvent) {
      if (e.key !== 'Escape' || !this.dragging) return;
      e.preventDefault();
      e.stopPropagation();
    } else if (this.press && (e as PointerEvent).pointerId !== this.press.id) return;
    this.end(null);
  };

  /** Native drags (of a picture, a selection) and a long press's menu would take the pointer away mid-drag. */
  private readonly still = (e: Event): void => e.preventDefault();

  /** Follows the press wherever the pointer goes, in the capture phase, so no part keeps its events from the drag. */
  private listen(on: boolean): void {
    const listeners: [string, EventListener][] = [
      ['pointermove', this.move as EventListener],
      ['pointerup', this.up as EventListener],
      ['pointercancel', this.cancel],
      ['keydown', this.cancel],
      ['dragstart', this.still],
      ['selectstart', this.still],
      ['contextmenu', this.still],
    ];
    for (const [type, f] of listeners) on ? window.addEventListener(type, f, true) : window.removeEventListener(type, f, true);
  }

  private begin(e: PointerEvent): void {
    const { key, el } = this.press!.picked;
    this.dragging = key;
    // The pointer stays with the table wherever it goes (a real pointer; a made-up event's has nothing to capture).
    try {
      this.host.setPointerCapture(e.pointerId);
    } catch {
      /* not an active pointer */
    }
    this.ghost = ghostOf(el);
    this.host.requestUpdate();
  }

  /** Near the top or bottom of the window, the page scrolls towards it, a step each frame, while the drag lasts there. */
  private readonly scroll = (): void => {
    const { y } = this.pointer;
    const step = y < EDGE ? -SCROLL : y > innerHeight - EDGE ? SCROLL : 0;
    if (!this.dragging || step === 0) {
      this.scrolling = 0;
      return;
    }
    scrollBy(0, step);
    this.scrolling = requestAnimationFrame(this.scroll);
  };

  /** Ends a press: a drag dropped on `target` plays it; a drag dropped elsewhere (null) plays nothing and its ghost goes back. */
  private end(target: string | null): void {
    if (!this.press) return;
    const key = this.dragging;
    const ghost = this.ghost;
    this.listen(false);
    cancelAnimationFrame(this.scrolling);
    this.press = null;
    this.ghost = null;
    this.scrolling = 0;
    if (!key) return;
    this.dragging = '';
    this.swallowClick();
    if (target !== null) {
      ghost?.remove();
      this.spec.drop(key, target);
    } else ghost?.back();
    this.host.requestUpdate();
  }

  /** The click a browser sends after a drag (in the task of its pointerup) is not a click on anything. */
  private swallowClick(): void {
    const swallow = (e: Event): void => {
      e.preventDefault();
      e.stopPropagation();
      stop();
    };
    const stop = (): void => removeEventListener('click', swallow, true);
    addEventListener('click', swallow, true);
    setTimeout(stop);
  }
}
