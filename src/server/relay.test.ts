/**
 * Signaling past one machine: two server processes' worth of signaling (two
 * `startServer`s on two ports) sharing one real Redis (test/redis.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createClient } from '@redis/client';
import { startRedis, type RedisServer } from '../../test/redis.js';
import { SIGNAL_PATH, startServer, type RunningServer } from './main.js';
import { connectTo, type TestClient } from './test-client.js';

let redis: RedisServer;
const root = mkdtempSync(path.join(tmpdir(), 'relay-site-'));
const servers: RunningServer[] = [];
const sockets: WebSocket[] = [];

/** A plain client, to ask Redis who listens. */
let admin: ReturnType<typeof createClient>;

beforeAll(async () => {
  redis = await startRedis();
  admin = createClient({ url: redis.url });
  // It reconnects by itself when a test restarts Redis.
  admin.on('error', () => undefined);
  await admin.connect();
});
afterAll(async () => {
  await admin.close();
  await redis.stop();
  rmSync(root, { recursive: true, force: true });
});
afterEach(async () => {
  sockets.splice(0).forEach((s) => s.terminate());
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function server(): Promise<{ connect: () => Promise<TestClient>; health: () => Promise<Record<string, unknown>> }> {
  const s = await startServer({ port: 0, host: '127.0.0.1', root, redisUrl: redis.url });
  servers.push(s);
  return {
    connect: () => connectTo(`ws://127.0.0.1:${s.port}${SIGNAL_PATH}`, sockets),
    health: async () => (await fetch(`${s.url}/healthz`)).json() as Promise<Record<string, unknown>>,
  };
}

/** Subscribes each client to `topic` and waits until both processes have told Redis (a relayed round trip proves it). */
async function meet(a: TestClient, b: TestClient, topic: string): Promise<void> {
  for (const c of [a, b]) {
    c.send({ type: 'subscribe', topics: [topic] });
    await c.flush();
  }
  // Subscribing to Redis is asynchronous: publish until the other side hears one.
  for (let i = 0; ; i++) {
    a.send({ type: 'publish', topic, hello: i });
    const got = await b.next().catch(() => null);
    if (got) {
      await a.next(); // its own copy
      while (a.messages.length) a.messages.shift();
      while (b.messages.length) b.messages.shift();
      return;
    }
    if (i > 20) throw new Error('the processes never met through Redis');
  }
}

describe('signaling shared through Redis', () => {
  it('peers on two processes meet: each hears the other once, and its own message once', async () => {
    const [one, two] = [await server(), await server()];
    const [a, b] = [await one.connect(), await two.connect()];
    await meet(a, b, 'room-1');
    a.send({ type: 'publish', topic: 'room-1', from: 'a' });
    expect(await b.next()).toMatchObject({ type: 'publish', topic: 'room-1', from: 'a' });
    expect(await a.next()).toMatchObject({ from: 'a' });
    b.send({ type: 'publish', topic: 'room-1', from: 'b' });
    expect(await a.next()).toMatchObject({ from: 'b' });
    expect(await b.next()).toMatchObject({ from: 'b' });
    await Promise.all([a.flush(), b.flush()]);
    expect([a.messages, b.messages]).toEqual([[], []]);
    expect(await two.health()).toMatchObject({ relay: 'connected', topics: 1 });
    expect((await two.health()).relayed).toBeGreaterThan(0);
  });

  it('keeps rooms apart, and a publish into a room the sender has not joined still goes nowhere', async () => {
    const [one, two] = [await server(), await server()];
    const [a, b, c] = [await one.connect(), await two.connect(), await two.connect()];
    await meet(a, b, 'room-1');
    c.send({ type: 'subscribe', topics: ['room-2'] });
    await c.flush();
    a.send({ type: 'publish', topic: 'room-1', from: 'a' });
    expect(await b.next()).toMatchObject({ from: 'a' });
    expect(await a.next()).toMatchObject({ from: 'a' });
    expect(c.messages).toEqual([]);
    c.send({ type: 'publish', topic: 'room-1', from: 'c' });
    await c.flush();
    // Whatever c's publish could have caused would come before b's, relayed the same way.
    b.send({ type: 'publish', topic: 'room-1', from: 'b' });
    expect(await a.next()).toMatchObject({ from: 'b' });
    expect(await b.next()).toMatchObject({ from: 'b' });
    await Promise.all([a.flush(), b.flush(), c.flush()]);
    expect([a.messages, b.messages, c.messages]).toEqual([[], [], []]);
  });

  it('a process leaves a room in Redis when its last peer there leaves', async () => {
    const [one, two] = [await server(), await server()];
    const [a, b] = [await one.connect(), await two.connect()];
    await meet(a, b, 'room-1');
    const subscribers = async () => Object.values(await admin.pubSubNumSub('tt-signal:room-1'))[0];
    expect(await subscribers()).toBe(2);
    b.send({ type: 'unsubscribe', topics: ['room-1'] });
    await b.flush();
    expect(await two.health()).toMatchObject({ topics: 0 });
    for (let i = 0; (await subscribers()) !== 1; i++) if (i > 100) throw new Error('process two stayed subscribed in Redis');
    a.socket.close();
    await a.closed;
    for (let i = 0; (await subscribers()) !== 0; i++) if (i > 100) throw new Error('process one stayed subscribed in Redis');
  });

  it('after Redis restarts, the processes reconnect and peers meet again', async () => {
    const [one, two] = [await server(), await server()];
    const [a, b] = [await one.connect(), await two.connect()];
    await meet(a, b, 'room-1');
    await redis.restart();
    for (let i = 0; (await one.health()).relay !== 'connected' || (await two.health()).relay !== 'connected'; i++) {
      if (i > 200) throw new Error('the relay never came back');
      await new Promise((r) => setTimeout(r, 50));
    }
    await meet(a, b, 'room-1');
    b.send({ type: 'publish', topic: 'room-1', from: 'b' });
    expect(await a.next()).toMatchObject({ from: 'b' });
  }, 30_000);

  it('a server told to share through a Redis that does not answer refuses to start, saying so', async () => {
    await expect(startServer({ port: 0, host: '127.0.0.1', root, redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/Redis at redis:\/\/127\.0\.0\.1:1/);
  });
});
