/**
 * Playing a whole game through the real UI, as the e2e tests' players do: a
 * move from the table's list of legal moves, the suggested one unless the
 * player has a taste, and the longest log the table has shown.
 */
import type { Peer } from './harness.js';

type Page = Peer['page'];

/** What a player wants: moves to make when they are legal, and suggested moves to replace. */
export interface Taste {
  readonly prefer?: readonly RegExp[];
  /** A suggested move matching one of these is replaced by the first legal move matching `instead`, if any. */
  readonly avoid?: readonly RegExp[];
  readonly instead?: RegExp;
}

/**
 * One move, if this page is asked for one: a legal move whose words match
 * `prefer`, else the suggested move (or, if the player avoids it, a move it
 * would rather make), clicked in the table's list of legal moves.
 */
async function playOnce(page: Page, table: string, { prefer = [], avoid = [], instead }: Taste = {}): Promise<boolean> {
  const legal = page.locator(`${table} [data-legal]`);
  if (!(await legal.count())) return false;
  for (const words of prefer) {
    const wanted = legal.filter({ hasText: words });
    if (!(await wanted.count())) continue;
    const failed = await wanted
      .first()
      .click({ timeout: 2_000 })
      .then(
        () => null,
        (e: Error) => e.message.split('\n')[0],
      );
    if (!failed) return true;
    console.log(`could not click ${words}: ${failed}`);
  }
  const ask = page.getByRole('button', { name: 'Suggest a move' });
  if (!(await ask.count())) return false;
  await ask.click({ timeout: 2_000 }).catch(() => undefined);
  const hint = page.locator('tt-table-host .hint strong');
  const label = (await hint.textContent({ timeout: 2_000 }).catch(() => null))?.trim();
  if (!label) return false;
  const buttons = await legal.allTextContents();
  const other = instead && avoid.some((r) => r.test(label)) ? buttons.findIndex((t) => instead.test(t) && !avoid.some((r) => r.test(t))) : -1;
  if (
    other >= 0 &&
    (await legal
      .nth(other)
      .click({ timeout: 2_000 })
      .then(
        () => true,
        () => false,
      ))
  )
    return true;
  const at = buttons.findIndex((t) => t.trim() === label);
  if (at >= 0)
    await legal
      .nth(at)
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  else
    await page
      .getByRole('button', { name: 'Play it' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  return true;
}

/**
 * A player without a taste, in one round trip to the page: it waits (up to `patienceMs`) until the end
 * screen shows ('end') or the table asks this player, which is when the host offers "Suggest a move"
 * (the host lists legal moves only then); it presses it and then the suggestion's "Play it" (the host's
 * own buttons, the same clicks as a player's, dispatched in the page): 'played'; else 'idle'.
 * The wait follows the host's own rendering (a MutationObserver on its shadow tree), not a clock:
 * each of Playwright's steps is a round trip to the browser, and polling the page deep through every
 * shadow root, ten times a second on three pages, was a share of a loaded 2-core machine.
 */
function playSuggested(page: Page, table: string, end: string, patienceMs = 1000): Promise<'end' | 'played' | 'idle'> {
  return page.evaluate(
    async ([table, end, patienceMs]) => {
      const find = (root: Document | ShadowRoot, selector: string): Element | null => {
        const hit = root.querySelector(selector);
        if (hit) return hit;
        for (const el of root.querySelectorAll('*')) {
          const inner = el.shadowRoot && find(el.shadowRoot, selector);
          if (inner) return inner;
        }
        return null;
      };
      const host = find(document, 'tt-table-host') as (HTMLElement & { updateComplete: Promise<unknown> }) | null;
      const root = host?.shadowRoot;
      // No table yet (the room still opening): look again in a while.
      if (!root) return new Promise<'idle'>((resolve) => setTimeout(() => resolve('idle'), (patienceMs as number) / 10));
      const button = (words: string) =>
        [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === words && b.offsetParent !== null);
      // The table and its end screen are the host's own children.
      const ready = () => !!root.querySelector(end!) || (!!root.querySelector(table!) && !!button('Suggest a move'));
      if (!ready())
        await new Promise<void>((resolve) => {
          const done = () => {
            watcher.disconnect();
            clearTimeout(timer);
            resolve();
          };
          const watcher = new MutationObserver(() => ready() && done());
          watcher.observe(root, { childList: true, subtree: true });
          const timer = setTimeout(done, patienceMs as number);
        });
      if (root.querySelector(end!)) return 'end';
      const ask = button('Suggest a move');
      if (!ask) return 'idle';
      ask.click();
      // Bounded: once (a Feudalia game near its end) the page let go of an update that never came, and Chromium
      // collected the promise this call waits on (Playwright: "Resulting promise was garbage collected"); a pending
      // timer keeps it alive, and a suggestion not shown by then is looked for on the next call.
      await Promise.race([host.updateComplete, new Promise((resolve) => setTimeout(resolve, patienceMs as number))]);
      const play = button('Play it');
      if (!play) return 'idle';
      play.click();
      return 'played';
    },
    [table, end, patienceMs] as const,
  );
}

export async function playToEnd(page: Page, table: string, end: string, stop: () => boolean, taste?: () => Taste | Promise<Taste>): Promise<void> {
  while (!stop()) {
    if (!taste) {
      const r = await playSuggested(page, table, end);
      if (r === 'end') return;
      // Just played: the table takes the move in before it asks again.
      if (r === 'played') await page.waitForTimeout(20);
      continue;
    }
    if (await page.locator(end).count()) return;
    if (!(await playOnce(page, table, await taste()))) await page.waitForTimeout(100);
    else await page.waitForTimeout(20);
  }
}

export async function logText(page: Page): Promise<string[]> {
  return page.locator('tt-game-log ol li').allTextContents();
}

/** Keeps the longest log the table has shown (the end screen replaces the table and its log). */
export function watchLog(page: Page, onChange: (log: readonly string[]) => void = () => undefined): { lines: () => string[]; stop: () => void } {
  let log: string[] = [];
  const timer = setInterval(
    () =>
      void logText(page)
        .then((l) => {
          if (l.length < log.length) return;
          log = l;
          onChange(log);
        })
        .catch(() => undefined),
    500,
  );
  // Progress, so a stalled game shows where it stopped.
  const progress = setInterval(() => console.log(`${log.length} moves; last: ${log.at(-1)?.trim()}`), 60_000);
  return { lines: () => log, stop: () => [timer, progress].forEach(clearInterval) };
}

/**
 * One player's hands on one page: answer any prompt, else play the first
 * playable card, else end the turn. Returns whether it clicked something.
 */
export async function playFeebletonOnce(page: Page): Promise<boolean> {
  const tries = [
    'fb-reaction-prompt button >> nth=-1',
    'fb-peek-dialog .row button >> nth=0',
    'fb-peek-dialog button.primary >> nth=-1',
    'tt-choice-menu button.primary >> nth=0',
    'tt-hand button.card[aria-disabled="false"] >> nth=0',
    'fb-table .bar button >> nth=0',
  ];
  for (const selector of tries) {
    const el = page.locator(selector);
    if ((await el.count()) && (await el.isVisible().catch(() => false))) {
      await el.click({ timeout: 2_000 }).catch(() => undefined);
      return true;
    }
  }
  return false;
}

/** Plays Feebleton on one page, as playFeebletonOnce does, until `until` or the end screen. */
export async function playFeebleton(p: Peer, until: () => boolean): Promise<void> {
  while (!until()) {
    if (await p.page.locator('fb-end-screen').count()) return;
    if (!(await playFeebletonOnce(p.page))) await p.page.waitForTimeout(100);
    else await p.page.waitForTimeout(30);
  }
}
