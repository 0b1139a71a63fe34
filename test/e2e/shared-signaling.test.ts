/**
 * Signaling past one machine, end to end: two server processes on two ports
 * share rooms through one real Redis (REDIS_URL), and three Chromium processes
 * split across them — one on the first, two on the second — find each other,
 * connect over WebRTC and play a whole 3-player Feuville game through the UI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../redis.js';
import { createRoom, joinRoom, launchPeer, shownText, waitForEnd, waitForWebrtc, type Peer } from './harness.js';
import { playToEnd, watchLog } from './play.js';
import { startServerProcess, type ServerProcess } from './processes.js';

let redis: RedisServer;
let servers: ServerProcess[] = [];
const peers: Peer[] = [];

beforeAll(async () => {
  redis = await startRedis();
  servers = await Promise.all([startServerProcess(redis.url), startServerProcess(redis.url)]);
});
afterAll(async () => {
  await Promise.all(peers.map((p) => p.close()));
  await Promise.all(servers.map((s) => s.stop()));
  await redis?.stop();
});

const health = async (s: ServerProcess) => (await fetch(`${s.url}/healthz`)).json() as Promise<{ relay?: string; relayed: number }>;

describe('two signaling processes sharing rooms through Redis', () => {
  it('three players on two server processes meet over WebRTC and play a whole Feuville game', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    expect(await health(one)).toMatchObject({ relay: 'connected' });
    const [a, b, c] = [await launchPeer('split-ana'), await launchPeer('split-bo'), await launchPeer('split-cy')];
    peers.push(a, b, c);
    const code = await createRoom(a.page, one.url, 'feuville', 'Ana', 3);
    await joinRoom(b.page, two.url, 'Bo', code);
    await joinRoom(c.page, two.url, 'Cy', code);
    for (const p of [a, b, c]) expect((await waitForWebrtc(p.page, 2, 30_000)).bcConns, `${p.name} over WebRTC`).toBe(0);
    // Ana's process only heard of Bo and Cy through Redis.
    expect((await health(one)).relayed).toBeGreaterThan(0);
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of [a, b, c]) await p.page.locator('fv-table').waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    let stop = false;
    const deadline = setTimeout(() => (stop = true), 540_000);
    const watch = watchLog(a.page);
    await Promise.all([a, b, c].map((p) => playToEnd(p.page, 'fv-table', 'fv-end-screen', () => stop)));
    clearTimeout(deadline);
    watch.stop();
    console.log(`a whole 3-player Feuville game across two server processes: ${((Date.now() - t0) / 1000).toFixed(1)} s, ${watch.lines().length} moves`);
    await waitForEnd([a, b, c], 'fv-end-screen');
    const ends = await Promise.all([a, b, c].map((p) => shownText(p.page, 'fv-end-screen')));
    expect(ends[0]).toMatch(/wins|tie/i);
    expect(ends[1]).toEqual(ends[0]);
    expect(ends[2]).toEqual(ends[0]);
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  }, 600_000);
});
