/**
 * Every Medieval Manor card and land has its own drawing (issue 13): each card's
 * emblem on `<tt-card>` with its family's frame and badges, each land's scene on
 * its map tile, and a card placed on the map drawn on its tile under its owner's colour.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { CARD_NAMES, cardRecord } from '../../engine/games/medieval-manor/cards.js';
import { LANDS } from '../../engine/games/medieval-manor/lands.js';
import { LAND_NAMES } from '../../engine/games/medieval-manor/types.js';
import type { TtCard } from '../../components/shared/card.js';
import { CARD_ART } from './card-art.js';
import { cardFace, faceCard } from './faces.js';
import { LAND_ART, SCENE_VIEWBOX } from './land-art.js';
import type { MmMap } from './map.js';
import './map.js';
import { SEATS } from '../../components/shared/palette.js';
import { controllerAt, pin, play, start, advance, viewOf } from './test-game.js';

/** `#rrggbb` as the browser computes it. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The drawing's box inside its grid. */
function inside(svg: SVGSVGElement, width: number, height: number, min: number, what = '') {
  const box = svg.getBBox();
  expect(box.width, `${what} width`).to.be.within(min, width);
  expect(box.height, `${what} height`).to.be.within(min / 2, height);
  const e = 0.01;
  expect(box.x, `${what} left`).to.be.at.least(-e);
  expect(box.y, `${what} top`).to.be.at.least(-e);
  expect(box.x + box.width, `${what} right`).to.be.at.most(width + e);
  expect(box.y + box.height, `${what} bottom`).to.be.at.most(height + e);
}

describe('Medieval Manor card pictures', () => {
  it('has one emblem for every card of the deck, and no other', () => {
    expect(Object.keys(CARD_ART).sort()).to.deep.equal([...CARD_NAMES].sort());
    expect(new Set(Object.values(CARD_ART)).size).to.equal(CARD_NAMES.length);
  });

  for (const name of CARD_NAMES) {
    it(`draws ${name} inside the grid, framed by its family, with its badges`, async () => {
      const c = cardRecord(name);
      const el = await fixture<TtCard>(faceCard(cardFace(name, 4)));
      const root = el.shadowRoot!;
      const emblem = root.querySelector<SVGSVGElement>('svg.emblem')!;
      expect(emblem.querySelectorAll('path, circle, ellipse, rect').length).to.be.greaterThan(1);
      inside(emblem, 48, 48, 24);
      expect(el.tone).to.equal(({ bounty: 'plain', upgrade: 'great', hardship: 'era' } as const)[c.kind]);
      expect(root.querySelector('.kind')!.textContent).to.contain(({ bounty: 'Bounty', upgrade: 'Upgrade', hardship: 'Hardship' } as const)[c.kind]);
      const cost = root.querySelector('.badge.cost');
      if (c.kind === 'upgrade') expect(cost!.querySelector('.sr-only')!.textContent).to.equal('Costs you 4 Money (Gold and Resources)');
      else expect(cost).to.equal(null);
      const vp = c.gain.victory ?? 0;
      const value = root.querySelector('.badge.value');
      if (vp > 0) expect(value!.querySelector('.sr-only')!.textContent).to.equal(vp === 1 ? 'Gains 1 Victory Point' : `Gains ${vp} Victory Points`);
      else expect(value).to.equal(null);
    });
  }

  it('a row of every card passes axe', async () => {
    const el = await fixture(html`<ul>${CARD_NAMES.map((n) => html`<li>${faceCard(cardFace(n, 3))}</li>`)}</ul>`);
    await expect(el).to.be.accessible();
  });
});

describe('Medieval Manor land scenes', () => {
  it('has one scene for every land, and no other', () => {
    expect(Object.keys(LAND_ART).sort()).to.deep.equal([...LAND_NAMES].sort());
    expect(LANDS.map((l) => l.name).sort()).to.deep.equal([...LAND_NAMES].sort());
    expect(new Set(Object.values(LAND_ART)).size).to.equal(LAND_NAMES.length);
  });

  it('draws every land on its tile, inside the scene, the land named above it', async () => {
    const cells = LANDS.map((l, i) => ({
      index: i,
      row: Math.floor(i / 4),
      col: i % 4,
      land: l.name,
      landClass: l.landClass,
      modifier: l.modifier,
      modifierText: '',
      edge: true,
      castle: l.name === 'Castle',
      card: null,
      placedThisTurn: false,
    }));
    const map = await fixture<MmMap>(html`<mm-map .cells=${cells} .width=${4}></mm-map>`);
    const tiles = [...map.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.tile')];
    expect(tiles).to.have.length(LANDS.length);
    for (const [i, t] of tiles.entries()) {
      const scene = t.querySelector<SVGSVGElement>('svg.scene')!;
      expect(scene.getAttribute('viewBox')).to.equal(SCENE_VIEWBOX);
      expect(scene.getAttribute('aria-hidden')).to.equal('true');
      inside(scene, 96, 40, 40, LANDS[i]!.name);
      expect(t.querySelector('.land')!.textContent).to.equal(LANDS[i]!.name);
    }
    await expect(map).to.be.accessible();
  });
});

describe('a card placed on the map', () => {
  it('is drawn on its tile: its picture, its name, its owner under their colour', async () => {
    const { s: s0, rand } = start(2, 7);
    const work = pin(
      advance(s0, rand, (v) => v.phase === 'work'),
      [
        ['Wheat', 'Compost'],
        ['Wheat', 'Manure'],
      ],
    );
    // Ana places Wheat on the Fertile Fields (space 5 of the test layout).
    const s = play(work, 0, { type: 'place', card: 'Wheat', cell: 5 }, rand);
    expect(viewOf(s, 1).map!.cells[5]!.card).to.deep.include({ card: 'Wheat', seat: 0 });
    const c = await controllerAt(s, 1);
    const v = c.snapshot().view;
    const map = await fixture<MmMap>(html`<mm-map .cells=${v.map!.cells} .width=${v.map!.width} .names=${['Ana', 'Bo']} .cards=${v.cards}></mm-map>`);
    const tile = map.shadowRoot!.querySelector<HTMLButtonElement>('button.tile[data-cell="5"]')!;
    const card = tile.querySelector<HTMLElement>('.card')!;
    expect(card.querySelector('svg.emblem')).not.to.equal(null);
    expect(card.querySelector('b')!.textContent).to.equal('Wheat');
    expect(card.querySelector('.owner')!.textContent).to.contain('Ana');
    expect(getComputedStyle(card).borderTopColor).to.equal(rgb(SEATS[0][0]));
    expect(tile.textContent!.replace(/\s+/g, ' ')).to.contain('holds Wheat placed by Ana');
    // The picture sits on the tile, over the land's scene.
    const box = tile.getBoundingClientRect();
    const at = card.getBoundingClientRect();
    expect(at.top).to.be.at.least(box.top);
    expect(at.bottom).to.be.at.most(box.bottom);
    expect(tile.querySelector('svg.scene')).not.to.equal(null);
    c.dispose();
    await expect(map).to.be.accessible();
  });
});
