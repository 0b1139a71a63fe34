/**
 * How many rooms one signaling process holds: N rooms of 4 peers, each peer a
 * WebSocket subscribed to its room, then rounds in which one peer of every room
 * publishes a 1 KiB message (an SDP offer's size), which the server delivers to
 * the room's 4 peers. Measured on the server process alone (signaling-server.ts):
 * its memory per connection, its CPU time per delivered message, and how long a
 * delivery takes while every room publishes at once. The bench's own peers share
 * the machine's 2 cores with the server, so the latency is an upper bound.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { percentile } from './stats.js';

const SERVER = fileURLToPath(new URL('./signaling-server.ts', import.meta.url));
const PEERS = 4;
const PAYLOAD = 'x'.repeat(1024);

export interface SignalingLoad {
  readonly rooms: number;
  readonly connections: number;
  /** Server memory (RSS) with these connections, and per connection over the idle server. */
  readonly rssMiB: number;
  readonly kibPerConnection: number;
  /** Server CPU time per message delivered to a peer. */
  readonly cpuUsPerDelivery: number;
  /** From publish to delivery, while every room publishes at once. */
  readonly p50Ms: number;
  readonly p95Ms: number;
}

interface Stats {
  rss: number;
  cpu: NodeJS.CpuUsage;
}

export async function signalingLoad(roomCounts: readonly number[], rounds = 10): Promise<SignalingLoad[]> {
  const child = fork(SERVER, [], { execArgv: [...process.execArgv, '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const replies: ((m: unknown) => void)[] = [];
  child.on('message', (m) => replies.shift()?.(m));
  const reply = <T>() => new Promise<T>((resolve) => replies.push(resolve as (m: unknown) => void));
  const { port } = await reply<{ port: number }>();
  const stats = async (): Promise<Stats> => {
    const r = reply<Stats>();
    child.send({ type: 'stats' });
    return r;
  };
  const sockets: WebSocket[] = [];
  const rooms: WebSocket[][] = [];
  /** Deliveries still awaited this round, and their latencies. */
  let awaited = 0;
  let done: () => void = () => undefined;
  const latencies: number[] = [];
  const out: SignalingLoad[] = [];
  try {
    const idle = await stats();
    for (const target of roomCounts) {
      while (rooms.length < target) {
        const room = await Promise.all(Array.from({ length: PEERS }, () => open(port, `bench-room-${rooms.length}`)));
        for (const s of room) {
          s.on('message', (data) => {
            const sent = (JSON.parse(String(data)) as { at?: number }).at;
            if (sent === undefined) return;
            latencies.push(performance.now() - sent);
            if (--awaited === 0) done();
          });
        }
        sockets.push(...room);
        rooms.push(room);
      }
      const before = await stats();
      latencies.length = 0;
      for (let r = 0; r < rounds; r++) {
        awaited = rooms.length * PEERS;
        const all = new Promise<void>((resolve) => (done = resolve));
        rooms.forEach((room, i) => room[0]!.send(JSON.stringify({ type: 'publish', topic: `bench-room-${i}`, at: performance.now(), data: PAYLOAD })));
        await all;
      }
      const after = await stats();
      const cpu = after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system;
      out.push({
        rooms: rooms.length,
        connections: sockets.length,
        rssMiB: before.rss / 2 ** 20,
        kibPerConnection: (before.rss - idle.rss) / 1024 / sockets.length,
        cpuUsPerDelivery: cpu / (rounds * rooms.length * PEERS),
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
      });
    }
    return out;
  } finally {
    for (const s of sockets) s.terminate();
    child.kill();
  }
}

/** A peer: a WebSocket on the signaling path, subscribed to `topic` (the subscription round-tripped). */
async function open(port: number, topic: string): Promise<WebSocket> {
  const s = new WebSocket(`ws://127.0.0.1:${port}/signal`);
  await new Promise((resolve, reject) => s.once('open', resolve).once('error', reject));
  s.send(JSON.stringify({ type: 'subscribe', topics: [topic] }));
  s.send(JSON.stringify({ type: 'ping' }));
  await new Promise<void>((resolve) => s.once('message', () => resolve()));
  return s;
}
