import { expect, fixture, html } from '@open-wc/testing';
import './index.js';
import type { FvTable } from './table.js';
import { feuville } from '../../engine/games/feuville/index.js';
import type { FeuvilleAction, FeuvilleState, FeuvilleView } from '../../engine/games/feuville/types.js';
import { actionLabel } from './labels.js';
import { controllerAt } from './test-tables.js';
import { LANGS, setLang } from './lang.js';

const names = ['Ana', 'Bo', 'Cy'];

/** A seeded LCG, so a failing game replays (the seed is in the test name). */
const rng = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2147483648);

/** Plays a random game; calls `visit` at every choice of a player. */
function playout(seed: number, visit: (s: FeuvilleState, seats: readonly number[]) => void): FeuvilleState {
  const next = rng(seed);
  let s = feuville.setup({ firstSeat: null }, 3);
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
    visit(s, p.seats);
    const seat = p.seats[next() % p.seats.length]!;
    const legal = feuville.legalActions(s, seat, new Map());
    const r = feuville.apply(s, legal[next() % legal.length]!, seat);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

before(() => setLang('en'));

describe('Feuville words over whole games', () => {
  for (const seed of [7, 2024]) {
    it(`labels every legal action, distinctly, in every language (seed ${seed})`, async () => {
      const seen: { view: FeuvilleView; legal: readonly FeuvilleAction[] }[] = [];
      const end = playout(seed, (s, seats) => {
        for (const seat of seats) seen.push({ view: feuville.view(s, seat, new Map()), legal: feuville.legalActions(s, seat, new Map()) });
      });
      let checked = 0;
      for (const lang of LANGS) {
        await setLang(lang);
        for (const { view, legal } of seen) {
          const labels = legal.map((a) => actionLabel(a, names, view));
          for (const l of labels)
            expect(l, `seed ${seed} (${lang})`)
              .to.match(/^[^\s].*[^\s]$/)
              .and.not.match(/undefined|NaN|\(\)/);
          expect(new Set(labels).size, `seed ${seed} (${lang}): ${labels.join(' / ')}`).to.equal(labels.length);
          checked += labels.length;
        }
      }
      await setLang('en');
      expect(end.over, `seed ${seed}`).to.equal(true);
      expect(checked).to.be.greaterThan(500);
    });
  }

  it('renders the table at the first of every kind of choice, with a button for each legal action (random games from seed 11)', async () => {
    const seen = new Map<string, { s: FeuvilleState; seat: number }>();
    const wanted = ['act', 'place', 'publican', 'dragon'];
    // Games from seed 11 on, until one of each kind of choice has come up (a random game need not have a Publican round).
    for (let seed = 11; seed < 21 && !wanted.every((k) => seen.has(k)); seed++) {
      playout(seed, (s, seats) => {
        const kind = feuville.view(s, seats[0]!, new Map()).choice.kind;
        if (!seen.has(kind)) seen.set(kind, { s, seat: seats[0]! });
      });
    }
    expect([...seen.keys()]).to.include.members(wanted);
    for (const [kind, { s, seat }] of seen) {
      const c = await controllerAt(s, seat, names.slice(0, s.seats));
      const snap = c.snapshot();
      const el = await fixture<FvTable>(html`<fv-table .snapshot=${snap} .explain=${(a: unknown) => c.explain(a as FeuvilleAction)}></fv-table>`);
      await el.updateComplete;
      const moves = el.shadowRoot!.querySelector('fv-moves')!;
      await moves.updateComplete;
      expect(moves.shadowRoot!.querySelectorAll('[data-legal]').length, kind).to.equal(snap.legal.length);
      // The sentence is said once: by the banner, or by the prompt box when it asks with answers.
      const box = el.shadowRoot!.querySelector('fv-prompt');
      expect(box?.text ?? el.shadowRoot!.querySelector('tt-turn-banner')!.prompt, kind).to.not.equal('');
      if (box) expect(el.shadowRoot!.querySelector('tt-turn-banner')!.prompt, kind).to.equal('');
      // Every small choice but the dice (chosen on the board) asks in a prompt box with its answers.
      if (kind !== 'act' && snap.legal.length <= 12) expect(el.shadowRoot!.querySelector('fv-prompt')?.options.length, kind).to.be.greaterThan(0);
    }
  });
});
