/**
 * Felinia peer to peer, through the real UI: three separate Chromium processes
 * play a whole basic game over real WebRTC. Every draw (the bag, the boat pile,
 * a face-down trade tile) comes from the hash-chain beacon; each player clicks
 * the suggested move (the game's own bot) in the table's list of legal moves.
 */
import { describe, expect, it } from 'vitest';
import { createRoom, joinRoom, shownText, useSite, waitForEnd, waitForWebrtc } from './harness.js';
import { playToEnd, watchLog } from './play.js';

const { site, peer } = useSite();

describe('Felinia in a networked room', () => {
  it('three players play a whole basic game over WebRTC and see the same scores', async () => {
    const players = [await peer('fl-ana'), await peer('fl-bo'), await peer('fl-cy')];
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const code = await createRoom(a.page, site().url, 'felinia', 'Ana', 3);
    await joinRoom(b.page, site().url, 'Bo', code);
    await joinRoom(c.page, site().url, 'Cy', code);
    for (const p of players) expect((await waitForWebrtc(p.page, 2, 30_000)).bcConns, `${p.name} over WebRTC`).toBe(0);
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of players) await p.page.locator('fl-table').waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    let stop = false;
    const deadline = setTimeout(() => (stop = true), 480_000);
    const watch = watchLog(a.page);
    await Promise.all(players.map((p) => playToEnd(p.page, 'fl-table', 'fl-end-screen', () => stop)));
    clearTimeout(deadline);
    watch.stop();
    console.log(`a whole 3-player Felinia game through the UI: ${((Date.now() - t0) / 1000).toFixed(1)} s, ${watch.lines().length} log lines`);
    await waitForEnd(players, 'fl-end-screen');
    const ends = await Promise.all(players.map((p) => shownText(p.page, 'fl-end-screen')));
    expect(ends[0]).toMatch(/wins|share/i);
    expect(ends[1]).toEqual(ends[0]);
    expect(ends[2]).toEqual(ends[0]);
    // The log names what the merchants did on the island.
    expect(watch.lines().some((l) => /merchant goes to/.test(l))).toBe(true);
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  }, 600_000);
});
