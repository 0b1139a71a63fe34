/**
 * Medieval Manor and Feuville peer to peer, through the real UI: two separate
 * Chromium processes (and, for Medieval Manor, a bot hosted in the lobby) play
 * a whole game over real WebRTC. Both games are open information: every draw
 * and die comes from the hash-chain beacon, one network round each.
 *
 * The players click moves in the table's list of legal moves. To reach the end
 * in reasonable time they follow the table's "Suggest a move" (the game's own
 * bot), except where a test wants a particular move made (a Publican round).
 */
import { describe, expect, it } from 'vitest';
import { createRoom as create, joinRoom as join, shownText, useSite, waitForWebrtc, type Peer } from './harness.js';

type Page = Peer['page'];
const { site: siteOf, peer } = useSite();
const url = () => siteOf().url;
const createRoom = (page: Page, game: string, name: string, players: number) => create(page, url(), game, name, players);
const joinRoom = (page: Page, name: string, code: string) => join(page, url(), name, code);

/** What a player wants: moves to make when they are legal, and suggested moves to replace. */
interface Taste {
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

async function playToEnd(page: Page, table: string, end: string, stop: () => boolean, taste?: () => Taste): Promise<void> {
  while (!stop()) {
    if (await page.locator(end).count()) return;
    if (!(await playOnce(page, table, taste?.()))) await page.waitForTimeout(100);
    else await page.waitForTimeout(20);
  }
}

async function logText(page: Page): Promise<string[]> {
  return page.locator('tt-game-log ol li').allTextContents();
}

/** Keeps the longest log the table has shown (the end screen replaces the table and its log). */
function watchLog(page: Page, onChange: (log: readonly string[]) => void = () => undefined): { lines: () => string[]; stop: () => void } {
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

describe('open-information games in a networked room', () => {
  it('Medieval Manor: two players and a hosted bot play a whole game over WebRTC', async () => {
    const [a, b] = [await peer('mm-ana'), await peer('mm-bo')];
    const code = await createRoom(a.page, 'medieval-manor', 'Ana', 3);
    await joinRoom(b.page, 'Bo', code);
    for (const p of [a, b]) expect((await waitForWebrtc(p.page, 1, 30_000)).bcConns, `${p.name} over WebRTC`).toBe(0);
    await a.page.getByRole('button', { name: 'Add a bot' }).click({ timeout: 30_000 });
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of [a, b]) await p.page.locator('mm-table').waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    let stop = false;
    const deadline = setTimeout(() => (stop = true), 540_000);
    const watch = watchLog(a.page);
    await Promise.all([a, b].map((p) => playToEnd(p.page, 'mm-table', 'mm-end-screen', () => stop)));
    clearTimeout(deadline);
    watch.stop();
    console.log(`a whole Medieval Manor game (2 players + bot) through the UI: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of [a, b]) await p.page.locator('mm-end-screen').waitFor({ timeout: 60_000 });
    const ends = await Promise.all([a, b].map((p) => shownText(p.page, 'mm-end-screen')));
    expect(ends[0]).toMatch(/wins|tie/i);
    expect(ends[1]).toEqual(ends[0]);
    expect(watch.lines().length).toBeGreaterThan(50);
    expect([...a.errors, ...b.errors]).toEqual([]);
  }, 600_000);

  it('Feuville: two players play a whole game over WebRTC, with a Publican round and dragon attacks answered out of turn', async () => {
    const [a, b] = [await peer('fv-ana'), await peer('fv-bo')];
    const code = await createRoom(a.page, 'feuville', 'Ana', 2);
    await joinRoom(b.page, 'Bo', code);
    for (const p of [a, b]) expect((await waitForWebrtc(p.page, 1, 30_000)).bcConns, `${p.name} over WebRTC`).toBe(0);
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of [a, b]) await p.page.locator('fv-table').waitFor({ timeout: 60_000 });
    // Both players use the Publican when they can (twice in all). Until someone has chosen which
    // columns burn on the other's doubles, they build walls at the ends of their towns, take a
    // wall instead of the suggested move half the time, and take no sky tile (clouds) or Fire
    // Protection while a wall or tower is there to take, so their towns stay wider than their
    // clouds and every doubles makes the other choose. (Which dice come is the beacon's: a test
    // cannot choose them, only make every doubles count.) Otherwise, and after that, they follow
    // the suggested move (which takes decrees, so the game ends).
    let publicans = 0;
    let burnt = false;
    const taste = (): Taste => ({
      prefer: [...(publicans < 2 ? [PUBLICAN] : []), ...(burnt ? [] : [WIDEN, ...(Math.random() < 0.5 ? [WALL] : [])])],
      ...(burnt ? {} : { avoid: [CLOUDS, FIRE], instead: WALL_OR_TOWER }),
    });
    const t0 = Date.now();
    let stop = false;
    const deadline = setTimeout(() => (stop = true), 540_000);
    const watch = watchLog(a.page, (l) => {
      publicans = l.filter((t) => PUBLICAN_LOG.test(t)).length;
      burnt = outOfTurnBurns(l) > 0;
    });
    await Promise.all([a, b].map((p) => playToEnd(p.page, 'fv-table', 'fv-end-screen', () => stop, taste)));
    clearTimeout(deadline);
    watch.stop();
    const log = watch.lines();
    console.log(`a whole Feuville game through the UI: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    for (const p of [a, b]) await p.page.locator('fv-end-screen').waitFor({ timeout: 60_000 });
    expect(
      log.some((t) => PUBLICAN_LOG.test(t)),
      'a Publican round was played',
    ).toBe(true);
    expect(
      log.some((t) => DRAGON_LOG.test(t)),
      'the dragon came',
    ).toBe(true);
    console.log(log.filter((t) => BURN_LOG.test(t) || DRAGON_LOG.test(t)).join('\n'));
    expect(outOfTurnBurns(log), 'a player chose which columns burn while the other rolled').toBeGreaterThan(0);
    const ends = await Promise.all([a, b].map((p) => shownText(p.page, 'fv-end-screen')));
    expect(ends[0]).toMatch(/wins|tie/i);
    expect(ends[1]).toEqual(ends[0]);
    expect([...a.errors, ...b.errors]).toEqual([]);
  }, 600_000);
});

const PUBLICAN = /Publican.*free tiles for all/;
const WIDEN = /Build .* at the (left|right) end/;
const WALL = /Take the Wall tile/;
const WALL_OR_TOWER = /Take the (Wall|Tower) tile/;
const CLOUDS = /Take the Sky tile|Great Selection: take the Sky tile/;
const FIRE = /Fire Protection/;
const PUBLICAN_LOG = /uses the Publican/;
/** The roller's next roll after the dragon's attack has been answered. */
const DRAGON_LOG = /^(\S+) rolls again after the dragon/;
const BURN_LOG = /^(\S+) lets column \d+ burn/;

/** Burn choices made by someone other than the player whose doubles woke the dragon. */
function outOfTurnBurns(log: readonly string[]): number {
  let n = 0;
  log.forEach((line, i) => {
    const burner = BURN_LOG.exec(line.trim())?.[1];
    if (!burner) return;
    const roller = log
      .slice(i + 1)
      .map((l) => DRAGON_LOG.exec(l.trim())?.[1])
      .find((x) => x);
    if (roller && roller !== burner) n++;
  });
  return n;
}
