// Browser tests (components, anything needing a real DOM) in Debian's Chromium.
// Launch arguments: headless Chromium as root without a GPU or network (no sandbox, GPU, QUIC or background traffic).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { visualRegressionPlugin } from '@web/test-runner-visual-regression/plugin';
import { transform } from 'esbuild';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * TypeScript for the dev server, compiled per file with esbuild. The decorator options come
 * from tsconfig.json: Lit's `@property` needs legacy decorators and
 * `useDefineForClassFields: false`, or class fields would shadow the reactive accessors.
 */
function typescript() {
  const { compilerOptions } = JSON.parse(readFileSync(path.join(rootDir, 'tsconfig.json'), 'utf8'));
  const tsconfigRaw = {
    compilerOptions: {
      experimentalDecorators: compilerOptions.experimentalDecorators,
      useDefineForClassFields: compilerOptions.useDefineForClassFields,
      verbatimModuleSyntax: compilerOptions.verbatimModuleSyntax,
    },
  };
  return {
    name: 'typescript',
    resolveMimeType(context) {
      if (context.path.endsWith('.ts')) return 'js';
    },
    // Sources import `./x.js` for `./x.ts` (TypeScript's ESM convention); point the browser at the .ts.
    resolveImport({ source, context }) {
      // Test builds list the fixture games of test/games.ts after the shipped ones (src/extra-games.ts).
      if (source === './extra-games.js' && context.path === '/src/games.ts') return '/test/games.ts';
      if (!source.startsWith('.') || !source.endsWith('.js')) return undefined;
      const importer = path.join(rootDir, decodeURIComponent(context.path));
      const target = path.resolve(path.dirname(importer), source);
      if (!existsSync(target) && existsSync(`${target.slice(0, -3)}.ts`)) return `${source.slice(0, -3)}.ts`;
      return undefined;
    },
    async transform(context) {
      if (!context.path.endsWith('.ts')) return undefined;
      const result = await transform(context.body, {
        loader: 'ts',
        format: 'esm',
        target: 'es2022',
        sourcemap: 'inline',
        sourcefile: context.path,
        tsconfigRaw,
      });
      return { body: result.code };
    },
  };
}

/** Writes pass/fail counts to $WTR_RESULTS_FILE for scripts/test.mjs. */
function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const file = process.env.WTR_RESULTS_FILE;
      if (!file) return;
      let passed = 0;
      let failed = 0;
      const walk = (suite) => {
        for (const test of suite.tests) if (!test.skipped) test.passed ? passed++ : failed++;
        suite.suites.forEach(walk);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults);
        // A file that failed to load or threw outside a test reports no test results.
        if (!session.passed && session.errors.length > 0) failed++;
      }
      writeFileSync(file, JSON.stringify({ passed, failed }));
    },
  };
}

/** Every test page loads the app's own font (src/main.ts), so text is laid out as players see it. */
const testRunnerHtml = (testFramework) => `<!doctype html>
<html lang="en"><head>
  <link rel="stylesheet" href="/node_modules/@fontsource/atkinson-hyperlegible/400.css">
  <link rel="stylesheet" href="/node_modules/@fontsource/atkinson-hyperlegible/700.css">
  <style>body { font-family: 'Atkinson Hyperlegible', system-ui, sans-serif; }</style>
</head><body><script type="module" src="${testFramework}"></script></body></html>`;

/**
 * Screenshots (test/browser/visual.test.ts): baselines committed in test/screenshots/, a failed
 * shot and its diff in test-results/screenshots/. Tolerance: pixelmatch's per-pixel colour
 * threshold 0.2 and at most 0.5 % of the pixels different, so anti-aliasing from a newer
 * Chromium passes while a moved, missing or recoloured element fails.
 */
const visual = visualRegressionPlugin({
  update: process.argv.includes('--update-visual-baseline'),
  baseDir: path.join(rootDir, 'test', 'screenshots'),
  getBaselineName: ({ name }) => name,
  getFailedName: ({ name }) => path.join(rootDir, 'test-results', 'screenshots', name),
  getDiffName: ({ name }) => path.join(rootDir, 'test-results', 'screenshots', `${name}-diff`),
  diffOptions: { threshold: 0.2 },
  failureThreshold: 0.5,
  failureThresholdType: 'percent',
});

export default {
  rootDir,
  testRunnerHtml,
  files: ['test/browser/**/*.test.ts', 'components/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  // A file gets 8 minutes: Medieval Manor's playthrough renders some 4,000 moves (91 s alone, 223 s once
  // beside other test runs on these 2 cores); its own test timeout is 400 s.
  testsFinishTimeout: 480_000,
  testFramework: { config: { timeout: 10_000 } },
  plugins: [typescript(), visual],
  reporters: [defaultReporter(), countReporter()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS },
    }),
  ],
};
