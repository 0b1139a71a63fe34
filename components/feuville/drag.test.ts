/**
 * Drag it there (issue 13; components/shared/drag.ts), Feuville: along a seeded
 * hot-seat game, every legal move that takes a thing somewhere (a tile from a
 * row or from the hand to a column or an end of the town, a decree to the
 * columns it scores, a charm to a space, a person to what it acts on: its first
 * key and another, targets.ts) is played by dragging the thing there — and,
 * when the drop fits several moves, choosing in the menu that opens — and the
 * drop sends exactly the action the "All moves" list sends for it. While the
 * thing is dragged, it and the places it may go are lit, and nothing else; a
 * drop on a place it may not go plays nothing.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import './index.js';
import { actionLabel } from './index.js';
import type { FeuvilleSnapshot, FvTable } from './table.js';
import { keysOf } from './targets.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feuville } from '../../engine/games/feuville/index.js';
import type { FeuvilleAction, FeuvilleView } from '../../engine/games/feuville/types.js';
import { LocalController } from '../../src/session/local.js';
import { setLang } from './lang.js';
import { memoryStore } from '../../test/browser/helpers.js';
import { centre, deepAll, deepFind, dragToAct, frame, ghosts } from '../../test/browser/drag-helpers.js';

// Reduced motion: nothing flies (motion.ts) while a test aims at it, and a ghost goes at once.
before(async () => {
  setLang('en');
  await setViewport({ width: 1400, height: 2600 });
  await emulateMedia({ reducedMotion: 'reduce' });
});
after(async () => {
  await setViewport({ width: 800, height: 600 });
  await emulateMedia({ reducedMotion: 'no-preference' });
});

const spot = (el: FvTable, key: string) => deepFind(el.shadowRoot!, `[data-key="${key}"]`);
const lit = (el: FvTable) => new Set(deepAll(el.shadowRoot!, '[data-legal-spot]').map((e) => e.dataset.key!));

describe('fv-table: drag a thing where it goes', () => {
  it('plays what the list plays for every move that takes a thing somewhere, at 30 positions of a seeded 3-player game (seed 9)', async function () {
    (this as { timeout(ms: number): void }).timeout(240_000);
    const c = await LocalController.create<FeuvilleView, FeuvilleAction>(
      { game: feuville as unknown as AnyGame, store: memoryStore(), label: (a, n, v) => actionLabel(a as FeuvilleAction, n, v as FeuvilleView) },
      { gameId: 'feuville', config: { firstSeat: 0 }, names: ['Ana', 'Bo', 'Cy'], bots: [], seed: 9 },
    );
    const el = await fixture<FvTable>(html`<fv-table></fv-table>`);
    el.explain = (a) => c.explain(a as FeuvilleAction);
    let dragged = 0;
    let refused = 0;
    let menus = 0;
    const kinds = new Set<string>();
    for (let position = 0; position < 30; position++) {
      if (c.snapshot().handoff) c.acceptHandoff();
      const s = c.snapshot() as FeuvilleSnapshot;
      if (s.outcome) break;
      const seat = s.mySeat!;
      const moving = s.legal.filter((l) => keysOf(l.action, s.view, seat).length > 1);
      const step = Math.max(1, Math.floor(moving.length / 5));
      for (let i = 0; i < moving.length; i += step) {
        const l = moving[i]!;
        const [from, to] = keysOf(l.action, s.view, seat) as [string, string];
        el.snapshot = { ...s };
        await el.updateComplete;
        await frame();
        // While dragging: the thing and the places it may go are lit, nothing else.
        const goes = new Set([
          from,
          ...moving.filter((m) => keysOf(m.action, s.view, seat)[0] === from).flatMap((m) => keysOf(m.action, s.view, seat).slice(1)),
        ]);
        let during = new Set<string>();
        const sent = await dragToAct(
          el,
          spot(el, from)!,
          () => {
            during = lit(el);
            return centre(spot(el, to)!);
          },
          l.label,
        );
        expect(sent, `position ${position}, ${l.label}: ${from} to ${to}`).to.deep.equal(l.action);
        expect([...during].sort(), `lit while dragging ${from}`).to.deep.equal([...goes].sort());
        expect(ghosts(), 'no ghost after a drop').to.have.length(0);
        dragged++;
        kinds.add(l.action.type);
        if (moving.filter((m) => keysOf(m.action, s.view, seat)[0] === from && keysOf(m.action, s.view, seat).includes(to)).length > 1) menus++;
        // The same thing dropped on a spot it may not go (one lit for another move, else the board's heading): nothing.
        el.snapshot = { ...s };
        await el.updateComplete;
        await frame();
        // (Not an end of a town: drawn only while a move may build there.)
        const wrong = [...lit(el)].find((k) => !goes.has(k) && !k.startsWith('end:'));
        const nothing = await dragToAct(el, spot(el, from)!, () => centre(wrong ? spot(el, wrong)! : deepFind(el.shadowRoot!, 'h2#bh')!), '');
        expect(nothing, `position ${position}: ${from} dropped on ${wrong ?? 'the heading'}`).to.equal('');
        expect(ghosts(), 'no ghost after a drop that plays nothing (reduced motion: no glide back)').to.have.length(0);
        refused++;
      }
      const moves = s.legal.filter((l) => l.action.type !== 'end');
      const r = await c.act((moves.length ? moves : s.legal)[(position * 5) % (moves.length || s.legal.length)]!.action);
      expect(r.ok).to.equal(true);
    }
    expect(dragged).to.be.greaterThan(15);
    expect(refused).to.equal(dragged);
    expect(menus, 'drops that open the menu').to.be.greaterThan(0);
    expect([...kinds]).to.include.members(['build', 'skill']);
    c.dispose();
  });
});
