import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { TestClient } from './test-client.js';
import { clientAddress, type SignalingLimits } from './limits.js';
import { createSignaling, parseClientMessage, type Signaling } from './signaling.js';

let server: Server | undefined;
let signaling: Signaling | undefined;
const sockets: WebSocket[] = [];

afterEach(async () => {
  sockets.splice(0).forEach((s) => s.terminate());
  signaling?.close();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = signaling = undefined;
});

async function start(limits: Partial<SignalingLimits> = {}): Promise<() => Promise<TestClient>> {
  const sig = (signaling = createSignaling(limits));
  const http = (server = createServer());
  http.on('upgrade', (req, socket, head) => sig.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`);
    sockets.push(socket);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new TestClient(socket);
  };
}

describe('signaling relay', () => {
  it('answers ping with pong', async () => {
    const connect = await start();
    const a = await connect();
    a.send({ type: 'ping' });
    expect(await a.next()).toEqual({ type: 'pong' });
  });

  it('drops a publish into a topic the sender has not joined: no writing into a room, no asking whether it has anyone', async () => {
    const connect = await start();
    const [a, b] = [await connect(), await connect()];
    a.send({ type: 'subscribe', topics: ['room-1'] });
    await a.flush();
    b.send({ type: 'publish', topic: 'room-1', data: { from: 'b' } });
    await b.flush();
    await a.flush();
    expect(a.messages).toEqual([]);
    expect(b.messages).toEqual([]);
    expect(signaling!.stats().dropped).toBe(1);
  });

  it('refuses connections past the per-address cap with 429', async () => {
    const connect = await start({ maxConnectionsPerAddress: 2 });
    await connect();
    await connect();
    await expect(connect()).rejects.toThrow(/429/);
  });

  it('drops what an address sends past its message rate, and keeps the connection', async () => {
    const connect = await start({ messagesPerSecond: 1, messageBurst: 5 });
    const a = await connect();
    a.send({ type: 'subscribe', topics: ['room'] });
    for (let i = 0; i < 10; i++) a.send({ type: 'publish', topic: 'room', data: i });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.messages.length).toBe(4);
    expect(signaling!.stats().dropped).toBe(6);
    expect(a.socket.readyState).toBe(a.socket.OPEN);
  });

  it('relays a publish to every subscriber of the topic, sender included, with the receiver count', async () => {
    const connect = await start();
    const [a, b, outsider] = [await connect(), await connect(), await connect()];
    a.send({ type: 'subscribe', topics: ['room-1'] });
    b.send({ type: 'subscribe', topics: ['room-1', 'room-2'] });
    outsider.send({ type: 'subscribe', topics: ['room-3'] });
    await Promise.all([a.flush(), b.flush(), outsider.flush()]);

    a.send({ type: 'publish', topic: 'room-1', data: { from: 'a' } });
    const expected = { type: 'publish', topic: 'room-1', data: { from: 'a' }, clients: 2 };
    expect(await a.next()).toEqual(expected);
    expect(await b.next()).toEqual(expected);
    await outsider.flush();
    expect(outsider.messages).toEqual([]);
  });

  it('stops relaying after unsubscribe and forgets closed connections', async () => {
    const connect = await start();
    const [a, b] = [await connect(), await connect()];
    a.send({ type: 'subscribe', topics: ['room'] });
    b.send({ type: 'subscribe', topics: ['room'] });
    await Promise.all([a.flush(), b.flush()]);
    expect(signaling!.stats()).toMatchObject({ connections: 2, topics: 1 });

    b.send({ type: 'unsubscribe', topics: ['room'] });
    await b.flush();
    a.send({ type: 'publish', topic: 'room', data: 1 });
    expect(await a.next()).toMatchObject({ data: 1, clients: 1 });
    await b.flush();
    expect(b.messages).toEqual([]);

    a.socket.close();
    await a.closed;
    await b.flush();
    expect(signaling!.stats()).toMatchObject({ connections: 1, topics: 0 });
  });

  it('ignores malformed frames and keeps the connection', async () => {
    const connect = await start();
    const a = await connect();
    a.socket.send('not json');
    a.socket.send('null');
    a.send({ type: 'subscribe', topics: 'room' });
    a.send({ type: 'publish' });
    a.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await a.flush();
    expect(a.messages).toEqual([]);
  });

  it('closes a connection that sends a frame over the size limit', async () => {
    const connect = await start({ maxMessageBytes: 1024 });
    const a = await connect();
    a.send({ type: 'publish', topic: 'room', data: 'x'.repeat(2000) });
    expect(await a.closed).toBe(1009);
  });

  it('caps the topics one connection may hold', async () => {
    const connect = await start({ maxTopicsPerConnection: 2 });
    const a = await connect();
    a.send({ type: 'subscribe', topics: ['t1', 't2', 't3'] });
    expect(await a.next()).toEqual({ type: 'error', reason: 'too-many-topics' });
    a.send({ type: 'subscribe', topics: ['t1'] });
    await a.flush();
    expect(signaling!.stats().topics).toBe(2);
  });

  it('rejects topic names over the length limit', async () => {
    const connect = await start({ maxTopicLength: 8 });
    const a = await connect();
    a.send({ type: 'subscribe', topics: ['x'.repeat(9), ''] });
    await a.flush();
    expect(signaling!.stats().topics).toBe(0);
  });

  it('terminates a connection that stops answering pings', async () => {
    const connect = await start({ pingIntervalMs: 50 });
    const a = await connect();
    // Pausing the socket stops this client from reading, so it never answers pings.
    (a.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const started = Date.now();
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (signaling!.stats().connections === 0) resolve(clearInterval(poll));
      }, 10);
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps a connection that answers pings', async () => {
    const connect = await start({ pingIntervalMs: 30 });
    const a = await connect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await a.flush();
    expect(signaling!.stats().connections).toBe(1);
  });
});

describe('clientAddress', () => {
  const request = (remote: string, forwarded?: string) =>
    ({ socket: { remoteAddress: remote }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as never;
  it('is the socket\u2019s address unless the socket is a trusted proxy', () => {
    expect(clientAddress(request('10.0.0.9', '1.2.3.4'), [])).toBe('10.0.0.9');
    expect(clientAddress(request('127.0.0.1', '1.2.3.4'), ['127.0.0.1'])).toBe('1.2.3.4');
  });
  it('behind trusted proxies, is the nearest forwarded hop that is not one of them (an earlier hop may be forged)', () => {
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 1.2.3.4, 10.0.0.2'), ['127.0.0.1', '10.0.0.2'])).toBe('1.2.3.4');
  });
});

describe('parseClientMessage', () => {
  const parse = (text: string) => parseClientMessage(Buffer.from(text), false);
  it('keeps only string topics', () => {
    expect(parse('{"type":"subscribe","topics":["a",1,null,"b"]}')).toEqual({ type: 'subscribe', topics: ['a', 'b'] });
  });
  it('rejects unknown types and publishes without a topic', () => {
    expect(parse('{"type":"shout"}')).toBeNull();
    expect(parse('{"type":"publish","topic":7}')).toBeNull();
    expect(parse('[]')).toBeNull();
  });
});
