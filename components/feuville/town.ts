/**
 * One player's townscape: columns of tiles left to right, each drawn bottom-up
 * (wall, tower, sky), burnt columns as ruins, the start tile marked, the grass
 * under scored columns, and always the clouds against the columns they must
 * cover (the rulebook, "Dragomir the Dragon"). On the viewer's own town a
 * column is a button: it sends `fv-target` with its key (targets.ts), and the
 * table finds the legal action, so this element knows no rules. Each tile
 * carries its motion key (motion-keys.ts: the table's `Flip` brings it from where
 * it was); a tile that has just burnt flares up in the dragon's fire, then shows
 * as a ruin.
 */
import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ColumnView, PlayerView, TileView } from '../../engine/games/feuville/types.js';
import { glow, ld } from '../../components/shared/palette.js';
import { base } from '../../components/shared/theme.js';
import { FV } from './palette.js';
import { emit } from '../../components/shared/events.js';
import { t, type Words } from './i18n.js';
import { tileName } from './faces.js';
import { icon } from '../../components/shared/icons.js';
import { tileClass, tileSigns, tileStyles } from './tile-face.js';
import { tileKey } from './motion-keys.js';
import { pulse } from '../../components/shared/motion.js';
import './act-event.js';

@localized()
@customElement('fv-town')
export class FvTown extends LitElement {
  /** The player whose town this is. */
  @property({ attribute: false }) player: PlayerView | null = null;
  /** The player's name. */
  @property() name = '';
  /** Columns and ends are buttons (the viewer's own town while they may act). */
  @property({ type: Boolean }) interactive = false;
  /** Keys of the spots some legal action uses (drawn highlighted). */
  @property({ attribute: false }) legal: ReadonlySet<string> = new Set();

  /** Tiles that burnt in this update (the dragon): they flare up once drawn. */
  private burning: readonly string[] = [];

  static override styles = [
    base,
    tileStyles,
    css`
    :host { display: block; }
    .cover { margin: 0 0 0.35rem; font-size: 0.85rem; display: flex; flex-wrap: wrap; gap: 0.2rem 0.6rem; align-items: baseline; }
    .cover b { font-size: 1rem; }
    .cover .bad { color: var(--_bad); font-weight: 700; }
    .cover .good { color: var(--_good); }
    .scroll { overflow-x: auto; padding: 0.2rem 0.1rem 0.3rem; }
    ol { display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none; align-items: flex-end; width: max-content; }
    li { display: flex; }
    .col, .end {
      position: relative; display: flex; flex-direction: column-reverse; gap: 2px; padding: 2px; min-width: 3.1rem;
      border: 2px solid transparent; border-radius: 6px; background: none; color: inherit; min-height: 0;
    }
    button.col, button.end { border-color: ${ld(FV['col-line'])}; cursor: pointer; }
    button[data-legal-spot] { border-color: var(--_good); box-shadow: ${glow('good', 2)}; }
    button[aria-disabled='true'] { cursor: not-allowed; }
    .end { justify-content: center; align-self: stretch; font-size: 1.3rem; font-weight: 700; color: var(--_accent); min-width: 2.2rem; }
    /* A tile of the town (tt-tile): as wide as its column. */
    .tile {
      --tt-tile-width: auto; --tt-tile-height: 2.3rem; --tt-tile-border: 1px; --tt-tile-radius: 4px; --tt-tile-line: ${ld(FV.edge)};
      --tt-tile-icon: 0.95rem; --tt-tile-gap: 1px; line-height: 1.1; padding: 0 2px; gap: 0;
    }
    .ruin { --_flame: ${ld(FV.flame)}; }
    .gap { height: 2.3rem; border: 1px dashed ${ld(FV['col-line'])}; border-radius: 4px; }
    .grass { height: 0.55rem; border-radius: 3px; background: transparent; }
    .grass.plain { background: ${ld(FV.grass)}; }
    .grass.crest { background: repeating-linear-gradient(90deg, ${ld(FV.grass)} 0 6px, ${ld(FV.crest)} 6px 9px); }
    .num { font-size: 0.7rem; color: var(--_muted); text-align: center; }
    @media (max-width: 599px) {
      /* The icons say it on a phone (as a folded player's line does), so the line stays one line. */
      .cover .words { display: none; }
      .tile { --tt-tile-height: 2rem; }
      .gap { height: 2rem; }
      .col { min-width: 2.8rem; }
    }
  `,
  ];

  private face(tv: TileView, w: Words) {
    const start = tv.tile.back === 'start';
    const caption = tv.burnt ? w.ruin : start ? w.startTile : w.row[tv.tile.row];
    return html`<tt-tile class="tile ${tileClass(tv.tile, tv.burnt)}" data-flip=${tileKey(tv.tile.id)} aria-hidden="true"
      caption=${caption} .face=${tv.burnt ? nothing : tileSigns(tv.tile)}></tt-tile>`;
  }

  /** What a screen reader says for a column. */
  private columnText(c: ColumnView, i: number, w: Words): string {
    const tiles = c.tiles.map((tv) => tileName(tv.tile, w)).join('; ');
    const marks = [c.burnt ? w.ruin : '', c.grass === 'plain' ? w.grass : c.grass === 'crest' ? w.crest : ''].filter(Boolean);
    return `${w.column(i + 1)}: ${tiles}${marks.length ? `. ${marks.join(', ')}` : ''}`;
  }

  private column(c: ColumnView, i: number, w: Words) {
    const seat = this.player!.seat;
    const key = `col:${seat}:${i}`;
    const body = html`
      <span class="num" aria-hidden="true">${i + 1}</span>
      <div class="grass ${c.grass}" aria-hidden="true"></div>
      ${c.tiles.map((tv) => this.face(tv, w))}
      ${Array.from({ length: 3 - c.tiles.length }, () => html`<div class="gap" aria-hidden="true"></div>`)}`;
    const label = this.columnText(c, i, w);
    const name = html`<span class="sr-only">${label}</span>`;
    if (!this.interactive) return html`<li><div class="col">${name}${body}</div></li>`;
    const legal = this.legal.has(key);
    return html`<li><button type="button" class="col" data-key=${key}
      aria-disabled=${legal ? 'false' : 'true'} ?data-legal-spot=${legal}
      @click=${() => emit(this, 'fv-target', { key })}>${name}${body}</button></li>`;
  }

  private end(side: 'left' | 'right', w: Words) {
    const key = `end:${this.player!.seat}:${side}`;
    if (!this.interactive || !this.legal.has(key)) return nothing;
    return html`<li><button type="button" class="end" data-key=${key} data-legal-spot
      @click=${() => emit(this, 'fv-target', { key })}><span aria-hidden="true">+</span><span class="sr-only">${side === 'left' ? w.buildLeft : w.buildRight}</span></button></li>`;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    const was = changed.get('player') as PlayerView | null | undefined;
    const p = this.player;
    if (!was || !p || was.seat !== p.seat) return;
    const standing = new Set(was.columns.flatMap((c) => c.tiles.filter((tv) => !tv.burnt).map((tv) => tv.tile.id)));
    this.burning = p.columns.flatMap((c) => c.tiles.filter((tv) => tv.burnt && standing.has(tv.tile.id)).map((tv) => tv.tile.id));
  }

  override updated(): void {
    // The dragon's fire: the tile flares up in flame colour and dies down to its burnt side (under 300 ms).
    for (const id of this.burning) {
      const tile = this.renderRoot.querySelector(`[data-flip="${tileKey(id)}"]`);
      if (tile) pulse(tile, [{ backgroundColor: 'var(--_flame)', boxShadow: '0 0 0.7rem 0.2rem var(--_flame)' }, {}]);
    }
    this.burning = [];
  }

  override render() {
    const p = this.player;
    if (!p) return nothing;
    const w = t();
    const burn = Math.max(0, p.exposed - p.clouds);
    return html`
      <p class="cover">
        <span aria-hidden="true"><b>${icon('cloud')} ${p.clouds}</b> / ${p.exposed} ${icon('column')}</span>
        <span class="sr-only">${w.cloudsVsColumns(p.clouds, p.exposed, p.columns.length)}</span>
        <span class="words" aria-hidden="true">${w.clouds(p.clouds)} · ${w.columns(p.exposed)}</span>
        <span class=${burn > 0 ? 'bad' : 'good'}>${burn > 0 ? w.atRisk(burn) : w.safe}</span>
      </p>
      <div class="scroll" tabindex=${this.interactive ? '-1' : '0'} role="group" aria-label=${w.town(this.name)}>
        <ol>
          ${this.end('left', w)}
          ${p.columns.map((c, i) => this.column(c, i, w))}
          ${this.end('right', w)}
        </ol>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-town': FvTown;
  }
}
