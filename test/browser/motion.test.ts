/**
 * Motion that explains the move (components/shared/motion.ts), on Feebleton's
 * table: a played card slides from the hand into Feebleton, a drawn card from
 * the deck into the hand, each in under 300 ms; with reduced motion asked for,
 * nothing moves. The moves are the app's own (a hot-seat game's controller).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../components/feebleton/table.js';
import type { FbTable, FeebletonSnapshot } from '../../components/feebleton/table.js';
import { actionLabel } from '../../components/feebleton/labels.js';
import { labelOf } from '../../components/shared/manifest.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { LocalController } from '../../src/session/local.js';
import { memoryStore } from './helpers.js';

/** Ana's table in a 2-player game against a bot that waits, and the card she plays. */
async function playOne() {
  const c = await LocalController.create<FeebletonView, FeebletonAction>(
    {
      game: feebleton as unknown as AnyGame,
      store: memoryStore(),
      label: labelOf(actionLabel),
      bot: () => undefined as never,
      botDelay: () => new Promise(() => undefined),
    },
    { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [1], seed: 42 },
  );
  const el = await fixture<FbTable>(
    html`<fb-table .snapshot=${c.snapshot() as FeebletonSnapshot} .explain=${(a: FeebletonAction) => c.explain(a)}></fb-table>`,
  );
  const play = c.snapshot().legal.find((l) => l.action.type === 'play')!.action as Extract<FeebletonAction, { type: 'play' }>;
  const r = await c.act(play);
  expect(r.ok).to.equal(true);
  el.snapshot = c.snapshot() as FeebletonSnapshot;
  await el.updateComplete;
  // The controller's own parts update after the table; the animation starts once they have.
  await new Promise((resolve) => setTimeout(resolve));
  const pile = el.shadowRoot!.querySelector('fb-pile')!;
  const placed = pile.shadowRoot!.querySelector(`[data-flip="card:${play.handle}"]`)!;
  return { el, placed };
}

const durations = (el: Element) => el.getAnimations().map((a) => Number(a.effect?.getComputedTiming().duration));

describe('motion', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('a played card slides from the hand into Feebleton in under 300 ms, and the hand closes up', async () => {
    const { el, placed } = await playOne();
    expect(placed, 'the played card in Feebleton').to.exist;
    const d = durations(placed);
    expect(d.length).to.equal(1);
    expect(d[0]).to.be.greaterThan(0).and.below(300);
    const hand = el.shadowRoot!.querySelector('tt-hand')!;
    const moving = [...hand.shadowRoot!.querySelectorAll('[data-flip]')].filter((b) => b.getAnimations().length > 0);
    expect(moving.length, 'hand cards sliding into the gap or a new card from the deck').to.be.greaterThan(0);
  });

  it('nothing moves when the player asked for reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { placed } = await playOne();
    expect(placed).to.exist;
    expect(durations(placed)).to.deep.equal([]);
  });
});
