/**
 * The log in the reader's language (log-words.ts): in English, word for word
 * the engine's `describe`, over whole games; in German, with the rulebook's terms.
 */
import { expect } from '@open-wc/testing';
import type { Seat } from '../../engine/core/game.js';
import { act, roll, table } from '../../engine/games/feuville/fixture.js';
import { feuville } from '../../engine/games/feuville/index.js';
import { describe as english } from '../../engine/games/feuville/notation.js';
import type { FeuvilleAction, FeuvilleState } from '../../engine/games/feuville/types.js';
import { setLang } from './lang.js';
import { describe as words } from './log-words.js';

const rng = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2147483648);

/** Every move of a random game, with the state before it. */
function moves(seed: number): { s: FeuvilleState; a: FeuvilleAction; seat: Seat }[] {
  const next = rng(seed);
  const out: { s: FeuvilleState; a: FeuvilleAction; seat: Seat }[] = [];
  let s = feuville.setup({ firstSeat: null }, 3);
  for (let step = 0; step < 5000; step++) {
    const p = feuville.pending(s);
    if (!p) break;
    const r =
      p.kind === 'random'
        ? feuville.resolve(s, { kind: 'random', value: next() % p.bound })
        : (() => {
            const seat = p.kind === 'move' ? p.seats[next() % p.seats.length]! : 0;
            const legal = feuville.legalActions(s, seat, new Map());
            const a = legal[next() % legal.length]!;
            out.push({ s, a, seat });
            return feuville.apply(s, a, seat);
          })();
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return out;
}

afterEach(() => setLang('en'));

describe('the Feuville log in the reader’s language', () => {
  it('in English, says what the engine says, for every move of whole games', async () => {
    await setLang('en');
    for (const seed of [3, 99]) {
      const all = moves(seed);
      expect(all.length).to.be.greaterThan(100);
      for (const { s, a, seat } of all) expect(words(s, a, seat, ['Ana', 'Bo'])).to.equal(english(s, a, seat, ['Ana', 'Bo']));
    }
  });

  it('in German, with the rulebook’s terms and the right article for each person', async () => {
    await setLang('de');
    const s = roll(table(2, 0), 2, 5);
    expect(words(s, { type: 'skill', dice: [1], person: 5, slot: 0 }, 0, ['Ann', 'Ben'])).to.equal('Ann nutzt den Bürgermeister.');
    expect(words(s, { type: 'skill', dice: [0, 1], person: 4 }, 0, ['Ann', 'Ben'])).to.equal('Ann nutzt die Architektin (mit dem Kobold).');
    const tile = { type: 'tile', dice: [0], person: 2, row: 'tower' } as const;
    expect(words(s, tile, 0, ['Ann'])).to.equal('Ann nimmt ein Turmplättchen beim Dieb.');
    expect(words(act(s, 0, tile), { type: 'store' }, 0, ['Ann'])).to.equal('Ann legt es auf das Tableau.');
    expect(words(s, { type: 'end' }, 1, [])).to.equal('Platz 2 beendet den Zug.');
  });
});
