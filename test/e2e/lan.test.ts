/**
 * LAN play from `npm start` alone (README, "Self-hosting"): a page opened from
 * another machine at http://<lan-address>/ is not a secure context, so it has no
 * Web Crypto and cannot open rooms; the server also serves HTTPS with its own
 * certificate (src/server/tls.ts), where rooms work.
 *
 * Every packet stays on the loopback: Chromium maps the name lan.test to
 * 127.0.0.1 (`--host-resolver-rules`), and a page from http://lan.test is no
 * more a secure context than one from a LAN address (only localhost is). The
 * browsers trust exactly the server's certificate, by the hash of its public
 * key (`--ignore-certificate-errors-spki-list`), as a player does once after
 * comparing the fingerprint the server printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/main.js';
import { lanCertificate, type LanCertificate } from '../../src/server/tls.js';
import { createRoom, joinRoom, launchPeer, SITE_DIR, waitForWebrtc, type Peer } from './harness.js';
import { playFeebleton, watchLog } from './play.js';

let server: RunningServer;
let cert: LanCertificate;
let dir: string;
const peers: Peer[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'e2e-lan-'));
  cert = lanCertificate(dir, ['lan.test', 'localhost', '127.0.0.1']);
  server = await startServer({ port: 0, host: '127.0.0.1', root: SITE_DIR, https: { port: 0, key: cert.key, cert: cert.cert } });
});

afterAll(async () => {
  await Promise.all(peers.map((p) => p.close()));
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function lanPeer(name: string): Promise<Peer> {
  const p = await launchPeer(name, ['--host-resolver-rules=MAP lan.test 127.0.0.1', `--ignore-certificate-errors-spki-list=${cert.spki}`]);
  peers.push(p);
  return p;
}

const plain = () => `http://lan.test:${server.port}`;
const secure = () => `https://lan.test:${server.httpsPort}`;

describe('playing on a LAN', () => {
  it('over plain HTTP a page says why rooms need HTTPS and links there, and solo play still works', async () => {
    const p = await lanPeer('lan-http');
    await p.page.goto(`${plain()}/`);
    expect(await p.page.evaluate(() => window.isSecureContext), 'lan.test over HTTP is not a secure context').toBe(false);
    const note = p.page.locator('tt-secure-note');
    await note.getByText('Rooms need this page over HTTPS').waitFor({ timeout: 15_000 });
    const open = note.getByRole('link', { name: 'Open it over HTTPS' });
    expect(await open.getAttribute('href')).toBe(`${secure()}/`);
    expect(await p.page.getByRole('button', { name: 'Create a room' }).isDisabled()).toBe(true);

    // An invite link opened over HTTP keeps its code on the way to HTTPS.
    await p.page.goto(`${plain()}/#/join/KQ7M-2PXA-H3TD`);
    await p.page.locator('tt-secure-note').getByRole('link', { name: 'Open it over HTTPS' }).waitFor({ timeout: 15_000 });
    expect(await p.page.locator('tt-secure-note a').getAttribute('href')).toBe(`${secure()}/#/join/KQ7M-2PXA-H3TD`);

    // Solo against bots needs no Web Crypto.
    await p.page.goto(`${plain()}/#/new/feuville/solo`);
    await p.page.getByRole('button', { name: /^Start/ }).click({ timeout: 15_000 });
    await p.page.locator('fv-table').waitFor({ timeout: 30_000 });
    await p.page.locator('fv-table [data-legal]').first().waitFor({ timeout: 30_000 });
    expect(p.errors).toEqual([]);
  }, 120_000);

  it('over HTTPS two players on lan.test open a Feebleton room and play over WebRTC', async () => {
    const [a, b] = [await lanPeer('lan-ana'), await lanPeer('lan-bo')];
    await a.page.goto(`${secure()}/`);
    expect(await a.page.evaluate(() => window.isSecureContext)).toBe(true);
    const code = await createRoom(a.page, secure(), 'feebleton', 'Ana', 2);
    await joinRoom(b.page, secure(), 'Bo', code);
    for (const p of [a, b]) expect((await waitForWebrtc(p.page, 1, 30_000)).bcConns, `${p.name} over WebRTC`).toBe(0);
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 30_000 });
    for (const p of [a, b]) await p.page.locator('fb-table').waitFor({ timeout: 60_000 });
    // Signed moves, a proved shuffle and private draws: a few turns each, then both tables agree.
    const watch = watchLog(a.page);
    await Promise.all([a, b].map((p) => playFeebleton(p, () => watch.lines().length >= 6)));
    watch.stop();
    const logOf = (p: Peer) => p.page.locator('tt-game-log ol li').allTextContents();
    await expect.poll(async () => (await logOf(b)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    const [la, lb] = [await logOf(a), await logOf(b)];
    expect(lb.slice(0, 6)).toEqual(la.slice(0, 6));
    expect([...a.errors, ...b.errors]).toEqual([]);
  }, 300_000);
});
