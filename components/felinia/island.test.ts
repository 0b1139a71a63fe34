/**
 * <fl-island>: the island drawn from a seeded Felinia game's view — every
 * province and route, trade tiles face down and face up, merchants — and the
 * provinces a walking merchant may enter as buttons that send their province.
 */
import { expect, fixture, html } from '@open-wc/testing';
import './island.js';
import type { FlIsland, ProvinceEvent } from './island.js';
import { provinceWords } from './words.js';
import { BOARDS } from '../../engine/games/felinia/board.js';
import { felinia } from '../../engine/games/felinia/index.js';
import type { FeliniaState } from '../../engine/games/felinia/types.js';
import { bots } from '../../engine/games/felinia/bots.js';
import { seededRng } from '../../engine/core/rng.js';
import { shadowAll } from '../../test/browser/helpers.js';

/** A 3-player game played by the smart bot until a merchant walks with somewhere to go, after `walks` such walks. */
function walking(walks: number): FeliniaState {
  const rng = seededRng(5);
  let s = felinia.setup({ variant: 'basic', seeTop: false, firstSeat: 0 }, 3);
  let seen = 0;
  for (let i = 0; i < 5000; i++) {
    const p = felinia.pending(s);
    if (!p) break;
    if (p.kind === 'random') {
      const r = felinia.resolve(s, { kind: 'random', value: rng.int(p.bound) });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
      continue;
    }
    if (p.kind !== 'move') break;
    const seat = p.seats[0]!;
    const legal = felinia.legalActions(s, seat, new Map());
    if (s.walk && legal.some((a) => a.type === 'step' || a.type === 'reveal') && seen++ >= walks) return s;
    const a = bots.smart!({ game: felinia, state: s, seat, knows: new Map(), legal, rng });
    const r = felinia.apply(s, a, seat);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  throw new Error('no walk found');
}

describe('fl-island', () => {
  it('draws every province and route, the trade tiles and the merchants, and says what it shows', async () => {
    const s = walking(6);
    const view = felinia.view(s, 0, new Map());
    const el = await fixture<FlIsland>(html`<fl-island .view=${view}></fl-island>`);
    const board = BOARDS.basic;
    expect(shadowAll(el, 'circle.province')).to.have.length(board.provinces.length);
    expect(shadowAll(el, 'line')).to.have.length(board.routes.length);
    const down = view.posts.filter((t) => t === 'down').length;
    const up = view.posts.filter((t) => typeof t === 'number').length;
    expect(shadowAll(el, 'rect.tile')).to.have.length(down + up);
    expect(shadowAll(el, 'text.figure')).to.have.length(up);
    const placed = view.merchants.filter((m) => m !== null).length;
    expect(placed).to.be.greaterThan(0);
    expect(shadowAll(el, 'circle.pawn')).to.have.length(placed);
    // The walking merchant: its way from the port, where it stands, and that in words.
    const w = view.walk!;
    const here = provinceWords('basic', w.path.at(-1)!);
    expect(shadowAll(el, 'polyline.trail')[0]!.getAttribute('points')!.split(' ')).to.have.length(w.path.length);
    expect(shadowAll(el, 'circle.walker')).to.have.length(1);
    expect(shadowAll(el, 'title')[0]!.textContent).to.equal(
      `The island of Felinia: ${placed} merchants on trading posts, ${up} trade tiles face up. Seat ${w.seat + 1}'s merchant is exploring, at ${here}.`,
    );
    await expect(el).to.be.accessible();
  });

  it('a province the merchant may enter is a button over it; a click sends that province', async () => {
    const s = walking(3);
    const view = felinia.view(s, s.walk!.seat, new Map());
    const legal = felinia.legalActions(s, s.walk!.seat, new Map());
    const targets = legal.flatMap((a) => (a.type === 'step' || a.type === 'reveal' ? [{ province: a.province, label: `${a.type} ${a.province}` }] : []));
    const el = await fixture<FlIsland>(html`<fl-island .view=${view} .targets=${targets}></fl-island>`);
    const buttons = shadowAll<HTMLButtonElement>(el, 'button.target');
    expect(buttons).to.have.length(targets.length);
    const got: number[] = [];
    el.addEventListener('fl-province', (e) => got.push((e as ProvinceEvent).detail.province));
    buttons.forEach((b) => b.click());
    expect(got).to.deep.equal(targets.map((t) => t.province));
    // Each button lies over its province's centre.
    const map = el.shadowRoot!.querySelector('.map')!.getBoundingClientRect();
    const b = buttons[0]!.getBoundingClientRect();
    const p = BOARDS.basic.provinces[targets[0]!.province]!;
    expect(Math.abs(b.left + b.width / 2 - (map.left + (p.x / 1000) * map.width))).to.be.lessThan(2);
    await expect(el).to.be.accessible();
  });
});
