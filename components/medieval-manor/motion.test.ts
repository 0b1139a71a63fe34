/**
 * Motion that explains the move on Medieval Manor's table (components/shared/motion.ts,
 * card-ids.ts): a card placed slides from the hand onto its land, a card another
 * player places (a view arriving over the network) from their board, a card drawn
 * comes from the Play Deck and the cards given up fly to the discards, a counter
 * gained flares, each in under 300 ms; with reduced motion asked for, nothing moves.
 * The positions are real (test-game.ts), the snapshots a real controller's.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import './table.js';
import type { MmTable } from './table.js';
import type { MedievalManorAction, MedievalManorState, MedievalManorView, Placed } from '../../engine/games/medieval-manor/types.js';
import { followCards } from './card-ids.js';
import type { Seat } from '../../engine/core/game.js';
import { advance, controllerAt, legal, pin, play, rng, start, tradeRound, viewOf } from './test-game.js';
import { fontsLoaded, keyedAll, offset, type Played, spyAnimations, startsAt } from '../../test/browser/motion-spy.js';

const ANA = ['Wheat', 'Mine', 'Compost', 'Wheat', 'Fodder'];
const BO = ['Wheat', 'Cathedral', 'Manure', 'Cultivator', 'Pollination'];
const PLAIN = { peasants: 2, victory: 0, crops: 4, animals: 0, gold: 0, resources: 0 };

/** A real 2-player game at the first Work action of Ana (seat 0), the hands pinned; Ana holds two Wheat. */
function atWork(): MedievalManorState {
  const { s, rand } = start(2, 7);
  return pin(
    advance(s, rand, (v) => v.phase === 'work'),
    [ANA, BO],
    [PLAIN, PLAIN],
  );
}

/** The Draw Phase of Ana at the start of the game, her hand pinned. */
function atDraw(): MedievalManorState {
  const { s } = start(2, 7);
  return pin(s, [['Wheat', 'Mine', 'Compost']], [PLAIN]);
}

/** The table of `seat` at `s`, and a way to show it the view after a move (the device's own or one that arrived). */
async function tableAt(s: MedievalManorState, seat: Seat) {
  const c = await controllerAt(s, seat);
  const el = await fixture<MmTable>(html`<mm-table .snapshot=${c.snapshot()} .explain=${(a: unknown) => c.explain(a as MedievalManorAction)}></mm-table>`);
  await el.updateComplete;
  const shown = async () => {
    await el.updateComplete;
    // The parts update after the table; the animations start once they have.
    await new Promise((resolve) => setTimeout(resolve));
  };
  /** The device's seat plays `a` through the controller. */
  const act = async (a: MedievalManorAction) => {
    expect((await c.act(a)).ok, JSON.stringify(a)).to.equal(true);
    el.snapshot = c.snapshot();
    await shown();
  };
  /** The view of the position `next` arrives (another seat moved): a controller opened there. */
  const arrive = async (next: MedievalManorState) => {
    el.snapshot = (await controllerAt(next, seat)).snapshot();
    await shown();
  };
  const at = (key: string) => keyedAll(el.shadowRoot!).get(key)!;
  const hand = () => [...el.shadowRoot!.querySelector('tt-hand')!.shadowRoot!.querySelectorAll('button.card')];
  const tile = (cell: number) => el.shadowRoot!.querySelector('mm-map')!.shadowRoot!.querySelector(`button.tile[data-cell="${cell}"]`)!;
  return { el, act, arrive, at, hand, tile, shown };
}

const wheatCell = (s: MedievalManorState, seat: Seat): number =>
  legal(s, seat).flatMap((a) => (a.type === 'place' && a.card === 'Wheat' && !a.pay ? [a.cell] : []))[0]!;

before(async () => {
  await fontsLoaded();
  // The whole table in the window: a slide seen nowhere is not played (test/browser/motion.test.ts).
  await setViewport({ width: 1280, height: 3200 });
});

describe('mm-table: motion', () => {
  let spy: ReturnType<typeof spyAnimations>;
  beforeEach(() => {
    spy = spyAnimations();
  });
  afterEach(async () => {
    spy.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  /** The one animation of kind `id` played on `el`, under 300 ms. */
  const one = (el: Element, id = 'flip'): Played => {
    const played = spy.on(el).filter((p) => p.id === id);
    expect(played, `one ${id} animation`).to.have.length(1);
    expect(played[0]!.duration).to.be.greaterThan(0).and.below(300);
    return played[0]!;
  };

  it('a card placed slides from the hand onto its land in under 300 ms, and the Crops gained flare', async () => {
    const s = atWork();
    const cell = wheatCell(s, 0);
    const t = await tableAt(s, 0);
    // The second Wheat of the two, chosen and placed through the table: the card the player chose is the one that moves.
    const first = t.hand()[0]!.getAttribute('data-flip');
    const card = t.hand()[3]!;
    const key = card.getAttribute('data-flip')!;
    expect(key).to.match(/^card:/);
    (card as HTMLElement).click();
    await t.shown();
    const from = card.getBoundingClientRect();
    const sent = oneEvent(t.el, 'tt-act');
    (t.tile(cell) as HTMLElement).click();
    const { action } = (await sent).detail as { action: MedievalManorAction };
    expect(action).to.deep.equal({ type: 'place', card: 'Wheat', cell });
    await t.act(action);
    const placed = t.at(key);
    expect((placed.getRootNode() as ShadowRoot).host.localName, 'the card on the map').to.equal('mm-map');
    expect(t.tile(cell).contains(placed)).to.equal(true);
    const begins = startsAt(placed, one(placed));
    expect(begins.left).to.be.closeTo(from.left, 1);
    expect(begins.top).to.be.closeTo(from.top, 1);
    // Its tile does not clip it while it lands, and is itself again once it has.
    expect(t.tile(cell).classList.contains('landing')).to.equal(true);
    // It ends on its tile.
    const land = t.tile(cell).getBoundingClientRect();
    const end = placed.getBoundingClientRect();
    expect(end.left).to.be.at.least(land.left - 1);
    expect(end.right).to.be.at.most(land.right + 1);
    expect(end.bottom).to.be.at.most(land.bottom + 1);
    // The other Wheat stays in the hand, where the engine keeps it (the first copy of a name leaves a hand: zones.ts).
    const held = t.hand().map((b) => b.getAttribute('data-flip'));
    expect(held).to.include(first).and.not.to.include(key);
    expect(held.indexOf(first)).to.equal(2);
    // Ana's Crops flare in place.
    const board = t.el.shadowRoot!.querySelector('mm-player-board')!;
    const crops = board.shadowRoot!.querySelector('[data-counter="crops"] dd')!;
    expect(Number(crops.textContent)).to.be.greaterThan(PLAIN.crops);
    one(crops, 'pulse');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(t.tile(cell).classList.contains('landing')).to.equal(false);
  });

  it("another player's card arriving over the network slides from their board onto its land", async () => {
    const { s: s0, rand } = start(2, 7);
    const s = play(
      pin(
        advance(s0, rand, (v) => v.phase === 'work'),
        [ANA, BO],
        [PLAIN, PLAIN],
      ),
      0,
      { type: 'pass' },
      rand,
    );
    const cell = wheatCell(s, 1);
    const t = await tableAt(s, 0);
    const bo = t.el.shadowRoot!.querySelectorAll('mm-player-board')[1]!;
    const entry = bo.shadowRoot!.querySelector('li[data-flip]')!;
    expect(entry.textContent).to.contain('Wheat');
    const key = entry.getAttribute('data-flip')!;
    const from = entry.getBoundingClientRect();

    await t.arrive(play(s, 1, { type: 'place', card: 'Wheat', cell }, rng(1)));
    const placed = t.at(key);
    expect(t.tile(cell).contains(placed), 'the card on its land').to.equal(true);
    const begins = startsAt(placed, one(placed));
    expect(begins.left).to.be.closeTo(from.left, 1);
    expect(begins.top).to.be.closeTo(from.top, 1);
  });

  it('a card drawn comes from the Play Deck, and the two given up fly to the discards', async () => {
    const s = atDraw();
    const t = await tableAt(s, 0);
    const deck = t.at('deck').getBoundingClientRect();
    const before = new Set(t.hand().map((b) => b.getAttribute('data-flip')));

    await t.act({ type: 'swap', cards: ['Wheat', 'Mine'] });
    const drawn = t.hand().filter((b) => !before.has(b.getAttribute('data-flip')));
    expect(drawn, 'one card drawn').to.have.length(1);
    const begins = startsAt(drawn[0]!, one(drawn[0]!));
    expect(begins.left).to.be.closeTo(deck.left, 1);
    expect(begins.top).to.be.closeTo(deck.top, 1);
    // The two cards given up leave Ana's board for the discard count.
    const pile = t.at('discard').getBoundingClientRect();
    const flights = spy.played.filter((p) => p.el.hasAttribute('data-flip-ghost'));
    expect(flights.map((f) => f.el.textContent)).to.have.length(2);
    for (const f of flights) {
      expect(f.duration).to.be.greaterThan(0).and.below(300);
      const g = f.el as HTMLElement;
      const { dx, dy } = offset({ ...f, keyframes: f.keyframes.slice(-1) });
      const [left, top, width, height] = [g.style.left, g.style.top, g.style.width, g.style.height].map(parseFloat) as [number, number, number, number];
      expect(left + width / 2 + dx).to.be.closeTo(pile.left + pile.width / 2, 2);
      expect(top + height / 2 + dy).to.be.closeTo(pile.top + pile.height / 2, 2);
    }
    expect(flights.map((f) => f.el.textContent).join(' '))
      .to.contain('Wheat')
      .and.to.contain('Mine');
  });

  it("a traded card goes from Ana's hand to Bo's board, and Bo's from his board into her hand", async () => {
    const { s: s0, rand } = start(2, 7);
    const trading = pin(
      advance(s0, rand, (v) => v.phase === 'trade'),
      [ANA, BO],
      [PLAIN, PLAIN],
    );
    const offered = tradeRound(trading, 0, { type: 'propose', to: 1, give: { goods: {}, cards: ['Fodder'] }, get: { goods: {}, cards: ['Manure'] } }, rand);
    const t = await tableAt(offered, 0);
    const fodder = t.hand()[4]!;
    const mine = fodder.getAttribute('data-flip')!;
    const bo = () => t.el.shadowRoot!.querySelectorAll('mm-player-board')[1]!.shadowRoot!;
    const manure = bo().querySelectorAll('li[data-flip]')[2]!;
    expect(manure.textContent).to.contain('Manure');
    const theirs = manure.getAttribute('data-flip')!;
    const [from, to] = [fodder.getBoundingClientRect(), manure.getBoundingClientRect()];

    const offer = viewOf(offered, 1).offers[0]!.id;
    await t.arrive(tradeRound(offered, 1, { type: 'accept', offer }, rand));
    const given = t.at(mine);
    expect(bo().contains(given), "Ana's Fodder on Bo's board").to.equal(true);
    const a = startsAt(given, one(given));
    expect(a.left).to.be.closeTo(from.left, 1);
    expect(a.top).to.be.closeTo(from.top, 1);
    const got = t.at(theirs);
    expect(t.hand(), "Bo's Manure in Ana's hand").to.include(got);
    const b = startsAt(got, one(got));
    expect(b.left).to.be.closeTo(to.left, 1);
    expect(b.top).to.be.closeTo(to.top, 1);
  });

  it('nothing moves when the player asked for reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const s = atWork();
    const t = await tableAt(s, 0);
    await t.act({ type: 'place', card: 'Wheat', cell: wheatCell(s, 0) });
    const d = await tableAt(atDraw(), 0);
    await d.act({ type: 'swap', cards: ['Wheat', 'Mine'] });
    expect(d.el.shadowRoot!.querySelectorAll('[data-flip-ghost]')).to.have.length(0);
    expect(spy.played).to.deep.equal([]);
  });
});

describe('card ids (card-ids.ts)', () => {
  /** A view of two players with just what `followCards` reads. */
  const view = (hands: string[][], cells: (Placed | null)[] = [], upgrades: string[][] = [[], []], bought: string[] = []) =>
    ({
      players: hands.map((hand, seat) => ({ seat, hand, upgrades: upgrades[seat] ?? [] })),
      map: { width: 4, height: 1, cells: cells.map((card, index) => ({ index, card })) },
      bought,
    }) as unknown as MedievalManorView;
  const counter = () => {
    let n = 0;
    return () => `n${++n}`;
  };

  it('carries a card from the hand to the map and, at the Rest Phase, an Upgrade to its board; a Bounty goes to the discards', () => {
    const fresh = counter();
    const v0 = view([['Wheat', 'Mine'], ['Wheat']], [null, null]);
    const a = followCards(null, v0, fresh);
    expect(a.ids.hands).to.deep.equal([['n1', 'n2'], ['n3']]);
    const v1 = view(
      [['Wheat'], []],
      [
        { card: 'Mine', seat: 0, order: 0 },
        { card: 'Wheat', seat: 1, order: 1 },
      ],
    );
    const b = followCards({ view: v0, ids: a.ids }, v1, fresh);
    expect(b.ids.cells).to.deep.equal(['n2', 'n3']);
    expect(b.ids.hands).to.deep.equal([['n1'], []]);
    expect([...b.gone]).to.deep.equal([]);
    const v2 = view([['Wheat'], []], [null, null], [['Mine'], []]);
    const c = followCards({ view: v1, ids: b.ids }, v2, fresh);
    expect(c.ids.upgrades).to.deep.equal([['n2'], []]);
    expect([...c.gone]).to.deep.equal(['n3']);
  });

  it('moves the twin the player chose, keeps a bought card and draws new ones from the deck', () => {
    const fresh = counter();
    const v0 = view([['Wheat', 'Mine', 'Wheat'], []], [], [[], []], ['Barley', 'Mine', 'Wheat']);
    const a = followCards(null, v0, fresh);
    expect(a.ids.bought).to.deep.equal(['n4', 'n5', 'n6']);
    // The engine drops the first Wheat; the player chose the second (n3), which is the one that goes.
    const v1 = view([['Mine', 'Wheat', 'Mine', 'Vegetables'], []], [{ card: 'Wheat', seat: 0, order: 0 }], [[], []], []);
    const b = followCards({ view: v0, ids: a.ids }, v1, fresh, 'n3');
    expect(b.ids.cells).to.deep.equal(['n3']);
    expect(b.ids.hands[0]).to.deep.equal(['n2', 'n1', 'n5', 'n7']);
    expect([...b.gone].sort()).to.deep.equal(['n4', 'n6']);
  });
});
