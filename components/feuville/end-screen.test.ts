import { expect, fixture, html } from '@open-wc/testing';
import './index.js';
import type { FvEndScreen } from './end-screen.js';
import { table } from '../../engine/games/feuville/fixture.js';
import { feuville } from '../../engine/games/feuville/index.js';
import type { FeuvilleView, PlayerView, PointSource } from '../../engine/games/feuville/types.js';
import { DECREES } from '../../engine/games/feuville/tiles.js';
import { setLang } from './lang.js';

const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const names = ['Ana', 'Bo', 'Cy'];

const zero: Record<PointSource, number> = { entertainer: 0, district: 0, symbol: 0, view: 0, discretion: 0, town: 0, fairy: 0, bonus: 0 };

/** A finished three-player game: Bo wins with 41, and Cy, with the fewest decrees, got the King's 7. */
function finalView(winners = [1]): FeuvilleView {
  const v = feuville.view(table(3, 0), null, new Map());
  const pts: Record<PointSource, number>[] = [
    { ...zero, entertainer: 6, district: 15, symbol: 8, town: 0, fairy: 3 },
    { ...zero, entertainer: 3, district: 10, symbol: 12, view: 2, town: 14 },
    { ...zero, entertainer: 1, discretion: 9, fairy: 5, bonus: 7 },
  ];
  const scored = [DECREES.slice(0, 4), DECREES.slice(4, 9), DECREES.slice(9, 10)];
  const players: PlayerView[] = v.players.map((p, i) => ({
    ...p,
    points: pts[i]!,
    score: Object.values(pts[i]!).reduce((a, b) => a + b, 0),
    scored: scored[i]!,
  }));
  return { ...v, players, over: true, winners, choice: { kind: 'over' }, awaited: [] };
}

afterEach(() => setLang('en'));

describe('fv-end-screen', () => {
  it('names the winner and breaks every score down by source', async () => {
    const el = await fixture<FvEndScreen>(html`<fv-end-screen .view=${finalView()} .names=${names}></fv-end-screen>`);
    const root = el.shadowRoot!;
    expect(text(root.querySelector('h2'))).to.equal('Bo wins with 41 prestige points and becomes an honorary citizen of Feuville!');
    expect([...root.querySelectorAll('ol.rank li')].map(text)).to.deep.equal(['Bo: 41 points', 'Ana: 32 points', 'Cy: 22 points']);
    const rows = [...root.querySelectorAll('tr')].map((r) => [...r.children].map(text).join(' | '));
    expect(rows[0]).to.equal('Source | Bo | Ana | Cy');
    expect(rows).to.include('Travelling Entertainer | 3 | 6 | 1');
    expect(rows).to.include('Town Districts | 10 | 15 | 0');
    expect(rows).to.include('Town Evaluation | 14 | 0 | 0');
    expect(rows).to.include('Fewest decrees (+7) | 0 | 0 | 7');
    expect(rows).to.include('Total | 41 | 32 | 22');
    expect(rows).to.include('Royal Decrees | 5 | 4 | 1');
    expect([...root.querySelectorAll('.towns h3')].map(text)).to.deep.equal(["Bo's townscape", "Ana's townscape", "Cy's townscape"]);
    expect(root.querySelectorAll('fv-town')).to.have.length(3);
    await expect(el).to.be.accessible();
  });

  it('says a shared win, and speaks German', async () => {
    await setLang('de');
    const el = await fixture<FvEndScreen>(html`<fv-end-screen .view=${finalView([0, 1])} .names=${names}></fv-end-screen>`);
    expect(text(el.shadowRoot!.querySelector('h2'))).to.equal('Gleichstand mit 32 Punkten: Ana und Bo teilen sich den Sieg.');
    const labels = [...el.shadowRoot!.querySelectorAll('.row button')].map(text);
    expect(labels).to.deep.equal(['Noch einmal spielen', 'Spielprotokoll speichern', 'Startseite']);
    expect([...el.shadowRoot!.querySelectorAll('tbody th')].map(text)).to.include('Stadtwertung');
  });

  it('sends play again, save and home as tt-end-action', async () => {
    const el = await fixture<FvEndScreen>(html`<fv-end-screen .view=${finalView()} .names=${names}></fv-end-screen>`);
    const got: string[] = [];
    el.addEventListener('tt-end-action', (e) => got.push(e.detail.what));
    el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.row button').forEach((b) => b.click());
    expect(got).to.deep.equal(['again', 'export', 'home']);
  });

  it('waits politely while the game is not over', async () => {
    const el = await fixture<FvEndScreen>(html`<fv-end-screen .view=${{ ...finalView(), over: false }} .names=${names}></fv-end-screen>`);
    expect(text(el.shadowRoot!.querySelector('p'))).to.equal('The game is not over yet.');
  });
});
