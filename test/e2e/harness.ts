/**
 * End-to-end harness: the real server (src/server) serving the real build plus test
 * fixtures, and peers that are each a SEPARATE Chromium process. Pages of one browser would
 * find each other over BroadcastChannel and never open a WebRTC connection, which is the
 * thing these tests exist to check.
 *
 * Site layout served to the browsers (built once per run by `buildSite`, in global-setup):
 *   /            the test build (`vite build --mode test`): the production build, as `npm start`
 *                serves it, whose list of games also holds the fixture games of test/games.ts
 *   /e2e/        the fixtures in test/e2e/fixtures, built separately so they never reach dist/
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build } from 'vite';
import { startServer, SIGNAL_PATH, type RunningServer } from '../../src/server/main.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_DIR = path.join(REPO_ROOT, 'test-results', 'e2e-site');
const BUILD_DIR = path.join(REPO_ROOT, 'test-results', 'e2e-build');
const SOURCES = ['index.html', 'src', 'components', 'engine', 'public', 'test/games.ts', 'test/games', 'vite.config.ts', 'package-lock.json'];

/** Headless Chromium as root on a machine without a GPU or network: no sandbox, no GPU, no QUIC, no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The e2e site's forfeit timeout (public/config.json's forfeitAfterSeconds). */
export const FORFEIT_SECONDS = 8;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/**
 * Builds the test build of the app unless it is newer than every source, then
 * builds the fixtures into the site beside a copy of it.
 */
export async function buildSite(): Promise<void> {
  const builtIndex = path.join(BUILD_DIR, 'index.html');
  const sourcesChanged = Math.max(...SOURCES.map((s) => newestMtime(path.join(REPO_ROOT, s))));
  if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourcesChanged) {
    console.log('e2e: building the app with the fixture games (vite build --mode test)');
    execFileSync('npx', ['vite', 'build', '--mode', 'test', '--outDir', BUILD_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
  }
  rmSync(SITE_DIR, { recursive: true, force: true });
  cpSync(BUILD_DIR, SITE_DIR, { recursive: true });
  // The deployment's runtime config: the forfeit offer after FORFEIT_SECONDS instead of 90 s,
  // and hosted bots that move after 100 ms instead of 600 ms.
  writeFileSync(path.join(SITE_DIR, 'config.json'), JSON.stringify({ signaling: [], iceServers: [], forfeitAfterSeconds: FORFEIT_SECONDS, botDelayMs: 100 }));
  await build({
    configFile: false,
    root: path.join(REPO_ROOT, 'test', 'e2e', 'fixtures'),
    base: '/e2e/',
    logLevel: 'warn',
    build: { outDir: path.join(SITE_DIR, 'e2e'), emptyOutDir: true, target: 'es2022' },
  });
}

export interface Site {
  url: string;
  /** ws://…/signal on this server. */
  signalUrl: string;
  /** Closes the server (dropping every signaling socket) and starts it again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startSite(): Promise<Site> {
  let server: RunningServer = await startServer({ port: 0, host: '127.0.0.1', root: SITE_DIR });
  const port = server.port;
  return {
    url: server.url,
    signalUrl: `ws://127.0.0.1:${port}${SIGNAL_PATH}`,
    async restart() {
      await server.close();
      server = await startServer({ port, host: '127.0.0.1', root: SITE_DIR });
    },
    close: () => server.close(),
  };
}

export interface Peer {
  name: string;
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page, as `name: message`. */
  errors: string[];
  /** console.error output of the page, as `name: text` (not failures by themselves). */
  consoleErrors: string[];
  close(): Promise<void>;
}

/**
 * One Chromium process with its own profile directory, and one page in it; `args` are added to CHROMIUM_ARGS.
 * The players ask for reduced motion: these tests are about play over the network, and with no GPU
 * every frame of a slide is painted in software (measured: a Medieval Manor move cost 3 to 4 times the
 * painting with motion on, the whole games twice as long). Motion has tests of its own (`motion.test.ts`
 * in test/browser and each game's folder), a move arriving over the network included.
 */
export async function launchPeer(name: string, args: readonly string[] = []): Promise<Peer> {
  const profile = mkdtempSync(path.join(tmpdir(), `e2e-${name}-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    reducedMotion: 'reduce',
    args: [...CHROMIUM_ARGS, ...args],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${name}: ${message.text()}`);
  });
  return {
    name,
    context,
    page,
    errors,
    consoleErrors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface RoomLink {
  /** WebRTC connections whose data channel is open. */
  webrtcConnected: number;
  /** Peers reached over BroadcastChannel; must stay 0 for a real network test. */
  bcConns: number;
  /**
   * The room's documents exchanged: y-webrtc's own flag, or every open connection's. y-webrtc marks a
   * connection synced only while its room is not, and re-reckons the room's flag when a connection
   * closes, so a connection that never opened holds the flag down; the open ones' flags then say it.
   * (A connection that opened while the room was synced is never marked: its flag can still stick.)
   */
  synced: boolean;
  /** Connections y-webrtc holds that are not open (closing, or never opened). */
  notOpen: number;
}

/** Reads the y-webrtc room through the `window.__room` test hook (app and fixtures alike). */
export async function roomLink(page: Page): Promise<RoomLink | null> {
  return page.evaluate(() => {
    const room = (window as { __room?: { provider: { room: unknown } } }).__room?.provider.room as
      | { webrtcConns: Map<string, { connected: boolean; synced: boolean }>; bcConns: Set<string>; synced: boolean }
      | null
      | undefined;
    if (!room) return null;
    // Stale entries can linger after reloads: count open connections, not the map size.
    const open = [...room.webrtcConns.values()].filter((c) => c.connected);
    return {
      webrtcConnected: open.length,
      bcConns: room.bcConns.size,
      synced: room.synced || (open.length > 0 && open.every((c) => c.synced)),
      notOpen: room.webrtcConns.size - open.length,
    };
  });
}

/** Waits until the page has at least `peers` open WebRTC connections and is synced. */
export async function waitForWebrtc(page: Page, peers: number, timeoutMs = 15_000): Promise<RoomLink> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = await roomLink(page);
    if (link?.synced && link.webrtcConnected >= peers) return link;
    if (Date.now() > deadline) throw new Error(`WebRTC not connected to ${peers} peer(s): ${JSON.stringify(link)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The site and the browsers of one test file: the server starts before its tests,
 * and every browser launched through `peer` closes after them with the server.
 */
export function useSite(): { site: () => Site; peer: (name: string) => Promise<Peer> } {
  let site: Site | undefined;
  const peers: Peer[] = [];
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await Promise.all(peers.map((p) => p.close()));
    await site?.close();
  });
  return {
    site: () => site!,
    async peer(name) {
      const p = await launchPeer(name);
      peers.push(p);
      return p;
    },
  };
}

/** Creates a room through the UI: the room page for `game`, a name, a table size and the option inputs `options` (selectors) checked. Returns its code. */
export async function createRoom(page: Page, url: string, game: string, name: string, players: number, options: readonly string[] = []): Promise<string> {
  await page.goto(`${url}/#/room/new/${game}`);
  await page.locator('#name').fill(name);
  await page.locator('#seats').selectOption(String(players));
  for (const input of options) await page.locator(input).check();
  await page.getByRole('button', { name: 'Create' }).click();
  const code = page.locator('.code');
  await code.waitFor({ timeout: 30_000 });
  return (await code.textContent())!.trim();
}

/** Joins a room through the UI, as an invite link does. */
export async function joinRoom(page: Page, url: string, name: string, code: string): Promise<void> {
  await page.goto(`${url}/#/join/${code}`);
  await page.locator('#name').fill(name);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.locator('.code').waitFor({ timeout: 30_000 });
}

/**
 * The words an element shows, shadow roots included (Playwright's innerText reads none of
 * an element's shadow DOM, so an end screen's innerText is ''), whitespace collapsed.
 */
export function shownText(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const walk = (n: Node): string => {
        if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
        if (n instanceof HTMLStyleElement || n instanceof HTMLScriptElement) return '';
        const root = n instanceof Element && n.shadowRoot ? n.shadowRoot : n;
        return [...root.childNodes].map(walk).join(' ');
      };
      return walk(el).replace(/\s+/g, ' ').trim();
    });
}

/**
 * Where each page stands, for a test whose game did not end: the turn prompt, the room's status
 * line, the last moves its log shows, its uncaught errors, and what it wrote to its console as errors.
 */
export async function stallReport(peers: readonly Peer[]): Promise<string> {
  const lines: string[] = [];
  for (const p of peers) {
    const text = (selector: string) => shownText(p.page, selector).catch(() => '(none)');
    const log = await p.page
      .locator('tt-game-log ol li')
      .allTextContents()
      .catch(() => []);
    const status = await p.page
      .locator('tt-table-host [role="status"], tt-table-host [role="alert"]')
      .allTextContents()
      .catch(() => []);
    lines.push(
      `${p.name}: prompt «${await text('tt-turn-banner')}»; status «${status
        .map((x) => x.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join(' | ')}»; ` + `${log.length} moves, last «${log.at(-1)?.trim() ?? ''}»; at ${p.page.url()}`,
      ...p.errors.slice(-5).map((e) => `  page error: ${e}`),
      ...p.consoleErrors.slice(-5).map((e) => `  console: ${e}`),
    );
  }
  return lines.join('\n');
}

/** Waits for each page to show `end`; if one does not, fails with where every page stands. */
export async function waitForEnd(peers: readonly Peer[], end: string, timeoutMs = 60_000): Promise<void> {
  for (const p of peers) {
    const shown = await p.page
      .locator(end)
      .waitFor({ timeout: timeoutMs })
      .then(() => true)
      .catch(() => false);
    if (!shown) throw new Error(`${p.name} shows no ${end}:\n${await stallReport(peers)}`);
  }
}
