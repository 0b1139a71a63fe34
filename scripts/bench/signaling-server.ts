/**
 * The signaling bench's server: the real server (src/server/main.ts) in a
 * process of its own, so its memory and CPU are its own. The per-address
 * limits are lifted, because every synthetic peer of the bench comes from
 * 127.0.0.1 (a real deployment sees one address per household). It answers
 * `{ type: 'stats' }` over IPC with its memory (after a full GC) and CPU time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../src/server/main.js';

const unlimited = 1e12;
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  root: mkdtempSync(path.join(tmpdir(), 'bench-signal-')),
  limits: { maxConnectionsPerAddress: unlimited, messagesPerSecond: unlimited, messageBurst: unlimited, bytesPerSecond: unlimited, byteBurst: unlimited },
});
const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', (m: { type: string }) => {
  if (m.type !== 'stats') return;
  gc?.();
  const mem = process.memoryUsage();
  process.send!({ type: 'stats', rss: mem.rss, heapUsed: mem.heapUsed, cpu: process.cpuUsage() });
});
process.send!({ type: 'ready', port: server.port });
