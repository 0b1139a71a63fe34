import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { get } from 'node:https';
import { startServer, type RunningServer } from './main.js';
import { lanCertificate } from './tls.js';

let dir: string;
let server: RunningServer | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html>');
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws)).once('error', reject);
  });
}

describe('startServer', () => {
  it('accepts signaling only on /signal', async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', root: dir });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const ws = await open(`ws://127.0.0.1:${server.port}/signal`);
    const pong = new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
    ws.send('{"type":"ping"}');
    expect(await pong).toEqual({ type: 'pong' });
    ws.terminate();
    await expect(open(`ws://127.0.0.1:${server.port}/other`)).rejects.toThrow();
  });

  it('runs signaling before the site is built, answering 503 for pages', async () => {
    const unbuilt = await startServer({ port: 0, host: '127.0.0.1', root: path.join(dir, 'missing') });
    const res = await fetch(`${unbuilt.url}/`);
    expect(res.status).toBe(503);
    const ws = await open(`ws://127.0.0.1:${unbuilt.port}/signal`);
    ws.terminate();
    await unbuilt.close();
  });

  it('restarts on the same port after close, dropping open sockets', async () => {
    const first = await startServer({ port: 0, host: '127.0.0.1', root: dir });
    const ws = await open(`ws://127.0.0.1:${first.port}/signal`);
    const closed = new Promise((resolve) => ws.once('close', resolve));
    await first.close();
    await closed;
    const second = await startServer({ port: first.port, host: '127.0.0.1', root: dir });
    const again = await open(`ws://127.0.0.1:${second.port}/signal`);
    again.terminate();
    await second.close();
  });

  it('serves the same site and signaling over HTTPS with the LAN certificate, and tells plain HTTP pages where', async () => {
    const cert = lanCertificate(path.join(dir, 'tls'), ['localhost', '127.0.0.1']);
    expect(cert.made).toBe(true);
    expect(lanCertificate(path.join(dir, 'tls'), ['127.0.0.1']).made, 'kept for the next start').toBe(false);
    const both = await startServer({ port: 0, host: '127.0.0.1', root: dir, https: { port: 0, key: cert.key, cert: cert.cert } });
    try {
      expect(both.httpsUrl).toBe(`https://127.0.0.1:${both.httpsPort}`);
      expect(await (await fetch(`${both.url}/https.json`)).json()).toEqual({ port: both.httpsPort });
      // Trusting exactly this certificate, as a browser does once its fingerprint is accepted.
      const page = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        get(`${both.httpsUrl}/`, { ca: cert.cert }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c)).on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        }).on('error', reject);
      });
      expect(page).toEqual({ status: 200, body: '<!doctype html>' });
      const ws = await new Promise<WebSocket>((resolve, reject) => {
        const w = new WebSocket(`wss://127.0.0.1:${both.httpsPort}/signal`, { ca: cert.cert });
        w.once('open', () => resolve(w)).once('error', reject);
      });
      const pong = new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
      ws.send('{"type":"ping"}');
      expect(await pong).toEqual({ type: 'pong' });
      ws.terminate();
      // Another certificate is not trusted: the page is really served with this one.
      const other = lanCertificate(path.join(dir, 'tls-other'), ['127.0.0.1']);
      await expect(new Promise((resolve, reject) => get(`${both.httpsUrl}/`, { ca: other.cert }, resolve).on('error', reject))).rejects.toThrow(
        /self.signed|certificate/i,
      );
    } finally {
      await both.close();
    }
    // Without HTTPS, plain pages are told there is none.
    const plain = await startServer({ port: 0, host: '127.0.0.1', root: dir });
    expect((await fetch(`${plain.url}/https.json`)).status).toBe(404);
    await plain.close();
  });
});
