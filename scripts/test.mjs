// `npm test`: the one command that passes every test on a fresh Debian machine.
// Installs what it needs (Debian's Chromium and Redis, node_modules), then runs each stage in order,
// stopping at the first failure, and ends with exactly one line: `tests: N passed, M failed`.
// N and M sum the test counts the runners report; a stage that fails without reporting a
// failed test (typecheck, build, a runner crash) adds one to M.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, INSTALL_ENV, ROOT, run } from './deps.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REDIS = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const RESULTS = path.join(ROOT, 'test-results');

/** Debian packages the tests run for real: Chromium (browser and e2e tests) and Redis (signaling shared between processes). */
const PACKAGES = [
  { name: 'chromium', binary: CHROMIUM, needed: 'Browser tests' },
  { name: 'redis-server', binary: REDIS, needed: 'The shared-signaling tests' },
];

function ensureDebianPackages() {
  const missing = PACKAGES.filter((p) => !existsSync(p.binary));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name).join(' ');
  if (process.getuid?.() !== 0) {
    console.warn(`${missing.map((p) => p.binary).join(', ')} missing, and this is not root, so it cannot be installed here:`);
    console.warn(`run \`sudo apt-get update && sudo apt-get install -y ${names}\`. ${missing.map((p) => p.needed).join(' and ')} will fail.`);
    return;
  }
  console.log(`Installing Debian ${names}…`);
  const env = { ...INSTALL_ENV, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], env) !== 0 || run('apt-get', ['install', '-y', ...missing.map((p) => p.name)], env) !== 0) {
    console.warn(`apt-get could not install ${names}. ${missing.map((p) => p.needed).join(' and ')} will fail.`);
  }
}

/** Reads `{ passed, failed }` from a vitest JSON report or the web-test-runner count file. */
function readCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) return { passed: report.numPassedTests, failed: report.numFailedTests };
  return { passed: report.passed, failed: report.failed };
}

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(RESULTS, name)}`];

const STAGES = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint, layering and file size', command: ['npm', 'run', 'check'] },
  { name: 'unit tests', command: ['npx', 'vitest', 'run', ...vitestJson('unit.json')], report: 'unit.json' },
  { name: 'build', command: ['npx', 'vite', 'build'] },
  { name: 'browser tests', command: ['npx', 'web-test-runner'], report: 'browser.json' },
  {
    name: 'end-to-end tests',
    command: ['npx', 'vitest', 'run', '--config', 'vitest.e2e.config.ts', ...vitestJson('e2e.json')],
    report: 'e2e.json',
  },
];

ensureDebianPackages();
ensureDependencies();
mkdirSync(RESULTS, { recursive: true });

let passed = 0;
let failed = 0;
for (const stage of STAGES) {
  const report = stage.report && path.join(RESULTS, stage.report);
  if (report) rmSync(report, { force: true });
  console.log(`\n▶ ${stage.name}: ${stage.command.join(' ')}`);
  const started = Date.now();
  const env = { ...process.env, WTR_RESULTS_FILE: path.join(RESULTS, 'browser.json') };
  const code = run(stage.command[0], stage.command.slice(1), env);
  const counts = report ? readCounts(report) : null;
  passed += counts?.passed ?? 0;
  failed += counts?.failed ?? 0;
  console.log(`◀ ${stage.name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) {
    if (!counts?.failed) failed += 1;
    break;
  }
}

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
