/**
 * <fl-end-screen>: the winner (or a shared win), the ranking, and every
 * family's prosperity broken down by source as the rulebook's example counts
 * it ("Prosperity scoring"), on hand-set final states and on whole bot games.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import './end-screen.js';
import type { FlEndScreen } from './end-screen.js';
import { playout } from '../../engine/core/playout.js';
import { neighbours } from '../../engine/games/felinia/board.js';
import { bots } from '../../engine/games/felinia/bots.js';
import { CHIPS, TRADE_TILES } from '../../engine/games/felinia/data.js';
import { dealt, setPlayer } from '../../engine/games/felinia/fixture.js';
import { felinia } from '../../engine/games/felinia/index.js';
import { prosperity } from '../../engine/games/felinia/scoring.js';
import { countOf, noGoods } from '../../engine/games/felinia/state.js';
import type { FeliniaState, Figure, Special } from '../../engine/games/felinia/types.js';
import { shadow, shadowAll, text } from '../../test/browser/helpers.js';

const names = ['Ana', 'Bo', 'Cy', 'Di'];
const tilesOf = (figure: Figure, n: number) =>
  TRADE_TILES.filter((t) => t.figure === figure)
    .slice(0, n)
    .map((t) => t.id);
const special = (x: Special) => TRADE_TILES.find((t) => t.special === x)!.id;

/** Posts of the basic board forming a group of four and two pairs, none next to another (as examples.test.ts finds them). */
function fourTwoTwo(): number[] {
  const adj = neighbours('basic');
  const posts = adj.map((_, p) => p).filter((p) => p % 9 >= 3);
  const apart = (q: number, used: number[]) => !used.some((p) => p === q || adj[p]!.includes(q));
  const grow = (group: number[], size: number, used: number[]): number[] | null => {
    if (group.length === size) return group;
    for (const p of group)
      for (const q of adj[p]!) {
        if (!posts.includes(q) || group.includes(q) || !apart(q, used)) continue;
        const g = grow([...group, q], size, used);
        if (g) return g;
      }
    return null;
  };
  const found = (sizes: number[], used: number[]): number[] | null => {
    if (!sizes.length) return used;
    for (const a of posts.filter((p) => apart(p, used))) {
      const g = grow([a], sizes[0]!, used);
      const rest = g && found(sizes.slice(1), [...used, ...g]);
      if (rest) return rest;
    }
    return null;
  };
  return found([4, 2, 2], [])!;
}

/**
 * The rulebook's scoring example for Ana (seat 0): five Lions, two Panthers and a Tiger, the Panthers' +1 chip,
 * merchants in a group of four and two pairs, two merchandise, two gold and three spice. Everyone else keeps their
 * starting merchandise and nothing more.
 */
function example(): FeliniaState {
  const s = dealt(4);
  const posts = fourTwoTwo();
  const over: FeliniaState = { ...s, phase: 'over', merchants: s.merchants.map((_, p) => (posts.includes(p) ? 0 : null)) };
  return setPlayer(over, 0, {
    trade: [...tilesOf('lion', 5), ...tilesOf('panther', 2), ...tilesOf('tiger', 1)],
    chips: [CHIPS.find((c) => c.figure === 'panther' && c.effect === 'plus-one')!.id],
    goods: countOf(['books', 'wine']),
    gold: 2,
    spice: 3,
  });
}

/** Whether the table has the row of this source. */
const has = (el: FlEndScreen, key: string): boolean => !!shadow(el, `tr[data-row="${key}"]`);
const points = (el: FlEndScreen, key: string): number[] => shadowAll(el, `tr[data-row="${key}"] td`).map((td) => Number(text(td.querySelector('.pts') ?? td)));
const how = (el: FlEndScreen, key: string): string[] => shadowAll(el, `tr[data-row="${key}"] td`).map((td) => text(td.querySelector('.how')));
const columns = (el: FlEndScreen): string[] => shadowAll(el, 'thead th.seat').map((th) => text(th));

const render = (s: FeliniaState, who = names) =>
  fixture<FlEndScreen>(html`<fl-end-screen .view=${felinia.view(s, null, new Map())} .names=${who}></fl-end-screen>`);

describe('fl-end-screen', () => {
  it('breaks Ana\'s prosperity down as the rulebook\'s example does (the rulebook, "Prosperity scoring": 5 × 3 + 2 × 2 + 1 = 20, +2 for the Panther chip, 4 × 3 + 2 × 2 + 2 × 2 = 20, 2 + 2 + 1)', async () => {
    const s = example();
    const el = await render(s);
    expect(text(shadow(el, 'h2'))).to.equal('Ana wins with 47 prosperity points!');
    expect(columns(el)[0]).to.equal('Ana Winner');
    // Ana's column comes first (she ranks first).
    expect(points(el, 'lion')[0]).to.equal(15);
    expect(how(el, 'lion')[0]).to.equal('5 × 3');
    expect(points(el, 'panther')[0]).to.equal(4);
    expect(how(el, 'panther')[0]).to.equal('2 × 2');
    expect(points(el, 'tiger')[0]).to.equal(1);
    expect(how(el, 'tiger')[0]).to.equal('1 × 1');
    expect(has(el, 'cheetah')).to.equal(false);
    expect(points(el, 'trade')[0]).to.equal(20);
    expect(points(el, 'bonus')[0]).to.equal(2);
    expect(how(el, 'bonus')[0]).to.equal('+1 for each Panther');
    expect(points(el, 'groups')[0]).to.equal(20);
    expect(how(el, 'groups')[0]).to.equal('4 × 3 + 2 × 2 + 2 × 2');
    expect(points(el, 'gold')[0]).to.equal(2);
    expect(points(el, 'spice')[0]).to.equal(1);
    expect(how(el, 'spice')[0]).to.equal('3 spice');
    expect(points(el, 'goods')[0]).to.equal(2);
    expect(how(el, 'goods')[0]).to.equal('1 Books 1 Wine');
    expect(has(el, 'food')).to.equal(false);
    expect(points(el, 'total')[0]).to.equal(47);
    // Every column's total is the engine's.
    const o = felinia.outcome(s)!;
    expect(points(el, 'total')).to.deep.equal(o.ranking.map((seat) => prosperity(s, seat).total));
    expect(shadowAll(el, 'td.win')).to.have.length(shadowAll(el, 'tbody tr').length + 1);
    await expect(el).to.be.accessible();
  });

  it('shows the engine\'s prosperity for every family after whole 2-, 3- and 4-player games of smart bots (the rulebook, "Prosperity scoring")', async () => {
    for (const seats of [2, 3, 4]) {
      const r = playout<FeliniaState>(felinia, { seats, seed: 7 + seats, choosers: bots.smart! });
      const o = felinia.outcome(r.state)!;
      const el = await render(r.state);
      expect(columns(el).map((c) => c.replace(' Winner', ''))).to.deep.equal(o.ranking.map((seat) => names[seat]));
      expect(points(el, 'total')).to.deep.equal(o.ranking.map((seat) => prosperity(r.state, seat).total));
      for (const [key, source] of [
        ['trade', 'trade'],
        ['bonus', 'bonus'],
        ['groups', 'merchants'],
        ['gold', 'gold'],
        ['spice', 'spice'],
        ['goods', 'goods'],
      ] as const)
        expect(points(el, key), `${seats} players, ${key}`).to.deep.equal(o.ranking.map((seat) => prosperity(r.state, seat)[source]));
      const winners = shadowAll(el, 'thead th.win').map((th) => text(th).replace(' Winner', ''));
      expect(winners).to.deep.equal(o.winners.map((seat) => names[seat]));
      await expect(el).to.be.accessible();
    }
  });

  it('shares a tie (the rulebook names no tie-break): both named in the headline, both first, both highlighted', async () => {
    let s: FeliniaState = { ...dealt(3), phase: 'over' };
    for (const seat of [0, 1, 2]) s = setPlayer(s, seat, { goods: noGoods(), gold: seat === 2 ? 1 : 3 });
    const el = await render(s);
    expect(text(shadow(el, 'h2'))).to.equal('A tie: Ana and Bo share the win with 3 prosperity points');
    expect(shadowAll(el, 'ol.rank li').map((li) => [(li as HTMLLIElement).value, text(li)])).to.deep.equal([
      [1, 'Ana: 3 points (winner)'],
      [1, 'Bo: 3 points (winner)'],
      [3, 'Cy: 1 point'],
    ]);
    expect(shadowAll(el, 'thead th.win').map(text)).to.deep.equal(['Ana Winner', 'Bo Winner']);
  });

  it('scores food, lone merchants and single spices only with the advanced special tiles (the rulebook, "Special trade tiles")', async () => {
    const s0 = dealt(2, { variant: 'advanced' });
    const post = neighbours('advanced').findIndex((_, p) => s0.merchants[p] === null);
    let s: FeliniaState = { ...s0, phase: 'over', merchants: s0.merchants.map((_, p) => (p === post ? 0 : null)) };
    s = setPlayer(s, 0, { goods: noGoods(), trade: [special('food-scores'), special('spice-scores'), special('lone-merchants')], food: 3, spice: 3 });
    s = setPlayer(s, 1, { goods: noGoods(), food: 4, spice: 3 });
    const el = await render(s);
    expect(points(el, 'food')).to.deep.equal([6, 0]);
    expect(how(el, 'food')).to.deep.equal(['3 food', '']);
    expect(points(el, 'spice')).to.deep.equal([3, 1]);
    expect(how(el, 'spice')).to.deep.equal(['3 spice, 1 each', '3 spice']);
    expect(points(el, 'groups')[0]).to.equal(2);
    expect(how(el, 'groups')[0]).to.equal('1 × 2');
    expect(points(el, 'total')).to.deep.equal([prosperity(s, 0).total, prosperity(s, 1).total]);
    await expect(el).to.be.accessible();
  });

  it('counts a "one more tile" chip as a tile of its figure', async () => {
    let s: FeliniaState = { ...dealt(2), phase: 'over' };
    s = setPlayer(s, 0, { trade: tilesOf('lion', 2), chips: [CHIPS.find((c) => c.figure === 'lion' && c.effect === 'extra')!.id] });
    const el = await render(s);
    expect(points(el, 'lion')[0]).to.equal(9);
    expect(how(el, 'lion')[0]).to.equal('(2 + 1) × 3');
    expect(how(el, 'bonus')[0]).to.equal('one more Lion');
  });

  it('waits while the game is not over, and sends its choices as tt-end-action', async () => {
    const early = await fixture<FlEndScreen>(html`<fl-end-screen .view=${felinia.view(dealt(2), 0, new Map())} .names=${names}></fl-end-screen>`);
    expect(text(shadow(early, 'p'))).to.equal('The game is not over yet.');
    const el = await render(example());
    const whats: string[] = [];
    for (const b of shadowAll<HTMLButtonElement>(el, '.row button')) {
      setTimeout(() => b.click());
      whats.push((await oneEvent(el, 'tt-end-action')).detail.what);
    }
    expect(whats).to.deep.equal(['again', 'export', 'home']);
  });

  it('fits a 360-pixel-wide phone with four families', async () => {
    const r = playout<FeliniaState>(felinia, { seats: 4, seed: 3, choosers: bots.smart! });
    await setViewport({ width: 360, height: 800 });
    try {
      const el = await render(r.state, ['Anastasia', 'Bartholomew', 'Cordelia', 'Dimitri']);
      expect(shadow(el, 'table')!.getBoundingClientRect().right).to.be.at.most(360);
      expect(document.documentElement.scrollWidth).to.be.at.most(360);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
