/**
 * The one server `npm start` runs: the built site and a y-webrtc signaling endpoint on a
 * single port, so a LAN or a self-hosted box needs nothing else.
 *
 *   GET  /healthz        liveness, with connection and room counts
 *   WS   /signal         y-webrtc signaling (see signaling.ts)
 *   GET  anything else   the static site (see static.ts)
 *
 * Run directly (`tsx src/server/main.ts`) it reads PORT (8080), HOST (0.0.0.0),
 * ROOT (dist/ beside the repo) and REDIS_URL (several processes share rooms through
 * that Redis, relay.ts), and shuts down cleanly on SIGTERM / SIGINT.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { redisRelay, type Relay } from './relay.js';
import type { SignalingLimits } from './limits.js';
import { createSignaling } from './signaling.js';
import { createStaticHandler } from './static.js';

export const SIGNAL_PATH = '/signal';

export interface ServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Directory of the built site. */
  root: string;
  limits?: Partial<SignalingLimits>;
  /** redis://…: signaling shared with every other process using that Redis (relay.ts). */
  redisUrl?: string;
}

export interface RunningServer {
  /** http://host:port, with `localhost` standing in for a wildcard host. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? '0.0.0.0';
  const serveStatic = createStaticHandler(options.root);
  const relay: Relay | undefined = options.redisUrl ? await redisRelay(options.redisUrl) : undefined;
  const signaling = createSignaling(options.limits, relay);

  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ ok: true, ...signaling.stats() }));
      return;
    }
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });

  server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname !== SIGNAL_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    signaling.handleUpgrade(req, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    const failed = (e: Error) => {
      void relay?.close();
      reject(e);
    };
    server.once('error', failed);
    server.listen(options.port ?? 8080, host, () => {
      server.off('error', failed);
      resolve();
    });
  });

  const port = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        signaling.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => relay?.close());
      return closing;
    },
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Bad PORT: ${process.env.PORT}`);
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const root = path.resolve(process.env.ROOT ?? path.join(repoRoot, 'dist'));
  // Behind a reverse proxy: TRUST_PROXY=127.0.0.1 (its address as this server sees it) makes the
  // signaling limits count per forwarded client address instead of per proxy.
  const trustedProxies = (process.env.TRUST_PROXY ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const redisUrl = process.env.REDIS_URL || undefined;
  const server = await startServer({ port, host: process.env.HOST ?? '0.0.0.0', root, limits: { trustedProxies }, ...(redisUrl ? { redisUrl } : {}) });
  const shared = redisUrl ? `, shared through Redis at ${redisUrl}` : '';
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} on ${server.url} (signaling ${server.url.replace(/^http/, 'ws')}${SIGNAL_PATH}${shared})`);

  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`);
    server.close().then(() => process.exit(0));
    setTimeout(() => process.exit(1), 5000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
