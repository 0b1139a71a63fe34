/**
 * Records every Web Animation started (`Element.prototype.animate`), so a motion
 * test reads what was played, from where and for how long, however slow the
 * machine (a slide may be over before a test looks at `getAnimations()`).
 */
export interface Played {
  readonly el: Element;
  readonly keyframes: Keyframe[];
  readonly duration: number;
  readonly id: string;
}

export function spyAnimations(): { readonly played: Played[]; on: (el: Element) => Played[]; restore: () => void } {
  const played: Played[] = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, keyframes, options) {
    const o = typeof options === 'number' ? { duration: options } : (options ?? {});
    played.push({ el: this, keyframes: (keyframes ?? []) as Keyframe[], duration: Number(o.duration ?? 0), id: o.id ?? '' });
    return animate.call(this, keyframes, options);
  };
  return {
    played,
    on: (el) => played.filter((p) => p.el === el),
    restore: () => {
      Element.prototype.animate = animate;
    },
  };
}

/** The translation a slide starts from (its first keyframe's `translate(x, y)`). */
export function offset(p: Played): { dx: number; dy: number } {
  const [dx, dy] = [...String(p.keyframes[0]?.transform ?? '').matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
  return { dx: dx ?? 0, dy: dy ?? 0 };
}

/** Where an element stands once its animations are done. */
export function place(el: Element): DOMRect {
  for (const a of el.getAnimations()) a.finish();
  return el.getBoundingClientRect();
}

/** Every element keyed (`data-flip`) under `root`, through the parts' shadow roots: key → element. */
export function keyedAll(root: ParentNode, out = new Map<string, Element>()): Map<string, Element> {
  for (const el of root.querySelectorAll('*')) {
    const k = el.getAttribute('data-flip');
    if (k && !out.has(k)) out.set(k, el);
    if (el.shadowRoot) keyedAll(el.shadowRoot, out);
  }
  return out;
}

/** Where a slide of `el` started: its place less its first keyframe's translation. */
export function startsAt(el: Element, p: Played): { left: number; top: number } {
  const r = place(el);
  const { dx, dy } = offset(p);
  return { left: r.left + dx, top: r.top + dy };
}

/** Loads the project's font before a motion test measures: a late font swap would move everything after the slides are measured. */
export async function fontsLoaded(): Promise<void> {
  await Promise.all(['400 16px "Atkinson Hyperlegible"', '700 16px "Atkinson Hyperlegible"'].map((f) => document.fonts.load(f)));
  await document.fonts.ready;
}
