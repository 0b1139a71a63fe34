/**
 * Where a menu opens "right there": below the thing a player picked, over the
 * table rather than pushing it down (a menu drawn at the top of a long table
 * moved the picked thing away, off a phone's screen). The table finds the
 * thing by its key through its parts' shadow roots and places the menu in a
 * positioned container of its own, clamped to that container's width.
 */

/** The first element under `root`, through every shadow root, that matches `selector`. */
export function deepFind(root: ParentNode, selector: string): HTMLElement | null {
  const here = root.querySelector<HTMLElement>(selector);
  if (here) return here;
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    const found = el.shadowRoot ? deepFind(el.shadowRoot, selector) : null;
    if (found) return found;
  }
  return null;
}

/** An inline style placing a menu `width` px wide (at most) just below `thing`, inside the positioned `box`; '' if the thing is not drawn. */
export function anchorBelow(thing: Element | null, box: Element, width: number): string {
  const r = thing?.getBoundingClientRect();
  if (!r || (r.width === 0 && r.height === 0)) return '';
  const b = box.getBoundingClientRect();
  const w = Math.min(width, b.width);
  const left = Math.max(0, Math.min(r.left - b.left, b.width - w));
  return `position: absolute; z-index: 5; top: ${Math.round(r.bottom - b.top + 4)}px; left: ${Math.round(left)}px; width: ${Math.round(w)}px;`;
}

/** `anchorBelow` for the thing whose `data-key` is `key` under `root`, in the element `box` names there. */
export function menuAt(root: ParentNode, key: string, box: string, width = 400): string {
  const container = root.querySelector(box);
  return container ? anchorBelow(deepFind(root, `[data-key="${key}"]`), container, width) : '';
}
