/**
 * The translations are whole and current: every message the sources hold is in
 * each language's XLIFF file with a translation that uses the same placeholders,
 * and the modules the app loads are what lit-localize builds from those files.
 * (A message added to the code without `npm run i18n:extract`, translating and
 * `npm run i18n:build` fails here.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = JSON.parse(readFileSync(path.join(root, 'lit-localize.json'), 'utf8'));
const xliffDir = path.join(root, config.interchange.xliffDir);
const outDir = path.join(root, config.output.outputDir);
const locales: string[] = config.targetLocales;

/** Each trans-unit's id, source and target (undefined when untranslated). */
function units(file: string): { id: string; source: string; target: string | undefined }[] {
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<trans-unit id="([^"]+)">([\s\S]*?)<\/trans-unit>/g)].map(([, id, body]) => ({
    id: id!,
    source: /<source>([\s\S]*?)<\/source>/.exec(body!)?.[1] ?? '',
    target: /<target>([\s\S]*?)<\/target>/.exec(body!)?.[1],
  }));
}

const placeholders = (s: string) => [...s.matchAll(/<x id="(\d+)"/g)].map((m) => m[1]).sort();

describe('translations', () => {
  for (const locale of locales) {
    it(`${locale}: every message is translated, with the placeholders of its source`, () => {
      const all = units(path.join(xliffDir, `${locale}.xlf`));
      expect(all.length).toBeGreaterThan(0);
      expect(all.filter((u) => !u.target?.trim()).map((u) => u.source)).toEqual([]);
      expect(all.filter((u) => placeholders(u.source).join() !== placeholders(u.target!).join()).map((u) => u.source)).toEqual([]);
    });
  }

  const scratch = mkdtempSync(path.join(tmpdir(), 'i18n-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('the XLIFF files list exactly the messages in the sources, and the built modules match them', () => {
    // lit-localize reads paths relative to its config: a copy pointing at the sources and into the scratch folder.
    const xliff = path.join(scratch, 'xliff');
    const out = path.join(scratch, 'out');
    mkdirSync(xliff);
    cpSync(xliffDir, xliff, { recursive: true, filter: (f) => !f.includes('generated') });
    const copy = {
      ...config,
      inputFiles: config.inputFiles.map((g: string) => path.join(root, g)),
      output: { ...config.output, outputDir: out, localeCodesModule: path.join(out, path.basename(config.output.localeCodesModule)) },
      interchange: { ...config.interchange, xliffDir: xliff },
    };
    const cfg = path.join(scratch, 'lit-localize.json');
    writeFileSync(cfg, JSON.stringify(copy));
    const bin = path.join(root, 'node_modules', '.bin', 'lit-localize');
    for (const step of ['extract', 'build']) {
      const r = spawnSync(bin, [step, '--config', cfg], { cwd: root, encoding: 'utf8' });
      expect(r.status, `${step}: ${r.stderr}`).toBe(0);
    }
    for (const locale of locales) {
      expect(readFileSync(path.join(xliff, `${locale}.xlf`), 'utf8'), `${locale}.xlf is not what extract gives: run npm run i18n:extract`).toBe(
        readFileSync(path.join(xliffDir, `${locale}.xlf`), 'utf8'),
      );
    }
    for (const f of readdirSync(out)) {
      expect(readFileSync(path.join(out, f), 'utf8'), `${f} is not what build gives: run npm run i18n:build`).toBe(readFileSync(path.join(outDir, f), 'utf8'));
    }
  }, 400_000);
});
