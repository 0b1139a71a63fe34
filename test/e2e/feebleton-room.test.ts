/**
 * Feebleton peer to peer, through the real UI: separate Chromium processes open
 * the real server's site, one creates a room, the others join with its code,
 * the game starts, and everyone plays by clicking until the end screen. Data
 * goes over real WebRTC (checked), every shuffle and draw is mental poker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPeer, startSite, waitForWebrtc, type Peer, type Site } from './harness.js';

type Page = Peer['page'];
let site: Site;
const peers: Peer[] = [];

beforeAll(async () => {
  site = await startSite();
});

afterAll(async () => {
  await Promise.all(peers.map((p) => p.close()));
  await site?.close();
});

async function peer(name: string): Promise<Peer> {
  const p = await launchPeer(name);
  peers.push(p);
  return p;
}

async function createRoom(page: Page, name: string, players: number): Promise<string> {
  await page.goto(`${site.url}/#/room/new/feebleton`);
  await page.locator('#name').fill(name);
  await page.locator('#seats').selectOption(String(players));
  await page.getByRole('button', { name: 'Create' }).click();
  const code = page.locator('.code');
  await code.waitFor({ timeout: 30_000 });
  return (await code.textContent())!.trim();
}

async function joinRoom(page: Page, name: string, code: string): Promise<void> {
  await page.goto(`${site.url}/#/join/${code}`);
  await page.locator('#name').fill(name);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.locator('.code').waitFor({ timeout: 30_000 });
}

/**
 * One player's hands on one page: answer any prompt, else play the first
 * playable card, else end the turn. Returns whether it clicked something.
 */
async function playOnce(page: Page): Promise<boolean> {
  const tries = [
    'fb-reaction-prompt button >> nth=-1',
    'fb-peek-dialog .row button >> nth=0',
    'fb-peek-dialog button.primary >> nth=-1',
    'fb-choice-menu button.primary >> nth=0',
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

async function playToEnd(p: Peer, until: () => boolean): Promise<void> {
  while (!until()) {
    if (await p.page.locator('fb-end-screen').count()) return;
    if (!(await playOnce(p.page))) await p.page.waitForTimeout(100);
    else await p.page.waitForTimeout(30);
  }
}

describe('Feebleton in a networked room', () => {
  it('two players create, join and start a room over WebRTC', async () => {
    const a = await peer('ana');
    const b = await peer('bo');
    const code = await createRoom(a.page, 'Ana', 2);
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await joinRoom(b.page, 'Bo', code);
    for (const p of [a, b]) expect((await waitForWebrtc(p.page, 1, 20_000)).bcConns).toBe(0);
    await a.page.getByRole('button', { name: 'Start the game' }).click({ timeout: 20_000 });
    await a.page.locator('fb-table').waitFor({ timeout: 60_000 });
    await b.page.locator('fb-table').waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    let done = false;
    const deadline = setTimeout(() => (done = true), 400_000);
    await Promise.all([a, b].map((p) => playToEnd(p, () => done)));
    clearTimeout(deadline);
    console.log(`a full game through the UI: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await a.page.screenshot({ path: 'test-results/ana.png', fullPage: true });
    await b.page.screenshot({ path: 'test-results/bo.png', fullPage: true });
    for (const p of [a, b]) await p.page.locator('fb-end-screen').waitFor({ timeout: 30_000 });
    expect([...a.errors, ...b.errors]).toEqual([]);
  }, 600_000);
});
