// `npm start`: install if needed, build, then serve the site and signaling on one port.
// Plain Node with no packages, so it works on a fresh clone. PORT and HOST pass through.
import { spawn } from 'node:child_process';
import { ensureDependencies, ROOT, run } from './deps.mjs';

ensureDependencies();

const buildCode = run('npx', ['vite', 'build']);
if (buildCode !== 0) {
  console.error('vite build failed');
  process.exit(buildCode);
}

// `node --import tsx` rather than `npx tsx`: one child process, so a forwarded SIGTERM reaches
// the server itself (npx's shell layer would leave it orphaned) and it shuts down cleanly.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
