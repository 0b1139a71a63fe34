// Shared by start.mjs and test.mjs, which must run on a fresh clone: plain Node, no packages.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Installs never download a browser: the tests use Debian's Chromium. */
export const INSTALL_ENV = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' };

/**
 * True when node_modules is missing or older than package-lock.json. npm rewrites
 * node_modules/.package-lock.json on every install, so its time marks the last install.
 */
export function needsInstall() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(path.join(ROOT, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

/** Runs a command in the repo root with inherited output; returns its exit code. */
export function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** `npm ci` when needed; exits the process if it fails. */
export function ensureDependencies() {
  if (!needsInstall()) return;
  console.log('Installing dependencies (npm ci)…');
  const code = run('npm', ['ci', '--no-audit', '--no-fund'], INSTALL_ENV);
  if (code !== 0) {
    console.error('npm ci failed');
    process.exit(code);
  }
}
