import { expect } from '@open-wc/testing';
import { actionLabel } from './labels.js';
import { tablePrompt } from './prompt.js';
import { handHeading } from './player-board.js';
import { advance, pin, start, tradeRound, viewOf } from './test-game.js';
import type { TradeItem } from '../../engine/games/medieval-manor/types.js';

const NAMES = ['Ana', 'Bo'];

describe('Medieval Manor words', () => {
  it('labels work moves with the land and its place on the map', () => {
    const { s: s0, rand } = start(2, 7);
    const s = advance(s0, rand, (v) => v.phase === 'work');
    const v = viewOf(s, 0);
    const fertile = v.map!.cells.find((c) => c.land === 'Fertile Fields')!;
    expect(actionLabel({ type: 'place', card: 'Wheat', cell: fertile.index }, NAMES, v)).to.equal(
      `Place Wheat on Fertile Fields (row ${fertile.row + 1}, column ${fertile.col + 1})`,
    );
    expect(actionLabel({ type: 'place', card: 'Cathedral', cell: 7, pay: { gold: 1, resources: 2 } }, NAMES, v)).to.equal(
      'Place Cathedral on Church (row 2, column 4), paying 1 Gold and 2 Resources',
    );
    expect(actionLabel({ type: 'sell', cards: ['Compost', 'Fodder'], good: 'gold' }, NAMES, v)).to.equal('Discard Compost and Fodder for 1 Gold');
    expect(actionLabel({ type: 'pass' }, NAMES, v)).to.equal('Pass this action');
    expect(tablePrompt(v, NAMES, 0, new Set(['place', 'pass'])).text).to.equal(
      `Work Phase, your turn: place a card on the map, discard 2 cards for a good, or pass (${v.players[0]!.actionsLeft} actions left).`,
    );
  });

  it("labels trade moves with the players' names", () => {
    const { s: s0, rand } = start(2, 7);
    const t = pin(
      advance(s0, rand, (v) => v.phase === 'trade'),
      [['Wheat'], ['Mine']],
      [{ crops: 4 }, { crops: 4 }],
    );
    const proposal = { type: 'propose', to: 1, give: { goods: { crops: 2 }, cards: [] }, get: { goods: {}, cards: ['Mine'] } } as const;
    const s = tradeRound(t, 0, proposal, rand);
    const v = viewOf(s, 1);
    const one = (item: TradeItem, done = false) => ({ type: 'trade', items: [item], done }) as const;
    expect(actionLabel(one({ type: 'accept', offer: 0 }), NAMES, v)).to.equal("Accept Ana's offer");
    expect(actionLabel(one({ type: 'decline', offer: 0 }), NAMES, v)).to.equal("Decline Ana's offer");
    expect(actionLabel(one({ type: 'withdraw', offer: 0 }), NAMES, v)).to.equal('Withdraw your offer to Bo');
    expect(actionLabel({ type: 'trade', items: [], done: true }, NAMES, v)).to.equal('Done trading');
    expect(actionLabel({ type: 'trade', items: [], done: false }, NAMES, v)).to.equal('Nothing this trade round');
    expect(actionLabel(one({ type: 'accept', offer: 0 }, true), NAMES, v)).to.equal("Accept Ana's offer, then Done trading");
    expect(actionLabel(one(proposal), NAMES, v)).to.equal('Offer Bo 2 Crops for Mine');
    expect(tablePrompt(v, NAMES, null, new Set()).text).to.equal('Trade Phase: waiting for Ana and Bo to finish trading.');
  });

  it('labels draw, feeding and end moves', () => {
    const { s } = start(2, 7);
    const v = viewOf(s, 0);
    expect(actionLabel({ type: 'buy', pay: { crops: 3 } }, NAMES, v)).to.equal('Pay 3 Crops to draw 3 cards');
    expect(actionLabel({ type: 'finish' }, NAMES, v)).to.equal('Finish drawing');
    expect(actionLabel({ type: 'swap', cards: ['Compost', 'Fodder'] }, NAMES, v)).to.equal('Discard Compost and Fodder to draw 1 card');
    expect(actionLabel({ type: 'feed', pay: { crops: 1, animals: 1 } }, NAMES, v)).to.equal('Feed your Peasants with 1 Crop and 1 Animal');
    expect(actionLabel({ type: 'grow', pay: { crops: 5 } }, NAMES, v)).to.equal('Pay 5 Crops for a new Peasant');
    expect(actionLabel({ type: 'discard', card: 'Wheat' }, NAMES, v)).to.equal('Discard Wheat');
    expect(actionLabel({ type: 'keep', card: 'Wheat' }, NAMES, v)).to.equal('Keep Wheat, discard the other 2');
    expect(actionLabel({ type: 'convert', card: 'Mine', discard: 'Wheat' }, NAMES, v)).to.equal('Convert with Mine, discarding Wheat');
  });

  it('says how many cards a hand holds and, over the limit, how many go in the End Phase (not "5 of 3")', () => {
    expect(handHeading(2, 3)).to.equal('Hand: 2 cards, face up (limit 3)');
    expect(handHeading(1, 3)).to.equal('Hand: 1 card, face up (limit 3)');
    expect(handHeading(5, 3)).to.equal('Hand: 5 cards, face up (limit 3: 2 to discard in the End Phase)');
  });
});
