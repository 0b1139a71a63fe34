/**
 * Keyboard-only play reaches every move, Feebleton: along a seeded 3-player
 * hot-seat game, every legal action of the seat to move is reached and played
 * with keys alone (Tab, Shift+Tab, the hand's arrow keys, Enter, Space, Escape),
 * from the table's first focus or from the page, on a freshly mounted table, and
 * the table sends exactly that action. The routes a player takes: a card in the
 * hand (and the menu beside it when the card plays several ways), the reaction
 * prompt, the Spy's and the Council Member's dialog, the End-turn button.
 * (The mouse's way: test/browser/act.test.ts; Feuville's and Medieval Manor's
 * keyboards: components/feuville/act.test.ts, components/medieval-manor/table.test.ts.)
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './table.js';
import type { FbTable, FeebletonSnapshot } from './table.js';
import { actionLabel } from './labels.js';
import { labelOf } from '../../components/shared/manifest.js';
import type { LegalAction } from '../../components/shared/contract.js';
import type { AnyGame } from '../../engine/core/game.js';
import { feebleton } from '../../engine/games/feebleton/index.js';
import type { FeebletonAction, FeebletonView } from '../../engine/games/feebleton/types.js';
import { LocalController } from '../../src/session/local.js';
import { text, memoryStore, until } from '../../test/browser/helpers.js';

/** Key presses one action may take before the test calls it unreachable. */
const BUDGET = 200;

type Lit = HTMLElement & { updateComplete: Promise<unknown> };

/** The element with focus, looked up through the shadow roots. */
function focused(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** The shadow host whose root holds `el` ('' outside any). */
function hostOf(el: Element | null): string {
  const root = el?.getRootNode();
  return root instanceof ShadowRoot ? root.host.localName : '';
}

/** Where focus is, for a failure's message. */
function focusWords(): string {
  const at = focused();
  const flip = (at as HTMLElement | null)?.dataset?.flip;
  return `<${at?.localName}${flip ? ` ${flip}` : ''}> "${text(at).slice(0, 60)}" in <${hostOf(at) || 'the page'}>`;
}

/** The hand card a focused element is (its handle), or null. */
const cardKey = (el: Element | null): string | null =>
  hostOf(el) === 'tt-hand' && el?.classList.contains('card') ? ((el as HTMLElement).dataset.flip ?? '').replace('card:', '') : null;

/** A button worded `words`, the `nth` so worded in its part of the table. */
const wordedButton =
  (words: string, nth = 0) =>
  (el: Element | null): boolean => {
    if (!(el instanceof HTMLButtonElement) || text(el) !== words) return false;
    const same = [...(el.getRootNode() as ShadowRoot).querySelectorAll('button')].filter((b) => text(b) === words);
    return same.indexOf(el) === nth;
  };

/** One action's key presses, counted and bounded; it fails, naming where focus is, past BUDGET. */
class Keyboard {
  presses = 0;
  constructor(
    private readonly table: FbTable,
    readonly what: string,
  ) {}

  async press(key: string): Promise<void> {
    if (++this.presses > BUDGET) throw new Error(`${this.what}: not reached in ${BUDGET} key presses (focus on ${focusWords()})`);
    await sendKeys({ press: key });
    await this.table.updateComplete;
  }

  /** Tab (or Shift+Tab) until the focused element is `found`. */
  async tabTo(found: (el: Element | null) => boolean, back: boolean): Promise<void> {
    while (!found(focused())) await this.press(back ? 'Shift+Tab' : 'Tab');
  }
}

/** How the keyboard takes each action: the hand card it uses, else the button worded as it. */
interface Route {
  readonly legal: LegalAction<FeebletonAction>;
  /** Through the hand card with this handle (a play, or a Guard or General answered from the hand). */
  readonly card: number | null;
  /** The card plays several ways: its menu opens, with an option worded as the action. */
  readonly menu: boolean;
  /** The `nth` button worded as the action (two Guards in hand: two such buttons). */
  readonly nth: number;
  /** The Council Member's cards moved with the Down buttons rather than Up. */
  readonly down?: boolean;
}

function routes(s: FeebletonSnapshot): Route[] {
  const out: Route[] = [];
  for (const l of s.legal) {
    const a = l.action;
    // Two Guards in hand: two answers worded alike, each its own button.
    const nth = s.legal.filter((x) => x.label === l.label).indexOf(l);
    if (a.type === 'play') {
      const ways = s.legal.filter((x) => x.action.type === 'play' && x.action.handle === a.handle).length;
      out.push({ legal: l, card: a.handle, menu: ways > 1, nth: 0 });
    } else if (a.type === 'arrange') {
      // One button confirms whatever order the dialog shows: each order is made with the Up buttons, and with the Down ones.
      out.push({ legal: l, card: null, menu: false, nth: 0 });
      if (a.order?.some((x, i) => x !== i)) out.push({ legal: l, card: null, menu: false, nth: 0, down: true });
    } else {
      out.push({ legal: l, card: null, menu: false, nth });
      if (a.type === 'react') out.push({ legal: l, card: a.handle, menu: false, nth: 0 });
    }
  }
  return out;
}

/** A button of the Council Member's dialog: the row of the card at `pos` (0: the top), its Up (-1) or Down (1). */
const rowButton =
  (pos: number, dir?: number) =>
  (b: Element | null): boolean =>
    hostOf(b) === 'fb-peek-dialog' && (b as HTMLElement).dataset.pos === String(pos) && (dir === undefined || (b as HTMLElement).dataset.dir === String(dir));

/**
 * The Council Member's dialog: moves cards until the order is `want`, with
 * the Up buttons from the top (or the Down buttons from the bottom), then
 * confirms. After each move focus follows the moved card to its new row.
 */
async function arrange(keys: Keyboard, want: readonly number[], down: boolean, back: boolean): Promise<void> {
  const order = want.map((_, i) => i);
  const n = order.length;
  for (let k = 0; k < n; k++) {
    const i = down ? n - 1 - k : k;
    const by = down ? 1 : -1;
    for (let j = order.indexOf(want[i]!); j !== i; j += by) {
      await keys.tabTo(rowButton(j, by), back);
      await keys.press('Enter');
      [order[j], order[j + by]] = [order[j + by]!, order[j]!];
      await until(() => rowButton(j + by)(focused()), `${keys.what}: focus on the moved card, now card ${j + by + 1}`, 2000);
    }
  }
  await keys.tabTo((b) => hostOf(b) === 'fb-peek-dialog' && wordedButton('Put them back in this order')(b), back);
}

/**
 * Mounts the table at `s`, starts from its first focus (`fromPage`: from the
 * page, nothing focused) and plays `route` with keys; what the table sent.
 * `n` varies the keys: Tab or Shift+Tab, Enter or Space, arrows right or left.
 */
async function playByKeys(s: FeebletonSnapshot, route: Route, n: number, what: string): Promise<{ sent: unknown[]; presses: number; escaped: boolean }> {
  const el = await fixture<FbTable>(html`<fb-table .snapshot=${s}></fb-table>`);
  const sent: unknown[] = [];
  el.addEventListener('tt-act', (e) => sent.push((e as CustomEvent<{ action: unknown }>).detail.action));
  await el.focusPrompt();
  const fromPage = n % 2 === 1;
  const back = n % 4 >= 2;
  const activate = n % 3 === 0 ? 'Space' : 'Enter';
  if (fromPage) (focused() as HTMLElement | null)?.blur();
  const keys = new Keyboard(el, what);
  const { action } = route.legal;
  const escapes = route.menu && n % 5 === 0;
  if (route.card !== null) {
    const key = String(route.card);
    await keys.tabTo((b) => cardKey(b) !== null, back);
    while (cardKey(focused()) !== key) await keys.press(n % 2 ? 'ArrowLeft' : 'ArrowRight');
    await keys.press(activate);
    if (route.menu) {
      await until(() => !!el.shadowRoot!.querySelector('tt-choice-menu'), `${what}: the menu of card ${key}`);
      if (escapes) {
        // Escape closes the menu and gives the keyboard back to the card; Enter opens it again.
        await keys.press('Escape');
        await until(() => !el.shadowRoot!.querySelector('tt-choice-menu'), `${what}: Escape closing the menu`);
        await until(() => cardKey(focused()) === key, `${what}: focus back on card ${key} after Escape`, 2000);
        await keys.press('Enter');
        await until(() => !!el.shadowRoot!.querySelector('tt-choice-menu'), `${what}: the menu of card ${key} again`);
      }
      await el.shadowRoot!.querySelector<Lit>('tt-choice-menu')!.updateComplete;
      await keys.tabTo((b) => hostOf(b) === 'tt-choice-menu' && wordedButton(route.legal.label)(b), back);
      await keys.press(activate);
    }
  } else {
    if (action.type === 'arrange') await arrange(keys, action.order ?? [], !!route.down, back);
    else await keys.tabTo(wordedButton(route.legal.label, route.nth), back);
    await keys.press(activate);
  }
  fixtureCleanup();
  return { sent, presses: keys.presses, escaped: escapes };
}

/** The kind of pending choice an action answers, for the count of what was covered. */
function kind(s: FeebletonSnapshot, r: Route): string {
  const a = r.legal.action;
  const way = r.card !== null ? (r.menu ? ' (hand, menu)' : ' (hand)') : '';
  const what = a.type === 'react' || a.type === 'pass' ? `${a.type} to ${s.view.window?.kind}` : a.type;
  const moves = a.type === 'arrange' ? ` ${a.order?.join('')}${r.down ? ' (down)' : ''}` : '';
  return `${s.view.phase}: ${what}${moves}${way}${r.nth ? ' (second button so worded)' : ''}`;
}

describe('fb-table: keyboard-only play reaches every move', () => {
  it('every legal action at 30 positions of a seeded 3-player game (seed 312), with keys alone', async function () {
    (this as { timeout(ms: number): void }).timeout(240_000); // some 110 tables and 500 key presses, each a round trip to the browser; slower on a shared CI machine
    const c = await LocalController.create<FeebletonView, FeebletonAction>(
      { game: feebleton as unknown as AnyGame, store: memoryStore(), label: labelOf(actionLabel) },
      { gameId: 'feebleton', config: { firstSeat: 0 }, names: ['Ana', 'Bo', 'Cy'], bots: [], seed: 312 },
    );
    const kinds = new Map<string, number>();
    let n = 0;
    let presses = 0;
    let positions = 0;
    let escaped = 0;
    for (let position = 0; position < 30; position++) {
      let s = c.snapshot() as FeebletonSnapshot;
      if (s.outcome) break;
      if (s.handoff) {
        c.acceptHandoff();
        s = c.snapshot() as FeebletonSnapshot;
      }
      for (const route of routes(s)) {
        const what = `position ${position}, ${route.legal.label}${route.card !== null ? ' (from the hand)' : ''}`;
        const r = await playByKeys(s, route, n++, what);
        expect(r.sent, what).to.deep.equal([route.legal.action]);
        presses += r.presses;
        if (r.escaped) escaped++;
        kinds.set(kind(s, route), (kinds.get(kind(s, route)) ?? 0) + 1);
      }
      positions++;
      const r = await c.act(s.legal[position % s.legal.length]!.action);
      expect(r.ok).to.equal(true);
    }
    c.dispose();
    console.log(
      `keyboard: ${n} actions at ${positions} positions, ${presses} key presses, ${escaped} menus closed with Escape and opened again`,
      Object.fromEntries(kinds),
    );
    expect(positions).to.equal(30);
    expect(escaped).to.be.greaterThan(0);
    for (const k of [
      'play: play (hand)',
      'play: play (hand, menu)',
      'play: end',
      'reaction: pass to guard',
      'reaction: pass to general',
      'reaction: react to guard',
      'reaction: react to guard (hand)',
      'reaction: react to guard (second button so worded)',
      'reaction: react to general',
      'reaction: react to general (hand)',
      'spy: trade',
      'arrange: arrange 01',
      'arrange: arrange 10',
      'arrange: arrange 10 (down)',
    ]) {
      expect(kinds.get(k) ?? 0, k).to.be.greaterThan(0);
    }
  });
});
