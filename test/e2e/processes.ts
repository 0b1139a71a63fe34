/**
 * The signaling server as separate processes (`tsx src/server/main.ts`, as
 * `npm run serve` runs it) serving the e2e site, for tests about several
 * processes sharing rooms through Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT, SITE_DIR } from './harness.js';

export interface ServerProcess {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts one server process on a free loopback port, sharing signaling through `redisUrl`. */
export function startServerProcess(redisUrl: string): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'src/server/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HTTPS_PORT: 'off', HOST: '127.0.0.1', ROOT: SITE_DIR, REDIS_URL: redisUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (d: Buffer) => {
      out += d.toString();
      const url = /on (http:\/\/127\.0\.0\.1:\d+) /.exec(out)?.[1];
      if (url) resolve({ url, stop });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`the server process exited with ${code}: ${out.slice(-800)}`)));
  });
}
