/**
 * Figures 4 and 5, in headless Chromium driven by playwright-core, each peer a
 * separate Chromium process (the e2e harness's launchPeer), against the real
 * server (src/server) serving the bench pages and signaling on one port.
 *
 * The pages under scripts/bench/site are built with Vite into
 * test-results/bench-site/bench/, never into dist/.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { startServer, SIGNAL_PATH, type RunningServer } from '../../src/server/main.js';
import { launchPeer, roomLink, waitForWebrtc, type Peer } from '../../test/e2e/harness.js';
import type { PokerRuns } from './poker.js';
import type { LatencyHook } from './site/latency.js';
import type { PokerHook } from './site/poker.js';
import type { OpenHook, OpenRun } from './site/open.js';

type Page = Peer['page'];

export async function buildBenchSite(root: string, outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root,
    base: '/bench/',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: {
          poker: path.join(root, 'poker.html'),
          latency: path.join(root, 'latency.html'),
          open: path.join(root, 'open.html'),
          draw: path.join(root, 'draw.html'),
        },
      },
    },
  });
}

export interface BenchServer {
  readonly url: string;
  readonly signalUrl: string;
  close(): Promise<void>;
}

export async function startBenchServer(siteRoot: string): Promise<BenchServer> {
  const server: RunningServer = await startServer({ port: 0, host: '127.0.0.1', root: siteRoot });
  return { url: server.url, signalUrl: `ws://127.0.0.1:${server.port}${SIGNAL_PATH}`, close: () => server.close() };
}

/** The browser's full version (the user agent only says "156.0.0.0"). */
function chromiumVersion(): string {
  try {
    const text = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /[\d.]{5,}/.exec(text)?.[0] ?? text.trim();
  } catch {
    return 'unknown';
  }
}

export async function pokerInChromium(server: BenchServer, runs: number): Promise<{ version: string; poker: PokerRuns }> {
  const peer = await launchPeer('bench-poker');
  try {
    await peer.page.goto(`${server.url}/bench/poker.html`);
    await peer.page.waitForFunction(() => '__bench' in window);
    const poker = await peer.page.evaluate((n) => (window as unknown as { __bench: PokerHook }).__bench.poker(n), runs);
    if (peer.errors.length) throw new Error(`bench: page errors: ${peer.errors.join('; ')}`);
    return { version: chromiumVersion(), poker };
  } finally {
    await peer.close();
  }
}

/**
 * The recorded game opened in one Chromium process `runs` times: each time a
 * fresh page on a wiped record (from nothing), then the page reloaded on the
 * record that left (reopening). The recording is served next to the page.
 * Then as many times from nothing with the page's checks kept on @noble
 * (`?arith=noble`; the app's run on WebAssembly), run by run in turn with the
 * first, so the two are compared on one machine load.
 */
export async function openInChromium(
  server: BenchServer,
  runs: number,
): Promise<{ version: string; fresh: OpenRun[]; reopened: OpenRun[]; freshNoble: OpenRun[] }> {
  const peer = await launchPeer('bench-open');
  const fresh: OpenRun[] = [];
  const reopened: OpenRun[] = [];
  const freshNoble: OpenRun[] = [];
  const open = async (wipe: boolean): Promise<OpenRun> => {
    await peer.page.waitForFunction(() => '__open' in window);
    return peer.page.evaluate((w) => (window as unknown as { __open: OpenHook }).__open.open(w), wipe);
  };
  try {
    for (let r = 0; r < runs; r++) {
      await peer.page.goto(`${server.url}/bench/open.html`);
      fresh.push(await open(true));
      await peer.page.reload();
      reopened.push(await open(false));
      await peer.page.goto(`${server.url}/bench/open.html?arith=noble`);
      freshNoble.push(await open(true));
    }
    if (peer.errors.length) throw new Error(`bench: page errors: ${peer.errors.join('; ')}`);
    if (freshNoble.some((r) => r.arith !== 'noble')) throw new Error('bench: the page did not keep to @noble');
    return { version: chromiumVersion(), fresh, reopened, freshNoble };
  } finally {
    await peer.close();
  }
}

/**
 * Another recording (`<rec>.json` beside the page) opened once from nothing, then reopened after a
 * reload `runs` times from the record that opening left.
 */
export async function reopenInChromium(server: BenchServer, rec: string, runs: number): Promise<{ fresh: OpenRun; reopened: OpenRun[] }> {
  const peer = await launchPeer(`bench-reopen-${rec}`);
  const open = async (wipe: boolean): Promise<OpenRun> => {
    await peer.page.waitForFunction(() => '__open' in window);
    return peer.page.evaluate((w) => (window as unknown as { __open: OpenHook }).__open.open(w), wipe);
  };
  try {
    await peer.page.goto(`${server.url}/bench/open.html?rec=${rec}`);
    const fresh = await open(true);
    const reopened: OpenRun[] = [];
    for (let r = 0; r < runs; r++) {
      await peer.page.reload();
      reopened.push(await open(false));
    }
    if (peer.errors.length) throw new Error(`bench: page errors: ${peer.errors.join('; ')}`);
    return { fresh, reopened };
  } finally {
    await peer.close();
  }
}

export interface LatencyRoom {
  /** Per measured move: sign + append on one peer → rendered on the other (ms). */
  readonly latenciesMs: number[];
  readonly connectMs: number;
}

/** The page's hook (site/latency.ts). */
type W = { __room: LatencyHook };
const waitOpts = { polling: 10, timeout: 15_000 };

/**
 * Two Chromium processes in one fresh room: a tally game (no randomness) whose
 * seats alternate, so moves go A→B and B→A in turn. The first `warmup` moves are
 * played but not counted.
 */
export async function latencyRoom(server: BenchServer, moves: number, warmup: number): Promise<LatencyRoom> {
  const room = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const query = new URLSearchParams({ room, password: 'bench latency room', signal: server.signalUrl });
  const peers: Peer[] = [];
  try {
    for (const name of ['bench-a', 'bench-b']) {
      const p = await launchPeer(name);
      peers.push(p);
      await p.page.goto(`${server.url}/bench/latency.html?${query}`);
      await p.page.waitForFunction(() => '__room' in window && 'move' in (window as unknown as { __room: object }).__room);
    }
    const t0 = Date.now();
    for (const p of peers) {
      const link = await waitForWebrtc(p.page, 1);
      if (link.bcConns !== 0) throw new Error('bench: peers found each other over BroadcastChannel, not WebRTC');
    }
    const connectMs = Date.now() - t0;
    const [a, b] = peers.map((p) => p.page) as [Page, Page];
    const total = warmup + moves;
    const code = await a.evaluate((n) => (window as unknown as W).__room.create(2, n), total);
    await b.evaluate((c) => (window as unknown as W).__room.enter(c), code);
    await b.waitForFunction(() => (window as unknown as W).__room.phase() === 'lobby', null, waitOpts);
    await a.evaluate(() => (window as unknown as W).__room.join());
    await b.waitForFunction(() => (window as unknown as W).__room.seated() === 1, null, waitOpts);
    await b.evaluate(() => (window as unknown as W).__room.join());
    await a.waitForFunction(() => (window as unknown as W).__room.seated() === 2, null, waitOpts);
    await a.evaluate(() => (window as unknown as W).__room.start());
    for (const p of [a, b]) await p.waitForFunction(() => (window as unknown as W).__room.phase() === 'play', null, waitOpts);
    // The beacon dealt the seats: seat 0 moves first.
    const seatOfA = await a.evaluate(() => (window as unknown as W).__room.seat());

    // One round trip per move: the mover signs and appends (its own log has the entry when
    // move() resolves), then the other page is polled until it has rendered the move.
    const signedAt: number[] = [];
    const moverOf = (k: number) => ((k - 1) % 2 === seatOfA ? 0 : 1);
    for (let k = 1; k <= total; k++) {
      const [mover, other] = moverOf(k) === 0 ? [a, b] : [b, a];
      signedAt[k] = await mover.evaluate(() => (window as unknown as W).__room.move());
      await other.waitForFunction((n) => (window as unknown as W).__room.rendered(n) !== undefined, k, waitOpts);
    }
    const renderedAt = await Promise.all(
      [a, b].map((p) => p.evaluate((n) => Array.from({ length: n + 1 }, (_, k) => (window as unknown as W).__room.rendered(k) ?? NaN), total)),
    );
    const latenciesMs: number[] = [];
    for (let k = warmup + 1; k <= total; k++) {
      const other = moverOf(k) === 0 ? 1 : 0;
      latenciesMs.push(renderedAt[other]![k]! - signedAt[k]!);
    }
    for (const p of peers) {
      const link = await roomLink(p.page);
      if (link?.bcConns !== 0 || link.webrtcConnected < 1) throw new Error(`bench: ${p.name} lost its WebRTC link: ${JSON.stringify(link)}`);
      if (p.errors.length) throw new Error(`bench: page errors: ${p.errors.join('; ')}`);
    }
    return { latenciesMs, connectMs };
  } finally {
    await Promise.all(peers.map((p) => p.close()));
  }
}
