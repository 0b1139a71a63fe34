/**
 * The map (the rulebook, "The Map"): 3×4 or 4×4 land tiles, each a real
 * button with one tab stop for the whole map (arrow keys, Home and End move).
 * A tile shows its land, what cards treat it as, its modifier, whether it is on
 * the map edge (Road and River must be), the Castle, and the card placed on it
 * this turn. Tiles where the selected card may go are highlighted; choosing any
 * tile sends `mm-cell` and the table decides (place, or explain why not).
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { CardInfo, CardName, CellView, Good } from '../../engine/games/medieval-manor/types.js';
import { glow, ld } from '../shared/palette.js';
import { base } from '../shared/theme.js';
import { emit } from '../shared/events.js';
import { LANDS, MM_INK } from './palette.js';
import { cardName, cardText, counterWord, landName, nameOf } from './words.js';

/** The map's tint for a kind of land, as `light-dark(…)` for an inline style. */
const landTint = (land: string): string => {
  const [light, dark] = LANDS[land as keyof typeof LANDS] ?? LANDS.other;
  return `light-dark(${light}, ${dark})`;
};

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

  @state() private focusIndex = 0;

  static override styles = [
    base,
    css`
    :host { display: block; }
    .grid { display: grid; gap: 0.3rem; }
    button.tile {
      display: flex; flex-direction: column; align-items: stretch; gap: 0.1rem; text-align: left;
      min-height: 6.2rem; padding: 0.3rem; border: 2px solid var(--_line); color: var(--_ink);
      background: var(--land, ${ld(LANDS.other)}); font-size: 0.78rem; line-height: 1.2; overflow-wrap: anywhere;
    }
    button.tile.edge { border-style: double; border-width: 4px; }
    button.tile.target { border: 3px solid var(--_good); box-shadow: ${glow('good')}; }
    button.tile.conv { box-shadow: 0 0 0 3px var(--_accent); }
    .land { font-weight: 700; font-size: 0.85rem; }
    .as, .mod { color: var(--_muted); }
    .mod { color: ${ld(MM_INK.mod)}; }
    .castle { font-weight: 700; color: ${ld(MM_INK.castle)}; }
    .card { margin-top: auto; padding: 0.15rem 0.25rem; border-radius: 4px; background: var(--_face); border: 1px solid var(--_line); }
    .card b { display: block; }
    .new { font-size: 0.7rem; color: var(--_good); font-weight: 700; }
    .here { color: var(--_good); font-weight: 700; }
    @media (max-width: 420px) {
      button.tile { min-height: 5.4rem; font-size: 0.7rem; padding: 0.2rem; overflow-wrap: break-word; }
      button.tile.edge { border-width: 3px; }
      .land { font-size: 0.74rem; }
    }
  `,
  ];

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

  private tile(c: CellView) {
    const target = this.selected !== '' && this.targets.includes(c.index);
    const classes = ['tile', c.edge ? 'edge' : '', target ? 'target' : '', this.converting === c.index ? 'conv' : ''].join(' ');
    const mod = modifierWords(c.modifier);
    const sr = (text: string) => html`<span class="sr-only">${text}</span>`;
    const row = c.row + 1;
    const col = c.col + 1;
    // The visible words are part of the button's name; sr-only words complete the sentence.
    return html`<button type="button" class=${classes} style=${`--land: ${landTint(c.landClass)}`}
      tabindex=${c.index === this.focusIndex ? 0 : -1} data-cell=${c.index}
      @focus=${() => (this.focusIndex = c.index)} @click=${() => emit(this, 'mm-cell', { cell: c.index })}>
      <span class="land">${landName(c.land)}</span>${sr(c.edge ? msg(str` (row ${row}, column ${col}, map edge)`) : msg(str` (row ${row}, column ${col})`))}
      ${c.landClass !== c.land ? html`<span class="as">${sr(msg(', counts '))}${msg(str`as ${landName(c.landClass)}`)}</span>` : nothing}
      ${mod ? html`<span class="mod">${sr(', ')}${mod}</span>` : nothing}
      ${c.castle ? html`<span class="castle">${sr(', ')}<span aria-hidden="true">♜ </span>${msg('makes Lord')}</span>${sr(msg(' of the Manor'))}` : nothing}
      ${
        c.card
          ? html`<span class="card" title=${cardText(c.card.card, this.cards[c.card.card]?.text ?? '')}>${sr(msg(', holds '))}<b>${cardName(c.card.card)}</b>${sr(msg(' placed by '))}${nameOf(this.names, c.card.seat)}
        <span class="new">${sr(', ')}${msg(str`new #${c.card.order + 1}`)}${sr(msg(' this turn'))}</span></span>`
          : sr(msg(', empty'))
      }
      ${target ? html`<span class="here">${sr(msg(str`, ${cardName(this.selected)} may go here: `))}<span aria-hidden="true">✓ </span>${msg('place here')}</span>` : nothing}
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
