/**
 * The table on a phone (390×844): the dice, the persons and the viewer's own
 * town within the first screen, the whole table within two screen heights,
 * and what is folded away on a phone still one real button away.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import './index.js';
import { feuville } from '../../engine/games/feuville/index.js';
import type { FeuvilleState, FeuvilleView } from '../../engine/games/feuville/types.js';
import type { FvTable } from './table.js';
import { mountTable } from './test-tables.js';
import { shadow, shadowAll, text } from '../../test/browser/helpers.js';
import { setLang } from './lang.js';

const W = 390;
const H = 844;
/** Above the table in the app on a 390 px phone: the header (two lines, 112 px) and main's padding (0.6rem), src/app/app-shell.ts. */
const ABOVE = 122;

/** A seeded LCG, so the position is the same on every machine. */
const rng = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2147483648);

/**
 * A four-player game played with a seeded LCG: after at least `moves` player moves, the
 * first position where seat 0 alone is awaited (or, `among`, among others: the dragon asks
 * everyone at once) and `want` holds of what it sees.
 */
function position(moves: number, want: (v: FeuvilleView) => boolean, seed = 5, among = false): FeuvilleState {
  const next = rng(seed);
  let s = feuville.setup({ firstSeat: 0 }, 4);
  let played = 0;
  for (let step = 0; step < 5000; step++) {
    const p = feuville.pending(s);
    if (!p) break;
    if (p.kind === 'random') {
      const r = feuville.resolve(s, { kind: 'random', value: next() % p.bound });
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
      continue;
    }
    if (p.kind !== 'move') throw new Error(`unexpected pending ${p.kind}`);
    const awaited = among ? p.seats.includes(0) : p.seats.length === 1 && p.seats[0] === 0;
    if (played >= moves && awaited && want(feuville.view(s, 0, new Map()))) return s;
    const seat = p.seats[next() % p.seats.length]!;
    const legal = feuville.legalActions(s, seat, new Map());
    const r = feuville.apply(s, legal[next() % legal.length]!, seat);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    played++;
  }
  throw new Error('the game ended before the position');
}

/** `moves` player moves in, then on to seat 0's next turn with the dice rolled. */
const midGame = (moves: number): FeuvilleState => position(moves, (v) => v.choice.kind === 'act');

/** Seat 0 places what it just took, of this kind (its town and board are where it goes). */
const placing =
  (kind: 'tile' | 'decree') =>
  (v: FeuvilleView): boolean =>
    v.choice.kind === 'place' && v.choice.seat === 0 && v.players[0]?.hand?.kind === kind;

/** "Free tiles for all": seat 0 picks a tile of a Publican's (its own, or as a guest) to build at once. */
const publican = (v: FeuvilleView): boolean => v.choice.kind === 'publican' && v.choice.seat === 0;

/** The dragon wakes: seat 0 (alone or with others) names the columns that burn, or plays a Fire Protection. */
const dragon = (moves: number, seed: number) => position(moves, (v) => v.choice.kind === 'dragon', seed, true);

/** Right after the dragon: seat 0, who threw the double, rolls again or ends the turn. */
const reroll = (moves: number, seed: number) => position(moves, (v) => v.choice.kind === 'reroll' && v.choice.seat === 0, seed);

/** How far below the table's top `el` starts. */
const topIn = (table: Element, el: Element | null): number => {
  if (!el) throw new Error('element missing');
  return el.getBoundingClientRect().top - table.getBoundingClientRect().top;
};

/** How far below the table's top `el` ends. */
const bottomIn = (table: Element, el: Element | null): number => {
  if (!el) throw new Error('element missing');
  return el.getBoundingClientRect().bottom - table.getBoundingClientRect().top;
};

async function settled(el: FvTable): Promise<void> {
  await el.updateComplete;
  for (const part of shadowAll<HTMLElement & { updateComplete: Promise<unknown> }>(el, 'fv-board, fv-player, fv-moves')) await part.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

/** The parts the first screen must show, measured from the table's top: where each starts and ends. */
function measure(el: FvTable) {
  const board = shadow(el, 'fv-board')!;
  const me = shadowAll<HTMLElement & { me: boolean }>(el, 'fv-player').find((p) => p.me)!;
  const dice = shadow(board, 'fv-dice');
  const persons = shadow(board, 'ul.six');
  const town = shadow(me, 'fv-town');
  return {
    height: el.getBoundingClientRect().height,
    dice: topIn(el, dice),
    diceEnd: bottomIn(el, dice),
    persons: topIn(el, persons),
    personsEnd: bottomIn(el, persons),
    town: topIn(el, town),
    townEnd: bottomIn(el, town),
  };
}

/** A mid-game log: the shared log shows at most 14rem of it. */
const LOG = Array.from({ length: 40 }, (_, i) => ({ index: i, seat: 0, text: `Ana took the Wall tile ${i + 1}.` }));

async function phoneTable(state: FeuvilleState): Promise<FvTable> {
  await setViewport({ width: W, height: H });
  const el = await mountTable(state, 0);
  el.snapshot = { ...el.snapshot!, log: LOG };
  await settled(el);
  return el;
}

type Fold = HTMLElement & { updateComplete: Promise<unknown> };

before(() => setLang('en'));
after(() => setViewport({ width: 800, height: 600 }));

describe('fv-table on a phone (390×844)', () => {
  let state: FeuvilleState;
  before(() => {
    state = midGame(120);
  });

  it('shows the dice, the persons and your town in the first screen, the whole table within two', async () => {
    const el = await phoneTable(state);
    const m = measure(el);
    const at = JSON.stringify(m);
    expect(m.dice, `dice ${at}`).to.be.within(0, H - 40);
    expect(m.persons, `persons ${at}`).to.be.within(0, H - 40);
    expect(m.town, `own town ${at}`).to.be.within(0, H - 40);
    expect(m.height, `table height ${at}`).to.be.at.most(2 * H);
    console.log(`phone table: ${at}`);
    await expect(el).to.be.accessible();
  });

  // Where the move goes, the viewer's own town, all of it in the first screen below the app's header,
  // with the dice and the persons above it: placing a tile just taken, a Publican's free tile
  // (built at once, as host or guest), a decree just taken (scored on the town's columns), the dragon
  // (its columns burn, with every answer in the prompt) and, after it, rolling again or ending the turn.
  for (const [step, state] of [
    ['take a tile', () => midGame(120)],
    ['place the tile you took (3 places for it)', () => position(60, placing('tile'))],
    ['place the tile you took (5 places for it)', () => position(90, placing('tile'))],
    ['place the tile you took, late', () => position(150, placing('tile'))],
    ["free tiles for all, your own Publican's first pick", () => position(0, publican)],
    ['free tiles for all, a guest', () => position(60, publican)],
    ['free tiles for all, a guest, late', () => position(120, publican)],
    ['the decree you took (Splendid View)', () => position(60, placing('decree'))],
    ['the decree you took (Little Town District), late', () => position(150, placing('decree'))],
    ['the decree you took (4 ways to use it)', () => position(80, placing('decree'), 22)],
    ['the dragon, you alone (7 columns)', () => dragon(0, 5)],
    ['the dragon, you and another (7 columns)', () => dragon(0, 7)],
    ['the dragon, everyone (7 columns)', () => dragon(0, 9)],
    ['the dragon, you alone (6 columns)', () => dragon(60, 25)],
    ['the dragon, you and another (4 columns, a full board)', () => dragon(0, 38)],
    ['the dragon, you and another (4 columns), late', () => dragon(120, 38)],
    ['the dragon, three of you (4 columns)', () => dragon(0, 15)],
    ['the dragon, you and another (4 columns, a full board), early', () => dragon(0, 6)],
    ['roll again or end, after the dragon (7 columns)', () => reroll(120, 5)],
    ['roll again or end, after the dragon (7 columns, a board tile)', () => reroll(60, 9)],
    ['roll again or end, after the dragon (5 columns, a full board)', () => reroll(60, 3)],
    ['roll again or end, after the dragon (5 columns)', () => reroll(60, 19)],
    ['roll again or end, after the dragon (4 columns), late', () => reroll(120, 38)],
    ['roll again or end, after the dragon (3 columns), late', () => reroll(120, 21)],
    ['roll again or end, after the dragon, early', () => reroll(0, 11)],
  ] as const) {
    it(`shows the dice, the persons and the whole of your town in the first screen: ${step}`, async () => {
      const el = await phoneTable(state());
      const m = measure(el);
      const at = JSON.stringify(m);
      console.log(`phone table, ${step}: ${at}`);
      expect(m.diceEnd, `dice ${at}`).to.be.within(0, H - ABOVE);
      expect(m.personsEnd, `persons ${at}`).to.be.within(0, H - ABOVE);
      expect(m.townEnd, `own town ${at}`).to.be.within(0, H - ABOVE);
      expect(m.height, `table height ${at}`).to.be.at.most(2 * H);
      await expect(el).to.be.accessible();
    });
  }

  it('folds the other players to a line with score and clouds, a button away from the rest', async () => {
    const el = await phoneTable(state);
    const others = shadowAll<Fold & { me: boolean }>(el, 'fv-player').filter((p) => !p.me);
    expect(others).to.have.length(3);
    const bo = others[0]!;
    expect(text(shadow(bo, 'header'))).to.match(/^▸Bo .*clouds? for \d+ columns?.* points: \d+$/i);
    const fold = shadow<HTMLButtonElement>(bo, 'h3 button')!;
    expect(fold.getAttribute('aria-expanded')).to.equal('false');
    expect(shadow<HTMLElement>(bo, '#more')!.hidden).to.equal(true);
    fold.click();
    await bo.updateComplete;
    expect(fold.getAttribute('aria-expanded')).to.equal('true');
    expect(shadow<HTMLElement>(bo, 'fv-town')!.getBoundingClientRect().height).to.be.greaterThan(100);
    await expect(el).to.be.accessible();
  });

  it('folds "All moves" and the log; the shortcut unfolds the moves, a button the log', async () => {
    const el = await phoneTable(state);
    const moves = shadow<Fold>(el, 'fv-moves')!;
    const fold = shadow<HTMLButtonElement>(moves, 'h2 button')!;
    expect(fold.getAttribute('aria-expanded')).to.equal('false');
    expect(shadow<HTMLElement>(moves, '#list')!.hidden).to.equal(true);
    shadow<HTMLButtonElement>(el, 'button.skip')!.click();
    await moves.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    expect(fold.getAttribute('aria-expanded')).to.equal('true');
    expect(shadowAll(moves, '[data-legal]')).to.have.length(el.snapshot!.legal.length);
    expect(moves.shadowRoot!.activeElement?.id).to.equal('h');
    expect(shadow(el, 'tt-game-log')).to.equal(null);
    expect(text(shadow(el, '[aria-live]'))).to.equal('Ana took the Wall tile 40.');
    const log = shadow<HTMLButtonElement>(el, 'button.fold')!;
    expect(text(log)).to.equal('▸Game log (40)');
    log.click();
    await el.updateComplete;
    expect(log.getAttribute('aria-expanded')).to.equal('true');
    expect(shadow(el, 'tt-game-log')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('keeps the full layout on a desktop: one board, every player unfolded, no fold buttons', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await mountTable(state, 0);
    await settled(el);
    expect(shadowAll(el, 'fv-board')).to.have.length(1);
    expect(shadowAll(el, 'fv-player[foldable]')).to.have.length(0);
    expect(shadowAll(el, 'button.fold')).to.have.length(0);
    expect(shadow(shadow(el, 'fv-moves'), 'h2 button')).to.equal(null);
  });
});
