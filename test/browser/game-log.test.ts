import { expect, fixture, html } from '@open-wc/testing';
import '../../components/shared/game-log.js';
import type { TtGameLog } from '../../components/shared/game-log.js';

const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ index: i, text: `Move ${i + 1}` }));

/** Whether the line is inside the box's visible part. */
function shown(log: TtGameLog, text: string): boolean {
  const box = log.shadowRoot!.querySelector('.box')!.getBoundingClientRect();
  const li = [...log.shadowRoot!.querySelectorAll('li')].find((l) => l.textContent === text)!.getBoundingClientRect();
  return li.top >= box.top - 1 && li.bottom <= box.bottom + 1;
}

describe('tt-game-log', () => {
  it('shows its newest line, also after more arrive, and reads in order', async () => {
    const log = await fixture<TtGameLog>(html`<tt-game-log .lines=${lines(60)}></tt-game-log>`);
    await new Promise(requestAnimationFrame);
    expect(shown(log, 'Move 60'), 'newest line in view').to.equal(true);
    expect(shown(log, 'Move 1'), 'oldest line scrolled away').to.equal(false);
    log.lines = lines(75);
    await log.updateComplete;
    await new Promise(requestAnimationFrame);
    expect(shown(log, 'Move 75')).to.equal(true);
    expect([...log.shadowRoot!.querySelectorAll('li')].map((l) => l.textContent).slice(0, 2)).to.deep.equal(['Move 1', 'Move 2']);
    await expect(log).to.be.accessible();
  });
});
