import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './main.js';
import { cacheControl, IMMUTABLE, REVALIDATE, safeRelativePath } from './static.js';

let dir: string;
let server: RunningServer;

/** A raw GET, so paths like /../x reach the server without the client normalising them. */
function get(urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: urlPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-test-'));
  const root = path.join(dir, 'dist');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'sw.js'), 'self.x = 1;');
  await mkdir(path.join(root, 'docs'));
  await writeFile(path.join(root, 'docs', 'index.html'), '<title>docs</title>');
  await writeFile(path.join(root, 'config.json'), '{"signaling":[]}');
  await writeFile(path.join(root, 'manifest.webmanifest'), '{}');
  await writeFile(path.join(root, 'assets', 'index-AbC123_x.js'), 'export {};'.repeat(500));
  await writeFile(path.join(root, 'assets', 'style-Zz9yXw8v.css'), 'body{}');
  await writeFile(path.join(root, '.env'), 'SECRET=1');
  await writeFile(path.join(dir, 'secret.txt'), 'outside the root');
  await symlink(path.join(dir, 'secret.txt'), path.join(root, 'link.txt'));
  server = await startServer({ port: 0, host: '127.0.0.1', root });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('static serving', () => {
  it('serves index.html at / without long caching', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.body).toContain('<title>app</title>');
  });

  it('falls back to index.html for app routes', async () => {
    const res = await get('/room/KQ7M-2PXA?x=1');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>app</title>');
  });

  it("serves a directory's own index.html", async () => {
    expect((await get('/docs/')).body).toBe('<title>docs</title>');
    expect((await get('/docs')).body).toBe('<title>docs</title>');
  });

  it('answers 404, not HTML, for a missing file with an extension', async () => {
    const res = await get('/assets/gone-12345678.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain');
  });

  it.each([
    ['/sw.js', 'text/javascript; charset=utf-8', REVALIDATE],
    ['/config.json', 'application/json; charset=utf-8', REVALIDATE],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', REVALIDATE],
    ['/assets/style-Zz9yXw8v.css', 'text/css; charset=utf-8', IMMUTABLE],
  ])('serves %s as %s with Cache-Control %s', async (urlPath, type, cache) => {
    const res = await get(urlPath);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe(cache);
  });

  it('gzips text assets when the client accepts it', async () => {
    const res = await get('/assets/index-AbC123_x.js', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 304 for a matching ETag', async () => {
    const first = await get('/config.json');
    const again = await get('/config.json', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it.each(['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%2e%2e%5csecret.txt', '/a%00b', '/%E0%A4%A'])(
    'rejects the traversal attempt %s',
    async (urlPath) => {
      const res = await get(urlPath);
      expect(res.status).toBe(400);
      expect(res.body).not.toContain('outside the root');
    },
  );

  it('does not follow a symlink out of the root', async () => {
    const res = await get('/link.txt');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('outside the root');
  });

  it('hides dot-files', async () => {
    expect((await get('/.env')).status).toBe(400);
  });

  it('answers /healthz', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true, connections: 0 });
  });
});

describe('path rules', () => {
  it('normalises harmless paths', () => {
    expect(safeRelativePath('/a//b/./c.js')).toBe('a/b/c.js');
    expect(safeRelativePath('/')).toBe('');
  });
  it('marks only hashed assets immutable', () => {
    expect(cacheControl('/assets/index-DbF3x9_a.js')).toBe(IMMUTABLE);
    expect(cacheControl('/workbox-3d5a261a.js')).toBe(IMMUTABLE);
    expect(cacheControl('/assets/logo.svg')).toBe(REVALIDATE);
    expect(cacheControl('/sw.js')).toBe(REVALIDATE);
    expect(cacheControl('/index.html')).toBe(REVALIDATE);
  });
});
