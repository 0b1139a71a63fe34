import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSite } from './harness.js';

const { site: siteOf, peer: launch } = useSite();

describe('the installed app', () => {
  it('opens with no network once the service worker has cached it', async () => {
    const site = siteOf();
    const peer = await launch('offline');
    const { page, context } = peer;
    await page.goto(site.url);
    const onlineTitle = await page.title();
    // The service worker takes control once it has precached the shell and every chunk.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

    await context.setOffline(true);
    await page.reload();
    expect(await page.title()).toBe(onlineTitle);
    // An app route never visited before is served from the cached shell too.
    await page.goto(`${site.url}/room/KQ7M-2PXA`);
    expect(await page.title()).toBe(onlineTitle);
    expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBeGreaterThan(0);
    await context.setOffline(false);
    expect(peer.errors).toEqual([]);
  });

  it('precaches every chunk but libsodium\u2019s, which only a room with hidden cards fetches (vite.config.ts)', async () => {
    const site = siteOf();
    const peer = await launch('precache');
    const { page } = peer;
    await page.goto(site.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    const cached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.includes('precache'));
      return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
    });
    // The chunk the runtime rule and the precache's exclusion name, as the build names it.
    const chunks = readdirSync(path.join('test-results', 'e2e-build', 'assets')).filter((f) => f.endsWith('.js'));
    const sodium = chunks.filter((f) => /^libsodium-[^/]*\.js$/.test(f));
    expect(sodium).toHaveLength(1);
    expect(cached.filter((p) => p.startsWith('/assets/') && p.endsWith('.js')).length).toBe(chunks.length - 1);
    expect(cached.some((p) => p.includes('libsodium'))).toBe(false);
    expect(peer.errors).toEqual([]);
  });
});
