import { expect, fixture, html } from '@open-wc/testing';
import './table.js';
import { drawnButtons, type FdTable } from './table.js';
import { seededRng } from '../../engine/core/rng.js';
import type { Chooser } from '../../engine/core/playout.js';
import { bots } from '../../engine/games/feudalia/bots.js';
import { feudalia } from '../../engine/games/feudalia/index.js';
import { FIEFS, vassal } from '../../engine/games/feudalia/cards.js';
import type { FeudaliaAction, ScenarioId } from '../../engine/games/feudalia/types.js';
import { LocalController, type LocalSetup } from '../../src/session/local.js';
import { memoryStore } from '../../test/browser/helpers.js';
import { labelOf } from '../../components/shared/manifest.js';
import type { AnyGame } from '../../engine/core/game.js';
import { actionLabel } from './labels.js';
import { describe as logWords } from './log-words.js';
import type { FeudaliaView } from './view.js';

/** Waits for the table and every element drawn inside it. */
async function settle(root: Element): Promise<void> {
  const el = root as Element & { updateComplete?: Promise<unknown> };
  if (el.updateComplete) await el.updateComplete;
  for (const child of el.shadowRoot?.querySelectorAll('*') ?? []) if (child.shadowRoot) await settle(child);
}

/** The move buttons drawn on the table ("All moves" aside), with the words a screen reader says for each. */
async function drawn(el: FdTable): Promise<{ button: HTMLButtonElement; words: string }[]> {
  await settle(el);
  return drawnButtons(el.shadowRoot!).map((button) => ({
    button,
    words: (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

/** Feudalia is not in the app's list yet (src/games.ts): its id is not a GameId. */
const FEUDALIA = 'feudalia' as LocalSetup['gameId'];

/**
 * Plays a 3-player hot-seat game through the drawn table for at most `limit` moves: at each, every legal move must
 * be one button drawn on the table with the move's words; a button is clicked — mostly the smart bot's move, so the
 * game ends, sometimes any — and the action it sent is played. With `axe`, the table is checked in each new step.
 */
async function play(scenario: ScenarioId, seed: number, limit: number, axe: boolean) {
  const smart = bots.smart! as Chooser;
  const hints = seededRng(seed);
  const c = await LocalController.create<FeudaliaView, FeudaliaAction>(
    {
      game: { ...feudalia, describe: logWords } as AnyGame,
      store: memoryStore(),
      label: labelOf(actionLabel),
      // The smart bot's choice as a hint (no seat is a bot).
      bot: (ctx) => smart({ ...ctx, rng: hints }),
    },
    { gameId: FEUDALIA, config: { ...feudalia.defaultConfig(3), scenario }, names: ['Ana', 'Bo', 'Cy'], bots: [], seed },
  );
  const pick = seededRng(seed * 10 + 1);
  const el = await fixture<FdTable>(html`<fd-table></fd-table>`);
  const sent: FeudaliaAction[] = [];
  el.addEventListener('tt-act', (e) => sent.push((e as CustomEvent<{ action: FeudaliaAction }>).detail.action));
  const steps = new Set<string>();
  let asked = false;
  let moves = 0;
  for (; moves < limit; moves++) {
    // Every hand is secret: the device is passed to each player in turn.
    c.acceptHandoff();
    const snap = c.snapshot();
    if (snap.view.step.kind === 'over') break;
    el.snapshot = snap;
    el.explain = (a) => c.explain(a as FeudaliaAction);
    const buttons = await drawn(el);
    const labels = snap.legal.map((l) => actionLabel(l.action, snap.names, snap.view));
    expect(new Set(labels).size, `move ${moves}: two moves share their words`).to.equal(labels.length);
    expect(buttons.map((b) => b.words).sort(), `move ${moves}`).to.deep.equal([...labels].sort());
    const step = `${snap.view.step.kind}${snap.view.turn.queue[0] ? `:${snap.view.turn.queue[0].effect.kind}` : ''}`;
    if (!steps.has(step)) {
      steps.add(step);
      if (axe) await expect(el).to.be.accessible();
    }
    // Once: a "why not" question on a vassal the seat cannot hire, answered in words (the controller's dry run) on that card.
    const market = el.shadowRoot!.querySelector('fd-market')!;
    const why = !asked && market.shadowRoot!.querySelector<HTMLButtonElement>('button.why');
    if (why) {
      why.click();
      await settle(el);
      const answer = why.closest('li')!.querySelector('.answer[role="alert"]')!;
      expect(answer.textContent!.trim()).not.to.equal('');
      expect(market.shadowRoot!.querySelectorAll('.answer:not(:empty)')).to.have.length(1);
      asked = true;
    }
    // Mostly the smart bot's move, clicked on the table; sometimes any move drawn.
    const hint = c.suggest();
    const hinted = hint && buttons.find((b) => b.words === actionLabel(hint, snap.names, snap.view));
    const chosen = hinted && pick.int(3) > 0 ? hinted : buttons[pick.int(buttons.length)]!;
    chosen.button.click();
    const action = sent.at(-1)!;
    expect(actionLabel(action, snap.names, snap.view), `move ${moves}`).to.equal(chosen.words);
    const r = await c.act(action);
    expect(r.ok, `move ${moves}: ${r.ok ? '' : r.error.message}`).to.equal(true);
  }
  expect(moves).to.equal(sent.length);
  const end = c.snapshot();
  if (end.view.step.kind === 'over') expect(end.outcome).to.not.equal(null);
  return { over: end.view.step.kind === 'over', steps: [...steps], asked, last: end.log.at(-1)?.text ?? '' };
}

describe('fd-table', () => {
  it('plays a whole 3-player hot-seat Learning Game through the drawn table alone: every legal move is one button on it, checked with axe in each step', async function () {
    (this as { timeout(ms: number): void }).timeout(240_000);
    const run = await play('learning', 11, 2500, true);
    expect(run.over).to.equal(true);
    expect(run.steps).to.include.members(['main', 'pay', 'recruit', 'main:trade']);
    expect(run.asked).to.equal(true);
    // The log is worded by the components' log-words.ts.
    expect(run.last).to.match(/ends the turn|drops a/);
  });

  for (const [scenario, seed] of [
    ['dirty-business', 12],
    ['ready', 13],
  ] as const)
    it(`draws every legal move as one button for 400 moves of ${scenario}`, async function () {
      (this as { timeout(ms: number): void }).timeout(120_000);
      const run = await play(scenario, seed, 400, false);
      expect(run.steps).to.include.members(['main', 'pay']);
    });

  it('draws the set-up of a drafted scenario (the fiefs offered, the upgraded workers) with every move one button', async () => {
    const c = await LocalController.create<FeudaliaView, FeudaliaAction>(
      { game: feudalia as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
      { gameId: FEUDALIA, config: { ...feudalia.defaultConfig(3), scenario: 'dirty-business' }, names: ['Ana', 'Bo', 'Cy'], bots: [], seed: 8 },
    );
    const el = await fixture<FdTable>(html`<fd-table></fd-table>`);
    const pick = seededRng(3);
    const steps = new Set<string>();
    for (let moves = 0; moves < 40; moves++) {
      c.acceptHandoff();
      const snap = c.snapshot();
      if (snap.view.step.kind === 'main') break;
      steps.add(snap.view.step.kind);
      el.snapshot = snap;
      const buttons = await drawn(el);
      const labels = snap.legal.map((l) => actionLabel(l.action, snap.names, snap.view));
      expect(buttons.map((b) => b.words).sort(), `move ${moves}`).to.deep.equal([...labels].sort());
      if (snap.view.step.kind === 'worker') {
        // The upgraded worker is chosen in the choices box under the banner, not deep in the supply.
        const chosen = [...el.shadowRoot!.querySelectorAll('.choices button.act')].map((b) => b.textContent!.trim());
        expect(chosen.sort()).to.deep.equal([...labels].sort());
        // A worker whose field action no fief of the chooser takes says so (legal, but a trap).
        const fiefs = snap.view.players[snap.view.step.seat]!.fiefs.map((f) => FIEFS[f.card]!.type as string);
        for (const l of snap.legal) {
          if (l.action.type !== 'worker') continue;
          const works = vassal(l.action.vassal).actions.some((x) => x.kind === 'field' && Object.keys(x.where).some((t) => fiefs.includes(t)));
          expect(actionLabel(l.action, snap.names, snap.view).includes('no fief of yours'), l.action.vassal).to.equal(fiefs.length > 0 && !works);
        }
      }
      if (snap.view.step.kind === 'draft') {
        // The offer lies before the drafting lord; the fiefs it has are drawn beside it.
        const mine = el.shadowRoot!.querySelector('tt-player-panel[me]')!.querySelector('fd-holdings')!;
        expect(mine.shadowRoot!.querySelectorAll('.offer button.act')).to.have.length(2);
      }
      let action: FeudaliaAction | null = null;
      el.addEventListener('tt-act', (e) => (action = (e as CustomEvent<{ action: FeudaliaAction }>).detail.action), { once: true });
      buttons[pick.int(buttons.length)]!.button.click();
      expect((await c.act(action!)).ok).to.equal(true);
    }
    expect(c.snapshot().view.step.kind).to.equal('main');
    expect([...steps]).to.include.members(['draft', 'worker']);
  });

  it('keeps keyboard users at the table: a move played from a focused button puts focus on the next move drawn', async () => {
    const c = await LocalController.create<FeudaliaView, FeudaliaAction>(
      { game: feudalia as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
      { gameId: FEUDALIA, config: { ...feudalia.defaultConfig(2), firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [], seed: 9 },
    );
    c.acceptHandoff();
    const el = await fixture<FdTable>(html`<fd-table .snapshot=${c.snapshot()}></fd-table>`);
    let action: FeudaliaAction | null = null;
    el.addEventListener('tt-act', (e) => (action = (e as CustomEvent<{ action: FeudaliaAction }>).detail.action));
    const first = (await drawn(el)).find((b) => /^Discard/.test(b.words))!;
    first.button.focus();
    first.button.click();
    expect((await c.act(action!)).ok).to.equal(true);
    el.snapshot = c.snapshot();
    await settle(el);
    await new Promise((r) => setTimeout(r, 50));
    expect(el.matches(':focus-within')).to.equal(true);
    expect(drawnButtons(el.shadowRoot!).some((b) => b.matches(':focus'))).to.equal(true);
  });

  it('answers "why not?" on the fief asked about, naming it, and says the last move and the moves in the right number', async () => {
    const c = await LocalController.create<FeudaliaView, FeudaliaAction>(
      { game: { ...feudalia, describe: logWords } as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
      { gameId: FEUDALIA, config: { ...feudalia.defaultConfig(2), firstSeat: 0 }, names: ['Ana', 'Bo'], bots: [], seed: 9 },
    );
    c.acceptHandoff();
    const el = await fixture<FdTable>(html`<fd-table .snapshot=${c.snapshot()} .explain=${(a: unknown) => c.explain(a as FeudaliaAction)}></fd-table>`);
    await settle(el);
    const last = () => el.shadowRoot!.querySelector('.last[role="status"]')!.textContent!.trim();
    expect(last()).to.equal('');
    const skip = () => el.shadowRoot!.querySelector('button.skip')!.textContent!.trim();
    expect(skip()).to.equal(`Jump to all ${c.snapshot().legal.length} moves`);
    // Nothing to pay an upgrade with at the start: the "?" on a fief answers on that fief, naming it.
    const mine = el.shadowRoot!.querySelector('tt-player-panel[me]')!.querySelector('fd-holdings')!;
    const fief = mine.shadowRoot!.querySelector('fd-fief')!;
    fief.shadowRoot!.querySelector<HTMLButtonElement>('button.why')!.click();
    await settle(el);
    expect(fief.shadowRoot!.querySelector('.answer[role="alert"]')!.textContent!.trim()).to.match(
      /^You cannot upgrade the \w+ fief: not enough coins or cubes/,
    );
    // A move played: the answer goes, the move is said under the banner.
    const first = c.snapshot().legal.find((l) => l.action.type === 'income')!;
    expect((await c.act(first.action)).ok).to.equal(true);
    el.snapshot = c.snapshot();
    await settle(el);
    expect(last()).to.equal(`Last move: ${c.snapshot().log.at(-1)!.text}.`);
    expect(last()).to.match(/^Last move: Ana discards a \w+ for \d coins?\.$/);
    expect(fief.shadowRoot!.querySelector('.answer')!.textContent!.trim()).to.equal('');
    el.snapshot = { ...c.snapshot(), legal: c.snapshot().legal.slice(0, 1) };
    await settle(el);
    expect(skip()).to.equal('Jump to the only move');
  });

  it('tells a watcher whose turn it is and draws no move', async () => {
    const c = await LocalController.create<FeudaliaView, FeudaliaAction>(
      { game: feudalia as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
      { gameId: FEUDALIA, config: { ...feudalia.defaultConfig(2), firstSeat: 1 }, names: ['Ana', 'Bo'], bots: [], seed: 3 },
    );
    const snap = c.snapshot();
    const el = await fixture<FdTable>(html`<fd-table .snapshot=${{ ...snap, mySeat: null, legal: [] }}></fd-table>`);
    expect(await drawn(el)).to.have.length(0);
    expect(el.shadowRoot!.querySelector('fd-hand')).to.equal(null);
    expect(el.shadowRoot!.querySelector('tt-turn-banner')!.prompt).to.contain("Bo's turn");
    expect(el.shadowRoot!.querySelectorAll('fd-holdings')).to.have.length(2);
  });

  it('fits a phone: one column, nothing wider than the screen', async () => {
    const { setViewport } = await import('@web/test-runner-commands');
    await setViewport({ width: 360, height: 740 });
    try {
      const c = await LocalController.create<FeudaliaView, FeudaliaAction>(
        { game: feudalia as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
        { gameId: FEUDALIA, config: { ...feudalia.defaultConfig(3), firstSeat: 0 }, names: ['Anastasia', 'Bartholomew', 'Cunegonde'], bots: [], seed: 4 },
      );
      c.acceptHandoff();
      const el = await fixture<FdTable>(html`<fd-table .snapshot=${c.snapshot()}></fd-table>`);
      await settle(el);
      expect(document.documentElement.scrollWidth).to.be.at.most(360);
      const main = el.shadowRoot!.querySelector('.main')!.getBoundingClientRect();
      const side = el.shadowRoot!.querySelector('.side')!.getBoundingClientRect();
      expect(side.top).to.be.at.least(main.bottom - 1);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
