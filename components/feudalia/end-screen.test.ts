/**
 * <fd-end-screen>: the winner, every lord ranked by victory points with the
 * noble icons as the tie-break and a lord caught by the tax collector's check
 * last (the rulebook, "End of the game"), in the engine's order, on whole bot
 * games and on final states edited by hand.
 */
import { expect, fixture, html } from '@open-wc/testing';
import './end-screen.js';
import type { FdEndScreen } from './end-screen.js';
import { playout } from '../../engine/core/playout.js';
import type { AnyGame } from '../../engine/core/game.js';
import { bots } from '../../engine/games/feudalia/bots.js';
import { feudalia } from '../../engine/games/feudalia/index.js';
import type { FeudaliaState } from '../../engine/games/feudalia/types.js';
import { shadow, shadowAll, text } from '../../test/browser/helpers.js';
import { type FeudaliaSnapshot, rememberFinal } from './view.js';

const names = ['Ana', 'Bo', 'Cy', 'Di'];

function finished(seats: number, seed: number): FeudaliaState {
  const r = playout<FeudaliaState>(feudalia as AnyGame, { seats, seed, choosers: bots.smart!, config: { ...feudalia.defaultConfig(seats), firstSeat: 0 } });
  expect(r.state.step.kind).to.equal('over');
  return r.state;
}

const render = (s: FeudaliaState) => fixture<FdEndScreen>(html`<fd-end-screen .view=${feudalia.view(s, null, new Map())} .names=${names}></fd-end-screen>`);

/** The ranking's names, in order. */
const ranked = (el: FdEndScreen): string[] => shadowAll(el, 'ol.rank li').map((li) => text(li).split(':')[0]!);

describe('fd-end-screen', () => {
  it('names the winner and ranks every lord in the engine\u2019s order, VP by source adding up', async () => {
    for (const [seats, seed] of [
      [3, 1],
      [4, 2],
    ] as const) {
      const s = finished(seats, seed);
      const o = feudalia.outcome(s)!;
      const el = await render(s);
      const winner = names[o.winners[0]!]!;
      expect(text(shadow(el, 'h2'))).to.match(o.winners.length === 1 ? new RegExp(`^${winner} wins with .* VP!$`) : /^A shared win/);
      expect(ranked(el)).to.deep.equal(o.ranking.map((seat) => names[seat]));
      const totals = shadowAll(el, 'tr[data-row="total"] td').map((td) => text(td));
      expect(totals).to.deep.equal(o.ranking.map((seat) => `${o.scores[seat]!.toString().replace('.5', '½').replace(/^0½$/, '½')} VP`));
      await expect(el).to.be.accessible();
    }
  });

  it('marks a lord caught breaking the tax collector\u2019s rules and ranks them last, whatever their points', async () => {
    const s = finished(3, 1);
    const o = feudalia.outcome(s)!;
    const best = o.ranking[0]!;
    const cheat = o.ranking[1]!;
    // The runner-up, caught, with the most points of all.
    const t: FeudaliaState = {
      ...s,
      players: s.players.map((p, i) => (i === cheat ? { ...p, caught: true, out: true, tokens: p.tokens + 20 } : p)),
    };
    const el = await render(t);
    expect(ranked(el)).to.deep.equal(feudalia.outcome(t)!.ranking.map((seat) => names[seat]));
    expect(ranked(el).at(-1)).to.equal(names[cheat]);
    expect(text(shadowAll(el, 'ol.rank li').at(-1))).to.contain("caught breaking the Tax Collector's rules");
    expect(text(shadow(el, 'h2'))).to.contain(names[best]);
  });

  it('says when the noble icons broke a tie on points', async () => {
    const s = finished(3, 1);
    const o = feudalia.outcome(s)!;
    const [winner, second] = [o.ranking[0]!, o.ranking[1]!];
    const gap = o.scores[winner]! * 2 - o.scores[second]! * 2;
    const t: FeudaliaState = { ...s, winners: [winner], players: s.players.map((p, i) => (i === second ? { ...p, tokens: p.tokens + gap } : p)) };
    const el = await render(t);
    expect(text(shadow(el, '.tie'))).to.match(/^Tied on .* VP: the noble icons decided\.$/);
    expect(ranked(el)[0]).to.equal(names[winner]);
  });

  it('lists the noble icons after the total, as the tie-break they are, and keeps "8\u00bd VP" on one line', async () => {
    const el = await render(finished(3, 1));
    expect(shadowAll(el, 'tbody tr, tfoot tr').map((tr) => tr.getAttribute('data-row'))).to.deep.equal(['fiefs', 'tokens', 'total', 'nobles']);
    for (const td of shadowAll(el, 'td')) expect(getComputedStyle(td).whiteSpace).to.equal('nowrap');
    expect(shadow(el, 'ol.rank li')!.textContent).to.contain('\u00a0VP');
  });

  it('turns into the final table and its log, and back to the results, focus staying on its button', async () => {
    const s = finished(2, 3);
    const view = feudalia.view(s, 0, new Map());
    // What the table was last given (the host gives the end screen the same view, without the log).
    const log = [{ index: 0, seat: 0, text: 'Ana keeps a wheat fief' }];
    const snap = { gameId: 'feudalia', names, bots: [], connected: [0, 1], mySeat: 0, view, legal: [], log, waiting: null, handoff: null };
    rememberFinal({ ...snap, outcome: feudalia.outcome(s), rejected: [], busy: false } as FeudaliaSnapshot);
    const el = await fixture<FdEndScreen>(html`<fd-end-screen .view=${view} .names=${names}></fd-end-screen>`);
    const toggle = shadow<HTMLButtonElement>(el, 'button.toggle')!;
    expect(text(toggle)).to.equal('Show the final table and log');
    toggle.focus();
    toggle.click();
    await el.updateComplete;
    const table = shadow(el, 'fd-table')!;
    await (table as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(shadow(el, 'ol.rank')).to.equal(null);
    expect(text(shadow(table, 'tt-game-log')!.shadowRoot!.querySelector('ol'))).to.equal('Ana keeps a wheat fief');
    expect(table.shadowRoot!.querySelectorAll('fd-holdings')).to.have.length(2);
    expect(shadowAll(el, 'button').map((b) => text(b))).to.include.members(['Show the results', 'Play again', 'Home']);
    expect(el.shadowRoot!.activeElement).to.equal(toggle);
    await expect(el).to.be.accessible();
    toggle.click();
    await el.updateComplete;
    expect(shadow(el, 'fd-table')).to.equal(null);
    expect(shadowAll(el, 'ol.rank li')).to.have.length(2);
    expect(text(toggle)).to.equal('Show the final table and log');
  });

  it('says the game is not over before its end', async () => {
    const s = feudalia.setup(feudalia.defaultConfig(2), 2);
    const el = await render(s);
    expect(text(shadow(el, 'p'))).to.equal('The game is not over yet.');
  });
});
