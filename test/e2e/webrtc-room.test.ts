import type * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { roomLink, useSite, waitForWebrtc, type Peer } from './harness.js';

/** The fixture's test hook (test/e2e/fixtures/room.ts). */
type Hooked = { __room: { doc: Y.Doc; startedAt: number; connectedAt(): number | undefined } };
type Page = Peer['page'];

const { site, peer: launch } = useSite();

async function join(name: string, room: string, password: string, extra: Record<string, string> = {}): Promise<Peer> {
  const peer = await launch(name);
  const query = new URLSearchParams({ room, password, signal: site().signalUrl, ...extra });
  await peer.page.goto(`${site().url}/e2e/?${query}`);
  await peer.page.waitForFunction(() => 'doc' in ((window as Partial<Hooked>).__room ?? {}));
  return peer;
}

const push = (page: Page, item: string) => page.evaluate((item) => (window as unknown as Hooked).__room.doc.getArray<string>('items').push([item]), item);
const items = (page: Page) => page.evaluate(() => (window as unknown as Hooked).__room.doc.getArray<string>('items').toArray());
const waitForCount = (page: Page, n: number) =>
  page.waitForFunction((n) => (window as unknown as Hooked).__room.doc.getArray('items').length >= n, n, {
    polling: 10,
    timeout: 10_000,
  });

describe('a y-webrtc room between separate Chromium processes', () => {
  it('syncs over WebRTC, survives a signaling restart, and lets a later peer join', async () => {
    const room = `e2e-${Date.now().toString(36)}`;
    const password = 'correct horse battery staple';
    // One after the other, so b's connect time is not spent waiting for a's browser to start.
    const a = await join('a', room, password);
    const b = await join('b', room, password);

    for (const peer of [a, b]) {
      const link = await waitForWebrtc(peer.page, 1);
      expect(link.bcConns, `${peer.name} must not use BroadcastChannel`).toBe(0);
    }
    const connectMs = await b.page.evaluate(() => {
      const hook = (window as unknown as Hooked).__room;
      return hook.connectedAt()! - hook.startedAt;
    });
    console.log(`provider start → first WebRTC peer connected: ${Math.round(connectMs)} ms`);

    await push(a.page, 'from a');
    await waitForCount(b.page, 1);
    expect(await items(b.page)).toEqual(['from a']);

    const restartStarted = Date.now();
    await site().restart();
    // An established WebRTC link does not need the signaling server.
    await push(b.page, 'from b');
    await waitForCount(a.page, 2);

    const c = await join('c', room, password);
    const linkC = await waitForWebrtc(c.page, 2);
    const joinMs = await c.page.evaluate(() => {
      const hook = (window as unknown as Hooked).__room;
      return hook.connectedAt()! - hook.startedAt;
    });
    console.log(
      `after a signaling restart: third peer connected ${Math.round(joinMs)} ms after its provider started ` +
        `(${Date.now() - restartStarted} ms after the restart, browser launch included)`,
    );
    expect(linkC.bcConns).toBe(0);
    await waitForCount(c.page, 2);
    expect((await items(c.page)).sort()).toEqual(['from a', 'from b']);

    await push(c.page, 'from c');
    await waitForCount(a.page, 3);
    await waitForCount(b.page, 3);

    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  });

  it('a newcomer catches up with a document far over the 256 KiB message limit (chunked), and not without chunks', async () => {
    const big = async (chunks: 'on' | 'off') => {
      const room = `e2e-big-${chunks}-${Date.now().toString(36)}`;
      const a = await join(`big-a-${chunks}`, room, 'pw', { chunks });
      // 600 KiB of entries, written before anyone else is there.
      await a.page.evaluate(() => {
        const arr = (window as unknown as Hooked).__room.doc.getArray<string>('items');
        for (let i = 0; i < 60; i++) arr.push([`${i}:`.padEnd(10 * 1024, 'x')]);
      });
      const b = await join(`big-b-${chunks}`, room, 'pw', { chunks });
      // Connected, not necessarily synced: without chunks the sync never completes.
      for (let i = 0; i < 200 && ((await roomLink(b.page))?.webrtcConnected ?? 0) < 1; i++) await b.page.waitForTimeout(50);
      expect((await roomLink(b.page))?.bcConns).toBe(0);
      const got = await b.page
        .waitForFunction(() => (window as unknown as Hooked).__room.doc.getArray('items').length >= 60, null, { polling: 50, timeout: 8_000 })
        .then(
          () => true,
          () => false,
        );
      await a.close();
      await b.close();
      return got;
    };
    expect(await big('on')).toBe(true);
    // The control: y-webrtc alone drops the one big message, so the newcomer stays empty.
    expect(await big('off')).toBe(false);
  }, 90_000);
});
