/**
 * Games a build lists after the shipped ones (src/games.ts). The shipped build
 * lists none; test builds replace this module with test/games.ts, which lists
 * the fixture games of the tests (vite.config.ts, web-test-runner.config.mjs).
 */
import type { GameManifest } from '../components/shared/manifest.js';

export const EXTRA_GAMES: readonly GameManifest[] = [];
