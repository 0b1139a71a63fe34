/**
 * The game board: the six persons by die face (with the dice and the Gnome
 * on them), the three rows of six building tiles (wall, tower, sky) with what
 * is left in each stack, the decree display, the Fairy Magic display, and the
 * Fairy's, Gnome's, Dragon's and Town Evaluation's spaces. When the viewer
 * may act, every spot is a button sending `fv-target` (targets.ts); spots a
 * legal action uses are highlighted. Tiles, decrees and charms are the shared
 * tile (`<tt-tile>`, drawn by tile-face.ts), which shows the highlight itself. On a phone the table shows it in two
 * parts (`only`), the viewer's own town between them; the first part's heading is for screen readers only,
 * so the dice, the persons and the town fit the first screen. Tiles, decrees, charms
 * and placed dice carry motion keys (`data-flip`, motion-keys.ts): the table's
 * `Flip` (motion.ts) moves them to whoever takes them; refills come from their stack.
 */
import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { FeuvilleView, Row } from '../../engine/games/feuville/types.js';
import { ROWS } from '../../engine/games/feuville/types.js';
import { glow, ld } from '../../components/shared/palette.js';
import { base } from '../../components/shared/theme.js';
import { FV } from './palette.js';
import { emit } from '../../components/shared/events.js';
import { t, type Words } from './i18n.js';
import { decreeName, fairyName, tileName } from './faces.js';
import { charmSigns, decreeSigns, fairyCaption, tileClass, tileSigns, tileStyles } from './tile-face.js';
import { decreeKey, fairyKey, tileKey } from './motion-keys.js';
import { breakable } from '../../components/shared/breakable.js';
import './dice.js';
import './die.js';
import './act-event.js';

@localized()
@customElement('fv-board')
export class FvBoard extends LitElement {
  /** The table. */
  @property({ attribute: false }) view: FeuvilleView | null = null;
  /** The viewer may act now: spots are buttons. */
  @property({ type: Boolean }) interactive = false;
  /** Keys of the spots some legal action uses. */
  @property({ attribute: false }) legal: ReadonlySet<string> = new Set();
  /** What to draw: the whole board, or (a phone, the viewer's town between them) the dice and persons, or the rest. */
  @property() only: 'all' | 'head' | 'rest' = 'all';

  static override styles = [
    base,
    tileStyles,
    css`
    :host { display: block; padding: 0.6rem; border: 2px solid var(--_line); border-radius: var(--_radius); background: ${ld(FV.board)}; }
    h2 { font-size: 1.05rem; }
    h3 { font-size: 0.85rem; margin: 0.55rem 0 0.2rem; display: flex; gap: 0.5rem; align-items: baseline; }
    h3 small { font-weight: 400; color: var(--_muted); }
    .six { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 3px; margin: 0; padding: 0; list-style: none; }
    .three { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 3px; margin: 0; padding: 0; list-style: none; }
    li { display: flex; min-width: 0; }
    .spot {
      position: relative; flex: 1; min-width: 0; min-height: 44px; padding: 2px; border-radius: 5px; border: 2px solid ${ld(FV.frame)};
      font-size: 0.72rem; line-height: 1.15; display: flex; flex-direction: column; align-items: center; justify-content: center;
      text-align: center; overflow-wrap: anywhere; hyphens: manual; color: var(--_ink);
    }
    button.spot { cursor: pointer; }
    button[aria-disabled='true'] { cursor: not-allowed; }
    button[data-legal-spot] { border-color: var(--_good); box-shadow: ${glow('good', 2)}; }
    .spot.decree { background: ${ld(FV.decree)}; } .person { background: var(--_face); }
    /* A spot holding a tile: the tile (tt-tile) is its frame, its colour and its highlight. */
    .spot.tiled { padding: 0; border: none; background: none; }
    button.spot.tiled[data-legal-spot] { box-shadow: none; }
    .tiled tt-tile { --tt-tile-width: 100%; --tt-tile-height: auto; --tt-tile-line: ${ld(FV.frame)}; flex: 1; min-height: 44px; }
    .empty { background: transparent; border-style: dashed; color: var(--_muted); }
    .face { font-size: 1.05rem; font-weight: 700; }
    .who { font-size: 0.66rem; hyphens: manual; overflow-wrap: normal; }
    .gnome { font-size: 0.65rem; font-weight: 700; color: ${ld(FV.gnome)}; }
    .spaces { display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; margin: 0.5rem 0 0; padding: 0; list-style: none; font-size: 0.85rem; align-items: center; }
    .spaces .spot { font-size: 0.8rem; padding: 2px 8px; }
    fv-die { vertical-align: middle; }
    @media (max-width: 599px) {
      h3 { margin: 0.35rem 0 0.15rem; }
      .spaces { gap: 0.2rem 0.8rem; margin-top: 0.35rem; }
      /* The Town Evaluation last: the grass left then shares the Dragon's line rather than taking one of its own. */
      .spaces > li:has(.spot) { order: 1; }
    }
  `,
  ];

  /**
   * A spot of the board; `flip` keys what lies on it (motion.ts), `from` the stack a new one comes from.
   * `body` may be drawn from whether the spot is legal (a tile shows it, tt-tile's `legal`).
   */
  private spot(key: string, cls: string, label: string, body: unknown, flip = '', from = '') {
    const name = html`<span class="sr-only">${label}</span>`;
    const f = flip || nothing;
    const ff = from || nothing;
    const legal = this.interactive && this.legal.has(key);
    if (typeof body === 'function') body = body(legal);
    if (!this.interactive) return html`<li><div class="spot ${cls}" data-flip=${f} data-flip-from=${ff}>${name}${body}</div></li>`;
    return html`<li><button type="button" class="spot ${cls}" data-key=${key} data-flip=${f} data-flip-from=${ff}
      aria-disabled=${legal ? 'false' : 'true'} ?data-legal-spot=${legal}
      @click=${() => emit(this, 'fv-target', { key })}>${name}${body}</button></li>`;
  }

  /** Which dice lie on person `face` (not via the Gnome). */
  private diceOn(v: FeuvilleView, face: number): number[] {
    const d = v.dice;
    if (!d) return [];
    return d.values.flatMap((x, i) => (d.places[i] === 'person' && x === face ? [i] : []));
  }

  /** Die `i` lying on the board: it comes from the roll (fv-dice's `roll:<i>`). */
  private die(v: FeuvilleView, i: number, fire = false) {
    return html`<fv-die small .pips=${v.dice?.values[i] ?? 1} ?fire=${fire} data-flip=${`die:${i}`} data-flip-from=${`roll:${i}`} aria-hidden="true"></fv-die>`;
  }

  private persons(v: FeuvilleView, w: Words) {
    return html`<ul class="six" aria-label=${w.persons}>${v.persons.map((p, i) => {
      const face = i + 1;
      const dice = this.diceOn(v, face);
      const gnome = v.gnome === face;
      const label = `${face}: ${w.person[p]}${gnome ? `, ${w.gnome}` : ''}${dice.length ? `, ${w.die(face)}` : ''}`;
      return this.spot(
        `person:${face}`,
        'person',
        label,
        html`
        <span class="face" aria-hidden="true">${face}</span><span class="who" aria-hidden="true">${w.personShort[p]}</span>
        ${gnome ? html`<span class="gnome" aria-hidden="true">${w.gnome}</span>` : nothing}
        ${dice.map((i) => this.die(v, i))}`,
      );
    })}</ul>`;
  }

  private row(v: FeuvilleView, row: Row, w: Words) {
    const s = v.stacks[row];
    return html`
      <h3 id=${`r-${row}`}>${w.row[row]} <small data-flip=${`stack:${row}`}>${w.stack(s.I + s.II)}</small></h3>
      <ul class="six" aria-labelledby=${`r-${row}`}>${v.rows[row].map((tile, slot) => {
        const where = `${w.column(slot + 1)}, ${w.person[v.persons[slot]!]}`;
        if (!tile) return this.spot(`row:${row}:${slot}`, 'empty', `${w.emptySpace}, ${where}`, html`–`);
        const face = (legal: boolean) => html`<tt-tile class=${tileClass(tile)} .face=${tileSigns(tile)} ?legal=${legal} aria-hidden="true"></tt-tile>`;
        return this.spot(`row:${row}:${slot}`, 'tiled', `${tileName(tile, w)}, ${where}`, face, tileKey(tile.id), `stack:${row}`);
      })}</ul>`;
  }

  private decrees(v: FeuvilleView, w: Words) {
    return html`
      <h3 id="dh">${w.decrees} <small data-flip="stack:decree">${w.decreeStack(v.decreeStack)}</small></h3>
      <ul class="six" aria-labelledby="dh">${v.decrees.map((d, slot) => {
        const where = `${w.column(slot + 1)}, ${w.person[v.persons[slot]!]}`;
        if (!d) return this.spot(`decree:${slot}`, 'empty', `${w.emptySpace}, ${where}`, html`–`);
        const name = decreeName(d, w);
        const face = (legal: boolean) => html`<tt-tile class="decree" caption=${name} .face=${decreeSigns(d)} ?legal=${legal} aria-hidden="true"></tt-tile>`;
        return this.spot(`decree:${slot}`, 'tiled', `${name}, ${where}`, face, decreeKey(d.id), 'stack:decree');
      })}</ul>`;
  }

  private fairy(v: FeuvilleView, w: Words) {
    return html`
      <h3 id="fh">${w.fairy} <small data-flip="stack:fairy">${w.fairyPool(v.fairyPool)}</small></h3>
      <ul class="three" aria-labelledby="fh">${v.fairyDisplay.map((f, slot) => {
        if (!f) return this.spot(`fairy:${slot}`, 'empty', w.emptySpace, html`–`);
        const face = (legal: boolean) =>
          html`<tt-tile class="magic" caption=${fairyCaption(f, w)} .face=${charmSigns(f)} ?legal=${legal} aria-hidden="true"></tt-tile>`;
        return this.spot(`fairy:${slot}`, 'tiled', fairyName(f, w), face, fairyKey(f.id), 'stack:fairy');
      })}</ul>`;
  }

  /** The Fairy's, Gnome's and Dragon's spaces with their dice, and the Town Evaluation (a spot). */
  private spaces(v: FeuvilleView, w: Words) {
    const d = v.dice;
    const on = (place: string) => (d ? d.values.flatMap((_, i) => (d.places[i] === place ? [i] : [])) : []);
    const dice = (is: number[], fire = false) =>
      is.length ? html` ${is.map((i) => this.die(v, i, fire))}<span class="sr-only">: ${is.map((i) => w.die(d!.values[i]!)).join(', ')}</span>` : nothing;
    const town = `${w.townEval}: ${w.townTiles(v.townTiles)}`;
    return html`<ul class="spaces">
      <li>${w.fairyBeing}${dice(on('fairy'))}</li>
      <li>${w.gnome}${dice(on('gnome'))}</li>
      <li>${w.dragon}${dice(on('dragon'), true)}</li>
      ${this.spot('town', 'decree', town, html`<span aria-hidden="true">${breakable(town)}</span>${dice(on('town'))}`)}
      <li>${w.grassLeft(v.grass)}</li>
    </ul>`;
  }

  override render() {
    const v = this.view;
    if (!v) return nothing;
    const w = t();
    const head = html`
      <fv-dice .dice=${v.dice} .gnome=${v.gnome}></fv-dice>
      <h3>${w.persons}</h3>
      ${this.persons(v, w)}`;
    const rest = html`
      ${ROWS.slice()
        .reverse()
        .map((r) => this.row(v, r, w))}
      ${this.decrees(v, w)}
      ${this.fairy(v, w)}
      ${this.spaces(v, w)}`;
    return html`
      <section aria-labelledby="bh">
        <h2 id="bh" class=${this.only === 'head' ? 'sr-only' : ''}>${this.only === 'rest' ? w.boardMore : w.board}</h2>
        ${this.only === 'rest' ? nothing : head}
        ${this.only === 'head' ? nothing : rest}
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-board': FvBoard;
  }
}
