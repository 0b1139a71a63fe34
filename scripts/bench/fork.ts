/** Runs a ChildTask (child.ts) in a fresh Node process with the same loader (tsx) as this one. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildTask } from './child.js';

const CHILD = fileURLToPath(new URL('./child.ts', import.meta.url));

export function inFreshProcess<T>(task: ChildTask): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [JSON.stringify(task)], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.on('message', (m: { ok: boolean; result?: T; error?: string }) => {
      settled = true;
      if (m.ok) resolve(m.result as T);
      else reject(new Error(`bench child (${task.task}) failed: ${m.error}`));
    });
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`bench child (${task.task}) exited with ${code} and no result`));
    });
  });
}
