/**
 * Drag it there (issue 13; components/shared/drag.ts), Medieval Manor: a hand
 * card dragged onto a land it may go on is placed as a click on the card and
 * then on the land places it — the payment menu opening when it can be paid
 * several ways — and the app's own controller plays it; while it is dragged, the
 * lands it may go on are lit as after the click on it. A drop on a land it may not
 * go on plays nothing; a card with nowhere to go is not dragged; a press that
 * does not travel still chooses the card, as a click.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import './table.js';
import type { MmTable } from './table.js';
import type { MedievalManorAction } from '../../engine/games/medieval-manor/types.js';
import { advance, controllerAt, pin, start, viewOf } from './test-game.js';
import { centre, drag, dragToAct, frame, ghosts, pointer } from '../../test/browser/drag-helpers.js';
import { until } from '../../test/browser/helpers.js';

before(() => setViewport({ width: 1280, height: 1800 }));
after(() => setViewport({ width: 800, height: 600 }));

const ANA = ['Wheat', 'Mine', 'Compost', 'Cathedral', 'Fodder'];
const BO = ['Wheat', 'Cathedral', 'Manure', 'Cultivator', 'Pollination'];
const PLAIN = { peasants: 2, victory: 0, crops: 4, animals: 0, gold: 0, resources: 0 };

/** A real 2-player game at Ana's first Work action, the hands pinned (test-game.ts); Hills is space 2, Castle 8. `money`: Ana's Gold and Resources. */
function atWork(money = 0) {
  const { s: s0, rand } = start(2, 7);
  return pin(
    advance(s0, rand, (v) => v.phase === 'work'),
    [ANA, BO],
    [{ ...PLAIN, gold: money, resources: money }, PLAIN],
  );
}

type Controller = Awaited<ReturnType<typeof controllerAt>>;

async function table(s: ReturnType<typeof atWork>): Promise<{ el: MmTable; c: Controller }> {
  const c = await controllerAt(s, 0);
  const el = await fixture<MmTable>(html`<mm-table .snapshot=${c.snapshot()} .explain=${(a: unknown) => c.explain(a as MedievalManorAction)}></mm-table>`);
  await el.updateComplete;
  return { el, c };
}

const map = (el: MmTable) => el.shadowRoot!.querySelector('mm-map')!;
const tile = (el: MmTable, cell: number) => map(el).shadowRoot!.querySelector<HTMLButtonElement>(`button.tile[data-cell="${cell}"]`)!;
const lit = (el: MmTable) => [...map(el).shadowRoot!.querySelectorAll<HTMLElement>('button.tile.target')].map((t) => Number(t.dataset.cell));
const hand = (el: MmTable) => el.shadowRoot!.querySelector('tt-hand')!;

/** The hand card `name`'s button. */
async function card(el: MmTable, name: string): Promise<HTMLButtonElement> {
  await hand(el).updateComplete;
  const i = hand(el).cards.findIndex((c) => c.name === name);
  return hand(el).shadowRoot!.querySelectorAll<HTMLButtonElement>('button.card')[i]!;
}

describe('mm-table: drag a hand card onto a land', () => {
  it('places it as a click on the card, then on the land, does; the lands it may go on are lit meanwhile', async () => {
    const s = atWork();
    const { el, c } = await table(s);
    const lands = el.snapshot!.legal.flatMap((l) => (l.action.type === 'place' && l.action.card === 'Wheat' ? [l.action.cell] : []));
    expect(lands.length).to.be.greaterThan(0);
    let during: number[] = [];
    let raised = '';
    const sent = await dragToAct(
      el,
      await card(el, 'Wheat'),
      () => {
        during = lit(el);
        raised = hand(el).selected;
        return centre(tile(el, lands[0]!));
      },
      '',
    );
    expect(during).to.deep.equal(lands);
    expect(raised).to.equal(hand(el).cards.find((x) => x.name === 'Wheat')!.key);
    expect(sent).to.deep.equal({ type: 'place', card: 'Wheat', cell: lands[0] });
    expect(ghosts()).to.have.length(0);
    expect((await c.act(sent as MedievalManorAction)).ok).to.equal(true);
    expect(c.snapshot().view.map!.cells[lands[0]!]!.card).to.deep.include({ card: 'Wheat', seat: 0 });
    c.dispose();
  });

  it('opens the same payment menu as a click when the card can be paid several ways', async () => {
    const s = atWork(2);
    const { el, c } = await table(s);
    const ways = el.snapshot!.legal.filter((l) => l.action.type === 'place' && l.action.card === 'Mine' && l.action.cell === 2);
    expect(ways.length).to.be.greaterThan(1);
    const sent = await dragToAct(el, await card(el, 'Mine'), () => centre(tile(el, 2)), ways[1]!.label);
    expect(sent).to.deep.equal(ways[1]!.action);
    expect((await c.act(sent as MedievalManorAction)).ok).to.equal(true);
    expect(c.snapshot().view.map!.cells[2]!.card).to.deep.include({ card: 'Mine', seat: 0 });
    c.dispose();
  });

  it('plays nothing when dropped on a land the card may not go on, and drags no card that has nowhere to go', async () => {
    const s = atWork();
    const { el, c } = await table(s);
    const castle = viewOf(s, 0).map!.cells.find((x) => x.castle)!.index;
    const wheat = el.snapshot!.legal.some((l) => l.action.type === 'place' && l.action.card === 'Wheat' && l.action.cell === castle);
    expect(wheat, 'Wheat may not go on the Castle').to.equal(false);
    expect(await dragToAct(el, await card(el, 'Wheat'), () => centre(tile(el, castle)), '')).to.equal('');
    expect(el.shadowRoot!.querySelector('tt-choice-menu')).to.equal(null);
    expect(hand(el).selected).to.equal('');
    expect(lit(el)).to.deep.equal([]);
    await until(() => ghosts().length === 0, 'the ghost to glide back and go');
    // Mine cannot be paid for (no Money): pressing and moving it is no drag (no ghost, nothing lit), and plays nothing.
    const mine = await card(el, 'Mine');
    let seen = { ghosts: 0, lit: [] as number[] };
    const none = await dragToAct(
      el,
      mine,
      () => {
        seen = { ghosts: ghosts().length, lit: lit(el) };
        return centre(tile(el, 2));
      },
      '',
    );
    expect(none).to.equal('');
    expect(seen).to.deep.equal({ ghosts: 0, lit: [] });
    c.dispose();
  });

  it('keeps a press that does not travel a click: it chooses the card and lights its lands', async () => {
    const s = atWork();
    const { el, c } = await table(s);
    const wheat = await card(el, 'Wheat');
    const at = centre(wheat);
    let sent = 0;
    el.addEventListener('tt-act', () => sent++);
    pointer('pointerdown', at, wheat);
    pointer('pointerup', at, wheat);
    wheat.click();
    await el.updateComplete;
    await frame();
    const lands = el.snapshot!.legal.flatMap((l) => (l.action.type === 'place' && l.action.card === 'Wheat' ? [l.action.cell] : []));
    expect(lit(el)).to.deep.equal(lands);
    expect(hand(el).selected).to.equal(hand(el).cards.find((x) => x.name === 'Wheat')!.key);
    // Then a drag of the chosen card places it too.
    await drag(wheat, () => centre(tile(el, lands[0]!)));
    expect(sent).to.equal(1);
    expect(ghosts()).to.have.length(0);
    c.dispose();
  });
});
