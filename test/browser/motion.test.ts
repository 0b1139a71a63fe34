/**
 * Motion that explains the move (components/shared/motion.ts), on Feebleton's
 * table: a played card slides from the hand into Feebleton, a drawn card from
 * the deck into the hand, a Feebleton won at an End of Era flies to its
 * winner's panel, each in under 300 ms; with reduced motion asked for, nothing
 * moves. The moves are the app's own (a hot-seat game's controller).
 * Feuville's motion: components/feuville/motion.test.ts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../components/feebleton/table.js';
import type { FbTable, FeebletonSnapshot } from '../../components/feebleton/table.js';
import { actionLabel } from '../../components/feebleton/labels.js';
import { labelOf } from '../../components/shared/manifest.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import { END_OF_ERA, type FeebletonAction, type FeebletonView } from '../../engine/games/feebleton/types.js';
import { LocalController } from '../../src/session/local.js';
import { memoryStore } from './helpers.js';
import { offset, spyAnimations } from './motion-spy.js';

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

/** The parts' updates, then the animations' start (motion.ts waits for the parts). */
const drawn = async (el: FbTable): Promise<void> => {
  await el.updateComplete;
  await new Promise((resolve) => setTimeout(resolve));
};

/**
 * A hot-seat game of two played by a seeded stream of legal moves until a seat may end an era on a
 * Feebleton of some cards; the table is mounted there and the game goes on (the era's card played,
 * any reaction passed) until the pile is won. Returns the table just after the pile went, and the
 * Feebleton it showed just before.
 */
async function winPile() {
  const c = await LocalController.create<FeebletonView, FeebletonAction>(
    { game: feebleton as unknown as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
    { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [], seed: 7 },
  );
  const won = () => c.snapshot().view.players.reduce((n, p) => n + p.piles.length, 0);
  const eraCard = (v: FeebletonView, a: FeebletonAction) =>
    a.type === 'play' && v.feebleton.length >= 2 && v.hand.some((h) => h.handle === a.handle && (END_OF_ERA as readonly string[]).includes(h.card));
  let x = 5;
  let el: FbTable | null = null;
  let pile: FeebletonView['feebleton'] = [];
  for (let step = 0; step < 400; step++) {
    c.acceptHandoff();
    const { view, legal } = c.snapshot();
    if (legal.length === 0) break;
    const era = el ? undefined : legal.find((l) => eraCard(view, l.action));
    if (era) {
      el = await fixture<FbTable>(html`<fb-table .snapshot=${c.snapshot() as FeebletonSnapshot}></fb-table>`);
    }
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    const pass = el ? legal.find((l) => l.action.type === 'pass') : undefined;
    const action = era ?? pass ?? legal[x % legal.length]!;
    const before = won();
    expect((await c.act(action.action)).ok).to.equal(true);
    c.acceptHandoff();
    if (!el) continue;
    pile = el.snapshot!.view.feebleton;
    el.snapshot = c.snapshot() as FeebletonSnapshot;
    await drawn(el);
    if (won() > before) return { el, pile, view: c.snapshot().view };
  }
  throw new Error('no era ended');
}

describe('motion', () => {
  // The project's font first: a late font swap would move things after the slides are measured.
  before(async () => {
    await Promise.all(['400 16px "Atkinson Hyperlegible"', '700 16px "Atkinson Hyperlegible"'].map((f) => document.fonts.load(f)));
    await document.fonts.ready;
  });
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

  it("a won Feebleton flies to the won pile on its winner's panel in under 300 ms", async () => {
    const spy = spyAnimations();
    try {
      const { el, pile, view } = await winPile();
      const winner = view.players.find((p) => p.piles.some((w) => w.cards[0]?.handle === pile[0]!.handle))!;
      const line = el.shadowRoot!.querySelector(`[data-flip="pile:${pile[0]!.handle}"]`)!;
      expect(line, 'the won pile on the panel').to.exist;
      expect(line.closest('tt-player-panel')!.getAttribute('data-flip')).to.equal(`seat:${winner.seat}`);
      // The flights (read from the animations started: on a slow machine one may have landed already).
      const flights = spy.played.filter((p) => p.el.hasAttribute('data-flip-ghost'));
      expect(flights.length, 'one flying card for each card that was in Feebleton').to.equal(pile.length);
      expect(pile.length).to.be.greaterThan(2);
      const target = line.getBoundingClientRect();
      for (const f of flights) {
        const g = f.el as HTMLElement;
        expect(g.getAttribute('aria-hidden')).to.equal('true');
        expect(g.querySelector('tt-card'), 'the card itself flies').to.exist;
        expect(spy.on(g)).to.have.length(1);
        expect(f.duration).to.be.greaterThan(0).and.below(300);
        // It takes off where the card lay (the fixed layer's box) and lands on the middle of the won pile's line.
        const { dx, dy } = offset({ ...f, keyframes: f.keyframes.slice(-1) });
        const [left, top, width, height] = [g.style.left, g.style.top, g.style.width, g.style.height].map(parseFloat) as [number, number, number, number];
        expect(left + width / 2 + dx).to.be.closeTo(target.left + target.width / 2, 2);
        expect(top + height / 2 + dy).to.be.closeTo(target.top + target.height / 2, 2);
      }
      // The flights end and leave nothing behind.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(el.shadowRoot!.querySelectorAll('[data-flip-ghost]')).to.have.length(0);
    } finally {
      spy.restore();
    }
  });

  it('nothing moves where its whole way is out of the window (the table scrolled away)', async () => {
    document.body.style.paddingTop = `${innerHeight + 100}px`;
    try {
      const { el, placed } = await playOne();
      expect(el.getBoundingClientRect().top).to.be.greaterThan(innerHeight);
      expect(placed).to.exist;
      expect(durations(placed)).to.deep.equal([]);
      const hand = el.shadowRoot!.querySelector('tt-hand')!;
      expect([...hand.shadowRoot!.querySelectorAll('[data-flip]')].filter((b) => b.getAnimations().length > 0)).to.have.length(0);
    } finally {
      document.body.style.paddingTop = '';
    }
  });

  it('nothing moves when the player asked for reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { placed } = await playOne();
    expect(placed).to.exist;
    expect(durations(placed)).to.deep.equal([]);
    const { el } = await winPile();
    expect(el.shadowRoot!.querySelectorAll('[data-flip-ghost]')).to.have.length(0);
  });
});
