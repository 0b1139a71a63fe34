/**
 * Motion that explains the move on Feuville's table (components/shared/motion.ts):
 * a tile taken from the board's display travels to its taker and on into their
 * town, the die used slides from the roll to the person, a column the dragon
 * burns flares up, each in under 300 ms; with reduced motion asked for, nothing
 * moves. The moves are the app's own (a controller opened at an engine position).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import './index.js';
import { col, find, isPlain, roll, table, withColumns } from '../../engine/games/feuville/fixture.js';
import type { FeuvilleAction, FeuvilleState } from '../../engine/games/feuville/types.js';
import type { Seat } from '../../engine/core/game.js';
import { controllerAt } from './test-tables.js';
import type { FvTable } from './table.js';
import { setLang } from './lang.js';
import { fontsLoaded, keyedAll, place, type Played, spyAnimations, startsAt } from '../../test/browser/motion-spy.js';

/** The element keyed `key` (`data-flip`) anywhere in the table, through the parts' shadow roots. */
const keyed = (root: ParentNode, key: string): Element | null => keyedAll(root).get(key) ?? null;

/** The table at `s` for `seat`, and a way to play a move and show what follows. */
async function tableAt(s: FeuvilleState, seat: Seat) {
  const c = await controllerAt(s, seat);
  const el = await fixture<FvTable>(html`<fv-table .snapshot=${c.snapshot()}></fv-table>`);
  await el.updateComplete;
  const play = async (a: FeuvilleAction) => {
    expect((await c.act(a)).ok, JSON.stringify(a)).to.equal(true);
    el.snapshot = c.snapshot();
    await el.updateComplete;
    // The parts update after the table; the animations start once they have.
    await new Promise((resolve) => setTimeout(resolve));
  };
  const at = (key: string) => keyed(el.shadowRoot!, key)!;
  return { el, c, play, at };
}

/** Ana (seat 0) to act with a 3 and a 5. */
const rolled = (): FeuvilleState => roll(table(3, 0), 3, 5);

/**
 * Bo (seat 1) has four columns besides his start tile, one under a sky with 2 clouds: 2 of them
 * must burn, and Ana throws a double 4 (the rulebook, "Dragomir the Dragon", Example B).
 */
function attacked(): FeuvilleState {
  let s = table(3, 0);
  const [w1, w2, w3, w4] = find(s, 'wall', isPlain, 4);
  const [t1] = find(s, 'tower', (t) => t.corner === null, 1);
  const [sky] = find(s, 'sky', (t) => t.clouds === 2, 1);
  s = withColumns(s, 1, [s.players[1]!.columns[0]!, col([w1!]), col([w2!]), col([w3!]), col([w4!, t1!, sky!])]);
  return roll(s, 4, 4);
}

/** The wall tile of the Publican's column (Ana's 3). */
const TAKE: FeuvilleAction = { type: 'tile', dice: [0], person: 3, row: 'wall' };
const BUILD: FeuvilleAction = { type: 'build', from: 'hand', at: 'right' };

before(async () => {
  setLang('en');
  await fontsLoaded();
  // The whole table in the window: a slide seen nowhere is not played (test/browser/motion.test.ts).
  await setViewport({ width: 1280, height: 3200 });
});

describe('fv-table: motion', () => {
  let spy: ReturnType<typeof spyAnimations>;
  beforeEach(() => {
    spy = spyAnimations();
  });
  afterEach(async () => {
    spy.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  /** The one animation played on `el`, under 300 ms. */
  const one = (el: Element): Played => {
    const played = spy.on(el);
    expect(played, 'one animation').to.have.length(1);
    expect(played[0]!.duration).to.be.greaterThan(0).and.below(300);
    return played[0]!;
  };

  it('a tile taken travels from the display to its taker, and on into the town, each in under 300 ms', async () => {
    const { c, play, at } = await tableAt(rolled(), 0);
    const id = c.snapshot().view.rows.wall[2]!.id;
    expect(at(`tile:${id}`).getAttribute('data-key')).to.equal('row:wall:2');
    const onBoard = at(`tile:${id}`).getBoundingClientRect();
    const cup = at('roll:0').getBoundingClientRect();

    await play(TAKE);
    // Taken: what Ana holds is the tile, drawn back on the board's spot and sliding to her.
    const held = at(`tile:${id}`);
    expect(held.closest('p.hand'), 'the tile held by Ana').to.exist;
    const from = startsAt(held, one(held));
    expect(from.left).to.be.closeTo(onBoard.left, 1);
    expect(from.top).to.be.closeTo(onBoard.top, 1);
    // The die went from the roll to the Publican.
    const die = at('die:0');
    expect(die.closest('.person'), 'the die on the person').to.exist;
    expect(startsAt(die, one(die)).left).to.be.closeTo(cup.left, 1);
    // The rest of the display stays put, though the prompt that opened above pushed the board down.
    for (const slot of [0, 1, 3, 4, 5]) expect(spy.on(at(`tile:${c.snapshot().view.rows.wall[slot]!.id}`))).to.deep.equal([]);
    const inHand = place(held);

    await play(BUILD);
    // Built: the tile in Ana's town slides from where she held it.
    const built = at(`tile:${id}`);
    expect(built.classList.contains('tile')).to.equal(true);
    expect((built.getRootNode() as ShadowRoot).host.localName).to.equal('fv-town');
    const start = startsAt(built, one(built));
    expect(start.left).to.be.closeTo(inHand.left, 1);
    expect(start.top).to.be.closeTo(inHand.top, 1);
  });

  it('a column the dragon burns flares up in the colour of fire in under 300 ms, and nothing slides', async () => {
    const { c, play, at } = await tableAt(attacked(), 1);
    const [, first, second] = c.snapshot().view.players[1]!.columns.map((k) => k.tiles[0]!.tile.id);
    await play({ type: 'burn', columns: [1] });
    const tile = at(`tile:${first}`);
    expect(tile.classList.contains('ruin')).to.equal(true);
    const flare = one(tile);
    expect(flare.id).to.equal('pulse');
    expect(String(flare.keyframes[0]!.backgroundColor)).to.contain('--_flame');
    expect(getComputedStyle(tile).getPropertyValue('--_flame')).to.match(/^light-dark\(#/);
    // A column still standing does not move.
    expect(at(`tile:${second}`).classList.contains('ruin')).to.equal(false);
    expect(spy.on(at(`tile:${second}`))).to.deep.equal([]);
  });

  it('nothing moves when the player asked for reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { play } = await tableAt(rolled(), 0);
    await play(TAKE);
    await play(BUILD);
    const dragon = await tableAt(attacked(), 1);
    const first = dragon.c.snapshot().view.players[1]!.columns[1]!.tiles[0]!.tile.id;
    await dragon.play({ type: 'burn', columns: [1] });
    expect(dragon.at(`tile:${first}`).classList.contains('ruin')).to.equal(true);
    expect(spy.played).to.deep.equal([]);
  });
});
