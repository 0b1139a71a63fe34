/**
 * Act where the thing is (issue 13): along a seeded hot-seat game, every legal
 * move that names a part of the table (a tile, a decree, a person, a column, a
 * slot) is played by clicking that part — and, when the part fits several moves,
 * choosing in the menu that opens there — and the click sends exactly the action
 * the "All moves" list sends for it. The list stays complete for keyboard and
 * screen-reader users: it holds every legal move, in the same words.
 */
import { expect, fixture, html } from '@open-wc/testing';
import './index.js';
import { actionLabel } from './index.js';
import type { FeuvilleSnapshot, FvTable } from './table.js';
import { keysOf } from './targets.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feuville } from '../../engine/games/feuville/index.js';
import type { FeuvilleAction, FeuvilleView } from '../../engine/games/feuville/types.js';
import { LocalController } from '../../src/session/local.js';
import { setLang } from './lang.js';
import { memoryStore, text, until } from '../../test/browser/helpers.js';
import { deepFind } from '../../components/shared/anchor.js';

before(() => setLang('en'));

type Lit = HTMLElement & { updateComplete?: Promise<unknown> };

/** Lets the table and its parts finish updating (parts update after their parent). */
const frame = (): Promise<void> => new Promise((r) => requestAnimationFrame(() => r()));

/** Clicks the part `key` names and, if a menu opens there, the option worded `label`; what the table sends. */
async function clickToAct(el: FvTable, key: string, label: string): Promise<unknown> {
  const sent: unknown[] = [];
  const listen = (e: Event) => sent.push((e as CustomEvent<{ action: unknown }>).detail.action);
  el.addEventListener('tt-act', listen);
  try {
    const spot = deepFind(el.shadowRoot!, `[data-key="${key}"]`);
    if (!spot) return `no part with data-key ${key}`;
    spot.click();
    await until(() => sent.length > 0 || !!el.shadowRoot!.querySelector('tt-choice-menu'), `a move or a menu after clicking ${key}`);
    if (sent.length) return sent[0];
    const menu = el.shadowRoot!.querySelector<Lit>('tt-choice-menu')!;
    await menu.updateComplete;
    const option = [...menu.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.primary')].find((b) => text(b) === label);
    if (!option) return `no option "${label}" in the menu at ${key}`;
    option.click();
    await el.updateComplete;
    return sent[0] ?? `the option "${label}" sent nothing`;
  } finally {
    el.removeEventListener('tt-act', listen);
  }
}

describe('fv-table: a click where the thing is plays what the list plays', () => {
  it('every legal move with a part on the table, at 30 positions of a seeded 3-player game (seed 9)', async function () {
    (this as { timeout(ms: number): void }).timeout(180_000); // many clicks, each waited for; slower on a shared CI machine
    const c = await LocalController.create<FeuvilleView, FeuvilleAction>(
      { game: feuville as unknown as AnyGame, store: memoryStore(), label: (a, n, v) => actionLabel(a as FeuvilleAction, n, v as FeuvilleView) },
      { gameId: 'feuville', config: { firstSeat: 0 }, names: ['Ana', 'Bo', 'Cy'], bots: [], seed: 9 },
    );
    const el = await fixture<FvTable>(html`<fv-table></fv-table>`);
    el.explain = (a) => c.explain(a as FeuvilleAction);
    let clicked = 0;
    let listOnly = 0;
    for (let position = 0; position < 30; position++) {
      let s = c.snapshot() as FeuvilleSnapshot;
      if (s.outcome) break;
      if (s.handoff) {
        c.acceptHandoff();
        s = c.snapshot() as FeuvilleSnapshot;
      }
      const seat = s.mySeat!;
      // Every legal move is in the list, worded as its label (the keyboard's and screen reader's way).
      el.snapshot = s;
      await el.updateComplete;
      await frame();
      const listed = [...deepFind(el.shadowRoot!, 'fv-moves')!.shadowRoot!.querySelectorAll('button[data-legal]')].map(text);
      expect(listed, `position ${position}`).to.deep.equal(s.legal.map((l) => l.label));
      // Up to six moves per position, spread over the list: each played by a click where its thing is.
      const step = Math.max(1, Math.floor(s.legal.length / 6));
      for (let i = 0; i < s.legal.length; i += step) {
        const l = s.legal[i]!;
        const keys = keysOf(l.action, s.view, seat);
        if (!keys.length) {
          listOnly++;
          continue;
        }
        el.snapshot = { ...s };
        await el.updateComplete;
        await frame();
        const sent = await clickToAct(el, keys[0]!, l.label);
        expect(sent, `position ${position}, ${l.label}`).to.deep.equal(l.action);
        clicked++;
      }
      const moves = s.legal.filter((l) => l.action.type !== 'end');
      const r = await c.act((moves.length ? moves : s.legal)[(position * 5) % (moves.length || s.legal.length)]!.action);
      expect(r.ok).to.equal(true);
    }
    expect(clicked).to.be.greaterThan(60);
    // Only moves with no part of their own (ending a turn, leaving a charm) are list-only.
    expect(listOnly).to.be.lessThan(clicked / 2);
    c.dispose();
  });
});
