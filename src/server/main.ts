/**
 * The one server `npm start` runs: the built site and a y-webrtc signaling endpoint on a
 * single port, so a LAN or a self-hosted box needs nothing else.
 *
 *   GET  /healthz        liveness, with connection and room counts
 *   WS   /signal         y-webrtc signaling (see signaling.ts)
 *   GET  anything else   the static site (see static.ts)
 *
 *   GET  /https.json     over plain HTTP: the port serving the same over HTTPS, so a page
 *                        opened without a secure context can link there
 *
 * The same site and signaling are also served over HTTPS on a second port when given a
 * key and certificate (tls.ts makes one for the LAN).
 *
 * Run directly (`tsx src/server/main.ts`) it reads PORT (8080), HOST (0.0.0.0),
 * HTTPS_PORT (8443; `off` for none), TLS_DIR (.tls/ beside the repo, where the LAN
 * certificate is kept), ROOT (dist/ beside the repo) and REDIS_URL (several processes
 * share rooms through that Redis, relay.ts), and shuts down cleanly on SIGTERM / SIGINT.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import type { AddressInfo, Server as NetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { redisRelay, type Relay } from './relay.js';
import type { SignalingLimits } from './limits.js';
import { createSignaling } from './signaling.js';
import { createStaticHandler } from './static.js';
import { lanAddresses, lanCertificate } from './tls.js';
import { renderUnicodeCompact } from 'uqr';

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
  /** Also serve everything over HTTPS on `port` (0 picks a free one) with this key and certificate (PEM). */
  https?: { port?: number; key: string; cert: string };
}

export interface RunningServer {
  /** http://host:port, with `localhost` standing in for a wildcard host. */
  url: string;
  port: number;
  /** https://host:port when HTTPS is served too. */
  httpsUrl?: string;
  httpsPort?: number;
  close(): Promise<void>;
}

function listen(server: NetServer, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const failed = (e: Error) => reject(new Error(`Cannot listen on ${host}:${port} (${e.message}); choose another port (PORT, HTTPS_PORT=… or off)`));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? '0.0.0.0';
  const serveStatic = createStaticHandler(options.root);
  const relay: Relay | undefined = options.redisUrl ? await redisRelay(options.redisUrl) : undefined;
  const signaling = createSignaling(options.limits, relay);

  let httpsPort: number | undefined;
  const handle = (secure: boolean) => (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ ok: true, ...signaling.stats() }));
      return;
    }
    if (pathname === '/https.json' && !secure) {
      res.writeHead(httpsPort ? 200 : 404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(httpsPort ? { port: httpsPort } : { error: 'no HTTPS here' }));
      return;
    }
    serveStatic(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  };
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname !== SIGNAL_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    signaling.handleUpgrade(req, socket, head);
  };

  const server: Server = createServer(handle(false));
  server.on('upgrade', upgrade);
  const secureServer = options.https ? createHttpsServer({ key: options.https.key, cert: options.https.cert }, handle(true)) : undefined;
  secureServer?.on('upgrade', upgrade);
  let port: number;
  try {
    port = await listen(server, options.port ?? 8080, host);
    if (secureServer) httpsPort = await listen(secureServer, options.https?.port ?? 8443, host);
  } catch (e) {
    server.close();
    void relay?.close();
    throw e;
  }

  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    ...(httpsPort ? { httpsUrl: `https://${shownHost}:${httpsPort}`, httpsPort } : {}),
    close() {
      const stop = (s: (NetServer & { closeAllConnections(): void }) | undefined) =>
        new Promise<void>((resolve) => {
          if (!s?.listening) return resolve();
          s.close(() => resolve());
          s.closeAllConnections();
        });
      closing ??= Promise.resolve()
        .then(() => signaling.close())
        .then(() => Promise.all([stop(server), stop(secureServer)]))
        .then(() => relay?.close());
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
  const httpsSetting = process.env.HTTPS_PORT ?? '8443';
  const httpsPort = httpsSetting === 'off' ? null : Number(httpsSetting);
  if (httpsPort !== null && (!Number.isInteger(httpsPort) || httpsPort < 0 || httpsPort > 65535)) throw new Error(`Bad HTTPS_PORT: ${httpsSetting}`);
  const tlsDir = path.resolve(process.env.TLS_DIR ?? path.join(repoRoot, '.tls'));
  let cert: ReturnType<typeof lanCertificate> | null = null;
  try {
    cert = httpsPort === null ? null : lanCertificate(tlsDir);
  } catch (e) {
    // A directory it cannot write (a read-only checkout): plain HTTP still serves this machine.
    console.warn(`No HTTPS: the LAN certificate could not be made in ${tlsDir} (${(e as Error).message}); set TLS_DIR to a writable directory.`);
  }
  const server = await startServer({
    port,
    host: process.env.HOST ?? '0.0.0.0',
    root,
    limits: { trustedProxies },
    ...(redisUrl ? { redisUrl } : {}),
    ...(cert && httpsPort !== null ? { https: { port: httpsPort, key: cert.key, cert: cert.cert } } : {}),
  });
  const shared = redisUrl ? `, shared through Redis at ${redisUrl}` : '';
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} on ${server.url} (signaling ${server.url.replace(/^http/, 'ws')}${SIGNAL_PATH}${shared})`);
  if (cert && server.httpsPort) {
    // Other devices on the LAN need HTTPS: a page from http://<address> gets no Web Crypto.
    const lan = lanAddresses().map((a) => `https://${a.includes(':') ? `[${a}]` : a}:${server.httpsPort}/`);
    console.log(
      `HTTPS on ${server.httpsUrl} with a self-signed certificate ${cert.made ? 'made now' : 'made earlier'} (kept in ${path.relative(process.cwd(), path.resolve(process.env.TLS_DIR ?? path.join(repoRoot, '.tls'))) || '.'}).`,
    );
    console.log(`Its SHA-256 fingerprint, to compare when a browser asks to accept it:\n  ${cert.fingerprint}`);
    if (lan.length) {
      console.log(`Other devices on this network open:\n${lan.map((u) => `  ${u}`).join('\n')}`);
      console.log(renderUnicodeCompact(lan[0]!, { border: 1 }));
    }
  }

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
