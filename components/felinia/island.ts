/**
 * The island of Felinia (the board's side the game uses, engine/games/felinia/board.ts):
 * its five countries' provinces and routes drawn in SVG, each province's symbols,
 * the trade tiles (face down: the country's back; face up: the figure), the
 * merchants in their seat's colour (components/shared/palette.ts), and the port
 * of each country. Provinces the walking merchant may enter or turn up are real
 * buttons over the drawing, worded by the table (`targets`); a click sends
 * `fl-province` and the table decides what it plays. No rules here.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { BOARDS } from '../../engine/games/felinia/board.js';
import { TRADE_TILES } from '../../engine/games/felinia/data.js';
import type { FeliniaView, Province, Reward } from '../../engine/games/felinia/types.js';
import { emit } from '../../components/shared/events.js';
import { seatColour } from '../../components/shared/palette.js';
import { base } from '../../components/shared/theme.js';
import { tint } from './palette.js';
import { countryName, figureName, nameOf, provinceWords, tileWords } from './words.js';

/** Where a province's symbols sit, around its centre. */
const SPOTS = [
  [-13, -20],
  [13, -20],
  [0, -26],
] as const;

/** A symbol drawn small: gold a coin of gold, spice a red pod, a silver coin, a crate of merchandise, a green leaf of food, a purple star of a Mysterious Place. */
function symbol(r: Reward, x: number, y: number) {
  switch (r) {
    case 'gold':
      return svg`<circle cx=${x} cy=${y} r="7" fill="#e2b007" stroke="#7a5a00" stroke-width="1.5"/>`;
    case 'spice':
      return svg`<path d="M${x - 7} ${y + 5} Q${x} ${y - 12} ${x + 7} ${y + 5} Z" fill="#c4431b" stroke="#6b1e06" stroke-width="1.5"/>`;
    case 'coin':
      return svg`<circle cx=${x} cy=${y} r="7" fill="#d8dde3" stroke="#59616b" stroke-width="1.5"/><circle cx=${x} cy=${y} r="3" fill="none" stroke="#59616b"/>`;
    case 'merchandise':
      return svg`<rect x=${x - 7} y=${y - 6} width="14" height="12" rx="2" fill="#b57a3c" stroke="#5a3510" stroke-width="1.5"/><path d="M${x - 7} ${y} H${x + 7}" stroke="#5a3510"/>`;
    case 'food':
      return svg`<ellipse cx=${x} cy=${y} rx="8" ry="5" fill="#5aa83a" stroke="#245a12" stroke-width="1.5" transform="rotate(-30 ${x} ${y})"/>`;
    case 'mystery':
      return svg`<path d="M${x} ${y - 8} L${x + 2.5} ${y - 2.5} L${x + 8} ${y} L${x + 2.5} ${y + 2.5} L${x} ${y + 8} L${x - 2.5} ${y + 2.5} L${x - 8} ${y} L${x - 2.5} ${y - 2.5} Z" fill="#8e3fb5" stroke="#3d1452" stroke-width="1.2"/>`;
  }
}

export type ProvinceEvent = CustomEvent<{ province: number }>;

@localized()
@customElement('fl-island')
export class FlIsland extends LitElement {
  @property({ attribute: false }) view: FeliniaView | null = null;
  /** Provinces a click acts on now, with the words of what it does. */
  @property({ attribute: false }) targets: readonly { readonly province: number; readonly label: string }[] = [];
  @property({ attribute: false }) names: readonly string[] = [];

  static override styles = [
    base,
    css`
    :host { display: block; }
    .map { position: relative; width: 100%; max-width: 62rem; aspect-ratio: 10 / 7; }
    svg { display: block; width: 100%; height: 100%; }
    .sea { fill: light-dark(#d7ecf7, #10283a); }
    .land { fill: light-dark(#efe6cf, #3a3426); stroke: light-dark(#b9a77e, #7d6d4b); stroke-width: 4; }
    .route { stroke: light-dark(#6b5a44, #c9b89c); stroke-width: 3; stroke-dasharray: 7 5; }
    .border { stroke: light-dark(#3b3b3b, #d0d0d0); stroke-width: 3; }
    .province { stroke: light-dark(#3b3b3b, #d0d0d0); stroke-width: 2; }
    .tile { stroke: light-dark(#222, #eee); stroke-width: 2; }
    .figure { font: 700 15px var(--tt-font, sans-serif); fill: light-dark(#222, #eee); text-anchor: middle; dominant-baseline: central; }
    .pawn { stroke: light-dark(#111, #fff); stroke-width: 2; }
    .trail { fill: none; stroke-width: 6; stroke-linecap: round; stroke-linejoin: round; opacity: 0.85; }
    .walker { stroke: light-dark(#111, #fff); stroke-width: 3; }
    button.target {
      position: absolute; width: 7%; aspect-ratio: 1; transform: translate(-50%, -50%); border-radius: 50%;
      border: 3px solid var(--_accent, #1f64c8); background: color-mix(in srgb, var(--_accent, #1f64c8) 18%, transparent);
      padding: 0; cursor: pointer;
    }
    button.target:focus-visible { outline: 3px solid var(--_focus, #000); outline-offset: 2px; }
  `,
  ];

  private province(p: Province) {
    const v = this.view!;
    const post = v.posts[p.id];
    const who = v.merchants[p.id];
    const r = p.role === 'post' ? 24 : p.role === 'port' ? 22 : 15;
    const face = typeof post === 'number' ? TRADE_TILES[post]! : null;
    return svg`
      <g>
        <circle class="province" cx=${p.x} cy=${p.y} r=${r} fill=${tint(p.country)}/>
        ${p.role === 'port' ? svg`<path d="M${p.x - 8} ${p.y + 4} Q${p.x} ${p.y + 14} ${p.x + 8} ${p.y + 4} M${p.x} ${p.y - 10} V${p.y + 12} M${p.x - 6} ${p.y - 4} H${p.x + 6}" stroke="light-dark(#1d3557, #bcd4f0)" stroke-width="2.5" fill="none"/>` : nothing}
        ${post === 'down' ? svg`<rect class="tile" x=${p.x - 12} y=${p.y - 12} width="24" height="24" rx="4" fill=${tint(p.country, true)}/>` : nothing}
        ${
          face
            ? svg`<rect class="tile" x=${p.x - 12} y=${p.y - 12} width="24" height="24" rx="4" fill="light-dark(#fffaf0, #2a2a2a)"/>
          <text class="figure" x=${p.x} y=${p.y}>${face.figure ? figureName(face.figure).slice(0, 1) : '★'}<title>${tileWords(face.id)}</title></text>`
            : nothing
        }
        ${who !== null && who !== undefined ? svg`<circle class="pawn" cx=${p.x + 13} cy=${p.y + 13} r="8" fill=${seatColour(who)}/>` : nothing}
        ${p.rewards.map((rw, i) => symbol(rw, p.x + SPOTS[i % 3]![0], p.y + SPOTS[i % 3]![1]))}
      </g>`;
  }

  /** The merchant exploring now: the way it came from the port, and where it stands. */
  private walker() {
    const w = this.view!.walk;
    if (!w) return nothing;
    const at = (id: number) => BOARDS[this.view!.config.variant].provinces[id]!;
    const here = at(w.path[w.path.length - 1]!);
    const colour = seatColour(w.seat);
    return svg`<polyline class="trail" stroke=${colour} points=${w.path.map((id) => `${at(id).x},${at(id).y}`).join(' ')}/>
      <circle class="walker" cx=${here.x} cy=${here.y - 4} r="11" fill=${colour}/>`;
  }

  /** What the drawing shows, in words (the SVG's title). */
  private summary(): string {
    const v = this.view!;
    const placed = v.merchants.filter((m) => m !== null).length;
    const up = v.posts.filter((t) => typeof t === 'number').length;
    const all = msg(str`The island of Felinia: ${placed} merchants on trading posts, ${up} trade tiles face up.`);
    if (!v.walk) return all;
    const who = nameOf(this.names, v.walk.seat);
    const where = provinceWords(v.config.variant, v.walk.path[v.walk.path.length - 1]!);
    return `${all} ${msg(str`${who}'s merchant is exploring, at ${where}.`)}`;
  }

  override render() {
    const v = this.view;
    if (!v) return nothing;
    const board = BOARDS[v.config.variant];
    const at = (id: number) => board.provinces[id]!;
    return html`
      <div class="map">
        <svg viewBox="0 0 1000 700" role="img" aria-labelledby="island-title">
          <title id="island-title">${this.summary()}</title>
          <rect class="sea" width="1000" height="700" rx="24"/>
          <ellipse class="land" cx="500" cy="350" rx="440" ry="318"/>
          ${board.routes.map(([a, b]) => {
            const [p, q] = [at(a), at(b)];
            return svg`<line class=${p.country === q.country ? 'route' : 'border'} x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y}/>`;
          })}
          ${board.provinces.map((p) => this.province(p))}
          ${this.walker()}
        </svg>
        ${this.targets.map((t) => {
          const p = at(t.province);
          return html`<button type="button" class="target" style="left: ${p.x / 10}%; top: ${p.y / 7}%"
            aria-label=${`${t.label} (${countryName(p.country)})`} @click=${() => emit(this, 'fl-province', { province: t.province })}></button>`;
        })}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'fl-island': FlIsland;
  }
}
