/**
 * Feudalia peer to peer, through the real UI: three separate Chromium
 * processes play a whole Learning Game over real WebRTC. Every vassal is a
 * hidden card: each personal deck is shuffled by mental poker whenever it runs
 * out, each hand opened to its owner alone, every card played a claim every
 * device checks; the master deck is a public draw from the hash-chain beacon.
 * Each player clicks the suggested move (the game's own bot) in the table's
 * list of legal moves.
 */
import { describe, expect, it } from 'vitest';
import { createRoom, joinRoom, shownText, useSite, waitForEnd, waitForWebrtc } from './harness.js';
import { playToEnd, watchLog } from './play.js';

const { site, peer } = useSite();

describe('Feudalia in a networked room', () => {
  it('three players play a whole Learning Game over WebRTC, their decks reshuffled by mental poker, and see the same result', async () => {
    const players = [await peer('fd-ana'), await peer('fd-bo'), await peer('fd-cy')];
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const code = await createRoom(a.page, site().url, 'feudalia', 'Ana', 3);
    await joinRoom(b.page, site().url, 'Bo', code);
    await joinRoom(c.page, site().url, 'Cy', code);
    for (const p of players) expect((await waitForWebrtc(p.page, 2, 30_000)).bcConns, `${p.name} over WebRTC`).toBe(0);
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of players) await p.page.locator('fd-table').waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    let stop = false;
    const deadline = setTimeout(() => (stop = true), 480_000);
    const watch = watchLog(a.page);
    await Promise.all(players.map((p) => playToEnd(p.page, 'fd-table', 'fd-end-screen', () => stop)));
    clearTimeout(deadline);
    watch.stop();
    const seconds = (Date.now() - t0) / 1000;
    console.log(`a whole 3-player Feudalia Learning Game through the UI: ${seconds.toFixed(1)} s, ${watch.lines().length} log lines`);
    await waitForEnd(players, 'fd-end-screen');
    const ends = await Promise.all(players.map((p) => shownText(p.page, 'fd-end-screen')));
    expect(ends[0]).toMatch(/wins with|A shared win/);
    expect(ends[1]).toEqual(ends[0]);
    expect(ends[2]).toEqual(ends[0]);
    expect(ends[0]).not.toMatch(/caught/);
    const log = watch.lines();
    // Vassals were hired and the cathedral built; every turn ended with the hand shown to the court.
    expect(log.some((l) => /hires a /.test(l))).toBe(true);
    expect(log.some((l) => /builds the cathedral/.test(l))).toBe(true);
    expect(log.some((l) => /ends the turn, serving the court/.test(l))).toBe(true);
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  }, 600_000);
});
