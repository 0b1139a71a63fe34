/**
 * The ghost of a thing being dragged (drag.ts): a look-alike copy of it that
 * follows the pointer in a fixed layer above the page, while the thing itself
 * stays where it is, faded. The copy is made from what is drawn, through every
 * shadow root: each shadow root's own style sheets go with its copy, and a part
 * (a custom element) becomes a plain element carrying the part's computed style,
 * for a copy of the part itself would start a new, empty one. It is inert and
 * hidden from assistive technology, and taken away when the drag ends: at once
 * after a drop, or after gliding back to where the thing lies when nothing was
 * played (at once too when the player asked for reduced motion).
 */

/** How long the ghost glides back when a drag is cancelled (under motion.ts's 300 ms). */
const BACK_MS = 180;
/** How the thing being dragged is drawn where it lies. */
const FADED = '0.35';

/** Things faded while ghosts of them are out (a thing dragged again while its last ghost glides back): their own opacity, and how many. */
const faded = new WeakMap<HTMLElement | SVGElement, { readonly was: string; n: number }>();

function fade(el: HTMLElement | SVGElement, on: boolean): void {
  const f = faded.get(el) ?? { was: el.style.opacity, n: 0 };
  f.n += on ? 1 : -1;
  if (f.n > 0) faded.set(el, f);
  else faded.delete(el);
  el.style.opacity = f.n > 0 ? FADED : f.was;
}

/** The player asked for reduced motion. */
const reduced = (): boolean => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Copies `from`'s computed style onto `to` (custom properties included, as the browser lists them). */
function copyStyle(from: Element, to: HTMLElement | SVGElement): void {
  const cs = getComputedStyle(from);
  for (let i = 0; i < cs.length; i++) {
    const name = cs.item(i);
    to.style.setProperty(name, cs.getPropertyValue(name));
  }
}

/** Keys a copy must not carry: motion keys (motion.ts) and ids. */
const dropped = (name: string): boolean => name === 'id' || name.startsWith('data-flip');

/** A look-alike copy of `node` and all it draws; null for what draws nothing (comments, Lit's markers). */
function copy(node: Node): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return node.cloneNode();
  if (!(node instanceof Element)) return null;
  const part = node.shadowRoot !== null || node.localName.includes('-');
  let out: Element;
  if (part) {
    out = document.createElement('div');
    for (const a of node.attributes) if (!dropped(a.name)) out.setAttribute(a.name, a.value);
    copyStyle(node, out as HTMLElement);
    const from = node.shadowRoot;
    if (from) {
      const root = out.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [...from.adoptedStyleSheets];
      for (const child of from.childNodes) {
        const c = copy(child);
        if (c) root.append(c);
      }
    }
  } else {
    out = node.cloneNode(false) as Element;
    for (const a of [...out.attributes]) if (dropped(a.name)) out.removeAttribute(a.name);
  }
  for (const child of node.childNodes) {
    const c = copy(child);
    if (c) out.append(c);
  }
  return out;
}

export interface Ghost {
  /** Follows the pointer: `dx`, `dy` from where the drag began. */
  move(dx: number, dy: number): void;
  /** Taken away at once (a drop played something). */
  remove(): void;
  /** Glides back to the thing, then is taken away (nothing was played). */
  back(): void;
}

/** A ghost of `el`, drawn over it; `el` is faded until the ghost goes. */
export function ghostOf(el: HTMLElement | SVGElement): Ghost {
  const start = el.getBoundingClientRect();
  const layer = document.createElement('div');
  layer.setAttribute('aria-hidden', 'true');
  layer.inert = true;
  // The thing's own style sheets (the part that draws it) style the copy; the layer is only a frame.
  const root = layer.attachShadow({ mode: 'open' });
  const home = el.getRootNode();
  if (home instanceof ShadowRoot) root.adoptedStyleSheets = [...home.adoptedStyleSheets];
  const look = copy(el) as HTMLElement;
  copyStyle(el, look);
  Object.assign(look.style, { margin: '0', position: 'static', transition: 'none', animation: 'none', opacity: '1' });
  root.append(look);
  Object.assign(layer.style, {
    position: 'fixed',
    left: `${start.left}px`,
    top: `${start.top}px`,
    width: `${start.width}px`,
    height: `${start.height}px`,
    margin: '0',
    padding: '0',
    border: 'none',
    background: 'none',
    boxShadow: 'none',
    display: 'block',
    pointerEvents: 'none',
    zIndex: '2147483647',
    filter: 'drop-shadow(0 0.4rem 0.6rem rgb(0 0 0 / 0.35))',
  });
  document.body.append(layer);
  fade(el, true);
  let at = 'translate(0px, 0px)';
  const gone = (): void => {
    if (!layer.isConnected) return;
    layer.remove();
    fade(el, false);
  };
  return {
    move(dx, dy) {
      at = `translate(${dx}px, ${dy}px)`;
      layer.style.transform = at;
    },
    remove: gone,
    back() {
      const now = el.isConnected ? el.getBoundingClientRect() : start;
      const home = `translate(${now.left - start.left}px, ${now.top - start.top}px)`;
      if (reduced() || !el.isConnected) {
        gone();
        return;
      }
      layer.style.transform = home;
      const glide = layer.animate([{ transform: at }, { transform: home }], { duration: BACK_MS, easing: 'ease-out' });
      glide.finished.then(gone, gone);
    },
  };
}
