import { expect, fixture, html } from '@open-wc/testing';
import './index.js';
import { actionLabel } from './index.js';
import type { FeuvilleSnapshot, FvTable } from './table.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feuville } from '../../engine/games/feuville/index.js';
import type { FeuvilleAction, FeuvilleView } from '../../engine/games/feuville/types.js';
import { LocalController } from '../../src/session/local.js';
import { setLang } from './lang.js';
import { memoryStore } from '../../test/browser/helpers.js';

before(() => setLang('en'));

describe('fv-table with a real hot-seat controller', () => {
  it('plays 80 moves through the "All moves" buttons, each accepted, the log growing (seed 5)', async () => {
    const c = await LocalController.create<FeuvilleView, FeuvilleAction>(
      { game: feuville as unknown as AnyGame, store: memoryStore(), label: (a, n, v) => actionLabel(a as FeuvilleAction, n, v as FeuvilleView) },
      { gameId: 'feuville', config: { firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [], seed: 5 },
    );
    const el = await fixture<FvTable>(html`<fv-table></fv-table>`);
    el.explain = (a) => c.explain(a as FeuvilleAction);
    const played: FeuvilleAction[] = [];
    el.addEventListener('tt-act', (e) => played.push(e.detail.action as FeuvilleAction));
    let pick = 0;
    for (let move = 0; move < 80; move++) {
      let s = c.snapshot() as FeuvilleSnapshot;
      if (s.outcome) break;
      if (s.handoff) {
        c.acceptHandoff();
        s = c.snapshot() as FeuvilleSnapshot;
      }
      el.snapshot = s;
      await el.updateComplete;
      const moves = el.shadowRoot!.querySelector('fv-moves')!;
      await moves.updateComplete;
      const buttons = [...moves.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[data-legal]')];
      expect(buttons.length, `move ${move}`).to.equal(s.legal.length);
      // Prefer moves that keep the game going over ending the turn at once.
      const keep = buttons.filter((b) => b.dataset.kind !== 'end');
      const pool = keep.length ? keep : buttons;
      pool[(pick++ * 7) % pool.length]!.click();
      const action = played.at(-1)!;
      const r = await c.act(action);
      expect(r.ok, `move ${move}: ${JSON.stringify(action)} ${r.ok ? '' : r.error.message}`).to.equal(true);
    }
    const last = c.snapshot() as FeuvilleSnapshot;
    expect(played.length).to.be.greaterThan(20);
    expect(last.log.length).to.be.greaterThan(20);
    el.snapshot = last;
    await el.updateComplete;
    const log = el.shadowRoot!.querySelector('tt-game-log')!;
    expect(log.lines.length).to.equal(last.log.length);
    c.dispose();
  });
});
