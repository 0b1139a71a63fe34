import { expect, fixture, html } from '@open-wc/testing';
import '../../components/feebleton/end-screen.js';
import type { FbEndScreen } from '../../components/feebleton/end-screen.js';
import { scorePile } from '../../engine/games/feebleton/scoring.js';
import type { CardName, FeebletonView, PileView, PlayerView, Shown } from '../../engine/games/feebleton/types.js';

let handle = 0;
const pile = (...groups: [number, CardName][]): PileView => {
  const cards: Shown[] = groups.flatMap(([n, card]) => Array.from({ length: n }, () => ({ handle: handle++, card })));
  return { cards, score: scorePile(cards) };
};

// the rulebook, "Example of Scoring": Player 1's piles A (7), B (11), C (9) make 27; Player 2 has 18.
const A = pile([3, 'Farmer'], [1, 'Noble'], [2, 'Council Member'], [2, 'Thief'], [1, 'Conflagration']);
const B = pile([2, 'Farmer'], [3, 'Merchant'], [1, 'Guard'], [1, 'Scientist'], [1, 'Broker'], [1, 'Invasion']);
const C = pile([3, 'Noble'], [2, 'Spy'], [1, 'Artist'], [1, 'King'], [1, 'Marauders'], [1, 'General'], [1, 'Bribery']);
const D = pile([6, 'Merchant'], [2, 'Noble']);

const player = (seat: number, piles: PileView[]): PlayerView => ({
  seat,
  handCount: 3,
  knownCards: [],
  piles,
  gold: piles.reduce((s, p) => s + p.score.total, 0),
  cardsWon: piles.reduce((s, p) => s + p.cards.length, 0),
  guarded: false,
  isTurn: false,
  toAct: false,
});

const players = [player(0, [A, B, C]), player(1, [D])];
const view: FeebletonView = {
  viewer: null,
  seats: 2,
  phase: 'over',
  turn: { seat: 1, number: 40, played: true, extraPlays: 0 },
  prompt: '',
  hand: [],
  players,
  feebleton: [],
  deckCount: 0,
  window: null,
  peek: null,
  outcome: { scores: [27, 18], cardsWon: [players[0]!.cardsWon, 8], winners: [0], ranking: [0, 1], tiebreak: '' },
};

describe('fb-end-screen', () => {
  it('breaks each pile down as the rulebook scoring example does', async () => {
    expect([A, B, C].map((p) => p.score.total)).to.deep.equal([7, 11, 9]);
    const el = await fixture<FbEndScreen>(html`<fb-end-screen .view=${view} .names=${['Player 1', 'Player 2']}></fb-end-screen>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.contain('Player 1 wins with 27 gold');
    const captions = [...root.querySelectorAll('caption')].map((c) => c.textContent!.replace(/\s+/g, ' ').trim());
    expect(captions).to.deep.equal(['Pile A: 7 gold (9 cards)', 'Pile B: 11 gold (9 cards)', 'Pile C: 9 gold (10 cards)', 'Pile A: 18 gold (8 cards)']);
    expect(root.querySelector('.player h3')!.textContent).to.contain('27 gold from 3 piles (7 + 11 + 9)');
    const rowsOf = (i: number) =>
      [...root.querySelectorAll('table')[i]!.querySelectorAll('tr')].map((r) =>
        [...r.children].map((c) => c.textContent!.replace(/\s+/g, ' ').trim()).join(' | '),
      );
    expect(rowsOf(0)).to.include('Farmer no gold: Conflagration | 3 | 0');
    expect(rowsOf(1)).to.include('Broker: +1 per 2 produced | +5');
    expect(rowsOf(1)).to.include('Invasion | 1 | −4');
    expect(rowsOf(2)).to.include('Marauders | 1 | −2');
    expect(rowsOf(2)).to.include('Bribery, last: −1 per 3 | −4');
    expect(rowsOf(2)).to.include('Pile total | 9');
    await expect(el).to.be.accessible();
  });

  it('names a tie-break and sends its choices', async () => {
    // Level on gold, Ana ahead on cards won: the screen says how the engine's ranking was settled.
    const tie = { ...view, outcome: { ...view.outcome!, scores: [27, 27], cardsWon: [29, 20], winners: [0], ranking: [0, 1] } };
    const el = await fixture<FbEndScreen>(html`<fb-end-screen .view=${tie} .names=${['Ana', 'Bo']}></fb-end-screen>`);
    expect(el.shadowRoot!.querySelector('.tie')!.textContent).to.equal('Tied on 27 gold: the most cards won (29) decides.');
    const shared = { ...view, outcome: { ...view.outcome!, scores: [27, 27], cardsWon: [29, 29], winners: [0, 1], ranking: [0, 1] } };
    const both = await fixture<FbEndScreen>(html`<fb-end-screen .view=${shared} .names=${['Ana', 'Bo']}></fb-end-screen>`);
    expect(both.shadowRoot!.querySelector('.tie')!.textContent).to.equal('Tied on 27 gold and 29 cards won: a shared win.');
    let what = '';
    el.addEventListener('tt-end-action', (e) => (what = e.detail.what));
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.primary')!.click();
    expect(what).to.equal('again');
  });
});
