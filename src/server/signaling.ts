/**
 * A y-webrtc-compatible signaling relay.
 *
 * The protocol (what y-webrtc's clients speak, as JSON text frames):
 *
 *   client → server  { type: 'subscribe',   topics: string[] }
 *   client → server  { type: 'unsubscribe', topics: string[] }
 *   client → server  { type: 'publish', topic: string, ... }   relayed as-is, plus `clients`
 *   client → server  { type: 'ping' }                          answered with { type: 'pong' }
 *
 * A publish from a connection subscribed to its topic goes to every connection
 * subscribed to it, the sender included (y-webrtc ignores its own messages by peer id),
 * with `clients` set to the number of receivers. Topics are y-webrtc room names; with a
 * room password the payload is encrypted, so the relay learns only which connections
 * share a room.
 *
 * Differences from y-webrtc's reference server, all limits on misbehaving clients:
 * - a publish into a topic the sender has not subscribed to is dropped: nobody can
 *   write into a room, or learn whether it has anyone in it, without joining it;
 * - frames over `maxMessageBytes` close the connection (ws close code 1009), a
 *   connection may hold at most `maxTopicsPerConnection` topics, malformed JSON is
 *   ignored rather than crashing the handler;
 * - per address: at most `maxConnectionsPerAddress` connections (more are refused
 *   with 429), and a token bucket each for messages and bytes; what goes over is
 *   dropped. Behind a reverse proxy listed in `trustedProxies`, the address is the
 *   nearest one of X-Forwarded-For that is not a trusted proxy itself;
 * - a receiver that stops reading is dropped once its send buffer passes
 *   `maxBufferedBytes`, and a connection that misses a WebSocket pong within
 *   `pingIntervalMs` is terminated.
 *
 * With a relay (relay.ts: Redis pub/sub, when REDIS_URL is set), several processes serve
 * the same rooms: what a connection publishes also goes to the other processes, and what
 * they publish into a room goes to this process's connections in it.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { Bucket, clientAddress, DEFAULT_LIMITS, type Address, type SignalingLimits } from './limits.js';
import type { Relay } from './relay.js';

export interface SignalingStats {
  connections: number;
  topics: number;
  /** Messages dropped: over an address's rate, or published into a topic the sender did not join. */
  dropped: number;
  /** Messages from other processes delivered here, through the relay. */
  relayed: number;
  /** With a relay: whether it is connected now. */
  relay?: 'connected' | 'down';
}

export interface Signaling {
  /** Completes a WebSocket upgrade that the HTTP server routed here. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  stats(): SignalingStats;
  /** Terminates every connection and stops the ping timer. */
  close(): void;
}

type ClientMessage =
  | { type: 'subscribe'; topics: string[] }
  | { type: 'unsubscribe'; topics: string[] }
  | { type: 'publish'; topic: string; [field: string]: unknown }
  | { type: 'ping' };

/** Parses one frame; anything that is not a well-formed message is `null`. */
export function parseClientMessage(data: RawData, isBinary: boolean): ClientMessage | null {
  if (isBinary) return null;
  let value: unknown;
  try {
    value = JSON.parse(rawToString(data));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const msg = value as Record<string, unknown>;
  switch (msg.type) {
    case 'subscribe':
    case 'unsubscribe': {
      const topics = Array.isArray(msg.topics) ? msg.topics.filter((t): t is string => typeof t === 'string') : [];
      return { type: msg.type, topics };
    }
    case 'publish':
      return typeof msg.topic === 'string' ? (msg as ClientMessage) : null;
    case 'ping':
      return { type: 'ping' };
    default:
      return null;
  }
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

interface Client {
  socket: WebSocket;
  topics: Set<string>;
  alive: boolean;
  address: Address;
}

export function createSignaling(limits: Partial<SignalingLimits> = {}, relay?: Relay): Signaling {
  const opts: SignalingLimits = { ...DEFAULT_LIMITS, ...limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxMessageBytes });
  const topics = new Map<string, Set<Client>>();
  const clients = new Set<Client>();
  const addresses = new Map<string, Address>();
  let dropped = 0;
  let relayed = 0;
  const addressOf = (name: string): Address => {
    let a = addresses.get(name);
    if (!a) {
      a = { connections: 0, messages: new Bucket(opts.messagesPerSecond, opts.messageBurst), bytes: new Bucket(opts.bytesPerSecond, opts.byteBurst) };
      addresses.set(name, a);
    }
    return a;
  };

  const send = (client: Client, text: string): void => {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > opts.maxBufferedBytes) {
      client.socket.terminate();
      return;
    }
    client.socket.send(text);
  };

  const subscribe = (client: Client, names: string[]): void => {
    for (const name of names) {
      if (name.length === 0 || name.length > opts.maxTopicLength) continue;
      if (!client.topics.has(name) && client.topics.size >= opts.maxTopicsPerConnection) {
        send(client, JSON.stringify({ type: 'error', reason: 'too-many-topics' }));
        return;
      }
      client.topics.add(name);
      let subscribers = topics.get(name);
      if (!subscribers) {
        topics.set(name, (subscribers = new Set()));
        relay?.join(name);
      }
      subscribers.add(client);
    }
  };

  const unsubscribe = (client: Client, names: Iterable<string>): void => {
    for (const name of [...names]) {
      client.topics.delete(name);
      const subscribers = topics.get(name);
      if (!subscribers) continue;
      subscribers.delete(client);
      if (subscribers.size > 0) continue;
      topics.delete(name);
      relay?.leave(name);
    }
  };

  const publish = (sender: Client, message: { topic: string }): void => {
    const receivers = topics.get(message.topic);
    if (!receivers?.has(sender)) {
      dropped++;
      return;
    }
    const text = JSON.stringify({ ...message, clients: receivers.size });
    for (const receiver of receivers) send(receiver, text);
    relay?.publish(message.topic, text);
  };

  relay?.onMessage((topic, text) => {
    const receivers = topics.get(topic);
    if (!receivers) return;
    relayed++;
    for (const receiver of receivers) send(receiver, text);
  });

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const name = clientAddress(request, opts.trustedProxies);
    const address = addressOf(name);
    address.connections++;
    const client: Client = { socket, topics: new Set(), alive: true, address };
    clients.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      unsubscribe(client, client.topics);
      clients.delete(client);
      if (--address.connections === 0) addresses.delete(name);
    });
    socket.on('message', (data, isBinary) => {
      const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as { byteLength: number }).byteLength;
      if (!address.messages.take(1) || !address.bytes.take(size)) {
        dropped++;
        return;
      }
      const message = parseClientMessage(data, isBinary);
      if (!message) return;
      switch (message.type) {
        case 'subscribe':
          return subscribe(client, message.topics);
        case 'unsubscribe':
          return unsubscribe(client, message.topics);
        case 'publish':
          return publish(client, message);
        case 'ping':
          return send(client, '{"type":"pong"}');
      }
    });
  });

  const pinger = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, opts.pingIntervalMs);
  pinger.unref();

  return {
    handleUpgrade(request, socket, head) {
      const a = addresses.get(clientAddress(request, opts.trustedProxies));
      if (a && a.connections >= opts.maxConnectionsPerAddress) {
        socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    stats: () => ({
      connections: clients.size,
      topics: topics.size,
      dropped,
      relayed,
      ...(relay ? { relay: relay.connected() ? ('connected' as const) : ('down' as const) } : {}),
    }),
    close() {
      clearInterval(pinger);
      for (const client of clients) client.socket.terminate();
      wss.close();
    },
  };
}
