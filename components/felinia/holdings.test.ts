/**
 * <fl-holdings>: a player's board — coins, merchandise, stocks, merchants at
 * home, bid spaces — and trade tiles and chips face up for their owner, by their
 * backs for the others.
 */
import { expect, fixture, html } from '@open-wc/testing';
import './holdings.js';
import type { FlHoldings } from './holdings.js';
import { TRADE_TILES } from '../../engine/games/felinia/data.js';
import { felinia } from '../../engine/games/felinia/index.js';
import type { FeliniaState } from '../../engine/games/felinia/types.js';
import { shadowAll, text } from '../../test/browser/helpers.js';

function held(): FeliniaState {
  const s = felinia.setup({ variant: 'basic', seeTop: false, firstSeat: 0 }, 3);
  const trade = [TRADE_TILES.find((t) => t.figure === 'lion')!.id, TRADE_TILES.find((t) => t.figure === 'lynx')!.id];
  return {
    ...s,
    players: s.players.map((p, i) =>
      i === 1 ? { ...p, money: 5, gold: 2, spice: 3, stock: 8, own: [true, false, false], goods: { ...p.goods, glass: 2 }, trade, chips: [3] } : p,
    ),
  };
}

describe('fl-holdings', () => {
  it("shows the owner their trade tiles' figures and chips, with coins, merchandise, stocks and bid spaces", async () => {
    const view = felinia.view(held(), 1, new Map());
    const el = await fixture<FlHoldings>(html`<fl-holdings .player=${view.players[1]}></fl-holdings>`);
    const all = text(el.shadowRoot as unknown as Element);
    expect(all).to.contain('Gold 2');
    expect(all).to.contain('Spice 3');
    expect(all).to.contain('Merchants at home 8');
    expect(shadowAll(el, '.bid.placed')).to.have.length(1);
    const tiles = shadowAll(el, '.tile').map((t) => t.getAttribute('aria-label'));
    expect(tiles).to.deep.equal(['Lion', 'Lynx', 'Bonus chip: +1 for each Panther']);
    await expect(el).to.be.accessible();
  });

  it('shows another player only the backs: the country of each tile, a chip unnamed', async () => {
    const view = felinia.view(held(), 0, new Map());
    const el = await fixture<FlHoldings>(html`<fl-holdings .player=${view.players[1]}></fl-holdings>`);
    const tiles = shadowAll(el, '.tile').map((t) => t.getAttribute('aria-label'));
    expect(tiles).to.deep.equal([`A trade tile from ${countryOf('lion')}`, `A trade tile from ${countryOf('lynx')}`, 'A bonus chip']);
    await expect(el).to.be.accessible();
  });
});

const NAMES = ["Lion's Kingdom", "Cheetah's Kingdom", "Tiger's Kingdom", "Panther's Kingdom", "Lynx's Kingdom"];
/** The country of the first tile of a figure (as `held` takes it). */
const countryOf = (figure: string): string => NAMES[TRADE_TILES.find((t) => t.figure === figure)!.country]!;
