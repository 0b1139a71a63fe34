import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The production build: index.html at the root is the one entry; games are dynamic
 * imports (each game's manifest, src/games.ts), so each lands in its own chunk and the first page
 * carries none of them. The service worker precaches the shell *and* every chunk but libsodium's
 * (below), so a hot-seat or bot game opens with no network at all.
 *
 * `vite build --mode test` is the test build the end-to-end tests serve: it lists
 * the fixture games of test/games.ts after the shipped ones (src/extra-games.ts).
 */
/**
 * The checker's version (src/session/checker-version.ts): a hash of the engine's
 * sources, so a device keeps no proof-check result across a change to the checks.
 */
function checkerVersion(): string {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(path.join(root, 'engine'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const h = createHash('sha256');
  for (const f of files) h.update(f).update(readFileSync(path.join(root, 'engine', f)));
  return h.digest('hex').slice(0, 16);
}

export default defineConfig(({ mode }) => ({
  define: { __CHECKER_VERSION__: JSON.stringify(checkerVersion()) },
  resolve: {
    alias: mode === 'test' ? [{ find: './extra-games.js', replacement: fileURLToPath(new URL('test/games.ts', import.meta.url)) }] : [],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    // `npm run dev` with a separately running `npm run serve` on 8080 for signaling.
    proxy: { '/signal': { target: 'ws://localhost:8080', ws: true } },
  },
  plugins: [
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // A tiny registerSW.js script in index.html, so the app code need not know about it.
      injectRegister: 'script-defer',
      // The glob below already precaches public/'s icons; listing them again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        name: 'Tabletop — board and card games with friends, peer to peer',
        short_name: 'Tabletop',
        description: 'Card and board games played with friends, peer to peer, with no game server.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f5f4a',
        background_color: '#f6f1e7',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,woff2}'],
        // The runtime config changes per deployment: fetched fresh when online, from cache when not.
        // libsodium's WebAssembly arithmetic (185 KiB gzip) is not precached: only a room with hidden
        // cards that reads a large document loads it, and until it has, or offline, the same checks run
        // on @noble (wasm.ts). Once loaded it is kept.
        globIgnores: ['config.json', '**/*.map', '**/libsodium-*.js'],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'runtime-config', networkTimeoutSeconds: 3 },
          },
          {
            urlPattern: ({ url }) => /\/assets\/libsodium-[^/]*\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'arithmetic', expiration: { maxEntries: 4 } },
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/signal/, /^\/healthz/, /^\/e2e\//],
        cleanupOutdatedCaches: true,
        // Take over at once, so the first visit is already enough to open offline later.
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
}));
