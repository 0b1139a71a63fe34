/**
 * One player at the table: name, score, whose turn, the townscape (town.ts),
 * the player board's two spaces for tiles and decrees (with any theft
 * protection) and its two face-down Fairy Magic tiles, and what the player
 * just took and must still place. Everyone saw the charms taken (the log says
 * so), but they lie face down: only their owner's get a name here. Folded
 * (another player on a phone) it is one summary line, name, clouds and score,
 * whose name is a disclosure button that unfolds the rest. What the player
 * holds, stores and keeps carries its motion key (`tile:`, `decree:`, `fairy:`
 * and the id, motion-keys.ts); a decree scored flies to the player's points, a
 * charm used back beside the board. Its top edge is the seat's colour
 * (components/shared/palette.ts `SEATS`), as every game's player panel.
 */
import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ItemView, PlayerView } from '../../engine/games/feuville/types.js';
import { glow, ld, markSeat } from '../../components/shared/palette.js';
import { base } from '../../components/shared/theme.js';
import { FV } from './palette.js';
import { emit } from '../../components/shared/events.js';
import { t, type Words } from './i18n.js';
import { fairyName, itemName } from './faces.js';
import { icon } from '../../components/shared/icons.js';
import { itemKey, leavesFor } from './motion-keys.js';
import { fairyCaption, itemTile, tileStyles } from './tile-face.js';
import './town.js';
import './act-event.js';

@localized()
@customElement('fv-player')
export class FvPlayer extends LitElement {
  /** The player as the view shows them. */
  @property({ attribute: false }) player: PlayerView | null = null;
  /** Display name. */
  @property() name = '';
  /** This device's seat: names its face-down charms, and its town is clickable. */
  @property({ type: Boolean, reflect: true }) me = false;
  /** It is this player's turn. */
  @property({ type: Boolean, reflect: true }) active = false;
  /** The game waits for this player. */
  @property({ type: Boolean, attribute: 'to-act', reflect: true }) toAct = false;
  /** Played by a bot. */
  @property({ type: Boolean }) bot = false;
  /** The player's device is connected. */
  @property({ type: Boolean }) connected = true;
  /** Holds the cup (starting player). */
  @property({ type: Boolean }) starter = false;
  /** The viewer may act now: spots are buttons. */
  @property({ type: Boolean }) interactive = false;
  /** Keys of the spots some legal action uses. */
  @property({ attribute: false }) legal: ReadonlySet<string> = new Set();
  /** Shown as a summary line that unfolds (another player on a phone). */
  @property({ type: Boolean, reflect: true }) foldable = false;

  /** The foldable player is unfolded. */
  @state() private open = false;

  static override styles = [
    base,
    tileStyles,
    css`
    :host { display: block; padding: 0.6rem; border: 2px solid var(--_line); border-radius: var(--_radius); background: var(--_panel); min-width: 0; }
    :host([active]) { border-color: var(--_accent); }
    :host([to-act]) { box-shadow: ${glow('accent')}; }
    :host, :host([active]) { border-top: 0.4rem solid var(--seat, var(--_line)); }
    header { display: flex; flex-wrap: wrap; gap: 0.3rem 0.5rem; align-items: baseline; }
    h3 { font-size: 1.05rem; margin: 0; }
    .score { margin-left: auto; font-weight: 700; }
    .tag { font-size: 0.75rem; padding: 0 0.4rem; border-radius: 999px; border: 1px solid var(--_line); color: var(--_muted); }
    .off { color: var(--_bad); border-color: var(--_bad); }
    h4 { font-size: 0.85rem; margin: 0.5rem 0 0.25rem; color: var(--_muted); font-weight: 600; }
    ul { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0; padding: 0; list-style: none; }
    .item { position: relative; font-size: 0.85rem; padding: 0.3rem 0.5rem; border: 1px solid ${ld(FV.frame)}; border-radius: 6px; min-height: 2.4rem; display: flex; align-items: center; }
    .item.empty { color: var(--_muted); border-style: dashed; }
    button.item { min-height: 2.4rem; border: 2px solid ${ld(FV.frame)}; color: var(--_ink); text-align: left; }
    button[data-legal-spot] { border-color: var(--_good); box-shadow: ${glow('good', 2)}; }
    /* A space holding a tile, a decree or a charm: the tile (tt-tile) is its frame, its colour and its highlight. */
    .item.tiled { padding: 0; border: none; background: none; }
    button.item.tiled[data-legal-spot] { box-shadow: none; }
    .tiled tt-tile {
      --tt-tile-width: auto; --tt-tile-height: auto; --tt-tile-line: ${ld(FV.frame)}; --tt-tile-radius: 6px;
      flex: 1; min-height: 2.4rem; min-width: 3.5rem; padding: 0.2rem 0.5rem; font-size: 0.85rem;
    }
    .tiled tt-tile[tone='back'] { padding: 0; }
    /* The shield centred on its words, which wrap beside it, not under it. */
    .shield { display: inline-flex; align-items: center; gap: 0.25rem; margin-left: 0.3rem; font-size: 0.75rem; font-weight: 700; line-height: 1.15; text-align: left; }
    .shield .tt-icon { flex: none; width: 1rem; height: 1rem; }
    .hand { margin: 0.5rem 0 0; font-weight: 600; }
    .meta { margin: 0.3rem 0 0; font-size: 0.8rem; color: var(--_muted); }
    :host([foldable]) { padding: 0.1rem 0.6rem; }
    @media (max-width: 599px) {
      .kit { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0 0.5rem; }
    }
    :host([foldable]) header { align-items: center; }
    .fold { min-height: 44px; padding: 0.2rem 0.5rem 0.2rem 0.3rem; margin-left: -0.3rem; font: inherit; font-weight: 700; background: none; border: none; color: var(--_ink); }
    .chev { display: inline-block; width: 1em; }
    .fold[aria-expanded='true'] .chev { transform: rotate(90deg); }
    .sum { font-size: 0.85rem; }
    .sum .bad { color: var(--_bad); font-weight: 700; }
  `,
  ];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('player')) markSeat(this, this.player?.seat ?? null);
  }

  /** Where the item goes if it leaves the table (motion-keys.ts). */
  private to(item: ItemView): string | typeof nothing {
    return leavesFor(item, this.player!.seat) ?? nothing;
  }

  /** A space of the player's kit holding `item`, drawn by `tile` (given whether the space is legal: the tile shows it). */
  private spot(key: string, label: string, tile: (legal: boolean) => unknown, item: ItemView) {
    const name = html`<span class="sr-only">${label}</span>`;
    const flip = itemKey(item);
    if (!this.interactive) return html`<li class="item tiled" data-flip=${flip} data-flip-to=${this.to(item)}>${name}${tile(false)}</li>`;
    const legal = this.legal.has(key);
    return html`<li><button type="button" class="item tiled" data-key=${key} data-flip=${flip} data-flip-to=${this.to(item)}
      aria-disabled=${legal ? 'false' : 'true'} ?data-legal-spot=${legal}
      @click=${() => emit(this, 'fv-target', { key })}>${name}${tile(legal)}</button></li>`;
  }

  private boardSlots(p: PlayerView, w: Words) {
    return [0, 1].map((i) => {
      const b = p.board[i];
      if (!b) return html`<li class="item empty">${w.emptySlot}</li>`;
      const name = itemName(b.item, w);
      const label = b.protection ? `${name}, ${w.protectedBy}` : name;
      const shield = b.protection ? html`<span class="shield">${icon('shield')} ${w.protectedBy}</span>` : nothing;
      return this.spot(`slot:${p.seat}:${i}`, label, (legal) => itemTile(b.item, w, legal, shield), b.item);
    });
  }

  private magic(p: PlayerView, w: Words) {
    return [0, 1].map((i) => {
      const f = p.fairy[i];
      if (!f) return html`<li class="item empty">${w.emptySlot}</li>`;
      const label = this.me ? w.yourMagic(fairyName(f.fairy, w)) : w.faceDownMagic;
      // Face down: only its owner reads its name on it.
      const tile = (legal: boolean) =>
        html`<tt-tile tone="back" caption=${this.me ? fairyCaption(f.fairy, w) : ''} ?legal=${legal} aria-hidden="true"></tt-tile>`;
      const item: ItemView = { kind: 'fairy', fairy: f.fairy };
      if (!this.me || !this.interactive)
        return html`<li class="item tiled" data-flip=${itemKey(item)} data-flip-to=${this.to(item)}><span class="sr-only">${label}</span>${tile(false)}</li>`;
      return this.spot(`magic:${p.seat}:${i}`, label, tile, item);
    });
  }

  /** What the player just took: on the owner's turn a button that offers where it can go. */
  private hand(seat: number, text: string, item: ItemView) {
    const key = `hand:${seat}`;
    if (!this.me || !this.interactive) return html`<p class="hand" data-flip=${itemKey(item)} data-flip-to=${this.to(item)}>${text}</p>`;
    return html`<p class="hand" data-flip=${itemKey(item)} data-flip-to=${this.to(item)}><button type="button" class="item" data-key=${key} ?data-legal-spot=${this.legal.has(key)}
      @click=${() => emit(this, 'fv-target', { key })}>${text}</button></p>`;
  }

  /** The clouds against the columns they must cover, in one short line (a folded player). */
  private summary(p: PlayerView, w: Words) {
    const burn = Math.max(0, p.exposed - p.clouds);
    return html`<span class="sum"><span aria-hidden="true" class=${burn > 0 ? 'bad' : ''}>${icon('cloud')} ${p.clouds} / ${p.exposed} ${icon('column')}</span>
      <span class="sr-only">${w.cloudsVsColumns(p.clouds, p.exposed, p.columns.length)}${burn > 0 ? `, ${w.atRisk(burn)}` : ''}</span></span>`;
  }

  private heading(p: PlayerView, w: Words) {
    if (!this.foldable) return html`<h3 id="n">${this.name}</h3>`;
    return html`<h3 id="n"><button type="button" class="fold" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="more"
      @click=${() => {
        this.open = !this.open;
      }}><span class="chev" aria-hidden="true">▸</span>${this.name}</button></h3>${this.open ? nothing : this.summary(p, w)}`;
  }

  override render() {
    const p = this.player;
    if (!p) return nothing;
    const w = t();
    const hand = p.hand ? itemName(p.hand, w) : '';
    return html`
      <section aria-labelledby="n">
        <header>
          ${this.heading(p, w)}
          ${this.me ? html`<span class="tag">${w.you}</span>` : nothing}
          ${this.bot ? html`<span class="tag">${w.bot}</span>` : nothing}
          ${this.connected ? nothing : html`<span class="tag off">${w.offline}</span>`}
          ${this.toAct ? html`<span class="tag">${w.toAct}</span>` : this.active ? html`<span class="tag">${w.turn}</span>` : nothing}
          ${this.starter ? html`<span class="tag">${w.startPlayer}</span>` : nothing}
          <span class="score" data-flip=${`score:${p.seat}`}>${w.points}: ${p.score}</span>
        </header>
        <div id="more" ?hidden=${this.foldable && !this.open}>
          <fv-town .player=${p} .name=${this.name} ?interactive=${this.interactive && this.me} .legal=${this.legal}></fv-town>
          ${p.hand ? this.hand(p.seat, w.holding(hand), p.hand) : nothing}
          <div class="kit">
            <div><h4 id="b">${w.playerBoard}</h4><ul aria-labelledby="b">${this.boardSlots(p, w)}</ul></div>
            <div><h4 id="m">${w.fairy}</h4><ul aria-labelledby="m">${this.magic(p, w)}</ul></div>
          </div>
          <p class="meta">${w.scored(p.scored.length)}</p>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fv-player': FvPlayer;
  }
}
