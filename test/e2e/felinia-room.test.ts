/**
 * Felinia peer to peer, through the real UI: three separate Chromium processes
 * play a whole advanced game over real WebRTC. The bag, the boat pile and the
 * trade tiles are public draws from the hash-chain beacon; the Mysterious Place
 * cards are the game's secret, dealt by mental poker: shuffled by every seat,
 * two drawn privately, one kept secret, and every secret card shown and checked
 * at the end. Each player clicks the suggested move (the game's own bot) in the
 * table's list of legal moves.
 */
import { describe, expect, it } from 'vitest';
import { createRoom, joinRoom, shownText, useSite, waitForEnd, waitForWebrtc } from './harness.js';
import { playToEnd, watchLog } from './play.js';

const { site, peer } = useSite();

describe('Felinia in a networked room', () => {
  it('three players play a whole advanced game over WebRTC, keep Mysterious Place cards secret, show them at the end and see the same scores', async () => {
    const players = [await peer('fl-ana'), await peer('fl-bo'), await peer('fl-cy')];
    const [a, b, c] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const code = await createRoom(a.page, site().url, 'felinia', 'Ana', 3, ['input[name="variant"][value="advanced"]']);
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
    const seconds = (Date.now() - t0) / 1000;
    console.log(`a whole 3-player advanced Felinia game through the UI: ${seconds.toFixed(1)} s, ${watch.lines().length} log lines`);
    await waitForEnd(players, 'fl-end-screen');
    const ends = await Promise.all(players.map((p) => shownText(p.page, 'fl-end-screen')));
    expect(ends[0]).toMatch(/wins|share/i);
    expect(ends[1]).toEqual(ends[0]);
    expect(ends[2]).toEqual(ends[0]);
    const log = watch.lines();
    // Merchants walked the island; Mysterious Place cards were kept in secret, then all shown: every
    // end screen names the same cards (a card kept secret and never shown would be "a Mysterious Place card").
    expect(log.some((l) => /merchant goes to/.test(l))).toBe(true);
    expect(log.some((l) => /keeps a Mysterious Place card/.test(l))).toBe(true);
    expect(ends[0]).toMatch(/Mysterious Place cards/);
    expect(ends[0]).toMatch(/the (Temple|Oasis|Ruins|Waterfall|Grotto|Observatory)/);
    expect(ends[0]).not.toMatch(/a Mysterious Place card|caught/);
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  }, 600_000);
});
