/**
 * Drag it there (issue 13; components/shared/drag.ts), Feebleton and the shared
 * mechanism: along a seeded 3-player hot-seat game, a card dragged from the hand
 * onto the Feebleton pile sends exactly the legal action a click on it sends
 * (through the same menu when it plays several ways), and the controller plays
 * it; a drop anywhere else, or Escape, plays nothing and the ghost goes; a press
 * that does not travel stays a click, with made-up pointer events and with the
 * browser's own mouse. Near the window's top or bottom a drag scrolls the page,
 * a step a frame, until the pointer leaves that band or the drag ends; a click
 * there scrolls nothing. (Feuville: components/feuville/drag.test.ts; Medieval
 * Manor: components/medieval-manor/drag.test.ts.)
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { ReactiveElement } from 'lit';
import '../../components/feebleton/table.js';
import type { FbTable, FeebletonSnapshot } from '../../components/feebleton/table.js';
import { actionLabel } from '../../components/feebleton/labels.js';
import { DragController, spotDrag } from '../../components/shared/drag.js';
import { labelOf } from '../../components/shared/manifest.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { LocalController } from '../../src/session/local.js';
import { centre, drag, dragToAct, frame, frames, ghosts, type Point, pointer, scrolledOver } from './drag-helpers.js';
import { memoryStore, until } from './helpers.js';

before(() => setViewport({ width: 1100, height: 1500 }));
after(() => setViewport({ width: 800, height: 600 }));

type Controller = LocalController<FeebletonView, FeebletonAction>;

async function game(seed = 21): Promise<Controller> {
  return LocalController.create<FeebletonView, FeebletonAction>(
    { game: feebleton as unknown as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
    { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo', 'Cy'], bots: [], seed },
  );
}

/** The snapshot to act on now (a hot-seat hand-over accepted). */
function now(c: Controller): FeebletonSnapshot {
  if (c.snapshot().handoff) c.acceptHandoff();
  return c.snapshot() as FeebletonSnapshot;
}

const hand = (el: FbTable) => el.shadowRoot!.querySelector('tt-hand')!;
const pile = (el: FbTable) => el.shadowRoot!.querySelector('fb-pile')!;

/** The button of hand card `handle`. */
async function card(el: FbTable, handle: number): Promise<HTMLButtonElement> {
  await hand(el).updateComplete;
  const i = hand(el).cards.findIndex((c) => c.key === String(handle));
  return hand(el).shadowRoot!.querySelectorAll<HTMLButtonElement>('button.card')[i]!;
}

/** Every `tt-act` the table sends while `body` runs. */
async function sends(el: FbTable, body: () => Promise<unknown>): Promise<unknown[]> {
  const sent: unknown[] = [];
  const listen = (e: Event) => sent.push((e as CustomEvent<{ action: unknown }>).detail.action);
  el.addEventListener('tt-act', listen);
  try {
    await body();
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 60)); // long enough for a stray click after a drop
  } finally {
    el.removeEventListener('tt-act', listen);
  }
  return sent;
}

/** A table at the first position of a fresh game where the seat may play a card, and that play. */
async function atPlay(): Promise<{ c: Controller; el: FbTable; play: FeebletonAction & { type: 'play' } }> {
  const c = await game();
  const s = now(c);
  const el = await fixture<FbTable>(html`<fb-table .snapshot=${s} .explain=${(a: FeebletonAction) => c.explain(a)}></fb-table>`);
  const ways = (h: number) => s.legal.filter((l) => l.action.type === 'play' && l.action.handle === h).length;
  const play = s.legal.map((l) => l.action).find((a) => a.type === 'play' && ways(a.handle) === 1) as FeebletonAction & { type: 'play' };
  expect(play, 'a card that plays one way').to.not.equal(undefined);
  return { c, el, play };
}

describe('fb-table: drag a card onto the Feebleton pile', () => {
  it('plays what a click plays, through the same menu, at 25 positions of a seeded game (seed 21), and the controller plays it', async function () {
    (this as { timeout(ms: number): void }).timeout(180_000);
    const c = await game();
    const el = await fixture<FbTable>(html`<fb-table></fb-table>`);
    el.explain = (a) => c.explain(a);
    let dragged = 0;
    let menus = 0;
    let played = 0;
    for (let position = 0; position < 25; position++) {
      const s = now(c);
      if (s.outcome) break;
      const plays = s.legal.filter((l) => l.action.type === 'play' || l.action.type === 'react');
      for (const l of plays.slice(0, 4)) {
        el.snapshot = { ...s };
        await el.updateComplete;
        const handle = (l.action as { handle: number }).handle;
        const ways = plays.filter((x) => (x.action as { handle: number }).handle === handle).length;
        const sent = await dragToAct(el, await card(el, handle), centre(pile(el)), l.label);
        expect(sent, `position ${position}, ${l.label}`).to.deep.equal(l.action);
        expect(ghosts(), 'no ghost after a drop').to.have.length(0);
        dragged++;
        if (ways > 1) menus++;
        el.snapshot = { ...s, legal: [] };
        await el.updateComplete;
      }
      // The first play dragged is played: the card leaves the hand.
      const first = plays[0]?.action as { handle: number } | undefined;
      const r = await c.act(first ? (first as FeebletonAction) : s.legal[(position * 3) % s.legal.length]!.action);
      expect(r.ok).to.equal(true);
      if (first) played++;
    }
    expect(dragged).to.be.greaterThan(20);
    expect(menus).to.be.greaterThan(0);
    expect(played).to.be.greaterThan(5);
    c.dispose();
  });

  it('lights up the pile and raises the card while dragging, and puts both back after', async () => {
    const { c, el, play } = await atPlay();
    const button = await card(el, play.handle);
    let during = { target: false, selected: '', ghosts: 0, faded: '' };
    const sent = await sends(el, () =>
      drag(button, centre(pile(el)), async () => {
        await el.updateComplete;
        during = { target: pile(el).hasAttribute('target'), selected: hand(el).selected, ghosts: ghosts().length, faded: button.style.opacity };
      }),
    );
    expect(during).to.deep.equal({ target: true, selected: String(play.handle), ghosts: 1, faded: '0.35' });
    expect(sent).to.deep.equal([play]);
    expect(pile(el).hasAttribute('target')).to.equal(false);
    expect(ghosts()).to.have.length(0);
    expect(button.style.opacity).to.equal('');
    // The controller plays it: the card lies on the Feebleton pile, out of the hand.
    expect((await c.act(sent[0] as FeebletonAction)).ok).to.equal(true);
    const after = c.snapshot() as FeebletonSnapshot;
    expect(after.view.feebleton.map((p) => p.handle)).to.include(play.handle);
    expect(after.view.hand.map((h) => h.handle)).to.not.include(play.handle);
    c.dispose();
  });

  it('plays nothing when the card is dropped anywhere but the pile, or Escape is pressed', async () => {
    const { c, el, play } = await atPlay();
    const button = await card(el, play.handle);
    const deck = el.shadowRoot!.querySelector('tt-deck-count')!;
    const heading = el.shadowRoot!.querySelector('#hand-h')!;
    const sent = await sends(el, async () => {
      await drag(button, centre(deck));
      await drag(button, centre(heading));
      await drag(button, centre(pile(el)), () => dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    });
    expect(sent).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('tt-choice-menu')).to.equal(null);
    expect(pile(el).hasAttribute('target')).to.equal(false);
    expect(hand(el).selected).to.equal('');
    await until(() => ghosts().length === 0, 'the ghosts to glide back and go');
    expect(button.style.opacity).to.equal('');
    c.dispose();
  });

  it('keeps a press that does not travel (or wobbles under 6 pixels) a click', async () => {
    const { c, el, play } = await atPlay();
    const button = await card(el, play.handle);
    const at = centre(button);
    const sent = await sends(el, async () => {
      pointer('pointerdown', at, button);
      pointer('pointerup', at, button);
      button.click();
      await el.updateComplete;
      el.snapshot = { ...el.snapshot! };
      pointer('pointerdown', at, button);
      pointer('pointermove', { x: at.x + 3, y: at.y - 2 }, button);
      await frame();
      pointer('pointerup', { x: at.x + 3, y: at.y - 2 }, button);
      button.click();
    });
    expect(sent).to.deep.equal([play, play]);
    expect(ghosts()).to.have.length(0);
    c.dispose();
  });

  it('drags with a finger too, holding the page still while it does; a finger anywhere else scrolls as ever', async () => {
    const { c, el, play } = await atPlay();
    const button = await card(el, play.handle);
    const deck = el.shadowRoot!.querySelector('tt-deck-count')!;
    /** Whether the page would scroll: a touchmove on `at` that nothing cancelled. */
    const scrolls = (at: Element) => at.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, composed: true, cancelable: true }));
    const a = centre(button);
    const b = centre(pile(el));
    let held = { before: true, pressed: true, dragging: true };
    const sent = await sends(el, async () => {
      const before = scrolls(button);
      pointer('pointerdown', a, button, 'touch');
      const pressed = scrolls(button);
      pointer('pointermove', { x: a.x, y: a.y - 8 }, button, 'touch'); // under the 10 pixels a finger may wobble
      await frame();
      const still = ghosts().length === 0;
      for (let i = 1; i <= 4; i++) pointer('pointermove', { x: a.x + ((b.x - a.x) * i) / 4, y: a.y + ((b.y - a.y) * i) / 4 }, undefined, 'touch');
      await frame();
      held = { before, pressed, dragging: scrolls(button) };
      expect(still, 'no drag under 10 pixels of a finger').to.equal(true);
      pointer('pointerup', b, undefined, 'touch');
      // A finger on what cannot move (the deck) scrolls the page.
      pointer('pointerdown', centre(deck), deck, 'touch');
      expect(scrolls(deck)).to.equal(true);
      pointer('pointerup', centre(deck), deck, 'touch');
    });
    expect(held).to.deep.equal({ before: true, pressed: false, dragging: false });
    expect(sent).to.deep.equal([play]);
    c.dispose();
  });

  it("with the browser's own mouse: a drag plays once (no click after it), a click still plays", async () => {
    const { c, el, play } = await atPlay();
    try {
      const button = await card(el, play.handle);
      const a = centre(button);
      const b = centre(pile(el));
      const dragged = await sends(el, async () => {
        await sendMouse({ type: 'move', position: [Math.round(a.x), Math.round(a.y)] });
        await sendMouse({ type: 'down' });
        for (let i = 1; i <= 4; i++)
          await sendMouse({ type: 'move', position: [Math.round(a.x + ((b.x - a.x) * i) / 4), Math.round(a.y + ((b.y - a.y) * i) / 4)] });
        await sendMouse({ type: 'up' });
      });
      expect(dragged).to.deep.equal([play]);
      el.snapshot = { ...el.snapshot! };
      await el.updateComplete;
      const clicked = await sends(el, () => sendMouse({ type: 'click', position: [Math.round(a.x), Math.round(a.y)] }));
      expect(clicked).to.deep.equal([play]);
      // Dropped off the pile: nothing, and no click either.
      const c2 = centre(el.shadowRoot!.querySelector('tt-deck-count')!);
      const nothing = await sends(el, async () => {
        await sendMouse({ type: 'move', position: [Math.round(a.x), Math.round(a.y)] });
        await sendMouse({ type: 'down' });
        await sendMouse({ type: 'move', position: [Math.round(c2.x), Math.round(c2.y)] });
        await sendMouse({ type: 'up' });
        // Dragged away and back onto the card itself: a drag, not a click on the card.
        await sendMouse({ type: 'move', position: [Math.round(a.x), Math.round(a.y)] });
        await sendMouse({ type: 'down' });
        await sendMouse({ type: 'move', position: [Math.round(a.x), Math.round(a.y) - 80] });
        await sendMouse({ type: 'move', position: [Math.round(a.x), Math.round(a.y)] });
        await sendMouse({ type: 'up' });
      });
      expect(nothing).to.deep.equal([]);
    } finally {
      await resetMouse();
      c.dispose();
    }
  });
});

/** drag.ts's band (EDGE): within this many pixels of the window's top or bottom a drag scrolls the page. */
const BAND = 40;
/** Where the tests hold the pointer: this many pixels from an edge, well inside the band. */
const NEAR = 10;
const nearBottom = (): Point => ({ x: 200, y: innerHeight - NEAR });
const nearTop = (): Point => ({ x: 200, y: NEAR });
const middle = (): Point => ({ x: 200, y: innerHeight / 2 });

/** Checks the page stays scrolled at `y` over the next `n` frames (what `scrollY` was after each, in a failure). */
async function staysAt(y: number, what: string, n = 10): Promise<void> {
  expect((await scrolledOver(n)).join(' '), what).to.equal(Array(n).fill(y).join(' '));
}

/**
 * A page taller than the window, dragged with the shared controller alone (the spots of `spotDrag`, as
 * Feuville's): the thing to drag (`card`) between a place it may go far above it (`up`) and one far below
 * (`down`), each out of sight of it; `played` lists what the drops played.
 */
class DragBench extends ReactiveElement {
  readonly played: string[] = [];
  readonly drag = new DragController(
    this,
    spotDrag(
      'data-key',
      (from, to) => (from === 'card' ? ['up', 'down'].filter((t) => to === undefined || t === to) : []),
      (from, moves) => this.played.push(`${from} to ${moves.join()}`),
    ),
  );
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}
customElements.define('drag-bench', DragBench);

const spot = (el: DragBench, key: string): HTMLElement => el.querySelector<HTMLElement>(`[data-key="${key}"]`)!;

/** A bench, scrolled so the card lies in the middle of the window. */
async function bench(): Promise<DragBench> {
  const gap = html`<div style="height: 800px"></div>`;
  const el = await fixture<DragBench>(
    html`<drag-bench><div data-key="up" style="height: 80px">up</div>${gap}<div data-key="card" style="height: 80px">card</div>${gap}<div data-key="down" style="height: 80px">down</div></drag-bench>`,
  );
  spot(el, 'card').scrollIntoView({ block: 'center' });
  expect(spot(el, 'up').getBoundingClientRect().bottom, 'the place above out of sight').to.be.lessThan(0);
  expect(spot(el, 'down').getBoundingClientRect().top, 'the place below out of sight').to.be.greaterThan(innerHeight);
  return el;
}

/** Presses on the bench's card, drags it (past the threshold) and takes the pointer to `at`. */
function press(el: DragBench, at: Point, kind: 'mouse' | 'touch' = 'mouse'): void {
  const card = spot(el, 'card');
  const a = centre(card);
  pointer('pointerdown', a, card, kind);
  pointer('pointermove', { x: a.x + 12, y: a.y }, undefined, kind);
  pointer('pointermove', at, undefined, kind);
}

describe('drag.ts: near the top or bottom of the window a drag scrolls the page', () => {
  before(() => setViewport({ width: 800, height: 600 }));
  after(() => setViewport({ width: 1100, height: 1500 }));

  for (const kind of ['mouse', 'touch'] as const) {
    it(`scrolls down while the pointer stays near the bottom (${kind}); a drop on a place out of sight at the start plays`, async () => {
      const el = await bench();
      const down = spot(el, 'down');
      const y0 = scrollY;
      press(el, nearBottom(), kind);
      await frames(() => scrollY > y0, 'the page to scroll down');
      await frames(() => centre(down).y < innerHeight - BAND, 'the place below to come into sight, above the band');
      pointer('pointermove', centre(down), undefined, kind);
      pointer('pointerup', centre(down), undefined, kind);
      expect(el.played).to.deep.equal(['card to down']);
      expect(ghosts()).to.have.length(0);
    });

    it(`scrolls up while the pointer stays near the top (${kind}); a drop on a place out of sight at the start plays`, async () => {
      const el = await bench();
      const up = spot(el, 'up');
      const y0 = scrollY;
      press(el, nearTop(), kind);
      await frames(() => scrollY < y0, 'the page to scroll up');
      await frames(() => centre(up).y > BAND, 'the place above to come into sight, below the band');
      pointer('pointermove', centre(up), undefined, kind);
      pointer('pointerup', centre(up), undefined, kind);
      expect(el.played).to.deep.equal(['card to up']);
      expect(ghosts()).to.have.length(0);
    });
  }

  it('stops scrolling when the pointer leaves the band, and starts again when it comes back', async () => {
    const el = await bench();
    const y0 = scrollY;
    press(el, nearBottom());
    await frames(() => scrollY > y0, 'the page to scroll down');
    pointer('pointermove', middle());
    const y1 = scrollY;
    await staysAt(y1, 'out of the band below');
    pointer('pointermove', nearTop());
    await frames(() => scrollY < y1, 'the page to scroll up');
    pointer('pointermove', middle());
    const y2 = scrollY;
    await staysAt(y2, 'out of the band above');
    pointer('pointerup', middle());
    expect(el.played).to.deep.equal([]);
  });

  const ends = {
    pointerup: (at: Point) => pointer('pointerup', at),
    Escape: () => dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    pointercancel: (at: Point) => pointer('pointercancel', at),
  };
  for (const [name, end] of Object.entries(ends)) {
    it(`stops scrolling when the drag ends in the band (${name}), at either edge`, async () => {
      const el = await bench();
      for (const [at, further] of [
        [nearBottom(), (y: number) => scrollY > y],
        [nearTop(), (y: number) => scrollY < y],
      ] as const) {
        spot(el, 'card').scrollIntoView({ block: 'center' });
        const y0 = scrollY;
        press(el, at);
        await frames(() => further(y0), 'the page to scroll');
        end(at);
        const y1 = scrollY;
        await staysAt(y1, `after ${name}`);
      }
      expect(el.played).to.deep.equal([]);
    });
  }

  it('scrolls nothing for a click near either edge, nor for a press that wobbles less than the threshold', async () => {
    const el = await bench();
    const card = spot(el, 'card');
    for (const [kind, wobble] of [
      ['mouse', 5],
      ['touch', 9],
    ] as const) {
      for (const y of [innerHeight - NEAR, NEAR]) {
        // The card's middle at `y`, in the band.
        scrollBy(0, centre(card).y - y);
        expect(Math.abs(centre(card).y - y), 'the card in the band').to.be.lessThan(1);
        const at = { x: centre(card).x, y };
        const y0 = scrollY;
        pointer('pointerdown', at, card, kind);
        pointer('pointerup', at, card, kind);
        const clicked = await scrolledOver(5);
        // Towards the edge, by less than a drag's threshold.
        const off = { x: at.x, y: y < innerHeight / 2 ? y - wobble : y + wobble };
        pointer('pointerdown', at, card, kind);
        pointer('pointermove', off, undefined, kind);
        const pressed = await scrolledOver(5);
        pointer('pointerup', off, undefined, kind);
        const after = await scrolledOver(5);
        expect([...clicked, ...pressed, ...after].join(' '), `${kind} at ${y}`).to.equal(Array(15).fill(y0).join(' '));
      }
    }
    expect(el.played).to.deep.equal([]);
    expect(ghosts()).to.have.length(0);
  });

  it('in a short window, a Feebleton card dragged up to the pile out of sight plays it', async () => {
    await setViewport({ width: 1100, height: 200 });
    const { c, el, play } = await atPlay();
    const button = await card(el, play.handle);
    button.scrollIntoView({ block: 'end' });
    expect(pile(el).getBoundingClientRect().bottom, 'the pile above the window').to.be.lessThan(0);
    const y0 = scrollY;
    const sent = await sends(el, async () => {
      const a = centre(button);
      pointer('pointerdown', a, button);
      pointer('pointermove', { x: a.x, y: a.y - 12 });
      pointer('pointermove', { x: a.x, y: NEAR });
      await frames(() => centre(pile(el)).y > BAND, 'the pile to come into sight, below the band');
      pointer('pointermove', centre(pile(el)));
      pointer('pointerup', centre(pile(el)));
    });
    expect(scrollY).to.be.lessThan(y0);
    expect(sent).to.deep.equal([play]);
    c.dispose();
  });
});
