/**
 * No source file over 300 lines without a reason at its top: a file that
 * grows past that says why it stays one file, in a line starting
 * "Over 300 lines:" within its first 40 lines. Tests are exempt, and the
 * frozen reader of protocol version 1 (engine/protocol/v1/), which never
 * changes, and the translation modules lit-localize writes (components/shared/i18n/generated/). Run by `npm test` (npm run check).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const LIMIT = 300;
const ROOTS = ['engine', 'src', 'components', 'scripts'];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(ts|mjs)$/.test(name) && !/\.test\.ts$/.test(name)) yield p;
  }
}

const unexplained = [];
for (const root of ROOTS) {
  for (const file of files(root)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    if (lines.length <= LIMIT || file.startsWith(path.join('engine', 'protocol', 'v1')) || file.includes(path.join('i18n', 'generated'))) continue;
    if (!lines.slice(0, 40).some((l) => /Over 300 lines:/.test(l))) unexplained.push(`${file} (${lines.length} lines)`);
  }
}
if (unexplained.length) {
  console.error(`Source files over ${LIMIT} lines without a reason at their top ("Over 300 lines: …"):\n  ${unexplained.join('\n  ')}`);
  process.exit(1);
}
console.log(`no source file over ${LIMIT} lines without a reason`);
