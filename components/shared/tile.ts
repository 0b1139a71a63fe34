/**
 * One tile, the tile every game draws (issue 13): a square or rectangular
 * piece (its size by `--tt-tile-size`, or `--tt-tile-width` and
 * `--tt-tile-height`) in a frame of one of a few generic tones, or in the
 * colours the game sets (`--tt-tile-bg`, `--tt-tile-ink`, `--tt-tile-line`);
 * on it the game's drawing (`face`, or children in the slot), an optional
 * caption and an optional value badge in its top corner (a number and an icon,
 * like tt-card's). Face down (`tone="back"`) it shows tt-card's drawn back, in
 * the shared back colours or the game's (`--tt-back`, `--tt-back-2`,
 * `--tt-back-line`, `--tt-back-ink`), and a caption on it if the viewer may
 * know what lies there. `legal` and `selected` highlight it as tt-card does.
 *
 * Presentational: it has no focus of its own; the button around it owns focus
 * and its name. With `label` the tile says it (sr-only text); without, the
 * drawing is decoration and whatever holds the tile names it (a face-down
 * tile still says it is one). The badge says its number in words.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { breakable } from './breakable.js';
import { ART_VIEWBOX, cardBack } from './card-art.js';
import { icon, type IconName } from './icons.js';
import { glow, ld, type Pair } from './palette.js';
import { base } from './theme.js';

export const TILE_TONES = ['plain', 'gold', 'sky', 'dark', 'back'] as const;
/** plain: the face colour; gold: gold-framed; sky: pale blue; dark: a dark stone with light words; back: face down. */
export type TileTone = (typeof TILE_TONES)[number];

/** The tones of their own (plain and gold are the shared face and Great People pairs, palette.ts): ground, frame, words. */
export const TILE = {
  sky: ['#d6e9f8', '#1d3a52'],
  'sky-line': ['#3d6f98', '#6fa3cf'],
  dark: ['#3b3631', '#12100e'],
  'dark-line': ['#1f1b18', '#6b625a'],
  'dark-ink': ['#ffffff', '#f3efe6'],
} as const satisfies Record<string, Pair>;

/** A number in a badge: a finite number, not null. */
const shown = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** An `svg` template (bare shapes): drawn on tt-card's 48-unit grid. */
const isSvg = (t: unknown): t is SVGTemplateResult => (t as { _$litType$?: number } | null)?._$litType$ === 2;

@localized()
@customElement('tt-tile')
export class TtTile extends LitElement {
  /** Colour family of the frame; `back`: face down. The game's `--tt-tile-bg`, `--tt-tile-ink` and `--tt-tile-line` override the tone's. */
  @property({ reflect: true }) tone: TileTone = 'plain';
  /**
   * The drawing on the tile: an `svg` template of shapes on a 48 × 48 grid (stroked in
   * `currentColor`, as tt-card's art), or any template (icons, a whole `<svg>`) laid out
   * in a centred, wrapping row at `--tt-tile-icon` (1.2rem), under the caption. Children in the slot follow it.
   */
  @property({ attribute: false }) face: TemplateResult | SVGTemplateResult | null = null;
  /** Words on the tile (above the drawing; on a face-down tile, over its back). */
  @property() caption = '';
  /** The tile's name for assistive technology (sr-only); empty: whatever holds the tile names it. */
  @property() label = '';
  /** A number in the top corner (a price, points), with `value-icon`; null: no badge. */
  @property({ type: Number }) value: number | null = null;
  /** The badge's icon (icons.ts). */
  @property({ attribute: 'value-icon' }) valueIcon: IconName = 'coin';
  /** The badge in words, e.g. "Worth 3 points"; empty: "Value: 3". */
  @property({ attribute: 'value-label' }) valueLabel = '';
  /** Usable now: drawn with a highlight. */
  @property({ type: Boolean, reflect: true }) legal = false;
  /** Chosen. */
  @property({ type: Boolean, reflect: true }) selected = false;

  static override styles = [
    base,
    css`
    :host {
      --_t-bg: var(--_face);
      --_t-ink: var(--_ink);
      --_t-line: var(--_line);
      position: relative; box-sizing: border-box; display: inline-flex; flex-direction: column; align-items: center; justify-content: center;
      gap: 1px; overflow: hidden;
      width: var(--tt-tile-width, var(--tt-tile-size, 3.5rem)); height: var(--tt-tile-height, var(--tt-tile-size, 3.5rem));
      padding: 2px; font-size: 0.72rem; line-height: 1.15; text-align: center;
      border: var(--tt-tile-border, 2px) solid var(--tt-tile-line, var(--_t-line)); border-radius: var(--tt-tile-radius, 5px);
      background: var(--tt-tile-bg, var(--_t-bg)); color: var(--tt-tile-ink, var(--_t-ink));
    }
    :host([tone='gold']) { --_t-bg: var(--_great); --_t-line: var(--_great-line); }
    :host([tone='sky']) { --_t-bg: ${ld(TILE.sky)}; --_t-line: ${ld(TILE['sky-line'])}; }
    :host([tone='dark']) { --_t-bg: ${ld(TILE.dark)}; --_t-line: ${ld(TILE['dark-line'])}; --_t-ink: ${ld(TILE['dark-ink'])}; }
    :host([tone='back']) { --_t-bg: var(--_back); --_t-line: var(--_back-line); --_t-ink: var(--_back-ink); padding: 0; }
    :host([legal]) { border-color: var(--_good); box-shadow: ${glow('good')}; }
    :host([selected]) { border-color: var(--_accent); box-shadow: 0 0 0 3px var(--_accent); }

    .face {
      display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: var(--tt-tile-gap, 2px);
      font-size: var(--tt-tile-icon, 1.2rem); line-height: 1;
    }
    .art { display: block; width: var(--tt-tile-art, 2.2rem); height: var(--tt-tile-art, 2.2rem); }
    .caption { overflow-wrap: anywhere; hyphens: manual; }
    /* A badge keeps its corner: the face centres in the rest of the tile. */
    :host([valued]) { padding-right: 1.7rem; }
    .badge {
      position: absolute; top: 1px; right: 1px; display: inline-flex; align-items: center; gap: 0.05rem;
      padding: 0 0.22rem 0 0.08rem; border: 1px solid var(--tt-tile-line, var(--_t-line)); border-radius: 999px;
      background: var(--_face); color: var(--_ink); font-weight: 700; font-size: 0.8rem; line-height: 1.2;
      font-variant-numeric: tabular-nums;
    }
    .badge .tt-icon { width: 0.95rem; height: 0.95rem; vertical-align: -0.18rem; }

    /* Face down: tt-card's back, its medallion as tall as the tile allows. */
    .lattice { position: absolute; inset: 0; }
    .medal { position: absolute; left: 50%; top: 50%; height: min(70%, 3.2rem); width: auto; aspect-ratio: 1; transform: translate(-50%, -50%); }
    :host([tone='back'])::after {
      content: ''; position: absolute; inset: 2px; pointer-events: none;
      border: 1px solid var(--_back-ink); border-radius: calc(var(--tt-tile-radius, 5px) - 2px); opacity: 0.6;
    }
    :host([captioned]) .medal { display: none; }
    .back-caption {
      position: relative; margin: 3px; padding: 0.1rem 0.35rem; border-radius: 4px;
      background: var(--_back); color: var(--_back-ink); overflow-wrap: anywhere; hyphens: manual;
    }
  `,
  ];

  override willUpdate(): void {
    // Host attributes for the styles above: the badge's room is kept, a caption on a back hides the medallion.
    this.toggleAttribute('valued', this.tone !== 'back' && shown(this.value));
    this.toggleAttribute('captioned', !!this.caption);
  }

  private drawing() {
    const f = this.face;
    if (!f) return nothing;
    return isSvg(f)
      ? html`<svg class="art" viewBox=${ART_VIEWBOX} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"
          stroke-linejoin="round" aria-hidden="true">${f}</svg>`
      : f;
  }

  private badge() {
    const n = this.value;
    if (!shown(n)) return nothing;
    const words = this.valueLabel || msg(str`Value: ${n}`);
    return html`<span class="badge"><span aria-hidden="true">${icon(this.valueIcon)}${n}</span><span class="sr-only">${words}</span></span>`;
  }

  override render() {
    const name = this.label ? html`<span class="sr-only">${this.label}</span>` : nothing;
    if (this.tone === 'back') {
      return html`${cardBack()}${
        this.caption ? html`<span class="back-caption" aria-hidden=${this.label ? 'true' : nothing}>${breakable(this.caption)}</span>` : nothing
      }${this.label ? name : html`<span class="sr-only">${msg('A face-down tile')}</span>`}`;
    }
    return html`${name}${
      this.caption ? html`<span class="caption" aria-hidden=${this.label ? 'true' : nothing}>${breakable(this.caption)}</span>` : nothing
    }<span class="face" aria-hidden="true">${this.drawing()}<slot></slot></span>${this.badge()}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-tile': TtTile;
  }
}
