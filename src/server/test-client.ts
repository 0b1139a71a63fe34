/** The signaling tests' WebSocket client (signaling.test.ts, relay.test.ts). */
import { expect } from 'vitest';
import { WebSocket } from 'ws';

/** A ws client that queues every JSON message it receives. */
export class TestClient {
  readonly messages: Record<string, unknown>[] = [];
  private waiters: (() => void)[] = [];
  readonly closed: Promise<number>;
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as Record<string, unknown>);
      this.waiters.splice(0).forEach((w) => w());
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }
  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }
  /** Resolves with the next unread message, failing after a second. */
  async next(): Promise<Record<string, unknown>> {
    const deadline = Date.now() + 1000;
    while (this.messages.length === 0) {
      if (Date.now() > deadline) throw new Error('no message');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.messages.shift()!;
  }
  /** Round-trips a ping so every earlier frame of this client has been handled. */
  async flush(): Promise<void> {
    this.send({ type: 'ping' });
    expect(await this.next()).toEqual({ type: 'pong' });
  }
}

/** Opens a test client on `url` (ws://…). */
export async function connectTo(url: string, sockets: WebSocket[]): Promise<TestClient> {
  const socket = new WebSocket(url);
  sockets.push(socket);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return new TestClient(socket);
}
