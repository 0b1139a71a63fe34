/**
 * Signaling past one machine: several signaling processes that share a Redis
 * relay each room's messages through Redis pub/sub, so two peers connected to
 * different processes (behind a load balancer, in two regions) still meet.
 *
 * Each process subscribes to a room's channel while it has a connection in that
 * room, and publishes what its own connections send there; what comes back from
 * Redis goes to its connections in the room, except what it published itself.
 * The per-connection limits stay where the connection is: a process relays only
 * what it has already accepted from one of its own.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';

/** What a signaling process shares with the others that serve the same rooms. */
export interface Relay {
  /** This process has a first connection in `topic`, or its last one left. */
  join(topic: string): void;
  leave(topic: string): void;
  /** A message one of this process's connections published into `topic` (JSON text), for the others. */
  publish(topic: string, text: string): void;
  /** Called with what other processes publish into a topic this process has joined. */
  onMessage(deliver: (topic: string, text: string) => void): void;
  /** Whether the relay is connected now (for /healthz). */
  connected(): boolean;
  close(): Promise<void>;
}

const CHANNEL = 'tt-signal:';

/**
 * A relay through the Redis at `url` (redis://host:port). Resolves once both
 * connections (one publishes, one subscribes: a subscribed Redis connection
 * takes no other command) are up; rejects if Redis does not answer within
 * `timeoutMs`. Later disconnections reconnect by themselves, with the
 * subscriptions; what is published meanwhile reaches only this process's peers.
 */
export async function redisRelay(url: string, { timeoutMs = 5_000, log = console.warn } = {}): Promise<Relay> {
  const origin = randomUUID();
  const pub = createClient({ url, socket: { connectTimeout: timeoutMs, reconnectStrategy: (n) => Math.min(100 * 2 ** n, 5_000) } });
  const sub = pub.duplicate();
  let down = false;
  for (const c of [pub, sub]) {
    c.on('error', (e: Error) => {
      if (!down) log(`signaling relay: Redis at ${url}: ${e.message}`);
      down = true;
    });
    c.on('ready', () => (down = false));
  }
  let deliver: (topic: string, text: string) => void = () => undefined;
  const connect = Promise.all([pub.connect(), sub.connect()]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis at ${url} did not answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([connect, late]);
  } catch (e) {
    await Promise.allSettled([pub.destroy(), sub.destroy()]);
    throw e;
  } finally {
    clearTimeout(timer);
  }
  const failed = (what: string) => (e: unknown) => log(`signaling relay: ${what}: ${e instanceof Error ? e.message : e}`);
  return {
    join(topic) {
      sub
        .subscribe(CHANNEL + topic, (message) => {
          // `<origin> <text>`: a process ignores what it published itself (its own peers already have it).
          const space = message.indexOf(' ');
          if (space < 0 || message.slice(0, space) === origin) return;
          deliver(topic, message.slice(space + 1));
        })
        .catch(failed('subscribe'));
    },
    leave(topic) {
      sub.unsubscribe(CHANNEL + topic).catch(failed('unsubscribe'));
    },
    publish(topic, text) {
      pub.publish(CHANNEL + topic, `${origin} ${text}`).catch(failed('publish'));
    },
    onMessage(d) {
      deliver = d;
    },
    connected: () => pub.isReady && sub.isReady,
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
