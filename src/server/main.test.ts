import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startServer, type RunningServer } from './main.js';

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
});
