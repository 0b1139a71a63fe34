/**
 * <fl-harbour>: the four boats and the markets from a Felinia view; a boat or a
 * market the seat may act on is a button that sends its index.
 */
import { expect, fixture, html } from '@open-wc/testing';
import './harbour.js';
import type { FlHarbour } from './harbour.js';
import { clock } from './words.js';
import { BOATS } from '../../engine/games/felinia/data.js';
import { dealt } from '../../engine/games/felinia/fixture.js';
import { felinia } from '../../engine/games/felinia/index.js';
import type { FeliniaState } from '../../engine/games/felinia/types.js';
import { seededRng } from '../../engine/core/rng.js';
import { shadowAll, text } from '../../test/browser/helpers.js';

/** A 3-player game after its set-up draws (seeded). */
function start(): FeliniaState {
  const rng = seededRng(3);
  return dealt(3, {}, (bound) => rng.int(bound));
}

describe('fl-harbour', () => {
  it('shows each boat (destination, departure, spaces, cost) and each market; a market the seat may bid on is a button sending its index', async () => {
    const s = start();
    const view = felinia.view(s, 0, new Map());
    const markets = felinia
      .legalActions(s, 0, new Map())
      .flatMap((a) => (a.type === 'bid' && a.at !== 'own' ? [{ index: a.at, label: `Bid on ${a.at}` }] : []));
    const el = await fixture<FlHarbour>(html`<fl-harbour .view=${view} .names=${['Ana', 'Bo', 'Cy']} .markets=${markets}></fl-harbour>`);
    const boats = shadowAll(el, 'section:first-of-type li');
    expect(boats).to.have.length(4);
    for (const [i, li] of boats.entries()) {
      const t = BOATS[view.boats[i]!.tile!]!;
      expect(text(li)).to.contain(`Departs ${clock(t.departs)}`);
      expect(li.querySelectorAll('.good')).to.have.length(t.needs.length);
      expect(li.querySelectorAll('.seat.empty')).to.have.length(t.spaces);
    }
    // 3 players: one market closed (the lowest), the guild last.
    const spots = shadowAll(el, 'section:last-of-type li');
    expect(spots).to.have.length(6);
    expect(spots.filter((li) => li.classList.contains('closed'))).to.have.length(1);
    expect(text(spots[5])).to.contain("Merchants' Guild");
    const buttons = shadowAll<HTMLButtonElement>(el, 'button.act');
    expect(buttons).to.have.length(markets.length);
    const got: number[] = [];
    el.addEventListener('fl-market', (e) => got.push((e as CustomEvent<{ index: number }>).detail.index));
    buttons.forEach((b) => b.click());
    expect(got).to.deep.equal(markets.map((m) => m.index));
    await expect(el).to.be.accessible();
  });

  it('a boat the seat may board is a button sending its index; merchants aboard show in their seat colour', async () => {
    const s0 = start();
    const s: FeliniaState = { ...s0, boats: s0.boats.map((b, i) => (i === 1 ? { ...b, riders: [2] } : b)) };
    const el = await fixture<FlHarbour>(html`<fl-harbour .view=${felinia.view(s, 0, new Map())} .boats=${[{ index: 0, label: 'Board' }]}></fl-harbour>`);
    expect(shadowAll(el, 'section:first-of-type li')[1]!.querySelectorAll('.seat:not(.empty)')).to.have.length(1);
    let got = -1;
    el.addEventListener('fl-boat', (e) => (got = (e as CustomEvent<{ index: number }>).detail.index));
    shadowAll<HTMLButtonElement>(el, 'button.act')[0]!.click();
    expect(got).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it("the variant for very experienced players shows the pile's top boat tile face up, after the boats, with no button", async () => {
    const rng = seededRng(5);
    const s = dealt(3, { seeTop: true }, (bound) => rng.int(bound));
    expect(s.top).not.to.equal(null);
    const el = await fixture<FlHarbour>(html`<fl-harbour .view=${felinia.view(s, 0, new Map())}></fl-harbour>`);
    const next = shadowAll(el, 'li.next');
    expect(next).to.have.length(1);
    const t = BOATS[s.top!]!;
    expect(text(next[0]!))
      .to.contain('Next boat tile (face up)')
      .and.contain(`Departs ${clock(t.departs)}`);
    expect(next[0]!.querySelector('button')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});
