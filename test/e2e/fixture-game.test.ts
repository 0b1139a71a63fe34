/**
 * The fixture game of the test builds (test/games/tic-tac-toe, listed by one
 * line in test/games.ts): a game added that way is in the catalogue, plays
 * hot-seat on one device and plays in a networked room between two separate
 * Chromium processes over real WebRTC, through the app's real pages, with no
 * other file touched. (Its conformance suite and table checks run in
 * test/node/games.test.ts and test/browser/games.test.ts, which iterate the list.)
 */
import { describe, expect, it } from 'vitest';
import { createRoom, joinRoom, shownText, useSite, waitForWebrtc, type Peer } from './harness.js';

type Page = Peer['page'];
const { site, peer } = useSite();

/** Clicks a marked-as-legal square of the grid if this page is asked to move; false if it is not. */
async function markOnce(page: Page): Promise<boolean> {
  const legal = page.locator('ttt-table [data-legal]');
  if (!(await legal.count())) return false;
  return legal
    .first()
    .click({ timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
}

/** Plays on every page until each shows the end screen. */
async function playToEnd(pages: readonly Page[]): Promise<number> {
  let moves = 0;
  const over = async () => (await Promise.all(pages.map((p) => p.locator('ttt-end-screen').count()))).every((n) => n > 0);
  while (!(await over())) {
    let moved = false;
    for (const p of pages) {
      if (!(await markOnce(p))) continue;
      moved = true;
      moves++;
    }
    if (!moved) await pages[0]!.waitForTimeout(50);
  }
  return moves;
}

describe('a game added as one folder and one line (the fixture game, tic-tac-toe)', () => {
  it('is in the test build\u2019s catalogue and plays hot-seat through the app', async () => {
    const { page, errors } = await peer('ttt-hotseat');
    await page.goto(site().url);
    await page.getByRole('radio', { name: 'Tic-tac-toe' }).check();
    await page.getByRole('link', { name: 'Hot-seat game' }).click();
    await page.locator('#n0').fill('Ana');
    await page.locator('#n1').fill('Bo');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('ttt-table').waitFor({ timeout: 30_000 });
    const moves = await playToEnd([page]);
    expect(moves).toBeGreaterThanOrEqual(5);
    const end = await shownText(page, 'ttt-end-screen');
    expect(end).toMatch(/(Ana|Bo) wins|A draw/);
    expect(errors).toEqual([]);
  }, 120_000);

  it('plays in a networked room between two browsers over WebRTC; both see the same end', async () => {
    const [a, b] = [await peer('ttt-ana'), await peer('ttt-bo')];
    const code = await createRoom(a.page, site().url, 'tic-tac-toe', 'Ana', 2);
    // The host opening their own invite link lands back in the room (not a second copy of it, which Yjs refuses).
    await a.page.goto(`${site().url}/#/join/${code}`);
    await a.page.waitForURL(`**/#/room/${code}`, { timeout: 10_000 });
    await a.page.locator('.code').waitFor({ timeout: 10_000 });
    // The invitation copies its link (the page is a secure context on the loopback address).
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site().url });
    await a.page.getByRole('button', { name: 'Copy the link' }).click();
    await a.page.getByRole('status').filter({ hasText: 'The link is copied.' }).waitFor({ timeout: 10_000 });
    const link = await a.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain(code);
    expect(await a.page.locator('tt-room-invite a').first().getAttribute('href')).toBe(link);
    await joinRoom(b.page, site().url, 'Bo', code);
    for (const p of [a, b]) expect((await waitForWebrtc(p.page, 1, 30_000)).bcConns, `${p.name} over WebRTC`).toBe(0);
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of [a, b]) await p.page.locator('ttt-table').waitFor({ timeout: 60_000 });
    const moves = await playToEnd([a.page, b.page]);
    expect(moves).toBeGreaterThanOrEqual(5);
    const ends = await Promise.all([a, b].map((p) => shownText(p.page, 'ttt-end-screen')));
    expect(ends[0]).toMatch(/(Ana|Bo) wins|A draw/);
    expect(ends[1]).toEqual(ends[0]);
    expect([...a.errors, ...b.errors]).toEqual([]);
  }, 180_000);
});
