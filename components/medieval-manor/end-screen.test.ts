import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import './end-screen.js';
import type { MmEndScreen } from './end-screen.js';
import type { Counters, MedievalManorState } from '../../engine/games/medieval-manor/types.js';
import { start, viewOf } from './test-game.js';

type Final = { victory: number; gold: number; upgrades: string[] };

/** A finished game: the engine's own scoring (view → outcome) on hand-set final counters. */
function finished(...players: Final[]) {
  const { s } = start(players.length, 7);
  const over: MedievalManorState = {
    ...s,
    step: { phase: 'over' },
    players: s.players.map((p, i) => ({
      ...p,
      counters: { ...p.counters, victory: players[i]!.victory, gold: players[i]!.gold } as Counters,
      upgrades: players[i]!.upgrades,
    })),
  };
  return viewOf(over, null);
}

const rows = (el: MmEndScreen) =>
  [...el.shadowRoot!.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent!.replace(/\s+/g, ' ').trim()).join(' | '));

describe('mm-end-screen', () => {
  it('breaks a Victory tie on most Upgrades (Victory, rule 2) and shows both tie-break columns', async () => {
    const view = finished({ victory: 25, gold: 1, upgrades: ['Mine', 'Cathedral'] }, { victory: 25, gold: 6, upgrades: ['Cathedral'] });
    const el = await fixture<MmEndScreen>(html`<mm-end-screen .view=${view} .names=${['Ana', 'Bo']}></mm-end-screen>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('Ana wins with 25 Victory Points!');
    expect(view.outcome!.tiebreak).to.equal('upgrades');
    expect(root.querySelector('.tie')!.textContent).to.equal('Tied on Victory: most Upgrades wins.');
    expect(rows(el)).to.deep.equal(['1 | Ana (winner) | 25 | 2Mine, Cathedral | 1', '2 | Bo | 25 | 1Cathedral | 6']);
    await expect(el).to.be.accessible();
  });

  it('breaks a tie on Victory and Upgrades on most Gold (Victory, rule 3)', async () => {
    const view = finished(
      { victory: 26, gold: 2, upgrades: ['Mine'] },
      { victory: 26, gold: 5, upgrades: ['Cathedral'] },
      { victory: 12, gold: 9, upgrades: [] },
    );
    const el = await fixture<MmEndScreen>(html`<mm-end-screen .view=${view} .names=${['Ana', 'Bo', 'Cy']}></mm-end-screen>`);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Bo wins with 26 Victory Points!');
    expect(el.shadowRoot!.querySelector('.tie')!.textContent).to.contain('most Gold');
    expect(rows(el).map((r) => r.split(' | ')[1])).to.deep.equal(['Bo (winner)', 'Ana', 'Cy']);
  });

  it('names a shared win, says when no tie-break was needed, and sends its choices', async () => {
    const shared = finished({ victory: 25, gold: 3, upgrades: ['Mine'] }, { victory: 25, gold: 3, upgrades: ['Cathedral'] });
    const el = await fixture<MmEndScreen>(html`<mm-end-screen .view=${shared} .names=${['Ana', 'Bo']}></mm-end-screen>`);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('A tie: Ana and Bo share the win with 25 Victory Points');
    const clear = finished({ victory: 30, gold: 0, upgrades: [] }, { victory: 10, gold: 0, upgrades: [] });
    el.view = clear;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.tie')!.textContent).to.contain('No tie-break was needed');
    const buttons = [...el.shadowRoot!.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['Play again', 'Save the game record', 'Home']);
    const whats: string[] = [];
    for (const b of buttons) {
      setTimeout(() => b.click());
      whats.push((await oneEvent(el, 'tt-end-action')).detail.what);
    }
    expect(whats).to.deep.equal(['again', 'export', 'home']);
  });

  it('fits a 360-pixel-wide phone', async () => {
    const view = finished({ victory: 25, gold: 1, upgrades: ['Mine', 'Cathedral'] }, { victory: 25, gold: 6, upgrades: ['Cathedral'] });
    await setViewport({ width: 360, height: 800 });
    try {
      const el = await fixture<MmEndScreen>(html`<mm-end-screen .view=${view} .names=${['Anastasia', 'Bartholomew']}></mm-end-screen>`);
      const table = el.shadowRoot!.querySelector('table')!;
      expect(table.getBoundingClientRect().right).to.be.at.most(360);
      expect(document.documentElement.scrollWidth).to.be.at.most(360);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
