/**
 * Figure 6: how much JavaScript the first page costs, and what each game adds
 * when it is opened, gzipped (level 9) from the production build in dist/.
 *
 * Initial: every script index.html loads, with the chunks they import
 * statically (the browser fetches those before anything runs). A game's chunks
 * are those holding its own sources (engine/games/<id>/, components/<id>/,
 * found through the source maps), with their static
 * imports that the first page does not already carry.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GAME_IDS } from '../../src/games.js';

export interface ChunkSize {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
}
export interface BundleFigures {
  readonly builtAt: string;
  /** Whether a source (index.html, src/, components/, engine/, public/) changed after dist/ was built. */
  readonly stale: boolean;
  readonly initial: { readonly gzip: number; readonly bytes: number; readonly chunks: ChunkSize[] };
  readonly games: Record<string, { readonly gzip: number; readonly bytes: number; readonly chunks: ChunkSize[] }>;
  /** Every other chunk, loaded on demand (pages, networked rooms, the proof worker). */
  readonly others: ChunkSize[];
}

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w\s{},*$]*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;

export function bundleFigures(dist: string): BundleFigures {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const size = new Map<string, ChunkSize>();
  const sizeOf = (rel: string): ChunkSize => {
    let s = size.get(rel);
    if (!s) {
      const code = readFileSync(path.join(dist, rel));
      s = { file: rel, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
      size.set(rel, s);
    }
    return s;
  };
  const closure = (roots: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const todo = [...roots];
    while (todo.length) {
      const rel = todo.pop()!;
      if (seen.has(rel)) continue;
      seen.add(rel);
      const code = readFileSync(path.join(dist, rel), 'utf8');
      for (const m of code.matchAll(STATIC_IMPORT)) todo.push(path.posix.join(path.posix.dirname(rel), m[1]!));
    }
    return seen;
  };
  const scripts = [
    ...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="\/?([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const initial = closure(scripts);

  const assets = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const sourcesOf = (rel: string): string[] => {
    const map = path.join(dist, `${rel}.map`);
    if (!existsSync(map)) return [];
    return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.map((s) => s.replace(/^(\.\.\/)+/, ''));
  };
  const games: BundleFigures['games'] = {};
  const inGames = new Set<string>();
  for (const id of GAME_IDS) {
    const own = assets.filter((a) => sourcesOf(a).some((s) => s.startsWith(`engine/games/${id}/`) || s.startsWith(`components/${id}/`)));
    const chunks = [...closure(own)]
      .filter((c) => !initial.has(c))
      .sort()
      .map(sizeOf);
    chunks.forEach((c) => inGames.add(c.file));
    games[id] = { gzip: sum(chunks, 'gzip'), bytes: sum(chunks, 'bytes'), chunks };
  }
  const init = [...initial].sort().map(sizeOf);
  return {
    builtAt: statSync(path.join(dist, 'index.html')).mtime.toISOString(),
    stale: ['index.html', 'src', 'components', 'engine', 'public'].some(
      (s) => newestMtime(path.join(dist, '..', s)) > statSync(path.join(dist, 'index.html')).mtimeMs,
    ),
    initial: { gzip: sum(init, 'gzip'), bytes: sum(init, 'bytes'), chunks: init },
    games,
    others: assets
      .filter((a) => !initial.has(a) && !inGames.has(a))
      .sort()
      .map(sizeOf),
  };
}

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const st = statSync(entry);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const sum = (xs: readonly ChunkSize[], k: 'gzip' | 'bytes'): number => xs.reduce((n, x) => n + x[k], 0);
