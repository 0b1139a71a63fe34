/**
 * What one signaling connection, and one address, may do (signaling.ts): the
 * limits and their defaults, the address a request counts against (behind a
 * trusted reverse proxy, the forwarded client's), and the token buckets.
 */
import type { IncomingMessage } from 'node:http';

export interface SignalingLimits {
  /** Largest accepted frame; SDP offers are a few KB, so 64 KiB leaves ample room. */
  maxMessageBytes: number;
  /** Rooms one connection may join; a browser tab holds one or two. */
  maxTopicsPerConnection: number;
  /** Longest topic name; y-webrtc room names are short. */
  maxTopicLength: number;
  /** How often dead connections are looked for (WebSocket ping, pong expected before the next). */
  pingIntervalMs: number;
  /** A receiver whose unsent data exceeds this is too slow and gets dropped. */
  maxBufferedBytes: number;
  /** Connections one address may hold (a household behind one NAT: a few devices, a few tabs each). */
  maxConnectionsPerAddress: number;
  /** Messages one address may send per second, and in a burst. */
  messagesPerSecond: number;
  messageBurst: number;
  /** Bytes one address may send per second, and in a burst. */
  bytesPerSecond: number;
  byteBurst: number;
  /** Reverse proxies whose X-Forwarded-For is believed (their own addresses, as the socket sees them). */
  trustedProxies: readonly string[];
}

export const DEFAULT_LIMITS: SignalingLimits = {
  maxMessageBytes: 64 * 1024,
  maxTopicsPerConnection: 32,
  maxTopicLength: 512,
  pingIntervalMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
  maxConnectionsPerAddress: 32,
  messagesPerSecond: 50,
  messageBurst: 200,
  bytesPerSecond: 256 * 1024,
  byteBurst: 1024 * 1024,
  trustedProxies: [],
};

/** The address a request comes from: the socket's, or, from a trusted proxy, the nearest untrusted hop of X-Forwarded-For. */
export function clientAddress(request: IncomingMessage, trusted: readonly string[]): string {
  const direct = request.socket.remoteAddress ?? '?';
  if (!trusted.includes(direct)) return direct;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.includes(hops[i]!)) return hops[i]!;
  return direct;
}

/** A token bucket: `take(n)` is false when the address has spent more than its rate allows. */
export class Bucket {
  private tokens: number;
  private at = Date.now();
  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }
  take(n: number): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }
}

export interface Address {
  connections: number;
  readonly messages: Bucket;
  readonly bytes: Bucket;
}
