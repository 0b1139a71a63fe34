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
});
