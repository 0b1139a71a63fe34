/**
 * A real Redis for the tests (Debian's redis-server, which `npm test` installs
 * when it is missing): started on a free loopback port, without persistence,
 * and stopped by its pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface RedisServer {
  readonly url: string;
  /** Stops it and starts it again on the same port (what a restart of the service looks like). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const BINARY = process.env.REDIS_SERVER_PATH ?? 'redis-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function launch(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.once('error', (e) => reject(new Error(`${BINARY} could not start (${e.message}): npm test installs it with apt-get install -y redis-server`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out.slice(-500)}`)));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) resolve(child);
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await kill(child);
      child = await launch(port);
    },
    stop: () => kill(child),
  };
}
