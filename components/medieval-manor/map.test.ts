/**
 * Every land's caption on the map (its name, what cards treat it as, its
 * modifier, the Castle's "makes Lord") stands clear of the land's drawing
 * (land-art.ts), on a desktop and on a phone: the caption's box and the
 * drawing's box do not meet, and the caption is whole inside its tile. A card
 * placed on the land and the "place here" mark lie on the drawing, never on
 * the caption. The themes change colours only, not where anything is.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import './table.js';
import type { MmTable } from './table.js';
import type { MmMap } from './map.js';
import type { MedievalManorAction } from '../../engine/games/medieval-manor/types.js';
import { LAND_NAMES } from '../../engine/games/medieval-manor/types.js';
import { advance, controllerAt, pin, play, start, viewOf } from './test-game.js';

const HANDS = [0, 1, 2, 3].map(() => ['Wheat', 'Mine', 'Compost', 'Cathedral', 'Fodder']);

/** A 4-player game (all 16 lands) in its Work Phase; with `placed`, Ana has put Wheat on the Fertile Fields and Bo is to place. */
function position(placed: boolean) {
  const { s: s0, rand } = start(4, 11);
  const work = pin(
    advance(s0, rand, (v) => v.phase === 'work'),
    HANDS,
  );
  const seat = viewOf(work, null).toAct[0]!;
  if (!placed) return { s: work, seat };
  const fertile = viewOf(work, null).map!.cells.find((c) => c.land === 'Fertile Fields')!.index;
  const s = play(work, seat, { type: 'place', card: 'Wheat', cell: fertile }, rand);
  return { s, seat: viewOf(s, null).toAct[0]! };
}

/** The table for the seat to act, its Wheat chosen, so the lands it may go on say "place here". */
async function table(placed: boolean) {
  const { s, seat } = position(placed);
  const c = await controllerAt(s, seat);
  const el = await fixture<MmTable>(html`<mm-table .snapshot=${c.snapshot()} .explain=${(a: unknown) => c.explain(a as MedievalManorAction)}></mm-table>`);
  const wheat = viewOf(s, seat).players[seat]!.hand.indexOf('Wheat');
  el.shadowRoot!.querySelector('tt-hand')!.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.card')[wheat]!.click();
  await el.updateComplete;
  const map = el.shadowRoot!.querySelector('mm-map') as MmMap;
  await map.updateComplete;
  await document.fonts.ready;
  return { map, dispose: () => c.dispose() };
}

/** Whether two boxes share any area (touching edges do not count). */
const meet = (a: DOMRect, b: DOMRect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
const box = (r: DOMRect) => `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;

function checkCaptions(map: MmMap) {
  const tiles = [...map.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.tile')];
  expect(tiles.map((t) => t.querySelector('.land')!.textContent).sort()).to.deep.equal([...LAND_NAMES].sort());
  let here = 0;
  for (const t of tiles) {
    const name = t.querySelector('.land')!.textContent!;
    const tile = t.getBoundingClientRect();
    const caption = t.querySelector('.words')!.getBoundingClientRect();
    const scene = t.querySelector('svg.scene')!.getBoundingClientRect();
    expect(scene.height, `${name}: its drawing is shown`).to.be.greaterThan(20);
    expect(meet(caption, scene), `${name}: caption ${box(caption)} meets drawing ${box(scene)}`).to.equal(false);
    // The caption is whole: no line of it cut off by the tile's edge.
    for (const line of t.querySelectorAll('.words > :not(.sr-only)')) {
      const r = line.getBoundingClientRect();
      expect(
        r.top >= tile.top && r.bottom <= tile.bottom && r.left >= tile.left && r.right <= tile.right,
        `${name}: "${line.textContent}" inside its tile`,
      ).to.equal(true);
    }
    for (const on of t.querySelectorAll('.card, .here')) {
      const r = on.getBoundingClientRect();
      expect(meet(caption, r), `${name}: ${on.className} ${box(r)} on the caption ${box(caption)}`).to.equal(false);
      if (on.classList.contains('here')) here++;
    }
  }
  expect(here, 'lands marked "place here"').to.be.greaterThan(0);
}

describe("the map's captions and drawings", () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const placed of [false, true]) {
      it(`at ${width}×${height}${placed ? ', a card placed' : ''}: no land's caption meets its drawing`, async () => {
        await setViewport({ width, height });
        const { map, dispose } = await table(placed);
        try {
          if (placed) expect(map.shadowRoot!.querySelectorAll('button.tile .card')).to.have.length(1);
          checkCaptions(map);
        } finally {
          dispose();
        }
      });
    }
  }
});
