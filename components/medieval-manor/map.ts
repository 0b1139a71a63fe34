/**
 * The map (the rulebook, "The Map"): 3×4 or 4×4 land tiles, each a real
 * button with one tab stop for the whole map (arrow keys, Home and End move).
 * A tile shows, in a caption at its top, its land's name, what cards treat it
 * as, its modifier, whether it is on the map edge (Road and River must be) and
 * the Castle; under the caption, never under its words, the land drawn as a
 * small landscape (land-art.ts); and lying on that drawing the card placed on
 * it this turn: its picture, its name and its owner under their seat's colour
 * (components/shared/palette.ts `SEATS`). Tiles where the selected card may go
 * are highlighted and say "place here" on their drawing; choosing any tile
 * sends `mm-cell` and the table decides (place, or explain why not).
 * A placed card carries its motion key (`keys`, the table's card ids): it slides
 * in from the hand that played it, its tile lifted and unclipped while it lands,
 * and leaves for the discards when the turn ends (components/shared/motion.ts).
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { CardInfo, CardName, CellView, Good, Placed } from '../../engine/games/medieval-manor/types.js';
import { breakable } from '../../components/shared/breakable.js';
import { icon } from '../../components/shared/icons.js';
import { glow, ld, seatColour } from '../../components/shared/palette.js';
import { base } from '../../components/shared/theme.js';
import { emit } from '../../components/shared/events.js';
import { FLIP_MS } from '../../components/shared/motion.js';
import { cardEmblem } from './card-art.js';
import { landScene } from './land-art.js';
import { LANDS, MM_INK } from './palette.js';
import { cardName, cardText, counterWord, landName, nameOf } from './words.js';

/** The map's tint for a kind of land, as `light-dark(…)` for an inline style. */
const landTint = (land: string): string => {
  const [light, dark] = LANDS[land as keyof typeof LANDS] ?? LANDS.other;
  return `light-dark(${light}, ${dark})`;
};

const sr = (text: string) => html`<span class="sr-only">${text}</span>`;

export type CellEvent = CustomEvent<{ cell: number }>;

/** "+1 Crop, −1 Animal". */
export function modifierWords(mod: Readonly<Partial<Record<Good, number>>>): string {
  return (Object.entries(mod) as [Good, number][])
    .filter(([, n]) => n)
    .map(([g, n]) => `${n > 0 ? '+' : '−'}${counterWord(g, Math.abs(n))}`)
    .join(', ');
}

@localized()
@customElement('mm-map')
export class MmMap extends LitElement {
  /** The tiles, row-major. */
  @property({ attribute: false }) cells: readonly CellView[] = [];
  /** Tiles per row. */
  @property({ type: Number }) width = 4;
  /** Player names by seat (owners of placed cards). */
  @property({ attribute: false }) names: readonly string[] = [];
  /** Card faces by name, for the placed cards' text. */
  @property({ attribute: false }) cards: Readonly<Record<CardName, CardInfo>> = {};
  /** The hand card being placed ('' for none). */
  @property() selected = '';
  /** Tiles where the selected card may go now. */
  @property({ attribute: false }) targets: readonly number[] = [];
  /** The tile whose Bounty conversion may still be used, if any. */
  @property({ attribute: false }) converting: number | null = null;
  /** By tile, the id of the card placed on it (the table's, card-ids.ts), its motion key. */
  @property({ attribute: false }) keys: readonly (string | null)[] = [];

  @state() private focusIndex = 0;
  /** Tiles a card is landing on: not clipped and above their neighbours while it slides in. */
  @state() private landing: ReadonlySet<number> = new Set();
  private landed: ReturnType<typeof setTimeout> | undefined;

  static override styles = [
    base,
    css`
    :host { display: block; }
    .grid { display: grid; gap: 0.3rem; }
    /* A tile: its caption (the land's words) on the land's tint, then its ground: the land's drawing along the tile's
       foot, clear of the caption, and what lies on the land (a placed card, "place here") drawn over the drawing. */
    button.tile {
      --pad: 0.3rem;
      position: relative; display: flex; flex-direction: column; align-items: stretch; gap: 0.2rem; text-align: left;
      padding: var(--pad); overflow: hidden; border: 2px solid var(--_line); color: var(--_ink);
      background: var(--land, ${ld(LANDS.other)}); font-size: 0.78rem; line-height: 1.2; overflow-wrap: anywhere;
    }
    button.tile.edge { border-style: double; border-width: 4px; }
    button.tile.target { border: 3px solid var(--_good); box-shadow: ${glow('good')}; }
    button.tile.conv { box-shadow: 0 0 0 3px var(--_accent); }
    button.tile.landing { overflow: visible; z-index: 1; }
    /* The name on its own line; what the land counts as and its modifier share the next one when it is wide enough. */
    .words { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.1rem 0.45rem; }
    .land { flex-basis: 100%; font-weight: 700; font-size: 0.85rem; }
    .as, .mod { color: var(--_muted); }
    .mod { color: ${ld(MM_INK.mod)}; }
    .castle { font-weight: 700; color: ${ld(MM_INK.castle)}; display: inline-flex; align-items: center; gap: 0.15rem; }
    .castle .tt-icon { width: 1em; height: 1em; }
    /* The ground reaches the tile's sides and foot; the drawing and what lies on it share its one cell. */
    .ground { position: relative; display: grid; margin: auto calc(-1 * var(--pad)) calc(-1 * var(--pad)); }
    .ground > * { grid-area: 1 / 1; }
    .scene { display: block; align-self: end; width: 100%; height: auto; aspect-ratio: 96 / 40; max-height: 5rem; pointer-events: none; }
    /* A placed card lies on the land: its picture, its name, its owner's banner. */
    .card {
      position: relative; align-self: end; margin: 0 var(--pad) var(--pad); display: grid; grid-template-columns: auto minmax(0, 1fr); align-items: center;
      column-gap: 0.25rem; padding: 0.15rem 0.25rem 0.15rem 0.15rem; border-radius: 5px; background: var(--_face);
      border: 2px solid var(--seat, var(--_line)); box-shadow: inset 0.3rem 0 0 var(--seat, var(--_line)), 0 1px 3px rgb(0 0 0 / 0.3);
      padding-left: 0.45rem;
    }
    .card .emblem { grid-row: span 3; width: 2rem; height: 2rem; }
    .card b { display: block; line-height: 1.1; overflow-wrap: break-word; hyphens: manual; }
    .owner { display: inline-flex; align-items: center; gap: 0.15rem; font-size: 0.72rem; }
    .owner .tt-icon { --tt-icon-fill: var(--seat); width: 0.95rem; height: 0.95rem; flex: none; }
    .new { font-size: 0.7rem; color: var(--_good); font-weight: 700; }
    /* "Place here", a sign standing in the land's sky: its own tint and border, so the drawing never shows through it. */
    .here {
      position: relative; align-self: start; justify-self: start; max-width: calc(100% - 2 * var(--pad)); margin: 0 var(--pad);
      color: var(--_good); font-weight: 700; padding: 0 0.25rem; border: 1px solid var(--_good); border-radius: 3px; background: var(--land, ${ld(LANDS.other)});
    }
    @media (max-width: 420px) {
      button.tile { --pad: 0.2rem; font-size: 0.7rem; overflow-wrap: break-word; }
      button.tile.edge { border-width: 3px; }
      .land { font-size: 0.74rem; }
      .scene { min-height: 2.6rem; }
      .here { font-size: 0.64rem; padding: 0 0.15rem; }
      .card { grid-template-columns: minmax(0, 1fr); padding: 0.1rem 0.15rem 0.1rem 0.35rem; box-shadow: inset 0.2rem 0 0 var(--seat, var(--_line)); }
      .card .emblem { grid-row: auto; width: 1.5rem; height: 1.5rem; }
      .owner { font-size: 0.66rem; }
    }
  `,
  ];

  override willUpdate(changed: Map<string, unknown>): void {
    const was = changed.get('keys') as readonly (string | null)[] | undefined;
    if (!was?.length) return;
    const landing = this.keys.flatMap((k, i) => (k && !was.includes(k) ? [i] : []));
    if (landing.length === 0) return;
    this.landing = new Set(landing);
    clearTimeout(this.landed);
    this.landed = setTimeout(() => (this.landing = new Set()), FLIP_MS + 100);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.landed);
  }

  private buttons(): HTMLButtonElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button.tile')];
  }

  /** Moves focus to the map's tab stop (or to tile `index`). */
  focusTile(index = this.focusIndex): void {
    this.focusIndex = Math.max(0, Math.min(index, this.cells.length - 1));
    void this.updateComplete.then(() => this.buttons()[this.focusIndex]?.focus());
  }

  private onKey(e: KeyboardEvent): void {
    const n = this.cells.length;
    const i = this.focusIndex;
    const w = this.width;
    const to: Record<string, number> = {
      ArrowRight: Math.min(n - 1, i + 1),
      ArrowLeft: Math.max(0, i - 1),
      ArrowDown: i + w < n ? i + w : i,
      ArrowUp: i - w >= 0 ? i - w : i,
      Home: 0,
      End: n - 1,
    };
    if (!(e.key in to)) return;
    e.preventDefault();
    this.focusTile(to[e.key]!);
  }

  /** The card placed on a tile, drawn on it: its picture and name, and who placed it under their seat's banner. */
  private placed(p: Placed, key: string | null) {
    return html`<span class="card" data-flip=${key ? `card:${key}` : nothing} data-flip-to=${key ? 'discard' : nothing} style=${`--seat: ${seatColour(p.seat)}`} title=${cardText(p.card, this.cards[p.card]?.text ?? '')}>${sr(msg(', holds '))}${cardEmblem(p.card)}<b>${breakable(cardName(p.card))}</b>${sr(msg(' placed by '))}<span class="owner">${icon('flag')}${nameOf(this.names, p.seat)}</span>
        <span class="new">${sr(', ')}${msg(str`new #${p.order + 1}`)}${sr(msg(' this turn'))}</span></span>`;
  }

  private tile(c: CellView) {
    const target = this.selected !== '' && this.targets.includes(c.index);
    const classes = [
      'tile',
      c.edge ? 'edge' : '',
      target ? 'target' : '',
      this.converting === c.index ? 'conv' : '',
      this.landing.has(c.index) ? 'landing' : '',
    ].join(' ');
    const mod = modifierWords(c.modifier);
    const row = c.row + 1;
    const col = c.col + 1;
    // The visible words are part of the button's name; sr-only words complete the sentence.
    return html`<button type="button" class=${classes} style=${`--land: ${landTint(c.landClass)}`}
      tabindex=${c.index === this.focusIndex ? 0 : -1} data-cell=${c.index}
      @focus=${() => (this.focusIndex = c.index)} @click=${() => emit(this, 'mm-cell', { cell: c.index })}>
      <span class="words"><span class="land">${landName(c.land)}</span>${sr(c.edge ? msg(str` (row ${row}, column ${col}, map edge)`) : msg(str` (row ${row}, column ${col})`))}
      ${c.landClass !== c.land ? html`<span class="as">${sr(msg(', counts '))}${msg(str`as ${landName(c.landClass)}`)}</span>` : nothing}
      ${mod ? html`<span class="mod">${sr(', ')}${mod}</span>` : nothing}
      ${c.castle ? html`<span class="castle">${sr(', ')}${icon('tower')}${msg('makes Lord')}</span>${sr(msg(' of the Manor'))}` : nothing}</span>
      <span class="ground">${landScene(c.land)}${c.card ? this.placed(c.card, this.keys[c.index] ?? null) : sr(msg(', empty'))}
      ${target ? html`<span class="here">${sr(msg(str`, ${cardName(this.selected)} may go here: `))}<span aria-hidden="true">✓ </span>${msg('place here')}</span>` : nothing}</span>
      ${this.converting === c.index ? sr(msg(', its conversion may be used now')) : nothing}
    </button>`;
  }

  override render() {
    if (this.cells.length === 0) return html`<p>${msg('The map is being laid out…')}</p>`;
    const rows = Math.ceil(this.cells.length / this.width);
    return html`
      <div class="grid" role="group" aria-label=${msg(str`The map, ${rows} rows of ${this.width} lands; double borders mark the map edge`)}
        style=${`grid-template-columns: repeat(${this.width}, minmax(0, 1fr))`} @keydown=${this.onKey}>
        ${this.cells.map((c) => this.tile(c))}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'mm-map': MmMap;
  }
  interface HTMLElementEventMap {
    'mm-cell': CellEvent;
  }
}
