/**
 * Feebleton peer to peer, through the real UI: separate Chromium processes open
 * the real server's site, one creates a room, the others join with its code,
 * the game starts, and everyone plays by clicking until the end screen. Data
 * goes over real WebRTC (checked), every shuffle and draw is mental poker.
 */
import { describe, expect, it } from 'vitest';
import { createRoom as create, FORFEIT_SECONDS, joinRoom as join, useSite, waitForEnd, waitForWebrtc, type Peer } from './harness.js';
import { playFeebleton as playToEnd, playFeebletonOnce as playOnce } from './play.js';

type Page = Peer['page'];
const { site: siteOf, peer } = useSite();
const url = () => siteOf().url;
const createRoom = (page: Page, name: string, players: number) => create(page, url(), 'feebleton', name, players);
const joinRoom = (page: Page, name: string, code: string) => join(page, url(), name, code);

/** Moves in the game log so far, as this page shows them. */
async function logLength(page: Page): Promise<number> {
  return page.locator('tt-game-log ol li').count();
}

describe('Feebleton in a networked room', () => {
  it('three players in three Chromium processes play a whole game over WebRTC, through a reload and a signaling restart', async () => {
    const [a, b, c] = [await peer('ana'), await peer('bo'), await peer('cy')];
    const code = await createRoom(a.page, 'Ana', 3);
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await joinRoom(b.page, 'Bo', code);
    await joinRoom(c.page, 'Cy', code);
    for (const p of [a, b, c]) expect((await waitForWebrtc(p.page, 2, 30_000)).bcConns, `${p.name} over WebRTC`).toBe(0);
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of [a, b, c]) await p.page.locator('fb-table').waitFor({ timeout: 60_000 });

    const t0 = Date.now();
    let stop = false;
    const deadline = setTimeout(() => (stop = true), 480_000);
    const paused = new Set<string>();
    const players = [a, b, c].map((p) => playToEnd(p, () => stop || paused.has(p.name)));

    // Mid-game: Bo reloads and carries on from IndexedDB and the peers.
    while ((await logLength(a.page)) < 12 && !stop) await a.page.waitForTimeout(200);
    paused.add('bo');
    await players[1];
    const before = await logLength(b.page);
    await b.page.reload();
    await b.page.locator('fb-table').waitFor({ timeout: 60_000 });
    // The reloaded page rebuilds the game from IndexedDB, re-checking every proof (shuffles in its worker).
    for (let i = 0; i < 300 && (await logLength(b.page)) < before; i++) await b.page.waitForTimeout(100);
    expect(await logLength(b.page)).toBeGreaterThanOrEqual(before);
    paused.delete('bo');
    players[1] = playToEnd(b, () => stop);

    // Later: the signaling server restarts; play goes on, and Cy reloads through the new server.
    while ((await logLength(a.page)) < 30 && !stop) await a.page.waitForTimeout(200);
    await siteOf().restart();
    paused.add('cy');
    await players[2];
    await c.page.reload();
    await c.page.locator('fb-table').waitFor({ timeout: 60_000 });
    expect((await waitForWebrtc(c.page, 1, 30_000)).bcConns).toBe(0);
    paused.delete('cy');
    players[2] = playToEnd(c, () => stop);

    await Promise.all(players);
    clearTimeout(deadline);
    console.log(`a whole 3-player game through the UI: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await a.page.screenshot({ path: 'test-results/e2e-end-ana.png', fullPage: true });
    await waitForEnd([a, b, c], 'fb-end-screen');
    const scores = await Promise.all([a, b, c].map((p) => p.page.locator('fb-end-screen h2, fb-end-screen h1').allTextContents()));
    expect(scores[1]).toEqual(scores[0]);
    expect(scores[2]).toEqual(scores[0]);
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  }, 600_000);

  it('a malformed code is refused as typed; a well-formed one nobody answers says so at once and keeps trying; a version-1 code offers its read-only view; offline says offline', async () => {
    const d = await peer('dee');
    await d.page.goto(`${url()}/#/join/hello`);
    await d.page.getByText('That is not a room code').waitFor({ timeout: 10_000 });
    expect(await d.page.getByRole('button', { name: 'Join' }).isDisabled()).toBe(true);
    await d.page.locator('#code').fill('ZZZZ-ZZZ0-ZZZZ');
    await d.page.locator('#name').fill('Dee');
    expect(await d.page.getByText('That is not a room code').count()).toBe(0);
    await d.page.getByRole('button', { name: 'Join' }).click();
    await d.page.getByText('Looking for room ZZZZ-ZZZ0-ZZZZ: nobody in it has answered yet').waitFor({ timeout: 5_000 });
    expect(await d.page.getByRole('link', { name: 'Stop looking' }).count()).toBe(1);
    await d.page.getByText('Still looking for room ZZZZ-ZZZ0-ZZZZ').waitFor({ timeout: 30_000 });
    // An eight-character code names a room of version 1: joining it says it opens read-only (it showed
    // "Opening the room…" for ever: the page looked for the read-only opener on the module, not its `net`).
    await d.page.goto(`${url()}/#/join`);
    await d.page.locator('#code').fill('ABCD-EFGH');
    await d.page.locator('#name').fill('Dee');
    await d.page.getByRole('button', { name: 'Join' }).click();
    await d.page.getByRole('button', { name: 'Open it read-only' }).waitFor({ timeout: 10_000 });
    await d.page.goto(`${url()}/#/room/new/feebleton`);
    await d.context.setOffline(true);
    await d.page.getByText('You are offline. A room made now can be reached only once you are back online').waitFor({ timeout: 10_000 });
    await d.context.setOffline(false);
    expect(d.errors).toEqual([]);
  }, 60_000);

  it('a bot hosted in the lobby plays its seat, and a late visitor watches without seeing any hand', async () => {
    const [e, f, g] = [await peer('eve'), await peer('fay'), await peer('gus')];
    const code = await createRoom(e.page, 'Eve', 3);
    await joinRoom(f.page, 'Fay', code);
    await e.page.getByRole('button', { name: 'Add a bot' }).click({ timeout: 30_000 });
    await e.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of [e, f]) await p.page.locator('fb-table').waitFor({ timeout: 60_000 });

    // The table is full: a third browser that opens the link watches.
    await g.page.goto(`${url()}/#/join/${code}`);
    await g.page.locator('#name').fill('Gus');
    await g.page.getByRole('button', { name: 'Join' }).click();
    await g.page.locator('fb-table').waitFor({ timeout: 60_000 });
    expect(await g.page.locator('tt-hand').count()).toBe(0);
    await g.page.getByText('Gus, you are watching').waitFor({ timeout: 10_000 });

    let stop = false;
    const deadline = setTimeout(() => (stop = true), 300_000);
    await Promise.all([e, f].map((p) => playToEnd(p, () => stop)));
    clearTimeout(deadline);
    await waitForEnd([e, f, g], 'fb-end-screen');
    expect(await g.page.locator('tt-hand').count()).toBe(0);
    expect([...e.errors, ...f.errors, ...g.errors]).toEqual([]);
  }, 420_000);

  it('a move made while the other player is away reaches them when they come back', async () => {
    const [h, i] = [await peer('hal'), await peer('ivy')];
    const code = await createRoom(h.page, 'Hal', 2);
    await joinRoom(i.page, 'Ivy', code);
    await h.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of [h, i]) await p.page.locator('fb-table').waitFor({ timeout: 60_000 });
    // Whoever may play now plays one card while the other has left the room.
    const [mover, away] = await (async () => {
      for (let t = 0; t < 200; t++) {
        for (const [a, b] of [
          [h, i],
          [i, h],
        ] as const) {
          if (await a.page.locator('tt-hand button.card[aria-disabled="false"]').count()) return [a, b];
        }
        await h.page.waitForTimeout(100);
      }
      throw new Error('nobody could play');
    })();
    await away.page.goto('about:blank');
    const before = await logLength(mover.page);
    // A card with options opens a menu first: keep answering until the move is in the log.
    for (let t = 0; t < 100 && (await logLength(mover.page)) <= before; t++) {
      await playOnce(mover.page);
      await mover.page.waitForTimeout(100);
    }
    const played = await mover.page.locator('tt-game-log ol li').nth(before).textContent();
    expect(played).toBeTruthy();
    // Back in the room: the move is there.
    await away.page.goto(`${url()}/#/room/${code}`);
    await away.page.locator('fb-table').waitFor({ timeout: 60_000 });
    await away.page.locator('tt-game-log ol li', { hasText: played!.trim() }).first().waitFor({ timeout: 60_000 });
    expect([...h.errors, ...i.errors]).toEqual([]);
  }, 180_000);

  it('when a player stays away, the other may sign a forfeit after the visible timeout; back, that player finds it, and its move beats the votes', async () => {
    const [j, k] = [await peer('jo'), await peer('kim')];
    const code = await createRoom(j.page, 'Jo', 2);
    await joinRoom(k.page, 'Kim', code);
    await j.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 60_000 });
    for (const p of [j, k]) await p.page.locator('fb-table').waitFor({ timeout: 120_000 });
    // Kim leaves; Jo plays on until the game waits for Kim, then the offer appears. Every wait follows
    // what the page shows, however loaded the machine: the test's own timeout is the only clock.
    await k.page.goto('about:blank');
    const sign = j.page.getByRole('button', { name: 'Sign a forfeit against Kim' });
    const t0 = Date.now();
    while (!(await sign.isVisible())) {
      if (!(await playOnce(j.page))) await j.page.waitForTimeout(100);
    }
    const waitedMs = Date.now() - t0;
    await j.page.getByText('The game has waited for Kim').waitFor();
    await sign.click();
    const over = j.page.getByRole('heading', { name: 'The game is over: Kim forfeited' });
    await over.waitFor({ timeout: 120_000 });
    expect(waitedMs).toBeGreaterThanOrEqual(FORFEIT_SECONDS * 1000 - 1000);
    // Kim comes back: the vote is provisional, so Kim's table stays open (with a word about the vote
    // while Kim has to act), and Kim's answer where the game waited for her — her device's own, or her
    // move — beats the vote; Jo's table comes back.
    await k.page.goto(`${url()}/#/room/${code}`);
    await k.page.locator('fb-table').waitFor({ timeout: 120_000 });
    while (await over.isVisible()) {
      if (!(await playOnce(k.page))) await k.page.waitForTimeout(100);
    }
    await j.page.locator('fb-table').waitFor({ timeout: 120_000 });
    expect([...j.errors, ...k.errors]).toEqual([]);
  }, 420_000);
});
