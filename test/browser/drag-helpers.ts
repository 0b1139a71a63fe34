/**
 * Drag it there (issue 13; components/shared/drag.ts), as a test does it: real
 * `PointerEvent`s dispatched where a browser would send them — the press on
 * the thing, each move and the release at whatever lies under the pointer — and
 * what a table sends (`tt-act`) or opens (`tt-choice-menu`) after the drop.
 */
import { pathAt } from '../../components/shared/drag.js';
import { text } from './helpers.js';

type Lit = HTMLElement & { updateComplete?: Promise<unknown> };
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Lets a table and its parts finish updating (parts update after their parent). */
export const frame = (): Promise<void> => new Promise((r) => requestAnimationFrame(() => r()));

/** The middle of `el` on screen. */
export function centre(el: Element): Point {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/**
 * Waits frame by frame until `check()` holds (the drag's auto-scroll moves a step a frame); after `max`
 * frames it throws, naming `what` it waited for.
 */
export async function frames(check: () => boolean, what: string, max = 300): Promise<void> {
  for (let n = 0; !check(); n++) {
    if (n === max) throw new Error(`waited ${max} frames for ${what}`);
    await frame();
  }
}

/** Where the page is scrolled (`scrollY`) after each of the next `n` frames. */
export async function scrolledOver(n = 10): Promise<number[]> {
  const ys: number[] = [];
  for (let i = 0; i < n; i++) {
    await frame();
    ys.push(scrollY);
  }
  return ys;
}

/** A pointer event of the mouse (pointer 1) or a finger (pointer 2) at `at`, sent to what lies there (or to `to`). */
export function pointer(
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel',
  at: Point,
  to?: EventTarget,
  kind: 'mouse' | 'touch' = 'mouse',
): void {
  const target = to ?? pathAt(at.x, at.y)[0] ?? document;
  const id = kind === 'mouse' ? 1 : 2;
  const init: PointerEventInit = { bubbles: true, composed: true, cancelable: true, pointerId: id, pointerType: kind, isPrimary: true };
  const buttons = type === 'pointerdown' || type === 'pointermove' ? 1 : 0;
  target.dispatchEvent(
    new PointerEvent(type, { ...init, button: type === 'pointermove' || type === 'pointercancel' ? -1 : 0, buttons, clientX: at.x, clientY: at.y }),
  );
}

/**
 * Presses on `from`, moves to `to` in a few steps (calling `during` there, the button still down) and lets go.
 * `to` may be found while the drag is on (the table lights up its targets then, and may lay them out anew).
 */
export async function drag(from: Element, to: Point | (() => Point), during?: () => unknown): Promise<void> {
  const a = centre(from);
  pointer('pointerdown', a, from);
  pointer('pointermove', { x: a.x + 8, y: a.y + 8 });
  await frame();
  await frame();
  // Where `to` is now (found again each step, as an eye follows a place that moves).
  const where = (): Point => (typeof to === 'function' ? to() : to);
  for (let i = 1; i <= 4; i++) {
    const b = where();
    pointer('pointermove', { x: a.x + ((b.x - a.x) * i) / 4, y: a.y + ((b.y - a.y) * i) / 4 });
    await frame();
  }
  await during?.();
  pointer('pointerup', where());
  await frame();
}

/** The ghost layers a drag left in the page (drag-ghost.ts): none once it is over. */
export const ghosts = (): Element[] => [...document.body.children].filter((e) => e instanceof HTMLElement && e.style.position === 'fixed' && e.inert);

/**
 * Drags `from` to `to` on `table` and, if a menu opens, chooses the option worded `label`:
 * the action the table sent, or why none was ('' for nothing sent and no menu).
 */
export async function dragToAct(table: HTMLElement, from: Element, to: Point | (() => Point), label: string): Promise<unknown> {
  const sent: unknown[] = [];
  const listen = (e: Event) => sent.push((e as CustomEvent<{ action: unknown }>).detail.action);
  table.addEventListener('tt-act', listen);
  try {
    await drag(from, to);
    // A drop plays at once: the move is sent, or the menu is drawn in the table's next update.
    await (table as Lit).updateComplete;
    if (sent.length) return sent[0];
    const m = table.shadowRoot!.querySelector<Lit>('tt-choice-menu');
    if (!m) return '';
    await m.updateComplete;
    const option = [...m.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.primary')].find((b) => text(b) === label);
    if (!option) return `no option "${label}" in the menu`;
    option.click();
    return sent[0] ?? `the option "${label}" sent nothing`;
  } finally {
    table.removeEventListener('tt-act', listen);
  }
}

/** The first element under `root`, through every shadow root, that matches a selector (the app's own, anchor.ts). */
export { deepFind } from '../../components/shared/anchor.js';

/** Every element under `root`, through every shadow root, that matches `sel`. */
export function deepAll(root: ParentNode, sel: string): HTMLElement[] {
  const out = [...root.querySelectorAll<HTMLElement>(sel)];
  for (const el of root.querySelectorAll<HTMLElement>('*')) if (el.shadowRoot) out.push(...deepAll(el.shadowRoot, sel));
  return out;
}
