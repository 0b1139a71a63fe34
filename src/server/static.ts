/**
 * Serves the built site (dist/) for `npm start`.
 *
 * - Files are looked up strictly inside the root: the decoded path is normalised, must stay
 *   under the root after symlinks are resolved, and may not name dot-files.
 * - A directory serves its own index.html if it has one. Other app routes (paths without
 *   a file extension, e.g. /room/KQ7M-2PXA) fall back to the root index.html so the client-side router can take them; missing files with an
 *   extension are a plain 404, so a stale chunk request never receives HTML.
 * - Vite's hashed output under /assets/ never changes, so it is cached for a year as
 *   immutable. Everything else (index.html, sw.js, config.json, the manifest, icons) is
 *   revalidated on every use with an ETag, so a deploy or a config edit shows up at once.
 */
import { createReadStream, type Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt']);

/** Vite names build output `name-<hash>.ext` under assets/; workbox's runtime is `workbox-<hash>.js`. */
const HASHED_ASSET = /^\/(assets\/.+-[A-Za-z0-9_-]{8,}|workbox-[0-9a-f]{8})\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function mimeType(file: string): string {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControl(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Turns a request path into a root-relative POSIX path, or `null` when it is malformed
 * or tries to leave the root (`..`, encoded slashes, NUL bytes, dot-files).
 */
export function safeRelativePath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return null;
  return segments.join('/');
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The root may not exist yet (signaling-only use before a build, or a build in progress),
 * so it is resolved per request and a missing site is a 503 with a hint, not a crash.
 */
export function createStaticHandler(root: string): StaticHandler {
  /** The regular file inside the root at `relative` (a directory's index.html), else null. */
  const lookup = async (realRoot: string, relative: string): Promise<{ file: string; stats: Stats } | null> => {
    try {
      let file = await realpath(path.join(realRoot, relative));
      if (file !== realRoot && !file.startsWith(realRoot + path.sep)) return null;
      let stats = await stat(file);
      if (stats.isDirectory()) {
        file = await realpath(path.join(file, 'index.html'));
        if (!file.startsWith(realRoot + path.sep)) return null;
        stats = await stat(file);
      }
      return stats.isFile() ? { file, stats } : null;
    } catch {
      return null;
    }
  };

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The raw path, not `new URL(...).pathname`, which would quietly resolve `..` away.
    const urlPath = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    const relative = safeRelativePath(urlPath);
    if (relative === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad path\n');
      return;
    }
    const realRoot = await realpath(root).catch(() => null);
    if (realRoot === null) {
      res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '5' }).end('Site not built yet: run `npm run build`.\n');
      return;
    }
    const isAppRoute = path.posix.extname(relative) === '';
    const found = (relative && (await lookup(realRoot, relative))) || (isAppRoute ? await lookup(realRoot, 'index.html') : null);
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': REVALIDATE }).end('Not found\n');
      return;
    }
    sendFile(req, res, found.file, found.stats, cacheControl(urlPath));
  };
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, stats: Stats, cache: string): void {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const ext = path.extname(file).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': mimeType(file),
    'Cache-Control': cache,
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const gzip = COMPRESSIBLE.has(ext) && stats.size > 1024 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = String(stats.size);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}
