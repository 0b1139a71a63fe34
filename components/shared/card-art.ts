/**
 * What `<tt-card>` (card.ts) draws: the face-down back (an SVG lattice and a
 * compass-rose medallion in the back's colours), the frame of each card
 * family and the face's parts (title bar, picture window, badges, the
 * family's ribbon, the text). Colours are the shared light/dark tokens
 * (palette.ts); the game's emblem comes in as SVG shapes on a 48-unit grid,
 * stroked in `currentColor`.
 */
import { css, svg, type SVGTemplateResult } from 'lit';
import { glow } from './palette.js';

/** The emblem's grid: games draw their card pictures on 48 × 48 units. */
export const ART_VIEWBOX = '0 0 48 48';

/** A star of eight points around (24, 24): four long (r 14), four short (r 6). */
const rose = (() => {
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 1 ? 3.2 : i % 4 === 0 ? 14 : 6.5;
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    pts.push(`${(24 + r * Math.cos(a)).toFixed(2)} ${(24 + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join('L')}Z`;
})();

/** The back: a diagonal lattice over the whole card (any size), a medallion in its middle. */
export const cardBack = (): SVGTemplateResult => svg`
  <svg class="lattice" aria-hidden="true" width="100%" height="100%">
    <defs>
      <pattern id="lattice" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <path d="M0 0V9M0 0H9" style="stroke: var(--_back-2)" stroke-width="3"/>
        <circle cx="4.5" cy="4.5" r="0.9" style="fill: var(--_back-line)"/>
      </pattern>
    </defs>
    <rect width="100%" height="100%" fill="url(#lattice)"/>
  </svg>
  <svg class="medal" aria-hidden="true" viewBox="0 0 48 48" stroke-linejoin="round">
    <circle cx="24" cy="24" r="21" style="fill: var(--_back); stroke: var(--_back-ink)" stroke-width="1.5"/>
    <circle cx="24" cy="24" r="17.5" fill="none" style="stroke: var(--_back-line)" stroke-width="1"/>
    <path d=${rose} style="fill: var(--_back-2); stroke: var(--_back-ink)" stroke-width="1.2"/>
    <circle cx="24" cy="24" r="2.2" style="fill: var(--_back-ink)"/>
  </svg>`;

export const cardStyles = css`
  :host {
    --_c-frame: var(--_line);
    --_c-band: var(--_band);
    --_c-bg: var(--_face);
    position: relative; display: inline-flex; flex-direction: column; gap: 0.3rem;
    width: var(--tt-card-width, 7.2rem); min-height: 9.6rem; padding: 0.3rem;
    border: 2px solid var(--_c-frame); border-radius: var(--_radius);
    background: var(--_c-bg); color: var(--_ink);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.25);
    transition: transform var(--_motion) ease, box-shadow var(--_motion) ease;
  }
  /* Great People: a gold double frame and a hairline inside it. */
  :host([tone='great']) { --_c-frame: var(--_great-line); --_c-band: var(--_great-band); --_c-bg: var(--_great); border: 4px double var(--_c-frame); }
  /* End of Era: a heavy red frame. */
  :host([tone='era']) { --_c-frame: var(--_era-line); --_c-band: var(--_era-band); --_c-bg: var(--_era); border-width: 3px; }
  :host([tone='great'])::before, :host([tone='era'])::before {
    content: ''; position: absolute; inset: 1px; pointer-events: none;
    border: 1px solid color-mix(in srgb, var(--_c-frame) 50%, transparent); border-radius: calc(var(--_radius) - 3px);
  }
  :host([tone='era'])::before { border-style: dashed; }
  :host([tone='back']) { padding: 0; overflow: hidden; background: var(--_back); border-color: var(--_back-line); color: var(--_back-ink); }
  :host([tone='back'])::after {
    content: ''; position: absolute; inset: 3px; pointer-events: none;
    border: 1.5px solid var(--_back-ink); border-radius: calc(var(--_radius) - 3px); opacity: 0.6;
  }
  .lattice { position: absolute; inset: 0; }
  .medal { position: absolute; left: 50%; top: 50%; width: min(64%, 4.2rem); transform: translate(-50%, -50%); }
  :host([legal]) { border-color: var(--_good); box-shadow: ${glow('good')}; }
  :host([selected]) { transform: translateY(-0.4rem); box-shadow: 0 0 0 3px var(--_accent); }

  .title {
    display: flex; align-items: center; justify-content: center; min-height: 1.55rem;
    padding: 0.1rem 0.25rem; border-radius: calc(var(--_radius) - 4px);
    background: var(--_c-band); text-align: center;
  }
  .name { font-weight: 700; font-size: 0.92rem; line-height: 1.12; overflow-wrap: break-word; hyphens: manual; }
  .art {
    position: relative; display: flex; align-items: center; justify-content: center;
    min-height: 1.9rem; padding: 0.15rem; border: 1px solid var(--_c-frame); border-radius: calc(var(--_radius) - 4px);
    background: color-mix(in srgb, var(--_c-band) 55%, var(--_c-bg));
  }
  .art.ribbon { margin-bottom: 0.45rem; padding-bottom: 0.45rem; }
  /* A badge keeps its corner: the emblem centres in the rest of the window. */
  .art.costed { padding-left: 1.9rem; }
  .art.valued { padding-right: 1.9rem; }
  .emblem { display: block; width: 2.7rem; height: 2.7rem; }
  .badge {
    position: absolute; top: 0.12rem; display: inline-flex; align-items: center; gap: 0.05rem;
    padding: 0 0.22rem 0 0.08rem; border: 1px solid var(--_c-frame); border-radius: 999px;
    background: var(--_face); color: var(--_ink); font-weight: 700; font-size: 0.8rem; line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
  .badge .tt-icon { width: 0.95rem; height: 0.95rem; vertical-align: -0.18rem; }
  .cost { left: 0.12rem; }
  .value { right: 0.12rem; }
  .kind {
    position: absolute; left: 50%; bottom: -0.55rem; transform: translateX(-50%);
    display: inline-flex; align-items: center; gap: 0.2rem; white-space: nowrap;
    padding: 0.05rem 0.35rem; border-radius: 4px; background: var(--_c-frame); color: var(--_face);
    font-size: 0.62rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; line-height: 1.2;
  }
  .kind .tt-icon { width: 0.8rem; height: 0.8rem; }
  /* A plain card's ribbon (a game's own family name): the muted text colour as its ground. */
  :host([tone='plain']) .kind { background: var(--_muted); }
  .text { font-size: 0.76rem; line-height: 1.28; padding: 0 0.1rem; }

  :host([compact]) {
    flex-direction: row; align-items: center; gap: 0.25rem;
    width: auto; min-width: 4.8rem; min-height: 0; padding: 0.1rem 0.45rem 0.1rem 0.1rem;
  }
  :host([compact][tone='great']) { border-width: 3px; padding-block: 0.05rem; }
  :host([compact][tone='era']) { padding-block: 0.05rem; }
  :host([compact])::before { display: none; }
  :host([compact]) .thumb {
    display: flex; flex: none; padding: 0.05rem; border-radius: calc(var(--_radius) - 4px); background: var(--_c-band);
  }
  :host([compact]) .emblem { width: 1.2rem; height: 1.2rem; stroke-width: 3; }
  :host([compact]) .name { font-size: 0.85rem; white-space: nowrap; }
`;
